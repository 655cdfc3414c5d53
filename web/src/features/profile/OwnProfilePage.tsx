import { CircleAlertIcon, FileJsonIcon, PencilIcon, PlusIcon, RefreshCwIcon, UtensilsCrossedIcon, WineIcon } from 'lucide-react';
import { type ReactNode, Suspense, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import { avatarInitial } from '@common/people';
import { PROFILE_MESSAGES, type ProfileRole, roleOf } from '@common/profile';
import { ReportsLink } from '@/components/admin/ReportsLink';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { GigsForYou } from '@/components/gigs/GigsForYou';
import { GigsLink } from '@/components/gigs/GigsLink';
import { LinkCard } from '@/components/ui/link-card';
import { FindPeopleLink } from '@/components/open-to-work/FindPeopleLink';
import { OpenToWorkDetails } from '@/components/open-to-work/OpenToWorkDetails';
import { PageHeader } from '@/components/PageHeader';
import { SettingsDialog } from '@/components/SettingsDialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { requestErrorText } from '@/relay/fetch-graphql';
import { USER_DATA_KEY } from '@/lib/session-storage';
import { loadRouteQuery } from '@/relay/route-query';
import { CheckInsLink } from '@/components/check-ins/CheckInsLink';
import { ProfileAvatar } from '@/components/ProfileAvatar';
import { CampaignsTab } from '@/features/brand/CampaignsTab';
import { PartnersTab } from '@/features/brand/PartnersTab';
import { EventsTab } from '@/features/events/EventsTab';
import { AdminVenueClaimsCard } from '@/features/venues/AdminVenueClaimsCard';
import { BarInfoTab } from '@/features/venues/BarInfoTab';
import { AdminVerificationRequestsCard } from '@/features/verification/AdminVerificationRequestsCard';
import { TeamTab } from '@/features/verification/TeamTab';
import type { OwnProfilePageQuery$data, OwnProfilePageQuery as OwnProfilePageQueryType } from './__generated__/OwnProfilePageQuery.graphql';
import { PreviewBanner, PreviewSwitcher } from './AdminPreview';
import { AwardsCard } from './AwardsCard';
import { CocktailJourneyCard } from './CocktailJourneyCard';
import { LikedCocktails } from './LikedCocktails';
import { ProfileCocktails } from './ProfileCocktails';
import { ProfileHeader } from './ProfileHeader';
import { ProfileRepours } from './ProfileRepours';
import { ProfileStatsTiles } from './ProfileStatsTiles';
import { WorkHistoryList } from './WorkHistoryList';

const OwnProfilePageQuery = graphql`
  query OwnProfilePageQuery(
    $bartender: Boolean!
    $barfly: Boolean!
    $bar: Boolean!
    $brand: Boolean!
    $events: Boolean!
    $admin: Boolean!
  ) {
    viewer {
      id
      databaseId
      profileType
      isAdmin
      firstName
      username
      avatarUrl
      cocktailCount
      ...ProfileHeader_user
      ...ProfileStatsTiles_user
      ...AwardsCard_user
      ...LikedCocktails_user
      ...ProfileRepours_user
      ...CheckInsLink_user
      ...OpenToWorkDetails_user
      ...ProfileCocktails_user @include(if: $bartender) @alias
      ...WorkHistoryList_user @include(if: $bartender) @alias
      ...CocktailJourneyCard_user @include(if: $barfly) @alias
      ...BarInfoTab_user @include(if: $bar) @alias
      ...TeamTab_user @include(if: $bar) @alias
      ...EventsTab_user @include(if: $events) @alias
      ...PartnersTab_user @include(if: $brand) @alias
      ...CampaignsTab_user @include(if: $brand) @alias
    }
    ...GigsForYou_query @include(if: $bartender) @alias
    ...ReportsLink_query @include(if: $admin) @alias
    ...AdminVenueClaimsCard_query @include(if: $admin) @alias
    ...AdminVerificationRequestsCard_query @include(if: $admin) @alias
  }
`;

/** Which role views to load: an admin may preview them all, everyone else sees their own. */
function variablesFor(profileType: string, isAdmin: boolean) {
  const role = roleOf(profileType);
  const all = isAdmin;
  return {
    bartender: all || role === 'bartender',
    barfly: all || role === 'barfly',
    bar: all || role === 'bar',
    brand: all || role === 'brand',
    events: all || role === 'bar' || role === 'brand',
    admin: isAdmin,
  };
}

/** The signed-in member's type as the session stored it (userData), before the profile arrives. */
function storedAccount(): { profileType: string; isAdmin: boolean } {
  try {
    const stored = JSON.parse(localStorage.getItem(USER_DATA_KEY) ?? 'null') as { profile_type?: string; is_admin?: boolean } | null;
    return { profileType: stored?.profile_type ?? 'user', isAdmin: stored?.is_admin === true };
  } catch {
    return { profileType: 'user', isAdmin: false };
  }
}

export function loader() {
  const { profileType, isAdmin } = storedAccount();
  return loadRouteQuery<OwnProfilePageQueryType>('profile', OwnProfilePageQuery, variablesFor(profileType, isAdmin));
}

/** The member's own profile (spec section 2, own profile screen). */
export default function OwnProfilePage() {
  const queryRef = useLoaderData() as PreloadedQuery<OwnProfilePageQueryType>;
  return (
    <div className="pb-6">
      <title>Profile · Repour</title>
      <ErrorBoundary resetKey={queryRef} fallback={(error) => <ProfileError error={error} />}>
        <Suspense fallback={<ProfileLoading />}>
          <OwnProfile queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function OwnProfile({ queryRef }: { queryRef: PreloadedQuery<OwnProfilePageQueryType> }) {
  const data = usePreloadedQuery<OwnProfilePageQueryType>(OwnProfilePageQuery, queryRef);
  const [preview, setPreview] = useState<ProfileRole | null>(null);
  const viewer = data.viewer;
  if (!viewer) return <ProfileError error={new Error(PROFILE_MESSAGES.noToken)} />;

  const ownRole = roleOf(viewer.profileType);
  const role = preview ?? ownRole;
  const canManage = role === ownRole;

  return (
    <>
      <PageHeader
        title="Profile"
        actions={
          <>
            <SettingsDialog />
            <Link
              to="/profile"
              aria-label="Your profile"
              className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <ProfileAvatar src={viewer.avatarUrl} initial={avatarInitial(viewer)} className="size-9 text-sm" />
            </Link>
          </>
        }
      />
      <div className="flex flex-col gap-5">
        {preview ? <PreviewBanner role={preview} onExit={() => setPreview(null)} /> : null}
        <ProfileHeader
          user={viewer}
          variant="own"
          actions={
            <Button asChild variant="outline">
              <Link to="/edit-profile">
                <PencilIcon />
                Edit Profile
              </Link>
            </Button>
          }
        />
        {viewer.cocktailCount === 0 ? (
          <div className="px-4">
            <Button asChild className="w-full">
              <Link to="/create">
                <PlusIcon />
                Create Your First Cocktail
              </Link>
            </Button>
          </div>
        ) : null}

        <div className="flex flex-col gap-4 px-4">
          <OpenToWorkDetails user={viewer}>
            {canManage && data.GigsForYou_query ? <GigsForYou query={data.GigsForYou_query} /> : null}
          </OpenToWorkDetails>
          {canManage ? <FindPeopleLink /> : null}
          <GigsLink />
          <LinkCard to="/my-bar" icon={WineIcon} title="My Bar" hint="What you have, what you can make, what to buy next" />
          <LinkCard
            to="/profile/recipe-files"
            icon={FileJsonIcon}
            title="Import and Export"
            hint="Your cocktails as a file; recipes from a file"
          />
          {canManage && (role === 'bar' || role === 'brand') ? (
            <LinkCard to="/profile/menus" icon={UtensilsCrossedIcon} title="Menus" hint="Your menus, their public page and QR code" />
          ) : null}
          <RoleView role={role} viewer={viewer} canManage={canManage} />
          {role !== 'barfly' ? <CheckInsLink user={viewer} /> : null}
          <LikedCocktails user={viewer} />
          <ProfileRepours user={viewer} own />
          {role !== 'barfly' ? (
            <>
              <AwardsCard user={viewer} role={role} />
              <ProfileStatsTiles user={viewer} />
            </>
          ) : null}
          {viewer.isAdmin ? (
            <>
              {/* "Reset to Default" is the admin's own view: an admin account's is the bartender's (decision 0088). */}
              <PreviewSwitcher current={preview} onPreview={setPreview} onReset={() => setPreview(null)} />
              {data.ReportsLink_query ? <ReportsLink query={data.ReportsLink_query} /> : null}
              {data.AdminVenueClaimsCard_query ? <AdminVenueClaimsCard query={data.AdminVenueClaimsCard_query} /> : null}
              {data.AdminVerificationRequestsCard_query ? (
                <AdminVerificationRequestsCard query={data.AdminVerificationRequestsCard_query} />
              ) : null}
            </>
          ) : null}
        </div>
      </div>
    </>
  );
}

type Viewer = NonNullable<OwnProfilePageQuery$data['viewer']>;

/** The tab a link asked for (/profile?tab=work, as a notification opens it), if the role has it; else the first. */
function useOpenTab<Tab extends string>(tabs: readonly [Tab, ...Tab[]]): Tab {
  const [params] = useSearchParams();
  const asked = params.get('tab');
  return tabs.find((tab) => tab === asked) ?? tabs[0];
}

const BARTENDER_TABS = ['cocktails', 'work', 'tagged'] as const;
const BAR_TABS = ['info', 'events', 'team'] as const;
const BRAND_TABS = ['events', 'partners', 'campaigns'] as const;

/** The tabs or card of a role; its fragments were loaded only for the roles this member may see. */
function RoleView({ role, viewer, canManage }: { role: ProfileRole; viewer: Viewer; canManage: boolean }) {
  const tabs = role === 'bartender' ? BARTENDER_TABS : role === 'bar' ? BAR_TABS : BRAND_TABS;
  const openTab = useOpenTab<string>(tabs);
  const {
    ProfileCocktails_user: cocktails,
    WorkHistoryList_user: work,
    CocktailJourneyCard_user: journey,
    BarInfoTab_user: info,
    EventsTab_user: events,
    TeamTab_user: team,
    PartnersTab_user: partners,
    CampaignsTab_user: campaigns,
  } = viewer;
  switch (role) {
    case 'bartender':
      if (!cocktails || !work) return null;
      return (
        <Tabs key="bartender" defaultValue={openTab}>
          <TabsList aria-label="Profile sections">
            <TabsTrigger value="cocktails">Cocktails</TabsTrigger>
            <TabsTrigger value="work">Work</TabsTrigger>
            <TabsTrigger value="tagged">Tagged</TabsTrigger>
          </TabsList>
          <TabsContent value="cocktails">
            <ProfileCocktails user={cocktails} empty={<Empty>No cocktails posted yet</Empty>} />
          </TabsContent>
          <TabsContent value="work">
            <WorkHistoryList
              user={work}
              empty={
                <Empty>
                  No work history yet.{' '}
                  {canManage ? (
                    <Link to="/edit-profile" className="font-medium text-primary underline-offset-4 hover:underline">
                      Add your positions
                    </Link>
                  ) : null}
                </Empty>
              }
            />
          </TabsContent>
          <TabsContent value="tagged">
            <Empty>No tagged posts yet</Empty>
          </TabsContent>
        </Tabs>
      );
    case 'barfly':
      return journey ? <CocktailJourneyCard user={journey} /> : null;
    case 'bar':
      if (!info || !events || !team) return null;
      return (
        <Tabs key="bar" defaultValue={openTab}>
          <TabsList aria-label="Profile sections">
            <TabsTrigger value="info">Info</TabsTrigger>
            <TabsTrigger value="events">Events</TabsTrigger>
            <TabsTrigger value="team">Team</TabsTrigger>
          </TabsList>
          <TabsContent value="info">
            <BarInfoTab user={info} canManage={canManage} />
          </TabsContent>
          <TabsContent value="events">
            <EventsTab user={events} variant="bar" canManage={canManage} />
          </TabsContent>
          <TabsContent value="team">
            <TeamTab user={team} canManage={canManage} />
          </TabsContent>
        </Tabs>
      );
    case 'brand':
      if (!events || !partners || !campaigns) return null;
      return (
        <Tabs key="brand" defaultValue={openTab}>
          <TabsList aria-label="Profile sections">
            <TabsTrigger value="events">Events</TabsTrigger>
            <TabsTrigger value="partners">Partners</TabsTrigger>
            <TabsTrigger value="campaigns">Campaigns</TabsTrigger>
          </TabsList>
          <TabsContent value="events">
            <EventsTab user={events} variant="brand" canManage={canManage} />
          </TabsContent>
          <TabsContent value="partners">
            <PartnersTab user={partners} canManage={canManage} />
          </TabsContent>
          <TabsContent value="campaigns">
            <CampaignsTab user={campaigns} canManage={canManage} />
          </TabsContent>
        </Tabs>
      );
  }
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl border border-dashed p-6 text-center text-sm text-muted-foreground">{children}</p>;
}

function ProfileLoading() {
  return (
    <div aria-busy="true">
      <PageHeader title="Profile" />
      <div className="flex flex-col gap-4 px-4">
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {PROFILE_MESSAGES.loading}
        </p>
        <div className="flex items-center gap-4">
          <Skeleton className="size-20 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
        <Skeleton className="h-16 w-full rounded-2xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    </div>
  );
}

function ProfileError({ error }: { error: Error }) {
  const detail = error.message === PROFILE_MESSAGES.noToken ? error.message : requestErrorText(error, PROFILE_MESSAGES.fetchFailed);
  return (
    <div>
      <PageHeader title="Profile" />
      <div className="flex flex-col items-center gap-4 px-4 py-14 text-center">
        <CircleAlertIcon className="size-8 text-destructive" aria-hidden="true" />
        <div role="alert">
          <p className="text-lg font-semibold">{PROFILE_MESSAGES.loadFailedTitle}</p>
          <p className="text-sm text-muted-foreground">{detail}</p>
        </div>
        <Button variant="outline" onClick={() => window.location.reload()}>
          <RefreshCwIcon />
          Try Again
        </Button>
      </div>
    </div>
  );
}
