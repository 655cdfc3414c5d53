// Mute and unmute a member (decision 0073): a muted member's items leave the viewer's feed once the
// server agrees (the store's feed connection loses them); unmuted, their acts come back the next time the
// feed loads. A failure says so in a toast. They are not told.
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
  // Muted: the member's items leave the feed in the store (nothing to undo there when unmuting).
  updater: (target, on) => (store, data) => {
    if (on && (data as MuteMemberMutation['response'] | null)?.muteMember.user)
      removeItemsOf(store, target.viewerId, target.memberDatabaseId);
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
