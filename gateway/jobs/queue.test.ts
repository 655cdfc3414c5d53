// The job queue (decision 0071) on the embedded database and on PostgreSQL (when TEST_DATABASE_URL is
// set): two instances on one database run a scheduled job once per interval between them and a sent job
// once; a failing job is retried, then left failed; a stop lets the job in flight finish first.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { openPGlite } from '../db/pglite';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { createDatabase, dropDatabase } from '../testing/postgres';
import { JOB_SCHEMA, type JobDatabase, type JobHandlers, type JobKinds, JobQueue } from './queue';

interface TestPayloads {
  'test.tick': Record<string, never>;
  'test.echo': { text: string };
  'test.flaky': { failures: number; key: string };
}

const KINDS: JobKinds<TestPayloads> = {
  'test.tick': { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 },
  'test.echo': { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 },
  // Backoff from one second: the tries come about 1 s, then 2 to 4 s, apart.
  'test.flaky': { retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 60 },
};

const logger = createLogger('silent');
/** Long enough that a wait never runs into a test's timeout before its own assertion says why. */
const WAIT = { timeout: 20_000, interval: 50 };

interface Backend {
  database: JobDatabase;
  /** A statement on the database, outside either queue. */
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

async function pgliteBackend(): Promise<Backend> {
  const db = await openPGlite();
  return {
    database: { pglite: db },
    query: async <T>(text: string, values?: unknown[]) => (await db.query<T>(text, values)).rows,
    close: () => db.close(),
  };
}

async function postgresBackend(baseUrl: string): Promise<Backend> {
  const name = `repour_jobs_${process.pid}_${randomBytes(3).toString('hex')}`;
  await createDatabase(baseUrl, name);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  // Dropping the database at the end cuts its idle connection: nothing to report.
  pool.on('error', () => undefined);
  return {
    database: { databaseUrl: url.toString() },
    query: async <T>(text: string, values?: unknown[]) => (await pool.query(text, values)).rows as T[],
    async close() {
      await pool.end();
      await dropDatabase(baseUrl, name);
    },
  };
}

const backends: Array<[string, () => Promise<Backend>]> = [['the embedded database', pgliteBackend]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', () => postgresBackend(process.env.TEST_DATABASE_URL!)]);

describe.each(backends)('the job queue on %s', (_name, open) => {
  let backend: Backend;
  let queues: Array<JobQueue<TestPayloads>> = [];

  beforeAll(async () => {
    backend = await open();
  });
  afterEach(async () => {
    for (const queue of queues) await queue.stop();
    queues = [];
    // Each test starts from an empty queue (the tables stay).
    await backend.query(`TRUNCATE ${JOB_SCHEMA}.job, ${JOB_SCHEMA}.archive`);
  });
  afterAll(async () => {
    await backend?.close();
  });

  /** An instance of the app's queue: its own handlers (a no-op unless given), as a second server would have. */
  function instance(): JobQueue<TestPayloads> {
    const queue = new JobQueue<TestPayloads>({ database: backend.database, kinds: KINDS, logger, pollingIntervalSeconds: 0.5 });
    queues.push(queue);
    return queue;
  }

  const noop = async () => {};
  const handlers = (overrides: Partial<JobHandlers<TestPayloads>>): JobHandlers<TestPayloads> => ({
    'test.tick': noop,
    'test.echo': noop,
    'test.flaky': noop,
    ...overrides,
  });

  const jobsOf = (name: keyof TestPayloads) =>
    backend.query<{ state: string; retry_count: number; singleton_on: Date | null; start_after: Date; now: Date }>(
      `SELECT state, retry_count, singleton_on, start_after, now() AS now FROM ${JOB_SCHEMA}.job WHERE name = $1 ORDER BY singleton_on NULLS FIRST, created_on`,
      [name],
    );

  it('runs a scheduled job once per interval however many instances offer it', async () => {
    const runs: string[] = [];
    const [a, b] = [instance(), instance()];
    // Both instances start together on a new database, each installing the queue's tables (one of the
    // two scripts fails and is rolled back) and offering the job at once; the interval is the longest
    // allowed (twelve hours), so only the job of the slot they started in is due during the test.
    await Promise.all(
      [a, b].map((queue, i) =>
        queue.start({
          handlers: handlers({ 'test.tick': async () => void runs.push(i === 0 ? 'a' : 'b') }),
          schedules: [{ name: 'test.tick', everySeconds: 43_200 }],
        }),
      ),
    );
    await vi.waitFor(async () => expect((await jobsOf('test.tick'))[0]?.state).toBe('completed'), WAIT);
    // The slot's job ran once, by one of them; the next slot's is booked once, to start when it begins.
    expect(runs).toHaveLength(1);
    const jobs = await jobsOf('test.tick');
    expect(jobs.map((job) => job.state)).toEqual(['completed', 'created']);
    expect(jobs[1].singleton_on!.getTime() - jobs[0].singleton_on!.getTime()).toBe(43_200_000);
    expect(jobs[1].start_after.getTime()).toBeGreaterThan(jobs[1].now.getTime());
  });

  it('runs a job due every second once a second between two instances, never twice in a slot', async () => {
    const runs: string[] = [];
    const [a, b] = [instance(), instance()];
    for (const [queue, who] of [
      [a, 'a'],
      [b, 'b'],
    ] as const) {
      await queue.start({
        handlers: handlers({ 'test.tick': async () => void runs.push(who) }),
        schedules: [{ name: 'test.tick', everySeconds: 1 }],
      });
    }
    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(4), WAIT);
    await Promise.all([a.stop(), b.stop()]);
    const jobs = await jobsOf('test.tick');
    const ran = jobs.filter((job) => job.state === 'completed');
    // Every run is one job's (none ran twice), and no slot has two jobs.
    expect(runs.length).toBe(ran.length);
    const slots = jobs.map((job) => job.singleton_on!.getTime());
    expect(new Set(slots).size).toBe(slots.length);
  });

  it('runs a sent job once, with its payload, on one of the instances', async () => {
    const seen: Array<{ who: string; text: string }> = [];
    const [a, b] = [instance(), instance()];
    await a.start({ handlers: handlers({ 'test.echo': async ({ text }) => void seen.push({ who: 'a', text }) }) });
    await b.start({ handlers: handlers({ 'test.echo': async ({ text }) => void seen.push({ who: 'b', text }) }) });
    const id = await b.send('test.echo', { text: 'Negroni' });
    expect(id).toEqual(expect.any(String));
    await vi.waitFor(async () => expect((await jobsOf('test.echo'))[0]?.state).toBe('completed'), WAIT);
    expect(seen).toEqual([{ who: expect.stringMatching(/^[ab]$/), text: 'Negroni' }]);
  });

  it('starts a job sent for later no sooner than asked', async () => {
    const queue = instance();
    await queue.start({ handlers: handlers({}) });
    await queue.send('test.echo', { text: 'later' }, { startAfterSeconds: 3600 });
    const [job] = await jobsOf('test.echo');
    expect(job.state).toBe('created');
    expect(job.start_after.getTime() - job.now.getTime()).toBeGreaterThan(3_500_000);
  });

  it('retries a failing job until it succeeds', async () => {
    const tries: number[] = [];
    const queue = instance();
    await queue.start({
      handlers: handlers({
        'test.flaky': async ({ failures }) => {
          tries.push(Date.now());
          if (tries.length <= failures) throw new Error(`try ${tries.length} fails`);
        },
      }),
    });
    await queue.send('test.flaky', { failures: 2, key: 'recovers' });
    await vi.waitFor(async () => expect((await jobsOf('test.flaky'))[0]?.state).toBe('completed'), WAIT);
    expect(tries).toHaveLength(3);
    expect((await jobsOf('test.flaky'))[0].retry_count).toBe(2);
  });

  it('leaves a job failed once its retries are spent', async () => {
    let tries = 0;
    const queue = instance();
    await queue.start({
      handlers: handlers({
        'test.flaky': async () => {
          tries += 1;
          throw new Error('always fails');
        },
      }),
    });
    await queue.send('test.flaky', { failures: 99, key: 'gives up' });
    await vi.waitFor(async () => expect((await jobsOf('test.flaky'))[0]?.state).toBe('failed'), WAIT);
    // The first try and its two retries, no more.
    expect(tries).toBe(3);
  });

  it("runs its jobs outside the async context of the request that first used it (so not under that request's deadline)", async () => {
    const request = new AsyncLocalStorage<string>();
    const seen: Array<string | undefined> = [];
    const queue = instance();
    // A request's send is the queue's first use, and the workers are started from a request too.
    await request.run('request', () => queue.send('test.echo', { text: 'first' }));
    await request.run('request', () =>
      queue.start({ handlers: handlers({ 'test.echo': async () => void seen.push(request.getStore()) }) }),
    );
    await vi.waitFor(async () => expect((await jobsOf('test.echo'))[0]?.state).toBe('completed'), WAIT);
    expect(seen).toEqual([undefined]);
  });

  it('lets the job in flight finish before a stop returns', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const queue = instance();
    await queue.start({
      handlers: handlers({
        'test.echo': async () => {
          started();
          await gate;
        },
      }),
    });
    await queue.send('test.echo', { text: 'slow' });
    await running;
    const stopping = queue.stop();
    release();
    await stopping;
    expect((await jobsOf('test.echo')).map((job) => job.state)).toEqual(['completed']);
    await expect(queue.send('test.echo', { text: 'late' })).rejects.toThrow('The job queue is stopped.');
  });
});
