// The job queue (decision 0071): background work kept in the application's own PostgreSQL, the embedded
// one included, through pg-boss. A job is taken by one worker of one instance (SELECT … FOR UPDATE SKIP
// LOCKED), retried on failure, and failed over to another instance when its worker dies (its expiry).
// Scheduled jobs are offered by every instance and stored once per interval (a unique slot), so each
// runs once per interval however many instances run. What the app's jobs are: gateway/jobs/kinds.ts.
import { AsyncResource } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'pino';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { PG_CONNECT_TIMEOUTS, startupOptions } from '../db/adapters';

/** How a kind of job is retried and bounded; stored with its queue. */
export interface JobKindOptions {
  /** Tries after the first failure; then the job stays failed (the next scheduled one runs anyway). */
  retryLimit: number;
  /** Seconds before the first retry; doubled for each later one (exponential backoff). */
  retryDelaySeconds: number;
  /** A try running longer than this is failed (and retried): a worker that died frees its job then. */
  expireInSeconds: number;
  /**
   * At most one job of the kind waits (and one runs): a send while one already waits is dropped (send
   * resolves null), since the waiting one will do its work. For "wake up" kinds whose job does whatever
   * is there to do when it runs (pg-boss's stately policy).
   */
  oneWaiting?: boolean;
}

/** The kinds of job a queue knows: each name's retry options, for a map of names to payloads. */
export type JobKinds<Payloads> = { [Name in keyof Payloads & string]: JobKindOptions };

/** What each kind of job does with its payload: a failure (a throw) is retried. */
export type JobHandlers<Payloads> = { [Name in keyof Payloads & string]: (payload: Payloads[Name]) => Promise<void> };

/** A kind of job run every `everySeconds` across all instances (its payload is empty). */
export interface JobSchedule<Payloads> {
  name: keyof Payloads & string;
  everySeconds: number;
}

export interface SendOptions {
  /** Run no sooner than this many seconds from now. */
  startAfterSeconds?: number;
}

/** What the rest of the app uses: put work on the queue, off the request. */
export interface JobSender<Payloads> {
  /**
   * Queues a job of kind `name`; one worker of one instance runs it soon after (within the polling
   * interval), retrying it on failure. Resolves once the job is stored, with its id; with null when the
   * kind keeps one job waiting (`oneWaiting`) and one already waits.
   */
  send<Name extends keyof Payloads & string>(name: Name, payload: Payloads[Name], options?: SendOptions): Promise<string | null>;
}

/** Where the queue's tables live: the embedded database itself, or a small pool of its own on PostgreSQL. */
export type JobDatabase = { pglite: PGlite } | { databaseUrl: string };

export interface JobQueueOptions<Payloads> {
  database: JobDatabase;
  kinds: JobKinds<Payloads>;
  logger: Logger;
  /** How often an idle worker looks for due jobs (at least 0.5 s). */
  pollingIntervalSeconds?: number;
}

/** The queue's tables' schema, beside the app's own (public). */
export const JOB_SCHEMA = 'pgboss';
/**
 * How long a stop waits for the jobs in flight before failing them (they are retried elsewhere or at the
 * next start). With the requests' drain (DRAIN_TIMEOUT_MS) it stays within main.ts's shutdown bound.
 */
export const STOP_TIMEOUT_MS = 8_000;
/** After that, how long a stop waits for a worker's last poll, or a finished job's completion, to end. */
const SETTLE_TIMEOUT_MS = 2_000;
/** PostgreSQL's SQLSTATE for a deadlock: the statement chosen as its victim was rolled back. */
const DEADLOCK = '40P01';
/** Connections a PostgreSQL instance's queue uses (polling, sends off the request, maintenance). */
const POOL_SIZE = 2;

type Sql = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * pg-boss's statements over the embedded database, each waiting its turn behind the app's transactions
 * (PGlite runs one at a time): one with parameters as a prepared statement; a script (its schema, its
 * locked maintenance: BEGIN; …; COMMIT) as one simple query inside a transaction of PGlite's, so a
 * script that fails midway (two instances creating the schema at once, a lock timeout) is rolled back
 * at once rather than leaving the one connection in an aborted transaction for the app's next statement.
 */
function overPGlite(db: PGlite): Sql & { close(): Promise<void> } {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return db.query(text, values);
      const results = await db.transaction((tx) => tx.exec(text));
      return results[results.length - 1] ?? { rows: [] };
    },
    async close() {},
  };
}

/**
 * On PostgreSQL, a pool of the queue's own. A script that fails midway is rolled back on its connection
 * before the connection goes back to the pool (a simple query's error leaves its BEGIN open).
 */
function overPostgres(databaseUrl: string, logger: Logger): Sql & { close(): Promise<void> } {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POOL_SIZE,
    application_name: 'repour-jobs',
    options: startupOptions({}),
    ...PG_CONNECT_TIMEOUTS,
  });
  // An idle connection cut by the server: logged; the pool opens another on the next statement.
  pool.on('error', (error) => logger.warn({ err: error }, 'job queue: a database connection failed'));
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pool.query(text, values);
      const client = await pool.connect();
      // The pool listens for errors of idle connections only: one cut by the server while this one is
      // out (a database dropped or stopped) fails its statement, never the process; it is not reused.
      let cut: Error | undefined;
      const onError = (error: Error) => {
        cut = error;
      };
      client.on('error', onError);
      try {
        const result = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
        return Array.isArray(result) ? (result[result.length - 1] ?? { rows: [] }) : result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.off('error', onError);
        client.release(cut);
      }
    },
    close: () => pool.end(),
  };
}

export class JobQueue<Payloads> implements JobSender<Payloads> {
  readonly #boss: PgBoss;
  readonly #sql: Sql & { close(): Promise<void> };
  readonly #options: JobQueueOptions<Payloads>;
  #ready: Promise<void> | undefined;
  #timers: NodeJS.Timeout[] = [];
  #started = false;
  #stopping: Promise<void> | undefined;
  #closed = false;
  /** Statements and handlers in flight: a stop waits for them before the database may close. */
  #inFlight = 0;
  /**
   * The context the queue was made in (at start, outside any request). Its loops (polls, maintenance,
   * offers) run in it even when a request's send sets the queue up first: otherwise they would inherit
   * that request's async context, and with it its deadline (decision 0064), for good.
   */
  readonly #root = new AsyncResource('JobQueue');

  constructor(options: JobQueueOptions<Payloads>) {
    this.#options = options;
    const { database, logger } = options;
    this.#sql = 'pglite' in database ? overPGlite(database.pglite) : overPostgres(database.databaseUrl, logger);
    const counted: Sql = {
      executeSql: async (text, values) => {
        if (this.#closed) throw new Error('The job queue is stopped.');
        this.#inFlight += 1;
        try {
          return await this.#sql.executeSql(text, values);
        } finally {
          this.#inFlight -= 1;
        }
      },
    };
    this.#boss = new PgBoss({
      db: counted as PgBoss.Db,
      schema: JOB_SCHEMA,
      // Our schedules are offered by every instance and kept once per slot (offer(), below): pg-boss's
      // cron counts in minutes, and the Weekly Top 10 may be due every few seconds.
      schedule: false,
      // Maintenance (every instance asks; one does it per interval): expires jobs whose worker died, so
      // they are retried, and archives and deletes finished ones.
      supervise: true,
      migrate: true,
    });
    // pg-boss reports what fails in its own loops (a poll while the database is away) as events.
    this.#boss.on('error', (error: unknown) => logger.warn({ err: error }, 'job queue: error'));
  }

  /** Installs (or upgrades) the queue's tables and creates each kind's queue, once. */
  #prepare(): Promise<void> {
    this.#ready ??= this.#root
      .runInAsyncScope(async () => {
        await this.#boss.start();
        for (const [name, kind] of Object.entries(this.#options.kinds) as Array<[string, JobKindOptions]>) {
          const options = {
            name,
            retryLimit: kind.retryLimit,
            retryDelay: kind.retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: kind.expireInSeconds,
            policy: (kind.oneWaiting ? 'stately' : 'standard') as PgBoss.QueuePolicy,
          };
          // createQueue does nothing for a queue that exists; updateQueue brings its options up to date.
          // Instances starting together on a new database may deadlock creating one (each makes and
          // attaches a partition): the loser's statement is rolled back whole, and tried again.
          for (let attempt = 1; ; attempt++) {
            try {
              await this.#boss.createQueue(name, options);
              break;
            } catch (error) {
              if ((error as { code?: string }).code !== DEADLOCK || attempt === 5) throw error;
            }
          }
          await this.#boss.updateQueue(name, options);
        }
      })
      .catch((error: unknown) => {
        // The database away for a moment: the next send or start tries again.
        this.#ready = undefined;
        throw error;
      });
    return this.#ready;
  }

  async send<Name extends keyof Payloads & string>(name: Name, payload: Payloads[Name], options: SendOptions = {}): Promise<string | null> {
    await this.#prepare();
    // Null for a kind of `oneWaiting` with one waiting (a kind without a queue JobKinds rules out).
    return this.#boss.send(name, (payload ?? {}) as object, { startAfter: options.startAfterSeconds });
  }

  /**
   * Starts this instance's workers, one per kind, and offers the scheduled jobs (at start, then twice
   * an interval). Each scheduled job is stored once per interval slot of the database's clock, however
   * many instances offer it: the first offer in a slot stores the slot's job, the next books the one of
   * the following slot to start when it begins, and any other finds both taken.
   */
  start(options: { handlers: JobHandlers<Payloads>; schedules?: JobSchedule<Payloads>[] }): Promise<void> {
    if (this.#started) return Promise.reject(new Error('The job queue is already started.'));
    this.#started = true;
    return this.#root.runInAsyncScope(() => this.#start(options));
  }

  async #start({ handlers, schedules = [] }: { handlers: JobHandlers<Payloads>; schedules?: JobSchedule<Payloads>[] }): Promise<void> {
    await this.#prepare();
    const { logger, pollingIntervalSeconds = 2 } = this.#options;
    for (const [name, handle] of Object.entries(handlers) as Array<[string, (payload: unknown) => Promise<void>]>) {
      await this.#boss.work(name, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
        this.#inFlight += 1;
        try {
          await handle(job.data);
        } catch (error) {
          logger.warn({ err: error, job: name, id: job.id }, 'job failed (it is retried while it has tries left)');
          throw error;
        } finally {
          this.#inFlight -= 1;
        }
      });
    }
    for (const { name, everySeconds } of schedules) {
      const offer = () =>
        this.#boss
          .sendDebounced(name, {}, {}, everySeconds, name)
          .catch((error: unknown) => logger.warn({ err: error, job: name }, 'job queue: could not offer a scheduled job'));
      await offer();
      const timer = setInterval(() => void offer(), Math.max(500, (everySeconds * 1000) / 2));
      // The server keeps the process alive, not the queue.
      timer.unref();
      this.#timers.push(timer);
    }
  }

  /**
   * Stops offering and taking jobs, waits for the ones in flight (at most STOP_TIMEOUT_MS, after which
   * they are failed, so retried), and for every statement of the queue's to end: the database may be
   * closed after this.
   */
  stop(): Promise<void> {
    this.#stopping ??= this.#stop();
    return this.#stopping;
  }

  async #stop(): Promise<void> {
    for (const timer of this.#timers) clearInterval(timer);
    this.#timers = [];
    if (this.#ready) {
      await this.#ready.catch(() => undefined);
      await this.#boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS, close: false });
    }
    // A worker's last poll may still be running, and a job that finished completes after its handler
    // returns: wait until nothing of ours has been in flight for a moment.
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    let quiet = 0;
    while (quiet < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      quiet = this.#inFlight === 0 ? quiet + 1 : 0;
    }
    this.#closed = true;
    await this.#sql.close();
  }
}
