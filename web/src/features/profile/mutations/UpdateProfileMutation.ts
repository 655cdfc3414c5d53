import { graphql, useMutation } from 'react-relay';
import type { UpdateProfileMutation } from './__generated__/UpdateProfileMutation.graphql';

const mutation = graphql`
  mutation UpdateProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on UpdateProfilePayload {
        user {
          ...SessionViewer_user
          ...ProfileDetailsSection_user
          ...ProfileHeader_user
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

export function useUpdateProfileMutation() {
  return useMutation<UpdateProfileMutation>(mutation);
}
