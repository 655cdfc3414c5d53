// 20,000 cocktails (the counters' triggers make more too slow to write here), a tenth of them
// private: the home screen's "Latest cocktails" reads a page of the (created_at, id) index, newest
// first, never the table, signed out and as a member with private ones.
// PostgreSQL only (TEST_DATABASE_URL), as event.scale.test.ts: making the rows on PGlite takes minutes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onQuery } from '../db/client';
import { explained, planChoices } from '../testing/plans';
import { setupTestGateway, type TestGateway } from '../testing/harness';

const COCKTAILS = 20_000;
let gw: TestGateway;

const LATEST = `query($first: Int) { latestCocktails(first: $first) { edges { node { databaseId name createdAt } } } }`;

/** The page, and the plan of the statement that read the cocktails, as it ran. */
async function latestPlan(first: number, token?: string) {
  const recorded: Array<{ sql: string; params: unknown[] }> = [];
  const stop = onQuery((sql, params) => recorded.push({ sql, params: JSON.parse(params) as unknown[] }));
  let result;
  try {
    result = await gw.graphql<any>(LATEST, { first }, { token });
  } finally {
    stop();
  }
  expect(result.errors).toBeUndefined();
  const statement = recorded.find((entry) => /"cocktails"/.test(entry.sql))!;
  const plan = await explained(gw.prisma, statement.sql, statement.params);
  return {
    edges: result.data!.latestCocktails.edges as Array<{ node: { createdAt: string } }>,
    plan,
    choices: await planChoices(gw.prisma, statement.sql, statement.params),
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('latest cocktails at 20k', () => {
  let token: string;

  beforeAll(async () => {
    gw = await setupTestGateway();
    const member = await gw.signedInMember();
    token = member.token;
    // One cocktail a minute back from now; every tenth private, half of those the member's.
    await gw.bulkWrite(`
      INSERT INTO cocktails (name, name_search, glassware, visibility, type, creator_id, created_at, updated_at)
      SELECT 'Scale Sour ' || g, 'scale sour ' || g, 'Coupe',
        (CASE WHEN g % 10 = 0 THEN 'private' ELSE 'public' END)::"Visibility", 'other'::"CocktailType",
        CASE WHEN g % 20 = 0 THEN ${member.user.id} END, now() - g * interval '1 minute', now()
      FROM generate_series(1, ${COCKTAILS}) AS g`);
    await gw.prisma.$executeRawUnsafe('ANALYZE cocktails');
    await gw.graphql('{ viewer { id } }', {}, { token });
  }, 300_000);

  afterAll(async () => {
    await gw?.close();
  });

  it('reads a page of the (created_at, id) index, newest first, signed out and signed in, under a plan kept for every request', async () => {
    for (const who of [undefined, token]) {
      const { edges, plan, choices } = await latestPlan(10, who);
      expect(edges).toHaveLength(10);
      const times = edges.map((edge) => edge.node.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      expect(plan.some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'cocktails')).toBe(false);
      const scans = plan.filter((node) => node['Relation Name'] === 'cocktails');
      expect(scans.map((node) => node['Index Name'])).toContain('cocktails_created_at_id_idx');
      // The page and its look-ahead row, and the private rows skipped on the way: not the table.
      for (const scan of scans) expect((scan['Actual Rows'] ?? 0) * (scan['Actual Loops'] ?? 1)).toBeLessThanOrEqual(11);
      // Planned once: each connection keeps a generic plan for the statement rather than planning it per request.
      expect({ generic: choices.generic > 0, custom: choices.custom <= 5 }).toEqual({ generic: true, custom: true });
    }
  });
});
