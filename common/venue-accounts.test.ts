import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './validation';
import {
  CAMPAIGN_MESSAGES,
  campaignSchema,
  EVENT_MESSAGES,
  eventSchema,
  VENUE_MESSAGES,
  venueClaimSchema,
  venueListingSchema,
} from './venue-accounts';

const errorsOf = (result: { error?: import('zod').ZodError }) => (result.error ? fieldErrorsOf(result.error) : []);

describe('a venue listing', () => {
  it('is stored collapsed, with empty optional fields as null', () => {
    expect(
      venueListingSchema.parse({ name: ' Dante ', city: 'New  York', state: '', country: null, websiteUrl: ' https://dante.nyc ' }),
    ).toEqual({
      name: 'Dante',
      city: 'New York',
      state: null,
      country: null,
      address: null,
      websiteUrl: 'https://dante.nyc',
    });
  });

  it('needs a name and a city, a website as an http(s) link, and every field within 200 characters', () => {
    expect(errorsOf(venueListingSchema.safeParse({ name: ' ', city: '', websiteUrl: 'dante.nyc' }))).toEqual([
      { path: 'name', message: VENUE_MESSAGES.nameRequired },
      { path: 'city', message: VENUE_MESSAGES.cityRequired },
      { path: 'websiteUrl', message: VENUE_MESSAGES.website },
    ]);
    expect(errorsOf(venueListingSchema.safeParse({ name: 'Dante', city: 'NYC', address: 'x'.repeat(201) }))).toEqual([
      { path: 'address', message: 'At most 200 characters' },
    ]);
  });

  it('takes a claim note of at most 1000 characters', () => {
    expect(venueClaimSchema.parse({ message: '  I run  it ' })).toEqual({ message: 'I run it' });
    expect(errorsOf(venueClaimSchema.safeParse({ message: 'x'.repeat(1001) }))).toEqual([
      { path: 'message', message: 'At most 1000 characters' },
    ]);
  });
});

describe('an event', () => {
  it('is a name, a calendar date and an optional time', () => {
    expect(eventSchema.parse({ name: ' Tiki   Night ', date: ' 2026-05-31 ', time: '' })).toEqual({
      name: 'Tiki Night',
      date: '2026-05-31',
      time: null,
      city: null,
    });
  });

  it('may say its city, collapsed, in at most 200 characters', () => {
    expect(eventSchema.parse({ name: 'Launch', date: '2026-05-31', city: '  New   York ' }).city).toBe('New York');
    expect(errorsOf(eventSchema.safeParse({ name: 'Launch', date: '2026-05-31', city: 'x'.repeat(201) }))).toEqual([
      { path: 'city', message: 'At most 200 characters' },
    ]);
  });

  it('is refused with the spec messages', () => {
    expect(errorsOf(eventSchema.safeParse({ name: '', date: '', time: '7pm' }))).toEqual([
      { path: 'name', message: EVENT_MESSAGES.nameRequired },
      { path: 'date', message: EVENT_MESSAGES.dateRequired },
      { path: 'time', message: EVENT_MESSAGES.timeFormat },
    ]);
    expect(errorsOf(eventSchema.safeParse({ name: 'x'.repeat(121), date: '2026-02-30' }))).toEqual([
      { path: 'name', message: 'At most 120 characters' },
      { path: 'date', message: EVENT_MESSAGES.dateFormat },
    ]);
    expect(errorsOf(eventSchema.safeParse({ name: 'N', date: '1899-12-31' }))).toEqual([
      { path: 'date', message: EVENT_MESSAGES.dateRange },
    ]);
  });
});

describe('a campaign', () => {
  it('keeps its description as written, trimmed', () => {
    expect(campaignSchema.parse({ name: 'Spring', description: ' Line one\n\nline  two ', startsOn: '', endsOn: null })).toEqual({
      name: 'Spring',
      description: 'Line one\n\nline  two',
      startsOn: null,
      endsOn: null,
    });
  });

  it('refuses an end before its start, alongside the other failures', () => {
    expect(errorsOf(campaignSchema.safeParse({ name: '', startsOn: '2026-05-02', endsOn: '2026-05-01' }))).toEqual([
      { path: 'name', message: CAMPAIGN_MESSAGES.nameRequired },
      { path: 'endsOn', message: CAMPAIGN_MESSAGES.endBeforeStart },
    ]);
  });

  it('tells a malformed date rather than comparing it', () => {
    expect(
      errorsOf(campaignSchema.safeParse({ name: 'N', description: 'x'.repeat(2001), startsOn: '2026-13-01', endsOn: '2026-01-01' })),
    ).toEqual([
      { path: 'description', message: 'At most 2000 characters' },
      { path: 'startsOn', message: CAMPAIGN_MESSAGES.dateFormat },
    ]);
  });
});
