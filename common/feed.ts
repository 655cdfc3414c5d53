// The home feed (issue 40, decision 0073): its bounds and texts, shared by the gateway and the web client.
import { nounFor } from './plural';
import { DEFAULT_PAGE_SIZE } from './constants';

/**
 * Accounts followed by more members than this are read when a feed page is read (fan-out on read); the
 * others' acts are written into each follower's inbox when saved (fan-out on write). The migration's
 * feed_fanout_max() returns the same number.
 */
export const FEED_FANOUT_MAX = 1000;

/** Items of a feed page when `first` is not given; at most MAX_PAGE_SIZE. */
export const FEED_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** Members one account may mute. */
export const MUTES_MAX = 1000;

/** How many "new items" the pill counts up to (it shows 99+). */
export const NEW_FEED_ITEMS_CAP = 100;

/** Suggestions of people to follow on an empty feed. */
export const FEED_SUGGESTIONS_MAX = 6;

export const FEED_MESSAGES = {
  signIn: 'Sign in to see your feed.',
  signInToMute: 'Sign in to mute members.',
  badCursor: 'Not a cursor of this feed.',
  self: 'You cannot mute yourself.',
  memberNotFound: 'Member not found',
  mutesFull: `You can mute at most ${MUTES_MAX} members. Unmute one to mute another.`,
} as const;

/**
 * The "N new" pill's words: "1 new post", "12 new posts", "99+ new posts" once the count reaches its cap;
 * null for none (no pill).
 */
export function newItemsText(count: number): string | null {
  if (count <= 0) return null;
  const shown = count >= NEW_FEED_ITEMS_CAP ? `${NEW_FEED_ITEMS_CAP - 1}+` : String(count);
  return `${shown} new ${nounFor(count, 'post')}`;
}

/** The home screen's words (decision 0073). The title is the spec's; the rest are ours. */
export const FEED_TEXT = {
  title: 'Social Feed',
  listLabel: 'Your feed',
  loading: 'Loading your feed...',
  loadMore: 'Load more',
  refresh: 'Refresh',
  refreshing: 'Refreshing...',
  pullToRefresh: 'Pull to refresh',
  emptyTitle: 'Your feed is empty',
  emptyText: 'Follow bartenders, venues and brands to see their new cocktails, re-pours, reviews and events here.',
  suggestionsTitle: 'People to follow',
  noSuggestions: 'No suggestions right now.',
  findPeople: 'Find people to follow',
  itemMenu: (name: string) => `More about ${name}'s post`,
  mute: (name: string) => `Mute ${name}`,
  unmute: (name: string) => `Unmute ${name}`,
  mutedToast: (name: string) => `${name} is muted. Their posts no longer show in your feed.`,
  unmutedToast: (name: string) => `${name} is unmuted.`,
  undo: 'Undo',
  muteFailed: 'Could not mute this member. Please try again.',
  unmuteFailed: 'Could not unmute this member. Please try again.',
  newItemsLabel: (text: string) => `${text}. Show them`,
} as const;
