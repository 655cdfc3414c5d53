import { BriefcaseIcon, ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { GIG_MESSAGES } from '@common/gigs';
import { useSession } from '@/app/session/useSession';
import { cn } from '@/lib/utils';

/** The way to Gigs (decision 0055), on the profile and the search screen: the four tabs stay as the spec has them. */
export function GigsLink({ className }: { className?: string }) {
  const { viewer } = useSession();
  if (!viewer) return null;
  return (
    <Link
      to="/gigs"
      className={cn(
        'group flex items-center gap-3 rounded-2xl border bg-card p-3.5 shadow-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/12 text-primary" aria-hidden="true">
        <BriefcaseIcon className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold">{GIG_MESSAGES.linkTitle}</span>
        <span className="text-sm text-muted-foreground">{GIG_MESSAGES.linkHint}</span>
      </span>
      <ChevronRightIcon
        className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        aria-hidden="true"
      />
    </Link>
  );
}
