import { CircleAlertIcon } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { REPORT_MESSAGES, REPORT_STATUSES, type ReportStatus } from '@common/reports';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { PageHeader } from '@/components/PageHeader';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { GraphQLHttpError, requestErrorText } from '@/relay/fetch-graphql';
import { loadRouteQuery } from '@/relay/route-query';
import type { AdminReportsPageQuery as AdminReportsPageQueryType } from './__generated__/AdminReportsPageQuery.graphql';
import { ReportList, REPORTS_PAGE_SIZE } from './ReportList';

const AdminReportsPageQuery = graphql`
  query AdminReportsPageQuery($first: Int!, $status: ReportStatus) {
    ...ReportList_query @arguments(first: $first, status: $status)
  }
`;

/** ?status=open (or reviewing, resolved, dismissed) shows the reports of one status. */
function statusOf(search: URLSearchParams): ReportStatus | null {
  const status = search.get('status');
  return (REPORT_STATUSES as readonly string[]).includes(status ?? '') ? (status as ReportStatus) : null;
}

export function loader({ request }: LoaderFunctionArgs) {
  const status = statusOf(new URL(request.url).searchParams);
  return loadRouteQuery<AdminReportsPageQueryType>('admin-reports', AdminReportsPageQuery, { first: REPORTS_PAGE_SIZE, status });
}

/**
 * Suggested corrections for admins (spec section 2, /admin/reports). The client does not check the role:
 * the server refuses the list to anyone else, and this screen shows its words.
 */
export default function AdminReportsPage() {
  const queryRef = useLoaderData() as PreloadedQuery<AdminReportsPageQueryType>;
  const [search] = useSearchParams();
  return (
    <div>
      <title>Reports · Repour</title>
      <PageHeader title="Reports" description="Suggested corrections to recipes" back="/feed" backLabel="Go Home" />
      <ErrorBoundary resetKey={queryRef} fallback={(error) => <ReportsError message={errorText(error)} />}>
        <Suspense fallback={<ReportsLoading />}>
          <Reports queryRef={queryRef} status={statusOf(search)} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function Reports({ queryRef, status }: { queryRef: PreloadedQuery<AdminReportsPageQueryType>; status: ReportStatus | null }) {
  const data = usePreloadedQuery<AdminReportsPageQueryType>(AdminReportsPageQuery, queryRef);
  return <ReportList query={data} status={status} />;
}

/**
 * The server's refusals carry the spec's words ("Unauthorized - Please login as admin", "Forbidden -
 * Admin access required"); a response that is not GraphQL reads "Error: {status text}"; anything else
 * (no connection) "Failed to fetch reports".
 */
function errorText(error: Error): string {
  if (error instanceof GraphQLHttpError) return `Error: ${error.statusText || error.status}`;
  return requestErrorText(error, REPORT_MESSAGES.listFailed);
}

function ReportsLoading() {
  return (
    <div className="flex flex-col gap-4 px-4" aria-busy="true">
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        Loading reports...
      </p>
      <div className="grid grid-cols-2 gap-2.5">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-[4.75rem] rounded-2xl" />
        ))}
      </div>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="flex flex-col gap-3 rounded-2xl border bg-card p-4">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}

function ReportsError({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <CircleAlertIcon className="size-8 text-destructive" aria-hidden="true" />
      <p role="alert" className="text-destructive">
        {message}
      </p>
    </div>
  );
}
