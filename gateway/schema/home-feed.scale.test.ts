// The home feed's page at scale (decision 0073): a member following 400 accounts, 10 of them loud (read
// at read time), with 40,000 acts among them. A page reads one range of the member's inbox index and
// one range of each loud account's acts, a page's worth each, never a table; the statement is one.
// PostgreSQL only (TEST_DATABASE_URL), as feed.scale.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_FANOUT_MAX } from '../../common/feed';
import { onQuery } from '../db/client';
import { fanOutPendingActs } from '../domain/feed-inbox';
import { explained } from '../testing/plans';
import { setupTestGateway, type TestGateway } from '../testing/harness';

const FOLLOWED = 400;
const LOUD = 10;
const ACTS_EACH = 100;
let gw: TestGateway;
let token: string;

const FEED = `query($first: Int, $after: String) {
  viewer { feed(first: $first, after: $after) { pageInfo { hasNextPage endCursor } edges { node { databaseId kind createdAt actor { databaseId } cocktail { name } } } } }
}`;

async function pageWithPlan(first: number, after?: string) {
  const recorded: Array<{ sql: string; params: unknown[] }> = [];
  const stop = onQuery((sql, params) => recorded.push({ sql, params: JSON.parse(params) as unknown[] }));
  let result;
  try {
    result = await gw.graphql<any>(FEED, { first, after }, { token });
  } finally {
    stop();
  }
  expect(result.errors).toBeUndefined();
  const reads = recorded.filter((entry) => /feed_entries/.test(entry.sql));
  expect(reads).toHaveLength(1);
  return { feed: result.data!.viewer.feed, plan: await explained(gw.prisma, reads[0].sql, reads[0].params) };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(`a feed of ${FOLLOWED} accounts and ${FOLLOWED * ACTS_EACH} acts`, () => {
  beforeAll(async () => {
    gw = await setupTestGateway();
    const member = await gw.signedInMember();
    token = member.token;
    // The acts go through their trigger into feed_fan_outs, and the fan-out job copies the quiet
    // accounts' into the member's inbox (decision 0075).
    await gw.bulkWrite(
      `
          INSERT INTO users (email, username, updated_at, followers_count)
          SELECT 'scale' || g || '@feed.test', 'scalefeed' || g, now(), CASE WHEN g <= ${LOUD} THEN ${FEED_FANOUT_MAX + 1} ELSE 1 END
          FROM generate_series(1, ${FOLLOWED}) g`,
      `
          INSERT INTO follows (follower_id, following_id) SELECT ${member.user.id}, id FROM users WHERE username LIKE 'scalefeed%'`,
      `
          INSERT INTO activities (actor_id, kind, created_at)
          SELECT u.id, 'achievement_added', now() - (g * ${FOLLOWED} + u.id % ${FOLLOWED}) * interval '1 second'
          FROM users u, generate_series(1, ${ACTS_EACH}) g WHERE u.username LIKE 'scalefeed%'`,
    );
    expect((await fanOutPendingActs(gw.services, { maxBatches: 1_000 })).more).toBe(false);
    await gw.prisma.$executeRawUnsafe('ANALYZE activities');
    await gw.prisma.$executeRawUnsafe('ANALYZE feed_entries');
    await gw.prisma.$executeRawUnsafe('ANALYZE follows');
  }, 300_000);

  afterAll(async () => {
    await gw?.close();
  });

  it('reads a page of the inbox index and of each loud account, newest first, in one statement', async () => {
    const inbox = await gw.prisma.feedEntry.count();
    expect(inbox).toBeGreaterThanOrEqual((FOLLOWED - LOUD) * ACTS_EACH);
    let after: string | undefined;
    let previousLast: string | null = null;
    for (let page = 0; page < 3; page++) {
      const { feed, plan } = await pageWithPlan(20, after);
      expect(feed.edges).toHaveLength(20);
      const times = feed.edges.map((edge: any) => edge.node.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      if (previousLast) expect(times[0] <= previousLast).toBe(true);
      previousLast = times.at(-1);
      // Loud accounts' acts are there, read at read time.
      expect(plan.some((node) => node['Node Type'] === 'Seq Scan' && ['activities', 'feed_entries'].includes(node['Relation Name']!))).toBe(
        false,
      );
      for (const node of plan.filter((candidate) => candidate['Relation Name'] === 'feed_entries'))
        expect(node['Actual Rows'] ?? 0).toBeLessThanOrEqual(21);
      for (const node of plan.filter(
        (candidate) => candidate['Relation Name'] === 'activities' && candidate['Index Name']?.includes('actor'),
      ))
        expect(node['Actual Rows'] ?? 0).toBeLessThanOrEqual(21);
      after = feed.pageInfo.endCursor;
    }
  });

  it('shows the loud accounts among the quiet ones', async () => {
    const { feed } = await pageWithPlan(100);
    const actors = new Set(feed.edges.map((edge: any) => edge.node.actor.databaseId));
    const loud = await gw.prisma.user.findMany({
      where: { username: { startsWith: 'scalefeed' }, followersCount: { gt: FEED_FANOUT_MAX } },
      select: { id: true },
    });
    expect(loud.some((account) => actors.has(account.id))).toBe(true);
  });
});
