import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { PROFILE_MESSAGES } from '@common/profile';
import { readSessionViewer } from '@/app/session/SessionViewer';
import { useSession } from '@/app/session/useSession';
import { failureMessage, readFailure } from '@/relay/mutation-result';
import type { UploadAvatarMutation } from './__generated__/UploadAvatarMutation.graphql';

const mutation = graphql`
  mutation UploadAvatarMutation($input: UploadAvatarInput!) {
    uploadAvatar(input: $input) {
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

/** Uploads a new profile picture and the stored session follows it; calls `onUploaded`, or `onFailed` with the message to show. */
export function useUploadAvatarMutation(): [(file: File, on: { onUploaded(): void; onFailed(message: string): void }) => void, boolean] {
  const [commit, isInFlight] = useMutation<UploadAvatarMutation>(mutation);
  const { updateViewer } = useSession();
  const upload = useCallback(
    (file: File, on: { onUploaded(): void; onFailed(message: string): void }) => {
      commit({
        variables: { input: { avatar: null } },
        uploadables: { 'input.avatar': file },
        onCompleted: ({ uploadAvatar }) => {
          const failure = readFailure(uploadAvatar, 'UploadAvatarPayload');
          if (!failure) {
            if (uploadAvatar.user) updateViewer(readSessionViewer(uploadAvatar.user));
            on.onUploaded();
          } else {
            on.onFailed(failureMessage(failure, PROFILE_MESSAGES.avatarFailed));
          }
        },
        onError: () => on.onFailed(PROFILE_MESSAGES.avatarFailed),
      });
    },
    [commit, updateViewer],
  );
  return [upload, isInFlight];
}
