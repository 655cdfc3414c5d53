import { CalendarXIcon, CheckCircle2Icon } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { toast } from 'sonner';
import { EVENTS_PAGE_SIZE, EVENTS_SCREEN } from '@common/events';
import { LoadMoreSentinel } from '@/components/LoadMoreSentinel';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { EventList_query$key } from './__generated__/EventList_query.graphql';
import type { EventListPaginationQuery } from './__generated__/EventListPaginationQuery.graphql';
import { EventCard } from './EventCard';
import { dayHeading } from '@/lib/event-filters';

/**
 * The upcoming events, a page at a time (the next one loads as the end comes near, or with "Load more"),
 * under a heading per day: Today, Tomorrow, then the weekday and date in the member's calendar.
 */
export function EventList({
  query,
  today,
  filtered,
  onClearFilters,
}: {
  query: EventList_query$key;
  /** The member's calendar day, "YYYY-MM-DD". */
  today: string;
  filtered: boolean;
  onClearFilters(): void;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<EventListPaginationQuery, EventList_query$key>(
    graphql`
      fragment EventList_query on Query
      @refetchable(queryName: "EventListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int!" }
        after: { type: "String" }
        city: { type: "String" }
        from: { type: "String" }
        to: { type: "String" }
      ) {
        upcomingEvents(first: $first, after: $after, city: $city, from: $from, to: $to)
          @connection(key: "EventList_upcomingEvents", filters: ["city", "from", "to"]) {
          edges {
            node {
              id
              date
              ...EventCard_event
            }
          }
        }
      }
    `,
    query,
  );
  const { edges } = data.upcomingEvents;

  if (edges.length === 0) {
    return (
      <div role="status" className="flex flex-col items-center gap-2 px-6 py-14 text-center">
        <div className="mb-2 flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground" aria-hidden="true">
          <CalendarXIcon className="size-7" />
        </div>
        <h2 className="font-display text-xl font-semibold">{EVENTS_SCREEN.emptyTitle}</h2>
        <p className="max-w-xs text-sm text-muted-foreground">{filtered ? EVENTS_SCREEN.emptyFilteredText : EVENTS_SCREEN.emptyText}</p>
        {filtered ? (
          <Button variant="outline" className="mt-3" onClick={onClearFilters}>
            {EVENTS_SCREEN.clearFilters}
          </Button>
        ) : null}
      </div>
    );
  }

  const loadMore = () => {
    if (isLoadingNext || !hasNext) return;
    loadNext(EVENTS_PAGE_SIZE, {
      onComplete: (error) => {
        if (error) toast.error(EVENTS_SCREEN.loadMoreFailed);
      },
    });
  };

  // Consecutive events of one day under its heading (the list is in date order).
  const days: Array<{ date: string; nodes: Array<(typeof edges)[number]['node']> }> = [];
  for (const { node } of edges) {
    const last = days.at(-1);
    if (last?.date === node.date) last.nodes.push(node);
    else days.push({ date: node.date, nodes: [node] });
  }

  return (
    <div className="flex flex-col gap-6">
      {days.map((day) => {
        const headingId = `events-day-${day.date}`;
        return (
          <section key={day.date} aria-labelledby={headingId} className="flex flex-col gap-3">
            <h2 id={headingId} className="text-xs font-semibold tracking-[0.08em] text-muted-foreground uppercase">
              {dayHeading(day.date, today)}
            </h2>
            <ul className="flex flex-col gap-3">
              {day.nodes.map((node) => (
                <li key={node.id}>
                  <EventCard event={node} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}

      {hasNext ? (
        <>
          <LoadMoreSentinel onVisible={loadMore} active={!isLoadingNext} />
          <Button variant="outline" size="lg" className="w-full" onClick={loadMore} disabled={isLoadingNext}>
            {isLoadingNext ? <Spinner className="size-4.5" /> : null}
            {isLoadingNext ? EVENTS_SCREEN.loadingMore : EVENTS_SCREEN.loadMore}
          </Button>
        </>
      ) : (
        <p className="flex items-center justify-center gap-2 rounded-2xl bg-muted px-4 py-4 text-center text-sm text-muted-foreground">
          <CheckCircle2Icon className="size-4.5 shrink-0 text-success" aria-hidden="true" />
          {EVENTS_SCREEN.endOfList}
        </p>
      )}
    </div>
  );
}
