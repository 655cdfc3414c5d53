// People to follow among 100,000 members (issue 40, decision 0073): a newcomer's suggestions are one
// statement that reads a few ranges of users' indexes (their city's, their specialty's, verified
// bartenders', venues', the most followed) and ranks those rows, never the table, under the plan the read
// path keeps for every request. Before, it read every member and sorted them all on each home screen.
// PostgreSQL only (TEST_DATABASE_URL), as the other scale tests: making the rows on PGlite takes minutes.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_SUGGESTIONS_MAX } from '../../common/feed';
import { cityKey } from '../../common/hiring';
import { onQuery, READ_PATH_SETTINGS } from '../db/client';
import { SUGGESTION_CANDIDATES_PER_RANGE, SUGGESTION_SPECIALTY_SHARERS_READ } from '../domain/feed-suggestions';
import { planChoices, planNodes, type PlanNode } from '../testing/plans';
import { setupTestGateway, type TestGateway } from '../testing/harness';

const MEMBERS = 100_000;
const PLACES = ['Zürich, Switzerland', 'London', 'Porto', 'zurich,  SWITZERLAND', 'Tokyo, Japan'];
const SPECIALTIES = ['Craft Cocktails', 'Tiki & Tropical', 'Wine Service', 'Spirits'];
let gw: TestGateway;

/** The statement's plan as the read path runs it: prepared, with the generic plan its connections keep. */
async function genericPlan(statement: string, params: unknown[]): Promise<PlanNode[]> {
  return gw.prisma.$transaction(async (tx) => {
    for (const [name, value] of Object.entries(READ_PATH_SETTINGS))
      await tx.$executeRawUnsafe(`SELECT set_config($1, $2, true)`, name, value);
    await tx.$executeRawUnsafe(`PREPARE people_to_follow AS ${statement}`);
    const values = params.map((value) => (value === null ? 'NULL' : `'${String(value).replace(/'/g, "''")}'`));
    const rows = await tx.$queryRawUnsafe<Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>>(
      `EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE people_to_follow${values.length ? `(${values.join(', ')})` : ''}`,
    );
    await tx.$executeRawUnsafe('DEALLOCATE people_to_follow');
    return planNodes(rows[0]['QUERY PLAN'][0].Plan);
  });
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(`people to follow among ${MEMBERS} members`, () => {
  beforeAll(async () => {
    gw = await setupTestGateway();
    // Five places (two of them one city as Find People keys it), a bartender in ten with a specialty, a
    // venue in fifty, a verified member in a hundred, followers from 0 to 9,999.
    await gw.bulkWrite(`
      INSERT INTO users (email, username, first_name, last_name, profile_type, location, specialties, is_verified, followers_count, updated_at)
      SELECT 'ptf' || g || '@scale.test', 'ptf_' || g, 'Scale', 'Member ' || g,
        (CASE WHEN g % 50 = 0 THEN 'bar' WHEN g % 10 = 0 THEN 'bartender' ELSE 'user' END)::"ProfileType",
        (ARRAY['${PLACES.join("', '")}'])[1 + g % ${PLACES.length}],
        CASE WHEN g % 10 = 0 THEN ARRAY[(ARRAY['${SPECIALTIES.join("', '")}'])[1 + (g / 10) % ${SPECIALTIES.length}]] ELSE ARRAY[]::text[] END,
        g % 100 = 0, (g * 7919) % 10000, now()
      FROM generate_series(1, ${MEMBERS}) AS g`);
    await gw.prisma.$executeRawUnsafe('ANALYZE users');
  }, 300_000);

  afterAll(async () => {
    await gw?.close();
  });

  it("reads a few ranges of users' indexes, not the table, under the plan kept for every request", async () => {
    const newcomer = await gw.signedInMember({ profileType: 'bartender' });
    await gw.prisma.user.update({
      where: { id: newcomer.user.id },
      data: { location: 'Zurich, Switzerland', specialties: ['craft cocktails'] },
    });
    const artifact = await readFile(
      new URL('../../web/src/features/feed/__generated__/PeopleToFollowQuery.graphql.ts', import.meta.url),
      'utf8',
    );
    const query = JSON.parse(/"text": ("(?:[^"\\]|\\.)*")/.exec(artifact)![1]) as string;

    const recorded: Array<{ sql: string; params: unknown[] }> = [];
    const stop = onQuery((sql, params) => recorded.push({ sql, params: JSON.parse(params) as unknown[] }));
    let result;
    try {
      result = await gw.graphql<any>(query, {}, { token: newcomer.token });
    } finally {
      stop();
    }
    expect(result.errors).toBeUndefined();
    const people: Array<{ location: string; profileType: string }> = result.data!.viewer.peopleToFollow;
    expect(people).toHaveLength(FEED_SUGGESTIONS_MAX);
    // Their city, as Find People keys it ("Zürich, Switzerland" and "zurich,  SWITZERLAND" alike).
    for (const person of people) expect(cityKey(person.location)).toBe(cityKey('Zurich, Switzerland'));

    const reads = recorded.filter((entry) => /\busers\b/.test(entry.sql) && /followers_count/.test(entry.sql));
    expect(reads).toHaveLength(1);
    const [{ sql, params }] = reads;
    const plan = await genericPlan(sql, params);
    if (process.env.PRINT_PLAN)
      console.log(
        plan
          .map(
            (node) =>
              `${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''} rows=${node['Actual Rows']} loops=${node['Actual Loops']}`,
          )
          .join('\n'),
      );
    const users = plan.filter((node) => node['Relation Name'] === 'users');
    expect(users.filter((node) => node['Node Type'] === 'Seq Scan')).toEqual([]);
    expect(plan.map((node) => node['Index Name'])).toEqual(
      expect.arrayContaining([
        'users_city_key_followers_count_id_idx',
        'users_specialty_keys_idx',
        'users_profile_type_verified_tick_followers_count_id_idx',
        'users_followers_count_id_idx',
      ]),
    );
    // Each range a bounded read; all of them, and the candidates' rows, a few hundred rows of 100,000.
    const rowsOf = (node: PlanNode) => (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
    for (const node of users) expect(rowsOf(node)).toBeLessThanOrEqual(SUGGESTION_SPECIALTY_SHARERS_READ);
    const read = users.reduce((sum, node) => sum + rowsOf(node), 0);
    expect(read).toBeLessThanOrEqual(SUGGESTION_SPECIALTY_SHARERS_READ + 12 * SUGGESTION_CANDIDATES_PER_RANGE + 1);
    const { generic, custom } = await planChoices(gw.prisma, sql, params, { settings: READ_PATH_SETTINGS });
    expect({ generic: generic > 0, custom }).toEqual({ generic: true, custom: 0 });
  });
});
