// The searchable form of a text: lower-case, accents and typographic quotes folded, spaces collapsed.
// Stored in *_search columns (trigram-indexed) and applied to queries, so "frappe" finds "Frappé"
// on PGlite and PostgreSQL alike without the unaccent extension. Its SQL twin is search_text_of
// (migration people_to_follow_keys): change both.
import { SEARCH_MIN_LENGTH } from './constants';

const foldings: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u00DF': 'ss',
  '\u00E6': 'ae',
  '\u0153': 'oe',
  '\u00F8': 'o',
  '\u0142': 'l',
  '\u0111': 'd',
  '\u00F0': 'd',
  '\u00FE': 'th',
  '\u2116': 'no',
};

export function toSearchText(...parts: Array<string | null | undefined>): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .join(' ')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(
      /[\u2018\u2019\u201A\u201B\u2032\u201C\u201D\u201E\u2013\u2014\u00DF\u00E6\u0153\u00F8\u0142\u0111\u00F0\u00FE\u2116]/g,
      (c) => foldings[c] ?? c,
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The folded search text of a query, or null when it is shorter than the minimum (spec section 5). */
export function searchQueryText(query: string | null | undefined): string | null {
  const trimmed = (query ?? '').trim();
  if ([...trimmed].length < SEARCH_MIN_LENGTH) return null;
  const folded = toSearchText(trimmed);
  return folded.length > 0 ? folded : null;
}

export interface SearchableMember {
  displayName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  username: string;
  location?: string | null;
  specialties?: readonly string[] | null;
}

/**
 * users.search_text: what people search members by (display name, first and last name, username,
 * location, specialties). Every write of those fields must store this again.
 */
export function userSearchText(member: SearchableMember): string {
  const fullName = [member.firstName, member.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const displayName = member.displayName?.trim();
  const names = displayName && toSearchText(displayName) !== toSearchText(fullName) ? [displayName, fullName] : [fullName];
  return toSearchText(...names, member.username, member.location, ...(member.specialties ?? []));
}

/** venues.search_text: a venue is found by its name and city. */
export function venueSearchText(venue: { name: string; city?: string | null }): string {
  return toSearchText(venue.name, venue.city);
}

/** cocktails.ingredients_search: the ingredient names of the recipe, in recipe order. */
export function cocktailIngredientsSearchText(ingredientNames: readonly string[]): string {
  return toSearchText(ingredientNames.join(' '));
}
