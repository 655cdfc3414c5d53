import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { GIG_MESSAGES, GIGS_PAGE_SIZE } from '@common/gigs';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { loadMore, loadMoreFailed } from '@/relay/load-more';
import type { GigInterests_gig$key } from './__generated__/GigInterests_gig.graphql';
import type { GigInterestsPaginationQuery } from './__generated__/GigInterestsPaginationQuery.graphql';

/** The members interested in a gig, with their notes, newest first, a page at a time: its poster's only. */
export function GigInterests({ gig }: { gig: GigInterests_gig$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<GigInterestsPaginationQuery, GigInterests_gig$key>(
    graphql`
      fragment GigInterests_gig on Gig
      @refetchable(queryName: "GigInterestsPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        interests(first: $first, after: $after) @connection(key: "GigInterests_interests") {
          edges {
            node {
              id
              note
              member {
                databaseId
                displayName
              }
            }
          }
        }
      }
    `,
    gig,
  );
  const edges = data.interests?.edges ?? [];
  if (edges.length === 0) return <p className="text-sm text-muted-foreground">{GIG_MESSAGES.noInterests}</p>;
  return (
    <div className="flex flex-col gap-1">
      <ul className="flex flex-col divide-y">
        {edges.map(({ node }) => (
          <li key={node.id} className="flex flex-col gap-0.5 py-2">
            <Link className="font-medium underline-offset-4 hover:underline" to={`/profile/${node.member.databaseId}`}>
              {node.member.displayName}
            </Link>
            {node.note ? <p className="text-sm break-words whitespace-pre-line">{node.note}</p> : null}
          </li>
        ))}
      </ul>
      {hasNext ? (
        <Button
          variant="ghost"
          className="w-full text-muted-foreground"
          onClick={() => loadMore({ hasNext, isLoadingNext, loadNext }, GIGS_PAGE_SIZE, loadMoreFailed('interested members'))}
          disabled={isLoadingNext}
        >
          {isLoadingNext ? <Spinner className="size-4" /> : null}
          {GIG_MESSAGES.loadMore}
        </Button>
      ) : null}
    </div>
  );
}
