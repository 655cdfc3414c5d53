import { MapPinIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { ProfileTypeBadge } from '@/components/ProfileTypeBadge';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { NameWithTick } from '@/components/VerifiedTick';
import { PEOPLE_CARD_SPECIALTIES } from '@common/constants';
import { avatarInitial, usernameHandle } from '@common/people';
import type { SearchPersonCard_user$key } from './__generated__/SearchPersonCard_user.graphql';

/** A member found by search: avatar, name, account type, location, bio and up to 3 specialties. Opens the profile. */
export function SearchPersonCard({ user }: { user: SearchPersonCard_user$key }) {
  const data = useFragment(
    graphql`
      fragment SearchPersonCard_user on User {
        databaseId
        displayName
        username
        firstName
        avatarUrl
        profileType
        isVerified
        location
        bio
        specialties
      }
    `,
    user,
  );
  const specialties = data.specialties.slice(0, PEOPLE_CARD_SPECIALTIES);

  return (
    <article className="relative flex gap-3 rounded-2xl border bg-card p-4 shadow-xs transition-[border-color,box-shadow] has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring/50 hover:border-primary/40 hover:shadow-sm">
      <Avatar className="size-12">
        {data.avatarUrl ? <AvatarImage src={data.avatarUrl} alt="" /> : null}
        <AvatarFallback className="text-lg">{avatarInitial(data)}</AvatarFallback>
      </Avatar>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            {/* A long name wraps (never cut): the badge beside it keeps its width. */}
            <h3 className="text-[1.0625rem] leading-snug font-semibold [overflow-wrap:anywhere]">
              <Link to={`/profile/${data.databaseId}`} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
                <NameWithTick name={data.displayName} verified={data.isVerified} />
              </Link>
            </h3>
            <p className="truncate text-sm text-muted-foreground">{usernameHandle(data.username)}</p>
          </div>
          <ProfileTypeBadge profileType={data.profileType} className="mt-0.5" />
        </div>
        {data.location ? (
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPinIcon className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{data.location}</span>
          </p>
        ) : null}
        {data.bio ? <p className="line-clamp-2 text-sm leading-relaxed text-foreground/90">{data.bio}</p> : null}
        {specialties.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Specialties">
            {specialties.map((specialty) => (
              <li key={specialty} className="max-w-full">
                <Badge variant="outline" className="max-w-full">
                  <span className="truncate">{specialty}</span>
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
