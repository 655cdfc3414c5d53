import { graphql, useMutation } from 'react-relay';
import type { UploadAvatarMutation } from './__generated__/UploadAvatarMutation.graphql';

const mutation = graphql`
  mutation UploadAvatarMutation($avatar: File!) {
    uploadAvatar(avatar: $avatar) {
      __typename
      ... on UploadAvatarPayload {
        user {
          id
          avatarUrl
          ...SessionViewer_user
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

export function useUploadAvatarMutation() {
  return useMutation<UploadAvatarMutation>(mutation);
}
