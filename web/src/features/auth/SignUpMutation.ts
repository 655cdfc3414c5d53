import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { readSessionViewer } from '@/app/session/SessionViewer';
import type { AuthOutcome } from './auth-text';
import type { SignUpInput, SignUpMutation as SignUpMutationType } from './__generated__/SignUpMutation.graphql';
import { failureOf } from '@/relay/mutation-result';

const mutation = graphql`
  mutation SignUpMutation($input: SignUpInput!) {
    signUp(input: $input) {
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

/** Joins with an invite code; the promise never rejects, it settles with the outcome. */
export function useSignUpMutation(): [(input: SignUpInput) => Promise<AuthOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<SignUpMutationType>(mutation);
  const signUp = useCallback(
    (input: SignUpInput) =>
      new Promise<AuthOutcome>((resolve) => {
        commit({
          variables: { input },
          onCompleted: ({ signUp: result }) => {
            if (result.token && result.viewer) {
              resolve({ kind: 'signedIn', token: result.token, viewer: readSessionViewer(result.viewer) });
              return;
            }
            const failure = failureOf(result);
            if (failure?.message) {
              resolve({ kind: 'refused', message: failure.message, field: failure.fieldList[0]?.path });
            } else {
              resolve({ kind: 'failed', error: new Error(`Unexpected answer: ${result.__typename}`) });
            }
          },
          onError: (error) => resolve({ kind: 'failed', error }),
        });
      }),
    [commit],
  );
  return [signUp, isInFlight];
}
