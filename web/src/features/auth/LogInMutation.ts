import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { readSessionViewer } from '@/app/session/SessionViewer';
import type { AuthOutcome } from './auth-text';
import type { LogInInput, LogInMutation as LogInMutationType } from './__generated__/LogInMutation.graphql';
import { failureOf } from '@/relay/mutation-result';

const mutation = graphql`
  mutation LogInMutation($input: LogInInput!) {
    logIn(input: $input) {
      __typename
      ... on AuthPayload {
        token
        viewer {
          ...SessionViewer_user
        }
      }
      ...ErrorFields @alias(as: "error")
    }
  }
`;

/** Signs in by email or username; the promise never rejects, it settles with the outcome. */
export function useLogInMutation(): [(input: LogInInput) => Promise<AuthOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<LogInMutationType>(mutation);
  const logIn = useCallback(
    (input: LogInInput) =>
      new Promise<AuthOutcome>((resolve) => {
        commit({
          variables: { input },
          onCompleted: ({ logIn: result }) => {
            const failure = failureOf(result);
            if (result.token && result.viewer) resolve({ kind: 'signedIn', token: result.token, viewer: readSessionViewer(result.viewer) });
            else if (failure?.message) resolve({ kind: 'refused', message: failure.message });
            else resolve({ kind: 'failed', error: new Error(`Unexpected answer: ${result.__typename}`) });
          },
          onError: (error) => resolve({ kind: 'failed', error }),
        });
      }),
    [commit],
  );
  return [logIn, isInFlight];
}
