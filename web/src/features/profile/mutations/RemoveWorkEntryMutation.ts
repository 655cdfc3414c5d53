import { graphql, useMutation } from 'react-relay';
import type { RemoveWorkEntryMutation } from './__generated__/RemoveWorkEntryMutation.graphql';

const mutation = graphql`
  mutation RemoveWorkEntryMutation($id: ID!) {
    removeWorkEntry(id: $id) {
      __typename
      ... on RemoveWorkEntryPayload {
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

export function useRemoveWorkEntryMutation() {
  return useMutation<RemoveWorkEntryMutation>(mutation);
}
