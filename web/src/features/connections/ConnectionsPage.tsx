import { CircleAlertIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { CONNECTION_MESSAGES, CONNECTION_TITLES, CONNECTIONS_PAGE_SIZE, isConnectionType } from '@common/connections';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { PageHeader } from '@/components/PageHeader';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useBack } from '@/lib/back';
import { GraphQLHttpError } from '@/relay/fetch-graphql';
import { loadRouteQuery } from '@/relay/route-query';
import type { ConnectionsPageQuery as ConnectionsPageQueryType } from './__generated__/ConnectionsPageQuery.graphql';
import { FollowersList, FollowingList } from './ConnectionList';

// The app's not-found screen, loaded as the router loads it: its own chunk, shared, not copied into this one.
const NotFoundPage = lazy(() => import('@/app/NotFoundPage'));

const ConnectionsPageQuery = graphql`
  query ConnectionsPageQuery($userId: Int!, $first: Int!, $followers: Boolean!) {
    user(databaseId: $userId) {
      ...ConnectionList_followers @include(if: $followers) @alias(as: "followersList") @arguments(first: $first)
      ...ConnectionList_following @skip(if: $followers) @alias(as: "followingList") @arguments(first: $first)
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  const userId = Number(params.userId);
  if (!isConnectionType(params.type) || !Number.isSafeInteger(userId)) return null;
  return loadRouteQuery<ConnectionsPageQueryType>('connections', ConnectionsPageQuery, {
    userId,
    first: CONNECTIONS_PAGE_SIZE,
    followers: params.type === 'followers',
  });
}

/** A member's followers or following (spec section 2, connections screen). Public: no sign-in needed. */
export default function ConnectionsPage() {
  const { type, userId } = useParams();
  const queryRef = useLoaderData() as PreloadedQuery<ConnectionsPageQueryType> | null;
  // Opened from a link elsewhere, Back goes to the profile.
  const { back } = useBack(`/profile/${userId ?? ''}`);
  // Only followers and following are lists: any other address is one of no screen.
  if (!isConnectionType(type))
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  const title = CONNECTION_TITLES[type];
  return (
    <div>
      <title>{`${title} · Repour`}</title>
      <PageHeader title={title} back={back} />
      {queryRef ? (
        <ErrorBoundary resetKey={queryRef} fallback={(error) => <ConnectionsError message={errorText(error)} />}>
          <Suspense fallback={<ConnectionsLoading />}>
            <Connections queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <ConnectionsError message={CONNECTION_MESSAGES.failed} />
      )}
    </div>
  );
}

function Connections({ queryRef }: { queryRef: PreloadedQuery<ConnectionsPageQueryType> }) {
  const { user } = usePreloadedQuery<ConnectionsPageQueryType>(ConnectionsPageQuery, queryRef);
  // The legacy API answers an unknown member with a 404: the spec's words for a failed request.
  if (!user) return <ConnectionsError message={CONNECTION_MESSAGES.failed} />;
  if (user.followersList) return <FollowersList user={user.followersList} />;
  if (user.followingList) return <FollowingList user={user.followingList} />;
  return null;
}

/**
 * A response that was not OK reads "Failed to fetch connections"; other errors show their own message
 * (no answer at all: the network layer's "Network error. Please try again.").
 */
function errorText(error: Error): string {
  if (error instanceof GraphQLHttpError) return CONNECTION_MESSAGES.failed;
  return error.message || CONNECTION_MESSAGES.failed;
}

function ConnectionsLoading() {
  return (
    <div className="flex flex-col gap-3 px-4" aria-busy="true">
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        {CONNECTION_MESSAGES.loading}
      </p>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex gap-3.5 rounded-2xl border bg-card p-4">
          <Skeleton className="size-12 rounded-full" />
          <div className="flex flex-1 flex-col gap-2 pt-1">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3.5 w-4/5" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

function ConnectionsError({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <CircleAlertIcon className="size-8 text-destructive" aria-hidden="true" />
      <p role="alert" className="text-destructive">
        {message}
      </p>
    </div>
  );
}
