import { describe, expect, it } from 'vitest';
import { DEFAULT_WORK_COUNTRY } from './constants';
import { checkWorkEntry, entryAtVenue, WORK_MESSAGES, workEntrySchema, workTabBadge } from './work-history';

const now = new Date('2026-06-15T00:00:00Z');
const valid = { organizationName: ' Dante ', position: 'Head Bartender', city: 'New York', startDate: '2024-03' };

describe('a work-history entry', () => {
  it('needs organization name, city, position and start date, all non-empty', () => {
    const result = checkWorkEntry({ organizationName: ' ', city: '', position: '  ', startDate: '' }, now);
    expect(result.errors?.map((error) => error.message)).toEqual([
      'Please enter the organization name',
      'Please enter the city',
      'Please enter your position',
      'Please choose a start date',
    ]);
  });

  it('has months in the years 1900 to 2100: a typo like 0202 is refused, a future start says it is in the future', () => {
    expect(checkWorkEntry({ ...valid, startDate: '0202-03' }, now).errors).toEqual([
      { path: 'startDate', message: 'Use a month from 1900 to 2100' },
    ]);
    expect(checkWorkEntry({ ...valid, startDate: '9999-03' }, now).errors).toEqual([
      { path: 'startDate', message: 'The start date cannot be in the future' },
    ]);
    expect(checkWorkEntry({ ...valid, endDate: '9999-12' }, now).errors).toEqual([
      { path: 'endDate', message: 'Use a month from 1900 to 2100' },
    ]);
    expect(checkWorkEntry({ ...valid, startDate: '1900-01', endDate: '2100-12' }, now).errors).toBeNull();
  });

  it('is trimmed, with the country USA by default', () => {
    expect(checkWorkEntry(valid, now).entry).toEqual({
      organizationName: 'Dante',
      position: 'Head Bartender',
      city: 'New York',
      country: 'USA',
      region: null,
      postalCode: null,
      startDate: '2024-03',
      endDate: null,
      current: false,
    });
  });

  it('has no end date while current', () => {
    expect(checkWorkEntry({ ...valid, current: true, endDate: '2025-01' }, now).entry).toMatchObject({ current: true, endDate: null });
  });

  it('refuses months in another form, a future start and an end before the start', () => {
    expect(checkWorkEntry({ ...valid, startDate: '03/2024' }, now).errors?.[0].message).toBe('Use a month such as 2024-03');
    expect(checkWorkEntry({ ...valid, startDate: '2024-' }, now).errors?.[0].message).toBe('Choose both a month and a year');
    expect(checkWorkEntry({ ...valid, startDate: '-03' }, now).errors?.[0].message).toBe('Choose both a month and a year');
    expect(checkWorkEntry({ ...valid, startDate: '2026-07' }, now).errors?.[0].message).toBe('The start date cannot be in the future');
    expect(checkWorkEntry({ ...valid, endDate: '2023-12' }, now).errors?.[0]).toEqual({
      path: 'endDate',
      message: 'The end date cannot be before the start date',
    });
  });
});

describe("the Work tab's badge", () => {
  it('shows "✓ Verified", "Pending" (with the hourglass icon) only when the entry links to an organisation, and says when an entry is not verified', () => {
    expect(workTabBadge('verified', false)).toEqual({ status: 'verified', text: '✓ Verified' });
    expect(workTabBadge('pending', true)).toEqual({ status: 'pending', text: 'Pending' });
    expect(workTabBadge('pending', false)).toBeNull();
    expect(workTabBadge('denied', true)).toEqual({ status: 'denied', text: 'Verification denied' });
    expect(workTabBadge('unverified', false)).toEqual({ status: 'unverified', text: 'Not verified' });
  });
});

describe('the work entry schema', () => {
  const entry = { organizationName: 'Dante', city: 'New York', position: 'Bartender', startDate: '2020-01' };

  it('tells every failing field, the end date checked even when a required field is missing', () => {
    const result = workEntrySchema(now).safeParse({ ...entry, organizationName: ' ', endDate: '2019-01' });
    expect(result.error?.issues.map(({ path, message }) => ({ path: path.join('.'), message }))).toEqual([
      { path: 'organizationName', message: WORK_MESSAGES.organizationNameRequired },
      { path: 'endDate', message: WORK_MESSAGES.endBeforeStart },
    ]);
  });

  it('tells one text over 120 characters, the first in the form', () => {
    const result = workEntrySchema(now).safeParse({ ...entry, city: 'x'.repeat(121), region: 'y'.repeat(121) });
    expect(result.error?.issues.map(({ path, message }) => ({ path: path.join('.'), message }))).toEqual([
      { path: 'city', message: 'At most 120 characters' },
    ]);
  });

  it('collapses text, defaults the country and drops the end date of a current job', () => {
    expect(workEntrySchema(now).parse({ ...entry, position: ' Head   Bartender ', country: ' ', current: true, endDate: 'bad' })).toEqual({
      ...entry,
      position: 'Head Bartender',
      country: DEFAULT_WORK_COUNTRY,
      region: null,
      postalCode: null,
      endDate: null,
      current: true,
    });
  });
});

describe('an entry linked to a listed venue', () => {
  const typed = { organizationName: 'The Dead Rabbit', city: 'New York', region: 'NY', country: 'USA', postalCode: '10004' };

  it('names the venue and its place as the listing gives them, whatever was typed beside the link', () => {
    expect(entryAtVenue(typed, { name: 'Audit Bar', city: 'Austin', state: 'TX', country: 'USA' })).toEqual({
      organizationName: 'Audit Bar',
      city: 'Austin',
      region: 'TX',
      country: 'USA',
      postalCode: '10004',
    });
    // A listing without a state has no region; without a country, the member's stays.
    expect(entryAtVenue(typed, { name: 'Bar Termini', city: 'London', state: null, country: null })).toMatchObject({
      city: 'London',
      region: null,
      country: 'USA',
    });
  });

  it("keeps the member's place when the listing gives no city", () => {
    expect(entryAtVenue(typed, { name: 'Audit Bar', city: null, state: null, country: null })).toEqual({
      ...typed,
      organizationName: 'Audit Bar',
    });
  });
});
