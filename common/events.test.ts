import { describe, expect, it } from 'vitest';
import {
  cityOfLocation,
  earliestUpcomingDate,
  EVENT_FILTER_MESSAGES,
  eventCity,
  eventCityKey,
  eventFilterSchema,
  goingCountText,
  isUpcomingDate,
} from './events';
import { fieldErrorsOf } from './validation';

const errorsOf = (result: { error?: import('zod').ZodError }) => (result.error ? fieldErrorsOf(result.error) : []);

describe('when an event stops being upcoming', () => {
  it('keeps an event listed until its date has ended in UTC-12: 12:00 UTC the next day', () => {
    // June 5 has not ended in UTC-12 until June 6, 12:00 UTC.
    expect(isUpcomingDate('2026-06-05', new Date('2026-06-06T11:59:59.999Z'))).toBe(true);
    expect(isUpcomingDate('2026-06-05', new Date('2026-06-06T12:00:00.000Z'))).toBe(false);
    expect(earliestUpcomingDate(new Date('2026-06-06T12:00:00.000Z'))).toBe('2026-06-06');
  });

  it('never drops an event before its own day has begun anywhere, nor while it may still be on', () => {
    // An evening in Honolulu (UTC-10) on June 5 is June 6 in UTC: still listed.
    expect(isUpcomingDate('2026-06-05', new Date('2026-06-06T08:30:00Z'))).toBe(true);
    // The first minute of June 5 in Kiritimati (UTC+14) is June 3, 22:00 in UTC-12: June 3 is still listed.
    expect(earliestUpcomingDate(new Date('2026-06-04T10:00:00Z'))).toBe('2026-06-03');
    expect(isUpcomingDate('2026-06-05', new Date('2026-06-04T10:00:00Z'))).toBe(true);
  });
});

describe("an event's city", () => {
  it("is its venue's, else the one given, else the first part of the owner's location", () => {
    expect(eventCity('Lisbon', 'Porto', 'Faro, Portugal')).toBe('Lisbon');
    expect(eventCity(null, ' New  York ', 'London, United Kingdom')).toBe('New York');
    expect(eventCity(null, null, 'London, United Kingdom')).toBe('London');
    expect(eventCity('', '', '  ')).toBeNull();
    expect(cityOfLocation('Singapore')).toBe('Singapore');
    expect(cityOfLocation(null)).toBeNull();
  });

  it('is filtered by its folded form: any case, accents or spacing', () => {
    expect(eventCityKey('São  Paulo')).toBe(eventCityKey('sao paulo'));
    expect(eventCityKey(null)).toBe('');
  });
});

describe('the Events filter', () => {
  it('takes a city and a first and last day, each optional', () => {
    expect(eventFilterSchema.parse({ city: ' London ', from: '2026-06-01', to: '2026-06-01' })).toEqual({
      city: 'London',
      from: '2026-06-01',
      to: '2026-06-01',
    });
    expect(eventFilterSchema.parse({})).toEqual({ city: null, from: null, to: null });
  });

  it('refuses a bad date, a city over 200 characters and a last day before the first, naming each field', () => {
    expect(errorsOf(eventFilterSchema.safeParse({ city: 'x'.repeat(201), from: '2026-02-30', to: '31/05/2026' }))).toEqual([
      { path: 'city', message: 'At most 200 characters' },
      { path: 'from', message: EVENT_FILTER_MESSAGES.dateFormat },
      { path: 'to', message: EVENT_FILTER_MESSAGES.dateFormat },
    ]);
    expect(errorsOf(eventFilterSchema.safeParse({ from: '2026-06-02', to: '2026-06-01' }))).toEqual([
      { path: 'to', message: 'The last day cannot be before the first day' },
    ]);
    expect(errorsOf(eventFilterSchema.safeParse({ from: '0026-06-02' }))).toEqual([
      { path: 'from', message: 'Use a date from 1900 to 2100' },
    ]);
  });
});

it('says how many are going', () => {
  expect(goingCountText(0)).toBe('0 going');
  expect(goingCountText(12)).toBe('12 going');
});
