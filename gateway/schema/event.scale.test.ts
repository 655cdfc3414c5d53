// 100,000 events over two years (half of them past) in 200 cities: a page of upcoming events, in every
// city or in one, first or deep by cursor, is one statement that reads a page of index entries, never
// the table. PostgreSQL only (TEST_DATABASE_URL), as follow.scale.test.ts: making the rows on PGlite
// takes minutes and its planner chooses the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earliestUpcomingDate } from '../../common/events';
import { onQuery } from '../db/client';
import { explained, type PlanNode } from '../testing/plans';
import { setupTestGateway, type TestGateway } from '../testing/harness';

const EVENTS = 100_000;
const CITIES = 200;
let gw: TestGateway;

const LIST = `query($first: Int, $after: String, $city: String, $from: String, $to: String) {
  upcomingEvents(first: $first, after: $after, city: $city, from: $from, to: $to) {
    pageInfo { hasNextPage endCursor }
    edges { node { name date time city goingCount viewerIsGoing venue { name } owner { databaseId displayName profileType } } }
  }
}`;

/** The statements a request sends, and the plan of the first one as it ran. */
async function listPlan(variables: Record<string, unknown>, token?: string) {
  const recorded: Array<{ sql: string; params: unknown[] }> = [];
  const stop = onQuery((sql, params) => recorded.push({ sql, params: JSON.parse(params) as unknown[] }));
  let result;
  try {
    result = await gw.graphql<any>(LIST, variables, { token });
  } finally {
    stop();
  }
  expect(result.errors).toBeUndefined();
  const plan = await explained(gw.prisma, recorded[0].sql, recorded[0].params);
  if (process.env.PRINT_PLAN)
    console.log(
      plan
        .map(
          (node) =>
            `${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''} rows=${node['Actual Rows']} loops=${node['Actual Loops']}`,
        )
        .join('\n'),
    );
  return { page: result.data!.upcomingEvents, statements: recorded.length, plan };
}

/** The scans of the events table read at most a page and its look-ahead row, through `index`. */
function expectPageOfIndex(plan: PlanNode[], index: string, first: number) {
  const scans = plan.filter((node) => node['Relation Name'] === 'events');
  expect(scans.map((node) => node['Index Name'])).toContain(index);
  expect(plan.some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'events')).toBe(false);
  for (const scan of scans) expect((scan['Actual Rows'] ?? 0) * (scan['Actual Loops'] ?? 1)).toBeLessThanOrEqual(first + 1);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('upcoming events at 100k', () => {
  let token: string;

  beforeAll(async () => {
    gw = await setupTestGateway();
    const host = await gw.signedInMember({ profileType: 'bar' });
    token = (await gw.signedInMember()).token;
    const venue = await gw.prisma.venue.create({
      data: { name: 'Scale Bar', city: 'Scale City 0', ownerId: host.user.id, searchText: 'scale bar scale city 0' },
    });
    // One event every ~10 minutes over a year back and a year ahead; a third without a time; cities in turn.
    await gw.bulkWrite(`
      INSERT INTO events (owner_id, venue_id, name, date, time, city, city_search, going_count)
      SELECT ${host.user.id}, CASE WHEN g % 2 = 0 THEN ${venue.id} END, 'Scale Night ' || g,
        to_char(current_date - 365 + (g * 730 / ${EVENTS}), 'YYYY-MM-DD'),
        CASE WHEN g % 3 = 0 THEN NULL ELSE lpad((g % 24)::text, 2, '0') || ':' || lpad((g % 60)::text, 2, '0') END,
        'Scale City ' || (g % ${CITIES}), 'scale city ' || (g % ${CITIES}), g % 7
      FROM generate_series(1, ${EVENTS}) AS g`);
    await gw.prisma.$executeRawUnsafe('ANALYZE events');
    // Warm the session cache (decision 0031), so a signed-in page shows only its own statement.
    await gw.graphql('{ viewer { id } }', {}, { token });
  }, 300_000);

  afterAll(async () => {
    await gw?.close();
  });

  it('serves the first page of every city from the (date, time, id) index, reading a page of it', async () => {
    for (const who of [undefined, token]) {
      const { page, statements, plan } = await listPlan({ first: 20 }, who);
      expect(page.edges).toHaveLength(20);
      expect(page.edges[0].node.date >= earliestUpcomingDate()).toBe(true);
      expect(statements).toBe(1);
      expectPageOfIndex(plan, 'events_date_time_id_idx', 20);
    }
  });

  it('serves a city, and a city within dates, from the (city_search, date, time, id) index', async () => {
    const city = await listPlan({ first: 20, city: 'SCALE city 17' }, token);
    expect(city.page.edges).toHaveLength(20);
    expect(city.page.edges.every((edge: any) => edge.node.city === 'Scale City 17')).toBe(true);
    expect(city.statements).toBe(1);
    expectPageOfIndex(city.plan, 'events_city_search_date_time_id_idx', 20);
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const dated = await listPlan({ first: 20, city: 'Scale City 17', from: day(30), to: day(90) }, token);
    expect(dated.page.edges.length).toBeGreaterThan(0);
    expect(dated.page.edges.every((edge: any) => edge.node.date >= day(30) && edge.node.date <= day(90))).toBe(true);
    expectPageOfIndex(dated.plan, 'events_city_search_date_time_id_idx', 20);
  });

  it('names the cities with upcoming events, the busiest first', async () => {
    const { data } = await gw.graphql<any>('{ eventCities(first: 50) { name upcomingCount } }');
    expect(data!.eventCities).toHaveLength(50);
    expect(data!.eventCities.every((city: any) => city.name.startsWith('Scale City ') && city.upcomingCount > 200)).toBe(true);
  });

  it('serves a page deep in the list by its cursor from the index too', async () => {
    let after: string | null = null;
    for (let page = 0; page < 5; page++)
      after = (await gw.graphql<any>(LIST, { first: 100, after })).data!.upcomingEvents.pageInfo.endCursor;
    const deep = await listPlan({ first: 20, after }, token);
    expect(deep.page.edges).toHaveLength(20);
    expect(deep.statements).toBe(1);
    expectPageOfIndex(deep.plan, 'events_date_time_id_idx', 20);
  });
});
