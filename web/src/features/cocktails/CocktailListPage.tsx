import { CircleAlertIcon, SearchIcon } from 'lucide-react';
import { Suspense, useEffect, useEffectEvent, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { PageHeader } from '@/components/PageHeader';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { requestErrorText } from '@/relay/fetch-graphql';
import { loadRouteQuery } from '@/relay/route-query';
import { LIST_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@common/constants';
import { connectionFilter, connectionSort, readListState, updateListState, type CocktailListState } from '@/lib/cocktail-list-state';
import type { CocktailListPageQuery as CocktailListPageQueryType } from './__generated__/CocktailListPageQuery.graphql';
import { CocktailFilterSheet } from './CocktailFilterSheet';
import { CocktailList, type ListFilter, type ListSort } from './CocktailList';
import { ShelfCocktailList } from './ShelfCocktailList';
import { errorText, LIST_LOAD_FAILED, LOADING_COCKTAILS, SEARCH_PLACEHOLDER } from './cocktail-text';

const CocktailListPageQuery = graphql`
  query CocktailListPageQuery(
    $first: Int!
    $filter: CocktailFilter
    $sort: CocktailSort
    $shelf: ShelfFilter = can_make
    $withShelf: Boolean = false
  ) {
    ...CocktailList_query @arguments(first: $first, filter: $filter, sort: $sort) @skip(if: $withShelf) @alias(as: "list")
    ...ShelfCocktailList_query @arguments(filter: $shelf, listFilter: $filter) @include(if: $withShelf) @alias(as: "shelfList")
  }
`;

function loadList(state: Pick<CocktailListState, 'filters' | 'search' | 'sort' | 'shelf'>) {
  return loadRouteQuery<CocktailListPageQueryType>('cocktails', CocktailListPageQuery, {
    first: LIST_PAGE_SIZE,
    filter: connectionFilter(state),
    sort: connectionSort(state),
    // "Can make now" / "Missing one" (decision 0076): the shelf's list instead of the database's.
    ...(state.shelf ? { shelf: state.shelf, withShelf: true } : {}),
  });
}

/** Starts the list with the filters and search kept in session storage. */
export function loader() {
  return loadList(readListState());
}

/** The cocktail database (spec section 2, /cocktails): search, filters, and the list 100 at a time. */
export default function CocktailListPage() {
  const queryRef = useLoaderData() as PreloadedQuery<CocktailListPageQueryType>;
  const [state, setState] = useState(() => readListState());
  const [searchText, setSearchText] = useState(state.search);

  const revalidator = useRevalidator();
  const reload = (change: Partial<CocktailListState>) => {
    const next = updateListState({ ...change, scrollY: undefined, loadedCount: undefined });
    setState(next);
    // The shelf's list is the route's query with other variables: the route loads it anew (its loader
    // reads the state just saved) when the shelf filter changes, or when the chips or search change under it.
    if (next.shelf || (next.shelf ?? null) !== (queryRef.variables.withShelf ? queryRef.variables.shelf : null))
      void revalidator.revalidate();
  };

  // The typed search, once typing pauses: the timer calls the latest reload, not the one of its render.
  const searchTyped = useEffectEvent((search: string) => reload({ search }));
  useEffect(() => {
    if (searchText.trim() === state.search.trim()) return;
    const timer = setTimeout(() => searchTyped(searchText), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, state.search]);

  return (
    <div>
      <title>Cocktail Database · Repour</title>
      <PageHeader title="Cocktail Database" />
      <div className="sticky top-[calc(3.5rem+env(safe-area-inset-top))] z-30 -mt-1 mb-3 border-b border-transparent bg-background/95 px-4 py-2 backdrop-blur-lg">
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <SearchIcon
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              aria-label="Search cocktails"
              placeholder={SEARCH_PLACEHOLDER}
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              enterKeyHint="search"
              className="pr-2 pl-8.5 text-ellipsis placeholder:text-[0.8125rem] [&::-webkit-search-cancel-button]:hidden"
            />
          </div>
          <CocktailFilterSheet
            applied={state.filters}
            sort={connectionSort(state) ?? 'name'}
            shelf={state.shelf ?? null}
            onApply={({ filters, sort, shelf }) => reload({ filters, sort, shelf })}
          />
        </div>
      </div>
      <ErrorBoundary resetKey={queryRef} fallback={(error) => <ListError error={error} />}>
        <Suspense fallback={<ListLoading />}>
          <CocktailListResults queryRef={queryRef} filter={connectionFilter(state)} sort={connectionSort(state)} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function CocktailListResults({
  queryRef,
  filter,
  sort,
}: {
  queryRef: PreloadedQuery<CocktailListPageQueryType>;
  filter: ListFilter;
  sort: ListSort;
}) {
  const data = usePreloadedQuery<CocktailListPageQueryType>(CocktailListPageQuery, queryRef);
  const { shelf } = queryRef.variables;
  if (data.shelfList)
    return <ShelfCocktailList query={data.shelfList} filter={shelf ?? 'can_make'} narrowed={Boolean(queryRef.variables.filter)} />;
  if (!data.list) return null;
  return (
    <CocktailList
      query={data.list}
      filter={filter}
      sort={sort}
      loadedFilter={queryRef.variables.filter ?? null}
      loadedSort={queryRef.variables.sort ?? null}
    />
  );
}

function ListLoading() {
  return (
    <div className="flex flex-col gap-3 px-4" aria-busy="true">
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        {LOADING_COCKTAILS}
      </p>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex flex-col gap-3 rounded-2xl border bg-card p-4">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-3/5" />
        </div>
      ))}
    </div>
  );
}

function ListError({ error }: { error: Error }) {
  const revalidator = useRevalidator();
  // Server messages (a rate limit, say) are meant for people; a dropped connection is not.
  const message = requestErrorText(error, LIST_LOAD_FAILED);
  return (
    <div className="flex flex-col items-center gap-4 px-4 py-14 text-center">
      <CircleAlertIcon className="size-8 text-destructive" aria-hidden="true" />
      <p role="alert" className="text-destructive">
        {errorText(message)}
      </p>
      <Button variant="outline" onClick={() => void revalidator.revalidate()} disabled={revalidator.state === 'loading'}>
        Retry
      </Button>
    </div>
  );
}
