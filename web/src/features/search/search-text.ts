// The words of the search screen (spec section 2, /search), verbatim where the spec gives them, with
// their numbers filled in.
import { countOf } from '@common/plural';

export const SEARCH_TITLE = 'Search';
export const SEARCH_PLACEHOLDER = 'Search cocktails, ingredients, people...';
export const SEARCH_EVERYTHING = 'Search Everything';
export const SEARCH_EVERYTHING_HINT = 'Cocktails, ingredients, people and venues, all in one place.';
export const NO_RESULTS = 'No Results Found';
export const NO_RESULTS_HINT = 'Try different keywords or check your spelling.';
export const SEARCHING = 'Searching...';
export const SHOW_MORE = 'Show more';
export const LOADING_MORE = 'Loading...';

export const SEARCH_TABS = [
  { value: 'all', label: 'All' },
  { value: 'cocktails', label: 'Cocktails' },
  { value: 'ingredients', label: 'Ingredients' },
  { value: 'people', label: 'People' },
  { value: 'venues', label: 'Venues' },
] as const;
export type SearchTab = (typeof SEARCH_TABS)[number]['value'];

/** A count as shown: "1000+" once the server stopped counting. */
export function countText(count: number, exact: boolean): string {
  return exact ? String(count) : `${count}+`;
}

/** "Found 12 results" for the query; "Found 1 result" for one. (None found shows the empty state instead.) */
export function foundText(total: number, exact: boolean): string {
  return total === 1 && exact ? 'Found 1 result' : `Found ${countText(total, exact)} results`;
}

/** "See all 42 people" under a kind's first results on the All tab. */
export function seeAllText(count: number, exact: boolean, label: string): string {
  return `See all ${countText(count, exact)} ${label.toLowerCase()}`;
}

/** "40% ABV" (the spec shows ABV as a percentage). */
export function abvText(abv: number): string {
  return `${Number.isInteger(abv) ? abv : abv.toFixed(1)}% ABV`;
}

/** "N variants" when above 0; null otherwise. */
export function variantsText(count: number): string | null {
  if (count <= 0) return null;
  return countOf(count, 'variant');
}

/** City, state and country as one line, skipping the ones that are missing. */
export function placeText(...parts: Array<string | null | undefined>): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
