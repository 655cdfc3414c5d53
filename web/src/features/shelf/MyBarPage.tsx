import { ListChecksIcon, PlusIcon, SearchIcon, XIcon } from 'lucide-react';
import { Suspense, useDeferredValue, useEffect, useState, useTransition } from 'react';
import {
  graphql,
  useLazyLoadQuery,
  usePaginationFragment,
  usePreloadedQuery,
  useRefetchableFragment,
  type PreloadedQuery,
} from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router-dom';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { updateListState } from '@/lib/cocktail-list-state';
import { PageHeader } from '@/components/PageHeader';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChipToggle } from '@/components/ui/chip-toggle';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { loadRouteQuery } from '@/relay/route-query';
import { INGREDIENT_CATEGORIES, SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@common/constants';
import { SHELF_ADD_MAX, SHELF_CATEGORY_PAGE_SIZE, SHELF_PAGE_SIZE, SHELF_TEXT, WHAT_TO_BUY_MAX } from '@common/shelf';
import type { MyBarPageQuery as MyBarPageQueryType } from './__generated__/MyBarPageQuery.graphql';
import type { MyBarPage_shelf$key } from './__generated__/MyBarPage_shelf.graphql';
import type { MyBarPage_toBuy$key } from './__generated__/MyBarPage_toBuy.graphql';
import type { MyBarPage_categoryIngredients$key } from './__generated__/MyBarPage_categoryIngredients.graphql';
import type { MyBarPageCategoryQuery as MyBarPageCategoryQueryType } from './__generated__/MyBarPageCategoryQuery.graphql';
import type { MyBarPageSearchQuery as MyBarPageSearchQueryType } from './__generated__/MyBarPageSearchQuery.graphql';
import { type ShelfPick, useAddToShelfMutation } from './AddToShelfMutation';
import { useRemoveFromShelfMutation } from './RemoveFromShelfMutation';
import { loadMore, loadMoreFailed } from '@/relay/load-more';

const MyBarPageQuery = graphql`
  query MyBarPageQuery($first: Int!, $toBuy: Int!) {
    ...MyBarPage_shelf @arguments(first: $first)
    ...MyBarPage_toBuy @arguments(first: $toBuy)
  }
`;

export function loader() {
  return loadRouteQuery<MyBarPageQueryType>(
    'my-bar',
    MyBarPageQuery,
    { first: SHELF_PAGE_SIZE, toBuy: 10 },
    { fetchPolicy: 'network-only' },
  );
}

/** My Bar (issue 41): the ingredients the account has, quick adds, and what to buy next. */
export default function MyBarPage() {
  const queryRef = useLoaderData() as PreloadedQuery<MyBarPageQueryType>;
  const data = usePreloadedQuery<MyBarPageQueryType>(MyBarPageQuery, queryRef);
  const [toBuy, refetchToBuy] = useRefetchableFragment(
    graphql`
      fragment MyBarPage_toBuy on Query @refetchable(queryName: "MyBarPageToBuyQuery") @argumentDefinitions(first: { type: "Int!" }) {
        whatToBuyNext(first: $first) {
          unlocks
          ingredient {
            id
            databaseId
            name
          }
        }
      }
    `,
    data as MyBarPage_toBuy$key,
  );
  const [, startTransition] = useTransition();
  const shelfChanged = () =>
    startTransition(() => {
      refetchToBuy({ first: 10 }, { fetchPolicy: 'network-only' });
    });

  return (
    <div>
      <title>{`${SHELF_TEXT.title} · Repour`}</title>
      <PageHeader title={SHELF_TEXT.title} description={SHELF_TEXT.intro} back="/profile" backLabel="Back to profile" />
      <div className="flex flex-col gap-4 px-4 pb-6">
        <Shelf query={data as MyBarPage_shelf$key} onChange={shelfChanged} />
        <Card>
          <CardHeader>
            <CardTitle>{SHELF_TEXT.whatToBuy}</CardTitle>
            <CardDescription>{SHELF_TEXT.whatToBuyIntro}</CardDescription>
          </CardHeader>
          <CardContent>
            {toBuy.whatToBuyNext.length === 0 ? (
              <p className="text-sm text-muted-foreground">{SHELF_TEXT.whatToBuyEmpty}</p>
            ) : (
              <ol className="flex flex-col divide-y" aria-label={SHELF_TEXT.whatToBuy}>
                {toBuy.whatToBuyNext.slice(0, WHAT_TO_BUY_MAX).map((suggestion) => (
                  <li key={suggestion.ingredient.id} className="flex items-center justify-between gap-3 py-2.5">
                    <span className="min-w-0">
                      <span className="block font-medium">{suggestion.ingredient.name}</span>
                      <span className="text-sm text-muted-foreground">{SHELF_TEXT.unlocks(suggestion.unlocks)}</span>
                    </span>
                    <BuyButton ingredient={suggestion.ingredient} onAdded={shelfChanged} />
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
        <Button asChild variant="outline" size="lg">
          <Link to="/cocktails" onClick={() => updateListState({ shelf: 'can_make', scrollY: undefined, loadedCount: undefined })}>
            <ListChecksIcon aria-hidden="true" />
            {SHELF_TEXT.openList}
          </Link>
        </Button>
      </div>
    </div>
  );
}

/** The connection the shelf's rows live in (on the root), for the mutations to add to and remove from. */
const shelfConnectionId = ConnectionHandler.getConnectionID(ROOT_ID, 'MyBarPage_myShelf');

function BuyButton({ ingredient, onAdded }: { ingredient: ShelfPick; onAdded: () => void }) {
  const [add, busy] = useAddToShelfMutation(shelfConnectionId);
  return (
    <Button variant="outline" size="sm" disabled={busy} onClick={() => add([ingredient], onAdded)} aria-label={`Add ${ingredient.name}`}>
      <PlusIcon aria-hidden="true" />
      Add
    </Button>
  );
}

function Shelf({ query, onChange }: { query: MyBarPage_shelf$key; onChange: () => void }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment MyBarPage_shelf on Query
      @refetchable(queryName: "MyBarPageShelfQuery")
      @argumentDefinitions(first: { type: "Int!" }, after: { type: "String" }) {
        myShelf(first: $first, after: $after) @connection(key: "MyBarPage_myShelf") {
          totalCount
          edges {
            node {
              id
              databaseId
              name
              category
            }
          }
        }
      }
    `,
    query,
  );
  const shelf = data.myShelf;
  const [remove, removing] = useRemoveFromShelfMutation(shelfConnectionId);

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{SHELF_TEXT.searchLabel}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <IngredientSearch connectionId={shelfConnectionId} onAdded={onChange} />
          <CategoryAdd connectionId={shelfConnectionId} onAdded={onChange} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{SHELF_TEXT.onShelf(shelf.totalCount)}</CardTitle>
        </CardHeader>
        <CardContent>
          {shelf.edges.length === 0 ? (
            <p className="text-sm text-muted-foreground">{SHELF_TEXT.empty}</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label="Your shelf">
              {shelf.edges.map(({ node }) => (
                <li key={node.id}>
                  <span className="inline-flex items-center gap-1 rounded-full border bg-muted/40 py-1 pr-1 pl-3 text-sm">
                    {node.name}
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-7 rounded-full"
                      aria-label={SHELF_TEXT.remove(node.name)}
                      disabled={removing}
                      onClick={() => remove(node.id, onChange)}
                    >
                      <XIcon aria-hidden="true" />
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          )}
          {hasNext ? (
            <Button
              variant="outline"
              className="mt-3 w-full"
              disabled={isLoadingNext}
              onClick={() => loadMore({ hasNext, isLoadingNext, loadNext }, SHELF_PAGE_SIZE, loadMoreFailed('ingredients'))}
            >
              {isLoadingNext ? <Spinner className="size-4" /> : null}
              Load more
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </>
  );
}

/** Where an add goes; whether a listed ingredient is on the shelf is the server's (`viewerHasOnShelf`), not the loaded page's. */
interface AddProps {
  connectionId: string;
  onAdded: () => void;
}

function IngredientSearch(props: AddProps) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const deferred = useDeferredValue(query);
  return (
    <div className="flex flex-col gap-2">
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={SHELF_TEXT.searchLabel}
          placeholder={SHELF_TEXT.searchPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="pl-8.5"
        />
      </div>
      {deferred.length >= SEARCH_MIN_LENGTH ? (
        <Suspense fallback={<Spinner className="size-4" label="Searching" />}>
          <SearchResults query={deferred} {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}

function SearchResults({ query, connectionId, onAdded }: AddProps & { query: string }) {
  const data = useLazyLoadQuery<MyBarPageSearchQueryType>(
    graphql`
      query MyBarPageSearchQuery($query: String!) {
        search(query: $query) {
          ingredients(first: 8) {
            edges {
              node {
                id
                databaseId
                name
                category
                viewerHasOnShelf
              }
            }
          }
        }
      }
    `,
    { query },
  );
  const [add, busy] = useAddToShelfMutation(connectionId);
  const found = data.search.ingredients.edges.map((edge) => edge.node);
  if (found.length === 0) return <p className="text-sm text-muted-foreground">No ingredients found</p>;
  return (
    <ul className="flex flex-col divide-y" aria-label="Ingredients found">
      {found.map((ingredient) => (
        <li key={ingredient.id} className="flex items-center justify-between gap-3 py-2">
          <span className="min-w-0">
            <span className="block">{ingredient.name}</span>
            <span className="text-xs text-muted-foreground capitalize">{ingredient.category}</span>
          </span>
          {ingredient.viewerHasOnShelf ? (
            <span className="text-sm text-muted-foreground">On your shelf</span>
          ) : (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => add([ingredient], onAdded)}
              aria-label={`Add ${ingredient.name}`}
            >
              <PlusIcon aria-hidden="true" />
              Add
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

function CategoryAdd(props: AddProps) {
  const [category, setCategory] = useState<string | null>(null);
  return (
    <fieldset className="flex flex-col gap-2.5">
      <legend className="mb-2.5 text-xs font-semibold tracking-[0.08em] text-muted-foreground uppercase">{SHELF_TEXT.byCategory}</legend>
      <div className="flex flex-wrap gap-2">
        {INGREDIENT_CATEGORIES.map((name) => (
          <ChipToggle key={name} checked={category === name} onCheckedChange={(on) => setCategory(on ? name : null)}>
            <span className="capitalize">{name}</span>
          </ChipToggle>
        ))}
      </div>
      {category ? (
        <Suspense fallback={<Spinner className="size-4" label="Loading" />}>
          <CategoryIngredients category={category} {...props} />
        </Suspense>
      ) : null}
    </fieldset>
  );
}

function CategoryIngredients({ category, ...props }: AddProps & { category: string }) {
  const data = useLazyLoadQuery<MyBarPageCategoryQueryType>(
    graphql`
      query MyBarPageCategoryQuery($category: String!, $first: Int!) {
        ...MyBarPage_categoryIngredients @arguments(category: $category, first: $first)
      }
    `,
    { category, first: SHELF_CATEGORY_PAGE_SIZE },
  );
  return <CategoryList query={data} category={category} {...props} />;
}

/**
 * A category's base ingredients, a page at a time: each not on the shelf is a tap to add, and the button
 * under them adds those listed, SHELF_ADD_MAX at a time (the server's bound on one call). It says "all"
 * only when that is every one of the category not on the shelf.
 */
function CategoryList({
  query,
  category,
  connectionId,
  onAdded,
}: AddProps & { query: MyBarPage_categoryIngredients$key; category: string }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment MyBarPage_categoryIngredients on Query
      @refetchable(queryName: "MyBarPageCategoryPaginationQuery")
      @argumentDefinitions(category: { type: "String!" }, first: { type: "Int!" }, after: { type: "String" }) {
        shelfCategoryIngredients(category: $category, first: $first, after: $after) @connection(key: "MyBarPage_shelfCategoryIngredients") {
          edges {
            node {
              id
              databaseId
              name
              viewerHasOnShelf
            }
          }
        }
      }
    `,
    query,
  );
  const [add, busy] = useAddToShelfMutation(connectionId);
  const ingredients = data.shelfCategoryIngredients.edges.map((edge) => edge.node);
  const missing = ingredients.filter((ingredient) => !ingredient.viewerHasOnShelf);
  const batch = missing.slice(0, SHELF_ADD_MAX);
  const all = !hasNext && batch.length === missing.length;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {ingredients.map((ingredient) =>
          ingredient.viewerHasOnShelf ? (
            <span
              key={ingredient.id}
              className="inline-flex items-center rounded-full border border-primary/40 bg-primary/10 px-3 py-1 text-sm"
            >
              {ingredient.name}
              <span className="sr-only"> (on your shelf)</span>
            </span>
          ) : (
            <Button
              key={ingredient.id}
              variant="outline"
              size="sm"
              className="rounded-full"
              disabled={busy}
              aria-label={`Add ${ingredient.name}`}
              onClick={() => add([ingredient], onAdded)}
            >
              <PlusIcon aria-hidden="true" />
              {ingredient.name}
            </Button>
          ),
        )}
      </div>
      {hasNext ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          disabled={isLoadingNext}
          onClick={() =>
            loadMore({ hasNext, isLoadingNext, loadNext }, SHELF_CATEGORY_PAGE_SIZE, loadMoreFailed(`${category} ingredients`))
          }
        >
          {isLoadingNext ? <Spinner className="size-4" /> : null}
          {SHELF_TEXT.moreOfCategory(category)}
        </Button>
      ) : null}
      {batch.length > 1 ? (
        <Button variant="secondary" size="sm" className="self-start" disabled={busy} onClick={() => add(batch, onAdded)}>
          <PlusIcon aria-hidden="true" />
          {all ? SHELF_TEXT.addAll(category) : SHELF_TEXT.addListed(batch.length, missing.length)}
        </Button>
      ) : null}
    </div>
  );
}
