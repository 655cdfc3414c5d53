import { graphql, useMutation } from 'react-relay';
import type { ClaimVenueMutation } from './__generated__/ClaimVenueMutation.graphql';

const mutation = graphql`
  mutation ClaimVenueMutation($input: ClaimVenueInput!) {
    claimVenue(input: $input) {
      __typename
      ... on VenueClaimPayload {
        user {
          ...BarInfoTab_user
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

export function useClaimVenueMutation() {
  return useMutation<ClaimVenueMutation>(mutation);
}
