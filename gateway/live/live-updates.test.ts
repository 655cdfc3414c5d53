// The bell's live count (decision 0072), as a client sees it: a graphql-sse client (the web app's) on a
// gateway listening on a free port. Two gateways on one database and one Redis stand for two instances
// behind a load balancer; without REDIS_URL, one gateway delivers in its own process.
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createClient, type ExecutionResult } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { graphqlOverNode } from '../graphql-over-node';
import { createLogger } from '../logger';
import { close, listen } from '../server';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { createYogaServer } from '../yoga';
import { inProcessLiveUpdates, LiveUpdates, MAX_STREAMS_PER_MEMBER } from './live-updates';
import { redisChannels } from './redis-channels';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BELL = 'subscription Bell { unreadNotificationsCount }';

type Bell = ExecutionResult<{ unreadNotificationsCount: number }, unknown>;

/** A gateway's HTTP app listening on a free port of this machine, with the fast path in front as `npm start` has it. */
async function serve(app: ReturnType<typeof createApp>, yoga: TestGateway['yoga']): Promise<{ url: string; server: Server }> {
  const fastPath = graphqlOverNode({ yoga, logger: createLogger('silent') });
  const server = await listen(app, { port: 0, host: '127.0.0.1', fastPath });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, server };
}

/** The bell's stream as the web client opens it: a graphql-sse client with the token and the CSRF header, no retries. */
function openBell(url: string, token: string | null) {
  const client = createClient({
    url,
    retryAttempts: 0,
    headers: () => ({ 'x-graphql-yoga-csrf': '1', ...(token ? { authorization: `Bearer ${token}` } : {}) }),
  });
  const events = client.iterate<{ unreadNotificationsCount: number }>({ query: BELL });
  return {
    /** The next thing the server sends: a result, or null once the stream has ended. */
    async next(): Promise<Bell | null> {
      const step = await events.next();
      return step.done ? null : (step.value as Bell);
    },
    async close() {
      await events.return?.();
      client.dispose();
    },
  };
}

const followMutation = 'mutation Follow($input: FollowInput!) { follow(input: $input) { __typename } }';
const markAllRead = 'mutation { markAllNotificationsRead { __typename } }';

describe('the bell live, in one process (no REDIS_URL)', () => {
  let gw: TestGateway;
  let url: string;
  let server: Server;

  beforeAll(async () => {
    gw = await setupTestGateway();
    ({ url, server } = await serve(gw.app, gw.yoga));
  });
  afterAll(async () => {
    await close(server, 0);
    await gw.close();
  });

  it('sends the current count first, then the new count when someone follows the member, and again when they read', async () => {
    const member = await gw.signedInMember();
    const fan = await gw.signedInMember();
    const bell = openBell(url, member.token);
    expect(await bell.next()).toEqual({ data: { unreadNotificationsCount: 0 } });

    await gw.graphql(followMutation, { input: { userId: encodeGlobalID('User', member.user.id) } }, { token: fan.token });
    expect(await bell.next()).toEqual({ data: { unreadNotificationsCount: 1 } });

    await gw.graphql(markAllRead, {}, { token: member.token });
    expect(await bell.next()).toEqual({ data: { unreadNotificationsCount: 0 } });
    await bell.close();
  });

  it('a member who reconnects starts from their current count', async () => {
    const member = await gw.signedInMember();
    const fans = [await gw.signedInMember(), await gw.signedInMember()];
    for (const fan of fans)
      await gw.graphql(followMutation, { input: { userId: encodeGlobalID('User', member.user.id) } }, { token: fan.token });
    const bell = openBell(url, member.token);
    expect(await bell.next()).toEqual({ data: { unreadNotificationsCount: 2 } });
    await bell.close();
  });

  it("never sends a member anything of another member's notifications", async () => {
    const member = await gw.signedInMember();
    const other = await gw.signedInMember();
    const fan = await gw.signedInMember();
    const bell = openBell(url, member.token);
    const othersBell = openBell(url, other.token);
    expect(await bell.next()).toEqual({ data: { unreadNotificationsCount: 0 } });
    expect(await othersBell.next()).toEqual({ data: { unreadNotificationsCount: 0 } });

    // The other member hears of their follower; the member's bell sends nothing for it...
    await gw.graphql(followMutation, { input: { userId: encodeGlobalID('User', other.user.id) } }, { token: fan.token });
    expect(await othersBell.next()).toEqual({ data: { unreadNotificationsCount: 1 } });
    // ...so the next thing it sends is the member's own notification, counted alone.
    await gw.graphql(followMutation, { input: { userId: encodeGlobalID('User', member.user.id) } }, { token: fan.token });
    expect(await bell.next()).toEqual({ data: { unreadNotificationsCount: 1 } });
    await Promise.all([bell.close(), othersBell.close()]);
  });

  it('refuses a signed-out caller as the inbox does, inside the stream, and ends it', async () => {
    const bell = openBell(url, null);
    const refusal = await bell.next();
    expect(refusal?.data ?? null).toBeNull();
    expect(refusal?.errors?.[0]).toMatchObject({
      message: 'Sign in to see your notifications.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(await bell.next()).toBeNull();
    await bell.close();
  });

  it('stops sending to a session once it signs out', async () => {
    const member = await gw.signedInMember();
    const bell = openBell(url, member.token);
    expect(await bell.next()).toEqual({ data: { unreadNotificationsCount: 0 } });

    await gw.graphql('mutation { logOut { __typename } }', {}, { token: member.token });
    const ended = await bell.next();
    expect(ended?.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(await bell.next()).toBeNull();
  });

  it(`holds at most ${MAX_STREAMS_PER_MEMBER} streams per member across their sessions, and takes another once one closes`, async () => {
    const member = await gw.signedInMember();
    // A second sign-in (another device) is the same member: it opens no more.
    const sessions = [member.token, await gw.tokenFor(member.user.id)];
    // Asked for by a client that accepts JSON only, through the fast path and through the app: refused
    // (406), and nothing is held for it.
    const init = () => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${member.token}` },
      body: JSON.stringify({ query: BELL }),
    });
    for (let i = 0; i <= MAX_STREAMS_PER_MEMBER; i++) {
      for (const plain of [await fetch(url, init()), await gw.app.request('/graphql', init())]) {
        expect(plain.status).toBe(406);
        await plain.text();
      }
    }
    const bells = [];
    for (let i = 0; i < MAX_STREAMS_PER_MEMBER; i++) {
      const bell = openBell(url, sessions[i % 2]);
      expect(await bell.next()).toEqual({ data: { unreadNotificationsCount: 0 } });
      bells.push(bell);
    }
    // Neither session, nor a third sign-in, opens one more.
    for (const token of [...sessions, await gw.tokenFor(member.user.id)]) {
      const refused = openBell(url, token);
      expect((await refused.next())?.errors?.[0]).toMatchObject({
        message: 'Too many live connections for this account. Close Repour in another tab or on another device and try again.',
        extensions: { code: 'RATE_LIMITED' },
      });
      await refused.close();
    }
    // Another member is not held back by this one's.
    const elsewhere = openBell(url, (await gw.signedInMember()).token);
    expect(await elsewhere.next()).toEqual({ data: { unreadNotificationsCount: 0 } });
    await elsewhere.close();

    // One closes on the first session: the server lets go of it when its connection ends, and the next
    // one is taken then, on either session.
    await bells.shift()!.close();
    let again = openBell(url, sessions[1]);
    let first = await again.next();
    while (first?.errors) {
      await again.close();
      again = openBell(url, sessions[1]);
      first = await again.next();
    }
    expect(first).toEqual({ data: { unreadNotificationsCount: 0 } });
    await Promise.all([...bells, again].map((bell) => bell.close()));
  });
});

describe('the query limits apply to subscription documents', () => {
  let gw: TestGateway;
  let url: string;
  let server: Server;

  beforeAll(async () => {
    // A cost budget of one point a minute: the first subscription spends it.
    gw = await setupTestGateway({ queryCostBudget: { points: 1, duration: 60 } });
    ({ url, server } = await serve(gw.app, gw.yoga));
  });
  afterAll(async () => {
    await close(server, 0);
    await gw.close();
  });

  it("spends the member's query cost budget, and is refused past it", async () => {
    const member = await gw.signedInMember();
    const bell = openBell(url, member.token);
    expect(await bell.next()).toEqual({ data: { unreadNotificationsCount: 0 } });
    const refused = openBell(url, member.token);
    expect((await refused.next())?.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    await Promise.all([bell.close(), refused.close()]);
  });

  it('refuses a document over the token limit before anything runs', async () => {
    const member = await gw.signedInMember();
    const client = createClient({
      url,
      retryAttempts: 0,
      headers: { 'x-graphql-yoga-csrf': '1', authorization: `Bearer ${member.token}` },
    });
    const padded = `subscription Bell { unreadNotificationsCount ${'__typename '.repeat(2_100)}}`;
    const step = await client.iterate({ query: padded }).next();
    expect((step.value as Bell).errors?.[0]?.message).toMatch(/Token limit/);
    client.dispose();
  });
});

describe('the bell live across two instances through Redis (REDIS_URL)', () => {
  let gw: TestGateway;
  const servers: Server[] = [];
  let urlA: string;
  let urlB: string;
  let liveB: LiveUpdates;

  beforeAll(async () => {
    const logger = createLogger('silent');
    // Channels of this test's own, so parallel runs on one Redis hear nothing of each other.
    const prefix = `repour:test:${randomBytes(6).toString('hex')}:`;
    gw = await setupTestGateway({ live: new LiveUpdates(redisChannels(REDIS_URL, logger, { prefix })) });
    // Instance B: the same database and session secret, its own Yoga, app and Redis connections.
    liveB = new LiveUpdates(redisChannels(REDIS_URL, logger, { prefix }));
    const services = { ...gw.services, live: liveB };
    const yoga = createYogaServer({ services, sessions: gw.sessions, logger, exposeErrors: true, queryCostBudget: null });
    const a = await serve(gw.app, gw.yoga);
    const b = await serve(createApp({ yoga, services, logger }), yoga);
    servers.push(a.server, b.server);
    urlA = a.url;
    urlB = b.url;
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => close(server, 0)));
    await liveB.close();
    await gw.close();
  });

  it('a notification created through instance A reaches the member subscribed on instance B', async () => {
    const member = await gw.signedInMember();
    const fan = await gw.signedInMember();
    const bell = openBell(urlB, member.token);
    expect(await bell.next()).toEqual({ data: { unreadNotificationsCount: 0 } });

    // Through A's HTTP app (gw.graphql), which publishes to Redis once the follow has committed.
    await gw.graphql(followMutation, { input: { userId: encodeGlobalID('User', member.user.id) } }, { token: fan.token });
    expect(await bell.next()).toEqual({ data: { unreadNotificationsCount: 1 } });
    await bell.close();
  });

  it('a sign-out on instance A ends the stream on instance B', async () => {
    const member = await gw.signedInMember();
    const bell = openBell(urlB, member.token);
    expect(await bell.next()).toEqual({ data: { unreadNotificationsCount: 0 } });
    const out = await fetch(urlA, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
      body: JSON.stringify({ query: 'mutation { logOut { __typename } }' }),
    });
    expect(out.status).toBe(200);
    expect((await bell.next())?.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(await bell.next()).toBeNull();
  });
});

describe('live updates in one process, as a unit', () => {
  it('tells a watcher of a later change once it listens, and nothing once it has stopped', async () => {
    const live = inProcessLiveUpdates();
    const viewer = { id: 7, sessionId: 's', username: 'm', profileType: 'user' as const, isAdmin: false };
    let count = 3;
    const stream = await live.stream(viewer, ['inbox'], { read: async () => count, sessionIsLive: async () => true });
    const values = stream[Symbol.asyncIterator]();
    expect((await values.next()).value).toBe(3);
    count = 4;
    live.inboxesChanged([8, 7, 7]);
    expect((await values.next()).value).toBe(4);
    await values.return?.();
    expect(live.streamsOf(7)).toBe(0);
    await live.close();
  });

  it('ends every open stream when the instance stops, so its clients reconnect elsewhere', async () => {
    const live = inProcessLiveUpdates();
    const viewer = { id: 9, sessionId: 't', username: 'n', profileType: 'user' as const, isAdmin: false };
    const values = live.stream(viewer, ['inbox'], { read: async () => 0, sessionIsLive: async () => true })[Symbol.asyncIterator]();
    expect((await values.next()).value).toBe(0);
    const ended = values.next();
    await live.close();
    expect(await ended).toEqual({ done: true, value: undefined });
    expect(live.streamsOf(9)).toBe(0);
  });
});
