import { BriefcaseBusinessIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { monthText } from '@common/profile';
import { placeLine, workTabBadge } from '@common/work-history';
import { LiquidHourglassIcon } from '@/components/icons/ProductIcon';
import { Badge } from '@/components/ui/badge';
import type { WorkHistoryList_user$key } from './__generated__/WorkHistoryList_user.graphql';

// "denied" reaches only the member, the venue and admins; the public reads such an entry as unverified.
const BADGE_VARIANT = { verified: 'success', pending: 'muted', denied: 'destructive', unverified: 'muted' } as const;

/** "Work History": every entry, with the Work tab's badges ("✓ Verified", "⏳ Pending" when linked, the hourglass an icon, "Not verified"). */
export function WorkHistoryList({ user, empty }: { user: WorkHistoryList_user$key; empty: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment WorkHistoryList_user on User {
        workEntries {
          id
          position
          organizationName
          city
          region
          country
          startDate
          endDate
          current
          verificationStatus
          linkedToOrganization
        }
      }
    `,
    user,
  );
  if (data.workEntries.length === 0) return <>{empty}</>;
  return (
    <section aria-labelledby="work-history-title" className="flex flex-col gap-2">
      <h3 id="work-history-title" className="text-base font-semibold">
        Work History
      </h3>
      <ul className="flex flex-col gap-2">
        {data.workEntries.map((entry) => {
          const badge = workTabBadge(entry.verificationStatus, entry.linkedToOrganization);
          return (
            <li key={entry.id} className="flex gap-3 rounded-2xl border bg-card p-4 shadow-xs">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary/12 text-primary">
                <BriefcaseBusinessIcon className="size-4.5" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <p className="font-semibold">{entry.position}</p>
                  {badge ? (
                    <Badge variant={BADGE_VARIANT[badge.status]}>
                      {badge.status === 'pending' ? <LiquidHourglassIcon className="size-3.5" /> : null}
                      {badge.text}
                    </Badge>
                  ) : null}
                </div>
                <p className="text-sm">{entry.organizationName}</p>
                <p className="text-sm text-muted-foreground">{placeLine(entry.city, entry.region, entry.country)}</p>
                <p className="text-xs text-muted-foreground">
                  {monthText(entry.startDate)} – {entry.current ? 'Present' : monthText(entry.endDate) || 'Unknown'}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
