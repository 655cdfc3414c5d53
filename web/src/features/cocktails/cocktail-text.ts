// The words of the cocktail list screen (spec section 2), verbatim, with their numbers filled in.
import { LIST_PAGE_SIZE } from '@common/constants';
import { countOf } from '@common/plural';
import { loadMoreFailed } from '@/relay/load-more';

export const LOADING_COCKTAILS = 'Loading cocktails...';
export const NO_COCKTAILS = 'No cocktails found';
export const LIST_LOAD_FAILED = 'Failed to fetch cocktails';
export const LOAD_MORE_FAILED = loadMoreFailed('cocktails');
/** Under LOAD_MORE_FAILED when no answer came: offline, only pages opened before are on the device (decision 0068). */
export const LOAD_MORE_NOT_SAVED = 'Only pages saved on this device open without a connection.';
export const LOAD_NEXT_LABEL = `Load Next ${LIST_PAGE_SIZE} Cocktails`;
export const LOADING_MORE_LABEL = 'Loading...';
export const SEARCH_PLACEHOLDER = 'Search cocktails, ingredients, people...';

export function errorText(message: string): string {
  return `Error: ${message}`;
}

/** "Showing 1st 100 cocktails" for a full first page; "Showing N cocktails" otherwise ("Showing 1 cocktail"). */
export function showingText(loadedCount: number): string {
  return loadedCount === LIST_PAGE_SIZE ? `Showing 1st ${LIST_PAGE_SIZE} cocktails` : `Showing ${countOf(loadedCount, 'cocktail')}`;
}

/** The spec's total line: every cocktail of the database, whatever the filter or search. */
export function totalText(databaseTotal: number): string {
  return `${countOf(databaseTotal, 'total cocktail')} in database`;
}

/** How many cocktails a filter or search matches, beside the total line: "37 matches", "1 match". */
export function matchesText(matchCount: number): string {
  return countOf(matchCount, 'match', 'matches');
}

/** The spec's end line; for one cocktail, "1 cocktail is now displayed" ("All 1" is not English). */
export function endOfListText(totalCount: number): string {
  if (totalCount === 1) return "You've reached the end! 1 cocktail is now displayed.";
  return `You've reached the end! All ${totalCount} cocktails are now displayed.`;
}

/** "+2 more…" under a card's first ingredients; null when nothing is left out. */
export function moreIngredientsText(totalLines: number, shownLines: number): string | null {
  const hidden = totalLines - shownLines;
  return hidden > 0 ? `+${hidden} more…` : null;
}

/** Who a card credits: the original creator's name, else the creator's username, else "Anonymous". */
export function creditedName(originalCreatorName: string | null | undefined, creatorUsername: string | null | undefined): string {
  return originalCreatorName?.trim() || creatorUsername?.trim() || 'Anonymous';
}

// The detail screen (spec sections 2 and 8).
export const LOADING_COCKTAIL = 'Loading cocktail details...';
export const DEFAULT_DIRECTIONS = 'Mix ingredients according to taste.';

/** A cocktail that could not be fetched: "Failed to fetch cocktail: Not Found" for one that does not exist. */
export function fetchFailedText(statusText: string): string {
  return `Failed to fetch cocktail: ${statusText}`;
}
