// The way to the Events screen from the feed and the search screen (issue 24): the spec's four tabs
// stay as they are.
import { CalendarDaysIcon, ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EVENTS_SCREEN } from '@common/events';
import { cn } from '@/lib/utils';

export function EventsEntryLink({ className }: { className?: string }) {
  return (
    <Link
      to="/events"
      className={cn(
        'flex items-center gap-3.5 rounded-2xl border bg-card p-4 shadow-xs transition-[border-color,box-shadow] outline-none hover:border-primary/40 hover:shadow-sm focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/12 text-primary" aria-hidden="true">
        <CalendarDaysIcon className="size-5.5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{EVENTS_SCREEN.entryLink}</span>
        <span className="block text-sm text-muted-foreground">{EVENTS_SCREEN.entryHint}</span>
      </span>
      <ChevronRightIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
    </Link>
  );
}
