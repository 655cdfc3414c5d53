// Cocktail reviews: a member's 1-5 rating of a cocktail with optional text (issue 23, decision 45).
// The spec names the figures (search results' rating, the Cocktail Journey's Reviews and Top Rated
// Cocktails) but gives no texts for writing a review: these are ours.
import { z } from 'zod';
import { optionalTrimmedText } from './validation';

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TEXT_MAX = 1000;

export const REVIEW_MESSAGES = {
  ratingRequired: 'Choose a rating from 1 to 5 stars.',
  notFound: 'Review not found',
  notYours: 'You can only delete your own review.',
  cocktailNotFound: 'Cocktail not found',
  saved: 'Review saved',
  deleted: 'Review deleted',
  saveFailed: 'Failed to save review',
  deleteFailed: 'Failed to delete review',
} as const;

/** A review as typed: a whole number of stars from 1 to 5, and optional text (trimmed, at most 1000 characters). */
export const reviewSchema = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.ratingRequired })
    .int(REVIEW_MESSAGES.ratingRequired)
    .min(REVIEW_RATING_MIN, REVIEW_MESSAGES.ratingRequired)
    .max(REVIEW_RATING_MAX, REVIEW_MESSAGES.ratingRequired),
  text: optionalTrimmedText(REVIEW_TEXT_MAX),
});
export type ReviewInput = z.input<typeof reviewSchema>;
