// npm run seed: the demo recipes, the admin account and one invite per account type, as the server does
// at every start. Useful on PostgreSQL before the first start, or to see the admin credentials again.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, parseConfig } from '../gateway/config';
import { openDatabase } from '../gateway/db/client';
import { acquireLock } from '../gateway/db/lock';
import { formatSeedSummary, seedDatabase, seedOptionsFromConfig } from '../prisma/seed/index';

export async function main(): Promise<number> {
  let config;
  try {
    config = parseConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }

  let release = () => {};
  if (!config.databaseUrl) {
    const lock = await acquireLock(config.dataDir, { pid: process.pid });
    if (!lock.acquired) {
      if (lock.holder.controlSocket) {
        console.log(`The server (process ${lock.holder.pid}) holds the embedded database in ${config.dataDir}; it seeds at start.`);
        return 0;
      }
      process.stderr.write(`The embedded database in ${config.dataDir} is in use by process ${lock.holder.pid}; try again when it ends.\n`);
      return 1;
    }
    release = lock.release;
  }

  try {
    const started = performance.now();
    const database = await openDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: 2 } : { pgliteDir: path.join(config.dataDir, 'pglite') },
    );
    try {
      const opened = performance.now();
      const summary = await seedDatabase(database, seedOptionsFromConfig(config));
      const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      console.log(`Database: ${database.kind === 'pglite' ? path.join(config.dataDir, 'pglite') : 'PostgreSQL (DATABASE_URL)'}`);
      for (const line of formatSeedSummary(summary)) console.log(line);
      console.log(`Opened in ${seconds(opened - started)}, seeded in ${seconds(performance.now() - opened)}.`);
    } finally {
      await database.close();
    }
    return 0;
  } finally {
    release();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Exit explicitly: the schema engine leaves a timer behind after migrating that would hold the
  // process for about ten seconds.
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`Seed failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
