// The inbox's list: newest first, a page at a time as the member scrolls (decision 0048).
import { BellIcon } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { toast } from 'sonner';
import { NOTIFICATION_MESSAGES, NOTIFICATIONS_PAGE_SIZE } from '@common/notifications';
import { LoadMoreSentinel } from '@/components/LoadMoreSentinel';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { NotificationList_user$key } from './__generated__/NotificationList_user.graphql';
import type { NotificationListPaginationQuery } from './__generated__/NotificationListPaginationQuery.graphql';
import { NotificationItem } from './NotificationItem';

export function NotificationList({ user }: { user: NotificationList_user$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<NotificationListPaginationQuery, NotificationList_user$key>(
    graphql`
      fragment NotificationList_user on User
      @refetchable(queryName: "NotificationListPaginationQuery")
      @argumentDefinitions(first: { type: "Int!" }, after: { type: "String" }) {
        notifications(first: $first, after: $after) @connection(key: "NotificationList_notifications") {
          edges {
            node {
              id
              ...NotificationItem_notification
            }
          }
        }
      }
    `,
    user,
  );
  const edges = data.notifications?.edges ?? [];
  const loadMore = () => {
    // Never more than one page on its way.
    if (!hasNext || isLoadingNext) return;
    loadNext(NOTIFICATIONS_PAGE_SIZE, {
      onComplete: (error) => {
        if (error) toast.error(NOTIFICATION_MESSAGES.failed);
      },
    });
  };

  if (edges.length === 0) {
    return (
      <div className="flex flex-col items-center px-6 pt-14 pb-10 text-center">
        <div className="flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
          <BellIcon className="size-7" aria-hidden="true" />
        </div>
        <h2 className="mt-4 text-lg font-semibold">{NOTIFICATION_MESSAGES.emptyTitle}</h2>
        <p className="mt-1 max-w-xs text-sm text-balance text-muted-foreground">{NOTIFICATION_MESSAGES.emptyText}</p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3 px-4 pb-8">
      <ul aria-label={NOTIFICATION_MESSAGES.title} className="divide-y overflow-hidden rounded-2xl border bg-card shadow-xs">
        {edges.map((edge) => (
          <NotificationItem key={edge.node.id} notification={edge.node} />
        ))}
      </ul>
      <LoadMoreSentinel onVisible={loadMore} active={hasNext && !isLoadingNext} />
      {isLoadingNext ? (
        <p role="status" className="flex items-center justify-center gap-2 py-3 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {NOTIFICATION_MESSAGES.loading}
        </p>
      ) : hasNext ? (
        <Button variant="ghost" className="w-full text-muted-foreground" onClick={loadMore}>
          {NOTIFICATION_MESSAGES.loadMore}
        </Button>
      ) : null}
    </div>
  );
}
