import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
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

/** A venue verifies or denies a team member's position; toasts "{name} verified" (or denied) or why not. */
export function useDecideVerificationMutation(): [
  (requestId: string, decision: VerificationDecision, memberName: string) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<DecideVerificationMutation>(mutation);
  const decide = useCallback(
    (requestId: string, decision: VerificationDecision, memberName: string) => {
      commit({
        variables: { input: { requestId, decision } },
        onCompleted: ({ decideVerification }) =>
          void settle(decideVerification, 'DecideVerificationPayload', {
            success: decision === 'verified' ? `${memberName} verified` : `Verification of ${memberName} denied`,
            fallback: 'Failed to save',
          }),
        onError: (error) => failed(error, 'Failed to save'),
      });
    },
    [commit],
  );
  return [decide, isInFlight];
}
