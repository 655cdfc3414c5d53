import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { SearchIngredientResults_query$key } from './__generated__/SearchIngredientResults_query.graphql';
import type { SearchIngredientResultsPaginationQuery } from './__generated__/SearchIngredientResultsPaginationQuery.graphql';
import { SearchIngredientCard } from './SearchIngredientCard';
import { SearchResultList } from './SearchResultList';
import { loadMore, loadMoreFailed } from '@/relay/load-more';

/** The ingredients a search found, a page at a time; `limit` shows only the first few (the All tab). */
export function SearchIngredientResults({
  query,
  limit,
  pageSize,
}: {
  query: SearchIngredientResults_query$key;
  limit?: number;
  pageSize: number;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    SearchIngredientResultsPaginationQuery,
    SearchIngredientResults_query$key
  >(
    graphql`
      fragment SearchIngredientResults_query on Query
      @refetchable(queryName: "SearchIngredientResultsPaginationQuery")
      @argumentDefinitions(query: { type: "String!" }, first: { type: "Int" }, after: { type: "String" }) {
        search(query: $query) {
          ingredients(first: $first, after: $after) @connection(key: "SearchIngredientResults_ingredients") {
            edges {
              node {
                id
                ...SearchIngredientCard_ingredient
              }
            }
          }
        }
      }
    `,
    query,
  );
  const edges = limit === undefined ? data.search.ingredients.edges : data.search.ingredients.edges.slice(0, limit);
  return (
    <SearchResultList
      label="Ingredients"
      items={edges.map(({ node }) => ({ key: node.id, card: <SearchIngredientCard ingredient={node} /> }))}
      hasNext={limit === undefined && hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadMore({ hasNext, isLoadingNext, loadNext }, pageSize, loadMoreFailed('ingredients'))}
    />
  );
}
