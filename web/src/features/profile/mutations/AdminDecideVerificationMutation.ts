import { graphql, useMutation } from 'react-relay';
import type { AdminDecideVerificationMutation } from './__generated__/AdminDecideVerificationMutation.graphql';

const mutation = graphql`
  mutation AdminDecideVerificationMutation($requestId: ID!, $decision: VerificationDecision!, $connections: [ID!]!) {
    decideVerification(requestId: $requestId, decision: $decision) {
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

/** An admin's decision on a request no venue account can decide: it leaves the admin's list. */
export function useAdminDecideVerificationMutation() {
  return useMutation<AdminDecideVerificationMutation>(mutation);
}
