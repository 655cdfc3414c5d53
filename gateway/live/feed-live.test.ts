// The feed's live "N new" pill (issue 40, decisions 0072 and 0073), as a client sees it: a graphql-sse
// client (the web app's) on a gateway listening on a free port. Acts are saved as any writer saves them
// (the triggers write the acts, PostgreSQL notifies on commit); the stream's values are the counts the
// query would give. Runs on PostgreSQL with TEST_DATABASE_URL, on the embedded database without.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createClient, type ExecutionResult } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_MESSAGES } from '../../common/feed';
import { toSearchText } from '../../common/search-text';
import { createApp } from '../app';
import { graphqlOverNode } from '../graphql-over-node';
import { createLogger } from '../logger';
import { close, listen } from '../server';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { createYogaServer } from '../yoga';
import { listenForFeedActs } from './feed-acts';
import { inProcessLiveUpdates } from './live-updates';

const PILL = 'subscription Pill($since: String) { newFeedItemCount(since: $since) }';
type Pill = ExecutionResult<{ newFeedItemCount: number }, unknown>;
type Member = Awaited<ReturnType<TestGateway['signedInMember']>>;

async function serve(app: ReturnType<typeof createApp>, yoga: TestGateway['yoga']): Promise<{ url: string; server: Server }> {
  const fastPath = graphqlOverNode({ yoga, logger: createLogger('silent') });
  const server = await listen(app, { port: 0, host: '127.0.0.1', fastPath });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, server };
}

/** The pill's stream as the web client opens it: graphql-sse with the token and the CSRF header, no retries. */
function openPill(url: string, token: string | null, since: string | null) {
  const client = createClient({
    url,
    retryAttempts: 0,
    headers: () => ({ 'x-graphql-yoga-csrf': '1', ...(token ? { authorization: `Bearer ${token}` } : {}) }),
  });
  const events = client.iterate<{ newFeedItemCount: number }>({ query: PILL, variables: { since } });
  return {
    async next(): Promise<Pill | null> {
      const step = await events.next();
      return step.done ? null : (step.value as Pill);
    },
    async close() {
      await events.return?.();
      client.dispose();
    },
  };
}

const count = (n: number) => ({ data: { newFeedItemCount: n } });

let gw: TestGateway;
let url: string;
let server: Server;
let serial = 0;

async function cocktailBy(member: Member, visibility: 'public' | 'private' = 'public') {
  serial += 1;
  const name = `Live Feed ${serial}`;
  return gw.prisma.cocktail.create({ data: { name, nameSearch: toSearchText(name), creatorId: member.user.id, visibility } });
}

async function act(follower: Member, mutation: 'follow' | 'unfollow' | 'muteMember', target: Member) {
  const input = mutation === 'unfollow' ? 'UnfollowInput' : mutation === 'follow' ? 'FollowInput' : 'MuteMemberInput';
  const result = await gw.graphql<any>(
    `mutation($input: ${input}!) { ${mutation}(input: $input) { __typename } }`,
    { input: { userId: encodeGlobalID('User', target.user.id) } },
    { token: follower.token },
  );
  expect(result.errors).toBeUndefined();
}

/** A member whose feed holds one item of their own, and its cursor: what the pill counts from. */
async function memberWithCursor(): Promise<{ member: Member; since: string }> {
  const member = await gw.signedInMember();
  await cocktailBy(member);
  const result = await gw.graphql<any>('{ viewer { feed(first: 1) { edges { cursor } } } }', {}, { token: member.token });
  return { member, since: result.data!.viewer.feed.edges[0].cursor };
}

beforeAll(async () => {
  gw = await setupTestGateway();
  ({ url, server } = await serve(gw.app, gw.yoga));
});
afterAll(async () => {
  await close(server, 0);
  await gw?.close();
});

/**
 * The stream's values until one counts `expected` items: each act may be counted on its own first (two
 * acts close together can wake the stream once or twice), but never past `expected`.
 */
async function countReaches(stream: ReturnType<typeof openPill>, expected: number) {
  for (;;) {
    const value = await stream.next();
    const counted = value?.data?.newFeedItemCount;
    if (counted === expected) return value;
    expect(counted).toBeLessThan(expected);
  }
}

describe('the "N new" pill, live', () => {
  it('on an empty feed (no cursor) counts the acts saved from then on, not the older ones a follow brings in', async () => {
    const member = await gw.signedInMember();
    const author = await gw.signedInMember();
    const older = await gw.signedInMember();
    await cocktailBy(older);
    const pill = openPill(url, member.token, null);
    expect(await pill.next()).toEqual(count(0));
    await act(member, 'follow', author);
    await act(member, 'follow', older);
    await cocktailBy(author);
    // The follow brought the older member's cocktail into the feed: it is not counted as new.
    expect(await countReaches(pill, 1)).toEqual(count(1));
    await pill.close();
  });

  it('counts at once, then again when someone followed (or the member) saves an act', async () => {
    const { member, since } = await memberWithCursor();
    const author = await gw.signedInMember();
    await act(member, 'follow', author);
    const pill = openPill(url, member.token, since);
    expect(await pill.next()).toEqual(count(0));

    await cocktailBy(author);
    expect(await pill.next()).toEqual(count(1));
    const other = await gw.prisma.cocktail.create({ data: { name: 'Repoured', nameSearch: 'repoured', visibility: 'public' } });
    await gw.prisma.repour.create({ data: { userId: author.user.id, cocktailId: other.id, note: 'Live' } });
    expect(await pill.next()).toEqual(count(2));
    // The member's own act is in their feed too.
    await cocktailBy(member);
    expect(await pill.next()).toEqual(count(3));
    await pill.close();
  });

  it('a member who reconnects starts from the count of what came meanwhile', async () => {
    const { member, since } = await memberWithCursor();
    const author = await gw.signedInMember();
    await act(member, 'follow', author);
    const first = openPill(url, member.token, since);
    expect(await first.next()).toEqual(count(0));
    await first.close();
    await cocktailBy(author);
    await cocktailBy(author);
    const again = openPill(url, member.token, since);
    expect(await again.next()).toEqual(count(2));
    await again.close();
  });

  it("does not count a muted or unfollowed member's act, nor a private cocktail", async () => {
    const { member, since } = await memberWithCursor();
    const [followed, muted, unfollowed] = [await gw.signedInMember(), await gw.signedInMember(), await gw.signedInMember()];
    for (const other of [followed, muted, unfollowed]) await act(member, 'follow', other);
    await act(member, 'muteMember', muted);
    await act(member, 'unfollow', unfollowed);
    const pill = openPill(url, member.token, since);
    expect(await pill.next()).toEqual(count(0));

    await cocktailBy(muted);
    await cocktailBy(unfollowed);
    await cocktailBy(followed, 'private');
    // None of those moved the count: the next value sent is the one public act of the followed member.
    await cocktailBy(followed);
    expect(await pill.next()).toEqual(count(1));
    await pill.close();
  });

  it("sends a member nothing of another member's feed", async () => {
    const a = await memberWithCursor();
    const b = await memberWithCursor();
    const [authorOfA, authorOfB] = [await gw.signedInMember(), await gw.signedInMember()];
    await act(a.member, 'follow', authorOfA);
    await act(b.member, 'follow', authorOfB);
    const pillA = openPill(url, a.member.token, a.since);
    const pillB = openPill(url, b.member.token, b.since);
    expect(await pillA.next()).toEqual(count(0));
    expect(await pillB.next()).toEqual(count(0));

    await cocktailBy(authorOfA);
    await cocktailBy(authorOfA);
    expect(await countReaches(pillA, 2)).toEqual(count(2));
    // B's next value is B's own author's one act, counted alone.
    await cocktailBy(authorOfB);
    expect(await pillB.next()).toEqual(count(1));
    await Promise.all([pillA.close(), pillB.close()]);
  });

  it('refuses a signed-out caller as the feed does, and a cursor not of the feed', async () => {
    const { member, since } = await memberWithCursor();
    const signedOut = openPill(url, null, since);
    const refusal = await signedOut.next();
    expect(refusal?.data ?? null).toBeNull();
    expect(refusal?.errors?.[0]).toMatchObject({ message: FEED_MESSAGES.signIn, extensions: { code: 'UNAUTHENTICATED' } });
    expect(await signedOut.next()).toBeNull();
    await signedOut.close();

    const bad = openPill(url, member.token, 'not-a-cursor');
    expect((await bad.next())?.errors?.[0]).toMatchObject({ message: FEED_MESSAGES.badCursor, extensions: { code: 'BAD_USER_INPUT' } });
    await bad.close();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'catches up after the connection listening to PostgreSQL is cut: acts saved meanwhile are counted',
    async () => {
      const { member, since } = await memberWithCursor();
      const author = await gw.signedInMember();
      await act(member, 'follow', author);
      const pill = openPill(url, member.token, since);
      expect(await pill.next()).toEqual(count(0));
      // The server ends this gateway's listening connection; the act is saved before it is back.
      const cut = await gw.prisma.$queryRaw<Array<{ cut: boolean }>>`
        SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity
        WHERE datname = current_database() AND query = 'LISTEN feed_acts' AND pid <> pg_backend_pid()`;
      expect(cut).toEqual([{ cut: true }]);
      await cocktailBy(author);
      expect(await pill.next()).toEqual(count(1));
      await pill.close();
    },
  );

  it('an act saved through one instance reaches a member connected to another on the same database', async () => {
    const logger = createLogger('silent');
    const liveB = inProcessLiveUpdates();
    const services = { ...gw.services, live: liveB };
    const actsB = await listenForFeedActs(gw.database, services, logger);
    const yoga = createYogaServer({ services, sessions: gw.sessions, logger, exposeErrors: true, queryCostBudget: null });
    const b = await serve(createApp({ yoga, services, logger, trustProxy: { hops: 1 } }), yoga);
    try {
      const { member, since } = await memberWithCursor();
      const author = await gw.signedInMember();
      await act(member, 'follow', author);
      const pill = openPill(b.url, member.token, since);
      expect(await pill.next()).toEqual(count(0));
      // Saved through instance A's GraphQL API.
      const created = await gw.graphql<any>(
        `mutation($input: CocktailInput!) { createCocktail(input: $input) { __typename } }`,
        { input: { name: 'Across Instances', visibility: 'public', directions: 'Stir.' } },
        { token: author.token },
      );
      expect(created.errors).toBeUndefined();
      expect(await pill.next()).toEqual(count(1));
      await pill.close();
    } finally {
      await close(b.server, 0);
      await liveB.close();
      await actsB.close();
    }
  });
});
