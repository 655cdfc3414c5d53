// The bell in the top bar (decision 0048): opens the inbox, with the unread count as a badge. The count is
// one indexed read when the bar is drawn, then again every minute while the app is in view and whenever it
// comes back into view; marking read moves it through the store, with no refetch.
import { BellIcon } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router-dom';
import { bellLabel, UNREAD_POLL_MS, unreadBadgeText } from '@common/notifications';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { NotificationBellQuery as NotificationBellQueryType } from './__generated__/NotificationBellQuery.graphql';

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
    // Asks again only while the app is in view: a phone in a pocket asks nothing.
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      fetchQuery(environment, NotificationBellQuery, { id: viewerId }, { fetchPolicy: 'network-only' }).subscribe({ error: () => {} });
    };
    const timer = window.setInterval(refresh, UNREAD_POLL_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [environment, viewerId]);

  return <BellLink count={data.member?.unreadNotificationsCount ?? 0} />;
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
