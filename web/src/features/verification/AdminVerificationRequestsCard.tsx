import { BriefcaseBusinessIcon, CheckIcon, XIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { monthText, shortDate } from '@common/profile';
import { placeLine, positionLine } from '@common/work-history';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { AdminVerificationRequestsCard_query$key } from './__generated__/AdminVerificationRequestsCard_query.graphql';
import { useAdminDecideVerificationMutation } from './AdminDecideVerificationMutation';

/** Work-history requests that no venue account can decide (no listed venue, or none confirmed): admins decide them. */
export function AdminVerificationRequestsCard({ query }: { query: AdminVerificationRequestsCard_query$key }) {
  const data = useFragment(
    graphql`
      fragment AdminVerificationRequestsCard_query on Query {
        verificationRequestsAwaitingAdmin(first: 50) @connection(key: "AdminVerificationRequestsCard_verificationRequestsAwaitingAdmin") {
          __id
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
  const [decide, deciding] = useAdminDecideVerificationMutation(data.verificationRequestsAwaitingAdmin.__id);
  const requests = data.verificationRequestsAwaitingAdmin.edges.map((edge) => edge.node);

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
      <CardContent>
        {requests.length === 0 ? (
          <p className="text-sm text-muted-foreground">No requests waiting</p>
        ) : (
          <ul className="flex flex-col gap-3">
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
                    asked on {shortDate(request.createdAt)}
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
        )}
      </CardContent>
    </Card>
  );
}
