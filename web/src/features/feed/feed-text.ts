// The words and pictures of the home feed.
import type { ProductIconName } from '@/components/icons/ProductIcon';
import { eventsFilterParams } from '@/lib/event-filters';

/** The spec's feed failure text (section 8); the original never displayed it, our latest-cocktails list does. */
export const FEED_LOAD_FAILED = 'Failed to load feed';

/** The picture of a cocktail without a photo: its kind of glass, drawn from the product's icon set. */
export function iconForGlassware(glassware: string | null | undefined): ProductIconName {
  const glass = (glassware ?? '').toLowerCase();
  if (/rocks|old fashioned|lowball|tumbler/.test(glass)) return 'negroni-rocks';
  if (/coupe|martini|cocktail|nick|wine|flute|margarita|saucer/.test(glass)) return 'negroni-glass';
  return 'cocktail-shaker';
}

/** What a feed item says the member did; `count` for a group of like items ("reviewed 3 cocktails"). */
export function feedVerb(
  item: { kind: string; achievement?: { type: string } | null; checkIn?: { venue: { name: string } } | null },
  count = 1,
): string {
  const cocktails = count > 1 ? `${count} cocktails` : 'a cocktail';
  switch (item.kind) {
    case 'cocktail_posted':
      return `posted ${cocktails}`;
    case 'repoured':
      return `re-poured ${cocktails}`;
    case 'reviewed':
      return `reviewed ${cocktails}`;
    case 'checked_in':
      return count > 1 ? `checked in ${count} times` : `checked in at ${item.checkIn?.venue.name ?? 'a venue'}`;
    case 'position_verified':
      return 'got a position verified';
    case 'achievement_added':
      return item.achievement?.type === 'certificate'
        ? 'added a certificate'
        : item.achievement?.type === 'competition'
          ? 'added a competition'
          : 'added an award';
    case 'venue_award_added':
      return 'added a venue award';
    case 'event_posted':
      return count > 1 ? `posted ${count} events` : 'posted an event';
    case 'gig_posted':
      return count > 1 ? `posted ${count} gigs` : 'posted a gig';
    default:
      return 'posted';
  }
}

/** A review's stars, read out. */
export function starsLabel(rating: number): string {
  return `${rating} out of 5 stars`;
}

/** Where an item without a cocktail opens: the events of its day, the gig, else the member's profile. */
export function subjectPath(item: {
  kind: string;
  actor: { databaseId: number };
  gig?: { databaseId: number } | null;
  event?: { date: string } | null;
}): string {
  if (item.kind === 'event_posted') {
    const params = item.event ? eventsFilterParams({ city: null, when: 'date', on: item.event.date }) : null;
    return params ? `/events?${params}` : '/events';
  }
  if (item.kind === 'gig_posted' && item.gig) return `/gigs/${item.gig.databaseId}`;
  return `/profile/${item.actor.databaseId}`;
}

/** Kinds whose items from one member close together are shown as one group. */
const GROUPED_KINDS = new Set(['cocktail_posted', 'repoured', 'reviewed', 'checked_in', 'event_posted', 'gig_posted']);

/** Items of one member and kind within this long of the group's newest are grouped. */
export const GROUP_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface FeedGroup<T> {
  key: string;
  items: T[];
}

/**
 * Similar items from one member close together, as one group ("Ana reviewed 3 cocktails"): consecutive
 * items (the feed is newest first) of the same member and kind within GROUP_WINDOW_MS of the group's first.
 */
export function groupFeedItems<T extends { id: string; kind: string; createdAt: string; actor: { databaseId: number } }>(
  items: readonly T[],
): Array<FeedGroup<T>> {
  const groups: Array<FeedGroup<T>> = [];
  for (const item of items) {
    const last = groups.at(-1);
    const head = last?.items[0];
    if (
      last &&
      head &&
      GROUPED_KINDS.has(item.kind) &&
      head.kind === item.kind &&
      head.actor.databaseId === item.actor.databaseId &&
      Date.parse(head.createdAt) - Date.parse(item.createdAt) <= GROUP_WINDOW_MS
    )
      last.items.push(item);
    else groups.push({ key: item.id, items: [item] });
  }
  return groups;
}
