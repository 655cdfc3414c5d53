import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordQueries } from '../db/client';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { revokeOtherSessions, revokeSession, type SessionSettings, viewerFromToken } from './sessions';

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

  it("stop working once revoked, while the member's other sessions go on", async () => {
    const { user } = await gw.createMember();
    const first = await gw.tokenFor(user.id);
    const second = await gw.tokenFor(user.id);
    const firstViewer = await viewerFromToken(gw.services, gw.sessions, first);
    await revokeSession(gw.services, firstViewer!.sessionId);
    expect(await viewerFromToken(gw.services, gw.sessions, first)).toBeNull();
    expect(await viewerFromToken(gw.services, gw.sessions, second)).not.toBeNull();
  });

  it('end everywhere but the current device when the others are revoked', async () => {
    const { user } = await gw.createMember();
    const tokens = await Promise.all([1, 2, 3].map(() => gw.tokenFor(user.id)));
    const keep = await viewerFromToken(gw.services, gw.sessions, tokens[0]);
    expect(await revokeOtherSessions(gw.services, user.id, keep!.sessionId)).toBe(2);
    expect(await viewerFromToken(gw.services, gw.sessions, tokens[0])).not.toBeNull();
    expect(await viewerFromToken(gw.services, gw.sessions, tokens[1])).toBeNull();
    expect(await viewerFromToken(gw.services, gw.sessions, tokens[2])).toBeNull();
  });

  it('end with logOut, after which the token is refused', async () => {
    const { token } = await gw.signedInMember();
    const { data } = await gw.graphql('mutation { logOut { __typename ... on LogOutPayload { loggedOut } } }', {}, { token });
    expect(data!.logOut).toEqual({ __typename: 'LogOutPayload', loggedOut: true });
    expect((await gw.graphql(viewerQuery, {}, { token })).data!.viewer).toBeNull();
    const again = await gw.graphql('mutation { logOut { __typename ... on Error { code message } } }', {}, { token });
    expect(again.data!.logOut).toEqual({
      __typename: 'NotAuthorizedError',
      code: 'UNAUTHENTICATED',
      message: 'You need to sign in to do that.',
    });
  });
});

describe('the viewer cache (decision 0031)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const sessionReads = (statements: string[]) => statements.filter((sql) => /FROM "public"\."sessions"/.test(sql)).length;

  it("serves a member's next requests without reading the session row again", async () => {
    const { token } = await gw.signedInMember();
    const first = await recordQueries(async () => viewerFromToken(gw.services, gw.sessions, token));
    const second = await recordQueries(async () => viewerFromToken(gw.services, gw.sessions, token));
    expect(sessionReads(first.statements)).toBe(1);
    expect(second.statements).toEqual([]);
    expect(second.result).toEqual(first.result);
  });

  it('reads the row on every request when it is switched off', async () => {
    const uncached: SessionSettings = { ...gw.sessions, viewerCacheSeconds: 0 };
    const { token } = await gw.signedInMember();
    await viewerFromToken(gw.services, uncached, token);
    expect(sessionReads((await recordQueries(async () => viewerFromToken(gw.services, uncached, token))).statements)).toBe(1);
  });

  it('forgets cached sessions the moment they are revoked, on this instance', async () => {
    const { user } = await gw.createMember();
    const tokens = await Promise.all([1, 2, 3].map(() => gw.tokenFor(user.id)));
    const viewers = await Promise.all(tokens.map((token) => viewerFromToken(gw.services, gw.sessions, token)));
    expect(await revokeOtherSessions(gw.services, user.id, viewers[0]!.sessionId)).toBe(2);
    expect(await viewerFromToken(gw.services, gw.sessions, tokens[0])).not.toBeNull();
    expect(await viewerFromToken(gw.services, gw.sessions, tokens[1])).toBeNull();
    expect(await viewerFromToken(gw.services, gw.sessions, tokens[2])).toBeNull();
    await revokeSession(gw.services, viewers[0]!.sessionId);
    expect(await viewerFromToken(gw.services, gw.sessions, tokens[0])).toBeNull();
  });

  it('takes a profile type change at once', async () => {
    const { user, token } = await gw.signedInMember({ profileType: 'admin', isAdmin: true });
    expect((await gw.graphql(viewerQuery, {}, { token })).data!.viewer.profileType).toBe('admin');
    const changed = await gw.graphql(
      'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename ... on Error { message } } }',
      { input: { firstName: 'Ada', lastName: 'Negroni', bio: 'Stirring since 2010.', location: 'London', profileType: 'bartender' } },
      { token },
    );
    expect(changed.data!.updateProfile).toEqual({ __typename: 'UpdateProfilePayload' });
    expect((await gw.graphql(viewerQuery, {}, { token })).data!.viewer).toEqual({ username: user.username, profileType: 'bartender' });
  });

  it('keeps a session revoked by another instance for at most the cache time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const settings: SessionSettings = { ...gw.sessions, viewerCacheSeconds: 5 };
    const { token } = await gw.signedInMember();
    const viewer = await viewerFromToken(gw.services, settings, token);
    // Another instance signs the member out: the row changes, this process is not told.
    await gw.prisma.session.update({ where: { id: viewer!.sessionId }, data: { revokedAt: new Date() } });
    vi.setSystemTime(Date.now() + 4_000);
    expect(await viewerFromToken(gw.services, settings, token)).not.toBeNull();
    vi.setSystemTime(Date.now() + 1_001);
    expect(await viewerFromToken(gw.services, settings, token)).toBeNull();
  });
});
