import { graphql, useMutation } from 'react-relay';
import type { DecideVenueClaimMutation } from './__generated__/DecideVenueClaimMutation.graphql';

const mutation = graphql`
  mutation DecideVenueClaimMutation($id: ID!, $approve: Boolean!, $connections: [ID!]!) {
    decideVenueClaim(id: $id, approve: $approve) {
      __typename
      ... on VenueClaimPayload {
        venueClaim {
          id @deleteEdge(connections: $connections)
          status
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

export function useDecideVenueClaimMutation() {
  return useMutation<DecideVenueClaimMutation>(mutation);
}
