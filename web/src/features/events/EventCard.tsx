import { ClockIcon, MapPinIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { eventDateText, eventTimeText } from '@common/venue-accounts';
import { EventDateChip } from '@/components/events/EventDateChip';
import { GoingButton } from '@/components/events/GoingButton';
import type { EventCard_event$key } from './__generated__/EventCard_event.graphql';

/**
 * One upcoming event: its day, name, time, where it is and who hosts it, and Going. The whole card links
 * to the host's profile (the bar that speaks for the venue, or the brand); Going sits above that link.
 */
export function EventCard({ event }: { event: EventCard_event$key }) {
  const data = useFragment(
    graphql`
      fragment EventCard_event on Event {
        databaseId
        name
        date
        time
        city
        venue {
          name
        }
        owner {
          databaseId
          displayName
        }
        ...GoingButton_event
      }
    `,
    event,
  );
  const host = data.venue ? `at ${data.venue.name}` : `by ${data.owner.displayName}`;

  return (
    <article className="relative flex gap-3.5 rounded-2xl border bg-card p-4 shadow-xs transition-[border-color,box-shadow] has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring/50 hover:border-primary/40 hover:shadow-sm">
      <EventDateChip date={data.date} />
      <div className="min-w-0 flex-1">
        <h3 className="text-[1.0625rem] leading-snug font-semibold text-pretty">
          {/* The whole card is the link's target; the heading keeps the accessible name short. */}
          <Link to={`/profile/${data.owner.databaseId}`} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
            {data.name}
          </Link>
        </h3>
        {/* The time, then where: a long venue name wraps onto a second line rather than being cut. */}
        <p className="mt-1 line-clamp-2 text-sm break-words text-pretty text-muted-foreground">
          <span className="sr-only">{eventDateText(data.date)}, </span>
          {data.time ? (
            <>
              <span className="whitespace-nowrap">
                <ClockIcon className="mr-1.5 inline size-3.5 align-[-0.125em]" aria-hidden="true" />
                {eventTimeText(data.time)}
              </span>
              <span aria-hidden="true"> · </span>
            </>
          ) : null}
          {host}
        </p>
        {data.city ? (
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPinIcon className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{data.city}</span>
          </p>
        ) : null}
        <GoingButton event={data} className="mt-3" />
      </div>
    </article>
  );
}
