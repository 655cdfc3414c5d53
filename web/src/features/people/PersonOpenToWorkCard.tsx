import { BadgeCheckIcon, MapPinIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { PEOPLE_CARD_SPECIALTIES } from '@common/constants';
import { PEOPLE_TEXTS, verifiedByText, WORK_ROLE_LABELS, type WorkRole } from '@common/hiring';
import { avatarInitial } from '@common/people';
import { positionLine } from '@common/work-history';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import type { PersonOpenToWorkCard_user$key } from './__generated__/PersonOpenToWorkCard_user.graphql';

/**
 * A member open to work in the people search: who, where they are, their verified positions with the
 * venue that verified each, the roles they want, where, and their note. Opens their profile.
 */
export function PersonOpenToWorkCard({ user }: { user: PersonOpenToWorkCard_user$key }) {
  const data = useFragment(
    graphql`
      fragment PersonOpenToWorkCard_user on User {
        databaseId
        displayName
        username
        firstName
        avatarUrl
        location
        specialties
        openToWork {
          roles
          cities
          note
        }
        verifiedPositions {
          id
          position
          organizationName
          venue {
            name
          }
        }
      }
    `,
    user,
  );
  const verified = data.verifiedPositions.length > 0;
  const specialties = data.specialties.slice(0, PEOPLE_CARD_SPECIALTIES);

  return (
    <article className="relative flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-xs transition-[border-color,box-shadow] has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring/50 hover:border-primary/40 hover:shadow-sm">
      <div className="flex gap-3">
        <Avatar className="size-12">
          {data.avatarUrl ? <AvatarImage src={data.avatarUrl} alt="" /> : null}
          <AvatarFallback className="text-lg">{avatarInitial(data)}</AvatarFallback>
        </Avatar>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <div className="flex items-start justify-between gap-2">
            <h3 className="text-[1.0625rem] leading-snug font-semibold [overflow-wrap:anywhere]">
              <Link to={`/profile/${data.databaseId}`} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
                {data.displayName}
              </Link>
            </h3>
            {verified ? (
              <Badge variant="success" className="mt-0.5">
                {PEOPLE_TEXTS.verified}
              </Badge>
            ) : null}
          </div>
          {data.location ? (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPinIcon className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{data.location}</span>
            </p>
          ) : null}
        </div>
      </div>

      {verified ? (
        <ul aria-label="Verified positions" className="flex flex-col gap-1.5">
          {data.verifiedPositions.map((entry) => (
            <li key={entry.id} className="flex items-start gap-2 text-sm">
              <BadgeCheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              <span className="min-w-0">
                <span className="font-medium">{positionLine(entry.position, entry.organizationName)}</span>
                <span className="block text-xs text-muted-foreground">{verifiedByText(entry.venue?.name, entry.organizationName)}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}

      {data.openToWork ? (
        <div className="flex flex-col gap-2 border-t pt-3">
          <ul aria-label="Roles wanted" className="flex flex-wrap gap-1.5">
            {data.openToWork.roles.map((role) => (
              <li key={role}>
                <Badge variant="secondary">{WORK_ROLE_LABELS[role as WorkRole] ?? role}</Badge>
              </li>
            ))}
          </ul>
          <p className="flex items-start gap-1.5 text-sm text-foreground/90">
            <span className="sr-only">{PEOPLE_TEXTS.wantsWorkIn} </span>
            <MapPinIcon className="mt-0.5 size-3.5 shrink-0 text-primary" aria-hidden="true" />
            <span>{data.openToWork.cities.join(' · ')}</span>
          </p>
          {data.openToWork.note ? (
            <p className="line-clamp-2 text-sm leading-relaxed text-muted-foreground">{data.openToWork.note}</p>
          ) : null}
        </div>
      ) : null}

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
    </article>
  );
}
