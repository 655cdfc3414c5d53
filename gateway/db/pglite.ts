import { existsSync, fdatasyncSync, readFileSync } from 'node:fs';
import { open, opendir, readFile } from 'node:fs/promises';
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

/**
 * A new database cluster as initdb makes it, kept as the tarball PGlite loads (`loadDataDir`), once per
 * PGlite version, in node_modules/.cache: initdb takes 4 to 8 s of CPU and loading the tarball under one,
 * and any new database of a version can start from the same one (decision 0086). A fresh `npm start`, the
 * migrations' shadow database and the tests' embedded databases all start from it.
 */
export function emptyClusterFile(): string {
  if (clusterFile) return clusterFile;
  const pglitePackage = path.join(projectRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  const { version } = JSON.parse(readFileSync(pglitePackage, 'utf8')) as { version: string };
  clusterFile = path.join(projectRoot, 'node_modules', '.cache', 'repour', `pglite-${version}-empty-cluster.tar`);
  return clusterFile;
}
let clusterFile: string | undefined;

/**
 * Runs pglite-create-cluster.mjs in a child process, so that neither initdb's memory nor the tarball stays
 * in this one: it makes the tarball if there is none and, given `dataDir`, the new cluster there.
 */
async function runClusterScript(...args: string[]): Promise<void> {
  const script = path.join(projectRoot, 'gateway', 'db', 'pglite-create-cluster.mjs');
  await promisify(execFile)(process.execPath, [script, emptyClusterFile(), ...args], { timeout: 120_000 });
}

/** A new database in memory, from the empty cluster (or by initdb where node_modules cannot be written). */
async function inMemory(): Promise<PGlite> {
  const file = emptyClusterFile();
  const made =
    existsSync(file) ||
    (await runClusterScript().then(
      () => true,
      () => false,
    ));
  return PGlite.create({ extensions: { pg_trgm }, ...(made ? { loadDataDir: new Blob([await readFile(file)]) } : {}) });
}

/** Flushes every file of a new cluster to disk (as initdb does before it ends), so a power loss right after cannot leave half of one. */
async function syncTree(dir: string): Promise<void> {
  for await (const entry of await opendir(dir, { recursive: true })) {
    if (!entry.isFile()) continue;
    const handle = await open(path.join(entry.parentPath, entry.name), 'r+');
    try {
      await handle.datasync();
    } finally {
      await handle.close();
    }
  }
}

/**
 * Opens the embedded PostgreSQL with the extensions the schema needs (pg_trgm for search): in memory
 * (tests, migrations' shadow database) or durable in `dataDir`. A new database starts from the empty
 * cluster (emptyClusterFile); a folder with one in it opens what it holds.
 */
export async function openPGlite(dataDir?: string, sharedBuffers = EMBEDDED_SHARED_BUFFERS): Promise<PGlite> {
  if (!dataDir) return inMemory();
  const params = startParams(sharedBuffers);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await runClusterScript(dataDir, JSON.stringify(params));
    await syncTree(dataDir);
  }
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm }, startParams: params });
  durable(db);
  return db;
}
