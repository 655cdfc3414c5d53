import { commitMutation, Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import FollowMutationNode, { type FollowMutation } from '@/components/__generated__/FollowMutation.graphql';
import { failureMessage, isUnauthenticated, readFailure } from './mutation-result';

/** Runs FollowMutation against a server that answers `follow` with `result`, and hands back what Relay read. */
// An error carries `__isError`, as the server answers the `... on Error` spread Relay asks for.
function follow(result: Record<string, unknown>): Promise<FollowMutation['response']['follow']> {
  const environment = new Environment({
    network: Network.create(() => Observable.from({ data: { follow: result } } as GraphQLResponse)),
    store: new Store(new RecordSource()),
  });
  return new Promise((resolve, reject) => {
    commitMutation<FollowMutation>(environment, {
      mutation: FollowMutationNode,
      variables: { input: { userId: 'VXNlcjox' } },
      onCompleted: (response) => resolve(response.follow),
      onError: reject,
    });
  });
}

describe('reading a mutation result', () => {
  it('reads the expected payload as no failure', async () => {
    const counts = { followers: 1, following: 0, mutual: 0 };
    const result = await follow({
      __typename: 'FollowPayload',
      user: { id: 'VXNlcjox', viewerIsFollowing: true, connectionCounts: counts },
      viewer: { id: 'VXNlcjoy', connectionCounts: counts },
    });
    expect(readFailure(result, 'FollowPayload')).toBeNull();
  });

  it('reads a validation failure by its type and code, with its field messages by field', async () => {
    const result = await follow({
      __typename: 'ValidationError',
      __isError: 'ValidationError',
      message: 'Check the highlighted fields',
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'input.userId', message: 'Choose a member' }],
    });
    const failure = readFailure(result, 'FollowPayload');
    expect(failure).toMatchObject({ type: 'ValidationError', code: 'BAD_USER_INPUT', message: 'Check the highlighted fields' });
    expect(failure?.fields).toEqual({ userId: 'Choose a member' });
    expect(failure?.fieldList).toEqual([{ path: 'input.userId', message: 'Choose a member' }]);
  });

  it('tells a lost session apart by its code', async () => {
    const result = await follow({
      __typename: 'NotAuthorizedError',
      __isError: 'NotAuthorizedError',
      message: 'Not authenticated',
      code: 'UNAUTHENTICATED',
    });
    const failure = readFailure(result, 'FollowPayload');
    expect(isUnauthenticated(failure)).toBe(true);
    expect(failure?.fields).toEqual({});
  });

  it('falls back to the given message when the server names no reason', async () => {
    const result = await follow({ __typename: 'NotFoundError', __isError: 'NotFoundError', message: '', code: 'NOT_FOUND' });
    expect(failureMessage(readFailure(result, 'FollowPayload'), 'Failed to follow')).toBe('Failed to follow');
  });
});
