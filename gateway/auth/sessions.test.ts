import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { revokeOtherSessions, revokeSession, viewerFromToken } from './sessions';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const viewerQuery = 'query { viewer { username profileType } }';

describe('sessions', () => {
  it('make the bearer of their token the viewer', async () => {
    const { user, token } = await gw.signedInMember({ profileType: 'bartender' });
    const { data } = await gw.graphql(viewerQuery, {}, { token });
    expect(data!.viewer).toEqual({ username: user.username, profileType: 'bartender' });
  });

  it('leave callers without a token, or with a bad one, signed out', async () => {
    expect((await gw.graphql(viewerQuery)).data!.viewer).toBeNull();
    expect((await gw.graphql(viewerQuery, {}, { token: 'not-a-token' })).data!.viewer).toBeNull();
    expect((await gw.graphql(viewerQuery, {}, { token: '{secret}' })).data!.viewer).toBeNull();
  });

  it('stop working once revoked, while the member\'s other sessions go on', async () => {
    const { user } = await gw.createMember();
    const first = await gw.tokenFor(user.id);
    const second = await gw.tokenFor(user.id);
    const firstViewer = await viewerFromToken(gw.sessions, first);
    await revokeSession(firstViewer!.sessionId);
    expect(await viewerFromToken(gw.sessions, first)).toBeNull();
    expect(await viewerFromToken(gw.sessions, second)).not.toBeNull();
  });

  it('end everywhere but the current device when the others are revoked', async () => {
    const { user } = await gw.createMember();
    const tokens = await Promise.all([1, 2, 3].map(() => gw.tokenFor(user.id)));
    const keep = await viewerFromToken(gw.sessions, tokens[0]);
    expect(await revokeOtherSessions(user.id, keep!.sessionId)).toBe(2);
    expect(await viewerFromToken(gw.sessions, tokens[0])).not.toBeNull();
    expect(await viewerFromToken(gw.sessions, tokens[1])).toBeNull();
    expect(await viewerFromToken(gw.sessions, tokens[2])).toBeNull();
  });

  it('end with logOut, after which the token is refused', async () => {
    const { token } = await gw.signedInMember();
    const { data } = await gw.graphql('mutation { logOut { __typename ... on LogOutPayload { loggedOut } } }', {}, { token });
    expect(data!.logOut).toEqual({ __typename: 'LogOutPayload', loggedOut: true });
    expect((await gw.graphql(viewerQuery, {}, { token })).data!.viewer).toBeNull();
    const again = await gw.graphql('mutation { logOut { __typename ... on Error { code message } } }', {}, { token });
    expect(again.data!.logOut).toEqual({ __typename: 'NotAuthorizedError', code: 'UNAUTHENTICATED', message: 'You need to sign in to do that.' });
  });
});
