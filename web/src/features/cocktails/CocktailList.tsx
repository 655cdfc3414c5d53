import { CheckCircle2Icon } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LIST_PAGE_SIZE } from '../../../../common/constants';
import type { CocktailList_query$key } from './__generated__/CocktailList_query.graphql';
import type { CocktailListPaginationQuery } from './__generated__/CocktailListPaginationQuery.graphql';
import { CocktailCard } from './CocktailCard';
import {
  endOfListText,
  LOAD_MORE_FAILED,
  LOAD_NEXT_LABEL,
  LOADING_MORE_LABEL,
  NO_COCKTAILS,
  showingText,
  totalText,
} from './cocktail-text';

/** The cocktails connection, a page of 100 at a time, with the counts and paging of the spec. */
export function CocktailList({ query }: { query: CocktailList_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<CocktailListPaginationQuery, CocktailList_query$key>(
    graphql`
      fragment CocktailList_query on Query
      @refetchable(queryName: "CocktailListPaginationQuery")
      @argumentDefinitions(first: { type: "Int!" }, after: { type: "String" }, filter: { type: "CocktailFilter" }) {
        cocktails(first: $first, after: $after, filter: $filter) @connection(key: "CocktailList_cocktails", filters: ["filter"]) {
          totalCount
          edges {
            node {
              id
              ...CocktailCard_cocktail
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount } = data.cocktails;

  if (edges.length === 0) {
    return <p className="px-4 py-16 text-center text-muted-foreground">{NO_COCKTAILS}</p>;
  }

  const loadMore = () => {
    if (isLoadingNext) return;
    loadNext(LIST_PAGE_SIZE, {
      onComplete: (error) => {
        if (error) toast.error(LOAD_MORE_FAILED);
      },
    });
  };

  return (
    <div className="flex flex-col gap-3 px-4 pb-6">
      <div className="flex flex-col gap-0.5 text-sm" aria-live="polite">
        <p className="font-medium">{showingText(edges.length)}</p>
        <p className="text-muted-foreground">{totalText(totalCount)}</p>
      </div>

      <ul className="flex flex-col gap-3">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <CocktailCard cocktail={node} />
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
