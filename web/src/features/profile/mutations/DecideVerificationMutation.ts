import { graphql, useMutation } from 'react-relay';
import type { DecideVerificationMutation } from './__generated__/DecideVerificationMutation.graphql';

const mutation = graphql`
  mutation DecideVerificationMutation($requestId: ID!, $decision: VerificationDecision!) {
    decideVerification(requestId: $requestId, decision: $decision) {
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

export function useDecideVerificationMutation() {
  return useMutation<DecideVerificationMutation>(mutation);
}
