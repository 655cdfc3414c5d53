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

export function useWithdrawVenueClaimMutation() {
  return useMutation<WithdrawVenueClaimMutation>(mutation);
}
