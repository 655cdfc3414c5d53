// Dates on a device west of UTC: an instant is written on the day it was where the member is, the same
// on every screen. The zone is set before any format is made (each is made on its first use).
import { afterAll, describe, expect, it } from 'vitest';
import { formatShortDate, joinedText } from './dates';

const zone = process.env.TZ;
process.env.TZ = 'America/Los_Angeles';
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('an instant shortly after midnight UTC, in Los Angeles', () => {
  // 06:48 UTC on December 1 is 22:48 on November 30 in Los Angeles.
  const joinedAt = '2026-12-01T06:48:00.000Z';
  const reviewedAt = '2026-12-01T06:53:00.000Z';

  it('is the same day on the profile ("Joined") and on the review written minutes later', () => {
    expect(joinedText(joinedAt)).toBe('Joined Nov 30, 2026');
    expect(formatShortDate(reviewedAt)).toBe('Nov 30, 2026');
    expect(joinedText(joinedAt)).toBe(`Joined ${formatShortDate(reviewedAt)}`);
  });

  it('says "Recently" without a date', () => {
    expect(joinedText(null)).toBe('Recently');
    expect(joinedText('not a date')).toBe('Recently');
  });
});
