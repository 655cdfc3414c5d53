import { CircleAlertIcon, LogInIcon } from 'lucide-react';
import { Suspense, useDeferredValue, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, type LoaderFunctionArgs, useLoaderData, useRevalidator, useSearchParams } from 'react-router-dom';
import { EVENTS_PAGE_SIZE, EVENTS_SCREEN } from '@common/events';
import { LOGIN_PATH } from '@/app/routing/route-table';
import { useSession } from '@/app/session/useSession';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { PageHeader } from '@/components/PageHeader';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { localToday } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { requestErrorText } from '@/relay/fetch-graphql';
import { loadRouteQuery } from '@/relay/route-query';
import type { EventsPageQuery as EventsPageQueryType } from './__generated__/EventsPageQuery.graphql';
import { EventCityPicker } from './EventCityPicker';
import { EventDateChips } from './EventDateChips';
import { EventList } from './EventList';
import {
  type EventsFilterState,
  type EventsWhen,
  eventsFilterParams,
  eventsVariables,
  isFiltered,
  NO_FILTER,
  readEventsFilter,
} from '@/lib/event-filters';

const EventsPageQuery = graphql`
  query EventsPageQuery($first: Int!, $city: String, $from: String, $to: String) {
    ...EventList_query @arguments(first: $first, city: $city, from: $from, to: $to)
  }
`;

type EventsQueryRef = PreloadedQuery<EventsPageQueryType>;

/** Loads the events the URL's filters ask for, the date presets read in the member's own calendar. */
export function loader({ request }: LoaderFunctionArgs): EventsQueryRef {
  const filter = readEventsFilter(new URL(request.url).searchParams);
  return loadRouteQuery<EventsPageQueryType>(
    'events',
    EventsPageQuery,
    { first: EVENTS_PAGE_SIZE, ...eventsVariables(filter, localToday()) },
    // Counts of Going and new events change while one is away: shown from the store, then refreshed.
    { fetchPolicy: 'store-and-network' },
  );
}

/** Upcoming events at bars and from brands (issue 24), by city and date, for members and visitors alike. */
export default function EventsPage() {
  const queryRef = useLoaderData() as EventsQueryRef;
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = readEventsFilter(searchParams);
  const [today] = useState(localToday);
  const { status } = useSession();
  // The list on screen stays until the next one is ready (dimmed meanwhile).
  const deferredRef = useDeferredValue(queryRef);
  const pending = deferredRef !== queryRef;

  // Each change is a history entry (Back undoes it) and starts the list from its top.
  const change = (next: EventsFilterState) => setSearchParams(eventsFilterParams(next));
  const changeWhen = (when: EventsWhen, on?: string) => change({ ...filter, when, on: when === 'date' ? (on ?? null) : null });

  return (
    <div className="pb-8">
      <title>Events · Repour</title>
      <PageHeader title={EVENTS_SCREEN.title} description={EVENTS_SCREEN.description} />
      <div className="sticky top-[calc(3.5rem+env(safe-area-inset-top))] z-30 flex flex-col gap-2.5 border-b bg-background/95 px-4 pt-1 pb-3 backdrop-blur-lg">
        <EventCityPicker city={filter.city} onChange={(city) => change({ ...filter, city })} />
        <EventDateChips when={filter.when} on={filter.on} today={today} onChange={changeWhen} />
      </div>
      <div className="flex flex-col gap-4 px-4 pt-4">
        {status === 'unauthenticated' ? <SignInHint /> : null}
        <ErrorBoundary resetKey={deferredRef} fallback={(error) => <EventsError error={error} />}>
          <Suspense fallback={<EventsLoading />}>
            <EventsResults
              queryRef={deferredRef}
              pending={pending}
              today={today}
              filtered={isFiltered(filter)}
              onClearFilters={() => change(NO_FILTER)}
            />
          </Suspense>
        </ErrorBoundary>
      </div>
    </div>
  );
}

function EventsResults({
  queryRef,
  pending,
  today,
  filtered,
  onClearFilters,
}: {
  queryRef: EventsQueryRef;
  pending: boolean;
  today: string;
  filtered: boolean;
  onClearFilters(): void;
}) {
  const data = usePreloadedQuery<EventsPageQueryType>(EventsPageQuery, queryRef);
  return (
    <div aria-busy={pending} className={cn('transition-opacity', pending && 'pointer-events-none opacity-60')}>
      <EventList query={data} today={today} filtered={filtered} onClearFilters={onClearFilters} />
    </div>
  );
}

/** Visitors see every event; marking Going needs an account. */
function SignInHint() {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-primary/25 bg-primary/6 px-4 py-3 text-sm">
      <p className="min-w-0 flex-1">{EVENTS_SCREEN.signInHint}</p>
      <Button asChild size="sm" className="shrink-0">
        <Link to={LOGIN_PATH}>
          <LogInIcon aria-hidden="true" />
          {EVENTS_SCREEN.signIn}
        </Link>
      </Button>
    </div>
  );
}

function EventsLoading() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        {EVENTS_SCREEN.loading}
      </p>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="flex gap-3.5 rounded-2xl border bg-card p-4">
          <Skeleton className="size-12 rounded-xl" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="mt-2 h-10 w-full rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

function EventsError({ error }: { error: Error }) {
  const revalidator = useRevalidator();
  // A refused filter or a rate limit says why; a dropped connection gets the screen's own words.
  const message = requestErrorText(error, EVENTS_SCREEN.loadFailed);
  return (
    <div className="flex flex-col items-center gap-4 py-14 text-center">
      <CircleAlertIcon className="size-8 text-destructive" aria-hidden="true" />
      <p role="alert" className="text-destructive">
        {message}
      </p>
      <Button variant="outline" onClick={() => void revalidator.revalidate()} disabled={revalidator.state === 'loading'}>
        {EVENTS_SCREEN.retry}
      </Button>
    </div>
  );
}
