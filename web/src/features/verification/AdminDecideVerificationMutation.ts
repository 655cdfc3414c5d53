import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { leaveQueue } from '@/relay/decision-queue';
import { isNoLongerPending, readFailure } from '@/relay/mutation-result';
import { failed, settle } from '@/relay/notify';
import type { AdminDecideVerificationMutation, VerificationDecision } from './__generated__/AdminDecideVerificationMutation.graphql';

const mutation = graphql`
  mutation AdminDecideVerificationMutation($input: DecideVerificationInput!) {
    decideVerification(input: $input) {
      __typename
      ... on DecideVerificationPayload {
        verificationRequest {
          id
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

/**
 * An admin's decision on a request no venue account can decide; toasts the outcome. The request leaves
 * the list `connection` (its __id, with its total) once decided, or when the server says it no longer
 * waits (the member withdrew it, someone decided it first).
 */
export function useAdminDecideVerificationMutation(
  connection: string,
): [(requestId: string, decision: VerificationDecision) => void, boolean] {
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = useMutation<AdminDecideVerificationMutation>(mutation);
  const decide = useCallback(
    (requestId: string, decision: VerificationDecision) => {
      commit({
        variables: { input: { requestId, decision } },
        onCompleted: ({ decideVerification }) => {
          const decided = settle(decideVerification, 'DecideVerificationPayload', {
            success: decision === 'verified' ? 'Verified' : 'Denied',
            fallback: 'Failed to save',
          });
          if (decided || isNoLongerPending(readFailure(decideVerification, 'DecideVerificationPayload'))) {
            leaveQueue(environment, connection, requestId);
          }
        },
        onError: (error) => failed(error, 'Failed to save'),
      });
    },
    [commit, connection, environment],
  );
  return [decide, isInFlight];
}
