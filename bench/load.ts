// npm run bench:load: the real server (`npm start`'s entry) under a steady mix of reads and a few writes,
// from autocannon over loopback. Prints throughput, latency, errors and the server's memory after each
// run; runs several times against the same process to show whether memory keeps growing.
//
//   npm run bench:load
//   npm run bench:load -- --duration 20 --connections 50 --runs 3
//   BENCH_LOAD_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:load
//   npm run bench:load -- --node-options="--max-old-space-size=192"   # the server's V8 flags (memory against CPU)
//   npm run bench:load -- --only "api list"   # one kind of request alone, to see what each costs the server
//
// Embedded database (default): a fresh temporary DATA_DIR with the demo seed. With BENCH_LOAD_DATABASE_URL:
// a fresh database repour_bench_load_<pid> on that server, dropped at the end.
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { type BenchGateway, startBenchGateway } from './gateway';
import { cpuMs, formatMemory, memory } from './process-stats';

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '50' },
    runs: { type: 'string', default: '3' },
    members: { type: 'string', default: '25' },
    // Node's flags for the server process (its NODE_OPTIONS), to measure what heap limits trade.
    'node-options': { type: 'string', default: '' },
    // One kind of the mix alone (its name as the mix prints it).
    only: { type: 'string' },
  },
});
const duration = Number(flags.duration);
const connections = Number(flags.connections);
const runs = Number(flags.runs);
const memberCount = Number(flags.members);
for (const [name, value] of Object.entries({ duration, connections, runs, members: memberCount })) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number of at least 1`);
}

const admin = { email: 'admin@bench.load', password: 'Bench#Load#Admin1' };

// ---- the requests -------------------------------------------------------------------------------------

const LIST = /* GraphQL */ `
  query BenchList {
    cocktails(first: 100) {
      totalCount
      edges {
        node {
          id
          databaseId
          name
          glassware
          ingredients {
            amount
            unit
            ingredient {
              name
            }
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;
const DETAIL = /* GraphQL */ `
  query BenchDetail($databaseId: Int!) {
    cocktail(databaseId: $databaseId) {
      id
      databaseId
      name
      description
      directions
      garnish
      glassware
      categories
      creator {
        username
        displayName
      }
      ingredients {
        orderIndex
        amount
        unit
        brand
        ingredient {
          name
          category
        }
      }
    }
  }
`;
const SEARCH = /* GraphQL */ `
  query BenchSearch($query: String!) {
    search(query: $query) {
      totalCount
      cocktails(first: 20) {
        edges {
          node {
            databaseId
            name
          }
        }
      }
      people(first: 10) {
        edges {
          node {
            __typename
          }
        }
      }
    }
  }
`;
const PROFILE = /* GraphQL */ `
  query BenchProfile($databaseId: Int!) {
    user(databaseId: $databaseId) {
      id
      username
      displayName
      profileType
      bio
      location
      followersCount
      followingCount
      cocktailCount
      viewerIsFollowing
      cocktails(first: 10) {
        edges {
          node {
            databaseId
            name
          }
        }
      }
    }
  }
`;
const FOLLOW = /* GraphQL */ `
  mutation BenchFollow($input: FollowInput!) {
    follow(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;
const UNFOLLOW = /* GraphQL */ `
  mutation BenchUnfollow($input: UnfollowInput!) {
    unfollow(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;
const CREATE = /* GraphQL */ `
  mutation BenchCreate($input: CocktailInput!) {
    createCocktail(input: $input) {
      __typename
      ... on CocktailPayload {
        cocktail {
          databaseId
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const SEARCH_TERMS = ['gin', 'negroni', 'lime', 'sour', 'rum', 'whisky', 'bitters', 'mezcal', 'spritz', 'ginger'];

/** The share of each kind of request, out of 100. */
const MIX: Array<[Kind, number]> = [
  ['list', 20],
  ['detail', 25],
  ['search', 15],
  ['profile', 15],
  ['api list', 15],
  ['follow/unfollow', 8],
  ['create', 2],
];
type Kind = 'list' | 'detail' | 'search' | 'profile' | 'api list' | 'follow/unfollow' | 'create';
const only = flags.only as Kind | undefined;
if (only !== undefined && !MIX.some(([kind]) => kind === only)) {
  throw new Error(`--only must be one of ${MIX.map(([kind]) => `"${kind}"`).join(', ')}`);
}
const mix: Array<[Kind, number]> = only ? [[only, 100]] : MIX;

/** Creates per member stay well under the catalog limit (120 an hour, gateway/rate-limit.ts). */
const CREATES_PER_MEMBER = 90;

interface Member {
  token: string;
  databaseId: number;
  globalId: string;
  address: string;
}

// ---- helpers ------------------------------------------------------------------------------------------

async function graphql<T = any>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (response.status !== 200 || body.errors) throw new Error(`${response.status} ${JSON.stringify(body).slice(0, 500)}`);
  return body.data!;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

// ---- setting up ---------------------------------------------------------------------------------------

async function signUpMembers(url: string, adminToken: string): Promise<Member[]> {
  const { createInvites } = await graphql(
    url,
    'mutation($input: CreateInvitesInput!) { createInvites(input: $input) { __typename ... on CreateInvitesPayload { invites { code } } } }',
    { input: { profileType: 'user', count: memberCount } },
    { authorization: `Bearer ${adminToken}` },
  );
  const members: Member[] = [];
  for (const [index, { code }] of (createInvites.invites as Array<{ code: string }>).entries()) {
    // One address each: sign-ups are limited per address (TRUST_PROXY is on for the benchmark).
    const address = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    const { signUp } = await graphql(
      url,
      'mutation($input: SignUpInput!) { signUp(input: $input) { __typename ... on AuthPayload { token viewer { id databaseId } } ... on Error { message } } }',
      {
        input: {
          inviteCode: code,
          firstName: 'Load',
          lastName: `Tester ${index + 1}`,
          email: `load${index + 1}@bench.load`,
          password: 'Bench#Load#Member1',
        },
      },
      { 'x-forwarded-for': address },
    );
    if (signUp.__typename !== 'AuthPayload') throw new Error(`sign-up failed: ${JSON.stringify(signUp)}`);
    members.push({ token: signUp.token, databaseId: signUp.viewer.databaseId, globalId: signUp.viewer.id, address });
  }
  return members;
}

function startServer(): Promise<BenchGateway> {
  return startBenchGateway({
    name: 'load',
    admin,
    databaseUrl: process.env.BENCH_LOAD_DATABASE_URL,
    // 25 members each reading several times a second are scripts to the per-client cost budget (an
    // abuse limit; bench:abuse measures it): off, so this bench measures throughput.
    env: { QUERY_COST_BUDGET: '0' },
    // On the server's command line, where they win over its own flags (NODE_OPTIONS loses to those).
    nodeFlags: flags['node-options'].split(/\s+/).filter(Boolean),
  });
}

// ---- the load -----------------------------------------------------------------------------------------

interface ConnectionContext {
  index?: number;
  member?: Member;
  target?: Member;
  following?: boolean;
  kind?: Kind;
}

async function main() {
  const began = Date.now();
  const deadline = setTimeout(
    () => {
      console.error('bench:load: over its time limit; stopping');
      process.exit(2);
    },
    (runs * (duration + 15) + 240) * 1000,
  );
  deadline.unref();

  console.log(
    `bench:load: starting the server (${process.env.BENCH_LOAD_DATABASE_URL ? 'PostgreSQL' : 'embedded database'}, demo seed)...`,
  );
  const server = await startServer();
  const { gateway } = server;
  const pid = gateway.child.pid!;
  try {
    console.log(`  started in ${((Date.now() - began) / 1000).toFixed(1)} s on ${gateway.url}, pid ${pid}, ${server.database}`);
    const { logIn } = await graphql(
      gateway.url,
      'mutation($input: LogInInput!) { logIn(input: $input) { __typename ... on AuthPayload { token } } }',
      { input: { emailOrUsername: admin.email, password: admin.password } },
      { 'x-forwarded-for': '10.76.0.1' },
    );
    const members = await signUpMembers(gateway.url, logIn.token);
    const { cocktails } = await graphql(gateway.url, LIST);
    const cocktailIds: number[] = cocktails.edges.map((edge: { node: { databaseId: number } }) => edge.node.databaseId);
    console.log(`  ${members.length} members signed up; ${cocktails.totalCount} cocktails`);

    // Every kind once, checked, before measuring.
    const member = members[0];
    const auth = { authorization: `Bearer ${member.token}`, 'x-forwarded-for': member.address };
    await graphql(gateway.url, DETAIL, { databaseId: cocktailIds[0] }, auth);
    await graphql(gateway.url, SEARCH, { query: 'gin' }, auth);
    await graphql(gateway.url, PROFILE, { databaseId: members[1].databaseId }, auth);
    const api = await fetch(`${gateway.url}/api/cocktails?limit=20`, { headers: auth });
    if (api.status !== 200) throw new Error(`/api/cocktails answered ${api.status}`);

    const creates = new Map<number, number>();
    let nextConnection = 0;
    let createCounter = 0;
    const weights = mix.flatMap(([kind, share]) => Array<Kind>(share).fill(kind));
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];

    const build = (context: ConnectionContext) => {
      if (context.index === undefined) {
        // Two connections per member; each connection follows and unfollows its own target, so no two
        // race on one follow.
        context.index = nextConnection++;
        context.member = members[context.index % members.length];
        context.target =
          members[(context.index % members.length) + 1 + (Math.floor(context.index / members.length) % (members.length - 1))] ?? members[0];
        if (context.target === context.member) context.target = members[(context.index + 1) % members.length];
        context.following = false;
      }
      const me = context.member!;
      let kind = pick(weights);
      if (kind === 'create' && (creates.get(me.databaseId) ?? 0) >= CREATES_PER_MEMBER) kind = 'detail';
      context.kind = kind;
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${me.token}`, 'x-forwarded-for': me.address };
      const post = (query: string, variables: Record<string, unknown>) => ({
        method: 'POST' as const,
        path: '/graphql',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      switch (kind) {
        case 'list':
          return post(LIST, {});
        case 'detail':
          return post(DETAIL, { databaseId: pick(cocktailIds) });
        case 'search':
          return post(SEARCH, { query: pick(SEARCH_TERMS) });
        case 'profile':
          return post(PROFILE, { databaseId: pick(members).databaseId });
        case 'api list':
          return { method: 'GET' as const, path: `/api/cocktails?limit=20&page=${1 + Math.floor(Math.random() * 5)}`, headers };
        case 'follow/unfollow': {
          const mutation = context.following ? UNFOLLOW : FOLLOW;
          context.following = !context.following;
          return post(mutation, { input: { userId: context.target!.globalId } });
        }
        case 'create':
          creates.set(me.databaseId, (creates.get(me.databaseId) ?? 0) + 1);
          return post(CREATE, {
            input: {
              name: `Load Sour ${process.pid}-${++createCounter}`,
              directions: 'Shake.',
              ingredients: [
                { amount: 50, ingredient: 'Gin' },
                { amount: 25, ingredient: 'Lemon juice' },
              ],
            },
          });
      }
    };

    console.log(`  before the first run: ${formatMemory(memory(pid))}`);
    console.log(
      `\n  ${runs} runs of ${duration} s, ${connections} connections${flags['node-options'] ? `, server's Node flags ${flags['node-options']}` : ''}; mix: ${mix.map(([kind, share]) => `${kind} ${share}%`).join(', ')}\n`,
    );
    const rows: string[] = [];
    for (let run = 1; run <= runs; run++) {
      const latencies: number[] = [];
      const failures = new Map<string, number>();
      const fail = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);
      const cpuBefore = cpuMs(pid);
      const instance = autocannon({
        url: gateway.url,
        connections,
        duration,
        // A request unanswered this long counts as an error (autocannon's default is 10 s).
        timeout: 30,
        requests: [
          {
            setupRequest: (request, context) => ({ ...request, ...build(context as ConnectionContext) }),
            onResponse: (status, body, context) => {
              const kind = (context as ConnectionContext).kind ?? 'unknown';
              if (status < 200 || status >= 300) return fail(`${kind}: HTTP ${status}`);
              if (kind === 'api list') return;
              // A GraphQL error (a 200 with `errors`), or a mutation's typed error, counts as an error too.
              // A read's answer is parsed only when it has an `errors` key (no field these reads ask for is
              // named so, and a quote inside a JSON string is escaped): parsing every page of 100 cocktails
              // took this process's CPU from the server it measures, on the same two cores.
              if ((kind === 'list' || kind === 'detail' || kind === 'search' || kind === 'profile') && !body.includes('"errors":')) return;
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
      instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
      const result = await instance;
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
          `max ${result.latency.max} ms; server CPU ${cpuPerRequest.toFixed(2)} ms a request; errors ${errors} (non-2xx ${result.non2xx}, socket errors and timeouts ${result.errors}, of which timeouts ${result.timeouts}); after: ${formatMemory(after)}`,
      );
      for (const [what, count] of failures) console.log(`    ${count} x ${what}`);
      rows.push(
        `| ${run} | ${row.requests} | ${row.rps.toFixed(0)} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} | ${cpuPerRequest.toFixed(2)} | ${errors} | ${after.rssMb.toFixed(0)} | ${after.rssAnonMb.toFixed(0)} |`,
      );
    }
    console.log(
      `\n  cocktails created: ${createCounter}; load average: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    console.log('\n| run | requests | req/s | p50 ms | p95 ms | p99 ms | server CPU ms/req | errors | RSS MB after | anon MB after |');
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const row of rows) console.log(row);
    console.log(`\nbench:load: done in ${((Date.now() - began) / 1000).toFixed(0)} s`);
  } finally {
    await server.cleanup();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
