import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordQueries } from '../db/client';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { jobHandlers, jobSchedules } from '../jobs/kinds';
import { pruneSessions, revokeOtherSessions, revokeSession, sessionIsLive, type SessionSettings, viewerFromToken } from './sessions';

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

describe('the sessions prune (decision 0089)', () => {
  const LOG_OUT = 'mutation { logOut { __typename ... on Error { code message } } }';

  it('deletes expired and revoked sessions and keeps live ones; a pruned token is answered as signed out', async () => {
    const { user } = await gw.createMember();
    const [live, expired, revoked, expiredCached] = await Promise.all([1, 2, 3, 4].map(() => gw.tokenFor(user.id)));
    const sessionOf = async (token: string) => (await viewerFromToken(gw.services, gw.sessions, token))!.sessionId;
    const ids = { live: await sessionOf(live), expired: await sessionOf(expired), revoked: await sessionOf(revoked) };
    // Cached on this instance while still live, then it expires (the cache would keep it for its time).
    const cachedId = await sessionOf(expiredCached);
    await gw.prisma.session.updateMany({
      where: { id: { in: [ids.expired, cachedId] } },
      data: { expiresAt: new Date(Date.now() - 1_000) },
    });
    await revokeSession(gw.services, ids.revoked);
    expect(await viewerFromToken(gw.services, gw.sessions, expiredCached)).not.toBeNull();

    const result = await pruneSessions(gw.services);
    expect(result.expired).toBeGreaterThanOrEqual(2);
    expect(result.revoked).toBeGreaterThanOrEqual(1);
    const left = await gw.prisma.session.findMany({ where: { userId: user.id }, select: { id: true } });
    expect(left.map((row) => row.id)).toEqual([ids.live]);

    // The live session goes on; the pruned ones are signed out, as ended ones are, never an error.
    expect((await gw.graphql(viewerQuery, {}, { token: live })).data!.viewer).not.toBeNull();
    for (const token of [expired, revoked, expiredCached]) {
      const answer = await gw.graphql(viewerQuery, {}, { token });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.viewer).toBeNull();
      expect((await gw.graphql(LOG_OUT, {}, { token })).data!.logOut).toEqual({
        __typename: 'NotAuthorizedError',
        code: 'UNAUTHENTICATED',
        message: 'You need to sign in to do that.',
      });
    }
    // A live stream of a pruned session asks its row: ended.
    expect(await sessionIsLive(gw.services, ids.revoked)).toBe(false);
    expect(await sessionIsLive(gw.services, ids.live)).toBe(true);
    // Nothing more is due.
    expect(await pruneSessions(gw.services)).toEqual({ expired: 0, revoked: 0 });
  });

  it('deletes in batches until none is left', async () => {
    const { user } = await gw.createMember();
    await gw.prisma.session.createMany({
      data: Array.from({ length: 5 }, () => ({ userId: user.id, expiresAt: new Date(Date.now() - 60_000) })),
    });
    expect((await pruneSessions(gw.services, { batchSize: 2 })).expired).toBeGreaterThanOrEqual(5);
    expect(await gw.prisma.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it('finds what it deletes through the expires_at and revoked_at indexes, not by reading the table', async () => {
    const plans = await gw.prisma.$transaction(async (tx) => {
      // The test database is small enough for a scan to be the cheaper plan: ask what the indexes allow.
      await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
      const explain = async (where: string) =>
        (await tx.$queryRawUnsafe<Array<{ 'QUERY PLAN': string }>>(`EXPLAIN SELECT id FROM sessions WHERE ${where} LIMIT 5000`))
          .map((row) => row['QUERY PLAN'])
          .join('\n');
      return [await explain('expires_at < now()'), await explain('revoked_at IS NOT NULL')];
    });
    expect(plans[0]).toMatch(/Index (Only )?Scan (using|on) sessions_expires_at_idx/);
    expect(plans[1]).toMatch(/Index (Only )?Scan (using|on) sessions_revoked_at_idx/);
    for (const plan of plans) expect(plan).not.toMatch(/Seq Scan|Filter:/);
  });

  it('runs every six hours as the sessions.prune job', async () => {
    const { user } = await gw.createMember();
    const token = await gw.tokenFor(user.id);
    await revokeSession(gw.services, (await viewerFromToken(gw.services, gw.sessions, token))!.sessionId);
    const config = { weeklyTop10RefreshSeconds: 300 };
    expect(jobSchedules(config)).toContainEqual({ name: 'sessions.prune', everySeconds: 6 * 3600 });
    await gw.jobs.start({ handlers: jobHandlers(gw.services, config, gw.logger), schedules: [] });
    await gw.services.jobs.send('sessions.prune', {});
    await vi.waitFor(async () => expect(await gw.prisma.session.count({ where: { userId: user.id } })).toBe(0), {
      timeout: 20_000,
      interval: 100,
    });
  });
});
