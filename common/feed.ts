// The home feed (issue 40, decision 0073): its bounds and texts, shared by the gateway and the web client.

/**
 * Accounts followed by more members than this are read when a feed page is read (fan-out on read); the
 * others' acts are written into each follower's inbox when saved (fan-out on write). The migration's
 * feed_fanout_max() returns the same number.
 */
export const FEED_FANOUT_MAX = 1000;

/** Items of a feed page when `first` is not given; at most MAX_PAGE_SIZE (100). */
export const FEED_PAGE_SIZE = 20;

/** Members one account may mute. */
export const MUTES_MAX = 1000;

/** How many "new items" the pill counts up to (it shows 99+). */
export const NEW_FEED_ITEMS_CAP = 100;

/** Suggestions of people to follow on an empty feed. */
export const FEED_SUGGESTIONS_MAX = 10;

export const FEED_MESSAGES = {
  signIn: 'Sign in to see your feed.',
  signInToMute: 'Sign in to mute members.',
  badCursor: 'Not a cursor of this feed.',
  self: 'You cannot mute yourself.',
  memberNotFound: 'Member not found',
  mutesFull: `You can mute at most ${MUTES_MAX} members. Unmute one to mute another.`,
  muted: 'Muted. Their posts no longer show in your feed.',
  unmuted: 'Unmuted. Their posts show in your feed again.',
} as const;
