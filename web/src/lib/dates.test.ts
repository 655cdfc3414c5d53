import { describe, expect, it } from 'vitest';
import { formatShortDate } from './dates';

describe('formatShortDate', () => {
  it('writes the en-US short month, day and year', () => {
    expect(formatShortDate('2026-01-05T12:00:00.000Z')).toBe('Jan 5, 2026');
    expect(formatShortDate(new Date(2025, 10, 30, 12))).toBe('Nov 30, 2025');
  });

  it('writes nothing for a value that is not a date', () => {
    expect(formatShortDate('not a date')).toBe('');
  });
});
