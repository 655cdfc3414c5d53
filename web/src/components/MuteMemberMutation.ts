// Mute and unmute a member (decision 0073): a muted member's items leave the viewer's feed once the
// server agrees (the store's feed connection loses them); unmuted, the feed is marked stale, so a feed on
// screen loads again (FeedList) and one elsewhere loads anew when next opened. A failure says so in a
// toast. They are not told.
import { ConnectionHandler, graphql } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { FEED_TEXT } from '@common/feed';
import { type ToggleSpec, useToggleMutation } from '@/relay/toggle-mutation';
import type { MuteMemberMutation } from './__generated__/MuteMemberMutation.graphql';
import type { UnmuteMemberMutation } from './__generated__/UnmuteMemberMutation.graphql';
import { unmuteMemberMutation } from './UnmuteMemberMutation';

const mutation = graphql`
  mutation MuteMemberMutation($input: MuteMemberInput!) {
    muteMember(input: $input) {
      __typename
      ... on MuteMemberPayload {
        user {
          id
          viewerHasMuted
        }
        viewer {
          id
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/** The feed connection's key (features/feed's FeedList): where a muted member's items are taken out. */
export const FEED_CONNECTION_KEY = 'FeedList_feed';

/** Takes the items of one member out of the viewer's feed in the store. */
export function removeItemsOf(store: RecordSourceSelectorProxy, viewerId: string, memberDatabaseId: number): void {
  const viewer = store.get(viewerId);
  if (!viewer) return;
  const feed = ConnectionHandler.getConnection(viewer, FEED_CONNECTION_KEY);
  if (!feed) return;
  for (const edge of feed.getLinkedRecords('edges') ?? []) {
    const actor = edge?.getLinkedRecord('node')?.getLinkedRecord('actor');
    const id = edge?.getLinkedRecord('node')?.getDataID();
    if (actor?.getValue('databaseId') === memberDatabaseId && id) ConnectionHandler.deleteNode(feed, id);
  }
}

/**
 * The viewer's feed is out of date: its connection is marked stale, which the feed on screen listens for
 * (it loads again from the top), and so is the viewer, whose route query then loads anew when next opened.
 */
export function feedLoadsAgain(store: RecordSourceSelectorProxy, viewerId: string): void {
  const viewer = store.get(viewerId);
  if (!viewer) return;
  ConnectionHandler.getConnection(viewer, FEED_CONNECTION_KEY)?.invalidateRecord();
  viewer.invalidateRecord();
}

export interface MuteTarget {
  /** The member's global id. */
  memberId: string;
  memberDatabaseId: number;
  name: string;
  /** The viewer's global id (their feed is on them). */
  viewerId: string;
}

const muteToggle: ToggleSpec<MuteMemberMutation, UnmuteMemberMutation, MuteTarget> = {
  on: {
    mutation,
    result: (response) => response.muteMember,
    payload: 'MuteMemberPayload',
    failed: FEED_TEXT.muteFailed,
  },
  off: {
    mutation: unmuteMemberMutation,
    result: (response) => response.unmuteMember,
    payload: 'UnmuteMemberPayload',
    failed: FEED_TEXT.unmuteFailed,
  },
  variables: (target) => ({ input: { userId: target.memberId } }),
  // Muted: the member's items leave the feed in the store. Unmuted: only the server has their items, so
  // the feed loads again.
  updater: (target, on) => (store, data) => {
    if (on) {
      if ((data as MuteMemberMutation['response'] | null)?.muteMember.user) removeItemsOf(store, target.viewerId, target.memberDatabaseId);
    } else if ((data as UnmuteMemberMutation['response'] | null)?.unmuteMember.user) feedLoadsAgain(store, target.viewerId);
  },
};

/**
 * Mutes (`toggle(true, target)`) or unmutes (`toggle(false, target)`) a member; the callbacks' `onDone`
 * runs once the server agreed (the screens' toasts name the member). Returns the toggle and whether a
 * change is under way.
 */
export function useMuteMemberMutation() {
  return useToggleMutation(muteToggle);
}
