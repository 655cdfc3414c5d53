import { graphql, useMutation } from 'react-relay';
import type { UpdateEventMutation } from './__generated__/UpdateEventMutation.graphql';

const mutation = graphql`
  mutation UpdateEventMutation($id: ID!, $input: EventInput!) {
    updateEvent(id: $id, input: $input) {
      __typename
      ... on EventPayload {
        owner {
          ...EventsTab_user
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

export function useUpdateEventMutation() {
  return useMutation<UpdateEventMutation>(mutation);
}
