import { CalendarIcon, MapPinIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { CONNECTION_MESSAGES } from '@common/connections';
import { avatarInitial } from '@common/people';
import { ProfileTypeBadge } from '@/components/ProfileTypeBadge';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { VerifiedTick } from '@/components/VerifiedTick';
import { formatShortDate } from '@/lib/dates';
import type { ConnectionCard_user$key } from './__generated__/ConnectionCard_user.graphql';

/** One follower or followed member: avatar, name, type, bio, location and when they connected. */
export function ConnectionCard({ user, connectedAt }: { user: ConnectionCard_user$key; connectedAt: string }) {
  const data = useFragment(
    graphql`
      fragment ConnectionCard_user on User {
        databaseId
        displayName
        firstName
        username
        avatarUrl
        profileType
        isVerified
        bio
        location
      }
    `,
    user,
  );

  return (
    <article className="relative flex gap-3.5 rounded-2xl border bg-card p-4 shadow-xs transition-[border-color,box-shadow] has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring/50 hover:border-primary/40 hover:shadow-sm">
      <Avatar className="size-12 text-lg">
        {data.avatarUrl ? <AvatarImage src={data.avatarUrl} alt="" /> : null}
        <AvatarFallback>{avatarInitial(data)}</AvatarFallback>
      </Avatar>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex min-w-0 items-center gap-2">
          <h2 className="min-w-0 truncate leading-snug font-semibold">
            {/* The whole card opens the profile; the heading keeps the link's name short. */}
            <Link to={`/profile/${data.databaseId}`} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
              {data.displayName}
            </Link>
          </h2>
          {data.isVerified ? <VerifiedTick /> : null}
          <ProfileTypeBadge profileType={data.profileType} />
        </div>
        {data.bio ? <p className="line-clamp-2 text-sm leading-relaxed text-foreground/85">{data.bio}</p> : null}
        <div className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {data.location ? (
            <span className="inline-flex min-w-0 items-center gap-1">
              <MapPinIcon className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{data.location}</span>
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1">
            <CalendarIcon className="size-3.5 shrink-0" aria-hidden="true" />
            {CONNECTION_MESSAGES.connected} {formatShortDate(connectedAt)}
          </span>
        </div>
      </div>
    </article>
  );
}
