import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // One graphql module: Node loads Pothos's and Yoga's `graphql` through its CommonJS entry, so ours must too.
    alias: [
      { find: /^graphql$/, replacement: require.resolve('graphql') },
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./web/src/', import.meta.url))}` },
      { find: /^@common\//, replacement: `${fileURLToPath(new URL('./common/', import.meta.url))}` },
    ],
  },
  test: {
    include: ['common/**/*.test.ts', 'gateway/**/*.test.ts', 'rest-compat/**/*.test.ts', 'prisma/**/*.test.ts', 'scripts/**/*.test.ts', 'deploy/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
    exclude: ['node_modules', 'tests/e2e/**'],
    environment: 'node',
    globalSetup: ['gateway/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite and the schema engine are CPU-heavy; two cores.
    maxWorkers: 2,
  },
});
