// Builds the server into one module, dist/server.mjs (and its source map), from gateway/main.ts: what
// `npm start` and the container run (decision 0061). Loading the TypeScript through tsx at run time kept
// tsx's loader thread and its compiled sources for the life of the process (about 60 MB of the embedded
// server's 400). Packages stay imports of node_modules; only the project's own code is bundled. The
// bundle sits one folder below the root, as gateway/paths.ts expects. It takes well under a second, so
// `npm start` builds it every time and never runs code older than the checkout.
//
//   node scripts/build-server.mjs
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBundle = path.join(root, 'dist', 'server.mjs');

/** Writes dist/server.mjs and dist/server.mjs.map, each renamed into place whole: instances starting together on one checkout never read half a file. */
export async function buildServer() {
  const result = await build({
    entryPoints: [path.join(root, 'gateway', 'main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    // Stack traces and the access log name functions as the sources do.
    keepNames: true,
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(path.dirname(serverBundle), { recursive: true });
  // The map first: a bundle in place always finds its own map.
  const files = [...result.outputFiles].sort((a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')));
  for (const file of files) {
    const staging = `${file.path}.${process.pid}`;
    writeFileSync(staging, file.contents);
    try {
      renameSync(staging, file.path);
    } catch (error) {
      rmSync(staging, { force: true });
      throw error;
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
