// The store changes Follow and Unfollow share: both members' counts at once (optimistic), and the
// follower/following lists that show them marked stale, to load again when next opened.
import type { RecordSourceSelectorProxy, SelectorStoreUpdater } from 'relay-runtime';
import { type ConnectionCounts, type FollowChange, memberCountsAfter, viewerCountsAfter } from '@/lib/follow-counts';

const COUNT_FIELDS = ['followers', 'following', 'mutual'] as const;

/** The two members a follow or unfollow is between (Relay ids), and whether the member follows the viewer. */
export interface FollowPair {
  memberId: string;
  viewerId: string;
  followsViewer: boolean;
}

/** Rewrites the connectionCounts of a member in the store, when the screen has loaded them. */
function updateCounts(store: RecordSourceSelectorProxy, userId: string, next: (counts: ConnectionCounts) => ConnectionCounts) {
  const counts = store.get(userId)?.getLinkedRecord('connectionCounts');
  if (!counts) return;
  const current = Object.fromEntries(COUNT_FIELDS.map((field) => [field, counts.getValue(field) as number | null | undefined]));
  const updated = next(current);
  for (const field of COUNT_FIELDS) if (typeof updated[field] === 'number') counts.setValue(updated[field], field);
}

/** The button and both members' counts as the server will answer them. */
export function optimisticFollowUpdater(pair: FollowPair, follow: boolean): SelectorStoreUpdater<unknown> {
  const change: FollowChange = { follow, followsViewer: pair.followsViewer };
  return (store) => {
    store.get(pair.memberId)?.setValue(follow, 'viewerIsFollowing');
    updateCounts(store, pair.memberId, (counts) => memberCountsAfter(counts, change));
    updateCounts(store, pair.viewerId, (counts) => viewerCountsAfter(counts, change));
  };
}

/** Lists that show these two members are out of date now: they load again when next opened. */
export function followListsUpdater(pair: FollowPair): SelectorStoreUpdater<unknown> {
  return (store) => {
    store.get(pair.memberId)?.invalidateRecord();
    store.get(pair.viewerId)?.invalidateRecord();
  };
}
