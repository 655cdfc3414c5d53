// The app's background jobs (decision 0071): each kind's payload, how it is retried, what it does and,
// for the periodic ones, how often. A new kind: its payload in JobPayloads, its options in JOB_KINDS,
// its handler in jobHandlers (the compiler asks for all three); then `services.jobs.send(name, payload)`
// from the code that should not wait for it.
import type { Logger } from 'pino';
import { pruneSessions } from '../auth/sessions';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { fanOutPendingActs, pruneFeedInboxes } from '../domain/feed-inbox';
import { pruneNotifications } from '../domain/notifications';
import { pruneUploads } from '../domain/uploads';
import { refreshWeeklyTop10 } from '../domain/weekly-top10';
import type { Services } from '../services';
import { type JobHandlers, type JobKinds, JobQueue, type JobQueueOptions, type JobSchedule, type JobSender } from './queue';

/** Each kind of job by name, with the payload it carries (JSON). */
export interface JobPayloads {
  /** Recomputes the Weekly Top 10 and freezes the week that ended (decision 0049). */
  'weekly-top10.refresh': Record<string, never>;
  /** Deletes notifications past their retention (pruneNotifications). */
  'notifications.prune': Record<string, never>;
  /** Copies the saved acts into their followers' feed inboxes (fanOutPendingActs, decision 0075). */
  'feed.fan-out': Record<string, never>;
  /** Bounds the feed inboxes: the horizon and the per-member cap (pruneFeedInboxes). */
  'feed.prune': Record<string, never>;
  /** Deletes the uploads nothing has used for their grace, record and file (pruneUploads, decision 0089). */
  'uploads.prune': Record<string, never>;
  /** Deletes the sessions that expired or were revoked (pruneSessions, decision 0089). */
  'sessions.prune': Record<string, never>;
}

export type JobName = keyof JobPayloads;
/** `services.jobs`: what the rest of the app may queue. */
export type Jobs = JobSender<JobPayloads>;
export type AppJobQueue = JobQueue<JobPayloads>;

/**
 * The app's job queue over a database it opened (the embedded one, or a PostgreSQL server): nothing is
 * read or written until the first send or start, and stop() ends it before the database closes.
 */
export function openJobQueue(
  database: Pick<Database, 'pglite' | 'url'>,
  logger: Logger,
  options: Pick<JobQueueOptions<JobPayloads>, 'pollingIntervalSeconds'> = {},
): AppJobQueue {
  const where = database.pglite ? { pglite: database.pglite } : database.url ? { databaseUrl: database.url } : null;
  if (!where) throw new Error('The job queue needs the embedded database or a PostgreSQL connection string.');
  return new JobQueue<JobPayloads>({ database: where, kinds: JOB_KINDS, logger, ...options });
}

export const JOB_KINDS: JobKinds<JobPayloads> = {
  // One statement of about a second at most (decision 0049); a failure is the database away for a moment.
  'weekly-top10.refresh': { retryLimit: 3, retryDelaySeconds: 5, expireInSeconds: 10 * 60 },
  // Batches of NOTIFICATION_PRUNE_BATCH rows, a bounded number of them per run.
  'notifications.prune': { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 30 * 60 },
  // Woken after acts commit (one waits at most: it drains whatever is pending when it runs) and swept
  // every FEED_FAN_OUT_SWEEP_SECONDS; batches of FEED_FAN_OUT_BATCH rows. Until it runs, feeds read the
  // pending acts, so a retry costs latency of nothing a member sees.
  'feed.fan-out': { retryLimit: 5, retryDelaySeconds: 2, expireInSeconds: 10 * 60, oneWaiting: true },
  // Batched statements over two indexes, bounded per run (pruneFeedInboxes).
  'feed.prune': { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 30 * 60 },
  // Batches of UPLOAD_PRUNE_BATCH uploads, each a transaction around its files' deletion; a storage that
  // fails rolls its batch back for the retry.
  'uploads.prune': { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 30 * 60 },
  // Batches of SESSION_PRUNE_BATCH rows over two indexes, bounded per run.
  'sessions.prune': { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 30 * 60 },
};

/**
 * How often old notifications are pruned: every six hours, so a notification outlives its retention by
 * six hours at most. (A scheduled job's interval may not exceed the queue's archive age, twelve hours.)
 */
export const NOTIFICATIONS_PRUNE_SECONDS = 6 * 60 * 60;

/**
 * The fan-out's sweep: besides being woken when acts are heard (wakeFeedFanOut), it runs once a minute,
 * for acts committed while no instance was listening (a lost connection, a restart).
 */
export const FEED_FAN_OUT_SWEEP_SECONDS = 60;
/** How often the feed inboxes are pruned (the same six hours as notifications). */
export const FEED_PRUNE_SECONDS = 6 * 60 * 60;
/** How often unused uploads are pruned: each hour, so one is deleted within an hour of its grace's end. */
export const UPLOADS_PRUNE_SECONDS = 60 * 60;
/** How often the sessions that ended are pruned (the same six hours as notifications). */
export const SESSIONS_PRUNE_SECONDS = 6 * 60 * 60;
/** Acts heard within this long are one wake of the fan-out (one send). */
export const FEED_FAN_OUT_WAKE_MS = 200;

/**
 * A Weekly Top 10 job recomputes the list unless it was computed less than this fraction of the interval
 * ago: scheduled jobs come once per interval, but a retried one, or one of the slot after a slow run,
 * must not recompute a list just computed.
 */
export const TOP10_DUE_FRACTION = 0.5;

export function jobSchedules(config: Pick<Config, 'weeklyTop10RefreshSeconds'>): JobSchedule<JobPayloads>[] {
  return [
    { name: 'weekly-top10.refresh', everySeconds: config.weeklyTop10RefreshSeconds },
    { name: 'notifications.prune', everySeconds: NOTIFICATIONS_PRUNE_SECONDS },
    { name: 'feed.fan-out', everySeconds: FEED_FAN_OUT_SWEEP_SECONDS },
    { name: 'feed.prune', everySeconds: FEED_PRUNE_SECONDS },
    { name: 'uploads.prune', everySeconds: UPLOADS_PRUNE_SECONDS },
    { name: 'sessions.prune', everySeconds: SESSIONS_PRUNE_SECONDS },
  ];
}

/**
 * What an instance calls when it hears that acts were committed (gateway/live/feed-acts.ts): queues a
 * fan-out job within FEED_FAN_OUT_WAKE_MS, one for all the acts heard meanwhile. Every instance hears
 * every act; the queue keeps one job waiting (`oneWaiting`), so the others' sends are dropped, and a
 * send made while a job runs queues the next one, which takes what the running one missed.
 */
export function wakeFeedFanOut(jobs: Jobs, logger: Logger): () => void {
  let timer: NodeJS.Timeout | undefined;
  return () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      jobs.send('feed.fan-out', {}).catch((error: unknown) => {
        // The sweep takes them within a minute; meanwhile feeds read them from feed_fan_outs.
        logger.warn({ err: error }, 'feed: could not queue the fan-out of new acts');
      });
    }, FEED_FAN_OUT_WAKE_MS);
    timer.unref();
  };
}

export function jobHandlers(
  services: Pick<Services, 'prisma' | 'storage' | 'jobs'>,
  config: Pick<Config, 'weeklyTop10RefreshSeconds'>,
  logger: Logger,
): JobHandlers<JobPayloads> {
  return {
    async 'weekly-top10.refresh'() {
      const result = await refreshWeeklyTop10(services, { minAgeSeconds: config.weeklyTop10RefreshSeconds * TOP10_DUE_FRACTION });
      if (result.frozenWeek) logger.info({ week: result.frozenWeek }, 'weekly top 10: froze the week');
    },
    async 'notifications.prune'() {
      const pruned = await pruneNotifications(services);
      if (pruned.deleted > 0) logger.info(pruned, 'notifications: pruned past their retention');
    },
    async 'feed.fan-out'() {
      const done = await fanOutPendingActs(services);
      // A backlog longer than one job's batches: the next job goes on with it.
      if (done.more) await services.jobs.send('feed.fan-out', {});
    },
    async 'feed.prune'() {
      const pruned = await pruneFeedInboxes(services);
      if (pruned.pastHorizon + pruned.pastCap > 0) logger.info(pruned, 'feed: pruned the inboxes');
    },
    async 'uploads.prune'() {
      const pruned = await pruneUploads(services);
      if (pruned.deleted > 0) logger.info(pruned, 'uploads: deleted those nothing used');
    },
    async 'sessions.prune'() {
      const pruned = await pruneSessions(services);
      if (pruned.expired + pruned.revoked > 0) logger.info(pruned, 'sessions: deleted those that ended');
    },
  };
}
