// Likes: the heart on a cocktail's card and detail screen, the own profile's Liked tab, and the server's
// refusals. The spec names only the count (likes_count); these texts are ours (decision 0044).
import { DEFAULT_PAGE_SIZE } from './constants';

export const LIKE_MESSAGES = {
  /** The heart's accessible name says what a tap does, as the follow button does (decision 0039). */
  like: 'Like',
  unlike: 'Unlike',
  signInToLike: 'Sign in to like cocktails.',
  likeFailed: 'Could not like this cocktail. Please try again.',
  unlikeFailed: 'Could not unlike this cocktail. Please try again.',
  backwardsPaging: 'Liked cocktails are paged forwards only (first and after).',
  badCursor: 'This page of liked cocktails no longer exists; start again from the first page.',
} as const;

/** The own profile's tab of liked cocktails. */
export const LIKED_TAB = {
  title: 'Liked',
  loading: 'Loading...',
  emptyTitle: 'No liked cocktails yet',
  emptyText: 'Tap the heart on a cocktail to keep it here.',
  loadMore: 'Load more',
} as const;

/** How many liked cocktails the Liked tab loads at a time. */
export const LIKED_PAGE_SIZE = DEFAULT_PAGE_SIZE;
