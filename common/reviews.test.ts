import { describe, expect, it } from 'vitest';
import { reviewSchema } from './reviews';
import { fieldErrorsOf } from './validation';

function errorsOf(input: unknown) {
  const result = reviewSchema.safeParse(input);
  return result.success ? [] : fieldErrorsOf(result.error);
}

describe('a review', () => {
  it('takes a whole number of stars from 1 to 5 and trims its text, empty text as none', () => {
    expect(reviewSchema.parse({ rating: 1, text: '  Lovely.  ' })).toEqual({ rating: 1, text: 'Lovely.' });
    expect(reviewSchema.parse({ rating: 5, text: '   ' })).toEqual({ rating: 5, text: null });
    expect(reviewSchema.parse({ rating: 3 })).toEqual({ rating: 3, text: null });
  });

  it('refuses 0, 6, fractions and no rating with one message on rating', () => {
    for (const rating of [0, 6, 2.5, undefined, Number.NaN]) {
      expect(errorsOf({ rating })).toEqual([{ path: 'rating', message: 'Choose a rating from 1 to 5 stars.' }]);
    }
  });

  it('allows 1000 characters of text and refuses 1001', () => {
    expect(errorsOf({ rating: 4, text: 'x'.repeat(1000) })).toEqual([]);
    expect(errorsOf({ rating: 4, text: 'x'.repeat(1001) })).toEqual([{ path: 'text', message: 'At most 1000 characters' }]);
  });
});
