import { graphql, useMutation } from 'react-relay';
import type { AddPartnerVenueMutation } from './__generated__/AddPartnerVenueMutation.graphql';

const mutation = graphql`
  mutation AddPartnerVenueMutation($venue: ID!) {
    addPartnerVenue(venue: $venue) {
      __typename
      ... on PartnershipPayload {
        brand {
          ...PartnersTab_user
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

export function useAddPartnerVenueMutation() {
  return useMutation<AddPartnerVenueMutation>(mutation);
}
