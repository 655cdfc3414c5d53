// What following or unfollowing does to both members' counts, so the screen can show it at once
// (the server's answer then confirms it).

export interface ConnectionCounts {
  followers?: number | null;
  following?: number | null;
  mutual?: number | null;
}

export interface FollowChange {
  /** true: the viewer follows the member; false: the viewer stops following them. */
  follow: boolean;
  /** Whether the member follows the viewer: then they become (or stop being) mutual follows. */
  followsViewer: boolean;
}

function moved(value: number | null | undefined, delta: number): number | null | undefined {
  return typeof value === 'number' ? Math.max(0, value + delta) : value;
}

/** The followed member's counts: one follower more or less, and one mutual more or less. */
export function memberCountsAfter(counts: ConnectionCounts, change: FollowChange): ConnectionCounts {
  const delta = change.follow ? 1 : -1;
  return {
    ...counts,
    followers: moved(counts.followers, delta),
    mutual: change.followsViewer ? moved(counts.mutual, delta) : counts.mutual,
  };
}

/** The viewer's own counts: one following more or less, and one mutual more or less. */
export function viewerCountsAfter(counts: ConnectionCounts, change: FollowChange): ConnectionCounts {
  const delta = change.follow ? 1 : -1;
  return {
    ...counts,
    following: moved(counts.following, delta),
    mutual: change.followsViewer ? moved(counts.mutual, delta) : counts.mutual,
  };
}
