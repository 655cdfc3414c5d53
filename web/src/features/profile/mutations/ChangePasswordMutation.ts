import { graphql, useMutation } from 'react-relay';
import type { ChangePasswordMutation } from './__generated__/ChangePasswordMutation.graphql';

const mutation = graphql`
  mutation ChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on ChangePasswordPayload {
        sessionsEnded
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

export function useChangePasswordMutation() {
  return useMutation<ChangePasswordMutation>(mutation);
}
