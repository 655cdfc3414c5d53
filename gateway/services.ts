// What the gateway talks to outside its own memory: the database, the file storage, the rate-limit
// store, the job queue and the live updates' channels. Created once at start (gateway/main.ts, the test
// harness), handed to createYogaServer and createApp, and reaching resolvers through the GraphQL context;
// domain functions take the ones they use as their first parameter (`{ prisma, limits }: Services`).
// Nothing holds them in a module variable.
import type { Prisma } from './db/client';
import type { Jobs } from './jobs/kinds';
import type { LiveUpdates } from './live/live-updates';
import type { RateLimits } from './rate-limit';
import type { FileStorage } from './storage';

export interface Services {
  prisma: Prisma;
  storage: FileStorage;
  limits: RateLimits;
  /** Work off the request: `jobs.send(name, payload)` queues a job of gateway/jobs/kinds.ts (decision 0071). */
  jobs: Jobs;
  /** Where committed writes say what changed and subscriptions hear it (gateway/live, decision 0072). */
  live: LiveUpdates;
}
