import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import { toast } from 'sonner';
import { ACCESS_TOKEN_MESSAGES } from '@common/access-tokens';
import { failureMessage, readFailure } from '@/relay/mutation-result';
import type { RevokeAccessTokenMutation } from './__generated__/RevokeAccessTokenMutation.graphql';
import { ACCESS_TOKENS_CONNECTION } from './CreateAccessTokenMutation';

const mutation = graphql`
  mutation RevokeAccessTokenMutation($input: RevokeAccessTokenInput!, $connections: [ID!]!) {
    revokeAccessToken(input: $input) {
      __typename
      ... on RevokeAccessTokenPayload {
        revokedAccessTokenId @deleteEdge(connections: $connections)
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/** Revokes one token; the list drops it, and a toast says so. */
export function useRevokeAccessTokenMutation(): [(id: string) => void, boolean] {
  const [commit, isInFlight] = useMutation<RevokeAccessTokenMutation>(mutation);
  const run = useCallback(
    (id: string) => {
      commit({
        variables: { input: { id }, connections: [ConnectionHandler.getConnectionID('client:root', ACCESS_TOKENS_CONNECTION)] },
        onCompleted: ({ revokeAccessToken: result }) => {
          const failure = readFailure(result, 'RevokeAccessTokenPayload');
          if (failure) toast.error(failureMessage(failure, 'Failed to revoke the token'));
          else toast.success(ACCESS_TOKEN_MESSAGES.revoked);
        },
        onError: () => void toast.error('Failed to revoke the token'),
      });
    },
    [commit],
  );
  return [run, isInFlight];
}
