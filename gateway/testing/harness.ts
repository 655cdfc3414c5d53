// A gateway per test file: its own copy of the migrated, seeded database, the real Yoga instance and
// HTTP app (called through `fetch`, no port), and helpers to make members and sign them in.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { inject } from 'vitest';
import type { ProfileType } from '../../common/constants';
import { createApp } from '../app';
import { listenForFeedActs } from '../live/feed-acts';
import { inProcessLiveUpdates, type LiveUpdates } from '../live/live-updates';
import { type SessionSettings, startSession } from '../auth/sessions';
import { hashPassword } from '../auth/password';
import { type Database, openDatabase, recordQueries } from '../db/client';
import { openJobQueue } from '../jobs/kinds';
import { createLogger } from '../logger';
import { RateLimits, type RateLimitRule } from '../rate-limit';
import type { Services } from '../services';
import { LocalFileStorage } from '../storage';
import { createYogaServer } from '../yoga';
import { createDatabase, dropDatabase } from './postgres';
import { requestMisfit, statusMisfit } from './openapi-check';

export interface GraphQLResponse<T = Record<string, any>> {
  data?: T;
  errors?: Array<{ message: string; path?: Array<string | number>; extensions?: Record<string, any> }>;
}

export interface NewMember {
  profileType?: ProfileType;
  isAdmin?: boolean;
  firstName?: string;
  lastName?: string;
  username?: string;
  email?: string;
  password?: string;
}

let counter = 0;

export interface TestGatewayOptions {
  /**
   * The per-client query cost budget: none unless a test asks (tests are scripted clients, and a budget
   * per time window would make their outcome depend on the machine's speed).
   */
  queryCostBudget?: RateLimitRule | null;
  /** Where live updates travel: in this process unless a test gives Redis's (gateway/live). */
  live?: LiveUpdates;
}

export async function setupTestGateway(options: TestGatewayOptions = {}) {
  const postgresTemplate = inject('postgresTemplate');
  const baseUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  let dropOwnDatabase: (() => Promise<void>) | undefined;
  let ownDatabaseUrl: string | undefined;

  if (baseUrl && postgresTemplate) {
    const name = `repour_t_${process.pid}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    await createDatabase(baseUrl, name, postgresTemplate);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    ownDatabaseUrl = url.toString();
    database = await openDatabase({ databaseUrl: ownDatabaseUrl, poolSize: 4, migrate: false });
    dropOwnDatabase = () => dropDatabase(baseUrl, name);
  } else {
    const templatePath = inject('pgliteTemplatePath');
    if (!templatePath) throw new Error('The global setup made no PGlite template (it makes one only without TEST_DATABASE_URL).');
    const dump = await readFile(templatePath);
    const pglite = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: { pg_trgm } });
    database = await openDatabase({ pglite, migrate: false });
    const close = database.close;
    database.close = async () => {
      await close();
      await pglite.close();
    };
  }

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'repour-gw-'));
  await mkdir(path.join(dataDir, 'uploads'), { recursive: true });
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  // The job queue over the same copy: its tables are made on first use, and no worker runs until a
  // test starts it (jobs.start with the handlers it wants).
  const jobs = openJobQueue(database, logger, { pollingIntervalSeconds: 0.5 });
  // This gateway's own services: its database copy, an uploads folder, rate limits and a job queue of its own.
  const services: Services = {
    prisma: database.prisma,
    storage: new LocalFileStorage(path.join(dataDir, 'uploads')),
    limits: new RateLimits(),
    jobs,
    live: options.live ?? inProcessLiveUpdates(),
  };
  // Committed acts wake the feed streams of this gateway, as in main.ts.
  const feedActs = await listenForFeedActs(database, services, logger);
  // A token's viewer is kept for the longest the setting allows (decision 0031), so a statement count
  // taken after a warm-up request does not catch a session read when a busy machine lets five seconds
  // pass between the two; gateway/auth/sessions.test.ts tests the cache with settings of its own.
  const sessions: SessionSettings = { secret: randomBytes(32), ttlDays: 30, viewerCacheSeconds: 60 };
  const yoga = createYogaServer({ services, sessions, logger, exposeErrors: true, queryCostBudget: options.queryCostBudget ?? null });
  // Requests carry a client address through a trusted X-Forwarded-For: one per gateway unless a test
  // picks its own (rate limits count per address).
  const app = createApp({ yoga, services, logger, trustProxy: { hops: 1 } });
  const defaultAddress = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  const prisma = database.prisma;

  async function graphql<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    options: { token?: string | null; headers?: Record<string, string>; address?: string } = {},
  ): Promise<GraphQLResponse<T>> {
    const response = await app.request('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': options.address ?? defaultAddress,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLResponse<T>;
  }

  /** A legacy /api call: JSON in, JSON out (or a multipart form), from this gateway's client address. */
  async function rest(
    method: string,
    path: string,
    options: { body?: unknown; form?: FormData; token?: string | null; address?: string; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: any; headers: Headers }> {
    const headers: Record<string, string> = { 'x-forwarded-for': options.address ?? defaultAddress, ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await app.request(path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    // Every request the API accepts is one /openapi.json describes (decision 0078): the contract tests'
    // requests are held to the document here.
    if (response.status < 400 && path.startsWith('/api/') && (options.body === undefined || typeof options.body === 'object')) {
      const misfit = requestMisfit(method, path, options.form ? undefined : options.body);
      if (misfit) throw new Error(misfit);
    }
    const statusOff = path.startsWith('/api/') ? statusMisfit(method, path, response.status) : null;
    if (statusOff) throw new Error(statusOff);
    return { status: response.status, body: parsed, headers: response.headers };
  }

  /** Creates a member directly (no invite), with a password they can sign in with. */
  async function createMember(member: NewMember = {}) {
    counter += 1;
    const tag = `${process.pid}${counter}${randomBytes(2).toString('hex')}`;
    const password = member.password ?? 'Sup3r-secret!';
    const profileType = member.profileType ?? 'user';
    const user = await prisma.user.create({
      data: {
        email: member.email ?? `member${tag}@example.com`,
        username: member.username ?? `member${tag}`,
        firstName: member.firstName ?? 'Test',
        lastName: member.lastName ?? `Member ${counter}`,
        profileType,
        isAdmin: member.isAdmin ?? profileType === 'admin',
        passwordHash: await hashPassword(password),
      },
    });
    return { user, password };
  }

  /** A valid session token for a member (what signing in gives). */
  async function tokenFor(userId: number): Promise<string> {
    return (await startSession(services, sessions, userId)).token;
  }

  /**
   * Makes a test's rows in bulk (INSERT … SELECT FROM generate_series) in one transaction, on a
   * connection of its own without the server's timeouts: the triggers run per row, and on a busy
   * machine 100,000 of them take longer than a member's request may (the app's pool also stops
   * waiting for a statement after PG_TIMEOUTS.query_timeout, whatever the server was told).
   */
  async function bulkWrite(...statements: string[]) {
    if (!ownDatabaseUrl) {
      await prisma.$transaction(
        async (tx) => {
          for (const sql of statements) await tx.$executeRawUnsafe(sql);
        },
        { timeout: 600_000, maxWait: 60_000 },
      );
      return;
    }
    const client = new pg.Client({ connectionString: ownDatabaseUrl });
    await client.connect();
    try {
      await client.query('BEGIN');
      for (const sql of statements) await client.query(sql);
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
  }

  /** A member and a token of theirs, in one call. */
  async function signedInMember(member: NewMember = {}) {
    const { user, password } = await createMember(member);
    return { user, password, token: await tokenFor(user.id) };
  }

  return {
    database,
    services,
    jobs,
    logger,
    prisma,
    yoga,
    app,
    sessions,
    dataDir,
    graphql,
    rest,
    createMember,
    tokenFor,
    signedInMember,
    bulkWrite,
    recordQueries,
    async close() {
      await jobs.stop();
      await services.live.close();
      await feedActs.close();
      await database.close();
      await dropOwnDatabase?.();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestGateway = Awaited<ReturnType<typeof setupTestGateway>>;
