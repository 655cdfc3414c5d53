// A member with 100,000 followers who follows 100,000 members: the first page of either list is one
// statement that reads a page of index entries, and the counts read no follow rows at all.
// PostgreSQL only (TEST_DATABASE_URL): the planner's choices on PGlite are the same, but making 200k
// rows there takes minutes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explained, planChoices } from '../testing/plans';
import { setupTestGateway, type TestGateway } from '../testing/harness';

const MEMBERS = 100_000;
let gw: TestGateway;
let starId: number;

const LIST = `query($id: Int!, $first: Int, $after: String) {
  user(databaseId: $id) {
    connectionCounts { followers following }
    followers(first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      edges { connectedAt node { databaseId displayName avatarUrl profileType bio location } }
    }
    following(first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      edges { connectedAt node { databaseId displayName } }
    }
  }
}`;

/** EXPLAIN ANALYZE of a statement Prisma sent, with the parameters it sent. */
const explain = (sql: string, params: unknown[]) => explained(gw.prisma, sql, params);

describe.skipIf(!process.env.TEST_DATABASE_URL)('following at 100k', () => {
  beforeAll(async () => {
    gw = await setupTestGateway();
    const { user } = await gw.createMember({ username: 'scale_star' });
    starId = user.id;
    // 100,000 members, then their follows of the star and the star's of them over a year, newest last: one
    // transaction without the app's statement timeout (bulkWrite).
    const members = `SELECT id FROM users WHERE username LIKE 'scale\\_%' AND id <> ${starId}`;
    await gw.bulkWrite(
      `INSERT INTO users (email, username, first_name, last_name, search_text, updated_at, followers_count, following_count)
        SELECT 'scale' || g || '@example.com', 'scale_' || g, 'Scale', 'Member ' || g, 'scale member ' || g, now(), 1, 1
        FROM generate_series(1, ${MEMBERS}) AS g`,
      `INSERT INTO follows (follower_id, following_id, created_at)
        SELECT id, ${starId}, now() - (random() * interval '365 days') FROM (${members}) m`,
      `INSERT INTO follows (follower_id, following_id, created_at)
        SELECT ${starId}, id, now() - (random() * interval '365 days') FROM (${members}) m`,
    );
    await gw.prisma.$executeRawUnsafe(`UPDATE users SET followers_count = ${MEMBERS}, following_count = ${MEMBERS} WHERE id = ${starId}`);
    await gw.prisma.$executeRawUnsafe('ANALYZE users');
    await gw.prisma.$executeRawUnsafe('ANALYZE follows');
  }, 300_000);

  afterAll(async () => {
    await gw?.close();
  });

  it('serves the first page of followers and of following in one statement that reads a page of index entries', async () => {
    const recorded: Array<{ sql: string; params: unknown[] }> = [];
    const { onQuery } = await import('../db/client');
    const stop = onQuery((sql, params) => recorded.push({ sql, params: JSON.parse(params) as unknown[] }));
    let result;
    try {
      result = await gw.graphql(LIST, { id: starId, first: 20 });
    } finally {
      stop();
    }
    expect(result.errors).toBeUndefined();
    expect(result.data!.user.connectionCounts).toEqual({ followers: MEMBERS, following: MEMBERS });
    expect(result.data!.user.followers.edges).toHaveLength(20);
    expect(result.data!.user.following.edges).toHaveLength(20);
    expect(recorded.length).toBeLessThanOrEqual(2);

    const plan = await explain(recorded[0].sql, recorded[0].params);
    if (process.env.PRINT_PLAN)
      console.log(
        plan
          .map(
            (node) =>
              `${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''} rows=${node['Actual Rows']} loops=${node['Actual Loops']}`,
          )
          .join('\n'),
      );
    const followScans = plan.filter((node) => node['Relation Name'] === 'follows' && !/COUNT/i.test(node['Node Type']));
    const indexes = followScans.map((node) => node['Index Name']);
    expect(indexes).toContain('follows_following_id_created_at_follower_id_idx');
    expect(indexes).toContain('follows_follower_id_created_at_following_id_idx');
    // A page, not the whole list: each index scan stops after the page and its look-ahead row.
    for (const scan of followScans) expect((scan['Actual Rows'] ?? 0) * (scan['Actual Loops'] ?? 1)).toBeLessThanOrEqual(21);
    expect(plan.some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'follows')).toBe(false);
    // Planned once: each connection keeps a generic plan for the statement rather than planning it per request.
    const { generic, custom } = await planChoices(gw.prisma, recorded[0].sql, recorded[0].params);
    expect({ generic: generic > 0, custom: custom <= 5 }).toEqual({ generic: true, custom: true });
  });

  it('serves a deep page by cursor from the index too', async () => {
    let after: string | null = null;
    for (let page = 0; page < 3; page++) {
      const { data }: { data?: Record<string, any> } = await gw.graphql(LIST, { id: starId, first: 100, after });
      after = data!.user.followers.pageInfo.endCursor as string;
    }
    const recorded: Array<{ sql: string; params: unknown[] }> = [];
    const { onQuery } = await import('../db/client');
    const stop = onQuery((sql, params) => recorded.push({ sql, params: JSON.parse(params) as unknown[] }));
    try {
      const { data, errors } = await gw.graphql(LIST, { id: starId, first: 20, after });
      expect(errors).toBeUndefined();
      expect(data!.user.followers.edges).toHaveLength(20);
    } finally {
      stop();
    }
    expect(recorded.length).toBeLessThanOrEqual(2);
    const plan = await explain(recorded[0].sql, recorded[0].params);
    const scan = plan.find((node) => node['Index Name'] === 'follows_following_id_created_at_follower_id_idx');
    expect(scan).toBeDefined();
    expect((scan!['Actual Rows'] ?? 0) * (scan!['Actual Loops'] ?? 1)).toBeLessThanOrEqual(21);
  });

  it('counts the mutual follows of a member with 100k followers who follows a few by probing the few through the indexes', async () => {
    // A celebrity: followed by every scale member, following 25 of them back.
    const { user: celebrity } = await gw.createMember({ username: 'scale_celebrity' });
    const others = `SELECT id FROM users WHERE username LIKE 'scale\\_%' AND id NOT IN (${starId}, ${celebrity.id})`;
    await gw.bulkWrite(
      `INSERT INTO follows (follower_id, following_id) SELECT id, ${celebrity.id} FROM (${others}) m`,
      `INSERT INTO follows (follower_id, following_id) SELECT ${celebrity.id}, id FROM (${others} ORDER BY id LIMIT 25) m`,
    );
    await gw.prisma.$executeRawUnsafe(`UPDATE users SET followers_count = ${MEMBERS}, following_count = 25 WHERE id = ${celebrity.id}`);
    await gw.prisma.$executeRawUnsafe('ANALYZE follows');

    const recorded: Array<{ sql: string; params: unknown[] }> = [];
    const { onQuery } = await import('../db/client');
    const stop = onQuery((sql, params) => recorded.push({ sql, params: JSON.parse(params) as unknown[] }));
    try {
      const { data, errors } = await gw.graphql(
        `query($id: Int!) { user(databaseId: $id) { connectionCounts { followers following mutual } } }`,
        { id: celebrity.id },
      );
      expect(errors).toBeUndefined();
      expect(data!.user.connectionCounts).toEqual({ followers: MEMBERS, following: 25, mutual: 25 });
    } finally {
      stop();
    }
    const mutual = recorded.find((statement) => /mutual/.test(statement.sql))!;
    const plan = await explain(mutual.sql, mutual.params);
    if (process.env.PRINT_PLAN)
      console.log(
        plan
          .map(
            (node) =>
              `${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''} rows=${node['Actual Rows']} loops=${node['Actual Loops']}`,
          )
          .join('\n'),
      );
    // The member's own row, read by its key in the same statement (decision 0065); no other member is read.
    const users = plan.filter((node) => node['Relation Name'] === 'users');
    expect(
      users.every((node) => node['Index Name'] === 'users_pkey' && (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) <= 1),
    ).toBe(true);
    expect(plan.some((node) => node['Node Type'] === 'Seq Scan')).toBe(false);
    // 25 follows walked (through the pkey or the follower index, as the planner likes), 25 probed back.
    const scans = plan.filter((node) => node['Relation Name'] === 'follows');
    expect(scans.every((node) => /Index|Bitmap Heap/.test(node['Node Type']))).toBe(true);
    expect(scans.reduce((rows, node) => rows + (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1), 0)).toBeLessThanOrEqual(50);
    // The member with 100k on each side gets the right answer too (the planner may scan the table then).
    const star = await gw.graphql(`query($id: Int!) { user(databaseId: $id) { connectionCounts { mutual } } }`, { id: starId });
    expect(star.data!.user.connectionCounts.mutual).toBe(MEMBERS);
  });
});
