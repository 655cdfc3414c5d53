import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { FollowButton } from '@/components/FollowButton';
import { PageHeader } from '@/components/PageHeader';
import { Spinner } from '@/components/ui/spinner';
import { loadRouteQuery } from '@/relay/route-query';
import type { PublicProfilePageQuery as PublicProfilePageQueryType } from './__generated__/PublicProfilePageQuery.graphql';

// Placeholder while the profiles feature rebuilds this page: just enough for following (the stats
// row's Followers and Following, and the Follow button beside them).
const PublicProfilePageQuery = graphql`
  query PublicProfilePageQuery($id: Int!) {
    user(databaseId: $id) {
      databaseId
      displayName
      connectionCounts {
        followers
        following
      }
      ...FollowButton_user
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  const id = Number(params.id);
  return loadRouteQuery<PublicProfilePageQueryType>('public-profile', PublicProfilePageQuery, { id: Number.isSafeInteger(id) ? id : 0 });
}

/** Anyone's public profile, no sign-in needed (spec section 2, /profile/{id}). */
export default function PublicProfilePage() {
  const queryRef = useLoaderData() as PreloadedQuery<PublicProfilePageQueryType>;
  return (
    <div>
      <title>Profile · Repour</title>
      <PageHeader title="Profile" back="history" backLabel="Go back" />
      <ErrorBoundary resetKey={queryRef} fallback={(error) => <p className="px-4 text-destructive">{error.message || 'Failed to load'}</p>}>
        <Suspense fallback={<Spinner label="Loading…" className="mx-4" />}>
          <PublicProfile queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function PublicProfile({ queryRef }: { queryRef: PreloadedQuery<PublicProfilePageQueryType> }) {
  const { user } = usePreloadedQuery<PublicProfilePageQueryType>(PublicProfilePageQuery, queryRef);
  if (!user) return <p className="px-4 text-destructive">Profile not found</p>;
  return (
    <div className="flex flex-col gap-4 px-4">
      <h2 className="text-xl font-semibold">{user.displayName}</h2>
      <div className="flex items-center justify-between gap-4">
        <div className="flex gap-6">
          <Link to={`/profile/${user.databaseId}/connections/followers`} className="flex flex-col">
            <span className="text-lg font-semibold tabular-nums">{user.connectionCounts.followers}</span>{' '}
            <span className="text-sm text-muted-foreground">Followers</span>
          </Link>
          <Link to={`/profile/${user.databaseId}/connections/following`} className="flex flex-col">
            <span className="text-lg font-semibold tabular-nums">{user.connectionCounts.following}</span>{' '}
            <span className="text-sm text-muted-foreground">Following</span>
          </Link>
        </div>
        <FollowButton user={user} />
      </div>
    </div>
  );
}
