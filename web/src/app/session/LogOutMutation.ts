import { commitMutation, graphql } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import type { LogOutMutation as LogOutMutationType } from './__generated__/LogOutMutation.graphql';

const mutation = graphql`
  mutation LogOutMutation {
    logOut {
      __typename
      ... on LogOutPayload {
        loggedOut
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/**
 * Ends the server session of `token` (best effort: the client forgets the token either way). Not a hook:
 * signing out happens in the session store, outside any component.
 */
export function commitLogOut(environment: Environment, token: string): Promise<void> {
  return new Promise((resolve) => {
    commitMutation<LogOutMutationType>(environment, {
      mutation,
      variables: {},
      cacheConfig: { metadata: { authToken: token } },
      onCompleted: (response) => {
        if (response.logOut.__typename !== 'LogOutPayload') console.warn('Sign-out was not recorded by the server:', response.logOut);
        resolve();
      },
      onError: (error) => {
        console.warn('Sign-out could not reach the server:', error);
        resolve();
      },
    });
  });
}
