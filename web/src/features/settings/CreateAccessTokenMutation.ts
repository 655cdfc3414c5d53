import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import { failureMessage, readFailure, type MutationFailure } from '@/relay/mutation-result';
import type { AccessTokenScope, CreateAccessTokenMutation } from './__generated__/CreateAccessTokenMutation.graphql';

const mutation = graphql`
  mutation CreateAccessTokenMutation($input: CreateAccessTokenInput!, $connections: [ID!]!) {
    createAccessToken(input: $input) {
      __typename
      ... on CreateAccessTokenPayload {
        secret
        accessToken @prependNode(connections: $connections, edgeTypeName: "AccessTokenEdge") {
          ...AccessTokenRow_token
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

export const ACCESS_TOKENS_CONNECTION = 'AccessTokensPage_accessTokens';

/** Makes a token; hands back its secret (shown once) or the failure, whose fields go on the form. */
export function useCreateAccessTokenMutation(): [
  (
    input: { name: string; scope: AccessTokenScope; expiresInDays: number | null },
    on: { onCreated(secret: string): void; onFailed(message: string, failure: MutationFailure | null): void },
  ) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<CreateAccessTokenMutation>(mutation);
  const run = useCallback(
    (
      input: { name: string; scope: AccessTokenScope; expiresInDays: number | null },
      on: { onCreated(secret: string): void; onFailed(message: string, failure: MutationFailure | null): void },
    ) => {
      commit({
        variables: { input, connections: [ConnectionHandler.getConnectionID('client:root', ACCESS_TOKENS_CONNECTION)] },
        onCompleted: ({ createAccessToken: result }) => {
          const failure = readFailure(result, 'CreateAccessTokenPayload');
          if (failure || result.__typename !== 'CreateAccessTokenPayload' || result.secret === undefined)
            on.onFailed(failureMessage(failure, 'Failed to create the token'), failure);
          else on.onCreated(result.secret);
        },
        onError: () => on.onFailed('Failed to create the token', null),
      });
    },
    [commit],
  );
  return [run, isInFlight];
}
