import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { PROFILE_MESSAGES } from '@common/profile';
import { readSessionViewer } from '@/app/session/SessionViewer';
import { useSession } from '@/app/session/useSession';
import { GraphQLHttpError } from '@/relay/fetch-graphql';
import { failureMessage, readFailure } from '@/relay/mutation-result';
import type { UpdateProfileInput, UpdateProfileMutation } from './__generated__/UpdateProfileMutation.graphql';

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

/**
 * Saves the profile and the stored session follows it; calls `onSaved`, or `onFailed` with the form's
 * message ("Failed to update profile (…)" when the server gives none) and the field messages.
 */
export function useUpdateProfileMutation(): [
  (input: UpdateProfileInput, on: { onSaved(): void; onFailed(message: string, fields: Readonly<Record<string, string>>): void }) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<UpdateProfileMutation>(mutation);
  const { updateViewer } = useSession();
  const update = useCallback(
    (input: UpdateProfileInput, on: { onSaved(): void; onFailed(message: string, fields: Readonly<Record<string, string>>): void }) => {
      commit({
        variables: { input },
        onCompleted: ({ updateProfile }) => {
          const failure = readFailure(updateProfile, 'UpdateProfilePayload');
          if (!failure) {
            if (updateProfile.user) updateViewer(readSessionViewer(updateProfile.user));
            on.onSaved();
          } else {
            on.onFailed(failureMessage(failure, PROFILE_MESSAGES.updateFailed(400)), failure.fields);
          }
        },
        onError: (error) =>
          on.onFailed(
            error instanceof GraphQLHttpError
              ? PROFILE_MESSAGES.updateFailed(error.status)
              : error.message || PROFILE_MESSAGES.updateFailed('network'),
            {},
          ),
      });
    },
    [commit, updateViewer],
  );
  return [update, isInFlight];
}
