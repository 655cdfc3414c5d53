import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { SearchPeopleResults_query$key } from './__generated__/SearchPeopleResults_query.graphql';
import type { SearchPeopleResultsPaginationQuery } from './__generated__/SearchPeopleResultsPaginationQuery.graphql';
import { SearchPersonCard } from './SearchPersonCard';
import { SearchResultList } from './SearchResultList';
import { loadMore, loadMoreFailed } from '@/relay/load-more';

/** The people a search found, a page at a time; `limit` shows only the first few (the All tab). */
export function SearchPeopleResults({
  query,
  limit,
  pageSize,
}: {
  query: SearchPeopleResults_query$key;
  limit?: number;
  pageSize: number;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    SearchPeopleResultsPaginationQuery,
    SearchPeopleResults_query$key
  >(
    graphql`
      fragment SearchPeopleResults_query on Query
      @refetchable(queryName: "SearchPeopleResultsPaginationQuery")
      @argumentDefinitions(query: { type: "String!" }, first: { type: "Int" }, after: { type: "String" }) {
        search(query: $query) {
          people(first: $first, after: $after) @connection(key: "SearchPeopleResults_people") {
            edges {
              node {
                id
                ...SearchPersonCard_user
              }
            }
          }
        }
      }
    `,
    query,
  );
  const edges = limit === undefined ? data.search.people.edges : data.search.people.edges.slice(0, limit);
  return (
    <SearchResultList
      label="People"
      items={edges.map(({ node }) => ({ key: node.id, card: <SearchPersonCard user={node} /> }))}
      hasNext={limit === undefined && hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadMore({ hasNext, isLoadingNext, loadNext }, pageSize, loadMoreFailed('people'))}
    />
  );
}
