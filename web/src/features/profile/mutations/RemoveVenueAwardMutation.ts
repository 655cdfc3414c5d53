import { graphql, useMutation } from 'react-relay';
import type { RemoveVenueAwardMutation } from './__generated__/RemoveVenueAwardMutation.graphql';

const mutation = graphql`
  mutation RemoveVenueAwardMutation($id: ID!) {
    removeVenueAward(id: $id) {
      __typename
      ... on RemoveVenueAwardPayload {
        venue {
          id
          awards {
            id
            title
            competition
            place
            year
            certificateUrl
          }
        }
      }
      ... on Error {
        message
        code
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

export function useRemoveVenueAwardMutation() {
  return useMutation<RemoveVenueAwardMutation>(mutation);
}
