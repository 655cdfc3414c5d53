import { Repeat2Icon, TrophyIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { WEEKLY_TOP10_TEXT } from '@common/weekly-top10';
import type { ProfileStatsTiles_user$key } from './__generated__/ProfileStatsTiles_user.graphql';

/** Total Re-pours and Weekly Top 10 Hits (non-barfly profiles). */
export function ProfileStatsTiles({ user }: { user: ProfileStatsTiles_user$key }) {
  const { totalRepours, weeklyTop10Hits } = useFragment(
    graphql`
      fragment ProfileStatsTiles_user on User {
        # The counter the Repour and Undo payloads update (decision 0047), so the tile moves without a refetch.
        totalRepours
        weeklyTop10Hits
      }
    `,
    user,
  );
  return (
    <ul className="grid grid-cols-2 gap-3">
      <Tile icon={<Repeat2Icon className="size-5" aria-hidden="true" />} label="Total Re-pours" value={totalRepours} />
      <Tile icon={<TrophyIcon className="size-5" aria-hidden="true" />} label={WEEKLY_TOP10_TEXT.hits} value={weeklyTop10Hits} />
    </ul>
  );
}

function Tile({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <li className="flex items-center gap-3 rounded-2xl border bg-card p-4 shadow-xs">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/12 text-primary">{icon}</span>
      <span className="flex flex-col">
        <span className="text-xl leading-tight font-semibold tabular-nums">{value}</span>
        <span className="text-xs text-muted-foreground">{label}</span>
      </span>
    </li>
  );
}
