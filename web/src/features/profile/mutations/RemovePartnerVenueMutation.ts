import { graphql, useMutation } from 'react-relay';
import type { RemovePartnerVenueMutation } from './__generated__/RemovePartnerVenueMutation.graphql';

const mutation = graphql`
  mutation RemovePartnerVenueMutation($id: ID!) {
    removePartnerVenue(id: $id) {
      __typename
      ... on RemovePartnerVenuePayload {
        brand {
          ...PartnersTab_user
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

export function useRemovePartnerVenueMutation() {
  return useMutation<RemovePartnerVenueMutation>(mutation);
}
