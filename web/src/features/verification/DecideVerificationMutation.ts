import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { isNoLongerPending, readFailure } from '@/relay/mutation-result';
import { failed, settle } from '@/relay/notify';
import type { DecideVerificationMutation, VerificationDecision } from './__generated__/DecideVerificationMutation.graphql';

const mutation = graphql`
  mutation DecideVerificationMutation($input: DecideVerificationInput!) {
    decideVerification(input: $input) {
      __typename
      ... on DecideVerificationPayload {
        verificationRequest {
          id
          status
          viewerCanDecide
        }
        workEntry {
          id
          verificationStatus
          openVerificationRequests {
            id
            viewerCanDecide
          }
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/**
 * A venue verifies or denies a team member's position; toasts "{name} verified" (or denied) or why not.
 * When the server says the request no longer waits (the member withdrew it by changing the entry, an
 * admin decided it), `onNoLongerPending` is called, for the screen to read its team again.
 */
export function useDecideVerificationMutation(
  onNoLongerPending: () => void,
): [(requestId: string, decision: VerificationDecision, memberName: string) => void, boolean] {
  const [commit, isInFlight] = useMutation<DecideVerificationMutation>(mutation);
  const decide = useCallback(
    (requestId: string, decision: VerificationDecision, memberName: string) => {
      commit({
        variables: { input: { requestId, decision } },
        onCompleted: ({ decideVerification }) => {
          const decided = settle(decideVerification, 'DecideVerificationPayload', {
            success: decision === 'verified' ? `${memberName} verified` : `Verification of ${memberName} denied`,
            fallback: 'Failed to save',
          });
          if (!decided && isNoLongerPending(readFailure(decideVerification, 'DecideVerificationPayload'))) onNoLongerPending();
        },
        onError: (error) => failed(error, 'Failed to save'),
      });
    },
    [commit, onNoLongerPending],
  );
  return [decide, isInFlight];
}
