import { CheckCircle2Icon } from 'lucide-react';
import { useEffect, useRef, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { NetworkFailureError } from '@/relay/fetch-graphql';
import { LIST_PAGE_SIZE } from '@common/constants';
import { readListState, updateListState, type CocktailListState } from '@/lib/cocktail-list-state';
import type { CocktailList_query$key } from './__generated__/CocktailList_query.graphql';
import type {
  CocktailListPaginationQuery,
  CocktailListPaginationQuery$variables,
} from './__generated__/CocktailListPaginationQuery.graphql';
import { CocktailCard, FIRST_CARDS } from './CocktailCard';
import {
  endOfListText,
  LOAD_MORE_FAILED,
  LOAD_MORE_NOT_SAVED,
  LOAD_NEXT_LABEL,
  LOADING_MORE_LABEL,
  matchesText,
  NO_COCKTAILS,
  showingText,
  totalText,
} from './cocktail-text';

export type ListFilter = CocktailListPaginationQuery$variables['filter'];
export type ListSort = CocktailListPaginationQuery$variables['sort'];

/**
 * The cocktails connection, a page of 100 at a time, with the counts and paging of the spec. A new
 * filter refetches while the old list stays on screen; coming back from a cocktail reloads the pages
 * that were loaded (when the store lost them) and scrolls back to where the member was.
 */
export function CocktailList({
  query,
  filter,
  loadedFilter,
  sort = null,
  loadedSort = null,
}: {
  query: CocktailList_query$key;
  filter: ListFilter;
  loadedFilter: ListFilter;
  /** The list's order (null: alphabetical), and the one the data on screen was loaded with. */
  sort?: ListSort;
  loadedSort?: ListSort;
}) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<CocktailListPaginationQuery, CocktailList_query$key>(
    graphql`
      fragment CocktailList_query on Query
      @refetchable(queryName: "CocktailListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int!" }
        after: { type: "String" }
        filter: { type: "CocktailFilter" }
        sort: { type: "CocktailSort" }
      ) {
        cocktails(first: $first, after: $after, filter: $filter, sort: $sort)
          @connection(key: "CocktailList_cocktails", filters: ["filter", "sort"]) {
          totalCount
          databaseTotalCount
          edges {
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
  const { edges, totalCount, databaseTotalCount } = data.cocktails;

  const [isRefetching, startTransition] = useTransition();
  const filterKey = JSON.stringify({ filter: filter ?? null, sort: sort ?? null });
  // What the data on screen was loaded with: the route's query, then each refetch.
  const shownFilterKey = useRef(JSON.stringify({ filter: loadedFilter ?? null, sort: loadedSort ?? null }));
  useEffect(() => {
    if (filterKey === shownFilterKey.current) return;
    shownFilterKey.current = filterKey;
    const asked = JSON.parse(filterKey) as { filter: ListFilter; sort: ListSort };
    startTransition(() => {
      refetch({ first: LIST_PAGE_SIZE, filter: asked.filter, sort: asked.sort }, { fetchPolicy: 'store-or-network' });
    });
  }, [filterKey, refetch]);

  // Back from a cocktail: the pages loaded then, and the scroll position.
  const restoring = useRef<
    (Required<Pick<CocktailListState, 'scrollY' | 'loadedCount'>> & Pick<CocktailListState, 'openedId' | 'openedTop'>) | null | undefined
  >(undefined);
  if (restoring.current === undefined) {
    const saved = readListState();
    restoring.current =
      saved.scrollY === undefined
        ? null
        : { scrollY: saved.scrollY, loadedCount: saved.loadedCount ?? 0, openedId: saved.openedId, openedTop: saved.openedTop };
  }
  // The cards the first screen shows are drawn whole at once, the others when they near the screen
  // (CocktailCard); coming back to a place in the list draws them all whole at once, so the place (the
  // same heights as when the member left) is there to scroll to.
  const [eagerCount] = useState(() => {
    const saved = readListState();
    return saved.scrollY === undefined ? FIRST_CARDS : Math.max(saved.loadedCount ?? 0, FIRST_CARDS);
  });
  // Coming back to a place, every card is laid out (no content-visibility) for the rest of the visit: an
  // off-screen card not drawn since would count as a guessed height, and cards changing between guessed
  // and real heights above the place would move it.
  const [layingOutAll] = useState(() => readListState().scrollY !== undefined);
  useEffect(() => {
    const target = restoring.current;
    if (!target) return;
    if (edges.length < target.loadedCount && hasNext) {
      // A page that cannot be had (offline, and not saved on this device) ends the restoring there.
      const stop = (error: Error | null) => {
        if (!error) return;
        target.loadedCount = edges.length;
        tellLoadMoreFailed(error);
      };
      if (!isLoadingNext) loadNext(Math.min(LIST_PAGE_SIZE, target.loadedCount - edges.length), { onComplete: stop });
      return;
    }
    restoring.current = null;
    updateListState({ scrollY: undefined, loadedCount: undefined, openedId: undefined, openedTop: undefined });
    // After the router's own scroll handling of this navigation: the opened card back where it was on
    // screen (what the member sees, whatever changed above it), else the saved offset.
    requestAnimationFrame(() => {
      const opened = target.openedId === undefined ? null : document.querySelector(`[data-cocktail-id="${target.openedId}"]`);
      const top =
        opened && target.openedTop !== undefined ? opened.getBoundingClientRect().top + window.scrollY - target.openedTop : target.scrollY;
      window.scrollTo({ top, behavior: 'instant' });
    });
  }, [edges.length, hasNext, isLoadingNext, loadNext]);

  const rememberPlace = (openedId: number) => {
    const opened = document.querySelector(`[data-cocktail-id="${openedId}"]`);
    updateListState({
      scrollY: Math.round(window.scrollY),
      loadedCount: edges.length,
      openedId,
      openedTop: opened ? Math.round(opened.getBoundingClientRect().top) : undefined,
    });
  };

  if (edges.length === 0) {
    return <p className="px-4 py-16 text-center text-muted-foreground">{NO_COCKTAILS}</p>;
  }

  const loadMore = () => {
    if (isLoadingNext) return;
    loadNext(LIST_PAGE_SIZE, {
      onComplete: (error) => {
        if (error) tellLoadMoreFailed(error);
      },
    });
  };

  return (
    <div className="flex flex-col gap-3 px-4 pb-6">
      <div className="flex items-start justify-between gap-3 text-sm">
        <div className="flex flex-col gap-0.5" aria-live="polite">
          <p className="font-medium">
            {showingText(edges.length)}
            {/* While a new filter loads, the old matches would be counted against it. */}
            {filter && !isRefetching ? (
              <>
                <span aria-hidden="true" className="px-1.5 text-muted-foreground">
                  ·
                </span>
                <span>{matchesText(totalCount)}</span>
              </>
            ) : null}
          </p>
          <p className="text-muted-foreground">{totalText(databaseTotalCount)}</p>
        </div>
        {isRefetching ? <Spinner className="mt-0.5 size-4.5" label="Updating the list" /> : null}
      </div>

      {/* A card off screen is neither styled nor laid out until it nears the screen (content-visibility),
          kept at its last size, or about a card's height before it was ever shown; until then it is its
          name's link alone (CocktailCard): 100 cards cost the first screen little more than the few it shows. */}
      <ul className="flex flex-col gap-3">
        {edges.map(({ node }, index) => (
          <li
            key={node.id}
            data-cocktail-id={node.databaseId}
            className={layingOutAll ? undefined : '[contain-intrinsic-size:auto_9.5rem] [content-visibility:auto]'}
          >
            <CocktailCard
              cocktail={node}
              databaseId={node.databaseId}
              name={node.name}
              eager={index < eagerCount}
              onOpen={() => rememberPlace(node.databaseId)}
            />
          </li>
        ))}
      </ul>

      {hasNext ? (
        <Button variant="outline" size="lg" className="mt-2 w-full" onClick={loadMore} disabled={isLoadingNext}>
          {isLoadingNext ? <Spinner className="size-4.5" /> : null}
          {isLoadingNext ? LOADING_MORE_LABEL : LOAD_NEXT_LABEL}
        </Button>
      ) : (
        <p className="mt-2 flex items-center justify-center gap-2 rounded-2xl bg-muted px-4 py-4 text-center text-sm text-muted-foreground">
          <CheckCircle2Icon className="size-4.5 shrink-0 text-success" aria-hidden="true" />
          {endOfListText(totalCount)}
        </p>
      )}
    </div>
  );
}

/** The spec's load-more failure; with no answer at all, also that only saved pages open offline. */
function tellLoadMoreFailed(error: Error) {
  toast.error(LOAD_MORE_FAILED, error instanceof NetworkFailureError ? { description: LOAD_MORE_NOT_SAVED } : undefined);
}
