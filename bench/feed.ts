// npm run bench:feed [-- --rounds 30 --rebuild]
// The home feed (issue 40, decision 0073) at scale, on a database of its own (FEED_BENCH_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/repour_bench_feed), built once and reused: 100k members,
// 100k cocktails (a tenth private), 10M acts over a year (about 100 a member), 1.1M follows in which 200
// accounts have more than FEED_FANOUT_MAX followers (read at read time) and one is followed by every
// member. The inboxes (feed_entries) are written for the two members measured, as the triggers would
// have written them: every act of the accounts they follow that are not loud. Reported: the feed's first
// and fifth page and the "N new" count for a member following 2,000 accounts and one following 10, timed
// end to end through Yoga in process (p50, p95), the statements each ran and the plan's execution time;
// then the home screen as the web asks for it (its FeedPageQuery, and People to follow's own query, sent
// only while the member follows nobody) for the member following 10 and for the account everyone follows,
// which follows nobody; then the time to save an act (a cocktail, in a transaction rolled back) of the account followed by
// 100k and of one with FEED_FANOUT_MAX followers, with the fan-out inline as before (migration home_feed)
// and queued as now (decision 0075), and the feed.fan-out job's time to copy it. Timing is printed, never
// asserted (docs/benchmarks.md).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { readFile } from 'node:fs/promises';
import { FEED_LIMIT } from '../common/constants';
import { FEED_FANOUT_MAX } from '../common/feed';
import { WEEKLY_TOP10_FEED_SIZE } from '../common/weekly-top10';
import { createDatabase, dropDatabase } from '../gateway/testing/postgres';
import { argument } from './database';

process.env.NODE_ENV ??= 'production';
const { openDatabase, onQuery } = await import('../gateway/db/client');
const { startSession } = await import('../gateway/auth/sessions');
const { createLogger } = await import('../gateway/logger');
const { createYogaServer } = await import('../gateway/yoga');
const { RateLimits } = await import('../gateway/rate-limit');
const { LocalFileStorage } = await import('../gateway/storage');
const { openJobQueue } = await import('../gateway/jobs/kinds');
const { inProcessLiveUpdates } = await import('../gateway/live/live-updates');

const MEMBERS = 100_000;
const COCKTAILS = 100_000;
const ACTIVITIES = 10_000_000;
/** Accounts with more followers than FEED_FANOUT_MAX. */
const LOUD = 200;
/** Each member's follows besides the account everyone follows. */
const FOLLOWS_EACH = 10;
/** The account every member follows: the last id of the loud ones' range (ids 1..LOUD are loud). It follows nobody. */
const EVERYONE_FOLLOWS = 1;
/** The specialties the bartenders and the loud accounts have, one each (People to follow's "same specialties"). */
const SPECIALTIES = ['Craft Cocktails', 'Tiki & Tropical', 'Wine Service', 'Spirits', 'Classic Cocktails'];

const FEED = `query($first: Int!, $after: String) {
  viewer {
    feed(first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      edges {
        cursor
        node {
          id databaseId kind createdAt
          actor { id databaseId displayName username avatarUrl profileType }
          cocktail { id databaseId name photoUrl likesCount viewerHasLiked repoursCount viewerHasRepoured }
          repour { note }
          review { rating text }
          event { name date }
          gig { title }
          achievement { title }
        }
      }
    }
  }
}`;
const NEWER = `query($since: String!) { viewer { newFeedItemCount(since: $since) } }`;

function databaseUrl(): { url: string; name: string } {
  const url = process.env.FEED_BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/repour_bench_feed';
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!/^repour_bench[a-z0-9_]*$/.test(name))
    throw new Error(`FEED_BENCH_DATABASE_URL must name a database called repour_bench... (got "${name}")`);
  return { url, name };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [line(rows[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** The two members measured: the first follows 2,000 accounts, the second 10. */
interface Readers {
  many: number;
  few: number;
}

async function build(url: string, name: string): Promise<void> {
  console.log(`Building ${name} (once; --rebuild builds it again)...`);
  await dropDatabase(url, name);
  await createDatabase(url, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 2, migrate: true });
  await database.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run = (sql: string) => client.query(sql);
  try {
    await run('SET statement_timeout = 0');
    await run("SET maintenance_work_mem = '512MB'");
    // Rows go in as they are: no trigger (acts, counters, fan-out) and no foreign key check while loading.
    await run('SET session_replication_role = replica');
    // Secondary indexes of the big tables are built after the load.
    const { rows: indexes } = await client.query<{ indexdef: string; indexname: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename IN ('activities', 'feed_entries', 'follows', 'cocktails', 'users') AND indexname NOT LIKE '%_pkey'`,
    );
    for (const index of indexes) await run(`DROP INDEX "${index.indexname}"`);
    await timed(`${MEMBERS} members`, () =>
      run(`INSERT INTO users (email, username, first_name, last_name, profile_type, location, specialties, is_verified, updated_at)
        SELECT 'feed' || g || '@bench.test', 'feed' || g, 'Member', g::text,
          (CASE WHEN g <= ${LOUD} THEN (CASE WHEN g % 2 = 0 THEN 'bar' ELSE 'brand' END) WHEN g % 10 = 0 THEN 'bartender' ELSE 'user' END)::"ProfileType",
          (ARRAY['London', 'Porto', 'Tokyo', 'New York', 'Berlin'])[1 + g % 5],
          CASE WHEN g <= ${LOUD} OR g % 10 = 0 THEN ARRAY[(ARRAY['${SPECIALTIES.join("', '")}'])[1 + (g / 10) % ${SPECIALTIES.length}]] ELSE ARRAY[]::text[] END,
          g % 100 = 0, now()
        FROM generate_series(1, ${MEMBERS}) g`),
    );
    await timed(`${COCKTAILS} cocktails`, () =>
      run(`INSERT INTO cocktails (name, name_search, visibility, creator_id, created_at, updated_at)
        SELECT 'Bench Sour ' || g, 'bench sour ' || g, (CASE WHEN g % 10 = 0 THEN 'private' ELSE 'public' END)::"Visibility",
          1 + (g * 7919) % ${MEMBERS}, now() - (g % 365) * interval '1 day', now()
        FROM generate_series(1, ${COCKTAILS}) g`),
    );
    // Every member follows the one account; each follows 10 more, a third of them among the loud accounts.
    await timed(`${MEMBERS * (FOLLOWS_EACH + 1)} follows`, async () => {
      await run(`INSERT INTO follows (follower_id, following_id)
        SELECT g, ${EVERYONE_FOLLOWS} FROM generate_series(2, ${MEMBERS}) g`);
      await run(`INSERT INTO follows (follower_id, following_id)
        SELECT DISTINCT f, t FROM (
          SELECT g AS f, CASE WHEN random() < 0.33 THEN 2 + floor(random() * ${LOUD - 1})::int ELSE ${LOUD + 1} + floor(random() * ${MEMBERS - LOUD})::int END AS t
          FROM generate_series(3, ${MEMBERS}) g, generate_series(1, ${FOLLOWS_EACH}) k
        ) p WHERE f <> t
        ON CONFLICT DO NOTHING`);
    });
    // The member following 2,000 (id 2... no: the last member) and the one following 10 (the one before).
    await run(`DELETE FROM follows WHERE follower_id IN (${MEMBERS}, ${MEMBERS - 1})`);
    await run(`INSERT INTO follows (follower_id, following_id)
      SELECT ${MEMBERS}, g FROM generate_series(1, 50) g
      UNION ALL SELECT ${MEMBERS}, ${LOUD} + g * 47 FROM generate_series(1, 1950) g`);
    await run(`INSERT INTO follows (follower_id, following_id)
      SELECT ${MEMBERS - 1}, ${LOUD} + g * 4999 FROM generate_series(1, 9) g UNION ALL SELECT ${MEMBERS - 1}, 3`);
    await run(
      `UPDATE users u SET followers_count = c.n FROM (SELECT following_id, count(*)::int AS n FROM follows GROUP BY following_id) c WHERE u.id = c.following_id`,
    );
    await run(
      `UPDATE users u SET following_count = c.n FROM (SELECT follower_id, count(*)::int AS n FROM follows GROUP BY follower_id) c WHERE u.id = c.follower_id`,
    );
    // 10M acts over the last year, about 100 a member; those about a cocktail name one.
    await timed(`${ACTIVITIES / 1e6}M acts`, async () => {
      const chunk = 1_000_000;
      for (let start = 0; start < ACTIVITIES; start += chunk)
        await run(`INSERT INTO activities (actor_id, kind, cocktail_id, created_at)
          SELECT 1 + ((g::bigint * 48271) % ${MEMBERS})::int, k.kind,
            CASE WHEN k.kind IN ('cocktail_posted', 'repoured', 'reviewed') THEN 1 + ((g::bigint * 16807) % ${COCKTAILS})::int END,
            now() - (g % 31536000) * interval '1 second'
          FROM generate_series(${start + 1}, ${start + chunk}) g
          CROSS JOIN LATERAL (SELECT (ARRAY['cocktail_posted', 'repoured', 'reviewed', 'repoured', 'reviewed', 'achievement_added', 'event_posted', 'gig_posted'])[1 + g % 8]::"ActivityKind" AS kind) k`);
    });
    // The measured members' inboxes, as the fan-out writes them: their own acts and those of the
    // accounts they follow that are not loud.
    await timed('the two inboxes', () =>
      run(`INSERT INTO feed_entries (member_id, activity_id, actor_id, created_at)
        SELECT w.member_id, a.id, a.actor_id, a.created_at
        FROM activities a
        JOIN (
          SELECT id AS member_id, id AS actor_id FROM users WHERE id IN (${MEMBERS}, ${MEMBERS - 1})
          UNION
          SELECT f.follower_id, f.following_id FROM follows f JOIN users u ON u.id = f.following_id
          WHERE f.follower_id IN (${MEMBERS}, ${MEMBERS - 1}) AND u.followers_count <= ${FEED_FANOUT_MAX}
        ) w ON w.actor_id = a.actor_id`),
    );
    await timed(`${indexes.length} indexes`, async () => {
      for (const index of indexes) await run(index.indexdef);
    });
    await run('SET session_replication_role = origin');
    await timed('ANALYZE', () => run('VACUUM ANALYZE'));
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const { url, name } = databaseUrl();
  const rounds = Number(argument('rounds') ?? '30');
  const probe = new pg.Client({ connectionString: url });
  const built = await probe
    .connect()
    .then(() => probe.query(`SELECT reltuples::bigint AS n FROM pg_class WHERE relname = 'activities'`))
    .then(({ rows }) => Number(rows[0]?.n ?? 0) >= ACTIVITIES * 0.9)
    .catch(() => false)
    .finally(() => probe.end().catch(() => undefined));
  if (!built || process.argv.includes('--rebuild')) await build(url, name);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const count = async (sql: string) => Number((await client.query(sql)).rows[0].n);
  const readers: Readers = { many: MEMBERS, few: MEMBERS - 1 };
  const activities = await count(`SELECT reltuples::bigint AS n FROM pg_class WHERE relname = 'activities'`);
  const loud = await count(`SELECT count(*) AS n FROM users WHERE followers_count > ${FEED_FANOUT_MAX}`);

  const database = await openDatabase({ databaseUrl: url, poolSize: 10, migrate: true });
  const services = {
    prisma: database.prisma,
    storage: new LocalFileStorage(`${os.tmpdir()}/repour-bench-uploads`),
    limits: new RateLimits(),
    // Nothing here queues a job or listens live; the queue is made on first use.
    jobs: openJobQueue(database, createLogger('silent')),
    live: inProcessLiveUpdates(),
  };
  const sessions = { secret: randomBytes(32), ttlDays: 1 };
  const yoga = createYogaServer({ services, sessions, logger: createLogger('silent'), queryCostBudget: null });
  const started: string[] = [];

  async function tokenOf(userId: number): Promise<string> {
    const { token, session } = await startSession(services, sessions, userId);
    started.push(session.id);
    return token;
  }

  async function request(token: string, query: string, variables: Record<string, unknown>): Promise<{ ms: number; body: any }> {
    const began = performance.now();
    const response = await yoga.fetch('http://bench/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = await response.json();
    const ms = performance.now() - began;
    if (body.errors) throw new Error(`${JSON.stringify(variables)}: ${body.errors[0].message}`);
    return { ms, body };
  }

  console.log(
    `Home feed benchmark on ${name}: ${MEMBERS} members, about ${(activities / 1e6).toFixed(1)}M acts, ${loud} accounts over ${FEED_FANOUT_MAX} followers`,
  );
  console.log(
    `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}; ${rounds} rounds`,
  );
  console.log('');

  try {
    const cases: Array<{ label: string; token: string; query: string; variables: Record<string, unknown>; samples: number[] }> = [];
    for (const [who, id] of [
      ['2,000 followed', readers.many],
      ['10 followed', readers.few],
    ] as const) {
      const token = await tokenOf(id);
      const first = await request(token, FEED, { first: 20 });
      let after: string | null = null;
      for (let page = 1; page < 5; page++)
        after = (await request(token, FEED, { first: 20, after })).body.data.viewer.feed.pageInfo.endCursor;
      const oldestShown = first.body.data.viewer.feed.edges.at(-1)?.cursor;
      cases.push({ label: `${who}: page 1`, token, query: FEED, variables: { first: 20 }, samples: [] });
      cases.push({ label: `${who}: page 5`, token, query: FEED, variables: { first: 20, after }, samples: [] });
      if (oldestShown)
        cases.push({ label: `${who}: newer than page 1's last`, token, query: NEWER, variables: { since: oldestShown }, samples: [] });
    }
    for (const entry of cases) await request(entry.token, entry.query, entry.variables); // warm-up
    for (let round = 0; round < rounds; round++)
      for (const entry of cases) entry.samples.push((await request(entry.token, entry.query, entry.variables)).ms);

    const rows: string[][] = [['case', 'items', 'statements', 'p50 ms', 'p95 ms', 'exec ms', 'seq scans']];
    for (const entry of cases) {
      const statements: Array<{ sql: string; params: unknown[] }> = [];
      const stop = onQuery((sql, params) => statements.push({ sql, params: JSON.parse(params) as unknown[] }));
      const { body } = await request(entry.token, entry.query, entry.variables);
      stop();
      const reading = statements.filter((statement) => /activities|feed_entries/.test(statement.sql));
      let execMs = 0;
      const seqScans = new Set<string>();
      for (const statement of reading) {
        const { rows: explained } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`, statement.params);
        const [{ Plan: plan, 'Execution Time': ms }] = explained[0]['QUERY PLAN'];
        execMs += ms;
        const walk = (node: any): void => {
          if (node['Node Type'] === 'Seq Scan') seqScans.add(node['Relation Name']);
          for (const child of node.Plans ?? []) walk(child);
        };
        walk(plan);
      }
      const sorted = [...entry.samples].sort((a, b) => a - b);
      const feed = body.data.viewer.feed;
      rows.push([
        entry.label,
        feed ? String(feed.edges.length) : String(body.data.viewer.newFeedItemCount),
        String(statements.length),
        percentile(sorted, 50).toFixed(1),
        percentile(sorted, 95).toFixed(1),
        execMs.toFixed(2),
        [...seqScans].join(', ') || 'none',
      ]);
    }
    console.log('The GraphQL request (Yoga fetch in process, PostgreSQL on loopback) and EXPLAIN ANALYZE of its statements:');
    console.log(table(rows));
    if (argument('plan')) {
      const entry = cases.find((candidate) => candidate.label === argument('plan')) ?? cases[0];
      const statements: Array<{ sql: string; params: unknown[] }> = [];
      const stop = onQuery((sql, params) => statements.push({ sql, params: JSON.parse(params) as unknown[] }));
      await request(entry.token, entry.query, entry.variables);
      stop();
      const statement = statements.find((candidate) => /feed_entries/.test(candidate.sql))!;
      const { rows: text } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params);
      console.log(`\nPlan of "${entry.label}":\n${text.map((row) => row['QUERY PLAN']).join('\n')}`);
    }

    // The home screen as the web sends it: the route's FeedPageQuery, and PeopleToFollowQuery, which the
    // web sends only while the member follows nobody (so the member following 10 never does).
    const webQuery = async (name: string) => {
      const source = await readFile(new URL(`../web/src/features/feed/__generated__/${name}.graphql.ts`, import.meta.url), 'utf8');
      return JSON.parse(/"text": ("(?:[^"\\]|\\.)*")/.exec(source)![1]) as string;
    };
    const screen = await webQuery('FeedPageQuery');
    const people = await webQuery('PeopleToFollowQuery');
    const screenVariables = { first: FEED_LIMIT, top10First: WEEKLY_TOP10_FEED_SIZE };
    const newcomer = await tokenOf(EVERYONE_FOLLOWS);
    const few = cases.find((entry) => entry.label.startsWith('10 followed'))!.token;
    const home = [
      { label: '10 followed: FeedPageQuery', token: few, query: screen, variables: screenVariables, samples: [] as number[] },
      { label: 'nobody followed: FeedPageQuery', token: newcomer, query: screen, variables: screenVariables, samples: [] as number[] },
      { label: 'nobody followed: PeopleToFollowQuery', token: newcomer, query: people, variables: {}, samples: [] as number[] },
    ];
    for (const entry of home) await request(entry.token, entry.query, entry.variables); // warm-up
    for (let round = 0; round < rounds; round++)
      for (const entry of home) entry.samples.push((await request(entry.token, entry.query, entry.variables)).ms);
    const homeRows: string[][] = [['request', 'statements', 'p50 ms', 'p95 ms', 'exec ms', 'users rows read', 'seq scans']];
    for (const entry of home) {
      const statements: Array<{ sql: string; params: unknown[] }> = [];
      const stop = onQuery((sql, params) => statements.push({ sql, params: JSON.parse(params) as unknown[] }));
      await request(entry.token, entry.query, entry.variables);
      stop();
      let execMs = 0;
      let usersRows = 0;
      const seqScans = new Set<string>();
      for (const statement of statements.filter((candidate) => /^\s*(SELECT|WITH)/i.test(candidate.sql))) {
        const { rows: explained } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`, statement.params);
        const [{ Plan: plan, 'Execution Time': ms }] = explained[0]['QUERY PLAN'];
        execMs += ms;
        const walk = (node: any): void => {
          if (node['Node Type'] === 'Seq Scan') seqScans.add(node['Relation Name']);
          if (node['Relation Name'] === 'users') usersRows += node['Actual Rows'] * node['Actual Loops'];
          for (const child of node.Plans ?? []) walk(child);
        };
        walk(plan);
      }
      const sorted = [...entry.samples].sort((a, b) => a - b);
      homeRows.push([
        entry.label,
        String(statements.length),
        percentile(sorted, 50).toFixed(1),
        percentile(sorted, 95).toFixed(1),
        execMs.toFixed(2),
        String(usersRows),
        [...seqScans].join(', ') || 'none',
      ]);
    }
    console.log('');
    console.log('The home screen as the web asks for it (its generated queries), and EXPLAIN ANALYZE of their statements:');
    console.log(table(homeRows));

    // Saving an act: a cocktail of the account everyone follows (loud: no fan-out), and of an account
    // with FEED_FANOUT_MAX followers (the most any act is copied to), each in a transaction rolled back.
    // An account followed by exactly FEED_FANOUT_MAX members, the most an act is copied to (made once).
    const atThreshold = LOUD + 1;
    if ((await count(`SELECT followers_count AS n FROM users WHERE id = ${atThreshold}`)) < FEED_FANOUT_MAX) {
      await client.query(`INSERT INTO follows (follower_id, following_id)
        SELECT g, ${atThreshold} FROM generate_series(${LOUD + 2}, ${MEMBERS - 2}) g LIMIT ${FEED_FANOUT_MAX} ON CONFLICT DO NOTHING`);
      await client.query(`DELETE FROM follows WHERE following_id = ${atThreshold} AND follower_id NOT IN (
        SELECT follower_id FROM follows WHERE following_id = ${atThreshold} ORDER BY follower_id LIMIT ${FEED_FANOUT_MAX})`);
      await client.query(
        `UPDATE users SET followers_count = (SELECT count(*) FROM follows WHERE following_id = ${atThreshold}) WHERE id = ${atThreshold}`,
      );
    }
    // Before (migration home_feed): the act's trigger copied it into every follower's inbox in the
    // writer's transaction. Now (decision 0075): it writes one pending row, and the feed.fan-out job
    // copies it. Both are timed on the same database: "inline" puts the old trigger body back inside the
    // rolled-back transaction (DDL is transactional), so nothing of it outlives the round.
    const INLINE_FAN_OUT = `CREATE OR REPLACE FUNCTION feed_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO feed_entries (member_id, activity_id, actor_id, created_at)
        SELECT n.actor_id, n.id, n.actor_id, n.created_at FROM new_rows n
        UNION ALL
        SELECT f.follower_id, n.id, n.actor_id, n.created_at FROM new_rows n
        JOIN users u ON u.id = n.actor_id AND u.followers_count <= feed_fanout_max()
        JOIN follows f ON f.following_id = n.actor_id
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`;
    const writeRows: string[][] = [
      ['act saved by', 'followers', 'fan-out', 'inbox rows in the write', 'p50 ms', 'p95 ms', 'job p50 ms', 'job batches'],
    ];
    for (const actor of [EVERYONE_FOLLOWS, atThreshold]) {
      const followers = await count(`SELECT followers_count AS n FROM users WHERE id = ${actor}`);
      for (const mode of ['inline (before)', 'queued (now)'] as const) {
        const samples: number[] = [];
        const jobSamples: number[] = [];
        let written = 0;
        let batches = 0;
        for (let round = 0; round < Math.max(5, Math.ceil(rounds / 3)); round++) {
          await client.query('BEGIN');
          if (mode === 'inline (before)') await client.query(INLINE_FAN_OUT);
          const began = performance.now();
          const { rows: made } = await client.query(
            `INSERT INTO cocktails (name, name_search, creator_id, updated_at) VALUES ('Bench Act', 'bench act', $1, now()) RETURNING id`,
            [actor],
          );
          samples.push(performance.now() - began);
          written = await count(
            `SELECT count(*) AS n FROM feed_entries e JOIN activities a ON a.id = e.activity_id WHERE a.cocktail_id = ${made[0].id}`,
          );
          if (mode === 'queued (now)') {
            // The job's work for this act, as its batches run it (here in the same transaction).
            const jobBegan = performance.now();
            batches = 0;
            while (Number((await client.query(`SELECT feed_fan_out_pending(500) AS n`)).rows[0].n) > 0) batches += 1;
            jobSamples.push(performance.now() - jobBegan);
          }
          await client.query('ROLLBACK');
        }
        const sorted = samples.sort((a, b) => a - b);
        writeRows.push([
          `member ${actor}`,
          String(followers),
          mode,
          String(written),
          percentile(sorted, 50).toFixed(1),
          percentile(sorted, 95).toFixed(1),
          jobSamples.length
            ? percentile(
                jobSamples.sort((a, b) => a - b),
                50,
              ).toFixed(1)
            : '-',
          jobSamples.length ? String(batches) : '-',
        ]);
      }
    }
    console.log('');
    console.log('Saving an act (INSERT INTO cocktails with its triggers: counters, the act, its fan-out or pending row),');
    console.log('and the feed.fan-out job copying it (feed_fan_out_pending batches of 500 rows):');
    console.log(table(writeRows));
  } finally {
    await database.prisma.session.deleteMany({ where: { id: { in: started } } });
    await database.close();
    await client.end();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
