// The way to the Events screen from the feed and the search screen (issue 24): the spec's four tabs
// stay as they are.
import { CalendarDaysIcon } from 'lucide-react';
import { EVENTS_SCREEN } from '@common/events';
import { LinkCard } from '@/components/ui/link-card';

export function EventsEntryLink({ className }: { className?: string }) {
  return (
    <LinkCard to="/events" icon={CalendarDaysIcon} title={EVENTS_SCREEN.entryLink} hint={EVENTS_SCREEN.entryHint} className={className} />
  );
}
