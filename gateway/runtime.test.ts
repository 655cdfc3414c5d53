// The gateway as people run it: a process that refuses bad configuration, stops cleanly, and shares
// its abuse limits with other instances through Redis.
import { existsSync } from 'node:fs';
import http2 from 'node:http2';
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabase } from './testing/postgres';
import { type GatewayProcess, GatewayExited, startGatewayProcess } from './testing/process';
import { writeLocalCertificate } from './testing/tls';

let dataDirs: string[] = [];
const dataDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'repour-run-'));
  dataDirs.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  dataDirs = [];
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const adminEnv = { SEED_ADMIN_EMAIL: 'admin@runtime.test', SEED_ADMIN_PASSWORD: 'Runtime#Admin1' };

describe('the gateway process', () => {
  it('refuses to start with a wrong setting, naming the variable, and serves nothing', async () => {
    // A port free right now: had the gateway started, it would be listening there.
    const port = await freePort();
    const error = await startGatewayProcess({ DATA_DIR: await dataDir(), PORT: String(port), STORAGE_DRIVER: 's3' }).catch((e) => e);
    expect(error).toBeInstanceOf(GatewayExited);
    expect(error.code).toBe(1);
    expect(error.output).toContain('Invalid configuration, so Repour did not start:');
    expect(error.output).toContain('S3_BUCKET: is required when STORAGE_DRIVER=s3');
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    // A certificate file that is not there stops the start too, before anything is opened.
    const missing = path.join(await dataDir(), 'cert.pem');
    const tlsError = await startGatewayProcess({
      DATA_DIR: await dataDir(),
      PORT: String(port),
      TLS_CERT_FILE: missing,
      TLS_KEY_FILE: missing,
    }).catch((e) => e);
    expect(tlsError).toBeInstanceOf(GatewayExited);
    expect(tlsError.code).toBe(1);
    expect(tlsError.output).toContain(`Invalid configuration, so Repour did not start:\n  TLS_CERT_FILE: cannot read ${missing} (ENOENT)`);
  }, 120_000);

  it('starts on the embedded database, reports ready, and stops cleanly on SIGTERM, releasing its data folder', async () => {
    const dir = await dataDir();
    const gateway = await startGatewayProcess({ DATA_DIR: dir, ...adminEnv });
    try {
      expect(gateway.output()).toContain('Admin login: admin@runtime.test');
      // The first start made the demo invites and prints them: members' types only, never an admin code.
      const printed = [...gateway.output().matchAll(/^ {2}([A-Z0-9]{8}) {2}(\w+)/gm)].map((match) => match[2]);
      expect(printed.sort()).toEqual(['bar', 'bartender', 'brand', 'user']);
      expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
      const ready = await fetch(`${gateway.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(existsSync(path.join(dir, 'embedded-db.lock'))).toBe(true);
    } finally {
      const code = await gateway.stop('SIGTERM');
      expect(code, `exit code after SIGTERM; output:\n${gateway.output()}`).toBe(0);
    }
    expect(existsSync(path.join(dir, 'embedded-db.lock'))).toBe(false);
    // The data is still there for the next start (no new import), this time over HTTPS with HTTP/2.
    const certificate = await writeLocalCertificate(await dataDir());
    const again = await startGatewayProcess({ DATA_DIR: dir, ...adminEnv, ...certificate.env });
    expect(again.output()).toContain(`Repour is running at https://localhost:${new URL(again.url).port}`);
    const session = http2.connect(again.url.replace('127.0.0.1', 'localhost'), { ca: certificate.cert });
    try {
      const status = await new Promise((resolve, reject) => {
        const stream = session.request({ ':path': '/healthz' });
        stream.on('response', (headers) => resolve(headers[':status']));
        stream.on('error', reject);
        stream.resume();
      });
      expect(status).toBe(200);
      expect(session.alpnProtocol).toBe('h2');
    } finally {
      session.close();
    }
    expect(again.output()).not.toContain('imported from Bar Assistant just now');
    // No new codes, so none printed.
    expect(again.output()).not.toMatch(/^ {2}[A-Z0-9]{8} {2}\w+/m);
    expect(again.output()).toContain('Invite codes: `npm run -s invite -- --type <type>` makes invite codes');
    const code = await again.stop();
    expect(code, `exit code after SIGTERM; output:\n${again.output()}`).toBe(0);
  }, 240_000);
});

const databaseUrl = process.env.TEST_DATABASE_URL;

async function redisAvailable(): Promise<boolean> {
  const redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

describe.runIf(databaseUrl)('two instances on one PostgreSQL and Redis', () => {
  const name = `repour_multi_${process.pid}`;
  let instances: GatewayProcess[] = [];

  beforeAll(async () => {
    if (!(await redisAvailable())) throw new Error('Redis is not answering on 127.0.0.1:6379 (start it: see README, "Running tests")');
    await createDatabase(databaseUrl!, name);
    const url = new URL(databaseUrl!);
    url.pathname = `/${name}`;
    const shared = {
      DATABASE_URL: url.toString(),
      REDIS_URL: 'redis://127.0.0.1:6379',
      // Redis outlives the run and is shared with any other run on the machine: the sign-ins below come
      // from an address of this run's own (through one trusted proxy), so its limits count for it alone.
      TRUST_PROXY: '1',
      JWT_SECRET: 'a-secret-both-instances-share-0123456789',
      ...adminEnv,
    };
    // Both start at once on the empty database: migrations and the seed must not trip over each other.
    instances = await Promise.all([
      startGatewayProcess({ ...shared, DATA_DIR: await dataDir() }),
      startGatewayProcess({ ...shared, DATA_DIR: await dataDir() }),
    ]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await dropDatabase(databaseUrl!, name);
  });

  const clientAddress = `10.${process.pid % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const logIn = async (instance: GatewayProcess, emailOrUsername: string, password: string) => {
    const response = await fetch(`${instance.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
      body: JSON.stringify({
        query: 'mutation($input: LogInInput!) { logIn(input: $input) { __typename ... on AuthPayload { token } } }',
        variables: { input: { emailOrUsername, password } },
      }),
    });
    return (await response.json()) as {
      data?: { logIn: { __typename: string; token?: string } };
      errors?: Array<{ extensions?: { code?: string } }>;
    };
  };

  it('seed the database once and both report ready', async () => {
    for (const instance of instances) expect((await fetch(`${instance.url}/readyz`)).status).toBe(200);
    const imports = instances.filter((instance) => instance.output().includes('imported from Bar Assistant just now'));
    expect(imports.length).toBe(1);
  });

  it('share one sign-in limit: the attempts on either instance count together', async () => {
    const account = `nobody-${Date.now()}@example.com`;
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const result = await logIn(instances[attempt % 2], account, 'Wrong#Pass1');
      outcomes.push(result.errors?.[0]?.extensions?.code ?? result.data!.logIn.__typename);
    }
    // Five failures in a row allowed per account and address (gateway/rate-limit.ts), wherever they
    // land; in memory each instance would have allowed five of its own.
    expect(outcomes.slice(0, 5)).toEqual(Array(5).fill('NotAuthorizedError'));
    expect(outcomes.slice(5)).toEqual(Array(7).fill('RATE_LIMITED'));
  });

  it("accept each other's tokens (one shared signing key, one sessions table)", async () => {
    const signedIn = await logIn(instances[0], adminEnv.SEED_ADMIN_EMAIL, adminEnv.SEED_ADMIN_PASSWORD);
    expect(signedIn.errors, JSON.stringify(signedIn.errors)).toBeUndefined();
    const token = signedIn.data!.logIn.token!;
    const response = await fetch(`${instances[1].url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ viewer { username } }' }),
    });
    expect(((await response.json()) as { data: { viewer: { username: string } } }).data.viewer.username).toBe('admin');
  });
});
