import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { readSessionViewer } from '@/app/session/SessionViewer';
import type { AuthOutcome } from './auth-text';
import type { LogInInput, LogInMutation as LogInMutationType } from './__generated__/LogInMutation.graphql';

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
      ... on Error {
        message
      }
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
            if (result.token && result.viewer) resolve({ kind: 'signedIn', token: result.token, viewer: readSessionViewer(result.viewer) });
            else if (result.message) resolve({ kind: 'refused', message: result.message });
            else resolve({ kind: 'failed', error: new Error(`Unexpected answer: ${result.__typename}`) });
          },
          onError: (error) => resolve({ kind: 'failed', error }),
        });
      }),
    [commit],
  );
  return [logIn, isInFlight];
}
