// The real gateway process (`npm start`'s entry) under faults: stopped while it works, killed while it
// writes, and cut off from its PostgreSQL server. Decision 0024 says what each should do.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabase } from './testing/postgres';
import { type GatewayProcess, startGatewayProcess } from './testing/process';
import { startTcpProxy } from './testing/tcp-proxy';

let dataDirs: string[] = [];
const dataDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'repour-faults-'));
  dataDirs.push(dir);
  return dir;
};
const running: GatewayProcess[] = [];
afterAll(async () => {
  for (const gateway of running) if (gateway.child.exitCode === null && gateway.child.signalCode === null) await gateway.stop('SIGKILL');
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  dataDirs = [];
});

const admin = { SEED_ADMIN_EMAIL: 'admin@faults.test', SEED_ADMIN_PASSWORD: 'Faults#Admin1' };

async function start(env: Record<string, string>): Promise<GatewayProcess> {
  const gateway = await startGatewayProcess({ ...admin, LOG_LEVEL: 'error', ...env }, 180_000);
  running.push(gateway);
  return gateway;
}

/**
 * Runs `checks` against a started gateway, then stops it with SIGTERM and runs `cleanUp`. A failed check is
 * thrown with the gateway's output, so a process that died says why (its exit code alone would hide the
 * check that failed); once every check passed, the stop must exit 0.
 */
async function thenStop(gateway: GatewayProcess, checks: () => Promise<void>, cleanUp: () => Promise<void> = async () => {}) {
  let failure: unknown;
  try {
    await checks();
  } catch (error) {
    failure = error;
  }
  const code = await gateway.stop('SIGTERM');
  await cleanUp();
  if (failure) {
    if (failure instanceof Error) failure.message += `\n--- the gateway's output ---\n${gateway.output()}`;
    throw failure;
  }
  expect(code, gateway.output()).toBe(0);
}

interface Answer {
  status: number;
  body: any;
  text: string;
  /** When the answer arrived (Date.now()). */
  at: number;
}

/** One request on a connection of its own (no keep-alive pool), so "a new connection" means one. */
function request(url: string, options: { method?: string; body?: unknown; token?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      url,
      {
        method: options.method ?? (body ? 'POST' : 'GET'),
        agent: false,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = undefined;
          }
          resolve({ status: response.statusCode ?? 0, body: parsed, text, at: Date.now() });
        });
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A request whose body arrives slowly, as from a phone on a poor network: its headers and half its body
 * are sent now (so the server has taken it on and waits for the rest), the rest by `finish()`.
 */
function slowRequest(url: string, body: unknown, token?: string): { finish(): Promise<Answer> } {
  const bytes = Buffer.from(JSON.stringify(body));
  let req!: http.ClientRequest;
  const answer = new Promise<Answer>((resolve, reject) => {
    req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': String(bytes.length),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text), text, at: Date.now() });
        });
        response.on('error', reject);
      },
    );
    req.on('error', reject);
  });
  const half = Math.floor(bytes.length / 2);
  req.write(bytes.subarray(0, half));
  return {
    finish() {
      req.end(bytes.subarray(half));
      return answer;
    },
  };
}

const graphql = (gateway: GatewayProcess, query: string, variables: Record<string, unknown> = {}, token?: string) =>
  request(`${gateway.url}/graphql`, { body: { query, variables }, token });

async function logIn(gateway: GatewayProcess): Promise<string> {
  const answer = await graphql(
    gateway,
    'mutation($input: LogInInput!) { logIn(input: $input) { __typename ... on AuthPayload { token } } }',
    { input: { emailOrUsername: admin.SEED_ADMIN_EMAIL, password: admin.SEED_ADMIN_PASSWORD } },
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data.logIn.token as string;
}

const CREATE = /* GraphQL */ `
  mutation Create($input: CocktailInput!) {
    createCocktail(input: $input) {
      __typename
      ... on CocktailPayload {
        cocktail {
          databaseId
          name
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const cocktailInput = (name: string) => ({
  name,
  directions: 'Stir.',
  ingredients: [
    { amount: 50, ingredient: 'Faults Gin', category: 'Other' },
    { amount: 1, unit: 'dash', ingredient: 'Faults Bitters', category: 'Other' },
  ],
});
const createCocktail = (gateway: GatewayProcess, token: string, name: string) =>
  graphql(gateway, CREATE, { input: cocktailInput(name) }, token);

/** The names of every cocktail whose name has `prefix`, at most 1,000 (read through the API, as anyone would). */
async function cocktailNames(gateway: GatewayProcess, token: string, prefix: string): Promise<string[]> {
  const names: string[] = [];
  let after: string | null = null;
  for (let page = 0; page < 10; page++) {
    const answer = await graphql(
      gateway,
      'query($after: String, $search: String) { cocktails(first: 100, after: $after, filter: { search: $search }) { edges { node { name } } pageInfo { hasNextPage endCursor } } }',
      { after, search: prefix },
      token,
    );
    expect(answer.status, answer.text).toBe(200);
    const connection = answer.body.data.cocktails;
    names.push(
      ...connection.edges.map((edge: { node: { name: string } }) => edge.node.name).filter((name: string) => name.startsWith(prefix)),
    );
    if (!connection.pageInfo.hasNextPage) break;
    after = connection.pageInfo.endCursor;
  }
  return names;
}

/**
 * The state PostgreSQL recorded in the embedded database's control file: 1 once shut down cleanly,
 * 4 while it runs (or when it died without a shutdown, so the next start replays the WAL).
 */
async function controlFileState(dir: string): Promise<number> {
  const control = await readFile(path.join(dir, 'pglite', 'global', 'pg_control'));
  return control.readInt32LE(16);
}
const DB_SHUTDOWNED = 1;

const HEAVY_LIST = /* GraphQL */ `
  query Heavy {
    cocktails(first: 100) {
      totalCount
      edges {
        node {
          databaseId
          name
          directions
          ingredients {
            amount
            unit
            ingredient {
              name
              category
            }
          }
        }
      }
    }
  }
`;

describe('the gateway on the embedded database', () => {
  it('drains the requests in flight on SIGTERM, refuses new connections, exits 0 and closes the database cleanly', async () => {
    const dir = await dataDir();
    // At info level the gateway logs when it has handled the signal (and closed its listening socket).
    const gateway = await start({ DATA_DIR: dir, LOG_LEVEL: 'info' });
    const token = await logIn(gateway);
    expect(await controlFileState(dir)).not.toBe(DB_SHUTDOWNED);

    // In flight when the signal lands: three requests whose bodies are still arriving (a write among
    // them), and heavy reads and writes queued on the one embedded database.
    const slow = [
      slowRequest(`${gateway.url}/graphql`, { query: HEAVY_LIST }, token),
      slowRequest(`${gateway.url}/graphql`, { query: '{ viewer { username } }' }, token),
      slowRequest(`${gateway.url}/graphql`, { query: CREATE, variables: { input: cocktailInput('Drain Sour slow') } }, token),
    ];
    const reads = Array.from({ length: 4 }, () => graphql(gateway, HEAVY_LIST, {}, token));
    const writes = Array.from({ length: 3 }, (_, i) => createCocktail(gateway, token, `Drain Sour ${i}`));
    // A request sent after them is answered once the server has accepted their connections (connections
    // still in the kernel's queue when the listening socket closes are reset: they were never taken on).
    await request(`${gateway.url}/healthz`);
    const signalledAt = Date.now();
    gateway.child.kill('SIGTERM');
    while (!gateway.output().includes('shutting down: finishing requests in flight')) {
      if (Date.now() - signalledAt > 60_000) throw new Error(`the gateway did not take the signal:\n${gateway.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // The listening socket is closed: a new connection is refused while the old ones finish.
    const late = await request(`${gateway.url}/healthz`).then(
      (answer) => `answered ${answer.status}`,
      (error: NodeJS.ErrnoException) => error.code,
    );
    // The process is still there, waiting for the slow bodies; they arrive a second later.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(gateway.child.exitCode).toBeNull();
    const slowAnswers = slow.map((one) => one.finish());

    const settled = await Promise.allSettled([...slowAnswers, ...reads, ...writes]);
    const code = await gateway.exited;
    const exitedAt = Date.now();
    const failures = settled.flatMap((outcome) => (outcome.status === 'rejected' ? [String(outcome.reason)] : []));
    expect(failures, `${failures.length} requests failed after ${exitedAt - signalledAt} ms; output:\n${gateway.output()}`).toEqual([]);
    const answers = settled.map((outcome) => (outcome as PromiseFulfilledResult<Answer>).value);
    expect(code, gateway.output()).toBe(0);
    expect(late).toBe('ECONNREFUSED');
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.errors, answer.text).toBeUndefined();
    }
    const [slowList, slowViewer, slowWrite, ...rest] = answers;
    expect(slowList.body.data.cocktails.edges).toHaveLength(100);
    expect(slowViewer.body.data.viewer.username).toBe('admin');
    expect(slowWrite.body.data.createCocktail.__typename).toBe('CocktailPayload');
    for (const answer of rest.slice(0, 4)) expect(answer.body.data.cocktails.edges).toHaveLength(100);
    for (const answer of rest.slice(4)) expect(answer.body.data.createCocktail.__typename).toBe('CocktailPayload');
    const lastAnswer = Math.max(...answers.map((answer) => answer.at));
    console.log(
      `SIGTERM drain: ${answers.filter((answer) => answer.at > signalledAt).length} of ${answers.length} requests answered after the signal, ` +
        `the last ${lastAnswer - signalledAt} ms after it; exited ${exitedAt - signalledAt} ms after it`,
    );

    // PostgreSQL wrote its shutdown checkpoint, and the lock is gone.
    expect(await controlFileState(dir)).toBe(DB_SHUTDOWNED);
    expect(existsSync(path.join(dir, 'embedded-db.lock'))).toBe(false);
    const again = await start({ DATA_DIR: dir });
    await thenStop(again, async () => {
      const names = await cocktailNames(again, await logIn(again), 'Drain Sour');
      expect(names.sort()).toEqual(['Drain Sour 0', 'Drain Sour 1', 'Drain Sour 2', 'Drain Sour slow']);
      expect(again.output()).not.toContain('imported from Bar Assistant just now');
    });
  }, 400_000);

  it('keeps every acknowledged write when killed with SIGKILL in the middle of a stream of writes', async () => {
    const dir = await dataDir();
    const gateway = await start({ DATA_DIR: dir, SEED_DEMO_DATA: 'false' });
    const token = await logIn(gateway);

    const acknowledged: string[] = [];
    const attempted: string[] = [];
    let killed = false;
    let next = 0;
    // Four writers, each sending its next cocktail as soon as the last one is answered.
    const writer = async () => {
      while (!killed && next < 110) {
        const name = `Kill Fizz ${String(next++).padStart(3, '0')}`;
        attempted.push(name);
        try {
          const answer = await createCocktail(gateway, token, name);
          if (answer.status === 200 && answer.body.data?.createCocktail?.__typename === 'CocktailPayload') acknowledged.push(name);
          else if (!killed) throw new Error(`a write failed before the kill: ${answer.text}`);
        } catch (error) {
          if (!killed) throw error;
        }
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    while (acknowledged.length < 40) {
      if (gateway.child.exitCode !== null) throw new Error(gateway.output());
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    killed = true;
    gateway.child.kill('SIGKILL');
    await Promise.all(writers);
    await gateway.exited;
    expect(gateway.child.signalCode).toBe('SIGKILL');
    // It died without a shutdown: the lock file of a dead process is still there, and so is the database's
    // "in production" state, so the next start recovers from the WAL.
    expect(JSON.parse(await readFile(path.join(dir, 'embedded-db.lock'), 'utf8')).pid).toBe(gateway.child.pid);
    expect(await controlFileState(dir)).not.toBe(DB_SHUTDOWNED);

    const again = await start({ DATA_DIR: dir, SEED_DEMO_DATA: 'false' });
    await thenStop(again, async () => {
      const present = new Set(await cocktailNames(again, await logIn(again), 'Kill Fizz'));
      const lost = acknowledged.filter((name) => !present.has(name));
      console.log(`SIGKILL: ${acknowledged.length} writes acknowledged, ${attempted.length} sent, ${present.size} present after restart`);
      expect(lost).toEqual([]);
      // Nothing appears that was never sent (an unacknowledged write may have committed, or not).
      for (const name of present) expect(attempted).toContain(name);
      expect((await request(`${again.url}/readyz`)).status).toBe(200);
      // The recovered database takes writes again.
      expect((await createCocktail(again, await logIn(again), 'Kill Fizz after')).body.data.createCocktail.__typename).toBe(
        'CocktailPayload',
      );
    });
  }, 400_000);
});

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

describe('the gateway when PostgreSQL goes away', () => {
  it('answers 503 at once while the database is unreachable, without internals, and recovers by itself', async () => {
    const name = `repour_faults_${process.pid}`;
    await dropDatabase(postgresUrl, name);
    await createDatabase(postgresUrl, name);
    const target = new URL(postgresUrl);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const url = new URL(postgresUrl);
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${name}`;
    const gateway = await start({ DATABASE_URL: url.toString(), DATA_DIR: await dataDir(), SEED_DEMO_DATA: 'false' });
    const cleanUp = async () => {
      await proxy.close();
      await dropDatabase(postgresUrl, name);
    };
    await thenStop(
      gateway,
      async () => {
        const token = await logIn(gateway);
        expect((await createCocktail(gateway, token, 'Cut Sour before')).body.data.createCocktail.__typename).toBe('CocktailPayload');
        const list = '{ cocktails(first: 10) { totalCount edges { node { name } } } }';
        expect((await graphql(gateway, list)).body.data.cocktails.totalCount).toBe(1);

        proxy.cut();
        const message = 'Repour cannot reach its database right now. Please try again in a moment.';
        const probes: Array<[string, () => Promise<Answer>]> = [
          ['a GraphQL query', () => graphql(gateway, list)],
          ['a signed-in GraphQL query (its session is checked first)', () => graphql(gateway, '{ viewer { username } }', {}, token)],
          ['a GraphQL mutation', () => createCocktail(gateway, token, 'Cut Sour during')],
          ['/api', () => request(`${gateway.url}/api/cocktails`)],
          ['/readyz', () => request(`${gateway.url}/readyz`)],
        ];
        for (const [what, probe] of probes) {
          const startedAt = Date.now();
          const answer = await probe();
          const took = Date.now() - startedAt;
          console.log(`database cut: ${what} answered ${answer.status} in ${took} ms`);
          expect(answer.status, `${what}: ${answer.text}`).toBe(503);
          expect(took, what).toBeLessThan(7_000);
          expect(answer.text, what).not.toMatch(/127\.0\.0\.1|localhost|:\d{4,5}\b|prisma|postgres|P10\d\d|ECONN|invocation|stack/i);
          if (what.startsWith('/api')) expect(answer.body).toEqual({ error: message });
          else if (what === '/readyz')
            expect(answer.body).toMatchObject({ ready: false, checks: { database: { ok: false, detail: 'unavailable' } } });
          else {
            expect(answer.body.errors).toHaveLength(1);
            expect(answer.body.errors[0]).toMatchObject({ message, extensions: { code: 'SERVICE_UNAVAILABLE' } });
          }
        }
        expect((await request(`${gateway.url}/healthz`)).status).toBe(200);

        // A server that stops answering altogether (connections accepted, nothing said): the connect
        // timeout of the pool (5 s) bounds the wait.
        proxy.cut({ silent: true });
        const silentAt = Date.now();
        const silent = await graphql(gateway, list);
        const waited = Date.now() - silentAt;
        console.log(`database silent: a GraphQL query answered ${silent.status} in ${waited} ms`);
        expect(silent.status, silent.text).toBe(503);
        expect(silent.body.errors[0]).toMatchObject({ message, extensions: { code: 'SERVICE_UNAVAILABLE' } });
        expect(waited).toBeGreaterThan(4_000);
        expect(waited).toBeLessThan(12_000);

        proxy.restore();
        const restoredAt = Date.now();
        let answer = await graphql(gateway, list);
        while (answer.status !== 200 && Date.now() - restoredAt < 10_000) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          answer = await graphql(gateway, list);
        }
        console.log(`database restored: serving again after ${Date.now() - restoredAt} ms`);
        expect(answer.status, answer.text).toBe(200);
        expect(answer.body.data.cocktails.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual(['Cut Sour before']);
        expect((await createCocktail(gateway, token, 'Cut Sour after')).body.data.createCocktail.__typename).toBe('CocktailPayload');
        expect((await request(`${gateway.url}/api/cocktails`)).status).toBe(200);
        expect((await request(`${gateway.url}/readyz`)).status).toBe(200);
        // Still the same process: recovered without a restart.
        expect(gateway.child.exitCode).toBeNull();
      },
      cleanUp,
    );
  }, 300_000);
});
