import { graphql, useMutation } from 'react-relay';
import type { RemoveAchievementMutation } from './__generated__/RemoveAchievementMutation.graphql';

const mutation = graphql`
  mutation RemoveAchievementMutation($id: ID!) {
    removeAchievement(id: $id) {
      __typename
      ... on RemoveAchievementPayload {
        user {
          ...AchievementsEditor_user
          ...AwardsCard_user
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

export function useRemoveAchievementMutation() {
  return useMutation<RemoveAchievementMutation>(mutation);
}
