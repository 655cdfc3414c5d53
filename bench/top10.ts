// npm run bench:top10 [-- --likes 1000000 --repours 200000 --days 14 --rounds 200 --plan]
// What the Weekly Top 10 costs on the benchmark database (npm run bench:data first: 100k cocktails and
// members), with a week's worth of activity added: the refresh (the one statement the server's timer runs
// every few minutes), the refresh that finds the list fresh (what every other tick costs), and the read
// (the feed's and /top10's GraphQL request, through Yoga in process): its time, its statements, and the
// plans of both statements. Everything happens in one transaction that is rolled back (then the tables it
// wrote are vacuumed): the benchmark database is left as it was. Timing is printed, never asserted
// (docs/benchmarks.md, decision 0049).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { argument, benchDatabase } from './database';
import { inProcessLiveUpdates } from '../gateway/live/live-updates';

process.env.NODE_ENV ??= 'production';
const { openDatabase, onQuery } = await import('../gateway/db/client');
const { createLogger } = await import('../gateway/logger');
const { createYogaServer } = await import('../gateway/yoga');
const { RateLimits } = await import('../gateway/rate-limit');
const { openJobQueue } = await import('../gateway/jobs/kinds');
const { LocalFileStorage } = await import('../gateway/storage');
const { refreshWeeklyTop10 } = await import('../gateway/domain/weekly-top10');

/** The feed's and /top10's selection (web/src/features/feed: WeeklyTop10List, WeeklyTop10Place). */
const READ = `query BenchWeeklyTop10 {
  weeklyTop10(first: 10) {
    computedAt startsAt endsAt
    edges { rank likes repours score node { id databaseId name glassware photoUrl isMocktail } }
  }
}`;

class RolledBack extends Error {}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function main(): Promise<void> {
  const { url, name } = benchDatabase();
  const likes = Number(argument('likes') ?? '1000000');
  const repours = Number(argument('repours') ?? '200000');
  const rounds = Number(argument('rounds') ?? '200');
  /** The activity is spread over this many days before now (the window is the last 7 of them). */
  const days = Number(argument('days') ?? '14');
  if (![likes, repours, rounds, days].every((value) => Number.isInteger(value) && value > 0))
    throw new Error('--likes, --repours, --rounds and --days are whole numbers above 0');
  const database = await openDatabase({ databaseUrl: url, poolSize: 2, migrate: false });
  const prisma = database.prisma;
  const [{ cocktails, users }] = await prisma.$queryRaw<Array<{ cocktails: number; users: number }>>`
    SELECT (SELECT count(*) FROM cocktails)::int AS cocktails, (SELECT count(*) FROM users)::int AS users`;
  if (cocktails < 1000) throw new Error(`${name} holds ${cocktails} cocktails: run npm run bench:data first.`);
  console.log(`Weekly Top 10 on ${name}: ${cocktails} cocktails, ${users} members (everything below is rolled back)`);

  const report: string[] = [];
  try {
    await prisma.$transaction(
      async (tx) => {
        const step = async (label: string, sql: string) => {
          const started = performance.now();
          await tx.$executeRawUnsafe(sql);
          console.log(`  ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
        };
        await tx.$executeRawUnsafe(`SELECT setseed(0.49)`);
        // The rows are consistent by construction: no per-row foreign-key checks while loading (as bench:data).
        await tx.$executeRawUnsafe(`SET LOCAL session_replication_role = replica`);
        // Activity over the last 14 days, skewed as popularity is: a few cocktails get most of it.
        const BATCH = 50_000;
        for (let start = 0; start < likes; start += BATCH) {
          await step(
            `likes ${start + 1} to ${Math.min(likes, start + BATCH)}`,
            `INSERT INTO cocktail_likes (user_id, cocktail_id, created_at)
             SELECT 1 + (i::bigint * 7919) % ${users}, 1 + floor(${cocktails} * power(random(), 3))::int,
                    (now() AT TIME ZONE 'UTC') - random() * interval '${days} days'
             FROM generate_series(${start}, ${Math.min(likes, start + BATCH) - 1}) i
             ON CONFLICT DO NOTHING`,
          );
        }
        for (let start = 0; start < repours; start += BATCH) {
          await step(
            `repours ${start + 1} to ${Math.min(repours, start + BATCH)}`,
            `INSERT INTO repours (user_id, cocktail_id, created_at)
             SELECT 1 + (i::bigint * 104729) % ${users}, 1 + floor(${cocktails} * power(random(), 3))::int,
                    (now() AT TIME ZONE 'UTC') - random() * interval '${days} days'
             FROM generate_series(${start}, ${Math.min(repours, start + BATCH) - 1}) i
             ON CONFLICT DO NOTHING`,
          );
        }
        // Ten years of frozen weeks (520 lists of ten), so the read finds its list among a realistic history.
        await step(
          'ten years of frozen weeks',
          `INSERT INTO weekly_top10_periods (period, starts_at, ends_at, computed_at)
           SELECT 'bench-' || w, now() - (w + 1) * interval '7 days', now() - w * interval '7 days', now() - w * interval '7 days'
           FROM generate_series(1, 520) w`,
        );
        await step(
          'their places',
          `INSERT INTO weekly_top10_entries (period, rank, cocktail_id, creator_id, likes, repours, score)
           SELECT 'bench-' || w, rank, 1 + (w * 37 + rank) % ${cocktails}, NULL, 20 - rank, 0, 20 - rank
           FROM generate_series(1, 520) w, generate_series(1, 10) rank`,
        );
        await tx.$executeRawUnsafe(`SET LOCAL session_replication_role = DEFAULT`);
        await step('ANALYZE', 'ANALYZE cocktail_likes, repours, weekly_top10_periods, weekly_top10_entries');
        const [window] = await tx.$queryRaw<Array<{ likes: number; repours: number }>>`
          SELECT (SELECT count(*) FROM cocktail_likes WHERE created_at >= (now() AT TIME ZONE 'UTC') - interval '7 days')::int AS likes,
                 (SELECT count(*) FROM repours WHERE created_at >= (now() AT TIME ZONE 'UTC') - interval '7 days')::int AS repours`;
        report.push(
          `Activity in the window: ${window.likes} likes and ${window.repours} repours (of ${likes} and ${repours} over ${days} days).`,
        );

        const services = {
          prisma: tx as unknown as typeof prisma,
          storage: new LocalFileStorage(`${os.tmpdir()}/repour-bench-uploads`),
          limits: new RateLimits(),
          jobs: openJobQueue(database, createLogger('silent')),
          live: inProcessLiveUpdates(),
        };

        // The refresh: captured once (its SQL and parameters, for EXPLAIN), then timed.
        const captured: Array<{ sql: string; params: string }> = [];
        const stop = onQuery((sql, params) => captured.push({ sql, params }));
        const first = await refreshWeeklyTop10(services, { minAgeSeconds: 0 });
        stop();
        const refreshTimes: number[] = [];
        for (let i = 0; i < 5; i++) {
          const started = performance.now();
          await refreshWeeklyTop10(services, { minAgeSeconds: 0 });
          refreshTimes.push(performance.now() - started);
        }
        const freshTimes: number[] = [];
        for (let i = 0; i < 20; i++) {
          const started = performance.now();
          const result = await refreshWeeklyTop10(services, { minAgeSeconds: 300 });
          freshTimes.push(performance.now() - started);
          if (result.refreshed) throw new Error('a fresh list was recomputed');
        }
        report.push(
          `Refresh (recomputes the list; froze ${first.frozenWeek ?? 'no week'} the first time, ${first.places} places): median ${ms(median(refreshTimes))} of 5, min ${ms(Math.min(...refreshTimes))}`,
          `Refresh of a fresh list (every other tick, every process: one primary-key read): median ${ms(median(freshTimes))} of 20`,
        );
        report.push(
          ...(await explain(
            tx,
            'refresh',
            captured.find((statement) => statement.sql.includes('WITH live'))!,
          )),
        );

        // The read, end to end through Yoga, as the feed and /top10 send it.
        const yoga = createYogaServer({ services, sessions: { secret: randomBytes(32), ttlDays: 1 }, logger: createLogger('silent') });
        const request = async () => {
          const response = await yoga.fetch('http://bench/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: READ }),
          });
          const body = await response.json();
          if (body.errors) throw new Error(body.errors[0].message);
          return body.data.weeklyTop10;
        };
        const readStatements: Array<{ sql: string; params: string }> = [];
        const stopRead = onQuery((sql, params) => readStatements.push({ sql, params }));
        const list = await request();
        stopRead();
        const readTimes: number[] = [];
        for (let i = 0; i < rounds; i++) {
          const started = performance.now();
          await request();
          readTimes.push(performance.now() - started);
        }
        report.push(
          `Read (GraphQL, ${list.edges.length} places, top score ${list.edges[0]?.score ?? 0}): ${readStatements.length} statement(s), ` +
            `p50 ${ms(percentile(readTimes, 50))}, p95 ${ms(percentile(readTimes, 95))} over ${rounds} requests`,
        );
        report.push(...(await explain(tx, 'read', readStatements[0])));
        throw new RolledBack();
      },
      { timeout: 30 * 60_000, maxWait: 10_000 },
    );
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  try {
    // The rolled-back rows are dead tuples until vacuumed: reclaim them now, so a second run (and the other
    // benchmarks) read the tables as they were.
    await prisma.$executeRawUnsafe('VACUUM ANALYZE cocktail_likes, repours, weekly_top10_periods, weekly_top10_entries, users');
  } finally {
    await database.close();
  }
  console.log(['', ...report].join('\n'));
}

/** EXPLAIN ANALYZE of a captured statement (run again: harmless in the transaction that is rolled back). */
async function explain(
  tx: { $queryRawUnsafe<T>(sql: string, ...values: unknown[]): Promise<T> },
  label: string,
  statement: { sql: string; params: string },
): Promise<string[]> {
  const params = JSON.parse(statement.params) as unknown[];
  const rows = await tx.$queryRawUnsafe<Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode; 'Execution Time': number }> }>>(
    `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`,
    ...params,
  );
  const [{ Plan: plan, 'Execution Time': executionMs }] = rows[0]['QUERY PLAN'];
  if (process.argv.includes('--plan')) {
    const text = await tx.$queryRawUnsafe<Array<{ 'QUERY PLAN': string }>>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, ...params);
    console.log(`\n${label}:\n${text.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
  const nodes = planNodes(plan);
  const indexes = [...new Set(nodes.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : [])))];
  const seqScans = [...new Set(nodes.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name']))];
  return [
    `  ${label} plan: ${ms(executionMs)} in the database; indexes ${indexes.join(', ') || 'none'}; sequential scans ${seqScans.join(', ') || 'none'}`,
  ];
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
