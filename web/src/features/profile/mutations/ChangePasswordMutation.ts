import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { MESSAGES } from '@common/auth';
import { GraphQLHttpError } from '@/relay/fetch-graphql';
import { failureMessage, readFailure } from '@/relay/mutation-result';
import type { ChangePasswordInput, ChangePasswordMutation } from './__generated__/ChangePasswordMutation.graphql';

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

/**
 * Changes the password (other sessions end); calls `onChanged`, or `onFailed` with the message to show:
 * the server's reason, or "Network error" when no answer came.
 */
export function useChangePasswordMutation(): [
  (
    input: ChangePasswordInput,
    on: { onChanged(): void; onFailed(message: string, fields: Readonly<Record<string, string>>): void },
  ) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<ChangePasswordMutation>(mutation);
  const change = useCallback(
    (input: ChangePasswordInput, on: { onChanged(): void; onFailed(message: string, fields: Readonly<Record<string, string>>): void }) => {
      commit({
        variables: { input },
        onCompleted: ({ changePassword }) => {
          const failure = readFailure(changePassword, 'ChangePasswordPayload');
          if (!failure) on.onChanged();
          else on.onFailed(failureMessage(failure, MESSAGES.passwordChangeFailed), failure.fields);
        },
        onError: (error) =>
          on.onFailed(
            error instanceof GraphQLHttpError || error instanceof TypeError
              ? MESSAGES.passwordChangeNetwork
              : error.message || MESSAGES.passwordChangeFailed,
            {},
          ),
      });
    },
    [commit],
  );
  return [change, isInFlight];
}
