// npm run db:migrate: applies pending migrations to the configured database (the server also does it
// at start). With the embedded database and a running server, the server already did.
import path from 'node:path';
import { ConfigError, parseConfig } from '../gateway/config';
import { openDatabase } from '../gateway/db/client';
import { acquireLock } from '../gateway/db/lock';

try {
  const config = parseConfig();
  let release: (() => void) | undefined;
  if (!config.databaseUrl) {
    const lock = await acquireLock(config.dataDir, { pid: process.pid });
    if (!lock.acquired) {
      console.log(`The server (process ${lock.holder.pid}) holds the embedded database; it applied the migrations when it started.`);
      process.exit(0);
    }
    release = lock.release;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite'), poolSize: 2 });
  console.log(database.appliedMigrations.length ? `Applied: ${database.appliedMigrations.join(', ')}` : 'The database is up to date.');
  await database.close();
  release?.();
  // The schema engine's WebAssembly leaves a timer behind for a few seconds; nothing is pending.
  process.exit(0);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
