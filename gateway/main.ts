// npm start: builds what is missing, opens (and migrates) the database, seeds an empty one, and serves
// the web app, /graphql, /api and /uploads from one process, printing how to get in.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PROFILE_TYPE_LABELS } from '../common/constants';
import { MAKE_INVITES_HINT, seedDatabase } from '../prisma/seed/index';
import { createApp } from './app';
import { loadTokenSecret } from './auth/secret';
import { type Config, ConfigError, parseConfig } from './config';
import { startControlServer } from './control';
import { openDatabase } from './db/client';
import { acquireLock } from './db/lock';
import { jobHandlers, jobSchedules, openJobQueue, wakeFeedFanOut } from './jobs/kinds';
import { createLogger } from './logger';
import { projectRoot } from './paths';
import { RateLimits } from './rate-limit';
import { redisRateLimits } from './redis-rate-limits';
import { inProcessChannels } from './live/channels';
import { listenForFeedActs } from './live/feed-acts';
import { LiveUpdates } from './live/live-updates';
import { redisChannels } from './live/redis-channels';
import { close, DRAIN_TIMEOUT_MS, listen, type TlsFiles } from './server';
import type { Services } from './services';
import { type FileStorage, LocalFileStorage } from './storage';
import { createYogaServer } from './yoga';
import { graphqlOverNode } from './graphql-over-node';

const webDir = path.join(projectRoot, 'web', 'dist');

function buildWebIfMissing() {
  if (existsSync(path.join(webDir, 'index.html'))) return;
  console.log('Building the web app (first start)...');
  const vite = path.join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!existsSync(vite))
    throw new Error('web/dist is missing and Vite is not installed: run `npm run build` where dev dependencies are installed.');
  // Into a folder of this process's own, then renamed into place at once: two instances starting
  // together on one checkout must not write the same files.
  const staging = path.join(projectRoot, 'web', `.dist-${process.pid}`);
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', '--outDir', staging, '--emptyOutDir'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error('The web app failed to build (npm run build shows why).');
  }
  try {
    renameSync(staging, webDir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another instance's build got there first; it is the same build.
    if (!existsSync(path.join(webDir, 'index.html'))) throw error;
  }
}

async function storageFor(config: Config): Promise<FileStorage> {
  if (config.storage.driver !== 's3') return new LocalFileStorage(config.storage.dir);
  const { S3FileStorage } = await import('./storage/s3');
  return S3FileStorage.open(config.storage);
}

/** The settings, and the certificate and key they name; what is wrong with either stops the start, named. */
function readConfig(): { config: Config; tls: TlsFiles | undefined } {
  try {
    const config = parseConfig();
    return { config, tls: readTls(config) };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The certificate and key of TLS_CERT_FILE and TLS_KEY_FILE, read before anything starts. */
function readTls(config: Config): TlsFiles | undefined {
  if (!config.tls) return undefined;
  const read = (variable: string, file: string) => {
    try {
      return readFileSync(file);
    } catch (error) {
      throw new ConfigError([`${variable}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`]);
    }
  };
  return { cert: read('TLS_CERT_FILE', config.tls.certFile), key: read('TLS_KEY_FILE', config.tls.keyFile) };
}

async function main() {
  const { config, tls } = readConfig();
  const logger = createLogger(config.logLevel);
  buildWebIfMissing();

  let releaseLock: (() => void) | undefined;
  const embedded = !config.databaseUrl;
  const controlSocket = path.join(config.dataDir, 'control.sock');
  if (embedded) {
    const lock = await acquireLock(config.dataDir, { pid: process.pid, controlSocket });
    if (!lock.acquired) {
      console.error(`Repour is already running on this data folder (process ${lock.holder.pid}). Stop it first, or set DATA_DIR.`);
      process.exit(1);
    }
    releaseLock = lock.release;
  }

  const storage = await storageFor(config);
  await storage.check();
  const sharedLimits = config.redisUrl ? redisRateLimits(config.redisUrl, logger) : null;

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    embeddedSharedBuffers: config.embeddedSharedBuffers,
    poolSize: config.databasePoolSize,
  });
  // The job queue lives in the same database: the embedded one itself, or PostgreSQL (decision 0071).
  const jobs = openJobQueue(database, logger);
  // The services, made once here and passed to everything that uses them (gateway/services.ts).
  // Live updates travel through Redis too when it is configured: members connect to any instance.
  const live = new LiveUpdates(config.redisUrl ? redisChannels(config.redisUrl, logger) : inProcessChannels());
  const services: Services = { prisma: database.prisma, storage, limits: sharedLimits?.limits ?? new RateLimits(), jobs, live };
  // Committed acts, heard from the database itself by every instance: the feed's "N new" pill, and the
  // job that copies them into the followers' inboxes (decision 0075).
  const feedActs = await listenForFeedActs(database, services, logger, { onActs: wakeFeedFanOut(jobs, logger) });
  // Local tools (the invite command) talk to this process as soon as the database is open.
  const control = await startControlServer({ dataDir: config.dataDir, services });
  const seed = await seedDatabase(services, {
    dataDir: config.dataDir,
    demo: config.seedDemoData,
    adminEmail: config.seedAdminEmail,
    adminPassword: config.seedAdminPassword,
  });

  const secret = await loadTokenSecret({ jwtSecret: config.jwtSecret, dataDir: config.dataDir });
  const yoga = createYogaServer({
    services,
    sessions: { secret, ttlDays: config.sessionTtlDays, viewerCacheSeconds: config.sessionCacheSeconds },
    logger,
    exposeErrors: config.env === 'development',
    corsOrigins: config.corsOrigins,
    queryCostBudget: config.queryCostBudget,
  });
  const app = createApp({
    yoga,
    services,
    logger,
    webDir,
    trustProxy: config.trustProxy,
    hsts: config.hsts,
    corsOrigins: config.corsOrigins,
  });
  const fastPath = graphqlOverNode({ yoga, logger, trustProxy: config.trustProxy, hsts: config.hsts, corsOrigins: config.corsOrigins });
  const server = await listen(app, { port: config.port, host: config.host, fastPath, tls });
  // Background work, never on a request: this instance's workers take jobs (the Weekly Top 10 every
  // few minutes, the notifications prune, what requests queued), each run by one instance (decision 0071).
  await jobs.start({ handlers: jobHandlers(services, config, logger), schedules: jobSchedules(config) });

  // SIGTERM or SIGINT: refuse new connections, let the requests in flight finish (at most
  // DRAIN_TIMEOUT_MS), then stop the job queue (jobs in flight finish, at most STOP_TIMEOUT_MS), close
  // the control socket, the rate-limit store and the database (PGlite writes its shutdown checkpoint),
  // release the lock, exit 0. A stop that hangs or fails exits 1.
  let stopping = false;
  const stop = async (signal: string) => {
    // npm passes Ctrl-C on, so one Ctrl-C may arrive twice: a repeated signal changes nothing.
    if (stopping) return;
    stopping = true;
    // The listening socket closes first, then the line is logged: whoever reads it (a supervisor, the
    // faults test) may rely on new connections being refused from then on.
    const draining = close(server);
    // Live streams never finish by themselves: ended now, their clients reconnect to another instance.
    const liveClosed = services.live.close();
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    setTimeout(() => {
      logger.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, DRAIN_TIMEOUT_MS + 15_000).unref();
    try {
      const drained = await draining;
      if (!drained) logger.warn({ drainTimeoutMs: DRAIN_TIMEOUT_MS }, 'requests still in flight after the drain timeout were cut');
      await jobs.stop();
      await control.close();
      await liveClosed;
      await feedActs.close();
      await sharedLimits?.close();
      await database.close();
      releaseLock?.();
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  // Announced only once a stop signal is handled: whoever sees the banner may stop us at once.
  const url = `${tls ? 'https' : 'http'}://localhost:${config.port}`;
  console.log(
    [
      '',
      `Repour is running at ${url}`,
      `  GraphQL and GraphiQL: ${url}/graphql`,
      `  Database: ${embedded ? `embedded PostgreSQL (PGlite) in ${path.relative(process.cwd(), path.join(config.dataDir, 'pglite')) || '.'}` : 'PostgreSQL (DATABASE_URL)'}`,
      `  Uploads: ${config.storage.driver === 's3' ? `S3 bucket ${config.storage.bucket}` : path.relative(process.cwd(), config.storage.dir) || '.'}`,
      `  Cocktails: ${seed.totalCocktails}${seed.importedCocktails ? ` (${seed.importedCocktails} imported from Bar Assistant just now)` : ''}`,
      '',
      `Admin login: ${seed.admin.email}${seed.admin.password ? ` / ${seed.admin.password}` : ''}`,
      ...(seed.admin.passwordNote ? [`  ${seed.admin.passwordNote}`] : []),
      '',
      // Codes are printed once, by the start that made them (with the demo data), never again.
      ...(seed.newInvites.length > 0
        ? [
            `New invite codes (one use each, until ${seed.newInvites[0].expiresAt.toISOString().slice(0, 10)}; shown only now; ${MAKE_INVITES_HINT}):`,
            ...seed.newInvites.map(
              (invite) => `  ${invite.code}  ${invite.profileType.padEnd(9)} ${PROFILE_TYPE_LABELS[invite.profileType]}`,
            ),
          ]
        : [`Invite codes: ${MAKE_INVITES_HINT} (admins can also create them with the createInvites mutation).`]),
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
