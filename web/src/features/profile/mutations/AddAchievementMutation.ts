import { graphql, useMutation } from 'react-relay';
import type { AddAchievementMutation } from './__generated__/AddAchievementMutation.graphql';

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

export function useAddAchievementMutation() {
  return useMutation<AddAchievementMutation>(mutation);
}
