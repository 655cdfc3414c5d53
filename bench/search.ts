// npm run bench [-- --rounds 10]
// Search latency on the benchmark database (npm run bench:data first): for each kind, a set of queries
// people type (whole words, the first letters, typos, accents, two letters) sent as the search
// screen's GraphQL request through Yoga's fetch (in process, a member's token, the real schema and
// Prisma on PostgreSQL), timed end to end; then EXPLAIN of each kind's statements, showing the index
// that serves them. Timing is printed, never asserted (docs/benchmarks.md).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import type { Prisma } from '../gateway/generated/prisma/client';
import { argument, benchDatabase } from './database';
import { inProcessLiveUpdates } from '../gateway/live/live-updates';

process.env.NODE_ENV ??= 'production';
const { openDatabase } = await import('../gateway/db/client');
const { startSession } = await import('../gateway/auth/sessions');
const { createLogger } = await import('../gateway/logger');
const { createYogaServer } = await import('../gateway/yoga');
const { RateLimits } = await import('../gateway/rate-limit');
const { openJobQueue } = await import('../gateway/jobs/kinds');
const { LocalFileStorage } = await import('../gateway/storage');
const { correctionSql, correctedTerms, matchSql, searchRulesOf, searchTerms, SEARCH_KINDS } = await import('../gateway/domain/search');
type SearchKind = (typeof SEARCH_KINDS)[number];

/** What members type, per kind: words, beginnings, typos, accents or none, two letters. */
export const BENCH_QUERIES: Record<SearchKind, string[]> = {
  cocktails: [
    'negroni',
    'negr',
    'ne',
    'negorni',
    'margarita',
    'marg',
    'margarta',
    'frappe',
    'Frappé',
    'old fashioned',
    'espresso mart',
    'gin',
    'lime',
    'campari',
    'smoky negroni',
    'piña colada',
    'daiquiri',
    'daiqiri',
    'sbagliato',
    'velvet hammer',
    'brulee',
    'zz',
  ],
  ingredients: [
    'gin',
    'rum',
    'campari',
    'campri',
    'lime juice',
    'creme de',
    'curacao',
    'aged rum',
    'sy',
    'syrup',
    'vermouth',
    'vermuth',
    'añejo',
    'bitters',
    'casa oro',
    'navy strength',
  ],
  people: [
    'jose',
    'josé garcía',
    'garcia',
    'garsia',
    'jo',
    'zoe',
    'nunez',
    'müller',
    'new york',
    'zurich',
    'tiki',
    'craft cocktails',
    'lukasz',
    'odegaard',
    'the fox',
    'smith',
    'priya adeyemi',
  ],
  venues: [
    'employees',
    'bar',
    'the velvet',
    'tavern',
    'london',
    'mexico city',
    'sao paulo',
    'zürich',
    'krakow',
    'speakeasy',
    'cafe',
    'café piñata',
    'lagoon lounge',
    'parlour',
    'rooftop',
    'tavrn',
  ],
};

/** The fields the search screen's cards read, per kind (web/src/features/search). */
const SELECTIONS: Record<SearchKind, string> = {
  cocktails: 'rating node { id databaseId name description glassware garnish originalCreatorName creator { id displayName } }',
  ingredients: 'node { id name category abv description variantCount }',
  people: 'node { id databaseId displayName username profileType location bio specialties avatarUrl firstName }',
  venues: 'node { id name city state country address isVerified websiteUrl }',
};

const kindQuery = (kind: SearchKind) => `query BenchSearch($query: String!) {
  search(query: $query) { ${kind}(first: 20) { totalCount totalCountIsExact edges { ${SELECTIONS[kind]} } } }
}`;

const screenQuery = `query BenchSearchScreen($query: String!) {
  search(query: $query) {
    totalCount totalCountIsExact
    ${SEARCH_KINDS.map((kind) => `${kind}(first: 20) { totalCount totalCountIsExact edges { ${SELECTIONS[kind]} } }`).join('\n    ')}
  }
}`;

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

async function explain(client: pg.Client, statement: Prisma.Sql) {
  const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`, statement.values);
  const [{ Plan: plan, 'Execution Time': executionMs }] = rows[0]['QUERY PLAN'] as Array<{ Plan: PlanNode; 'Execution Time': number }>;
  const nodes = planNodes(plan);
  return {
    executionMs,
    indexes: [...new Set(nodes.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : [])))],
    seqScans: nodes.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name']),
  };
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
  const sizes: Record<string, number> = {};
  for (const table of ['cocktails', 'ingredients', 'users', 'venues', 'search_words']) {
    sizes[table] = (await client.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
  }
  if (sizes.cocktails < 1000) throw new Error(`${name} holds ${sizes.cocktails} cocktails: run npm run bench:data first.`);
  const rowsOf: Record<SearchKind, number> = {
    cocktails: sizes.cocktails,
    ingredients: sizes.ingredients,
    people: sizes.users,
    venues: sizes.venues,
  };

  const database = await openDatabase({ databaseUrl: url, poolSize: 10, migrate: false });
  // No uploads happen here: the storage is a folder that stays empty.
  const services = {
    prisma: database.prisma,
    storage: new LocalFileStorage(`${os.tmpdir()}/repour-bench-uploads`),
    limits: new RateLimits(),
    jobs: openJobQueue(database, createLogger('silent')),
    live: inProcessLiveUpdates(),
  };
  const sessions = { secret: randomBytes(32), ttlDays: 1 };
  const yoga = createYogaServer({ services, sessions, logger: createLogger('silent') });
  const member = await database.prisma.user.findFirstOrThrow({ where: { profileType: 'user', isAdmin: false }, orderBy: { id: 'asc' } });
  const { token, session } = await startSession(services, sessions, member.id);

  async function request(query: string, variables: Record<string, unknown>): Promise<{ ms: number; body: any }> {
    const started = performance.now();
    const response = await yoga.fetch('http://bench/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = await response.json();
    const ms = performance.now() - started;
    if (body.errors) throw new Error(`${JSON.stringify(variables)}: ${body.errors[0].message}`);
    return { ms, body };
  }

  console.log(
    `Search benchmark on ${name}: ${sizes.cocktails} cocktails, ${sizes.users} members, ${sizes.venues} venues, ` +
      `${sizes.ingredients} ingredients, ${sizes.search_words} search words`,
  );
  console.log(
    `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}; ${rounds} rounds`,
  );
  console.log('');

  try {
    // The machine may be shared: rounds interleave the kinds, so each sees the same background load.
    const cases = [
      ...SEARCH_KINDS.map((kind) => ({
        label: kind as string,
        rows: String(rowsOf[kind]),
        queries: BENCH_QUERIES[kind],
        query: kindQuery(kind),
      })),
      { label: 'screen (all four)', rows: '-', queries: SEARCH_KINDS.flatMap((kind) => BENCH_QUERIES[kind]), query: screenQuery },
    ].map((entry) => ({ ...entry, samples: [] as number[], best: new Map<string, number>(), found: [] as number[] }));
    for (const entry of cases) for (const text of entry.queries) await request(entry.query, { query: text }); // warm-up
    for (let round = 0; round < rounds; round++) {
      for (const entry of cases) {
        for (const text of entry.queries) {
          const { ms, body } = await request(entry.query, { query: text });
          entry.samples.push(ms);
          entry.best.set(text, Math.min(ms, entry.best.get(text) ?? Infinity));
          if (round === 0) {
            const search = body.data.search;
            entry.found.push(SEARCH_KINDS.includes(entry.label as SearchKind) ? search[entry.label].totalCount : search.totalCount);
          }
        }
      }
    }
    // "best": each query's fastest round, what a machine without other work gives; p50 and p95 over queries.
    const latency: string[][] = [
      ['kind', 'rows', 'queries', 'requests', 'p50 ms', 'p95 ms', 'max ms', 'best p50 ms', 'best p95 ms', 'found (median)'],
    ];
    for (const { label, rows, queries, samples, best, found } of cases) {
      const bests = [...best.values()];
      for (const list of [samples, bests, found]) list.sort((a, b) => a - b);
      latency.push([
        label,
        rows,
        String(queries.length),
        String(samples.length),
        percentile(samples, 50).toFixed(1),
        percentile(samples, 95).toFixed(1),
        samples[samples.length - 1].toFixed(1),
        percentile(bests, 50).toFixed(1),
        percentile(bests, 95).toFixed(1),
        String(percentile(found, 50)),
      ]);
    }
    console.log('Latency of the GraphQL request (Yoga fetch in process, PostgreSQL on loopback), first 20 of each kind:');
    console.log(table(latency));
    console.log('');

    // Which plan serves each statement of each query: the match always; where it finds nothing, the
    // spelling correction and the match of the corrected words.
    const plans: string[][] = [['kind', 'statement', 'runs', 'index scans on', 'seq scans', 'p50 exec ms', 'max exec ms']];
    for (const kind of SEARCH_KINDS) {
      const runs = {
        match: [] as Awaited<ReturnType<typeof explain>>[],
        correction: [] as Awaited<ReturnType<typeof explain>>[],
        'corrected match': [] as Awaited<ReturnType<typeof explain>>[],
      };
      const seq: Record<keyof typeof runs, string[]> = { match: [], correction: [], 'corrected match': [] };
      const record = (statement: keyof typeof runs, text: string, result: Awaited<ReturnType<typeof explain>>) => {
        runs[statement].push(result);
        if (result.seqScans.length) seq[statement].push(`"${text}" (${result.seqScans.join(', ')})`);
      };
      for (const text of BENCH_QUERIES[kind]) {
        const terms = searchTerms(text);
        if (!terms) continue;
        const statement = matchSql(kind, terms, searchRulesOf(database.prisma, null));
        record('match', text, await explain(client, statement));
        if ((await client.query(statement.text, statement.values)).rows[0].ids.length > 0) continue;
        const correction = correctionSql(terms.words);
        record('correction', text, await explain(client, correction));
        const corrections = (await client.query(correction.text, correction.values)).rows as Array<{ n: number; word: string }>;
        if (!corrections.length) continue;
        record(
          'corrected match',
          text,
          await explain(client, matchSql(kind, correctedTerms(terms, corrections), searchRulesOf(database.prisma, null))),
        );
      }
      for (const statement of ['match', 'correction', 'corrected match'] as const) {
        const results = runs[statement];
        if (!results.length) continue;
        const times = results.map((result) => result.executionMs).sort((a, b) => a - b);
        plans.push([
          kind,
          statement,
          String(results.length),
          [...new Set(results.flatMap((result) => result.indexes))].join(', ') || '-',
          seq[statement].length ? seq[statement].join('; ') : 'none',
          percentile(times, 50).toFixed(2),
          times[times.length - 1].toFixed(2),
        ]);
      }
    }
    console.log('EXPLAIN ANALYZE of the SQL statements, as a visitor (PostgreSQL execution time, no network):');
    console.log(table(plans));
    const { rows: pages } = await client.query<{ relname: string; relpages: number; reltuples: number }>(
      `SELECT relname, relpages, reltuples::bigint AS reltuples FROM pg_class
        WHERE relname IN ('cocktails', 'ingredients', 'users', 'venues', 'search_words') ORDER BY relpages DESC`,
    );
    console.log(
      `Table sizes (a sequential scan is the planner's choice on the small ones): ${pages.map((row) => `${row.relname} ${row.reltuples} rows in ${row.relpages} pages`).join(', ')}`,
    );
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
