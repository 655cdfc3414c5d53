import { BriefcaseBusinessIcon, CalendarDaysIcon, MapPinIcon, ShieldCheckIcon, SparklesIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { OPEN_TO_WORK_MESSAGES } from '@common/open-to-work';
import { avatarInitial, displayNameOf, usernameHandle } from '@common/people';
import { type Badge as MemberBadge, badgeLabel, orderedBadges } from '@common/recognition';
import { placeLine, positionLine } from '@common/work-history';
import { ProfileTypeBadge } from '@/components/ProfileTypeBadge';
import { Badge } from '@/components/ui/badge';
import { VerifiedTick } from '@/components/VerifiedTick';
import { joinedText } from '@/lib/dates';
import type { ProfileHeader_user$key } from './__generated__/ProfileHeader_user.graphql';
import { ProfileAvatar } from '@/components/ProfileAvatar';

interface ProfileHeaderProps {
  user: ProfileHeader_user$key;
  /** own: the avatar falls back to the first name; public: to the display name (spec section 2). */
  variant: 'own' | 'public';
  /** Buttons under the name (Edit Profile on the own profile). */
  actions?: ReactNode;
  /** Beside the stats row: where the Follow button goes on public profiles. */
  statsAside?: ReactNode;
}

/** Who the member is: picture, names, type, place, joined date, badges, current positions, specialties, counts, bio. */
export function ProfileHeader({ user, variant, actions, statsAside }: ProfileHeaderProps) {
  const data = useFragment(
    graphql`
      fragment ProfileHeader_user on User {
        databaseId
        username
        firstName
        lastName
        displayName
        avatarUrl
        profileType
        location
        createdAt
        isVerified
        badges
        specialties
        bio
        cocktailCount
        connectionCounts {
          followers
          following
        }
        openToWork {
          since
        }
        currentPositions {
          id
          position
          organizationName
          city
          region
          country
          verificationStatus
        }
      }
    `,
    user,
  );
  const name = displayNameOf(data);
  const initial = variant === 'own' ? avatarInitial(data) : (name.charAt(0) || 'U').toUpperCase();
  const handle = usernameHandle(data.username);
  const badges = orderedBadges(data.badges);
  const connections = `/profile/${data.databaseId}/connections`;

  return (
    <section aria-label="Profile" className="flex flex-col gap-4 px-4">
      <div className="flex items-start gap-4">
        <ProfileAvatar src={data.avatarUrl} initial={initial} className="size-20 text-3xl ring-2 ring-primary/25" />
        <div className="flex min-w-0 flex-1 flex-col gap-1 pt-1">
          <h2 className="flex items-center gap-1.5 text-xl leading-tight font-semibold">
            <span className="truncate">{name}</span>
            {data.isVerified ? <VerifiedTick className="size-5" /> : null}
          </h2>
          {handle && handle !== name ? <p className="truncate text-sm text-muted-foreground">{handle}</p> : null}
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            <ProfileTypeBadge profileType={data.profileType} />
            {data.openToWork ? (
              <Badge variant="success" data-testid="open-to-work-badge">
                {OPEN_TO_WORK_MESSAGES.label}
              </Badge>
            ) : null}
            {badges.map((badge) => (
              <Badge key={badge} variant="outline" className="border-primary/40 text-primary" data-badge={badge}>
                {BADGE_ICONS[badge]}
                {badgeLabel(badge)}
              </Badge>
            ))}
          </div>
        </div>
      </div>

      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {data.location ? (
          <li className="inline-flex items-center gap-1.5">
            <MapPinIcon className="size-4" aria-hidden="true" />
            {data.location}
          </li>
        ) : null}
        <li className="inline-flex items-center gap-1.5">
          <CalendarDaysIcon className="size-4" aria-hidden="true" />
          {joinedText(data.createdAt)}
        </li>
      </ul>

      {data.currentPositions.length > 0 ? (
        <div>
          <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Current positions</h3>
          <ul className="flex flex-col gap-1.5">
            {data.currentPositions.map((entry) => (
              <li key={entry.id} className="flex items-start gap-2 text-sm">
                <BriefcaseBusinessIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="min-w-0">
                  <span className="font-medium">{positionLine(entry.position, entry.organizationName)}</span>
                  {entry.verificationStatus === 'verified' ? (
                    <Badge variant="success" className="ml-1.5 align-middle">
                      ✓ Verified
                    </Badge>
                  ) : null}
                  <span className="block text-muted-foreground">{placeLine(entry.city, entry.region, entry.country)}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {data.specialties.length > 0 ? (
        <ul aria-label="Specialties" className="flex flex-wrap gap-1.5">
          {data.specialties.map((specialty) => (
            <li key={specialty}>
              <Badge variant="secondary">{specialty}</Badge>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="flex items-center gap-3">
        <ul aria-label="Stats" className="grid flex-1 grid-cols-3 overflow-hidden rounded-2xl border bg-card text-center shadow-xs">
          <Stat label="Cocktails" value={data.cocktailCount} />
          <Stat label="Followers" value={data.connectionCounts.followers} to={`${connections}/followers`} />
          <Stat label="Following" value={data.connectionCounts.following} to={`${connections}/following`} />
        </ul>
        {statsAside}
      </div>

      {actions}

      {data.bio ? (
        <div className="rounded-2xl border bg-card p-4 shadow-xs">
          <h3 className="mb-1 text-sm font-semibold">Bio</h3>
          <p className="text-sm leading-relaxed whitespace-pre-line text-card-foreground/90">{data.bio}</p>
        </div>
      ) : null}
    </section>
  );
}

/** OG Crew: one of the first; Can Confirm: an admin confirmed who they are. */
const BADGE_ICONS: Record<MemberBadge, ReactNode> = {
  og: <SparklesIcon aria-hidden="true" />,
  identity_verified: <ShieldCheckIcon aria-hidden="true" />,
};

function Stat({ label, value, to }: { label: string; value: number; to?: string }) {
  const body = (
    <>
      <span className="text-lg font-semibold tabular-nums">{value}</span>
      <span className="text-xs text-muted-foreground">{label}</span>
    </>
  );
  return (
    <li className="border-l first:border-l-0">
      {to ? (
        <Link to={to} className="flex flex-col items-center py-2.5 outline-none hover:bg-accent focus-visible:bg-accent">
          {body}
        </Link>
      ) : (
        <div className="flex flex-col items-center py-2.5">{body}</div>
      )}
    </li>
  );
}
