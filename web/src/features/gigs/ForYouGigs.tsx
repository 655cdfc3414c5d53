import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { GIG_MESSAGES } from '@common/gigs';
import { listedGigs } from '@/lib/listed-gigs';
import type { ForYouGigs_query$key } from './__generated__/ForYouGigs_query.graphql';
import type { ForYouGigsPaginationQuery } from './__generated__/ForYouGigsPaginationQuery.graphql';
import { GigList } from './GigList';

/**
 * "Gigs for you" on Gigs: the open gigs for the member's roles in their cities, the soonest first, five
 * and then a page at a time. Nothing for a member who is not open to work.
 */
export function ForYouGigs({ query }: { query: ForYouGigs_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<ForYouGigsPaginationQuery, ForYouGigs_query$key>(
    graphql`
      fragment ForYouGigs_query on Query
      @refetchable(queryName: "ForYouGigsPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 5 }, after: { type: "String" }) {
        gigsForYou(first: $first, after: $after) @connection(key: "ForYouGigs_gigsForYou") {
          edges {
            node {
              id
              isOpen
              ...GigCard_gig
            }
          }
        }
      }
    `,
    query,
  );
  if (!data.gigsForYou) return null;
  const edges = listedGigs(data.gigsForYou.edges);
  return (
    <section aria-label={GIG_MESSAGES.forYou} className="flex flex-col gap-3">
      <div>
        <h2 className="font-display text-lg font-semibold">{GIG_MESSAGES.forYou}</h2>
        <p className="text-sm text-muted-foreground">{GIG_MESSAGES.forYouHint}</p>
      </div>
      {edges.length === 0 ? (
        <p className="rounded-2xl border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{GIG_MESSAGES.forYouEmpty}</p>
      ) : (
        <GigList gigs={edges} pager={{ hasNext, isLoadingNext, loadNext }} />
      )}
    </section>
  );
}
