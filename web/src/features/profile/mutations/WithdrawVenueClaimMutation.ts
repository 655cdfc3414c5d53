import { graphql, useMutation } from 'react-relay';
import type { WithdrawVenueClaimMutation } from './__generated__/WithdrawVenueClaimMutation.graphql';

const mutation = graphql`
  mutation WithdrawVenueClaimMutation($id: ID!) {
    withdrawVenueClaim(id: $id) {
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

export function useWithdrawVenueClaimMutation() {
  return useMutation<WithdrawVenueClaimMutation>(mutation);
}
