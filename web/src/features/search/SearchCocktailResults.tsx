import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { SearchCocktailResults_query$key } from './__generated__/SearchCocktailResults_query.graphql';
import type { SearchCocktailResultsPaginationQuery } from './__generated__/SearchCocktailResultsPaginationQuery.graphql';
import { SearchCocktailCard } from './SearchCocktailCard';
import { SearchResultList } from './SearchResultList';
import { loadMore, loadMoreFailed } from '@/relay/load-more';

/** The cocktails a search found, a page at a time; `limit` shows only the first few (the All tab). */
export function SearchCocktailResults({
  query,
  limit,
  pageSize,
}: {
  query: SearchCocktailResults_query$key;
  limit?: number;
  pageSize: number;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    SearchCocktailResultsPaginationQuery,
    SearchCocktailResults_query$key
  >(
    graphql`
      fragment SearchCocktailResults_query on Query
      @refetchable(queryName: "SearchCocktailResultsPaginationQuery")
      @argumentDefinitions(query: { type: "String!" }, first: { type: "Int" }, after: { type: "String" }) {
        search(query: $query) {
          cocktails(first: $first, after: $after) @connection(key: "SearchCocktailResults_cocktails") {
            edges {
              rating
              node {
                id
                ...SearchCocktailCard_cocktail
              }
            }
          }
        }
      }
    `,
    query,
  );
  const edges = limit === undefined ? data.search.cocktails.edges : data.search.cocktails.edges.slice(0, limit);
  return (
    <SearchResultList
      label="Cocktails"
      items={edges.map(({ node, rating }) => ({ key: node.id, card: <SearchCocktailCard cocktail={node} rating={rating ?? null} /> }))}
      hasNext={limit === undefined && hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadMore({ hasNext, isLoadingNext, loadNext }, pageSize, loadMoreFailed('cocktails'))}
    />
  );
}
