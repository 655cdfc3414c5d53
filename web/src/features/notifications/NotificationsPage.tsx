// The member's inbox (issue 23, decision 0048; not in the spec): notifications newest first, unread ones
// marked, "Mark all as read". Opened from the bell in the top bar.
import { CheckCheckIcon, CircleAlertIcon, RefreshCwIcon } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { NOTIFICATION_MESSAGES, NOTIFICATIONS_PAGE_SIZE } from '@common/notifications';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { PageHeader } from '@/components/PageHeader';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { GraphQLHttpError } from '@/relay/fetch-graphql';
import { loadRouteQuery } from '@/relay/route-query';
import type { NotificationsPageQuery as NotificationsPageQueryType } from './__generated__/NotificationsPageQuery.graphql';
import { useMarkAllNotificationsReadMutation } from './MarkAllNotificationsReadMutation';
import { NotificationList } from './NotificationList';

const NotificationsPageQuery = graphql`
  query NotificationsPageQuery($first: Int!) {
    viewer {
      id
      unreadNotificationsCount
      ...NotificationList_user @arguments(first: $first)
    }
  }
`;

export function loader() {
  // The inbox is shown at once from what the app already has, and brought up to date as it opens.
  return loadRouteQuery<NotificationsPageQueryType>(
    'notifications',
    NotificationsPageQuery,
    { first: NOTIFICATIONS_PAGE_SIZE },
    { fetchPolicy: 'store-and-network' },
  );
}

export default function NotificationsPage() {
  const queryRef = useLoaderData() as PreloadedQuery<NotificationsPageQueryType>;
  return (
    <div>
      <title>{`${NOTIFICATION_MESSAGES.title} · Repour`}</title>
      <ErrorBoundary resetKey={queryRef} fallback={(error) => <InboxError error={error} />}>
        <Suspense fallback={<InboxLoading />}>
          <Inbox queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function Inbox({ queryRef }: { queryRef: PreloadedQuery<NotificationsPageQueryType> }) {
  const { viewer } = usePreloadedQuery<NotificationsPageQueryType>(NotificationsPageQuery, queryRef);
  const [markAllRead, isMarking] = useMarkAllNotificationsReadMutation();
  if (!viewer) return <InboxError error={new Error(NOTIFICATION_MESSAGES.signIn)} />;
  const unread = viewer.unreadNotificationsCount ?? 0;
  return (
    <>
      <PageHeader
        title={NOTIFICATION_MESSAGES.title}
        actions={
          // Only when there is something to mark: an inbox read to the end has no button to press.
          unread > 0 ? (
            <Button variant="ghost" size="sm" className="text-primary" disabled={isMarking} onClick={() => markAllRead(viewer.id)}>
              <CheckCheckIcon />
              {isMarking ? NOTIFICATION_MESSAGES.markingAllRead : NOTIFICATION_MESSAGES.markAllRead}
            </Button>
          ) : null
        }
      />
      <NotificationList user={viewer} />
    </>
  );
}

function InboxLoading() {
  return (
    <div aria-busy="true">
      <PageHeader title={NOTIFICATION_MESSAGES.title} />
      <div className="flex flex-col gap-3 px-4">
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {NOTIFICATION_MESSAGES.loading}
        </p>
        <div className="divide-y rounded-2xl border bg-card">
          {Array.from({ length: 5 }, (_, index) => (
            <div key={index} className="flex gap-3 px-4 py-3.5">
              <Skeleton className="size-11 rounded-full" />
              <div className="flex flex-1 flex-col gap-2 pt-1">
                <Skeleton className="h-4 w-4/5" />
                <Skeleton className="h-3 w-1/4" />
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** A response that was not OK reads "Failed to load notifications"; other errors show their own message. */
function InboxError({ error }: { error: Error }) {
  const message = error instanceof GraphQLHttpError ? NOTIFICATION_MESSAGES.failed : error.message || NOTIFICATION_MESSAGES.failed;
  return (
    <div>
      <PageHeader title={NOTIFICATION_MESSAGES.title} />
      <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
        <CircleAlertIcon className="size-8 text-destructive" aria-hidden="true" />
        <p role="alert" className="text-destructive">
          {message}
        </p>
        <Button variant="outline" onClick={() => window.location.reload()}>
          <RefreshCwIcon />
          {NOTIFICATION_MESSAGES.retry}
        </Button>
      </div>
    </div>
  );
}
