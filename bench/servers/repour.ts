// Repour as `npm start` serves it (createApp + createYogaServer, the real schema, Prisma on PostgreSQL),
// in a process of its own, on the bench database. It opens a session for each member the bench names
// (its member, and the screens' accounts: bench/screens.ts) as signing in does, and hands the bench the
// tokens; on request it records the statements Prisma sends (what they are, and their time), and
// profiles its main thread (the V8 profiler, through node:inspector) while the bench loads a scenario.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startSession } from '../../gateway/auth/sessions';
import { createApp } from '../../gateway/app';
import { onQuery, openDatabase, READ_PATH_SETTINGS } from '../../gateway/db/client';
import { planChoices } from '../../gateway/testing/plans';
import { openJobQueue } from '../../gateway/jobs/kinds';
import { RateLimits } from '../../gateway/rate-limit';
import { LocalFileStorage } from '../../gateway/storage';
import { createLogger } from '../../gateway/logger';
import { close, listen } from '../../gateway/server';
import { createYogaServer } from '../../gateway/yoga';
import { graphqlOverNode } from '../../gateway/graphql-over-node';
import { serverSide } from './child';
import { inProcessLiveUpdates } from '../../gateway/live/live-updates';

interface Config {
  url: string;
  poolSize: number;
  /** Who to open sessions for, by the name the bench gives each. */
  viewers: Record<string, number>;
  /** Every request through the Hono app, without the /graphql fast path (to measure what it saves). */
  viaApp?: boolean;
}

let statements: string[] = [];
let parameters: unknown[][] = [];
let dbMs = 0;
let stopRecording: (() => void) | null = null;
/** The V8 profiler of this process's main thread, while the bench profiles a scenario. */
let inspector: Session | null = null;

const side = serverSide<Config>({
  async record() {
    statements = [];
    parameters = [];
    dbMs = 0;
    stopRecording?.();
    stopRecording = onQuery((sql, params, ms) => {
      statements.push(sql);
      parameters.push(JSON.parse(params) as unknown[]);
      dbMs += ms;
    });
    return {};
  },
  async 'profile-start'() {
    inspector = new Session();
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.setSamplingInterval', { interval: 200 });
    await inspector.post('Profiler.start');
    return {};
  },
  async 'profile-stop'(message) {
    const { profile } = await inspector!.post('Profiler.stop');
    inspector!.disconnect();
    inspector = null;
    writeFileSync(message.file as string, JSON.stringify(profile));
    return {};
  },
  // How many of the statements last recorded PostgreSQL keeps a plan for, prepared and run eight times on
  // one connection as a pooled connection runs them (the rest it would plan anew for every request).
  async plans() {
    // Kept: as the read path's connections run a statement. Chosen: what PostgreSQL would keep if left to choose.
    let kept = 0;
    let chosen = 0;
    for (const [index, sql] of statements.entries()) {
      const asRun = await planChoices(database.prisma, sql, parameters[index], { settings: READ_PATH_SETTINGS });
      if (asRun.generic > 0 && asRun.custom <= 5) kept++;
      const ownChoice = await planChoices(database.prisma, sql, parameters[index]);
      if (ownChoice.generic > 0 && ownChoice.custom <= 5) chosen++;
    }
    return { kept, chosen, total: statements.length };
  },
  async recorded() {
    stopRecording?.();
    stopRecording = null;
    return { statements, dbMs };
  },
});

const { url, poolSize, viewers, viaApp } = side.config;
const database = await openDatabase({ databaseUrl: url, poolSize, migrate: false });
// No uploads happen here: the storage is a folder that stays empty.
const services = {
  prisma: database.prisma,
  storage: new LocalFileStorage(path.join(os.tmpdir(), 'repour-bench-uploads')),
  limits: new RateLimits(),
  jobs: openJobQueue(database, createLogger('silent')),
  live: inProcessLiveUpdates(),
};
const sessions = { secret: randomBytes(32), ttlDays: 1 };
const logger = createLogger('silent');
// No per-client cost budget: the bench is one scripted client measuring throughput, which the budget
// (an abuse limit, bench:abuse measures it) would refuse after a few seconds.
const yoga = createYogaServer({ services, sessions, logger, queryCostBudget: null });
// As gateway/main.ts serves it: JSON POSTs to /graphql on the node:http fast path, the rest through the app.
const fastPath = viaApp ? undefined : graphqlOverNode({ yoga, logger });
const server = await listen(createApp({ yoga, services, logger }), { port: 0, host: '127.0.0.1', fastPath });
const tokens: Record<string, string> = {};
for (const [name, id] of Object.entries(viewers)) tokens[name] = (await startSession(services, sessions, id)).token;
side.listening((server.address() as AddressInfo).port, { tokens }, async () => {
  await close(server, 1000);
  await database.close();
});
