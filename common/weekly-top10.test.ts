import { describe, expect, it } from 'vitest';
import { activitySummary, updatedAgo } from './weekly-top10';

describe('the Weekly Top 10 texts', () => {
  it('says what earned a place in words, singular for one', () => {
    expect(activitySummary(3, 1)).toBe('3 likes · 1 repour');
    expect(activitySummary(1, 0)).toBe('1 like · 0 repours');
  });

  it('says how fresh the list is in minutes, hours or days', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const before = (ms: number) => new Date(now.getTime() - ms);
    expect(updatedAgo(before(30_000), now)).toBe('Updated just now');
    // A list stamped a moment ahead of this device's clock is still "just now".
    expect(updatedAgo(new Date(now.getTime() + 5_000), now)).toBe('Updated just now');
    expect(updatedAgo(before(4 * 60_000), now)).toBe('Updated 4 min ago');
    expect(updatedAgo(before(2 * 3_600_000 + 60_000), now)).toBe('Updated 2 h ago');
    expect(updatedAgo(before(3 * 86_400_000), now)).toBe('Updated 3 d ago');
  });
});
