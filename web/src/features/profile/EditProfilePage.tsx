import { CircleAlertIcon } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { canHaveAchievements } from '@common/achievements';
import { canBeOpenToWork } from '@common/hiring';
import { PROFILE_MESSAGES, workHistoryRequired } from '@common/profile';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { PageHeader } from '@/components/PageHeader';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { requestErrorText } from '@/relay/fetch-graphql';
import { loadRouteQuery } from '@/relay/route-query';
import type { EditProfilePageQuery as EditProfilePageQueryType } from './__generated__/EditProfilePageQuery.graphql';
import { AchievementsEditor } from './edit/AchievementsEditor';
import { ChangePasswordDialog } from './edit/ChangePasswordDialog';
import { OpenToWorkEditor } from './edit/OpenToWorkEditor';
import { ProfileDetailsSection } from './edit/ProfileDetailsSection';
import { ProfilePictureCard } from './edit/ProfilePictureCard';
import { VenueAwardsEditor } from './edit/VenueAwardsEditor';
import { WorkHistoryEditor } from './edit/WorkHistoryEditor';

const EditProfilePageQuery = graphql`
  query EditProfilePageQuery {
    viewer {
      id
      profileType
      isAdmin
      workEntryCount
      ...ProfilePictureCard_user
      ...ProfileDetailsSection_user
      ...WorkHistoryEditor_user
      ...AchievementsEditor_user
      ...VenueAwardsEditor_user
      ...OpenToWorkEditor_user
    }
  }
`;

export function loader() {
  return loadRouteQuery<EditProfilePageQueryType>('edit-profile', EditProfilePageQuery, {});
}

/** Edit the member's profile (spec section 2, edit profile screen); Back goes to /profile. */
export default function EditProfilePage() {
  const queryRef = useLoaderData() as PreloadedQuery<EditProfilePageQueryType>;
  return (
    <div className="pb-8">
      <title>Edit Profile · Repour</title>
      <PageHeader title="Edit Profile" back="/profile" />
      <ErrorBoundary
        resetKey={queryRef}
        fallback={(error) => <LoadError message={requestErrorText(error, PROFILE_MESSAGES.fetchFailed)} />}
      >
        <Suspense fallback={<EditLoading />}>
          <EditProfile queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function EditProfile({ queryRef }: { queryRef: PreloadedQuery<EditProfilePageQueryType> }) {
  const { viewer } = usePreloadedQuery<EditProfilePageQueryType>(EditProfilePageQuery, queryRef);
  if (!viewer) {
    // No profile to read: the form starts from empty defaults, and says why.
    return (
      <div className="flex flex-col gap-4 px-4">
        <LoadError message={PROFILE_MESSAGES.noToken} />
        <ProfileDetailsSection user={null} isAdmin={false} workEntryCount={0} />
      </div>
    );
  }
  const type = viewer.profileType;
  return (
    <div className="flex flex-col gap-4 px-4">
      <ProfileDetailsSection
        user={viewer}
        isAdmin={viewer.isAdmin}
        workEntryCount={viewer.workEntryCount}
        before={<ProfilePictureCard user={viewer} />}
      />
      {canBeOpenToWork(type) ? <OpenToWorkEditor user={viewer} /> : null}
      {type !== 'user' ? <WorkHistoryEditor user={viewer} required={workHistoryRequired(type)} /> : null}
      {canHaveAchievements(type) ? <AchievementsEditor user={viewer} /> : null}
      {type === 'bar' ? <VenueAwardsEditor user={viewer} /> : null}
      <section aria-label="Password" className="pt-2">
        <ChangePasswordDialog />
      </section>
    </div>
  );
}

function LoadError({ message }: { message: string }) {
  return (
    <Alert variant="destructive" icon={<CircleAlertIcon />} className="mx-4 w-auto">
      <AlertTitle>{PROFILE_MESSAGES.loadFailedTitle}</AlertTitle>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

function EditLoading() {
  return (
    <div className="flex flex-col gap-4 px-4" aria-busy="true">
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        {PROFILE_MESSAGES.loading}
      </p>
      <Skeleton className="h-20 w-full rounded-2xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
      <Skeleton className="h-64 w-full rounded-2xl" />
    </div>
  );
}
