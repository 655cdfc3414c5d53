// `node gateway/db/pglite-create-cluster.mjs <tarball> [<dataDir> <startParams as JSON>]`, run by
// gateway/db/pglite.ts in a child process, so that neither initdb's memory nor the tarball stays in the
// server: initdb grows the WebAssembly memory (and the allocator's arenas) by a few hundred MB that a
// process never gives back, and the tarball is 40 MB.
// - Makes <tarball> if there is none: a new cluster (initdb, in memory) as the tarball PGlite loads
//   (`loadDataDir`). It is written beside <tarball> first and renamed onto it, so a reader never sees half
//   of one, and two processes making it at once both succeed.
// - With <dataDir>: makes the new cluster there from <tarball>, or by initdb where <tarball> cannot be
//   written (a read-only node_modules), and closes it.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const [tarball, dataDir, params] = process.argv.slice(2);

async function makeTarball() {
  const db = await PGlite.create();
  const dump = await db.dumpDataDir('none');
  await db.close();
  await mkdir(path.dirname(tarball), { recursive: true });
  const partial = `${tarball}.${process.pid}.partial`;
  try {
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, tarball);
  } finally {
    await rm(partial, { force: true });
  }
}

let haveTarball = existsSync(tarball);
if (!haveTarball) {
  try {
    await makeTarball();
    haveTarball = true;
  } catch (error) {
    if (!dataDir) throw error;
  }
}
if (dataDir) {
  const loadDataDir = haveTarball ? new Blob([await readFile(tarball)]) : undefined;
  const db = await PGlite.create({ dataDir, startParams: JSON.parse(params), ...(loadDataDir ? { loadDataDir } : {}) });
  await db.close();
}
