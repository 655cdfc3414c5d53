// The app's background jobs (decision 0071): each kind's payload, how it is retried, what it does and,
// for the periodic ones, how often. A new kind: its payload in JobPayloads, its options in JOB_KINDS,
// its handler in jobHandlers (the compiler asks for all three); then `services.jobs.send(name, payload)`
// from the code that should not wait for it.
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { pruneNotifications } from '../domain/notifications';
import { refreshWeeklyTop10 } from '../domain/weekly-top10';
import type { Services } from '../services';
import { type JobHandlers, type JobKinds, JobQueue, type JobQueueOptions, type JobSchedule, type JobSender } from './queue';

/** Each kind of job by name, with the payload it carries (JSON). */
export interface JobPayloads {
  /** Recomputes the Weekly Top 10 and freezes the week that ended (decision 0049). */
  'weekly-top10.refresh': Record<string, never>;
  /** Deletes notifications past their retention (pruneNotifications). */
  'notifications.prune': Record<string, never>;
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
};

/**
 * How often old notifications are pruned: every six hours, so a notification outlives its retention by
 * six hours at most. (A scheduled job's interval may not exceed the queue's archive age, twelve hours.)
 */
export const NOTIFICATIONS_PRUNE_SECONDS = 6 * 60 * 60;

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
  ];
}

export function jobHandlers(
  services: Pick<Services, 'prisma'>,
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
  };
}
