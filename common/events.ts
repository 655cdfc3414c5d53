// Event discovery (issue 24): when an event stops being upcoming, where it is, the Events screen's
// filters, "Going", and their texts. Shared by the gateway and the client (docs/decisions/0053).
import { z } from 'zod';
import { toSearchText } from './search-text';
import { DATE_YEAR_MAX, DATE_YEAR_MIN, DEFAULT_PAGE_SIZE } from './constants';
import { calendarDateError, EVENT_CITY_MAX, EVENT_MESSAGES, eventSchema, optionalDate } from './venue-accounts';
import { collapseSpaces, optionalCollapsedText } from './validation';

// ---------------------------------------------------------------------------------------------------
// Upcoming and past
// ---------------------------------------------------------------------------------------------------

/**
 * An event's date has no time zone: it is the date where the event takes place. It stays upcoming
 * until that date has ended everywhere on Earth, i.e. until midnight at its end in UTC−12, the last time
 * zone to finish a day, which is 12:00 UTC on the next day. An event is never dropped while its date
 * may still be going on where it is; at most it shows half a day longer in the zones east of UTC.
 */
export const LAST_TIME_ZONE_OFFSET_HOURS = -12;

/** The first date whose events are still upcoming at `now`: today's date in UTC−12. */
export function earliestUpcomingDate(now: Date = new Date()): string {
  return new Date(now.getTime() + LAST_TIME_ZONE_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}

/** Whether an event on `date` ("YYYY-MM-DD") is still upcoming at `now`. */
export function isUpcomingDate(date: string, now: Date = new Date()): boolean {
  return date >= earliestUpcomingDate(now);
}

/**
 * An event as its owner saves it: eventSchema's rules, and a date that is still upcoming when saved (a
 * past one would be listed nowhere), unless it is the date the event already has (`savedDate`, when
 * changing one): a past event's other fields can still be put right.
 */
export function eventSchemaFor(savedDate: string | null) {
  return eventSchema.extend({
    date: eventSchema.shape.date.refine((date) => date === savedDate || isUpcomingDate(date), EVENT_MESSAGES.datePassed),
  });
}

// ---------------------------------------------------------------------------------------------------
// Where an event is
// ---------------------------------------------------------------------------------------------------

/** The city of a profile location such as "New York, NY, USA": its first part; null when empty. */
export function cityOfLocation(location: string | null | undefined): string | null {
  return collapseSpaces((location ?? '').split(',')[0]) || null;
}

/**
 * An event's city: its venue's, else the one its owner gave, else the city of the owner's profile
 * location; null when none of them is known (the event is then listed under every city only).
 */
export function eventCity(
  venueCity: string | null | undefined,
  givenCity: string | null | undefined,
  ownerLocation: string | null | undefined,
) {
  return collapseSpaces(venueCity) || collapseSpaces(givenCity) || cityOfLocation(ownerLocation);
}

/** The stored key the city filter compares: the city folded (case, accents, spaces), '' for none. */
export function eventCityKey(city: string | null | undefined): string {
  return toSearchText(city);
}

// ---------------------------------------------------------------------------------------------------
// The Events screen's filters
// ---------------------------------------------------------------------------------------------------

export const EVENT_FILTER_MESSAGES = {
  dateFormat: 'Use a date such as 2026-05-31',
  dateRange: `Use a date from ${DATE_YEAR_MIN} to ${DATE_YEAR_MAX}`,
  toBeforeFrom: 'The last day cannot be before the first day',
  backwardsPaging: 'Events are paged forwards only (first and after).',
  badCursor: 'This page of events no longer exists; start again from the first page.',
} as const;

/**
 * What the list is narrowed to: a city (any case or accent) and the first and last day, both included.
 * Days before the earliest upcoming date are never listed, whatever `from` says.
 */
export const eventFilterSchema = z
  .object({
    city: optionalCollapsedText(EVENT_CITY_MAX),
    from: optionalDate(EVENT_FILTER_MESSAGES),
    to: optionalDate(EVENT_FILTER_MESSAGES),
  })
  .superRefine(({ from, to }, ctx) => {
    const valid = (date: string | null): date is string => date !== null && calendarDateError(date, EVENT_FILTER_MESSAGES) === null;
    if (valid(from) && valid(to) && to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: EVENT_FILTER_MESSAGES.toBeforeFrom });
  });
export type EventFilterInput = z.input<typeof eventFilterSchema>;
export type EventFilter = z.output<typeof eventFilterSchema>;
export { EVENT_CITY_MAX };

/** Events the screen loads at a time. */
export const EVENTS_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/** The most cities the city picker lists (those with the most upcoming events). */
export const EVENT_CITIES_MAX = 50;

// ---------------------------------------------------------------------------------------------------
// Going
// ---------------------------------------------------------------------------------------------------

export const GOING_MESSAGES = {
  /** The toggle's label: pressed when the member is going. */
  going: 'Going',
  signInToGo: 'Sign in to mark events you are going to.',
  notFound: EVENT_MESSAGES.notFound,
  over: 'This event has already taken place',
  goingFailed: 'Could not mark you as going. Please try again.',
  notGoingFailed: 'Could not take back your Going. Please try again.',
} as const;

/** How many are going, as the event shows it: "1 going", "12 going". */
export function goingCountText(count: number): string {
  return `${count} going`;
}

// ---------------------------------------------------------------------------------------------------
// The Events screen
// ---------------------------------------------------------------------------------------------------

export const EVENTS_SCREEN = {
  title: 'Events',
  description: 'Upcoming nights at bars and brand events',
  entryLink: 'Upcoming events',
  seeAll: 'All events',
  entryHint: 'Tastings, guest shifts and launches near you',
  allCities: 'All cities',
  cityLabel: 'City',
  chooseCity: 'Choose a city',
  chooseCityHint: 'Cities with upcoming events, the busiest first.',
  citySearch: 'Search cities',
  eventsIn: (city: string) => `Events in “${city}”`,
  dateLabel: 'When',
  pickDate: 'Pick a date',
  loading: 'Loading events...',
  loadFailed: 'Failed to load events',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  loadMoreFailed: 'Could not load more events. Please try again.',
  emptyTitle: 'No upcoming events',
  emptyText: 'When bars and brands add events to their profiles, they show up here.',
  emptyFilteredText: 'Nothing is planned for this city and date yet. Try another city or date.',
  clearFilters: 'Show all events',
  endOfList: "That's everything planned so far.",
  signInHint: 'Sign in to mark the events you are going to.',
  signIn: 'Sign In',
  retry: 'Retry',
} as const;

/** The date presets of the screen, in the order shown. */
export const DATE_PRESETS = [
  { value: 'any', label: 'Any date' },
  { value: 'today', label: 'Today' },
  { value: 'weekend', label: 'This weekend' },
  { value: 'week', label: 'Next 7 days' },
  { value: 'month', label: 'This month' },
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number]['value'];
