import { graphql, useMutation } from 'react-relay';
import type { ListVenueMutation } from './__generated__/ListVenueMutation.graphql';

const mutation = graphql`
  mutation ListVenueMutation($input: ListVenueInput!) {
    listVenue(input: $input) {
      __typename
      ... on VenueClaimPayload {
        user {
          ...BarInfoTab_user
          ...TeamTab_user
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

export function useListVenueMutation() {
  return useMutation<ListVenueMutation>(mutation);
}
