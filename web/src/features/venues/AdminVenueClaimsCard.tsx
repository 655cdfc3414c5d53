import { CheckIcon, ShieldCheckIcon, XIcon } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { countOf } from '@common/plural';
import { placeLine } from '@common/work-history';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatShortDate } from '@/lib/dates';
import { useNextPageWhenEmptied } from '@/relay/decision-queue';
import { loadMore, loadMoreFailed } from '@/relay/load-more';
import type { AdminVenueClaimsCard_query$key } from './__generated__/AdminVenueClaimsCard_query.graphql';
import type { AdminVenueClaimsCardPaginationQuery } from './__generated__/AdminVenueClaimsCardPaginationQuery.graphql';
import { useDecideVenueClaimMutation } from './DecideVenueClaimMutation';

/** Claims the card shows at first and per "Show more". */
const ADMIN_CLAIMS_PAGE_SIZE = 20;

const FAILED_MORE = loadMoreFailed('venue claims');

/**
 * Admins confirm who speaks for a venue: new listings (the lister already speaks for it) and claims
 * of listed venues (nothing changes until approved), oldest first, a page at a time, with how many wait
 * in all.
 */
export function AdminVenueClaimsCard({ query }: { query: AdminVenueClaimsCard_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    AdminVenueClaimsCardPaginationQuery,
    AdminVenueClaimsCard_query$key
  >(
    graphql`
      fragment AdminVenueClaimsCard_query on Query
      @refetchable(queryName: "AdminVenueClaimsCardPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        venueClaims(first: $first, after: $after) @connection(key: "AdminVenueClaimsCard_venueClaims") {
          __id
          totalCount
          edges {
            node {
              id
              message
              listedByClaimant
              createdAt
              venue {
                name
                city
                country
                owner {
                  databaseId
                  displayName
                }
              }
              claimant {
                databaseId
                displayName
              }
            }
          }
        }
      }
    `,
    query,
  );
  const { __id: connection, totalCount, edges } = data.venueClaims;
  const [decide, deciding] = useDecideVenueClaimMutation(connection);
  const claims = edges.map((edge) => edge.node);
  const pages = { hasNext, isLoadingNext, loadNext };
  useNextPageWhenEmptied(claims.length, pages, ADMIN_CLAIMS_PAGE_SIZE, FAILED_MORE);

  function decideClaim(id: string, approve: boolean) {
    if (!deciding) decide(id, approve);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <ShieldCheckIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
          Venue Claims
        </CardTitle>
        <CardDescription>Confirm that each account speaks for its venue. Only confirmed venues verify their team.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {claims.length === 0 && !hasNext ? (
          <p className="text-sm text-muted-foreground">No claims waiting</p>
        ) : (
          <p className="text-sm font-medium">{countOf(totalCount, 'claim')} waiting</p>
        )}
        {claims.length > 0 ? (
          <ul className="flex flex-col gap-3" aria-label="Venue claims">
            {claims.map((claim) => (
              <li key={claim.id} className="flex flex-col gap-2 rounded-xl border p-3">
                <div className="text-sm">
                  <p className="font-semibold">
                    {claim.venue.name}{' '}
                    <span className="font-normal text-muted-foreground">· {placeLine(claim.venue.city, claim.venue.country)}</span>
                  </p>
                  <p>
                    <Link to={`/profile/${claim.claimant.databaseId}`} className="text-primary underline-offset-4 hover:underline">
                      {claim.claimant.displayName}
                    </Link>{' '}
                    {claim.listedByClaimant ? 'listed this venue' : 'claims this venue'} · {formatShortDate(claim.createdAt)}
                  </p>
                  {!claim.listedByClaimant && claim.venue.owner ? (
                    <p className="text-muted-foreground">It speaks through {claim.venue.owner.displayName} today.</p>
                  ) : null}
                  {claim.message ? <p className="mt-1 rounded-lg bg-muted p-2 whitespace-pre-line">{claim.message}</p> : null}
                </div>
                <div className="grid grid-cols-2 gap-2">
                  <Button
                    size="sm"
                    onClick={() => decideClaim(claim.id, true)}
                    disabled={deciding}
                    aria-label={`Approve ${claim.venue.name}`}
                  >
                    <CheckIcon />
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => decideClaim(claim.id, false)}
                    disabled={deciding}
                    aria-label={`Reject ${claim.venue.name}`}
                  >
                    <XIcon />
                    Reject
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        {hasNext ? (
          <Button
            variant="ghost"
            className="w-full text-muted-foreground"
            onClick={() => loadMore(pages, ADMIN_CLAIMS_PAGE_SIZE, FAILED_MORE)}
            disabled={isLoadingNext}
          >
            {isLoadingNext ? <Spinner className="size-4" /> : null}
            Show more
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
