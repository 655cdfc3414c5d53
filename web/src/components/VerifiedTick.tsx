// The verified tick beside a member's name (spec section 3; decision 50): an admin granted it, or a
// current position is verified by its organisation. The server decides (User.isVerified); this draws it.
import { BadgeCheckIcon } from 'lucide-react';
import { RECOGNITION_MESSAGES } from '@common/recognition-messages';
import { cn } from '@/lib/utils';

export function VerifiedTick({ className }: { className?: string }) {
  return (
    <BadgeCheckIcon
      role="img"
      aria-label={RECOGNITION_MESSAGES.verified}
      data-verified-tick=""
      className={cn('size-4 shrink-0 fill-primary text-primary-foreground', className)}
    />
  );
}

/** Beyond this many characters a name's last word may wrap away from the tick rather than overflow its line. */
const KEEP_WITH_TICK_MAX = 16;

/**
 * A name that wraps, with the tick after it when `verified`: the tick never goes to a line of its own, as
 * the last word and the tick do not part (unless that word is too long to fit a line anyway).
 */
export function NameWithTick({ name, verified }: { name: string; verified: boolean }) {
  if (!verified) return <>{name}</>;
  const tick = <VerifiedTick className="ml-1 inline-block align-[-0.125em]" />;
  const cut = name.lastIndexOf(' ') + 1;
  const last = name.slice(cut);
  if (last.length > KEEP_WITH_TICK_MAX) {
    return (
      <>
        {name}
        {tick}
      </>
    );
  }
  return (
    <>
      {name.slice(0, cut)}
      <span className="whitespace-nowrap">
        {last}
        {tick}
      </span>
    </>
  );
}
