import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { ACHIEVEMENT_MESSAGES } from '@common/achievements';
import { readFailure } from '@/relay/mutation-result';
import { achievementFailure } from './achievement-failure';
import type { AddAchievementMutation, AddAchievementInput } from './__generated__/AddAchievementMutation.graphql';

const mutation = graphql`
  mutation AddAchievementMutation($input: AddAchievementInput!) {
    addAchievement(input: $input) {
      __typename
      ... on AddAchievementPayload {
        user {
          ...AchievementsEditor_user
          ...AwardsCard_user
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
export function useAddAchievementMutation(): [
  (input: AddAchievementInput, on: { onSaved(): void; onFields(fields: Record<string, string>): void }) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<AddAchievementMutation>(mutation);
  const save = useCallback(
    (input: AddAchievementInput, on: { onSaved(): void; onFields(fields: Record<string, string>): void }) => {
      commit({
        variables: { input },
        onCompleted: ({ addAchievement: result }) => {
          const failure = readFailure(result, 'AddAchievementPayload');
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
