// npm run bench:load: the real server (`npm start`'s entry) under a steady mix of the web client's own
// reads and writes (bench/load-mix.ts: every screen of bench/screens.ts as its Relay artifact asks, and
// the client's follow, like and createCocktail mutations), from autocannon over loopback. Prints per run
// the requests, req/s, latency, the server's CPU per request, errors and memory, and per kind of request
// its count and p95; runs several times against the same process to show whether memory keeps growing.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/repour_bench_i38 npm run bench:load -- --duration 10 --runs 2 --connections 20
//   npm run bench:load                                    # quick: the demo seed, embedded database
//   npm run bench:load -- --duration 20 --connections 50 --runs 3
//   BENCH_LOAD_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:load   # the demo seed on PostgreSQL
//   npm run bench:load -- --node-options="--max-old-space-size=192"   # the server's V8 flags (memory against CPU)
//   npm run bench:load -- --only app-detail          # one kind alone, to see what each costs the server
//   npm run bench:load -- --only app-own,like        # comma-separated prefixes of the mix's names
//
// Flags: --duration (s, 30), --connections (50), --runs (3), --members (25: the members who write),
// --only, --node-options, and --wait (s, 120): how long to wait for the bench database to be free to
// copy (below).
//
// Which data:
// - With BENCH_DATABASE_URL (the bench data of `npm run bench:data`, e.g. 100k cocktails and members with
//   their activity): the server runs on a fresh copy of it, repour_bench_load_<pid> (CREATE DATABASE ...
//   TEMPLATE, dropped at the end), so the writes never change the bench data. PostgreSQL copies a database
//   only while nobody else is connected to it (another engineer's `npm run bench`, say): the bench waits
//   up to --wait seconds, then stops saying who is connected. On the copy, the screens' members are those
//   bench/screens.ts's lookUpScreens picks, and the writers are --members barflies; each of them is given a
//   known password (hashed by the app's own gateway/auth/password.ts) and signs in through the API, as the
//   client does (LogInMutation), so every request goes through the real server's sessions.
// - Otherwise the demo seed (306 cocktails) on a fresh temporary DATA_DIR (embedded), or with
//   BENCH_LOAD_DATABASE_URL on a fresh database repour_bench_load_<pid> of that server: the admin makes
//   invites and the members sign up with them (SignUpMutation), two of each account type for the screens.
//
// Every kind of request is sent once and checked before anything is measured: the bench never measures
// an error page. Under load an error is a non-2xx answer, a socket error, a timeout (30 s), a GraphQL
// `errors` or a mutation's typed error; each is counted, by kind and message.
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { hashPassword } from '../gateway/auth/password';
import LogInMutation from '../web/src/features/auth/__generated__/LogInMutation.graphql';
import SignUpMutation from '../web/src/features/auth/__generated__/SignUpMutation.graphql';
import { benchDatabase } from './database';
import { type BenchGateway, startBenchGateway } from './gateway';
import {
  createBody,
  followBody,
  type Kind,
  likeBody,
  loadMix,
  type MixEntry,
  onlyMix,
  operationBody,
  WriteBudget,
  type WriteGroup,
} from './load-mix';
import { cpuMs, formatMemory, memory } from './process-stats';
import { ACCOUNTS, type Account, lookUpScreens, type ScreenFixture, screenBody } from './screens';

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '50' },
    runs: { type: 'string', default: '3' },
    members: { type: 'string', default: '25' },
    // Node's flags for the server process (its NODE_OPTIONS), to measure what heap limits trade.
    'node-options': { type: 'string', default: '' },
    // Kinds of the mix alone: comma-separated prefixes of their names as the mix prints them.
    only: { type: 'string' },
    // Seconds to wait for the bench database to have no other connections, so that it can be copied.
    wait: { type: 'string', default: '120' },
  },
});
const duration = Number(flags.duration);
const connections = Number(flags.connections);
const runs = Number(flags.runs);
const memberCount = Number(flags.members);
const waitSeconds = Number(flags.wait);
for (const [name, value] of Object.entries({ duration, connections, runs, members: memberCount })) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number of at least 1`);
}
if (!Number.isInteger(waitSeconds) || waitSeconds < 0) throw new Error('--wait must be a whole number of seconds, 0 or more');

const mix = onlyMix(loadMix(), flags.only);
const benchData = process.env.BENCH_DATABASE_URL ? benchDatabase() : undefined;

const admin = { email: 'admin@bench.load', password: 'Bench#Load#Admin1' };
/** The known password the bench gives its members (on the copy) or signs them up with (demo). */
const MEMBER_PASSWORD = 'Bench#Load#Member1';
/** How many cocktails and members the details, likes and follows spread over. */
const TARGETS = 2000;

interface Member {
  databaseId: number;
  token: string;
  /** Its own X-Forwarded-For address: sign-ins and sign-ups are limited per address (TRUST_PROXY is on). */
  address: string;
  budget: WriteBudget;
}

/** Who reads and writes, and what about. */
interface Cast {
  fixture: ScreenFixture;
  /** The screens' members, by account type. */
  readers: Record<Account, Member>;
  writers: Member[];
  /** Public cocktails: the details opened and the likes given spread over them. */
  cocktails: number[];
  /** Members to follow. */
  members: number[];
  /** Three ingredients the database knows, for the cocktails created. */
  ingredients: string[];
}

// ---- helpers ------------------------------------------------------------------------------------------

const addressOf = (index: number) => `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;

function headersOf(member: Member | undefined): Record<string, string> {
  return {
    'content-type': 'application/json',
    ...(member && { authorization: `Bearer ${member.token}`, 'x-forwarded-for': member.address }),
  };
}

/** Posts a body, and answers its data; any error (HTTP, GraphQL, or a typed error in the first field) throws. */
async function post<T = any>(url: string, body: string, member?: Member, address?: string): Promise<T> {
  const headers = headersOf(member);
  if (address) headers['x-forwarded-for'] = address;
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers, body });
  const text = await response.text();
  const answer = JSON.parse(text) as { data?: Record<string, { __typename?: string } | null>; errors?: unknown[] };
  const first = Object.values(answer.data ?? {})[0];
  if (response.status !== 200 || answer.errors || !answer.data || /Error$/.test(first?.__typename ?? '')) {
    throw new Error(`${response.status} ${text.slice(0, 500)}`);
  }
  return answer.data as T;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

// ---- who: on a copy of the bench data ---------------------------------------------------------------------

interface Chosen {
  fixture: ScreenFixture;
  writers: number[];
  cocktails: number[];
  members: number[];
  usernames: Map<number, string>;
}

/**
 * Picks the screens' members (bench/screens.ts), the writers and the targets on the copy, and gives the
 * members who sign in a known password (the app's own hash).
 */
async function prepareCopy(url: string): Promise<Chosen> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const fixture = await lookUpScreens(pool);
    const readers = ACCOUNTS.map((account) => fixture.viewers[account]);
    // Barflies spread over the ids (the same ones each time), not the screens' members.
    const writers = (
      await pool.query<{ id: number }>(
        `SELECT id FROM users WHERE profile_type = 'user' AND NOT is_admin AND id <> ALL($1) ORDER BY md5(id::text) LIMIT $2`,
        [readers, memberCount],
      )
    ).rows.map((row) => row.id);
    if (writers.length < memberCount) throw new Error(`the bench database has fewer than ${memberCount} barflies`);
    const cocktails = (
      await pool.query<{ id: number }>(`SELECT id FROM cocktails WHERE visibility = 'public' ORDER BY md5(id::text) LIMIT $1`, [TARGETS])
    ).rows.map((row) => row.id);
    const members = (
      await pool.query<{ id: number }>(`SELECT id FROM users WHERE NOT is_admin ORDER BY md5(id::text) LIMIT $1`, [TARGETS])
    ).rows.map((row) => row.id);
    const hash = await hashPassword(MEMBER_PASSWORD);
    const { rows } = await pool.query<{ id: number; username: string }>(
      'UPDATE users SET password_hash = $1 WHERE id = ANY($2) RETURNING id, username',
      [hash, [...readers, ...writers]],
    );
    return { fixture, writers, cocktails, members, usernames: new Map(rows.map((row) => [row.id, row.username])) };
  } finally {
    await pool.end();
  }
}

/** Signs a member in through the API, as the client's sign-in screen does. */
async function logIn(url: string, databaseId: number, username: string, index: number): Promise<Member> {
  const address = addressOf(index);
  const { logIn: result } = await post(
    url,
    operationBody(LogInMutation, { input: { emailOrUsername: username, password: MEMBER_PASSWORD } }),
    undefined,
    address,
  );
  if (result.viewer.databaseId !== databaseId) throw new Error(`signed in as ${result.viewer.databaseId}, not ${databaseId}`);
  return { databaseId, token: result.token, address, budget: new WriteBudget() };
}

async function castOnCopy(url: string, chosen: Chosen): Promise<Omit<Cast, 'ingredients'>> {
  const { usernames } = chosen;
  let index = 0;
  const readers = {} as Record<Account, Member>;
  for (const account of ACCOUNTS) {
    const id = chosen.fixture.viewers[account];
    readers[account] = await logIn(url, id, usernames.get(id)!, index++);
  }
  const writers: Member[] = [];
  for (const id of chosen.writers) writers.push(await logIn(url, id, usernames.get(id)!, index++));
  return { fixture: chosen.fixture, readers, writers, cocktails: chosen.cocktails, members: chosen.members };
}

// ---- who: on the demo seed --------------------------------------------------------------------------------

const PROFILE_TYPE: Record<Account, string> = { barfly: 'user', bartender: 'bartender', venue: 'bar', brand: 'brand' };

async function castOnDemo(url: string): Promise<Omit<Cast, 'ingredients'>> {
  const { logIn: adminLogIn } = await post(
    url,
    operationBody(LogInMutation, { input: { emailOrUsername: admin.email, password: admin.password } }),
    undefined,
    '10.76.0.1',
  );
  const adminMember: Member = { databaseId: 0, token: adminLogIn.token, address: '10.76.0.1', budget: new WriteBudget() };
  let index = 0;
  const signUp = async (account: Account, count: number): Promise<Member[]> => {
    const { createInvites } = await post(
      url,
      JSON.stringify({
        query:
          'mutation($input: CreateInvitesInput!) { createInvites(input: $input) { __typename ... on CreateInvitesPayload { invites { code } } } }',
        variables: { input: { profileType: PROFILE_TYPE[account], count } },
      }),
      adminMember,
    );
    const members: Member[] = [];
    for (const { code } of createInvites.invites as Array<{ code: string }>) {
      const n = ++index;
      const address = addressOf(n);
      const { signUp: result } = await post(
        url,
        operationBody(SignUpMutation, {
          input: {
            inviteCode: code,
            firstName: 'Load',
            lastName: `Tester ${n}`,
            email: `load${n}@bench.load`,
            password: MEMBER_PASSWORD,
          },
        }),
        undefined,
        address,
      );
      members.push({ databaseId: result.viewer.databaseId, token: result.token, address, budget: new WriteBudget() });
    }
    return members;
  };
  const writers = await signUp('barfly', memberCount);
  const readers = {} as Record<Account, Member>;
  const profiles = {} as Record<Account, number>;
  for (const account of ACCOUNTS) {
    const [reader, profile] = await signUp(account, 2);
    readers[account] = reader;
    profiles[account] = profile.databaseId;
  }
  const viewers = Object.fromEntries(ACCOUNTS.map((account) => [account, readers[account].databaseId])) as Record<Account, number>;
  // The demo's cocktails, from the list screen itself.
  const { cocktails } = await post(url, screenBodyOf('app-list', { viewers, profiles, cocktailId: 0, starId: 0 }), readers.barfly);
  const cocktailIds = (cocktails.edges as Array<{ node: { databaseId: number } }>).map((edge) => edge.node.databaseId);
  const fixture: ScreenFixture = { viewers, profiles, cocktailId: cocktailIds[0], starId: writers[0].databaseId };
  const members = [...writers, ...Object.values(readers)].map((member) => member.databaseId);
  return { fixture, readers, writers, cocktails: cocktailIds, members };
}

function screenBodyOf(key: string, fixture: ScreenFixture): string {
  const entry = loadMix().find((candidate) => candidate.name === key);
  return screenBody(entry!.screen!, fixture);
}

// ---- the requests -----------------------------------------------------------------------------------------

interface Planned {
  kind: Kind;
  member: Member;
  body: string;
}

/** Chooses and builds requests of the mix at random, by share; writes within each member's budget. */
class Planner {
  private readonly weights: MixEntry[];
  private readonly reads: MixEntry[];
  /** Each writer's follows and likes made by the bench, by member id. */
  private readonly done = { follow: new Map<number, number[]>(), like: new Map<number, number[]>() };
  /** The last toggle planned, for the check of its undoing. */
  private last?: { what: 'follow' | 'like'; member: Member; target: number };
  private created = 0;
  /** Writes no member had room for, sent as reads instead. */
  heldBack = 0;

  constructor(
    entries: MixEntry[],
    private readonly cast: Cast,
  ) {
    this.weights = entries.flatMap((entry) => Array<MixEntry>(entry.share).fill(entry));
    this.reads = this.weights.filter((entry) => entry.screen);
  }

  next(): Planned {
    const entry = pick(this.weights);
    return (entry.write && this.write(entry.write)) || this.read(entry.screen ? entry : pick(this.reads));
  }

  /** A planned request of one entry (for the checks). */
  of(entry: MixEntry): Planned | undefined {
    return entry.write ? this.write(entry.write) : this.read(entry);
  }

  private read(entry: MixEntry | undefined): Planned {
    if (!entry?.screen) throw new Error('--only chose writes alone, and the members have no room left for them');
    const screen = entry.screen;
    // The detail of any public cocktail (its route's loader passes the id in the address).
    const fixture = screen.key === 'app-detail' ? { ...this.cast.fixture, cocktailId: pick(this.cast.cocktails) } : this.cast.fixture;
    return { kind: screen.key, member: this.cast.readers[screen.as], body: screenBody(screen, fixture) };
  }

  /** Undoes the last toggle planned (unfollow, unlike): the checks send each artifact once. */
  undoLast(): Planned {
    const { what, member, target } = this.last!;
    const list = this.done[what].get(member.databaseId)!;
    list.splice(list.indexOf(target), 1);
    if (!member.budget.take(what === 'follow' ? 'follow/unfollow' : 'like/unlike')) throw new Error(`no room to un${what}`);
    return what === 'follow'
      ? { kind: 'unfollow', member, body: followBody(false, target) }
      : { kind: 'unlike', member, body: likeBody(false, target) };
  }

  /**
   * Half the time a member undoes one of the follows or likes the bench made them make (they change their
   * mind), else they make a new one: the mix sends unfollows and unlikes too, and never the same follow twice.
   */
  private toggle(what: 'follow' | 'like', member: Member, targets: readonly number[]): { on: boolean; target: number } {
    let mine = this.done[what].get(member.databaseId);
    if (!mine) this.done[what].set(member.databaseId, (mine = []));
    let target: number | undefined;
    if (!mine.length || Math.random() >= 0.5) {
      for (let tries = 0; tries < 10 && target === undefined; tries++) {
        const candidate = pick(targets);
        if (candidate !== member.databaseId && !mine.includes(candidate)) target = candidate;
      }
    }
    if (target === undefined && mine.length) {
      const [undone] = mine.splice(Math.floor(Math.random() * mine.length), 1);
      return { on: false, target: undone };
    }
    target ??= targets.find((id) => id !== member.databaseId)!;
    mine.push(target);
    this.last = { what, member, target };
    return { on: true, target };
  }

  private write(group: WriteGroup): Planned | undefined {
    // A member with room for it, tried a few times at random.
    let member: Member | undefined;
    for (let tries = 0; tries < 5 && !member; tries++) {
      const candidate = pick(this.cast.writers);
      if (candidate.budget.take(group)) member = candidate;
    }
    if (!member) {
      this.heldBack++;
      return undefined;
    }
    switch (group) {
      case 'follow/unfollow': {
        const { on, target } = this.toggle('follow', member, this.cast.members);
        return { kind: on ? 'follow' : 'unfollow', member, body: followBody(on, target) };
      }
      case 'like/unlike': {
        const { on, target } = this.toggle('like', member, this.cast.cocktails);
        return { kind: on ? 'like' : 'unlike', member, body: likeBody(on, target) };
      }
      case 'create':
        return {
          kind: 'create',
          member,
          body: createBody(`Load Sour ${process.pid}-${++this.created}`, this.cast.ingredients, member.databaseId),
        };
    }
  }
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];

// ---- the run ----------------------------------------------------------------------------------------------

let server: BenchGateway | undefined;
/** The server's cleanup, known before the copy or the server exists (so that Ctrl-C leaves nothing behind). */
let cleanUpServer: (() => Promise<void>) | undefined;
const cleanUp = () => cleanUpServer?.() ?? Promise.resolve();
/** The load under way, and whether the bench was interrupted (Ctrl-C). */
let loading: { stop(): void } | undefined;
let interrupted = false;

async function main() {
  const began = Date.now();
  const deadline = setTimeout(
    () => {
      console.error('bench:load: over its time limit; stopping');
      void cleanUp().finally(() => process.exit(2));
    },
    (runs * (duration + 15) + 360 + waitSeconds) * 1000,
  );
  deadline.unref();
  // Ctrl-C or a kill: the copy is dropped and the server stopped, even while they are being made.
  // `on`, not `once`: tsx's parent may relay the same Ctrl-C again, and a signal nobody listens to any more
  // would end the process before the cleanup is done.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      // autocannon's connections would hold the server's graceful stop until the run's end.
      loading?.stop();
      void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }

  let chosen: Chosen | undefined;
  if (benchData) {
    console.log(`bench:load: copying ${benchData.name} and starting the server on the copy...`);
  } else {
    console.log(
      `bench:load: starting the server (${process.env.BENCH_LOAD_DATABASE_URL ? 'PostgreSQL' : 'embedded database'}, demo seed)...`,
    );
  }
  server = await startBenchGateway({
    name: 'load',
    admin,
    databaseUrl: benchData?.url ?? process.env.BENCH_LOAD_DATABASE_URL,
    template: benchData && { name: benchData.name, waitSeconds, log: (line) => console.log(line) },
    onCleanup: (cleanup) => (cleanUpServer = cleanup),
    beforeStart: async (url) => {
      if (benchData) chosen = await prepareCopy(url!);
    },
    // The members each reading several times a second are scripts to the per-client cost budget (an
    // abuse limit; bench:abuse measures it): off, so this bench measures throughput.
    env: { QUERY_COST_BUDGET: '0' },
    // On the server's command line, where they win over its own flags (NODE_OPTIONS loses to those).
    nodeFlags: flags['node-options'].split(/\s+/).filter(Boolean),
  });
  const { gateway } = server;
  const pid = gateway.child.pid!;
  console.log(`  started in ${((Date.now() - began) / 1000).toFixed(1)} s on ${gateway.url}, pid ${pid}, ${server.database}`);
  const partial = chosen ? await castOnCopy(gateway.url, chosen) : await castOnDemo(gateway.url);
  const { fixture, readers } = partial;
  // Ingredients the database knows, from a cocktail's detail screen (createCocktail adds unknown ones only with a category).
  const detail = await post(gateway.url, screenBodyOf('app-detail', fixture), readers.barfly);
  const ingredients = [
    ...new Set((detail.cocktail.ingredients as Array<{ ingredient: { name: string } }>).map((line) => line.ingredient.name)),
  ];
  const cast: Cast = { ...partial, ingredients };
  console.log(
    `  signed in: ${ACCOUNTS.map((account) => `${account} ${fixture.viewers[account]}`).join(', ')} for the screens, and ${cast.writers.length} barflies who write; ` +
      `details and likes over ${cast.cocktails.length} public cocktails, follows over ${cast.members.length} members`,
  );

  // Every kind once, checked, before measuring.
  const planner = new Planner(mix, cast);
  for (const entry of mix) {
    const planned = planner.of(entry);
    if (!planned) throw new Error(`${entry.name}: no member has room for it`);
    try {
      await post(gateway.url, planned.body, planned.member);
      // A toggle's undoing too (unfollow, unlike), so both artifacts are checked.
      if (entry.write && entry.write !== 'create') {
        const undo = planner.undoLast();
        await post(gateway.url, undo.body, undo.member);
      }
    } catch (error) {
      throw new Error(`${entry.name} fails before any load: ${(error as Error).message}`, { cause: error });
    }
  }
  console.log(`  every kind answered once without errors (${mix.length} kinds)`);

  console.log(`  before the first run: ${formatMemory(memory(pid))}; load average ${loadAverage()}`);
  console.log(
    `\n  ${runs} runs of ${duration} s, ${connections} connections${flags['node-options'] ? `, server's Node flags ${flags['node-options']}` : ''}; mix: ${mix.map((entry) => `${entry.name} ${entry.share}`).join(', ')}\n`,
  );
  const rows: string[] = [];
  const kindsByRun: Array<Map<Kind, number[]>> = [];
  for (let run = 1; run <= runs; run++) {
    const latencies: number[] = [];
    const byKind = new Map<Kind, number[]>();
    kindsByRun.push(byKind);
    const failures = new Map<string, number>();
    const fail = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);
    const heldBackBefore = planner.heldBack;
    // autocannon resets a request's context before building the next one, and calls onResponse just
    // before it emits 'response' for the same answer: the kind answered is passed between them here.
    let answered: Kind = 'unknown';
    const cpuBefore = cpuMs(pid);
    const instance = autocannon({
      url: gateway.url,
      connections,
      duration,
      // A request unanswered this long counts as an error (autocannon's default is 10 s).
      timeout: 30,
      requests: [
        {
          setupRequest: (request, context) => {
            const planned = planner.next();
            context.kind = planned.kind;
            return { ...request, method: 'POST', path: '/graphql', headers: headersOf(planned.member), body: planned.body };
          },
          onResponse: (status, body, context) => {
            const kind = (answered = (context.kind as Kind | undefined) ?? 'unknown');
            if (status < 200 || status >= 300) return fail(`${kind}: HTTP ${status}`);
            // A GraphQL error (a 200 with `errors`), or a mutation's typed error, counts as an error too. A
            // read's answer is parsed only when it has an `errors` key (no field the screens ask for is
            // named so, and a quote inside a JSON string is escaped): parsing every page took this
            // process's CPU from the server it measures, on the same cores.
            const write = kind === 'follow' || kind === 'unfollow' || kind === 'like' || kind === 'unlike' || kind === 'create';
            if (!write && !body.includes('"errors":')) return;
            const parsed = JSON.parse(body) as {
              errors?: Array<{ message: string }>;
              data?: Record<string, { __typename?: string; message?: string } | null>;
            };
            if (parsed.errors) return fail(`${kind}: ${parsed.errors[0].message}`);
            const result = Object.values(parsed.data ?? {})[0];
            if (result?.__typename && /Error$/.test(result.__typename)) fail(`${kind}: ${result.__typename} ${result.message ?? ''}`);
          },
        },
      ],
    });
    loading = instance;
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
      let list = byKind.get(answered);
      if (!list) byKind.set(answered, (list = []));
      list.push(responseTime);
    });
    const result = await instance;
    if (interrupted) return;
    latencies.sort((a, b) => a - b);
    // autocannon's errors include its timeouts; non-2xx answers are among the failures (onResponse sees every answer).
    const errors = result.errors + [...failures.values()].reduce((sum, n) => sum + n, 0);
    const after = memory(pid);
    const cpuPerRequest = (cpuMs(pid) - cpuBefore) / result.requests.total;
    const row = {
      requests: result.requests.total,
      rps: result.requests.total / (result.duration || duration),
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      errors,
    };
    console.log(
      `  run ${run}: ${row.requests} requests, ${row.rps.toFixed(0)} req/s, latency p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, ` +
        `max ${result.latency.max} ms; server CPU ${cpuPerRequest.toFixed(2)} ms a request; errors ${errors} (non-2xx ${result.non2xx}, socket errors and timeouts ${result.errors}, of which timeouts ${result.timeouts}); ` +
        `writes held back for the rate limits ${planner.heldBack - heldBackBefore}; after: ${formatMemory(after)}; load average ${loadAverage()}`,
    );
    for (const [what, count] of failures) console.log(`    ${count} x ${what}`);
    rows.push(
      `| ${run} | ${row.requests} | ${row.rps.toFixed(0)} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} | ${cpuPerRequest.toFixed(2)} | ${errors} | ${after.rssMb.toFixed(0)} | ${after.rssAnonMb.toFixed(0)} |`,
    );
  }
  console.log(`\n  load average: ${loadAverage()}`);
  console.log('\n| run | requests | req/s | p50 ms | p95 ms | p99 ms | server CPU ms/req | errors | RSS MB after | anon MB after |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);

  // Per kind: how many of each were answered in each run, and their p95 (under the whole mix's load).
  const kinds = [...new Set(kindsByRun.flatMap((byKind) => [...byKind.keys()]))];
  const order = (kind: Kind) => {
    const at = mix.findIndex((entry) => entry.name === kind || entry.name.split('/').includes(kind));
    return at < 0 ? mix.length : at;
  };
  kinds.sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  console.log(`\n| kind | ${kindsByRun.map((_, i) => `run ${i + 1} count | p95 ms`).join(' | ')} |`);
  console.log(`|---|${kindsByRun.map(() => '---:|---:').join('|')}|`);
  for (const kind of kinds) {
    const cells = kindsByRun.map((byKind) => {
      const list = (byKind.get(kind) ?? []).sort((a, b) => a - b);
      return `${list.length} | ${list.length ? percentile(list, 95).toFixed(0) : '—'}`;
    });
    console.log(`| ${kind} | ${cells.join(' | ')} |`);
  }
  console.log(`\nbench:load: done in ${((Date.now() - began) / 1000).toFixed(0)} s`);
}

main()
  .catch((error) => {
    if (interrupted) return;
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
