import { CheckIcon, HourglassIcon, UserPlusIcon, UsersIcon, XIcon } from 'lucide-react';
import { startTransition, useCallback, useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { avatarInitial, displayNameOf } from '@common/people';
import { monthText } from '@common/profile';
import { placeLine, positionLine, VERIFIED_EMPLOYEE } from '@common/work-history';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { useDecideVerificationMutation } from './DecideVerificationMutation';
import { ProfileAvatar } from '@/components/ProfileAvatar';
import type { TeamTab_user$data, TeamTab_user$key } from './__generated__/TeamTab_user.graphql';
import type { TeamTabRefetchQuery } from './__generated__/TeamTabRefetchQuery.graphql';

/**
 * The bar's Team tab: everyone whose work history names the venue, where and what they say they were,
 * and the requests to verify them.
 */
export function TeamTab({ user, canManage }: { user: TeamTab_user$key; canManage: boolean }) {
  const [data, refetch] = useRefetchableFragment<TeamTabRefetchQuery, TeamTab_user$key>(
    graphql`
      fragment TeamTab_user on User @refetchable(queryName: "TeamTabRefetchQuery") {
        venue {
          name
          isVerified
          team {
            id
            position
            organizationName
            city
            region
            country
            current
            startDate
            endDate
            verificationStatus
            user {
              databaseId
              username
              firstName
              lastName
              displayName
              avatarUrl
            }
            openVerificationRequests {
              id
              viewerCanDecide
            }
          }
        }
      }
    `,
    user,
  );
  // A request the server says no longer waits (the member changed the entry, an admin decided it): the
  // team is read again, so the entry shows as it now is, without buttons for a request that is gone.
  const reload = useCallback(() => {
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  }, [refetch]);

  if (!data.venue) {
    return (
      <p className="rounded-2xl border border-dashed p-6 text-center text-sm text-muted-foreground">
        Link your venue in the Info tab to see your team.
      </p>
    );
  }
  const { venue } = data;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h3 className="flex items-center gap-2 text-base font-semibold">
          <UsersIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
          Bartenders
        </h3>
        {canManage ? <InviteDialog venueName={venue.name} /> : null}
      </div>
      {canManage && !venue.isVerified ? (
        <p className="flex items-start gap-2 rounded-xl bg-muted p-3 text-sm text-muted-foreground">
          <HourglassIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          An admin is confirming that your account speaks for {venue.name}. You can verify your team after that.
        </p>
      ) : null}
      {venue.team.length === 0 ? (
        <p className="rounded-2xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          No bartenders have added {venue.name} to their work history yet.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {venue.team.map((entry) => (
            <TeamMember key={entry.id} entry={entry} canManage={canManage} onNoLongerPending={reload} />
          ))}
        </ul>
      )}
    </div>
  );
}

type TeamEntry = NonNullable<TeamTab_user$data['venue']>['team'][number];

function TeamMember({ entry, canManage, onNoLongerPending }: { entry: TeamEntry; canManage: boolean; onNoLongerPending(): void }) {
  const [decide, deciding] = useDecideVerificationMutation(onNoLongerPending);
  const request = entry.openVerificationRequests[0];
  const name = displayNameOf(entry.user);

  function decideAs(decision: 'verified' | 'denied') {
    if (request && !deciding) decide(request.id, decision, name);
  }

  return (
    <li className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-xs">
      <div className="flex items-start gap-3">
        <ProfileAvatar src={entry.user.avatarUrl} initial={avatarInitial(entry.user)} className="size-11 text-base" />
        <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
          <Link
            to={`/profile/${entry.user.databaseId}`}
            className="block max-w-full truncate font-semibold underline-offset-4 hover:underline"
          >
            {name}
          </Link>
          <p className="max-w-full text-sm break-words">{positionLine(entry.position, entry.organizationName)}</p>
          <p className="text-sm text-muted-foreground">
            {placeLine(entry.city, entry.region, entry.country)} · {monthText(entry.startDate)} –{' '}
            {entry.current ? 'Present' : monthText(entry.endDate) || 'Unknown'}
          </p>
          <StatusBadge status={entry.verificationStatus} />
        </div>
      </div>
      {canManage && request?.viewerCanDecide ? (
        <div className="grid grid-cols-2 gap-2">
          <Button size="sm" onClick={() => decideAs('verified')} disabled={deciding} aria-label={`Verify ${name}`}>
            <CheckIcon />
            Verify
          </Button>
          <Button size="sm" variant="outline" onClick={() => decideAs('denied')} disabled={deciding} aria-label={`Deny ${name}`}>
            <XIcon />
            Deny
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function StatusBadge({ status }: { status: TeamEntry['verificationStatus'] }) {
  switch (status) {
    case 'verified':
      return <Badge variant="success">{VERIFIED_EMPLOYEE}</Badge>;
    case 'pending':
      return <Badge variant="secondary">Pending</Badge>;
    case 'denied':
      return <Badge variant="destructive">Denied</Badge>;
    default:
      return <Badge variant="muted">Not verified</Badge>;
  }
}

/** Invite: how a bartender joins the team list (they add the venue to their work history). */
function InviteDialog({ venueName }: { venueName: string }) {
  const [copied, setCopied] = useState(false);
  const text = `Working at ${venueName}? On Repour, open Edit Profile, add ${venueName} to your work history (pick it from the venue list) and tap Request Verification. We'll confirm it from our Team tab.`;
  return (
    <Dialog onOpenChange={() => setCopied(false)}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <UserPlusIcon />
          Invite
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite your team</DialogTitle>
          <DialogDescription>Bartenders join your team list by adding {venueName} to their work history. Send them this:</DialogDescription>
        </DialogHeader>
        <p className="rounded-xl bg-muted p-3 text-sm">{text}</p>
        <Button
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? 'Copied' : 'Copy message'}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
