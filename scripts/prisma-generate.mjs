// `prisma generate` without the schema-engine binary download (see docs/decisions/0002-offline-prisma.md):
// generate never runs the engine, the CLI only checks that the file exists, so we point it at a stub.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'node_modules', 'prisma', 'build', 'index.js');
if (!existsSync(cli)) {
  // Production installs (--omit=dev) carry the generated client from the build stage.
  console.log('prisma CLI not installed; skipping prisma generate');
  process.exit(0);
}
const result = spawnSync(process.execPath, [cli, 'generate', '--schema', path.join(root, 'prisma', 'schema.prisma')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: path.join(root, 'scripts', 'no-schema-engine.sh'),
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
    CHECKPOINT_DISABLE: '1',
  },
});
process.exit(result.status ?? 1);
