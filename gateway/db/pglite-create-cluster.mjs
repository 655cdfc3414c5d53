// `node gateway/db/pglite-create-cluster.mjs <dataDir> <startParams as JSON>`, run by
// gateway/db/pglite.ts in a child process: creates a new embedded database cluster and closes it.
// PostgreSQL's initdb grows the WebAssembly memory (and the allocator's arenas) by a few hundred MB
// that a process never gives back; in a process of its own that memory goes away when it exits.
import { PGlite } from '@electric-sql/pglite';

const [dataDir, params] = process.argv.slice(2);
const db = await PGlite.create({ dataDir, startParams: JSON.parse(params) });
await db.close();
