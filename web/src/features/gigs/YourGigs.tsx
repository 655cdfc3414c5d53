import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { GIG_MESSAGES } from '@common/gigs';
import type { YourGigs_query$key } from './__generated__/YourGigs_query.graphql';
import type { YourGigsPaginationQuery } from './__generated__/YourGigsPaginationQuery.graphql';
import { GigList } from './GigList';

/**
 * "Your gigs" on Gigs, for venue and brand accounts (decision 0055): every gig they posted, the newest
 * first, closed ones too and marked so, each opening its page (its notes, Close); five, then a page at
 * a time.
 */
export function YourGigs({ query }: { query: YourGigs_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<YourGigsPaginationQuery, YourGigs_query$key>(
    graphql`
      fragment YourGigs_query on Query
      @refetchable(queryName: "YourGigsPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 5 }, after: { type: "String" }) {
        postedGigs(first: $first, after: $after) @connection(key: "YourGigs_postedGigs") {
          edges {
            node {
              id
              ...GigCard_gig
            }
          }
        }
      }
    `,
    query,
  );
  if (!data.postedGigs) return null;
  // Closed ones stay: this is where a poster finds them again.
  const edges = data.postedGigs.edges;
  return (
    <section aria-label={GIG_MESSAGES.yourGigs} className="flex flex-col gap-3">
      <div>
        <h2 className="font-display text-lg font-semibold">{GIG_MESSAGES.yourGigs}</h2>
        <p className="text-sm text-muted-foreground">{GIG_MESSAGES.yourGigsHint}</p>
      </div>
      {edges.length === 0 ? (
        <p className="rounded-2xl border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{GIG_MESSAGES.yourGigsEmpty}</p>
      ) : (
        <GigList gigs={edges} pager={{ hasNext, isLoadingNext, loadNext }} showPoster={false} />
      )}
    </section>
  );
}
