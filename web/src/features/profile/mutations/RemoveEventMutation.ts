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
      ...ErrorFields @alias(as: "error")
    }
  }
`;

export function useRemoveEventMutation() {
  return useMutation<RemoveEventMutation>(mutation);
}
