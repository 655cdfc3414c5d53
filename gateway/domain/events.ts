// Events of bar and brand accounts (spec section 2: bar Events "Add Event, Manage"; brand "Create
// Event"). Only their owner adds, changes or removes them. Issue 24 makes them discoverable (decision
// 0053): where each one is (its city, written on every save), the upcoming ones by city and date in
// keyset pages, and members marking "Going" with a count kept exact in the writing statement.
import { withinCap } from './account-caps';
import { ACCOUNT_CAPS } from '../../common/account-caps';
import { MAX_PAGE_SIZE } from '../../common/constants';
import {
  EVENT_CITIES_MAX,
  EVENT_FILTER_MESSAGES,
  EVENTS_PAGE_SIZE,
  type EventFilter,
  eventCity,
  eventCityKey,
  earliestUpcomingDate,
  eventSchemaFor,
  GOING_MESSAGES,
  isUpcomingDate,
} from '../../common/events';
import { EVENT_MESSAGES, type EventInput } from '../../common/venue-accounts';
import type { Viewer } from '../auth/sessions';
import { NotAuthorizedError, NotFoundError, parseInput, ValidationError } from '../errors';
import { type Event, Prisma } from '../generated/prisma/client';
import { rowMatches } from '../read/prisma-where';
import { pageSize, type PageArgs } from './keyset';
import { requireViewer } from './profiles';
import type { Services } from '../services';
import { type Toggle, toggleOff, toggleOn } from './toggle';

export type { EventInput };

function requireEventAccount(viewer: Viewer): void {
  if (viewer.profileType !== 'bar' && viewer.profileType !== 'brand') throw new NotAuthorizedError(EVENT_MESSAGES.accountsOnly);
}

/** The events a viewer hosts (and so may change or remove): their own account's. */
export function hostedEventsWhere(viewer: Viewer | null): Prisma.EventWhereInput {
  return viewer ? { ownerId: viewer.id } : { id: { in: [] } };
}

async function ownEvent({ prisma }: Pick<Services, 'prisma'>, viewer: Viewer, id: number): Promise<Event> {
  const event = await prisma.event.findUnique({ where: { id } });
  if (!event || !rowMatches(hostedEventsWhere(viewer), event)) throw new NotFoundError(EVENT_MESSAGES.notFound);
  return event;
}

/** The city columns of an event: its venue's city, else the one given, else its owner's location's (decision 0053). */
async function placeOf(
  { prisma }: Pick<Services, 'prisma'>,
  ownerId: number,
  venueCity: string | null | undefined,
  givenCity: string | null,
): Promise<{ city: string | null; citySearch: string }> {
  const known = venueCity?.trim() || givenCity;
  const owner = known ? null : await prisma.user.findUniqueOrThrow({ where: { id: ownerId }, select: { location: true } });
  const city = eventCity(venueCity, givenCity, owner?.location);
  return { city, citySearch: eventCityKey(city) };
}

/** A bar's events take place at the venue it speaks for, in its city. */
export async function createEvent(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  input: EventInput,
): Promise<Event> {
  const viewer = requireViewer(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'hostingWritesPerMember');
  requireEventAccount(viewer);
  const { city: givenCity, ...data } = parseInput(eventSchemaFor(null), input);
  const venue =
    viewer.profileType === 'bar' ? await prisma.venue.findFirst({ where: { ownerId: viewer.id }, select: { id: true, city: true } }) : null;
  const place = await placeOf({ prisma }, viewer.id, venue?.city, givenCity);
  return withinUpcomingCap({ prisma }, viewer.id, data.date, null, (tx) =>
    tx.event.create({ data: { ...data, ...place, ownerId: viewer.id, venueId: venue?.id ?? null } }),
  );
}

/**
 * An event that is upcoming once written counts towards the account's cap of upcoming events
 * (`except`: the event being changed, already counted); a past one does not.
 */
function withinUpcomingCap<T>(
  { prisma }: Pick<Services, 'prisma'>,
  ownerId: number,
  date: string,
  except: number | null,
  write: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  if (!isUpcomingDate(date)) return write(prisma);
  return withinCap(
    { prisma },
    ACCOUNT_CAPS.upcomingEvents,
    { account: ownerId },
    (tx) => tx.event.count({ where: { ownerId, ...upcomingWhere(), ...(except ? { id: { not: except } } : {}) } }),
    write,
  );
}

export async function updateEvent(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  id: number,
  input: EventInput,
): Promise<Event> {
  const viewer = requireViewer(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'hostingWritesPerMember');
  const event = await ownEvent({ prisma }, viewer, id);
  const { city: givenCity, ...data } = parseInput(eventSchemaFor(event.date), input);
  const venue = event.venueId ? await prisma.venue.findUnique({ where: { id: event.venueId }, select: { city: true } }) : null;
  // Left empty, the city stays the one saved: never silently the owner's profile city instead.
  const place = await placeOf({ prisma }, viewer.id, venue?.city, givenCity ?? event.city);
  return withinUpcomingCap({ prisma }, viewer.id, data.date, id, (tx) => tx.event.update({ where: { id }, data: { ...data, ...place } }));
}

export async function removeEvent(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  id: number,
): Promise<Event> {
  const viewer = requireViewer(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'hostingWritesPerMember');
  const event = await ownEvent({ prisma }, viewer, id);
  await prisma.event.delete({ where: { id } });
  return event;
}

// ---------------------------------------------------------------------------------------------------
// Upcoming events: the one rule of "not past", the filters, and keyset pages in (date, time, id)
// order, time-less events last on their day (the index's order: ASC puts nulls last).
// ---------------------------------------------------------------------------------------------------

/** Events that are not past at `now` (common/events.ts earliestUpcomingDate): every list of upcoming events reads this. */
export function upcomingWhere(now: Date = new Date()): Prisma.EventWhereInput {
  return { date: { gte: earliestUpcomingDate(now) } };
}

/** Upcoming events in the filter's city (folded) and days (both included). */
export function upcomingEventsWhere(filter: EventFilter, now: Date = new Date()): Prisma.EventWhereInput {
  const earliest = earliestUpcomingDate(now);
  const from = filter.from && filter.from > earliest ? filter.from : earliest;
  return {
    date: { gte: from, ...(filter.to ? { lte: filter.to } : {}) },
    ...(filter.city ? { citySearch: eventCityKey(filter.city) } : {}),
  };
}

export const eventOrder: Prisma.EventOrderByWithRelationInput[] = [{ date: 'asc' }, { time: 'asc' }, { id: 'asc' }];
/** The reverse: the latest first (an account's events with its past ones). */
export const eventOrderNewestFirst: Prisma.EventOrderByWithRelationInput[] = [
  { date: 'desc' },
  { time: { sort: 'desc', nulls: 'first' } },
  { id: 'desc' },
];

export interface EventKey {
  date: string;
  time: string | null;
  id: number;
}

/** `event:date:time:id` in base64url (time empty when the event has none). */
export function encodeEventCursor(key: EventKey): string {
  return Buffer.from(`event:${key.date}:${key.time ?? ''}:${key.id}`).toString('base64url');
}

export function decodeEventCursor(cursor: string): EventKey {
  const match = /^event:(\d{4}-\d{2}-\d{2}):(\d{2}:\d{2})?:(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const id = match ? Number(match[3]) : NaN;
  if (!match || !Number.isSafeInteger(id)) throw ValidationError.field('after', EVENT_FILTER_MESSAGES.badCursor);
  return { date: match[1], time: match[2] ?? null, id };
}

/**
 * The events after `key` in eventOrder. `date >= key.date` comes first so the index scan starts at the
 * cursor's day (as the cocktail list's keyset, decision 0025); the OR then picks up within that day.
 */
export function afterEventWhere(key: EventKey): Prisma.EventWhereInput {
  const sameDay: Prisma.EventWhereInput[] =
    key.time === null
      ? [{ date: key.date, time: null, id: { gt: key.id } }]
      : [
          { date: key.date, time: { gt: key.time } },
          { date: key.date, time: null },
          { date: key.date, time: key.time, id: { gt: key.id } },
        ];
  return { date: { gte: key.date }, OR: [{ date: { gt: key.date } }, ...sameDay] };
}

/** How many events a page shows (forwards only). */
export function eventsPageSize(args: PageArgs): number {
  return pageSize(args, EVENTS_PAGE_SIZE, MAX_PAGE_SIZE, EVENT_FILTER_MESSAGES.backwardsPaging);
}

export interface EventCityCount {
  name: string;
  upcomingCount: number;
}

/**
 * Cities with upcoming events, the busiest first (then by name), for the city picker. A city written
 * in several ways (case, accents) is one, shown as most of its events write it.
 */
export async function upcomingEventCities(
  { prisma }: Pick<Services, 'prisma'>,
  first: number,
  now: Date = new Date(),
): Promise<EventCityCount[]> {
  if (!Number.isInteger(first) || first < 1 || first > EVENT_CITIES_MAX)
    throw ValidationError.field('first', `Ask for 1 to ${EVENT_CITIES_MAX} cities`);
  return prisma.$queryRaw<EventCityCount[]>`
    SELECT mode() WITHIN GROUP (ORDER BY city) AS name, count(*)::int AS "upcomingCount"
    FROM events
    WHERE date >= ${earliestUpcomingDate(now)} AND city_search <> ''
    GROUP BY city_search
    ORDER BY count(*) DESC, city_search
    LIMIT ${first}::int`;
}

// ---------------------------------------------------------------------------------------------------
// Going
// ---------------------------------------------------------------------------------------------------

/** Marking "Going" needs an account: the signed-in member, or UNAUTHENTICATED with the sign-in message. */
const signedInToGo = (viewer: Viewer | null): Viewer => requireViewer(viewer, GOING_MESSAGES.signInToGo);

/**
 * The viewer's Going to an event (domain/toggle.ts), as likes are (decision 0044): the event's going_count
 * moves with it. Any event may be taken back (the count stays exact); only an upcoming one is marked.
 */
function going(viewer: Viewer | null, eventId: number): Toggle {
  return {
    memberId: signedInToGo(viewer).id,
    limit: 'eventGoingPerMember',
    row: { table: 'event_attendees', member: 'user_id', target: 'event_id', targetId: eventId },
    target: Prisma.sql`SELECT e.id FROM events e WHERE e.id = ${eventId}::int`,
    counter: (step) => Prisma.sql`UPDATE events SET going_count = going_count ${step} 1 WHERE id = ${eventId}::int`,
    notFound: () => new NotFoundError(GOING_MESSAGES.notFound),
  };
}

/** The viewer is going to an upcoming event. Idempotent. Returns whether they were not going before. */
export async function markEventGoing(
  services: Pick<Services, 'prisma' | 'limits' | 'live'>,
  viewer: Viewer | null,
  eventId: number,
  now: Date = new Date(),
): Promise<boolean> {
  const toggle = going(viewer, eventId);
  const { changed } = await toggleOn(services, {
    ...toggle,
    target: Prisma.sql`${toggle.target} AND e.date >= ${earliestUpcomingDate(now)}`,
    notFound: async () => {
      // Past events are no longer listed; one that has ended is said to have, not to be missing.
      const past = await services.prisma.event.findUnique({ where: { id: eventId }, select: { id: true } });
      return past ? ValidationError.field('eventId', GOING_MESSAGES.over) : toggle.notFound();
    },
  });
  return changed > 0;
}

/** The viewer is no longer going. Idempotent; allowed after the event too (the count stays exact). */
export async function unmarkEventGoing(
  services: Pick<Services, 'prisma' | 'limits' | 'live'>,
  viewer: Viewer | null,
  eventId: number,
): Promise<boolean> {
  const { changed } = await toggleOff(services, going(viewer, eventId));
  return changed > 0;
}
