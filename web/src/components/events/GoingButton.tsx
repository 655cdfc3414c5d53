// "Going" on an event (issue 24, decision 0053): how many are going, and a toggle for the member. The
// toggle and the count change at once (an optimistic update); the server's answer confirms them, or puts
// them back with a toast. Its name is its visible label, "Going"; its pressed state says whether the
// member is going. Visitors get a link to sign in, named with the sign-in message. Above a card's
// whole-card link (relative z-10), at least 44px high where there is room (40px in a compact row).
import { CheckIcon, PlusIcon, UsersIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { GOING_MESSAGES, goingCountText } from '@common/events';
import { useSession } from '@/app/session/useSession';
import { LOGIN_PATH } from '@/app/routing/route-table';
import { cn } from '@/lib/utils';
import type { GoingButton_event$key } from './__generated__/GoingButton_event.graphql';
import { useMarkEventGoingMutation } from './MarkEventGoingMutation';

const TOGGLE =
  'relative z-10 inline-flex items-center justify-center gap-1.5 rounded-full border px-4 text-sm font-semibold whitespace-nowrap outline-none transition-[color,background-color,border-color,transform] focus-visible:ring-[3px] focus-visible:ring-ring/50 active:scale-95 [&_svg]:size-4';

export function GoingButton({
  event,
  compact = false,
  className,
}: {
  event: GoingButton_event$key;
  compact?: boolean;
  className?: string;
}) {
  const data = useFragment(
    graphql`
      fragment GoingButton_event on Event {
        id
        goingCount
        viewerIsGoing
      }
    `,
    event,
  );
  const { status } = useSession();
  const [setGoing] = useMarkEventGoingMutation();
  const size = compact ? 'h-10 px-3.5' : 'h-11';

  const count = (
    <span
      data-testid="going-count"
      className="inline-flex items-center gap-1.5 text-sm whitespace-nowrap text-muted-foreground tabular-nums"
    >
      <UsersIcon className="size-4" aria-hidden="true" />
      {goingCountText(data.goingCount)}
    </span>
  );

  if (status !== 'authenticated') {
    return (
      <div className={cn('flex items-center justify-between gap-3', className)}>
        {count}
        <Link
          to={LOGIN_PATH}
          aria-label={GOING_MESSAGES.signInToGo}
          title={GOING_MESSAGES.signInToGo}
          className={cn(TOGGLE, size, 'border-input bg-card hover:bg-accent')}
        >
          <PlusIcon aria-hidden="true" />
          {GOING_MESSAGES.going}
        </Link>
      </div>
    );
  }

  const going = data.viewerIsGoing;
  function toggle() {
    setGoing(!going, data.id);
  }

  return (
    <div className={cn('flex items-center justify-between gap-3', className)}>
      {count}
      <button
        type="button"
        aria-pressed={going}
        onClick={toggle}
        className={cn(
          TOGGLE,
          size,
          going
            ? 'border-primary bg-primary text-primary-foreground shadow-sm hover:bg-primary/90'
            : 'border-input bg-card text-foreground hover:bg-accent',
        )}
      >
        {going ? <CheckIcon strokeWidth={3} aria-hidden="true" /> : <PlusIcon aria-hidden="true" />}
        {GOING_MESSAGES.going}
      </button>
    </div>
  );
}
