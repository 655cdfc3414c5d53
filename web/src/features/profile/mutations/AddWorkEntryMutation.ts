import { graphql, useMutation } from 'react-relay';
import type { AddWorkEntryMutation } from './__generated__/AddWorkEntryMutation.graphql';

const mutation = graphql`
  mutation AddWorkEntryMutation($input: AddWorkEntryInput!) {
    addWorkEntry(input: $input) {
      __typename
      ... on AddWorkEntryPayload {
        verificationRequest {
          id
        }
        user {
          workEntryCount
          ...WorkHistoryEditor_user
          ...ProfileHeader_user
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

export function useAddWorkEntryMutation() {
  return useMutation<AddWorkEntryMutation>(mutation);
}
