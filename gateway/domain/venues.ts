// Venue look-ups: one search for every venue box.
import { VENUE_SEARCH_MIN_CHARS, VENUE_SUGGESTIONS_MAX } from '../../common/constants';
import { toSearchText } from '../../common/search-text';
import type { Prisma } from '../generated/prisma/client';
import { likeLiteral } from '../read/prisma-where';

export const VENUE_SUGGESTION_LIMIT = VENUE_SUGGESTIONS_MAX;

/**
 * The one venue search (the create form's venue box, the venue pickers of claims, partners and work
 * history): venues whose name or city contain every word typed, in any case or accent, from 2
 * characters; null below that.
 */
export function venueSearchWhere(text: string): Prisma.VenueWhereInput | null {
  const query = toSearchText(text);
  if (query.length < VENUE_SEARCH_MIN_CHARS) return null;
  const words = query.split(' ').filter(Boolean);
  return { AND: words.map((word) => ({ searchText: { contains: likeLiteral(word) } })) };
}
