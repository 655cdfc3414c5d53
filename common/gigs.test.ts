import { describe, expect, it } from 'vitest';
import { earliestToday, GIG_MESSAGES, gigSchema, gigSchemaFrom } from './gigs';

const post = (overrides: Record<string, string>) => ({
  title: 'Guest shift',
  role: 'bartender',
  startsOn: '2026-12-01',
  payText: '£150 a night',
  city: 'London, United Kingdom',
  description: 'Friday night behind the bar.',
  closesOn: '2026-11-30',
  ...overrides,
});

const closesOnMessages = (schema: ReturnType<typeof gigSchemaFrom>, closesOn: string) => {
  const result = schema.safeParse(post({ closesOn }));
  return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === 'closesOn').map((issue) => issue.message);
};

describe('when a gig date is in the past', () => {
  it('takes the earliest today anywhere, the date in UTC−12, not UTC less a whole day', () => {
    expect(earliestToday(new Date('2026-11-29T06:50:00Z'))).toBe('2026-11-28');
    expect(earliestToday(new Date('2026-11-29T12:00:00Z'))).toBe('2026-11-29');
    expect(earliestToday(new Date('2026-11-29T23:59:00Z'))).toBe('2026-11-29');
  });

  it('refuses yesterday as a closing date, with the message ten days ago gets', () => {
    const schema = gigSchemaFrom(() => '2026-11-29');
    expect(closesOnMessages(schema, '2026-11-28')).toEqual([GIG_MESSAGES.closesOnPast]);
    expect(closesOnMessages(schema, '2026-11-19')).toEqual([GIG_MESSAGES.closesOnPast]);
    expect(closesOnMessages(schema, '2026-11-29')).toEqual([]);
  });
});

describe('a start within a year', () => {
  const startsOnMessages = (schema: ReturnType<typeof gigSchemaFrom>, startsOn: string) => {
    const result = schema.safeParse(post({ startsOn, closesOn: startsOn }));
    return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === 'startsOn').map((issue) => issue.message);
  };

  it("counts 365 days from the phone's date on the form, as its message says", () => {
    const form = gigSchemaFrom(() => '2026-12-01');
    expect(startsOnMessages(form, '2027-12-01')).toEqual([]);
    expect(startsOnMessages(form, '2027-12-02')).toEqual([GIG_MESSAGES.startsOnTooFar]);
  });

  it("on the server, allows the two days a poster's date can be ahead of UTC−12, and no more", () => {
    const today = earliestToday();
    const inDays = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    expect(startsOnMessages(gigSchema, inDays(367))).toEqual([]);
    expect(startsOnMessages(gigSchema, inDays(368))).toEqual([GIG_MESSAGES.startsOnTooFar]);
  });
});
