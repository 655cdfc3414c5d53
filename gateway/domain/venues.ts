// Venue look-ups (the create form's venue box).
import { VENUE_SEARCH_MIN_CHARS, VENUE_SUGGESTIONS_MAX } from '../../common/constants';
import { toSearchText } from '../../common/search-text';
import type { Prisma } from '../generated/prisma/client';

export const VENUE_SUGGESTION_LIMIT = VENUE_SUGGESTIONS_MAX;

/** Venues whose name or city contains what was typed (from 2 characters); null below that. */
export function venueSuggestionsWhere(search: string): Prisma.VenueWhereInput | null {
  const query = toSearchText(search);
  return query.length < VENUE_SEARCH_MIN_CHARS ? null : { searchText: { contains: query } };
}
