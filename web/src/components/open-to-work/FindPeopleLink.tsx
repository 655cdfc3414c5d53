import { ChevronRightIcon, UsersRoundIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { isHiringAccount, PEOPLE_TEXTS } from '@common/hiring';
import { useSession } from '@/app/session/useSession';
import { cn } from '@/lib/utils';

/**
 * The way to Find People (decision 0051): for venue and brand accounts and admins, on their profile and
 * the search screen; nobody else sees it. The four tabs stay as the spec has them.
 */
export function FindPeopleLink({ className }: { className?: string }) {
  const { viewer } = useSession();
  if (!isHiringAccount(viewer)) return null;
  return (
    <Link
      to="/people"
      className={cn(
        'group flex items-center gap-3 rounded-2xl border bg-card p-3.5 shadow-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/12 text-primary" aria-hidden="true">
        <UsersRoundIcon className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold">{PEOPLE_TEXTS.linkTitle}</span>
        <span className="text-sm text-muted-foreground">{PEOPLE_TEXTS.linkHint}</span>
      </span>
      <ChevronRightIcon
        className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        aria-hidden="true"
      />
    </Link>
  );
}
