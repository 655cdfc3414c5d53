import { graphql, useMutation } from 'react-relay';
import type { ChangePasswordMutation } from './__generated__/ChangePasswordMutation.graphql';

const mutation = graphql`
  mutation ChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on ChangePasswordPayload {
        sessionsEnded
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

export function useChangePasswordMutation() {
  return useMutation<ChangePasswordMutation>(mutation);
}
