import { describe, expect, it } from 'vitest';
import { localToday } from '@/lib/dates';
import { addDays, dateRangeOf, dayHeading, eventsFilterParams, NO_FILTER, pickedDayText, readEventsFilter } from './event-filters';

const params = (search: string) => new URLSearchParams(search);

describe('the Events filters in the URL', () => {
  it('reads a city, a preset and a picked day, and writes them back', () => {
    const state = readEventsFilter(params('city=New+York&when=date&on=2026-06-13'));
    expect(state).toEqual({ city: 'New York', when: 'date', on: '2026-06-13' });
    expect(eventsFilterParams(state).toString()).toBe('city=New+York&when=date&on=2026-06-13');
    expect(readEventsFilter(params('when=weekend'))).toEqual({ city: null, when: 'weekend', on: null });
    expect(eventsFilterParams(NO_FILTER).toString()).toBe('');
  });

  it('leaves out what it cannot read: an unknown preset, a day that is no calendar date, an empty city', () => {
    expect(readEventsFilter(params('when=someday&city=%20'))).toEqual(NO_FILTER);
    expect(readEventsFilter(params('when=date&on=2026-02-30'))).toEqual(NO_FILTER);
    expect(readEventsFilter(params('when=date'))).toEqual(NO_FILTER);
  });
});

describe('the days a preset covers, from the member’s today', () => {
  const range = (when: string, today: string) => dateRangeOf(readEventsFilter(params(`when=${when}`)), today);

  it('today, the next 7 days and the rest of this month', () => {
    expect(range('today', '2026-06-10')).toEqual({ from: '2026-06-10', to: '2026-06-10' });
    expect(range('week', '2026-06-10')).toEqual({ from: '2026-06-10', to: '2026-06-16' });
    expect(range('month', '2026-06-10')).toEqual({ from: '2026-06-10', to: '2026-06-30' });
    expect(range('month', '2028-02-03')).toEqual({ from: '2028-02-03', to: '2028-02-29' });
    expect(range('any', '2026-06-10')).toEqual({ from: null, to: null });
  });

  it('this weekend: the coming Friday to Sunday, or what is left of it', () => {
    // 2026-06-10 is a Wednesday.
    expect(range('weekend', '2026-06-10')).toEqual({ from: '2026-06-12', to: '2026-06-14' });
    expect(range('weekend', '2026-06-08')).toEqual({ from: '2026-06-12', to: '2026-06-14' });
    expect(range('weekend', '2026-06-12')).toEqual({ from: '2026-06-12', to: '2026-06-14' });
    expect(range('weekend', '2026-06-13')).toEqual({ from: '2026-06-13', to: '2026-06-14' });
    expect(range('weekend', '2026-06-14')).toEqual({ from: '2026-06-14', to: '2026-06-14' });
  });

  it('a picked day alone', () => {
    expect(dateRangeOf({ city: null, when: 'date', on: '2026-07-01' }, '2026-06-10')).toEqual({ from: '2026-07-01', to: '2026-07-01' });
  });
});

describe('days in words', () => {
  it("takes today from the member's own clock, and adds days across months and years", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('heads the list with Today, Tomorrow, else the weekday and date, the year only when it is not this one', () => {
    expect(dayHeading('2026-06-10', '2026-06-10')).toBe('Today');
    expect(dayHeading('2026-06-11', '2026-06-10')).toBe('Tomorrow');
    expect(dayHeading('2026-06-13', '2026-06-10')).toBe('Saturday, June 13');
    expect(dayHeading('2027-01-02', '2026-06-10')).toBe('Saturday, January 2, 2027');
    expect(pickedDayText('2026-06-13')).toBe('Sat, Jun 13');
  });
});
