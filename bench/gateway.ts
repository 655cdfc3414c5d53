// The real server (`npm start`'s entry) for the load and abuse benches: a fresh temporary DATA_DIR with
// the demo seed, on the embedded database, or on a fresh PostgreSQL database of its own (dropped at the
// end) when `databaseUrl` names a server; with `template`, that database is a copy of the bench data
// (CREATE DATABASE ... TEMPLATE), so the server's writes never reach the bench database itself.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { adminUrl, createDatabase, dropDatabase } from '../gateway/testing/postgres';
import { type GatewayProcess, startGatewayProcess } from '../gateway/testing/process';

export interface BenchGateway {
  gateway: GatewayProcess;
  /** Which database it runs on, for the report. */
  database: string;
  /** Stops the server, drops its database and removes its folder (once, however often it is called). */
  cleanup(): Promise<void>;
}

export async function startBenchGateway(options: {
  /** Names the temporary folder and database: repour-bench-<name>-..., repour_bench_<name>_<pid>. */
  name: string;
  admin: { email: string; password: string };
  databaseUrl?: string;
  /**
   * A database on that server to copy (the bench data): the server runs on the copy, without the demo
   * seed. PostgreSQL copies a template only while nobody else is connected to it: `waitSeconds` says how
   * long to wait for that (default 0: fail at once, saying who is connected).
   */
  template?: { name: string; waitSeconds?: number; log?: (line: string) => void };
  env?: Record<string, string>;
  /** Node flags for the server's command line (they win over its own, as a repeated flag does). */
  nodeFlags?: readonly string[];
  /** Work on the server's PostgreSQL database before the server starts (e.g. known passwords on the copy). */
  beforeStart?: (databaseUrl: string | undefined) => Promise<void>;
  /**
   * Receives the cleanup at once, before anything is made: an interrupted bench (Ctrl-C) calls it to drop
   * the database and stop the server even while they are still being made. The same as `cleanup()`.
   */
  onCleanup?: (cleanup: () => Promise<void>) => void;
}): Promise<BenchGateway> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `repour-bench-${options.name}-`));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_ADMIN_EMAIL: options.admin.email,
    SEED_ADMIN_PASSWORD: options.admin.password,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'error',
    ...options.env,
  };
  const baseUrl = options.databaseUrl;
  const dbName = `repour_bench_${options.name}_${process.pid}`;
  // What is under way (a copy, the server's start), and the server once started: the cleanup waits for
  // the one and stops the other, whenever it is called (an interrupted bench leaves no copy behind).
  let pending: Promise<unknown> = Promise.resolve();
  let gateway: GatewayProcess | undefined;
  let cleaning: Promise<void> | undefined;
  const cleanup = () =>
    (cleaning ??= (async () => {
      await pending.catch(() => undefined);
      await gateway?.stop('SIGTERM');
      if (baseUrl) await dropDatabase(baseUrl, dbName);
      await rm(dataDir, { recursive: true, force: true });
    })());
  options.onCleanup?.(cleanup);
  const step = <T>(work: Promise<T>): Promise<T> => {
    pending = work;
    return work;
  };
  let copyMs = 0;
  try {
    if (baseUrl) {
      await step(dropDatabase(baseUrl, dbName));
      if (options.template) {
        const began = Date.now();
        await step(copyDatabase(baseUrl, dbName, options.template.name, options.template));
        copyMs = Date.now() - began;
        // The bench data as it is: no demo import, reference data, demo events or gigs added to it.
        env.SEED_DEMO_DATA = 'false';
      } else await step(createDatabase(baseUrl, dbName));
      const url = new URL(baseUrl);
      url.pathname = `/${dbName}`;
      env.DATABASE_URL = url.toString();
    }
    if (options.beforeStart) await step(options.beforeStart(env.DATABASE_URL));
    gateway = await step(startGatewayProcess(env, 240_000, options.nodeFlags));
  } catch (error) {
    pending = Promise.resolve();
    await cleanup();
    throw error;
  }
  return {
    gateway,
    database: baseUrl
      ? `PostgreSQL (${dbName} on ${new URL(baseUrl).host}${options.template ? `, a copy of ${options.template.name} made in ${(copyMs / 1000).toFixed(1)} s` : ''})`
      : 'embedded PGlite (temporary DATA_DIR)',
    cleanup,
  };
}

/** SQLSTATE 55006, object_in_use: "source database ... is being accessed by other users". */
const OBJECT_IN_USE = '55006';

/**
 * CREATE DATABASE `name` TEMPLATE `template` on the server of `url`. PostgreSQL refuses while anyone else
 * is connected to the template (another engineer's `npm run bench` on the bench data, say): this waits up
 * to `waitSeconds` for them to leave, checking every 5 s, then fails saying who is connected. It never
 * disconnects them.
 */
export async function copyDatabase(
  url: string,
  name: string,
  template: string,
  options: { waitSeconds?: number; log?: (line: string) => void } = {},
): Promise<void> {
  for (const part of [name, template]) if (!/^[a-z0-9_]+$/.test(part)) throw new Error(`Unsafe database name: ${part}`);
  const client = new pg.Client({ connectionString: adminUrl(url) });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (!exists.rowCount) throw new Error(`There is no database ${template} on ${new URL(url).host} to copy: run npm run bench:data.`);
    const until = Date.now() + (options.waitSeconds ?? 0) * 1000;
    let told = false;
    for (;;) {
      try {
        await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
        const { rows } = await client.query<{ n: number; who: string }>(
          `SELECT count(*)::int AS n, string_agg(DISTINCT coalesce(nullif(application_name, ''), '(unnamed)') || ' from ' || coalesce(host(client_addr), 'a local socket'), ', ') AS who
           FROM pg_stat_activity WHERE datname = $1`,
          [template],
        );
        const others = `${rows[0]?.n ?? 'some'} other connection(s) to ${template} (${rows[0]?.who ?? 'unknown'})`;
        if (Date.now() >= until) {
          throw new Error(
            `Cannot copy ${template}: PostgreSQL copies a database only while nobody else is connected to it, and there are ${others}. ` +
              'Someone may be running a bench on it: wait until they finish, or pass --wait <seconds> to wait longer.',
            { cause: error },
          );
        }
        if (!told) options.log?.(`  waiting for ${others} to end before copying it (up to ${options.waitSeconds} s)...`);
        told = true;
        await new Promise((resolve) => setTimeout(resolve, Math.min(5000, Math.max(0, until - Date.now()))));
      }
    }
  } finally {
    await client.end();
  }
}
