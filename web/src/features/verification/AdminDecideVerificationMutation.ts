import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { failed, settle } from '@/relay/notify';
import type { AdminDecideVerificationMutation, VerificationDecision } from './__generated__/AdminDecideVerificationMutation.graphql';

const mutation = graphql`
  mutation AdminDecideVerificationMutation($input: DecideVerificationInput!, $connections: [ID!]!) {
    decideVerification(input: $input) {
      __typename
      ... on DecideVerificationPayload {
        verificationRequest {
          id @deleteEdge(connections: $connections)
          status
        }
        workEntry {
          id
          verificationStatus
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/** An admin's decision on a request no venue account can decide: it leaves the list `connection` (its __id); toasts the outcome. */
export function useAdminDecideVerificationMutation(
  connection: string,
): [(requestId: string, decision: VerificationDecision) => void, boolean] {
  const [commit, isInFlight] = useMutation<AdminDecideVerificationMutation>(mutation);
  const decide = useCallback(
    (requestId: string, decision: VerificationDecision) => {
      commit({
        variables: { input: { requestId, decision }, connections: [connection] },
        onCompleted: ({ decideVerification }) =>
          void settle(decideVerification, 'DecideVerificationPayload', {
            success: decision === 'verified' ? 'Verified' : 'Denied',
            fallback: 'Failed to save',
          }),
        onError: (error) => failed(error, 'Failed to save'),
      });
    },
    [commit, connection],
  );
  return [decide, isInFlight];
}
