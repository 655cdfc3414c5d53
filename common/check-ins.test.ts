import { describe, expect, it } from 'vitest';
import { CHECK_IN_REPEAT_MINUTES, checkInCountText, checkInSchema, nextCheckInAllowedAt, CHECK_INS_PAGE } from './check-ins';

describe('a check-in', () => {
  it('names a venue and, if the member says, a cocktail; no cocktail is null', () => {
    expect(checkInSchema.parse({ venueId: 3 })).toEqual({ venueId: 3, cocktailId: null });
    expect(checkInSchema.parse({ venueId: 3, cocktailId: undefined })).toEqual({ venueId: 3, cocktailId: null });
    expect(checkInSchema.parse({ venueId: 3, cocktailId: 9 })).toEqual({ venueId: 3, cocktailId: 9 });
    expect(checkInSchema.safeParse({ venueId: 0 }).success).toBe(false);
  });

  it('at the same venue may be repeated an hour later, not sooner', () => {
    expect(CHECK_IN_REPEAT_MINUTES).toBe(60);
    expect(nextCheckInAllowedAt(new Date('2026-05-01T20:15:00Z')).toISOString()).toBe('2026-05-01T21:15:00.000Z');
  });
});

describe("a venue's check-in count", () => {
  it('reads as one check-in or several', () => {
    expect(checkInCountText(0)).toBe('0 check-ins');
    expect(checkInCountText(1)).toBe('1 check-in');
    expect(checkInCountText(12)).toBe('12 check-ins');
  });
});

describe("the member's own check-ins", () => {
  it('are summed up as check-ins and bars visited, each as one or several', () => {
    expect(CHECK_INS_PAGE.summary(0, 0)).toBe('0 check-ins · 0 bars visited');
    expect(CHECK_INS_PAGE.summary(1, 1)).toBe('1 check-in · 1 bar visited');
    expect(CHECK_INS_PAGE.summary(5, 3)).toBe('5 check-ins · 3 bars visited');
  });
});
