import { InboxIcon } from 'lucide-react';
import { startTransition, useCallback } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { REPORT_MESSAGES, type ReportStatus } from '@common/reports';
import { LoadMoreSentinel } from '@/components/LoadMoreSentinel';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import type { ReportList_query$key } from './__generated__/ReportList_query.graphql';
import type { ReportListPaginationQuery } from './__generated__/ReportListPaginationQuery.graphql';
import { ReportCard } from './ReportCard';

export const REPORTS_PAGE_SIZE = 20;

/**
 * The spec's four counters, and Dismissed, which the total counts too (decision 0038); each one also
 * shows the reports it counts.
 */
const COUNTERS = [
  { label: 'Total Reports', status: null, field: 'total' },
  { label: 'Open', status: 'open', field: 'open' },
  { label: 'Reviewing', status: 'reviewing', field: 'reviewing' },
  { label: 'Resolved', status: 'resolved', field: 'resolved' },
  { label: 'Dismissed', status: 'dismissed', field: 'dismissed' },
] as const;

/** The counters and the reports, newest first, a page at a time as the admin scrolls. */
export function ReportList({ query, status }: { query: ReportList_query$key; status: ReportStatus | null }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<ReportListPaginationQuery, ReportList_query$key>(
    graphql`
      fragment ReportList_query on Query
      @refetchable(queryName: "ReportListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int!" }
        after: { type: "String" }
        status: { type: "ReportStatus" }
        withCounts: { type: "Boolean", defaultValue: true }
      ) {
        cocktailReports(first: $first, after: $after, status: $status) @connection(key: "ReportList_cocktailReports", filters: ["status"]) {
          # Read with the list and when it reloads; a next page leaves them out (withCounts: false), and the
          # store keeps the ones it has (the connection takes only the fields a page's answer holds).
          counts @include(if: $withCounts) {
            id
            total
            open
            reviewing
            resolved
            dismissed
          }
          edges {
            node {
              id
              status
              ...ReportCard_report
            }
          }
        }
      }
    `,
    query,
  );
  // Always read on this screen (withCounts is only turned off for a next page, which keeps the ones read).
  const { counts } = data.cocktailReports;
  // A list of one status shows only reports still in it, whichever list the store holds at the moment
  // a report moves on (the filtered list may still be loading when an admin acts).
  const edges = data.cocktailReports.edges.filter(({ node }) => !status || node.status === status);

  // The list reloads after a status change (spec section 4): reports filed since the page opened
  // appear, as many as are shown now, while the current list stays on screen.
  const shown = data.cocktailReports.edges.length;
  const reload = useCallback(() => {
    startTransition(() => {
      refetch({ first: Math.max(REPORTS_PAGE_SIZE, shown), status }, { fetchPolicy: 'network-only' });
    });
  }, [refetch, shown, status]);

  const loadMore = () => {
    if (!hasNext || isLoadingNext) return;
    loadNext(REPORTS_PAGE_SIZE, {
      // The counters are the whole queue's, not the page's: a next page does not count them again.
      UNSTABLE_extraVariables: { withCounts: false },
      onComplete: (error) => {
        if (error) toast.error(REPORT_MESSAGES.listFailed);
      },
    });
  };

  return (
    <div className="flex flex-col gap-4 px-4 pb-8">
      <nav aria-label="Reports by status" className="grid grid-cols-2 gap-2.5">
        {COUNTERS.map((counter) => {
          const active = counter.status === status;
          return (
            <Link
              key={counter.label}
              to={counter.status ? `?status=${counter.status}` : '.'}
              replace
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex flex-col rounded-2xl border bg-card px-4 py-2.5 first:col-span-2 shadow-xs transition-[border-color,background-color,box-shadow] outline-none hover:border-primary/40 focus-visible:ring-[3px] focus-visible:ring-ring/50',
                active && 'border-primary/60 bg-accent/60 ring-1 ring-primary/30',
              )}
            >
              <span className="font-display text-[1.625rem] leading-tight font-semibold tabular-nums">{counts?.[counter.field]}</span>
              <span className="text-sm text-muted-foreground">{counter.label}</span>
            </Link>
          );
        })}
      </nav>

      {edges.length === 0 ? (
        <div className="flex flex-col items-center px-6 pt-10 pb-6 text-center">
          <div className="flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
            <InboxIcon className="size-7" aria-hidden="true" />
          </div>
          <h2 className="mt-4 text-lg font-semibold">{status ? `No ${status} reports` : 'No reports yet'}</h2>
          <p className="mt-1 max-w-xs text-sm text-muted-foreground">Suggested corrections from members appear here.</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Reports">
          {edges.map(({ node }) => (
            <li key={node.id}>
              <ReportCard report={node} listStatus={status} onStatusChanged={reload} />
            </li>
          ))}
        </ul>
      )}

      <LoadMoreSentinel onVisible={loadMore} active={hasNext && !isLoadingNext} />
      {isLoadingNext ? (
        <p role="status" className="flex items-center justify-center gap-2 py-3 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          Loading...
        </p>
      ) : hasNext ? (
        <Button variant="ghost" className="w-full text-muted-foreground" onClick={loadMore}>
          Show more
        </Button>
      ) : null}
    </div>
  );
}
