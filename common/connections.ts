// Following and the connections screen: the spec's texts (sections 2 and 8) and the server's messages.
import { DEFAULT_PAGE_SIZE } from './constants';

export const CONNECTION_TYPES = ['followers', 'following'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

export function isConnectionType(value: string | undefined): value is ConnectionType {
  return (CONNECTION_TYPES as readonly string[]).includes(value ?? '');
}

export const CONNECTION_TITLES: Record<ConnectionType, string> = {
  followers: 'Followers',
  following: 'Following',
};

/** The empty state of each list: a heading and a line under it (spec section 2, connections screen). */
export const CONNECTION_EMPTY: Record<ConnectionType, { title: string; text: string }> = {
  followers: { title: 'No followers yet', text: "This user doesn't have any followers yet." },
  following: { title: 'No following yet', text: "This user isn't following anyone yet." },
};

export const CONNECTION_MESSAGES = {
  loading: 'Loading...',
  /** A failed request (spec section 8, connections: "non-OK gives ..."). */
  failed: 'Failed to fetch connections',
  connected: 'Connected',
  /** The follow button says what a tap does; "Following" is the stats label (decision 0039). */
  follow: 'Follow',
  unfollow: 'Unfollow',
  /** Server refusals of follow and unfollow. */
  self: 'You cannot follow yourself.',
  selfUnfollow: 'You cannot unfollow yourself.',
  memberNotFound: 'Member not found',
  signInToFollow: 'Sign in to follow members.',
  followFailed: 'Could not follow this member. Please try again.',
  unfollowFailed: 'Could not unfollow this member. Please try again.',
  backwardsPaging: 'Followers and following are paged forwards only (first and after).',
  badCursor: 'This page of connections no longer exists; start again from the first page.',
} as const;

/** The page size of the connections screen as the member scrolls. */
export const CONNECTIONS_PAGE_SIZE = DEFAULT_PAGE_SIZE;
