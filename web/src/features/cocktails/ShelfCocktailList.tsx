import { CircleSlashIcon, ListChecksIcon } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { countOf } from '@common/plural';
import { missingLabel, SHELF_COCKTAILS_PAGE_SIZE, SHELF_FILTER_LABELS, type ShelfFilter } from '@common/shelf';
import { CocktailCard, FIRST_CARDS } from './CocktailCard';
import { LOAD_MORE_FAILED, LOADING_MORE_LABEL } from './cocktail-text';
import type { ShelfCocktailList_query$key } from './__generated__/ShelfCocktailList_query.graphql';
import type { ShelfCocktailListPaginationQuery } from './__generated__/ShelfCocktailListPaginationQuery.graphql';

/** What an empty shelf list says, with and without chips or a search narrowing it. */
const SHELF_EMPTY: Record<ShelfFilter, { all: string; narrowed: string }> = {
  can_make: {
    all: 'Nothing on your shelf makes a cocktail yet.',
    narrowed: 'Nothing your shelf makes matches these filters.',
  },
  missing_one: {
    all: 'No cocktail is one ingredient away.',
    narrowed: 'No cocktail one ingredient away matches these filters.',
  },
};

/**
 * The list under "Can make now" or "Missing one", among the cocktails the chips and the search keep: cards,
 * each "Missing one" card naming what is missing.
 */
export function ShelfCocktailList({
  query,
  filter,
  narrowed,
}: {
  query: ShelfCocktailList_query$key;
  filter: ShelfFilter;
  /** Whether chips or a search narrow the list too (the empty list says so). */
  narrowed: boolean;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ShelfCocktailListPaginationQuery, ShelfCocktailList_query$key>(
    graphql`
      fragment ShelfCocktailList_query on Query
      @refetchable(queryName: "ShelfCocktailListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        filter: { type: "ShelfFilter!" }
        listFilter: { type: "CocktailFilter" }
      ) {
        shelfCocktails(first: $first, after: $after, filter: $filter, listFilter: $listFilter)
          @connection(key: "ShelfCocktailList_shelfCocktails", filters: ["filter", "listFilter"]) {
          edges {
            missingIngredient {
              name
            }
            node {
              id
              databaseId
              name
              ...CocktailCard_cocktail
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.shelfCocktails.edges;

  if (edges.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 px-4 py-14 text-center">
        <CircleSlashIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="text-muted-foreground">{SHELF_EMPTY[filter][narrowed ? 'narrowed' : 'all']}</p>
        <Button asChild variant="outline">
          <Link to="/my-bar">
            <ListChecksIcon aria-hidden="true" />
            Open My Bar
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3 px-4 pb-6">
      <p className="text-sm font-medium" aria-live="polite">
        {SHELF_FILTER_LABELS[filter]}: showing {countOf(edges.length, 'cocktail')}
      </p>
      <ul className="flex flex-col gap-3">
        {edges.map(({ node, missingIngredient }, index) => (
          <li key={node.id} className="flex flex-col gap-1.5">
            <CocktailCard cocktail={node} databaseId={node.databaseId} name={node.name} eager={index < FIRST_CARDS} />
            {missingIngredient ? (
              <p className="px-1 text-sm font-medium">
                <span className="rounded-md bg-amber-500/15 px-2 py-0.5 text-amber-900 dark:bg-amber-400/15 dark:text-amber-100">
                  {missingLabel(missingIngredient.name)}
                </span>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {hasNext ? (
        <Button
          variant="outline"
          size="lg"
          className="mt-2 w-full"
          disabled={isLoadingNext}
          onClick={() =>
            loadNext(SHELF_COCKTAILS_PAGE_SIZE, {
              onComplete: (error) => {
                if (error) toast.error(LOAD_MORE_FAILED);
              },
            })
          }
        >
          {isLoadingNext ? <Spinner className="size-4.5" /> : null}
          {isLoadingNext ? LOADING_MORE_LABEL : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
