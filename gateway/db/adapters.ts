import { QUERY_DEADLINE_MS } from '../../common/api-limits';
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import pg, { type Pool, type PoolClient } from 'pg';
import { assertWithinDeadline, deadlineOfThisQuery } from '../security/deadline';
import { openPGlite } from './pglite';

/**
 * pglite-prisma-adapter, mended in two places: scripts are awaited (so a failing migration reports its
 * error instead of an unhandled rejection), and the shadow database that `diff` needs gets pg_trgm too.
 */
export function pgliteAdapterFactory(db: PGlite): SqlMigrationAwareDriverAdapterFactory {
  queueWithDeadlines(db);
  const inner = new PrismaPGlite(db) as unknown as SqlMigrationAwareDriverAdapterFactory;
  const mend = (adapter: SqlDriverAdapter, client: PGlite): SqlDriverAdapter => {
    adapter.executeScript = async (script: string) => {
      await client.exec(script);
    };
    return adapter;
  };
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: async () => mend(await inner.connect(), db),
    connectToShadowDb: async () => {
      const shadow = await openPGlite();
      const adapter = await (new PrismaPGlite(shadow) as unknown as SqlMigrationAwareDriverAdapterFactory).connect();
      const mended = mend(adapter, shadow);
      const dispose = mended.dispose.bind(mended);
      mended.dispose = async () => {
        await dispose();
        await shadow.close();
      };
      return mended;
    },
  };
}

const queued = new WeakSet<PGlite>();

/**
 * The embedded database runs one statement at a time, each request's in the order they were sent. A
 * statement outside a transaction waits its turn in a queue of ours, and when its turn comes it is not
 * sent if the query it belongs to is past its deadline (decision 0064): a query that ran long, or many
 * sent at once, frees the database for others at the deadline instead of holding it until all of its
 * statements have run. (PGlite has no statement_timeout: a statement once started runs to its end.)
 * Transactions (mutations, which are left to finish) go through PGlite's own lock as before.
 */
function queueWithDeadlines(db: PGlite): void {
  if (queued.has(db)) return;
  queued.add(db);
  const query = db.query.bind(db);
  let tail: Promise<unknown> = Promise.resolve();
  db.query = ((...args: Parameters<PGlite['query']>) => {
    // `then` keeps the caller's async context: the deadline read is the caller's query's.
    const turn = tail.then(() => {
      assertWithinDeadline();
      return query(...args);
    });
    tail = turn.catch(() => undefined);
    return turn;
  }) as PGlite['query'];
}

/**
 * On PostgreSQL a statement waits for a connection of the pool (Prisma's and the read path's alike); when
 * it gets one, it is not sent if its query is past its deadline (decision 0064): the connection goes back
 * at once, for others. A statement already running is stopped by statement_timeout (PG_TIMEOUTS).
 */
function withDeadlines(pool: Pool): Pool {
  const connect = pool.connect.bind(pool) as (callback: ConnectCallback) => void;
  pool.connect = ((callback?: ConnectCallback) => {
    // The pool calls back from whichever request released a connection: the deadline is read now.
    const check = deadlineOfThisQuery();
    const checked: ConnectCallback = (error, client, done) => {
      if (error || !client) return callback!(error, client, done);
      try {
        check();
      } catch (timeout) {
        done();
        return callback!(timeout as Error, undefined, () => undefined);
      }
      callback!(error, client, done);
    };
    if (callback) return connect(checked);
    return new Promise<PoolClient>((resolve, reject) => {
      callback = (error, client) => (error ? reject(error) : resolve(client!));
      connect(checked);
    });
  }) as Pool['connect'];
  return pool;
}

type ConnectCallback = (error: Error | undefined, client: PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * What every connection of ours starts with (Prisma's, the read path's, the job queue's):
 * - UTC. The app writes and compares times as UTC (`now() AT TIME ZONE 'UTC'`), while a column's
 *   CURRENT_TIMESTAMP default and `now()::timestamp` follow the session's zone, which is the server's (or
 *   the database's, or the role's) unless the session says.
 * - No JIT compilation. The read path keeps one generic plan per statement (READ_PATH_SETTINGS), whose
 *   estimates cannot see a page's LIMIT or a search's pattern: the list's search plan is estimated at
 *   845,510, above jit_above_cost, and PostgreSQL then compiled 117 functions on every run (1.9 s of the
 *   2.1 s a search took on the bench's 100k cocktails) for a statement that runs in milliseconds.
 */
export const SESSION_SETTINGS = { TimeZone: 'UTC', jit: 'off' } as const;

/** Run-time parameters as a startup packet's `options` (`-c name=value ...`): no statement is spent on them. */
export function startupOptions(settings: Record<string, string>): string {
  return Object.entries({ ...SESSION_SETTINGS, ...settings })
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
}

/**
 * A pg pool of ours on a PostgreSQL server, with the deadlines above. `settings` are run-time parameters
 * every connection of the pool starts with, besides SESSION_SETTINGS. Prisma is handed such a pool rather
 * than making its own, so nothing reads the adapter's internals to reach it.
 */
export function pgPool(
  connectionString: string,
  max: number,
  timeouts: typeof PG_CONNECT_TIMEOUTS | typeof PG_TIMEOUTS = PG_TIMEOUTS,
  settings: Record<string, string> = {},
): Pool {
  const pool = new pg.Pool({ connectionString, max, ...timeouts, options: startupOptions(settings) });
  // An idle connection the server dropped: pg removes it from the pool; the next statement opens another.
  pool.on('error', () => undefined);
  return withDeadlines(pool);
}

/**
 * adapter-pg runs a script by splitting it at every ";", which breaks a migration holding a function
 * body (or a ";" in a comment or string): send the whole script instead, as one simple query, which
 * PostgreSQL runs as one implicit transaction.
 */
function wholeScripts(adapter: SqlDriverAdapter, pool: Pool): SqlDriverAdapter {
  adapter.executeScript = async (script: string) => {
    await pool.query(script);
  };
  return adapter;
}

/**
 * Bounds on waiting for PostgreSQL (decision 0024): a server that went away or stopped answering fails
 * a request within seconds, as "unavailable" (gateway/db/errors.ts), instead of holding it (and its
 * pool slot) until the operating system gives up on the socket.
 */
export const PG_CONNECT_TIMEOUTS = {
  /** Opening a connection, or waiting for a free one in a full pool. */
  connectionTimeoutMillis: 5_000,
  keepAlive: true,
} as const;

/** Connections a pool opens at most, unless configured (DATABASE_POOL_SIZE). */
export const DEFAULT_POOL_SIZE = 10;

/** What requests run with; migrations get PG_CONNECT_TIMEOUTS only (a migration may rightly take minutes). */
export const PG_TIMEOUTS = {
  ...PG_CONNECT_TIMEOUTS,
  /** A statement, on the server: a query's whole deadline (QUERY_DEADLINE_MS, decision 0027), so none outlives it by much. */
  statement_timeout: QUERY_DEADLINE_MS,
  /** A statement, as the client waits for it: a little longer, for a server that no longer answers at all. */
  query_timeout: 12_000,
  /** Idle connections are dropped after this; a cut connection is noticed by TCP keep-alive too. */
  idleTimeoutMillis: 30_000,
} as const;

/**
 * @prisma/adapter-pg for a PostgreSQL server. Its own shadow database does not work with a connection
 * string (the string's database wins over the shadow's name), so `diff` gets a shadow database of ours.
 */
export function pgAdapterFactory(
  connectionString: string,
  max = DEFAULT_POOL_SIZE,
  timeouts: typeof PG_CONNECT_TIMEOUTS | typeof PG_TIMEOUTS = PG_TIMEOUTS,
): SqlMigrationAwareDriverAdapterFactory {
  // A pool of ours for each connection Prisma opens, ended when Prisma lets the connection go.
  const connect = async (url: string, size: number, limits: typeof timeouts) => {
    const pool = pgPool(url, size, limits);
    const factory = new PrismaPg(pool, { disposeExternalPool: true }) as unknown as SqlMigrationAwareDriverAdapterFactory;
    return wholeScripts(await factory.connect(), pool);
  };
  const { provider, adapterName } = new PrismaPg(connectionString);
  return {
    provider,
    adapterName,
    connect: () => connect(connectionString, max, timeouts),
    connectToShadowDb: async () => {
      const admin = await connect(connectionString, 1, PG_CONNECT_TIMEOUTS);
      const name = `prisma_shadow_${randomUUID().replace(/-/g, '')}`;
      await admin.executeScript(`CREATE DATABASE "${name}"`);
      const url = new URL(connectionString);
      url.pathname = `/${name}`;
      const shadow = await connect(url.toString(), 1, PG_CONNECT_TIMEOUTS);
      const dispose = shadow.dispose.bind(shadow);
      shadow.dispose = async () => {
        await dispose();
        await admin.executeScript(`DROP DATABASE IF EXISTS "${name}"`);
        await admin.dispose();
      };
      return shadow;
    },
  };
}
