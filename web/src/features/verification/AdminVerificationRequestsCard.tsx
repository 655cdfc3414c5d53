import { BriefcaseBusinessIcon, CheckIcon, XIcon } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { countOf } from '@common/plural';
import { monthText } from '@common/profile';
import { placeLine, positionLine } from '@common/work-history';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatShortDate } from '@/lib/dates';
import { useNextPageWhenEmptied } from '@/relay/decision-queue';
import { loadMore, loadMoreFailed } from '@/relay/load-more';
import type { AdminVerificationRequestsCard_query$key } from './__generated__/AdminVerificationRequestsCard_query.graphql';
import type { AdminVerificationRequestsCardPaginationQuery } from './__generated__/AdminVerificationRequestsCardPaginationQuery.graphql';
import { useAdminDecideVerificationMutation } from './AdminDecideVerificationMutation';

/** Requests the card shows at first and per "Show more". */
const ADMIN_REQUESTS_PAGE_SIZE = 20;

const FAILED_MORE = loadMoreFailed('verification requests');

/**
 * Work-history requests that no venue account can decide (no listed venue, or none confirmed): admins
 * decide them, oldest first, a page at a time, with how many wait in all.
 */
export function AdminVerificationRequestsCard({ query }: { query: AdminVerificationRequestsCard_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    AdminVerificationRequestsCardPaginationQuery,
    AdminVerificationRequestsCard_query$key
  >(
    graphql`
      fragment AdminVerificationRequestsCard_query on Query
      @refetchable(queryName: "AdminVerificationRequestsCardPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        verificationRequestsAwaitingAdmin(first: $first, after: $after)
          @connection(key: "AdminVerificationRequestsCard_verificationRequestsAwaitingAdmin") {
          __id
          totalCount
          edges {
            node {
              id
              organizationName
              position
              city
              country
              startDate
              endDate
              isCurrent
              createdAt
              requester {
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
  const { __id: connection, totalCount, edges } = data.verificationRequestsAwaitingAdmin;
  const [decide, deciding] = useAdminDecideVerificationMutation(connection);
  const requests = edges.map((edge) => edge.node);
  const pages = { hasNext, isLoadingNext, loadNext };
  useNextPageWhenEmptied(requests.length, pages, ADMIN_REQUESTS_PAGE_SIZE, FAILED_MORE);

  function decideRequest(id: string, decision: 'verified' | 'denied') {
    if (!deciding) decide(id, decision);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <BriefcaseBusinessIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
          Verification Requests
        </CardTitle>
        <CardDescription>Positions at organisations without a confirmed venue account. Verify only what you have checked.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {requests.length === 0 && !hasNext ? (
          <p className="text-sm text-muted-foreground">No requests waiting</p>
        ) : (
          <p className="text-sm font-medium">{countOf(totalCount, 'request')} waiting</p>
        )}
        {requests.length > 0 ? (
          <ul className="flex flex-col gap-3" aria-label="Verification requests">
            {requests.map((request) => (
              <li key={request.id} className="flex flex-col gap-2 rounded-xl border p-3 text-sm">
                <div>
                  <p className="font-semibold">{positionLine(request.position, request.organizationName)}</p>
                  <p className="text-muted-foreground">
                    {placeLine(request.city, request.country)} · {monthText(request.startDate)} –{' '}
                    {request.isCurrent ? 'Present' : monthText(request.endDate) || 'Unknown'}
                  </p>
                  <p>
                    <Link to={`/profile/${request.requester.databaseId}`} className="text-primary underline-offset-4 hover:underline">
                      {request.requester.displayName}
                    </Link>{' '}
                    asked on {formatShortDate(request.createdAt)}
                  </p>
                </div>
                <div className="grid grid-cols-2 gap-2">
                  <Button
                    size="sm"
                    onClick={() => decideRequest(request.id, 'verified')}
                    disabled={deciding}
                    aria-label={`Verify ${request.requester.displayName}`}
                  >
                    <CheckIcon />
                    Verify
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => decideRequest(request.id, 'denied')}
                    disabled={deciding}
                    aria-label={`Deny ${request.requester.displayName}`}
                  >
                    <XIcon />
                    Deny
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
            onClick={() => loadMore(pages, ADMIN_REQUESTS_PAGE_SIZE, FAILED_MORE)}
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
