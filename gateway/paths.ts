// The checkout's folder, found from this module: it sits one folder below the root, as the server's
// bundle does (dist/server.mjs, built by scripts/build-server.mjs; decision 0061), so the same
// expression is right whether the gateway runs from its sources or from the bundle. Files the server
// reads or runs beside its code (the schema, the web build, migrations, the demo data, a script run in
// a child process) are found from here, never from a module's own folder, which the bundle does not keep.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
