import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { ACHIEVEMENT_MESSAGES } from '@common/achievements';
import { readFailure } from '@/relay/mutation-result';
import { achievementFailure } from './achievement-failure';
import type { RemoveAchievementMutation } from './__generated__/RemoveAchievementMutation.graphql';

const mutation = graphql`
  mutation RemoveAchievementMutation($input: RemoveAchievementInput!) {
    removeAchievement(input: $input) {
      __typename
      ... on RemoveAchievementPayload {
        user {
          ...AchievementsEditor_user
          ...AwardsCard_user
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/** Removes it by its id; toasts "Removed" or the failure. The payload's member (or venue) brings the new list along. */
export function useRemoveAchievementMutation(): [(id: string) => void, boolean] {
  const [commit, isInFlight] = useMutation<RemoveAchievementMutation>(mutation);
  const remove = useCallback(
    (id: string) => {
      commit({
        variables: { input: { id } },
        onCompleted: ({ removeAchievement: result }) => {
          const failure = readFailure(result, 'RemoveAchievementPayload');
          if (!failure) toast.success(ACHIEVEMENT_MESSAGES.removed);
          else toast.error(achievementFailure(failure));
        },
        onError: () => void toast.error(ACHIEVEMENT_MESSAGES.saveFailed),
      });
    },
    [commit],
  );
  return [remove, isInFlight];
}
