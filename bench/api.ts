// npm run bench [-- --duration 5 --connections 10 --only list,detail --sql 1]   (npm run bench -- search: bench/search.ts)
// The API against the database floor, on the benchmark database (npm run bench:data first). The app
// (createApp + createYogaServer, the real schema, Prisma on PostgreSQL) listens on a loopback port and
// each scenario is sent to it by autocannon for a fixed duration. Then the floor: the hand-written SQL
// that returns the same rows and columns, through `pg`, served by a bare node:http server on another
// loopback port and sent the same requests by autocannon with the same connections and duration. So
// both sides pay for HTTP, JSON and the pool, and the ratio shows what the gateway (GraphQL, Prisma,
// serialization) costs on top of the SQL. Statements per request are counted on one request of each
// scenario (Prisma's query events). Timing is printed, never asserted (docs/benchmarks.md).
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { displayNameOf } from '../common/people';
import type { Viewer } from '../gateway/auth/sessions';
import { argument, benchDatabase } from './database';

interface Scenario {
  name: string;
  /** What the web app (or an integrator) asks for. */
  api: { path: string; method: 'GET' | 'POST'; body?: string };
  /** The same rows and columns from hand-written SQL. */
  floor: (pool: pg.Pool) => Promise<unknown>;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [line(rows[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

async function load(url: string, options: { duration: number; connections: number; headers: Record<string, string>; method: string; body?: string }) {
  const latencies: number[] = [];
  const instance = autocannon({ url, ...options });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.total / options.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

// The fields the screens read (web/src/features): the list's card, the detail screen, a profile header,
// a connection card; the search cards as bench/search.ts sends them.
const CARD = 'id databaseId name originalCreatorName creator { username } glassware classicEra likesCount repoursCount ingredients { brand ingredient { name } }';
const listQuery = `query BenchList($after: String, $offset: Int) {
  cocktails(first: 100, after: $after, offset: $offset) { totalCount pageInfo { hasNextPage endCursor } edges { node { ${CARD} } } }
}`;
const detailQuery = `query BenchDetail($databaseId: Int!) {
  cocktail(databaseId: $databaseId) {
    id databaseId name description photoUrl glassware garnish directions notes classicEra isMocktail categories type
    originalCreatorName sourceUrl year likesCount repoursCount viewerCanEdit
    venue { name city state country } creator { username }
    ingredients { amount unit brand note optional orderIndex ingredient { name category } }
  }
}`;
const SEARCH_SELECTIONS = {
  cocktails: ['negroni', 'node { id databaseId name description glassware garnish originalCreatorName creator { id displayName } }'],
  ingredients: ['vermouth', 'node { id name category abv description variantCount }'],
  people: ['garcia', 'node { id databaseId displayName username profileType location bio specialties avatarUrl firstName }'],
  venues: ['tavern', 'node { id name city state country address isVerified websiteUrl }'],
} as const;
const PERSON = 'databaseId displayName firstName username avatarUrl profileType bio location';
const profileQuery = `query BenchProfile($databaseId: Int!) {
  user(databaseId: $databaseId) {
    id ${PERSON} lastName specialties badges isVerified cocktailCount viewerIsFollowing connectionCounts { followers following }
  }
}`;
const followersQuery = `query BenchFollowers($databaseId: Int!) {
  user(databaseId: $databaseId) { followers(first: 20) { totalCount pageInfo { hasNextPage endCursor } edges { connectedAt node { id ${PERSON} } } } }
}`;

async function main(): Promise<void> {
  const { url, name } = benchDatabase();
  const duration = Number(argument('duration') ?? '5');
  const connections = Number(argument('connections') ?? '10');
  const only = argument('only')?.split(',');
  const poolSize = 10;

  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const count = async (sql: string) => (await pool.query(sql)).rows[0].n as number;
  let cocktails: number;
  try {
    cocktails = await count('SELECT count(*)::int AS n FROM cocktails');
  } catch {
    throw new Error(`Cannot reach ${name}: run npm run bench:data first.`);
  }
  if (cocktails < 1000) throw new Error(`${name} holds ${cocktails} cocktails: run npm run bench:data first.`);

  const { openDatabase, onQuery } = await import('../gateway/db/client');
  const { startSession } = await import('../gateway/auth/sessions');
  const { createLogger } = await import('../gateway/logger');
  const { createYogaServer } = await import('../gateway/yoga');
  const { createApp } = await import('../gateway/app');
  const { listen, close } = await import('../gateway/server');
  const { matchSql, searchTerms } = await import('../gateway/domain/search');

  const database = await openDatabase({ databaseUrl: url, poolSize, migrate: false });
  const sessions = { secret: randomBytes(32), ttlDays: 1 };
  const logger = createLogger('silent');
  const yoga = createYogaServer({ sessions, logger });
  const server = await listen(createApp({ yoga, logger }), { port: 0, host: '127.0.0.1' });
  const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // A barfly signed in; the member everyone follows; a public cocktail with a venue, deep in the list.
  const member = await database.prisma.user.findFirstOrThrow({ where: { profileType: 'user', isAdmin: false }, orderBy: { id: 'asc' } });
  const viewer = { id: member.id, isAdmin: false } as Viewer;
  const { token } = await startSession(sessions, member.id);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const star = await database.prisma.user.findFirstOrThrow({ orderBy: [{ followersCount: 'desc' }, { id: 'asc' }] });
  const detailId = (await pool.query(`SELECT id FROM cocktails WHERE visibility = 'public' AND venue_id IS NOT NULL ORDER BY id LIMIT 1 OFFSET 5000`)).rows[0].id as number;

  async function graphql(query: string, variables: Record<string, unknown>) {
    const response = await fetch(`${apiBase}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    const body = (await response.json()) as { data?: any; errors?: Array<{ message: string }> };
    if (body.errors) throw new Error(`${query.slice(0, 40)}: ${body.errors[0].message}`);
    return body.data;
  }
  // The deep page: the cursor the list gives after about 50,000 cocktails (taken once, by offset).
  const depth = 49_900;
  const deepCursor: string = (await graphql(listQuery, { offset: depth })).cocktails.pageInfo.endCursor;
  const deepKey = (
    await pool.query(
      `SELECT name_search, id FROM cocktails WHERE visibility = 'public' OR creator_id = $1 ORDER BY name_search, id OFFSET $2 LIMIT 1`,
      [viewer.id, depth + 99],
    )
  ).rows[0] as { name_search: string; id: number };

  // --- the floor's SQL -------------------------------------------------------------------------
  const visible = `(c.visibility = 'public' OR c.creator_id = ${viewer.id})`;
  const cardSql = (after: boolean) => `
    SELECT c.id, c.name, c.name_search, c.original_creator_name, u.username, c.glassware, c.classic_era, c.likes_count, c.repours_count,
      (SELECT coalesce(json_agg(json_build_object('brand', l.brand, 'name', i.name) ORDER BY l.order_index), '[]')
         FROM cocktail_ingredients l JOIN ingredients i ON i.id = l.ingredient_id WHERE l.cocktail_id = c.id) AS ingredients
    FROM cocktails c LEFT JOIN users u ON u.id = c.creator_id
    WHERE ${visible} ${after ? 'AND (c.name_search, c.id) > ($1, $2)' : ''}
    ORDER BY c.name_search, c.id LIMIT 101`;
  const countSql = `SELECT count(*)::int AS n FROM cocktails c WHERE ${visible}`;
  const listFloor = async (after: { name_search: string; id: number } | null) => {
    const [page, total] = await Promise.all([
      after ? pool.query(cardSql(true), [after.name_search, after.id]) : pool.query(cardSql(false)),
      pool.query(countSql),
    ]);
    return { total: total.rows[0].n, hasNextPage: page.rows.length > 100, cocktails: page.rows.slice(0, 100) };
  };
  const person = 'u.id, u.display_name, u.first_name, u.last_name, u.username, u.avatar_url, u.profile_type, u.bio, u.location';
  const named = <T extends { display_name: string | null; first_name: string; last_name: string; username: string }>(row: T) => ({
    ...row,
    displayName: displayNameOf({ displayName: row.display_name, firstName: row.first_name, lastName: row.last_name, username: row.username }),
  });
  const searchFloor = async (kind: keyof typeof SEARCH_SELECTIONS) => {
    const match = matchSql(kind, searchTerms(SEARCH_SELECTIONS[kind][0])!, viewer);
    const ids = (await pool.query(match.text, match.values)).rows[0].ids as number[];
    const page = ids.slice(0, 20);
    const rowsSql = {
      cocktails: `SELECT c.id, c.name, c.description, c.glassware, c.garnish, c.original_creator_name, u.id AS creator_id, u.display_name, u.first_name, u.last_name, u.username
                  FROM cocktails c LEFT JOIN users u ON u.id = c.creator_id WHERE c.id = ANY($1)`,
      ingredients: `SELECT i.id, i.name, i.category, i.abv, i.description, (SELECT count(*)::int FROM ingredients v WHERE v.parent_id = i.id) AS variant_count
                    FROM ingredients i WHERE i.id = ANY($1)`,
      people: `SELECT ${person}, u.specialties FROM users u WHERE u.id = ANY($1)`,
      venues: `SELECT v.id, v.name, v.city, v.state, v.country, v.address, v.is_verified, v.website_url FROM venues v WHERE v.id = ANY($1)`,
    }[kind];
    const rows = (await pool.query(rowsSql, [page])).rows as Array<{ id: number }>;
    const byId = new Map(rows.map((row) => [row.id, 'username' in row ? named(row as never) : row]));
    return { totalCount: ids.length, results: page.map((id) => byId.get(id)) };
  };

  const post = (query: string, variables: Record<string, unknown>) => ({ path: '/graphql', method: 'POST' as const, body: JSON.stringify({ query, variables }) });
  const all: Scenario[] = [
    { name: 'list, first page (100)', api: post(listQuery, {}), floor: () => listFloor(null) },
    { name: `list, page after ${depth + 100}`, api: post(listQuery, { after: deepCursor }), floor: () => listFloor(deepKey) },
    {
      name: 'cocktail detail',
      api: post(detailQuery, { databaseId: detailId }),
      floor: async () => {
        const { rows } = await pool.query(
          `SELECT c.*, json_build_object('name', v.name, 'city', v.city, 'state', v.state, 'country', v.country) AS venue, u.username,
             (SELECT coalesce(json_agg(json_build_object('amount', l.amount, 'unit', l.unit, 'brand', l.brand, 'note', l.note, 'optional', l.optional,
                'orderIndex', l.order_index, 'name', i.name, 'category', i.category) ORDER BY l.order_index), '[]')
              FROM cocktail_ingredients l JOIN ingredients i ON i.id = l.ingredient_id WHERE l.cocktail_id = c.id) AS ingredients
           FROM cocktails c LEFT JOIN venues v ON v.id = c.venue_id LEFT JOIN users u ON u.id = c.creator_id
           WHERE c.id = $1 AND ${visible}`,
          [detailId],
        );
        return { ...rows[0], viewerCanEdit: rows[0].creator_id === viewer.id };
      },
    },
    ...(Object.keys(SEARCH_SELECTIONS) as Array<keyof typeof SEARCH_SELECTIONS>).map((kind) => ({
      name: `search ${kind} "${SEARCH_SELECTIONS[kind][0]}"`,
      api: post(`query BenchSearch($query: String!) { search(query: $query) { ${kind}(first: 20) { totalCount edges { ${SEARCH_SELECTIONS[kind][1]} } } } }`, {
        query: SEARCH_SELECTIONS[kind][0],
      }),
      floor: () => searchFloor(kind),
    })),
    {
      name: 'profile',
      api: post(profileQuery, { databaseId: star.id }),
      floor: async () => {
        const { rows } = await pool.query(
          `SELECT ${person}, u.specialties, u.badges, u.is_verified, u.followers_count, u.following_count,
             (SELECT count(*)::int FROM cocktails c WHERE c.creator_id = u.id AND ${visible}) AS cocktail_count,
             EXISTS (SELECT 1 FROM follows f WHERE f.following_id = u.id AND f.follower_id = $2) AS viewer_is_following
           FROM users u WHERE u.id = $1`,
          [star.id, viewer.id],
        );
        return named(rows[0]);
      },
    },
    {
      name: `followers (20 of ${star.followersCount})`,
      api: post(followersQuery, { databaseId: star.id }),
      floor: async () => {
        const { rows } = await pool.query(
          `SELECT f.created_at, ${person}, (SELECT followers_count FROM users WHERE id = $1) AS total
           FROM follows f JOIN users u ON u.id = f.follower_id WHERE f.following_id = $1
           ORDER BY f.created_at DESC, f.follower_id LIMIT 21`,
          [star.id],
        );
        return { totalCount: rows[0]?.total ?? 0, hasNextPage: rows.length > 20, followers: rows.slice(0, 20).map(named) };
      },
    },
    {
      name: '/api/cocktails (page 2 of 20)',
      api: { path: '/api/cocktails?page=2&include_ingredients=true', method: 'GET' },
      floor: async () => {
        const [page, total] = await Promise.all([
          pool.query(
            `SELECT c.*, u.id AS creator_id, u.username, json_build_object('name', v.name, 'city', v.city, 'state', v.state, 'country', v.country) AS venue,
               (SELECT coalesce(json_agg(json_build_object('amount', l.amount, 'unit', l.unit, 'brand', l.brand, 'note', l.note,
                  'order_index', l.order_index, 'name', i.name) ORDER BY l.order_index), '[]')
                FROM cocktail_ingredients l JOIN ingredients i ON i.id = l.ingredient_id WHERE l.cocktail_id = c.id) AS ingredients
             FROM cocktails c LEFT JOIN users u ON u.id = c.creator_id LEFT JOIN venues v ON v.id = c.venue_id
             WHERE ${visible} ORDER BY c.name_search, c.id LIMIT 20 OFFSET 20`,
          ),
          pool.query(countSql),
        ]);
        const totalCount = total.rows[0].n as number;
        return { cocktails: page.rows, pagination: { total: totalCount, page: 2, pages: Math.ceil(totalCount / 20) } };
      },
    },
  ];
  const scenarios = all.filter((scenario, index) => !only || only.some((key) => scenario.name.startsWith(key) || String(index + 1) === key));

  // The floor's server: one path per scenario, the rows as JSON.
  const floorServer: Server = createServer((request, response) => {
    const scenario = scenarios[Number(request.url?.slice(1))];
    request.resume();
    request.on('end', () => {
      scenario
        .floor(pool)
        .then((result) => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify(result));
        })
        .catch((error: Error) => {
          response.writeHead(500);
          response.end(error.message);
        });
    });
  });
  await new Promise<void>((resolve) => floorServer.listen(0, '127.0.0.1', resolve));
  const floorBase = `http://127.0.0.1:${(floorServer.address() as AddressInfo).port}`;

  console.log(`API against the database floor on ${name}: ${cocktails} cocktails, member ${star.id} with ${star.followersCount} followers`);
  console.log(`${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  console.log(`${connections} connections, ${duration} s per side and scenario, pools of ${poolSize}, Node ${process.version}`);
  console.log('');

  const rows: string[][] = [['scenario', 'API req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'statements', 'SQL ms/req', 'floor req/s', 'floor p95 ms', 'ratio']];
  try {
    for (const [index, scenario] of scenarios.entries()) {
      const { path, method, body } = scenario.api;
      const init = { method, headers, body };
      // One request first: it must succeed, and its statements are counted.
      const statements: string[] = [];
      const stop = onQuery((sql) => statements.push(sql));
      const check = await fetch(apiBase + path, init);
      const text = await check.text();
      stop();
      if (!check.ok || text.includes('"errors"')) throw new Error(`${scenario.name}: ${check.status} ${text.slice(0, 300)}`);
      if (argument('sql') !== undefined) console.log(`-- ${scenario.name}\n${statements.join(';\n')};\n`);
      const floorCheck = await fetch(`${floorBase}/${index}`);
      if (!floorCheck.ok) throw new Error(`${scenario.name} floor: ${await floorCheck.text()}`);
      await floorCheck.text();

      let dbMs = 0;
      const stopTiming = onQuery((_sql, _params, ms) => (dbMs += ms));
      const api = await load(apiBase + path, { duration, connections, headers, method, body });
      stopTiming();
      const floor = await load(`${floorBase}/${index}`, { duration, connections, headers: {}, method: 'GET' });
      const failed = api.failed + floor.failed ? ` (${api.failed} API and ${floor.failed} floor requests failed)` : '';
      rows.push([
        scenario.name + failed,
        api.rps.toFixed(0),
        api.p50.toFixed(1),
        api.p95.toFixed(1),
        api.p99.toFixed(1),
        String(statements.length),
        (dbMs / Math.max(1, api.rps * duration)).toFixed(1),
        floor.rps.toFixed(0),
        floor.p95.toFixed(1),
        (api.rps / floor.rps).toFixed(2),
      ]);
      console.log(table(rows.slice(0, 1).concat([rows.at(-1)!])).split('\n').at(-1));
    }
    console.log('');
    console.log(table(rows));
    console.log(`\nload average at the end ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  } finally {
    await close(server, 1000);
    floorServer.close();
    await database.close();
    await pool.end();
  }
}

if (process.argv[2] === 'search') {
  // npm run bench -- search [--rounds 10]: the search latency benchmark.
  await import('./search');
} else {
  process.env.NODE_ENV ??= 'production';
  await main();
}
