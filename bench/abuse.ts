// npm run bench:abuse: the real server (`npm start`'s entry) while clients attack it, and signed-in
// members read as usual. The attacks: issue 19's document (pages of pages), the heaviest the cost limit
// lets through, issue 37's (an account's events nested three deep; one document with a new @include
// choice each time; a member flipping a like as fast as they can). Prints, for a quiet phase and each
// attacked one, the members' read latency and success, what the attackers got (refusals, timeouts,
// pages), and the server's memory. Figures only; nothing is asserted.
//
//   npm run bench:abuse
//   npm run bench:abuse -- --duration 20 --attackers 4 --readers 8
//   BENCH_ABUSE_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:abuse
//
// Embedded database (default): a fresh temporary DATA_DIR with the demo seed. With BENCH_ABUSE_DATABASE_URL:
// a fresh database repour_bench_abuse_<pid> on that server, dropped at the end.
import { parseArgs } from 'node:util';
import { parse } from 'graphql';
import { schema } from '../gateway/schema';
import { GRAPHQL_LIMITS } from '../gateway/security/graphql-limits';
import { operationCost } from '../gateway/security/query-cost';
import { type BenchGateway, startBenchGateway } from './gateway';
import { formatMemory, memory } from './process-stats';

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    attackers: { type: 'string', default: '4' },
    readers: { type: 'string', default: '6' },
  },
});
const duration = Number(flags.duration);
const attackerCount = Number(flags.attackers);
const readerCount = Number(flags.readers);
for (const [name, value] of Object.entries({ duration, attackers: attackerCount, readers: readerCount })) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number of at least 1`);
}

const admin = { email: 'admin@bench.abuse', password: 'Bench#Abuse#Admin1' };

// ---- the attack ---------------------------------------------------------------------------------------

/** Issue 19's document: 15 aliases of a page of cocktails, each with its creator's page, page sizes in a variable. */
const pagesOfPages = (selection: string) =>
  `query Abuse($n: Int) { ${Array.from({ length: 15 }, (_, i) => `a${i}: cocktails(first: $n) { edges { node { ${selection} } } }`).join(' ')} }`;
const ISSUE_ATTACK = pagesOfPages('name description creator { username cocktails(first: $n) { edges { node { name description } } } }');

/** The heaviest page size the cost limit lets through for 15 aliases of a list with recipes and creators. */
const ALLOWED_SELECTION = 'name description glassware creator { username } ingredients { amount unit ingredient { name } }';
function heaviestAllowed(): { query: string; n: number } {
  const query = pagesOfPages(ALLOWED_SELECTION);
  for (let n = 100; n > 0; n -= 1) {
    const verdict = operationCost(schema, parse(query), { n });
    if (verdict && 'cost' in verdict && verdict.cost <= GRAPHQL_LIMITS.maxCost) return { query, n };
  }
  throw new Error('no page size passes the cost limit');
}

/** Issue 37's: an account's events, each event's owner's events, three deep (the account has 60). */
const NESTED_EVENTS =
  'query($u: Int!) { user(databaseId: $u) { events(includePast: true) { name owner { events(includePast: true) { name owner { events(includePast: true) { name } } } } } } }';
const EVENTS_OF_THE_BAR = 60;

/** Issue 37's: one document with 24 Boolean variables in @include, each request with a new choice of them. */
const FLAGS = Array.from({ length: 24 }, (_, i) => `b${i}`);
const CHOICES_DOCUMENT = `query Flags(${FLAGS.map((flag) => `$${flag}: Boolean!`).join(', ')}) { cocktails(first: 1) { edges { node { databaseId ${FLAGS.map(
  (flag) => `... @include(if: $${flag}) { name }`,
).join(' ')} } } } }`;
let choice = 0;
const nextChoice = () => {
  choice += 1;
  return Object.fromEntries(FLAGS.map((flag, bit) => [flag, Boolean((choice >> bit) & 1)]));
};

/** Issue 37's: a member liking and unliking one cocktail as fast as they can. */
const LIKE = 'mutation($input: LikeCocktailInput!) { likeCocktail(input: $input) { __typename } }';
const UNLIKE = 'mutation($input: UnlikeCocktailInput!) { unlikeCocktail(input: $input) { __typename } }';

// ---- what members read --------------------------------------------------------------------------------

const READS = [
  {
    name: 'list of 20',
    query: 'query { cocktails(first: 20) { totalCount edges { node { databaseId name glassware creator { username } } } } }',
  },
  {
    name: 'detail',
    query:
      'query($id: Int!) { cocktail(databaseId: $id) { name description directions glassware ingredients { amount unit ingredient { name } } creator { username } } }',
  },
  {
    name: 'profile',
    query: 'query($id: Int!) { user(databaseId: $id) { username displayName cocktails(first: 10) { edges { node { name } } } } }',
  },
] as const;

interface Member {
  token: string;
  databaseId: number;
  address: string;
}

async function graphql<T = any>(url: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  return { status: response.status, body };
}

/**
 * Each reader loops without pause, as fast as many people together: it reads as several members in turn,
 * so no one account reads faster than a person clicking quickly would (the per-member cost budget of
 * decision 0027 is sized for people, and an account alone at this pace would spend it).
 */
const ACCOUNTS_PER_READER = 8;

async function signIn(url: string): Promise<string> {
  const login = await graphql(
    url,
    'mutation($input: LogInInput!) { logIn(input: $input) { __typename ... on AuthPayload { token } } }',
    { input: { emailOrUsername: admin.email, password: admin.password } },
    { 'x-forwarded-for': '10.78.0.1' },
  );
  return login.body.data.logIn.token as string;
}

async function signUpMembers(url: string, adminToken: string): Promise<Member[]> {
  const invites = await graphql(
    url,
    'mutation($input: CreateInvitesInput!) { createInvites(input: $input) { ... on CreateInvitesPayload { invites { code } } } }',
    { input: { profileType: 'user', count: readerCount * ACCOUNTS_PER_READER + attackerCount } },
    { authorization: `Bearer ${adminToken}` },
  );
  const members: Member[] = [];
  for (const [index, { code }] of (invites.body.data.createInvites.invites as Array<{ code: string }>).entries()) {
    const address = `10.78.${1 + Math.floor(index / 200)}.${(index % 200) + 1}`;
    const { body } = await graphql(
      url,
      'mutation($input: SignUpInput!) { signUp(input: $input) { ... on AuthPayload { token viewer { databaseId } } ... on Error { message } } }',
      {
        input: {
          inviteCode: code,
          firstName: 'Abuse',
          lastName: `Reader ${index + 1}`,
          email: `reader${index + 1}@bench.abuse`,
          password: 'Bench#Abuse#Reader1',
        },
      },
      { 'x-forwarded-for': address },
    );
    if (!body.data?.signUp?.token) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
    members.push({ token: body.data.signUp.token, databaseId: body.data.signUp.viewer.databaseId, address });
  }
  return members;
}

// ---- measuring ----------------------------------------------------------------------------------------

interface Tally {
  latencies: number[];
  outcomes: Map<string, number>;
}
const tally = (): Tally => ({ latencies: [], outcomes: new Map() });
function count(t: Tally, outcome: string, ms: number) {
  t.latencies.push(ms);
  t.outcomes.set(outcome, (t.outcomes.get(outcome) ?? 0) + 1);
}
function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}
function summary(t: Tally): string {
  const sorted = [...t.latencies].sort((a, b) => a - b);
  const outcomes = [...t.outcomes].map(([outcome, n]) => `${outcome} ${n}`).join(', ');
  const f = (ms: number) => (Number.isNaN(ms) ? '-' : `${ms.toFixed(0)} ms`);
  return `${sorted.length} requests (${(sorted.length / duration).toFixed(1)}/s): p50 ${f(percentile(sorted, 50))}, p95 ${f(percentile(sorted, 95))}, max ${f(sorted.at(-1) ?? NaN)}; ${outcomes}`;
}

/** One outcome word: ok, or the status and the first error's code. */
async function timed(send: () => Promise<{ status: number; body: { errors?: Array<{ extensions?: { code?: string } }> } }>) {
  const started = performance.now();
  try {
    const { status, body } = await send();
    const code = body.errors?.[0]?.extensions?.code;
    return { ms: performance.now() - started, outcome: status === 200 && !body.errors ? 'ok' : `${status}${code ? ` ${code}` : ''}` };
  } catch (error) {
    return { ms: performance.now() - started, outcome: `failed (${(error as Error).message.slice(0, 40)})` };
  }
}

async function readLoop(url: string, accounts: Member[], members: Member[], cocktailIds: number[], until: number, t: Tally) {
  for (let i = 0; Date.now() < until; i += 1) {
    const member = accounts[i % accounts.length];
    const headers = { authorization: `Bearer ${member.token}`, 'x-forwarded-for': member.address };
    const read = READS[i % READS.length];
    const id = read.name === 'profile' ? members[i % members.length].databaseId : cocktailIds[i % cocktailIds.length];
    const { ms, outcome } = await timed(() => graphql(url, read.query, { id }, headers));
    count(t, outcome, ms);
  }
}

/** What one attacker sends next: a document, its variables, and headers beyond its own address (a token). */
type Attack = (index: number, sent: number) => { query: string; variables: Record<string, unknown>; headers?: Record<string, string> };

async function attackLoop(url: string, index: number, attack: Attack, until: number, t: Tally) {
  for (let sent = 0; Date.now() < until; sent += 1) {
    const { query, variables, headers } = attack(index, sent);
    const { ms, outcome } = await timed(() => graphql(url, query, variables, { 'x-forwarded-for': `10.79.0.${index + 1}`, ...headers }));
    count(t, outcome, ms);
  }
}

/** A bar account with EVENTS_OF_THE_BAR upcoming events (issue 37's attack reads them). */
async function barWithEvents(url: string, adminToken: string): Promise<number> {
  const invites = await graphql(
    url,
    'mutation($input: CreateInvitesInput!) { createInvites(input: $input) { ... on CreateInvitesPayload { invites { code } } } }',
    { input: { profileType: 'bar', count: 1 } },
    { authorization: `Bearer ${adminToken}` },
  );
  const { body } = await graphql(
    url,
    'mutation($input: SignUpInput!) { signUp(input: $input) { ... on AuthPayload { token viewer { databaseId } } } }',
    {
      input: {
        inviteCode: invites.body.data.createInvites.invites[0].code,
        firstName: 'Abuse',
        lastName: 'Bar',
        email: 'bar@bench.abuse',
        password: 'Bench#Abuse#Bar1',
      },
    },
    { 'x-forwarded-for': '10.78.250.1' },
  );
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  for (let i = 0; i < EVENTS_OF_THE_BAR; i += 1) {
    const created = await graphql(
      url,
      'mutation($input: EventInput!) { createEvent(input: $input) { __typename ... on Error { message } } }',
      { input: { name: `Abuse Night ${i + 1}`, date, city: 'Porto' } },
      { authorization: `Bearer ${body.data.signUp.token}` },
    );
    if (created.body.data?.createEvent?.__typename !== 'EventPayload') throw new Error(`createEvent: ${JSON.stringify(created.body)}`);
  }
  return body.data.signUp.viewer.databaseId as number;
}

function startServer(): Promise<BenchGateway> {
  return startBenchGateway({
    name: 'abuse',
    admin,
    databaseUrl: process.env.BENCH_ABUSE_DATABASE_URL,
  });
}

async function main() {
  console.log(
    `bench:abuse: starting the server (${process.env.BENCH_ABUSE_DATABASE_URL ? 'PostgreSQL' : 'embedded database'}, demo seed)...`,
  );
  const server = await startServer();
  const url = server.gateway.url;
  const pid = server.gateway.child.pid!;
  try {
    const adminToken = await signIn(url);
    const everyone = await signUpMembers(url, adminToken);
    // The readers' accounts, and one account per attacker that signs in (the like flipper).
    const members = everyone.slice(0, readerCount * ACCOUNTS_PER_READER);
    const attackerAccounts = everyone.slice(readerCount * ACCOUNTS_PER_READER);
    const bar = await barWithEvents(url, adminToken);
    const list = await graphql(url, 'query { cocktails(first: 100) { totalCount edges { node { id databaseId } } } }');
    const edges = list.body.data.cocktails.edges as Array<{ node: { id: string; databaseId: number } }>;
    const cocktailIds = edges.map((edge) => edge.node.databaseId);
    const allowed = heaviestAllowed();
    console.log(
      `  ${server.database}; ${list.body.data.cocktails.totalCount} cocktails; ${readerCount} readers (each as ${ACCOUNTS_PER_READER} members in turn), ${attackerCount} attackers, ${duration} s a phase`,
    );

    const flip: Attack = (index, sent) => ({
      query: sent % 2 ? UNLIKE : LIKE,
      variables: { input: { cocktailId: edges[index].node.id } },
      headers: { authorization: `Bearer ${attackerAccounts[index].token}` },
    });
    const phases: Array<{ name: string; attack?: Attack }> = [
      { name: 'quiet' },
      {
        name: `A: issue 19's document (15 aliases of pages of pages, {"n": 100}), anonymous`,
        attack: () => ({ query: ISSUE_ATTACK, variables: { n: 100 } }),
      },
      {
        name: `B: the heaviest the cost limit lets through (15 aliases of a list with recipes and creators, {"n": ${allowed.n}}), anonymous`,
        attack: () => ({ query: allowed.query, variables: { n: allowed.n } }),
      },
      {
        name: `C: issue 37's nested events (an account's ${EVENTS_OF_THE_BAR} events, their owner's, three deep), anonymous`,
        attack: () => ({ query: NESTED_EVENTS, variables: { u: bar } }),
      },
      {
        name: "D: issue 37's new @include choice of 24 flags each time, anonymous",
        attack: () => ({ query: CHOICES_DOCUMENT, variables: nextChoice() }),
      },
      { name: "E: issue 37's like and unlike as fast as one can, each attacker as a member", attack: flip },
    ];
    console.log(`  before: ${formatMemory(memory(pid))}`);
    for (const phase of phases) {
      const until = Date.now() + duration * 1000;
      const reads = tally();
      const attacks = tally();
      await Promise.all([
        ...Array.from({ length: readerCount }, (_, r) =>
          readLoop(url, members.slice(r * ACCOUNTS_PER_READER, (r + 1) * ACCOUNTS_PER_READER), members, cocktailIds, until, reads),
        ),
        ...(phase.attack ? Array.from({ length: attackerCount }, (_, i) => attackLoop(url, i, phase.attack!, until, attacks)) : []),
      ]);
      const health = await timed(async () => {
        const response = await fetch(`${url}/healthz`);
        return { status: response.status, body: {} };
      });
      console.log(`\n${phase.name}`);
      console.log(`  members' reads: ${summary(reads)}`);
      if (phase.attack) console.log(`  attackers:      ${summary(attacks)}`);
      console.log(`  /healthz after: ${health.outcome} in ${health.ms.toFixed(0)} ms; ${formatMemory(memory(pid))}`);
    }
  } finally {
    await server.cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
