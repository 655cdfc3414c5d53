import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import relay from 'vite-plugin-relay';
import type { Plugin, TransformResult } from 'vite';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);
const webSource = fileURLToPath(new URL('./web/src/', import.meta.url));

// The web client's graphql`` tags become their compiled artifacts, as in the build; only in web/src, where
// every tag is a Relay document (gateway and bench tests write plain GraphQL in graphql`` strings).
const relayInWeb: Plugin = {
  name: 'relay-in-web',
  transform(code, id) {
    // vite-plugin-relay is typed as any PluginOption; it is one plugin with a plain transform(code, id).
    const transformRelay = (relay as { transform: (code: string, id: string) => Exclude<TransformResult, string> }).transform;
    return id.startsWith(webSource) ? transformRelay(code, id) : undefined;
  },
};

const testFiles = [
  'common/**/*.test.ts',
  'bench/**/*.test.ts',
  'gateway/**/*.test.ts',
  'rest-compat/**/*.test.ts',
  'prisma/**/*.test.ts',
  'scripts/**/*.test.ts',
  'deploy/**/*.test.ts',
  'web/src/**/*.test.{ts,tsx}',
];

// The web client's tests: jsdom, stubbed globals and fake timers are common there, and its modules are
// light. Isolated, with Testing Library's waits set once for all of them (web/src/testing/setup.ts).
const webFiles = ['web/src/**/*.test.{ts,tsx}'];

// Other files that change what other files in the same worker would see (see `projects` below).
const isolatedFiles = [
  'rest-compat/contract/committed-writes.test.ts', // vi.mock of two gateway modules
  'gateway/auth/sessions.test.ts', // fake clock
  'gateway/security/deadline.test.ts', // fake clock, vi.spyOn
  'gateway/db/read-rows.test.ts', // vi.spyOn
  'gateway/read/prisma-where.test.ts', // process.env.TZ
];

export default defineConfig({
  plugins: [relayInWeb],
  resolve: {
    // One graphql module: Node loads Pothos's and Yoga's `graphql` through its CommonJS entry, so ours must too.
    alias: [
      { find: /^graphql$/, replacement: require.resolve('graphql') },
      { find: /^@\//, replacement: webSource },
      { find: /^@common\//, replacement: `${fileURLToPath(new URL('./common/', import.meta.url))}` },
    ],
  },
  test: {
    exclude: ['node_modules', 'tests/e2e/**'],
    environment: 'node',
    globalSetup: ['gateway/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite and the schema engine are CPU-heavy; two cores.
    maxWorkers: 2,
    // Three projects, one run, one worker pool. Most files share their worker's modules (isolate: false):
    // loading the gateway (Prisma's client, the Pothos schema, Yoga) anew for every file was more than
    // half of the suite's CPU time (import 477 s of 906 s on rest-compat/contract alone). Files that swap
    // a module (vi.mock), stub globals or the environment, fake the clock, spy on a module or render into
    // jsdom keep a fresh module graph each: they are the `isolated` project's list (a new file that does
    // any of these belongs there) and the `web` project's.
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: [...testFiles],
          exclude: [...isolatedFiles, ...webFiles, 'node_modules', 'tests/e2e/**'],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: isolatedFiles, isolate: true } },
      { extends: true, test: { name: 'web', include: webFiles, isolate: true, setupFiles: ['web/src/testing/setup.ts'] } },
    ],
  },
});
