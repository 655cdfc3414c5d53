import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { ACHIEVEMENT_MESSAGES } from '@common/achievements';
import { readFailure } from '@/relay/mutation-result';
import { achievementFailure } from './achievement-failure';
import type { AddVenueAwardMutation, AddVenueAwardInput } from './__generated__/AddVenueAwardMutation.graphql';

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
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/**
 * Saves it; toasts "Saved" and calls `onSaved`, or toasts the failure and hands its field messages
 * to `onFields`. The payload's member (or venue) brings the new list along.
 */
export function useAddVenueAwardMutation(): [
  (input: AddVenueAwardInput, on: { onSaved(): void; onFields(fields: Record<string, string>): void }) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<AddVenueAwardMutation>(mutation);
  const save = useCallback(
    (input: AddVenueAwardInput, on: { onSaved(): void; onFields(fields: Record<string, string>): void }) => {
      commit({
        variables: { input },
        onCompleted: ({ addVenueAward: result }) => {
          const failure = readFailure(result, 'AddVenueAwardPayload');
          if (!failure) {
            toast.success(ACHIEVEMENT_MESSAGES.saved);
            on.onSaved();
          } else {
            on.onFields({ ...failure.fields });
            toast.error(achievementFailure(failure));
          }
        },
        onError: () => void toast.error(ACHIEVEMENT_MESSAGES.saveFailed),
      });
    },
    [commit],
  );
  return [save, isInFlight];
}
