// Checking in at a venue (issue 23): the rules and texts shared by the gateway and the client.
import { z } from 'zod';
import { countOf } from './plural';
import { DEFAULT_PAGE_SIZE } from './constants';

/** A member checks in at one venue at most once in this many minutes. */
export const CHECK_IN_REPEAT_MINUTES = 60;

export const CHECK_IN_MESSAGES = {
  checkedIn: 'Checked in',
  removed: 'Check-in removed',
  tooSoon: 'You checked in here less than an hour ago',
  venueNotFound: 'That venue is not listed',
  cocktailNotFound: 'Cocktail not found',
  /** The cocktail box holds a name that is no one cocktail's: said under it, and nothing is saved. */
  cocktailNotPicked: 'Pick the cocktail from the suggestions, or clear the box to check in without one.',
  notFound: 'Check-in not found',
  failed: 'Failed to check in',
} as const;

/** What a check-in names: the venue, and optionally the cocktail being drunk (ids once decoded). */
export const checkInSchema = z.object({
  venueId: z.number().int().positive(),
  cocktailId: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((id) => id ?? null),
});

export type CheckInInput = z.input<typeof checkInSchema>;

/** When the member may check in at the venue again, after a check-in at `createdAt`. */
export function nextCheckInAllowedAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + CHECK_IN_REPEAT_MINUTES * 60_000);
}

/** A venue's count as its card and the bar profile show it: "1 check-in", "12 check-ins". */
export function checkInCountText(count: number): string {
  return countOf(count, 'check-in');
}

/** How many of a member's own check-ins their list loads at a time. */
export const CHECK_INS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The member's own list of check-ins (/profile/check-ins), reached from the Cocktail Journey's figures. */
export const CHECK_INS_PAGE = {
  title: 'Check-ins',
  summary: (checkIns: number, bars: number) => `${countOf(checkIns, 'check-in')} · ${countOf(bars, 'bar')} visited`,
  loading: 'Loading check-ins...',
  loadFailed: 'Failed to load check-ins',
  emptyTitle: 'No check-ins yet',
  emptyText: 'Check in at a bar from its card in search or from its profile, and it shows here.',
  findBars: 'Find a bar',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  /** The remove button's accessible name. */
  remove: (venue: string) => `Remove check-in at ${venue}`,
  confirmTitle: 'Remove this check-in?',
  confirmText: (venue: string, when: string) =>
    `Your check-in at ${venue} on ${when} will be removed, and your Bars Visited and Check-ins will no longer count it.`,
  cancel: 'Cancel',
  confirm: 'Remove',
  removing: 'Removing...',
  removeFailed: 'Could not remove this check-in. Please try again.',
  /** The own profile's way in for members without a Cocktail Journey card. */
  yourCheckIns: 'Your check-ins',
} as const;
