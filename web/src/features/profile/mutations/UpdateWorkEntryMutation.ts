import { graphql, useMutation } from 'react-relay';
import type { UpdateWorkEntryMutation } from './__generated__/UpdateWorkEntryMutation.graphql';

const mutation = graphql`
  mutation UpdateWorkEntryMutation($id: ID!, $entry: WorkEntryInput!) {
    updateWorkEntry(id: $id, entry: $entry) {
      __typename
      ... on UpdateWorkEntryPayload {
        user {
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

export function useUpdateWorkEntryMutation() {
  return useMutation<UpdateWorkEntryMutation>(mutation);
}
