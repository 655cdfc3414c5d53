// npm run bench [-- --duration 5 --connections 10 --rounds 2 --warmup 1 --only list,detail,app- --sql --cpu-prof --via-app
//                  --peer-counts rows]
// (npm run bench -- search: bench/search.ts)
//
// Repour against its peer and its floor, on the benchmark database (npm run bench:data first, at any
// --scale). Three servers, each in a process of its own (bench/servers/): Repour as `npm start` serves
// it; PostGraphile 5 over the same database (what an integrator would stand up instead); and the floor,
// hand-written SQL through `pg` on a bare node:http server. This process only generates the load
// (autocannon) and reads the answers. Two kinds of scenario (bench/scenarios.ts): the bench's own
// shapes, and every screen as the web client asks for it (keys app-..., bench/screens.ts: the Relay
// artifacts' operation text, signed in as a barfly, bartender, venue or brand account with activity);
// a side that has no equivalent for a scenario shows "—". For each scenario each server is first
// loaded unmeasured for --warmup seconds (its JIT's warm-up is no round's), then they are loaded in turn, the order
// rotating each round, with the same connections and duration; the table gives each side's req/s and
// latency and Repour's ratio to the peer and to the floor, and the CPU time (user and system, all threads) each server's process
// spent per request while loaded: steadier than req/s on a shared machine, since it does not count the time spent waiting for a core. Statements per request are counted on one
// Repour request of each scenario. With --cpu-prof, Repour's main thread is profiled while each
// scenario loads it, and its time per request is broken down by package and function. Timing is printed, never asserted.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { argument, benchDatabase } from './database';
import { formatProfile, summariseProfile } from './profile';
import { type Fixture, listQuery, peerListQuery, SCENARIOS, type Scenario, screenScenarios } from './scenarios';
import { lookUpScreens } from './screens';
import { type ServerProcess, startServer } from './servers/child';

const duration = Number(argument('duration') ?? '5');
const connections = Number(argument('connections') ?? '10');
const rounds = Number(argument('rounds') ?? '2');
/** Seconds of unmeasured load on each server before a scenario's rounds: the first round is not the JIT's warm-up. */
const warmup = Number(argument('warmup') ?? '1');
const only = argument('only')?.split(',');
const showSql = process.argv.includes('--sql');
const cpuProf = process.argv.includes('--cpu-prof');
const viaApp = process.argv.includes('--via-app');
const peerCounts = argument('peer-counts') ?? 'stored';
if (peerCounts !== 'stored' && peerCounts !== 'rows') throw new Error('--peer-counts is stored (the default) or rows');
const poolSize = 10;
const SETTLE_MS = 500;
for (const [name, value] of Object.entries({ duration, connections, rounds })) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number of at least 1`);
}
if (!Number.isInteger(warmup) || warmup < 0) throw new Error('--warmup must be a whole number of seconds, 0 or more');

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** CPU milliseconds per request, three decimals. */
function perRequest(cpuMs: number, requests: number): string {
  return (cpuMs / Math.max(1, requests)).toFixed(3);
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [line(rows[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

interface Run {
  requests: number;
  rps: number;
  latencies: number[];
  failed: number;
}

async function load(
  url: string,
  options: { headers: Record<string, string>; method: string; body?: string },
  seconds = duration,
): Promise<Run> {
  const latencies: number[] = [];
  const instance = autocannon({ url, duration: seconds, connections, ...options });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  return {
    requests: result.requests.total,
    rps: result.requests.total / duration,
    latencies,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

/** The members, cocktails and positions every server is asked about; the same at any --scale. */
async function lookUp(pool: pg.Pool): Promise<Fixture> {
  const one = async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows[0] as T;
  const viewer = await one<{ id: number }>(`SELECT id FROM users WHERE profile_type = 'user' AND NOT is_admin ORDER BY id LIMIT 1`);
  const star = await one<{ id: number; followers_count: number }>(
    'SELECT id, followers_count FROM users ORDER BY followers_count DESC, id LIMIT 1',
  );
  const withVenue = await one<{ n: number }>(
    `SELECT count(*)::int AS n FROM cocktails WHERE visibility = 'public' AND venue_id IS NOT NULL`,
  );
  const detail = await one<{ id: number }>(
    `SELECT id FROM cocktails WHERE visibility = 'public' AND venue_id IS NOT NULL ORDER BY id LIMIT 1 OFFSET $1`,
    [Math.floor(withVenue.n / 2)],
  );
  const visible = await one<{ n: number }>(`SELECT count(*)::int AS n FROM cocktails WHERE visibility = 'public' OR creator_id = $1`, [
    viewer.id,
  ]);
  // Half way down the list, on a page boundary.
  const depth = Math.max(0, Math.floor(visible.n / 200) * 100 - 100);
  const deepKey = await one<Fixture['deepKey']>(
    `SELECT name_search, id FROM cocktails WHERE visibility = 'public' OR creator_id = $1 ORDER BY name_search, id OFFSET $2 LIMIT 1`,
    [viewer.id, depth + 99],
  );
  if (!viewer || !star || !detail || !deepKey) throw new Error('the bench database lacks members or cocktails: run npm run bench:data');
  return {
    viewerId: viewer.id,
    starId: star.id,
    starFollowers: star.followers_count,
    detailId: detail.id,
    depth,
    deepKey,
    screens: await lookUpScreens(pool),
    peerCountsRows: peerCounts === 'rows',
  };
}

async function ask(base: string, body: string, headers: Record<string, string>) {
  const response = await fetch(`${base}/graphql`, { method: 'POST', headers, body });
  const text = await response.text();
  if (!response.ok || text.includes('"errors"')) throw new Error(`${base}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as { data: any };
}

async function main(): Promise<void> {
  const { url, name } = benchDatabase();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  let cocktails: number;
  try {
    cocktails = (await pool.query('SELECT count(*)::int AS n FROM cocktails')).rows[0].n;
  } catch {
    throw new Error(`Cannot reach ${name}: run npm run bench:data first.`);
  }
  if (cocktails < 1000) throw new Error(`${name} holds ${cocktails} cocktails: run npm run bench:data first.`);
  const fixture = await lookUp(pool);
  await pool.end();

  const profileDir = cpuProf ? path.resolve('bench/.output/profiles', new Date().toISOString().replace(/[:.]/g, '-')) : undefined;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  // The sessions Repour's process opens: the bench's member, and each screen's account.
  const viewers = { member: fixture.viewerId, ...fixture.screens!.viewers };
  const config = { url, poolSize, fixture, viewers };
  const servers: ServerProcess[] = [];
  try {
    const [repour, peer] = await Promise.all([
      startServer('repour', { config: { ...config, viaApp } }),
      startServer('postgraphile', { config }),
    ]);
    servers.push(repour, peer);
    const json = { 'content-type': 'application/json' };
    const tokens = repour.ready.tokens as Record<string, string>;
    const member = { ...json, authorization: `Bearer ${tokens.member}` };
    const headersOf = (request: { signedIn: boolean; as?: string }) =>
      request.signedIn ? { ...json, authorization: `Bearer ${tokens[request.as ?? 'member']}` } : json;
    // The deep page's cursors, as each API gives them for that position.
    fixture.deepCursor = (
      await ask(repour.base, JSON.stringify({ query: listQuery(false), variables: { offset: fixture.depth } }), member)
    ).data.cocktails.pageInfo.endCursor;
    fixture.peerDeepCursor = (
      await ask(peer.base, JSON.stringify({ query: peerListQuery(false), variables: { offset: fixture.depth } }), json)
    ).data.allCocktails.pageInfo.endCursor;
    const floor = await startServer('floor', { config: { ...config, fixture } });
    servers.push(floor);

    const scenarios: Scenario[] = [...SCENARIOS, ...screenScenarios()].filter(
      (scenario) => !only || only.some((key) => scenario.key.startsWith(key)),
    );
    console.log(
      `Repour, PostGraphile 5 and the floor on ${name}: ${cocktails} cocktails, member ${fixture.starId} with ${fixture.starFollowers} followers`,
    );
    const { viewers: signedIn, profiles: viewed, cocktailId } = fixture.screens!;
    console.log(
      `Screens signed in as ${Object.entries(signedIn)
        .map(([account, id]) => `${account} ${id}`)
        .join(', ')}; public profiles of ${Object.entries(viewed)
        .map(([account, id]) => `${account} ${id}`)
        .join(
          ', ',
        )}; cocktail ${cocktailId}. The peer ${fixture.peerCountsRows ? 'counts rows (totalCount)' : 'reads the stored counters Repour reads'}.`,
    );
    const cpus = os.cpus();
    const loadAverage = () =>
      os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ');
    console.log(`${cpus.length} × ${cpus[0]?.model.trim()}, load average ${loadAverage()}, Node ${process.version}`);
    console.log(`${connections} connections, ${duration} s per server, scenario and round, ${rounds} rounds, pools of ${poolSize}\n`);

    const rows: string[][] = [
      [
        'scenario',
        'Repour req/s',
        'p95 ms',
        'stmts',
        'plans kept',
        'SQL ms/req',
        'CPU ms/req',
        'PostGraphile req/s',
        'p95 ms',
        'CPU ms/req',
        'floor req/s',
        'p95 ms',
        'CPU ms/req',
        '÷ peer',
        '÷ floor',
        'CPU: peer ÷ Repour',
      ],
    ];
    const profiles: string[] = [];
    // Every scenario's check first, before any load: a request still in flight when a load ends
    // would add its statements to the next check.
    const checked = new Map<
      string,
      { init: { method: string; headers: Record<string, string>; body?: string }; statements: string[]; plans: string }
    >();
    for (const scenario of scenarios) {
      const request = scenario.repour(fixture);
      const init = { method: request.method, headers: headersOf(request), body: request.body };
      // One request of each: it must succeed, and Repour's statements are counted. The session is looked
      // up first (it stays cached for a few seconds, as it does under load): the count is a request's own.
      if (request.signedIn) await ask(repour.base, JSON.stringify({ query: '{ __typename }' }), init.headers);
      await repour.request({ type: 'record' });
      const check = await fetch(repour.base + request.path, init);
      const text = await check.text();
      const { statements } = (await repour.request({ type: 'recorded' })) as unknown as { statements: string[] };
      if (!check.ok || text.includes('"errors"')) throw new Error(`${scenario.key}: ${check.status} ${text.slice(0, 300)}`);
      if (showSql) console.log(`-- ${scenario.name(fixture)}\n${statements.join(';\n')};\n`);
      const { kept, chosen, total } = (await repour.request({ type: 'plans' })) as unknown as {
        kept: number;
        chosen: number;
        total: number;
      };
      if (scenario.peer) await ask(peer.base, JSON.stringify(scenario.peer(fixture)), json);
      if (scenario.floor) {
        const floorCheck = await fetch(`${floor.base}/${scenario.key}`);
        if (!floorCheck.ok) throw new Error(`${scenario.key} floor: ${await floorCheck.text()}`);
        await floorCheck.text();
      }
      checked.set(scenario.key, { init, statements, plans: `${kept}/${total}${chosen < kept ? ` (${chosen} unforced)` : ''}` });
    }

    for (const scenario of scenarios) {
      const request = scenario.repour(fixture);
      const { init, statements, plans } = checked.get(scenario.key)!;
      const peerBody = scenario.peer && JSON.stringify(scenario.peer(fixture));
      type Side = 'repour' | 'peer' | 'floor';
      const sides: Partial<Record<Side, (seconds?: number) => Promise<Run>>> = {
        repour: (seconds?: number) => load(repour.base + request.path, init, seconds),
        ...(peerBody && {
          peer: (seconds?: number) => load(`${peer.base}/graphql`, { method: 'POST', headers: json, body: peerBody }, seconds),
        }),
        ...(scenario.floor && {
          floor: (seconds?: number) => load(`${floor.base}/${scenario.key}`, { method: 'GET', headers: {} }, seconds),
        }),
      };
      const runs: Record<Side, Run[]> = { repour: [], peer: [], floor: [] };
      const processes: Record<Side, ServerProcess> = { repour, peer, floor };
      const cpuMs: Record<Side, number> = { repour: 0, peer: 0, floor: 0 };
      const order = Object.keys(sides) as Side[];
      let dbMs = 0;
      if (warmup > 0) {
        for (const side of order) {
          await sides[side]!(warmup);
          await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        }
      }
      const profileFile = profileDir && path.join(profileDir, `${scenario.key}.cpuprofile`);
      if (profileFile) await repour.request({ type: 'profile-start' });
      for (let round = 0; round < rounds; round++) {
        for (let turn = 0; turn < order.length; turn++) {
          const side = order[(round + turn) % order.length];
          if (side === 'repour') await repour.request({ type: 'record' });
          await processes[side].request({ type: 'cpu-start' });
          runs[side].push(await sides[side]!());
          // The requests autocannon left in flight finish before the next side starts.
          await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
          cpuMs[side] += ((await processes[side].request({ type: 'cpu-stop' })) as unknown as { cpuMs: number }).cpuMs;
          if (side === 'repour') dbMs += ((await repour.request({ type: 'recorded' })) as unknown as { dbMs: number }).dbMs;
        }
      }
      if (profileFile) await repour.request({ type: 'profile-stop', file: profileFile });
      const summary = (side: Run[]) => {
        const rps = side.map((run) => run.rps);
        const latencies = side.flatMap((run) => run.latencies).sort((a, b) => a - b);
        const mean = rps.reduce((a, b) => a + b, 0) / rps.length;
        const low = Math.min(...rps);
        const high = Math.max(...rps);
        return {
          ran: side.length > 0,
          mean,
          text: rounds > 1 ? `${low.toFixed(0)}–${high.toFixed(0)}` : mean.toFixed(0),
          p95: percentile(latencies, 95).toFixed(1),
          failed: side.reduce((sum, run) => sum + run.failed, 0),
          requests: side.reduce((sum, run) => sum + run.requests, 0),
        };
      };
      const [r, p, f] = [summary(runs.repour), summary(runs.peer), summary(runs.floor)];
      if (profileFile) {
        profiles.push(`${scenario.name(fixture)} (${profileFile}):\n${formatProfile(summariseProfile(profileFile), r.requests, 12)}`);
      }
      const failed = r.failed + p.failed + f.failed ? ` (failed: ${r.failed} Repour, ${p.failed} peer, ${f.failed} floor)` : '';
      // A side with no equivalent for this scenario: a dash in each of its columns.
      const or = (ran: boolean, cell: () => string) => (ran ? cell() : '—');
      rows.push([
        scenario.name(fixture) + failed,
        r.text,
        r.p95,
        String(statements.length),
        plans,
        (dbMs / Math.max(1, r.requests)).toFixed(2),
        perRequest(cpuMs.repour, r.requests),
        or(p.ran, () => p.text),
        or(p.ran, () => p.p95),
        or(p.ran, () => perRequest(cpuMs.peer, p.requests)),
        or(f.ran, () => f.text),
        or(f.ran, () => f.p95),
        or(f.ran, () => perRequest(cpuMs.floor, f.requests)),
        or(p.ran, () => (r.mean / p.mean).toFixed(2)),
        or(f.ran, () => (r.mean / f.mean).toFixed(2)),
        or(p.ran, () => (cpuMs.peer / Math.max(1, p.requests) / (cpuMs.repour / Math.max(1, r.requests))).toFixed(2)),
      ]);
      console.log(
        table([rows[0], rows.at(-1)!])
          .split('\n')
          .at(-1),
      );
    }
    console.log(`\n${table(rows)}`);
    console.log(
      `\n÷ peer and ÷ floor: Repour's mean req/s over the rounds divided by the other's. CPU ms/req: the server process's CPU time (user and system, all threads) per request served while loaded; CPU: peer ÷ Repour above 1 means a Repour request costs less CPU than PostGraphile's. Plans kept: of a request's statements, how many keep one plan (each prepared and run eight times on one connection with the read path's settings, as its pooled connections run it; the others are planned anew every time); "(n unforced)": of those, how many PostgreSQL would keep if left to choose (plan_cache_mode auto). Load average at the end ${loadAverage()}`,
    );

    if (profiles.length)
      console.log(`\nWhere Repour's main thread spends a request (V8 profiler, while the bench loaded it):\n\n${profiles.join('\n\n')}`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

if (process.argv[2] === 'search') {
  // npm run bench -- search [--rounds 10]: the search latency benchmark.
  await import('./search');
} else {
  await main();
}
