// The Events screen's filters: what the URL says (?city=&when=&on=), the days a date preset covers in
// the member's own calendar, and how a day is headed in the list. Pure, so it is tested without a browser.
import { type DatePreset, DATE_PRESETS } from '@common/events';
import { isCalendarDate } from '@common/venue-accounts';
import { lazyFormat } from '@/lib/dates';

/** A preset, or one day picked on the calendar (`on`). */
export type EventsWhen = DatePreset | 'date';

export interface EventsFilterState {
  city: string | null;
  when: EventsWhen;
  /** The picked day ("YYYY-MM-DD") when `when` is "date". */
  on: string | null;
}

export const NO_FILTER: EventsFilterState = { city: null, when: 'any', on: null };

const PRESETS = new Set<string>(DATE_PRESETS.map((preset) => preset.value));

/** The filters of a URL; anything it cannot read is left out (a link with a bad date shows every date). */
export function readEventsFilter(params: URLSearchParams): EventsFilterState {
  const city = params.get('city')?.trim() || null;
  const when = params.get('when') ?? 'any';
  const on = params.get('on');
  if (when === 'date') return on && isCalendarDate(on) ? { city, when, on } : { city, when: 'any', on: null };
  return { city, when: PRESETS.has(when) ? (when as DatePreset) : 'any', on: null };
}

/** The URL's search parameters for the filters (none for "every city, any date"). */
export function eventsFilterParams(state: EventsFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.city) params.set('city', state.city);
  if (state.when !== 'any') params.set('when', state.when);
  if (state.when === 'date' && state.on) params.set('on', state.on);
  return params;
}

export function isFiltered(state: EventsFilterState): boolean {
  return state.city !== null || state.when !== 'any';
}

const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);

/** The day `days` after `date` ("YYYY-MM-DD" in, "YYYY-MM-DD" out). */
export function addDays(date: string, days: number): string {
  return new Date(asUtc(date).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The first and last day (both included) of the filter's dates, from the member's today: Today; This
 * weekend (Friday to Sunday: the coming one, or the rest of this one from Friday on); Next 7 days
 * (today and the six after); This month (today to its last day); a picked day. Nulls for any date.
 */
export function dateRangeOf(state: EventsFilterState, today: string): { from: string | null; to: string | null } {
  switch (state.when) {
    case 'any':
      return { from: null, to: null };
    case 'today':
      return { from: today, to: today };
    case 'weekend': {
      const weekday = asUtc(today).getUTCDay(); // 0 Sunday ... 6 Saturday
      if (weekday === 0) return { from: today, to: today };
      const friday = weekday >= 5 ? today : addDays(today, 5 - weekday);
      return { from: friday, to: addDays(today, 7 - weekday) };
    }
    case 'week':
      return { from: today, to: addDays(today, 6) };
    case 'month': {
      const start = asUtc(today);
      const last = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
      return { from: today, to: last.toISOString().slice(0, 10) };
    }
    case 'date':
      return { from: state.on, to: state.on };
  }
}

/** The query's variables for the filters. */
export function eventsVariables(state: EventsFilterState, today: string): { city: string | null; from: string | null; to: string | null } {
  return { city: state.city, ...dateRangeOf(state, today) };
}

const weekdayDate = lazyFormat({ weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
const weekdayDateYear = lazyFormat({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const shortDay = lazyFormat({ weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A day's heading in the list: "Today", "Tomorrow", else "Saturday, June 13" (with the year when it is not this one's). */
export function dayHeading(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return (date.slice(0, 4) === today.slice(0, 4) ? weekdayDate : weekdayDateYear).format(asUtc(date));
}

/** A picked day on its chip: "Sat, Jun 13". */
export function pickedDayText(date: string): string {
  return shortDay.format(asUtc(date));
}
