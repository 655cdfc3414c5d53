import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['common/**/*.test.ts', 'gateway/**/*.test.ts', 'rest-compat/**/*.test.ts', 'prisma/**/*.test.ts', 'scripts/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
    exclude: ['node_modules', 'tests/e2e/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite and the schema engine are CPU-heavy; two cores.
    maxWorkers: 2,
  },
});
