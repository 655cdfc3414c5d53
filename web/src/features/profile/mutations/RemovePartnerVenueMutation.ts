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

export function useRemovePartnerVenueMutation() {
  return useMutation<RemovePartnerVenueMutation>(mutation);
}
