import { graphql, useMutation } from 'react-relay';
import type { CreateEventMutation } from './__generated__/CreateEventMutation.graphql';

const mutation = graphql`
  mutation CreateEventMutation($input: EventInput!) {
    createEvent(input: $input) {
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

export function useCreateEventMutation() {
  return useMutation<CreateEventMutation>(mutation);
}
