import { BriefcaseBusinessIcon, MapPinIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { WORK_ROLE_LABELS } from '@common/hiring';
import { OPEN_TO_WORK_MESSAGES } from '@common/open-to-work';
import { Badge } from '@/components/ui/badge';
import { formatShortDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import type { OpenToWorkDetails_user$key } from './__generated__/OpenToWorkDetails_user.graphql';

/**
 * A member's Open to work on their profile (own and public): the roles they want, where, their note and
 * since when; below them, `children` (the own profile's Gigs for you). Nothing when they are not open to work.
 */
export function OpenToWorkDetails({
  user,
  className,
  children,
}: {
  user: OpenToWorkDetails_user$key;
  className?: string;
  children?: ReactNode;
}) {
  const { openToWork } = useFragment(
    graphql`
      fragment OpenToWorkDetails_user on User {
        openToWork {
          roles
          cities
          note
          since
        }
      }
    `,
    user,
  );
  if (!openToWork) return null;
  return (
    <section
      aria-label={OPEN_TO_WORK_MESSAGES.label}
      className={cn('flex flex-col gap-3 rounded-2xl border border-success/30 bg-success/5 p-4 shadow-xs', className)}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="flex items-center gap-2 font-semibold">
          <BriefcaseBusinessIcon className="size-5 text-success" aria-hidden="true" />
          {OPEN_TO_WORK_MESSAGES.label}
        </h3>
        <span className="text-xs text-muted-foreground">Since {formatShortDate(openToWork.since as string)}</span>
      </div>
      <ul aria-label="Roles wanted" className="flex flex-wrap gap-1.5">
        {openToWork.roles.map((role) => (
          <li key={role}>
            <Badge variant="outline" className="border-success/40 bg-card px-2.5 py-1 text-sm">
              {WORK_ROLE_LABELS[role as keyof typeof WORK_ROLE_LABELS] ?? role}
            </Badge>
          </li>
        ))}
      </ul>
      <p className="flex items-start gap-1.5 text-sm">
        <MapPinIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span>
          <span className="sr-only">Would work in </span>
          {openToWork.cities.join(' · ')}
        </span>
      </p>
      {openToWork.note ? <p className="text-sm leading-relaxed whitespace-pre-line text-card-foreground/90">{openToWork.note}</p> : null}
      {children}
    </section>
  );
}
