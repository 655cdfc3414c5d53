import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { CONNECTION_MESSAGES } from '@common/connections';
import { failureOf } from '@/relay/mutation-result';
import type { FollowMutation } from './__generated__/FollowMutation.graphql';
import { type FollowPair, followListsUpdater, optimisticFollowUpdater } from './follow-store';

const mutation = graphql`
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

/**
 * Follows a member: the button and both members' counts change at once; the server's answer confirms
 * them, or puts them back with a toast. Returns the callback and whether a change is under way.
 */
export function useFollowMutation(): [(pair: FollowPair) => void, boolean] {
  const [commit, isInFlight] = useMutation<FollowMutation>(mutation);
  const follow = useCallback(
    (pair: FollowPair) => {
      commit({
        variables: { input: { userId: pair.memberId } },
        optimisticUpdater: optimisticFollowUpdater(pair, true),
        updater: followListsUpdater(pair),
        onError: (error) => {
          toast.error(error.message);
        },
        onCompleted: ({ follow: result }) => {
          if (!result.user) toast.error(failureOf(result)?.message ?? CONNECTION_MESSAGES.followFailed);
        },
      });
    },
    [commit],
  );
  return [follow, isInFlight];
}
