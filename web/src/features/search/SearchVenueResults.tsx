import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { SearchVenueResults_query$key } from './__generated__/SearchVenueResults_query.graphql';
import type { SearchVenueResultsPaginationQuery } from './__generated__/SearchVenueResultsPaginationQuery.graphql';
import { SearchVenueCard } from './SearchVenueCard';
import { SearchResultList } from './SearchResultList';
import { loadMore, loadMoreFailed } from '@/relay/load-more';

/** The venues a search found, a page at a time; `limit` shows only the first few (the All tab). */
export function SearchVenueResults({ query, limit, pageSize }: { query: SearchVenueResults_query$key; limit?: number; pageSize: number }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<SearchVenueResultsPaginationQuery, SearchVenueResults_query$key>(
    graphql`
      fragment SearchVenueResults_query on Query
      @refetchable(queryName: "SearchVenueResultsPaginationQuery")
      @argumentDefinitions(query: { type: "String!" }, first: { type: "Int" }, after: { type: "String" }) {
        search(query: $query) {
          venues(first: $first, after: $after) @connection(key: "SearchVenueResults_venues") {
            edges {
              node {
                id
                ...SearchVenueCard_venue
              }
            }
          }
        }
      }
    `,
    query,
  );
  const edges = limit === undefined ? data.search.venues.edges : data.search.venues.edges.slice(0, limit);
  return (
    <SearchResultList
      label="Venues"
      items={edges.map(({ node }) => ({ key: node.id, card: <SearchVenueCard venue={node} /> }))}
      hasNext={limit === undefined && hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadMore({ hasNext, isLoadingNext, loadNext }, pageSize, loadMoreFailed('venues'))}
    />
  );
}
