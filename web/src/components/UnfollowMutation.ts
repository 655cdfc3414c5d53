import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { CONNECTION_MESSAGES } from '@common/connections';
import { failureOf } from '@/relay/mutation-result';
import type { UnfollowMutation } from './__generated__/UnfollowMutation.graphql';
import { type FollowPair, followListsUpdater, optimisticFollowUpdater } from './follow-store';

const mutation = graphql`
  mutation UnfollowMutation($input: UnfollowInput!) {
    unfollow(input: $input) {
      __typename
      ... on UnfollowPayload {
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

/**
 * Stops following a member: the button and both members' counts change at once; the server's answer confirms
 * them, or puts them back with a toast. Returns the callback and whether a change is under way.
 */
export function useUnfollowMutation(): [(pair: FollowPair) => void, boolean] {
  const [commit, isInFlight] = useMutation<UnfollowMutation>(mutation);
  const unfollow = useCallback(
    (pair: FollowPair) => {
      commit({
        variables: { input: { userId: pair.memberId } },
        optimisticUpdater: optimisticFollowUpdater(pair, false),
        updater: followListsUpdater(pair),
        onError: (error) => {
          toast.error(error.message);
        },
        onCompleted: ({ unfollow: result }) => {
          if (!result.user) toast.error(failureOf(result)?.message ?? CONNECTION_MESSAGES.unfollowFailed);
        },
      });
    },
    [commit],
  );
  return [unfollow, isInFlight];
}
