import { ChevronLeftIcon, ChevronRightIcon, CircleAlertIcon, StoreIcon } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { EVENTS_SCREEN } from '@common/events';
import { PROFILE_MESSAGES, roleOf } from '@common/profile';
import { placeLine } from '@common/work-history';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { FollowButton } from '@/components/FollowButton';
import { MuteButton } from '@/components/MuteButton';
import { PageHeader } from '@/components/PageHeader';
import { useSession } from '@/app/session/useSession';
import { CheckInButton } from '@/components/check-ins/CheckInButton';
import { ProfileMenus } from '@/components/menus/ProfileMenus';
import { OpenToWorkDetails } from '@/components/open-to-work/OpenToWorkDetails';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useBack } from '@/lib/back';
import { requestErrorText } from '@/relay/fetch-graphql';
import { loadRouteQuery } from '@/relay/route-query';
import { EventsTab } from '@/features/events/EventsTab';
import type { PublicProfilePageQuery as PublicProfilePageQueryType } from './__generated__/PublicProfilePageQuery.graphql';
import { AdminRecognitionCard } from './AdminRecognitionCard';
import { AwardsCard } from './AwardsCard';
import { ProfileCocktails } from './ProfileCocktails';
import { ProfileHeader } from './ProfileHeader';
import { ProfileRepours } from './ProfileRepours';
import { WorkHistoryList } from './WorkHistoryList';

const PublicProfilePageQuery = graphql`
  query PublicProfilePageQuery($id: Int!) {
    user(databaseId: $id) {
      id
      databaseId
      profileType
      displayName
      venue {
        name
        city
        country
        isVerified
        ...CheckInButton_venue
      }
      ...ProfileHeader_user
      ...ProfileCocktails_user
      ...WorkHistoryList_user
      ...AwardsCard_user
      ...FollowButton_user
      ...MuteButton_user
      ...ProfileRepours_user
      ...AdminRecognitionCard_user
      ...OpenToWorkDetails_user
      ...EventsTab_user
      ...ProfileMenus_user
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  const id = Number(params.id);
  return loadRouteQuery<PublicProfilePageQueryType>('public-profile', PublicProfilePageQuery, {
    id: Number.isSafeInteger(id) && id > 0 ? id : 0,
  });
}

/** Where Back leads from a profile opened directly (a shared link, a fresh tab): home. */
const BACK_FALLBACK = '/';

/** Anyone's public profile, no sign-in needed (spec section 2, /profile/{id}); the app shell gives its bars. */
export default function PublicProfilePage() {
  const queryRef = useLoaderData() as PreloadedQuery<PublicProfilePageQueryType>;
  return (
    <div className="pb-6">
      <ErrorBoundary
        resetKey={queryRef}
        fallback={(error) => <PublicProfileError message={requestErrorText(error, PROFILE_MESSAGES.publicLoadFailed)} />}
      >
        <Suspense fallback={<PublicProfileLoading />}>
          <PublicProfile queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function PublicProfile({ queryRef }: { queryRef: PreloadedQuery<PublicProfilePageQueryType> }) {
  const { user } = usePreloadedQuery<PublicProfilePageQueryType>(PublicProfilePageQuery, queryRef);
  const { viewer } = useSession();
  const { back } = useBack(BACK_FALLBACK);
  if (!user) return <PublicProfileError message={PROFILE_MESSAGES.notFound} />;
  const role = roleOf(user.profileType);
  // Admins grant badges and the tick here; their own are another admin's to decide (decision 50).
  const mayRecognize = Boolean(viewer?.isAdmin && viewer.databaseId !== user.databaseId);

  return (
    <>
      <title>{`${user.displayName} · Repour`}</title>
      <PageHeader title="Profile" back={back} />
      <div className="flex flex-col gap-5">
        <ProfileHeader
          user={user}
          variant="public"
          statsAside={<FollowButton user={user} className="h-auto min-w-0 shrink-0 self-stretch px-4" />}
        />
        <div className="flex flex-col gap-4 px-4">
          <MuteButton user={user} className="-mt-2" />
          {mayRecognize ? <AdminRecognitionCard user={user} /> : null}
          <OpenToWorkDetails user={user} />
          {user.venue ? (
            <section aria-label="Venue" className="flex flex-col gap-3 rounded-2xl border bg-card p-4 text-sm shadow-xs">
              <p className="flex items-center gap-2">
                <StoreIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  Speaks for <span className="font-semibold">{user.venue.name}</span>
                  <span className="text-muted-foreground"> · {placeLine(user.venue.city, user.venue.country)}</span>
                  {user.venue.isVerified ? <span className="text-success"> · Verified venue</span> : null}
                </span>
              </p>
              <CheckInButton venue={user.venue} className="border-t pt-3" />
            </section>
          ) : null}
          {role === 'bar' || role === 'brand' ? <ProfileMenus user={user} /> : null}
          {role === 'bar' || role === 'brand' ? (
            // The events a bar or brand hosts, with Going (issue 24): where an event on the Events screen leads.
            <section aria-labelledby="profile-events-title" className="flex flex-col gap-3">
              <div className="flex items-center justify-between gap-3">
                <h2 id="profile-events-title" className="font-display text-lg font-semibold">
                  {EVENTS_SCREEN.entryLink}
                </h2>
                <Button asChild variant="link" size="sm" className="-mr-2 px-2">
                  <Link to="/events">
                    {EVENTS_SCREEN.seeAll}
                    <ChevronRightIcon className="size-4" aria-hidden="true" />
                  </Link>
                </Button>
              </div>
              <EventsTab user={user} variant={role} canManage={false} />
            </section>
          ) : null}
          {role !== 'barfly' ? <AwardsCard user={user} role={role} /> : null}
          <Tabs defaultValue="cocktails">
            <TabsList aria-label="Profile sections">
              <TabsTrigger value="cocktails">Cocktails</TabsTrigger>
              <TabsTrigger value="work">Work</TabsTrigger>
              <TabsTrigger value="tagged">Tagged</TabsTrigger>
            </TabsList>
            <TabsContent value="cocktails">
              <ProfileCocktails user={user} empty={<Empty>No cocktails posted yet</Empty>} />
            </TabsContent>
            <TabsContent value="work">
              <WorkHistoryList user={user} empty={<Empty>Work history and experience coming soon</Empty>} />
            </TabsContent>
            <TabsContent value="tagged">
              <Empty>No tagged content yet</Empty>
            </TabsContent>
          </Tabs>
          <ProfileRepours user={user} own={false} />
        </div>
      </div>
    </>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl border border-dashed p-6 text-center text-sm text-muted-foreground">{children}</p>;
}

function PublicProfileLoading() {
  const { back } = useBack(BACK_FALLBACK);
  return (
    <div aria-busy="true">
      <PageHeader title="Profile" back={back} />
      <div className="flex flex-col gap-4 px-4">
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          Loading…
        </p>
        <div className="flex items-center gap-4">
          <Skeleton className="size-20 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
        <Skeleton className="h-16 w-full rounded-2xl" />
      </div>
    </div>
  );
}

function PublicProfileError({ message }: { message: string }) {
  const { goBack } = useBack(BACK_FALLBACK);
  return (
    <div>
      <title>Profile · Repour</title>
      <PageHeader title="Profile" />
      <div className="flex flex-col items-center gap-4 px-4 py-14 text-center">
        <CircleAlertIcon className="size-8 text-destructive" aria-hidden="true" />
        <p role="alert" className="text-destructive">
          {message}
        </p>
        <Button variant="outline" onClick={goBack}>
          <ChevronLeftIcon />
          Go back
        </Button>
      </div>
    </div>
  );
}
