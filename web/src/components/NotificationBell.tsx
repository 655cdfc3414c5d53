// The bell in the top bar (decision 0048): opens the inbox, with the unread count as a badge. The count is
// one indexed read when the bar is drawn, then live (decision 0072): a subscription over server-sent events
// sends the count whenever a notification arrives, is taken back or is read, on this device or another.
// A lost connection is opened again after a growing pause, and its first event is the current count; the
// count is also asked for again whenever the app comes back into view. Marking read moves it through the
// store at once, with no refetch.
import { BellIcon } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router-dom';
import type { Disposable, Environment } from 'relay-runtime';
import { bellLabel, unreadBadgeText } from '@common/notifications';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { Badge } from '@/components/ui/badge';
import { afterFirstScreen } from '@/lib/after-first-screen';
import { Button } from '@/components/ui/button';
import { holdSubscription } from '@/relay/live-subscription';
import type { NotificationBellQuery as NotificationBellQueryType } from './__generated__/NotificationBellQuery.graphql';
import type { NotificationBellSubscription as NotificationBellSubscriptionType } from './__generated__/NotificationBellSubscription.graphql';

// The member by their id rather than `viewer`: the bell's answers then never touch the store's viewer
// field, which the screens read (a screen told "no viewer" is not contradicted by the bell, or back).
const NotificationBellQuery = graphql`
  query NotificationBellQuery($id: ID!) {
    member: node(id: $id) {
      ... on User {
        id
        unreadNotificationsCount
      }
    }
  }
`;

// The signed-in member's own count, pushed; written onto the member's record, where the query put it.
const NotificationBellSubscription = graphql`
  subscription NotificationBellSubscription {
    unreadNotificationsCount
  }
`;

export const NOTIFICATIONS_PATH = '/notifications';

/** The signed-in member's bell, drawn at once; its count arrives when it can (a failed count leaves the plain bell). */
export function NotificationBell({ viewerId }: { viewerId: string }) {
  return (
    <ErrorBoundary fallback={() => <BellLink count={null} />}>
      <Suspense fallback={<BellLink count={null} />}>
        <CountedBell viewerId={viewerId} />
      </Suspense>
    </ErrorBoundary>
  );
}

function CountedBell({ viewerId }: { viewerId: string }) {
  const environment = useRelayEnvironment();
  const variables = { id: viewerId };
  const data = useLazyLoadQuery<NotificationBellQueryType>(NotificationBellQuery, variables, { fetchPolicy: 'store-and-network' });

  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      fetchQuery(environment, NotificationBellQuery, { id: viewerId }, { fetchPolicy: 'network-only' }).subscribe({ error: () => {} });
    };
    document.addEventListener('visibilitychange', refresh);
    // The live count (graphql-sse's code and a held connection) once the first screen is there: the
    // server's first event is the current count, so nothing is missed meanwhile (decision 0080).
    let live: Disposable | undefined;
    const cancel = afterFirstScreen(() => {
      live = liveUnreadCount(environment, viewerId);
    });
    return () => {
      document.removeEventListener('visibilitychange', refresh);
      cancel();
      live?.dispose();
    };
  }, [environment, viewerId]);

  return <BellLink count={data.member?.unreadNotificationsCount ?? 0} />;
}

/** Keeps the member's unread count in the store live until disposed (holdSubscription reopens it). */
function liveUnreadCount(environment: Environment, viewerId: string): Disposable {
  return holdSubscription<NotificationBellSubscriptionType>(environment, {
    subscription: NotificationBellSubscription,
    variables: {},
    updater: (store, data) => {
      if (data) store.get(viewerId)?.setValue(data.unreadNotificationsCount, 'unreadNotificationsCount');
    },
  });
}

/** The bell itself; `count` is null until the count arrives (or when it could not). */
function BellLink({ count }: { count: number | null }) {
  const { pathname } = useLocation();
  const badge = unreadBadgeText(count ?? 0);
  return (
    <Button variant="ghost" size="icon" className="relative aria-[current=page]:text-primary" asChild>
      <Link
        to={NOTIFICATIONS_PATH}
        aria-label={bellLabel(count ?? 0)}
        aria-current={pathname === NOTIFICATIONS_PATH ? 'page' : undefined}
        data-unread-count={count ?? undefined}
      >
        <BellIcon />
        {badge ? (
          <Badge
            aria-hidden="true"
            data-testid="unread-badge"
            className="pointer-events-none absolute top-1 right-0.5 h-4.5 min-w-4.5 px-1 py-0 text-[0.625rem] leading-none font-semibold tabular-nums ring-2 ring-background"
          >
            {badge}
          </Badge>
        ) : null}
      </Link>
    </Button>
  );
}
