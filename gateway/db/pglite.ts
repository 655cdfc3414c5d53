import { existsSync, fdatasyncSync } from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { projectRoot } from '../paths';
import { EMBEDDED_SHARED_BUFFERS } from './pglite-settings';

/**
 * PGlite's own start parameters, less "-F" (fsync off), and the WAL flushed with fsync() (its
 * fdatasync() goes nowhere in Emscripten): see durable() below.
 */
function startParams(sharedBuffers: string): string[] {
  return [
    ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
    '-c',
    'wal_sync_method=fsync',
    '-c',
    `shared_buffers=${sharedBuffers}`,
  ];
}

interface EmscriptenStream {
  nfd?: number;
}
interface NodeFsModule {
  NODEFS?: { stream_ops?: { fsync?: (stream: EmscriptenStream) => number } };
}

let syncCalls = 0;
/** How many times the embedded database has flushed a file to disk (a test checks commits do). */
export function pgliteSyncCalls(): number {
  return syncCalls;
}

/**
 * Makes the embedded database's commits survive a power loss, not only a crash of the process
 * (decision 0024). PGlite starts PostgreSQL with fsync off, and Emscripten's Node file system has no
 * fsync anyway, so a commit reached the operating system's cache but not the disk. With fsync on and
 * the file system's fsync doing a real fdatasync, each commit waits for its WAL on disk, as PostgreSQL
 * does. A file that cannot be synced (a directory on some systems) is skipped rather than failing.
 */
function durable(db: PGlite): void {
  const streamOps = (db as unknown as { mod?: NodeFsModule }).mod?.NODEFS?.stream_ops;
  if (!streamOps) throw new Error('PGlite no longer exposes its Node file system: the embedded database cannot be made durable.');
  streamOps.fsync = (stream) => {
    if (stream.nfd === undefined) return 0;
    try {
      fdatasyncSync(stream.nfd);
      syncCalls += 1;
    } catch {
      // EINVAL/EISDIR/EBADF: nothing to flush that the operating system lets us flush.
    }
    return 0;
  };
}

/** Creates a new cluster in `dataDir` in a child process, so that initdb's memory is not kept. */
async function createCluster(dataDir: string, params: string[]): Promise<void> {
  const script = path.join(projectRoot, 'gateway', 'db', 'pglite-create-cluster.mjs');
  await promisify(execFile)(process.execPath, [script, dataDir, JSON.stringify(params)], { timeout: 120_000 });
}

/**
 * Opens the embedded PostgreSQL with the extensions the schema needs (pg_trgm for search): in memory
 * (tests, migrations' shadow database) or durable in `dataDir`, created there first if it is new.
 */
export async function openPGlite(dataDir?: string, sharedBuffers = EMBEDDED_SHARED_BUFFERS): Promise<PGlite> {
  if (!dataDir) return PGlite.create({ extensions: { pg_trgm } });
  const params = startParams(sharedBuffers);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await createCluster(dataDir, params);
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm }, startParams: params });
  durable(db);
  return db;
}
