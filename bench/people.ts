// npm run bench:people [-- --rounds 10]
// Find People (decision 0051) on the benchmark database (npm run bench:data first: 100k members, about
// 7,600 of them open to work): the screen's GraphQL request as a venue account, for the filters people
// pick (none, a city, a role, a specialty, all three, a city nobody named) and for pages deep in the
// list, timed end to end through Yoga in process; then EXPLAIN ANALYZE of the one statement each page
// runs, showing the indexes that serve it. Timing is printed, never asserted (docs/benchmarks.md).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { argument, benchDatabase } from './database';
import { inProcessLiveUpdates } from '../gateway/live/live-updates';

process.env.NODE_ENV ??= 'production';
const { openDatabase, onQuery } = await import('../gateway/db/client');
const { startSession } = await import('../gateway/auth/sessions');
const { createLogger } = await import('../gateway/logger');
const { createYogaServer } = await import('../gateway/yoga');
const { RateLimits } = await import('../gateway/rate-limit');
const { openJobQueue } = await import('../gateway/jobs/kinds');
const { LocalFileStorage } = await import('../gateway/storage');

/** The screen's request: the cards' fields (the member, their availability, verified positions and venues). */
const PEOPLE = `query($city: String, $role: WorkRole, $specialty: String, $first: Int!, $after: String) {
  peopleOpenToWork(city: $city, role: $role, specialty: $specialty, first: $first, after: $after) {
    edges {
      node {
        id databaseId displayName username firstName avatarUrl location specialties
        openToWork { roles cities note }
        verifiedPositions { id position organizationName venue { name } }
      }
    }
    pageInfo { hasNextPage endCursor }
  }
}`;

interface Case {
  label: string;
  filters: Record<string, string>;
  /** Which page: 1 is the first; deeper pages follow the cursors there. */
  page: number;
}

export const CASES: Case[] = [
  { label: 'no filter', filters: {}, page: 1 },
  { label: 'city London', filters: { city: 'London' }, page: 1 },
  { label: 'city New York, role bartender', filters: { city: 'New York', role: 'bartender' }, page: 1 },
  { label: 'role consultant', filters: { role: 'consultant' }, page: 1 },
  { label: 'specialty Cost Control', filters: { specialty: 'Cost Control' }, page: 1 },
  { label: 'Tokyo, bar manager, Tiki & Tropical', filters: { city: 'Tokyo', role: 'bar_manager', specialty: 'Tiki & Tropical' }, page: 1 },
  { label: 'a city nobody named', filters: { city: 'Nowhere At All' }, page: 1 },
  { label: 'no filter, page 10', filters: {}, page: 10 },
  { label: 'no filter, page 50', filters: {}, page: 50 },
  { label: 'city London, page 5', filters: { city: 'London' }, page: 5 },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [line(rows[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

async function main(): Promise<void> {
  const { url, name } = benchDatabase();
  const rounds = Number(argument('rounds') ?? '10');
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch {
    throw new Error(`Cannot reach ${name}: run npm run bench:data first.`);
  }
  const count = async (sql: string) => (await client.query(sql)).rows[0].n as number;
  const members = await count('SELECT count(*)::int AS n FROM users');
  const open = await count('SELECT count(*)::int AS n FROM open_to_work');
  const verified = await count('SELECT count(*)::int AS n FROM open_to_work WHERE has_verified_position');
  if (open < 1000) throw new Error(`${name} holds ${open} members open to work: run npm run bench:data first.`);

  const database = await openDatabase({ databaseUrl: url, poolSize: 10, migrate: false });
  const services = {
    prisma: database.prisma,
    storage: new LocalFileStorage(`${os.tmpdir()}/repour-bench-uploads`),
    limits: new RateLimits(),
    jobs: openJobQueue(database, createLogger('silent')),
    live: inProcessLiveUpdates(),
  };
  const sessions = { secret: randomBytes(32), ttlDays: 1 };
  // One scripted client asking fast: no per-client cost budget (it would refuse the deep-paging walk).
  const yoga = createYogaServer({ services, sessions, logger: createLogger('silent'), queryCostBudget: null });
  const venue = await database.prisma.user.findFirstOrThrow({ where: { profileType: 'bar', isAdmin: false }, orderBy: { id: 'asc' } });
  const { token, session } = await startSession(services, sessions, venue.id);

  async function request(variables: Record<string, unknown>): Promise<{ ms: number; body: any }> {
    const started = performance.now();
    const response = await yoga.fetch('http://bench/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: PEOPLE, variables }),
    });
    const body = await response.json();
    const ms = performance.now() - started;
    if (body.errors) throw new Error(`${JSON.stringify(variables)}: ${body.errors[0].message}`);
    return { ms, body };
  }

  /** The cursor that starts the case's page (null for the first). */
  async function cursorOf(entry: Case): Promise<string | null> {
    let after: string | null = null;
    for (let page = 1; page < entry.page; page++) {
      const { body } = await request({ ...entry.filters, first: 20, after });
      after = body.data.peopleOpenToWork.pageInfo.endCursor;
    }
    return after;
  }

  console.log(`Find People benchmark on ${name}: ${members} members, ${open} open to work (${verified} with a verified position)`);
  console.log(
    `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}; ${rounds} rounds`,
  );
  console.log('');

  try {
    const runs = [];
    for (const entry of CASES)
      runs.push({ entry, variables: { ...entry.filters, first: 20, after: await cursorOf(entry) }, samples: [] as number[] });
    for (const run of runs) await request(run.variables); // warm-up
    for (let round = 0; round < rounds; round++) for (const run of runs) run.samples.push((await request(run.variables)).ms);

    const rows: string[][] = [['case', 'cards', 'statements', 'p50 ms', 'max ms', 'exec ms', 'indexes', 'seq scans']];
    for (const run of runs) {
      // The page's statements, and the plan of the one that reads open_to_work.
      const statements: Array<{ sql: string; params: unknown[] }> = [];
      const stop = onQuery((sql, params) => statements.push({ sql, params: JSON.parse(params) as unknown[] }));
      const { body } = await request(run.variables);
      stop();
      const page = statements.find((statement) => statement.sql.includes('open_to_work'))!;
      const { rows: explained } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${page.sql}`, page.params);
      const [{ Plan: plan, 'Execution Time': executionMs }] = explained[0]['QUERY PLAN'] as Array<{
        Plan: PlanNode;
        'Execution Time': number;
      }>;
      const nodes = planNodes(plan);
      const sorted = [...run.samples].sort((a, b) => a - b);
      rows.push([
        run.entry.label,
        String(body.data.peopleOpenToWork.edges.length),
        String(statements.length),
        percentile(sorted, 50).toFixed(1),
        sorted[sorted.length - 1].toFixed(1),
        executionMs.toFixed(2),
        [...new Set(nodes.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : [])))].join(', ') || '-',
        nodes
          .filter((node) => node['Node Type'] === 'Seq Scan')
          .map((node) => node['Relation Name'])
          .join(', ') || 'none',
      ]);
    }
    console.log('The GraphQL request (Yoga fetch in process, PostgreSQL on loopback) and EXPLAIN ANALYZE of its statement:');
    console.log(table(rows));
    if (argument('plan')) {
      const first = runs.find((run) => run.entry.label === argument('plan')) ?? runs[0];
      const statements: Array<{ sql: string; params: unknown[] }> = [];
      const stop = onQuery((sql, params) => statements.push({ sql, params: JSON.parse(params) as unknown[] }));
      await request(first.variables);
      stop();
      const page = statements.find((statement) => statement.sql.includes('open_to_work'))!;
      const { rows: text } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${page.sql}`, page.params);
      console.log('');
      console.log(`Plan of "${first.entry.label}":`);
      console.log(text.map((row) => row['QUERY PLAN']).join('\n'));
    }
  } finally {
    await database.prisma.session.delete({ where: { id: session.id } });
    await database.close();
    await client.end();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
