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
    include: [
      'common/**/*.test.ts',
      'bench/**/*.test.ts',
      'gateway/**/*.test.ts',
      'rest-compat/**/*.test.ts',
      'prisma/**/*.test.ts',
      'scripts/**/*.test.ts',
      'deploy/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
    ],
    exclude: ['node_modules', 'tests/e2e/**'],
    environment: 'node',
    globalSetup: ['gateway/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite and the schema engine are CPU-heavy; two cores.
    maxWorkers: 2,
  },
});
