import { graphql, useMutation } from 'react-relay';
import type { RequestVerificationMutation } from './__generated__/RequestVerificationMutation.graphql';

const mutation = graphql`
  mutation RequestVerificationMutation($workEntryId: ID!) {
    requestVerification(workEntryId: $workEntryId) {
      __typename
      ... on RequestVerificationPayload {
        workEntry {
          id
          verificationStatus
        }
      }
      ... on Error {
        message
        code
      }
      ... on ValidationError {
        fields {
          path
          message
        }
      }
    }
  }
`;

export function useRequestVerificationMutation() {
  return useMutation<RequestVerificationMutation>(mutation);
}
