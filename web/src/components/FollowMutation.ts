import { graphql } from 'react-relay/hooks';
import { CONNECTION_MESSAGES } from '@common/connections';
import { type ToggleSpec, useToggleMutation } from '@/relay/toggle-mutation';
import type { FollowMutation } from './__generated__/FollowMutation.graphql';
import type { UnfollowMutation } from './__generated__/UnfollowMutation.graphql';
import { type FollowPair, followListsUpdater, optimisticFollowUpdater } from './follow-store';
import { unfollowMutation } from './UnfollowMutation';

const followMutation = graphql`
  mutation FollowMutation($input: FollowInput!) {
    follow(input: $input) {
      __typename
      ... on FollowPayload {
        user {
          id
          viewerIsFollowing
          connectionCounts {
            followers
            following
            mutual
          }
        }
        viewer {
          id
          connectionCounts {
            followers
            following
            mutual
          }
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

const followToggle: ToggleSpec<FollowMutation, UnfollowMutation, FollowPair> = {
  on: {
    mutation: followMutation,
    result: (response) => response.follow,
    payload: 'FollowPayload',
    failed: CONNECTION_MESSAGES.followFailed,
  },
  off: {
    mutation: unfollowMutation,
    result: (response) => response.unfollow,
    payload: 'UnfollowPayload',
    failed: CONNECTION_MESSAGES.unfollowFailed,
  },
  variables: (pair) => ({ input: { userId: pair.memberId } }),
  optimisticUpdater: optimisticFollowUpdater,
  updater: (pair) => followListsUpdater(pair),
};

/**
 * Follows (`toggle(true, pair)`) or stops following (`toggle(false, pair)`) a member: the button and both
 * members' counts change at once; the server's answer confirms them, or puts them back with a toast.
 * Returns the toggle and whether a change is under way.
 */
export function useFollowMutation() {
  return useToggleMutation(followToggle);
}
