import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { GIG_MESSAGES, GIGS_PAGE_SIZE } from '@common/gigs';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { loadMore } from '@/relay/load-more';
import type { YourGigs_query$key } from './__generated__/YourGigs_query.graphql';
import type { YourGigsPaginationQuery } from './__generated__/YourGigsPaginationQuery.graphql';
import { GigCard } from './GigCard';

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
        <ul className="flex flex-col gap-3">
          {edges.map((edge) => (
            <li key={edge.node.id}>
              <GigCard gig={edge.node} showPoster={false} />
            </li>
          ))}
        </ul>
      )}
      {hasNext ? (
        <Button
          variant="ghost"
          className="w-full text-muted-foreground"
          onClick={() => loadMore({ hasNext, isLoadingNext, loadNext }, GIGS_PAGE_SIZE, GIG_MESSAGES.loadMoreFailed)}
          disabled={isLoadingNext}
        >
          {isLoadingNext ? <Spinner className="size-4" /> : null}
          {GIG_MESSAGES.loadMore}
        </Button>
      ) : null}
    </section>
  );
}
