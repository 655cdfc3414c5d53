// Unmute a member (decision 0073): their acts show in the viewer's feed again, next time it loads.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { FEED_TEXT } from '@common/feed';
import { failureMessage, failureOf } from '@/relay/mutation-result';
import type { UnmuteMemberMutation } from './__generated__/UnmuteMemberMutation.graphql';

const mutation = graphql`
  mutation UnmuteMemberMutation($input: UnmuteMemberInput!) {
    unmuteMember(input: $input) {
      __typename
      ... on UnmuteMemberPayload {
        user {
          id
          viewerHasMuted
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/** Unmutes a member (by global id); `onUnmuted` runs once the server agreed. */
export function useUnmuteMemberMutation(): [(memberId: string, onUnmuted?: () => void) => void, boolean] {
  const [commit, isInFlight] = useMutation<UnmuteMemberMutation>(mutation);
  const unmute = useCallback(
    (memberId: string, onUnmuted?: () => void) => {
      commit({
        variables: { input: { userId: memberId } },
        onError: () => {
          toast.error(FEED_TEXT.unmuteFailed);
        },
        onCompleted: ({ unmuteMember: result }) => {
          if (!result.user) toast.error(failureMessage(failureOf(result), FEED_TEXT.unmuteFailed));
          else onUnmuted?.();
        },
      });
    },
    [commit],
  );
  return [unmute, isInFlight];
}
