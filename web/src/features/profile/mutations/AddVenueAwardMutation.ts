import { graphql, useMutation } from 'react-relay';
import type { AddVenueAwardMutation } from './__generated__/AddVenueAwardMutation.graphql';

const mutation = graphql`
  mutation AddVenueAwardMutation($input: AddVenueAwardInput!) {
    addVenueAward(input: $input) {
      __typename
      ... on AddVenueAwardPayload {
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

export function useAddVenueAwardMutation() {
  return useMutation<AddVenueAwardMutation>(mutation);
}
