// The Weekly Top 10 (issue 23, decision 0049): the ten public cocktails with the most likes and repours in
// the last seven days, on the feed and at /top10, and the "Weekly Top 10 Hits" of a profile. The spec
// names only "Weekly Top 10 Hits" (section 3) and stats.weeklyTop10Appearances (section 7); the texts
// below are ours.

import { countOf } from './plural';

/** Places in a list. */
export const WEEKLY_TOP10_SIZE = 10;
/** The live list's window: the seven days before it was computed. */
export const WEEKLY_TOP10_WINDOW_DAYS = 7;
/** Places the feed shows before "See all". */
export const WEEKLY_TOP10_FEED_SIZE = 5;
/** The route of the whole list. */
export const WEEKLY_TOP10_PATH = '/top10';

export const WEEKLY_TOP10_TEXT = {
  title: 'Weekly Top 10',
  window: 'Last 7 days',
  /** The feed's link to the whole list. */
  seeAll: 'See all',
  seeAllLabel: 'See all of the Weekly Top 10',
  /** Nobody liked or repoured a public cocktail in the window. */
  emptyTitle: 'No likes or repours this week yet',
  emptyText: 'Like a cocktail and it could lead the list.',
  browse: 'Browse cocktails',
  loading: 'Loading the Weekly Top 10',
  failed: 'Failed to load the Weekly Top 10',
  retry: 'Retry',
  /** How the list is ranked, under the route's title. */
  explainer: 'Ranked by likes and repours. Ties go to the cocktail that got there first.',
  /** The profile tile (spec section 3). */
  hits: 'Weekly Top 10 Hits',
} as const;

export const WEEKLY_TOP10_MESSAGES = {
  backwardsPaging: 'The Weekly Top 10 is paged forwards only (first and after).',
  badCursor: 'This place of the Weekly Top 10 no longer exists; start again from the first.',
} as const;

/** "3 likes · 1 repour": what earned a place, in words. */
export function activitySummary(likes: number, repours: number): string {
  return `${countOf(likes, 'like')} · ${countOf(repours, 'repour')}`;
}

/** "Updated just now", "Updated 4 min ago", "Updated 2 h ago": how fresh the list is. */
export function updatedAgo(computedAt: Date, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - computedAt.getTime()) / 60_000);
  if (minutes < 1) return 'Updated just now';
  if (minutes < 60) return `Updated ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Updated ${hours} h ago`;
  return `Updated ${Math.floor(hours / 24)} d ago`;
}
