import { describe, expect, it } from 'vitest';
import { formatSavedAt, formatShortDate, formatTimeAgo } from './dates';

describe('formatShortDate', () => {
  it('writes the en-US short month, day and year', () => {
    expect(formatShortDate('2026-01-05T12:00:00.000Z')).toBe('Jan 5, 2026');
    expect(formatShortDate(new Date(2025, 10, 30, 12))).toBe('Nov 30, 2025');
  });

  it('writes nothing for a value that is not a date', () => {
    expect(formatShortDate('not a date')).toBe('');
  });
});

describe('formatTimeAgo', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  const ago = (ms: number) => formatTimeAgo(new Date(now.getTime() - ms), now);

  it('says now, minutes, hours and days, then the short date from a week on', () => {
    expect(ago(0)).toBe('now');
    expect(ago(59_000)).toBe('now');
    expect(ago(60_000)).toBe('1m');
    expect(ago(59 * 60_000)).toBe('59m');
    expect(ago(3 * 3_600_000 + 5)).toBe('3h');
    expect(ago(6 * 86_400_000)).toBe('6d');
    expect(formatTimeAgo('2026-03-03T11:00:00.000Z', now)).toBe('Mar 3, 2026');
  });

  it('reads a clock a little ahead as now, and nothing for a value that is not a date', () => {
    expect(ago(-5_000)).toBe('now');
    expect(formatTimeAgo('soon', now)).toBe('');
  });
});

describe('formatSavedAt', () => {
  const now = new Date(2026, 2, 10, 21, 0);

  it('says today with the time, the day without the year this year, and the full date before', () => {
    // Intl may put a narrow no-break space before AM/PM.
    const plain = (date: Date) => formatSavedAt(date, now).replace(/\s/g, ' ');
    expect(plain(new Date(2026, 2, 10, 9, 41))).toBe('today, 9:41 AM');
    expect(plain(new Date(2026, 2, 9, 23, 59))).toBe('Mar 9, 11:59 PM');
    expect(plain(new Date(2025, 11, 31, 18, 5))).toBe('Dec 31, 2025, 6:05 PM');
    expect(formatSavedAt(new Date(Number.NaN), now)).toBe('');
  });
});
