import { graphql, useMutation } from 'react-relay';
import type { RemoveEventMutation } from './__generated__/RemoveEventMutation.graphql';

const mutation = graphql`
  mutation RemoveEventMutation($id: ID!) {
    removeEvent(id: $id) {
      __typename
      ... on RemoveEventPayload {
        owner {
          ...EventsTab_user
        }
      }
      ... on Error {
        message
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

export function useRemoveEventMutation() {
  return useMutation<RemoveEventMutation>(mutation);
}
