// A gig's start date and city, each with its icon: the line under a gig's title on its card and in
// "Gigs for you" (smaller there).
import { CalendarIcon, MapPinIcon } from 'lucide-react';
import { eventDateText } from '@common/venue-accounts';
import { cn } from '@/lib/utils';

export function GigWhenWhere({
  startsOn,
  city,
  compact,
  className,
}: {
  startsOn: string;
  city: string;
  compact?: boolean;
  className?: string;
}) {
  const icon = cn('shrink-0 text-muted-foreground', compact ? 'size-3.5' : 'size-4');
  return (
    <span className={cn('flex flex-wrap text-sm', compact ? 'gap-x-3 gap-y-0.5' : 'gap-x-4 gap-y-1', className)}>
      <span className="flex min-w-0 items-center gap-1.5">
        <CalendarIcon className={icon} aria-hidden="true" />
        {eventDateText(startsOn)}
      </span>
      <span className="flex min-w-0 items-center gap-1.5">
        <MapPinIcon className={icon} aria-hidden="true" />
        <span className="truncate">{city}</span>
      </span>
    </span>
  );
}
