// Mute a member (decision 0073): their items leave the viewer's feed at once (the store's feed connection
// loses them), and the server's answer confirms it, or a toast says it failed. They are not told.
import { useCallback } from 'react';
import { ConnectionHandler, graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { toast } from 'sonner';
import { FEED_TEXT } from '@common/feed';
import { failureMessage, failureOf } from '@/relay/mutation-result';
import type { MuteMemberMutation } from './__generated__/MuteMemberMutation.graphql';

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

/** Mutes a member; `onMuted` runs once the server agreed (an Undo offers unmuting). */
export function useMuteMemberMutation(): [(target: MuteTarget, onMuted?: () => void) => void, boolean] {
  const [commit, isInFlight] = useMutation<MuteMemberMutation>(mutation);
  const mute = useCallback(
    (target: MuteTarget, onMuted?: () => void) => {
      commit({
        variables: { input: { userId: target.memberId } },
        updater: (store, data) => {
          if (data?.muteMember.user) removeItemsOf(store, target.viewerId, target.memberDatabaseId);
        },
        onError: () => {
          toast.error(FEED_TEXT.muteFailed);
        },
        onCompleted: ({ muteMember: result }) => {
          if (!result.user) toast.error(failureMessage(failureOf(result), FEED_TEXT.muteFailed));
          else onMuted?.();
        },
      });
    },
    [commit],
  );
  return [mute, isInFlight];
}
