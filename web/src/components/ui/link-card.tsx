// The one card that leads to another screen (Events, Gigs, Find People): an icon in a tinted square,
// a title, a one-line hint and a chevron; the whole card is the link.
import { ChevronRightIcon, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/utils';

export function LinkCard({
  to,
  icon: Icon,
  title,
  hint,
  className,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  hint: string;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'group flex items-center gap-3 rounded-2xl border bg-card p-3.5 shadow-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/12 text-primary" aria-hidden="true">
        <Icon className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-muted-foreground">{hint}</span>
      </span>
      <ChevronRightIcon
        className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        aria-hidden="true"
      />
    </Link>
  );
}
