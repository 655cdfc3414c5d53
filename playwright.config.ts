// End-to-end tests: Debian's Chromium (no browser download) at a phone's size, against the real app
// (`npm start`'s entry) on a fresh data folder. `npm run test:e2e` builds web/dist first.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { SERVER_NODE_ARGS } from './gateway/server-command.mjs';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './tests/e2e/support/admin';
import { chromiumFlags, chromiumMergingFeatures, debianChromium } from './tests/e2e/support/chromium';

// A free port, chosen once by the process that starts the server (workers inherit it): a fixed one
// fails wherever something else listens there, including another run on the same machine.
if (!process.env.E2E_PORT) {
  const probe =
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });";
  process.env.E2E_PORT = execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim();
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;

// One data folder per run, made by the process that starts the server; workers inherit its path
// (tests reach the server's control socket inside it). Removed when the run ends.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'repour-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

// The server's database: with TEST_DATABASE_URL set (CI sets it), a fresh PostgreSQL database of this
// run's own beside it, dropped when the run ends; otherwise the embedded one (PGlite) in the data folder,
// as `npm start` runs on a laptop. PostgreSQL answers in processes of its own, PGlite inside the server's
// event loop: on two cores shared with the unit tests, PGlite's server was the suite's bottleneck.
if (process.env.TEST_DATABASE_URL && process.env.E2E_DATABASE_URL === undefined) {
  const base = process.env.TEST_DATABASE_URL;
  const name = `repour_e2e_${process.pid}_${Date.now().toString(36)}`;
  const admin = (sql: string) =>
    execFileSync(
      process.execPath,
      [
        '-e',
        "const { Client } = require('pg'); const c = new Client(process.argv[1]); c.connect().then(() => c.query(process.argv[2])).finally(() => c.end());",
        base,
        sql,
      ],
      { stdio: 'inherit' },
    );
  admin(`CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  process.env.E2E_DATABASE_URL = url.toString();
  process.once('exit', () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './tests/e2e/.output/results',
  // Tests are independent (each makes its own members through invites, never shares them), so the two
  // workers share out single tests, not whole files: a long file no longer ends the run alone.
  fullyParallel: true,
  // Two workers on CI as on a laptop: a test spends most of its time waiting on the server or the
  // browser, and one worker left a core idle (16 min for the suite alone).
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // A test's whole budget: the longest take 15-25 s on an idle machine, so 30 s failed some of them when
  // the unit tests ran beside (CI); a failing step still fails on its own 10 s expectation.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: './tests/e2e/.output/report', open: 'never' }]],
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    // A trace records every action's DOM snapshot and the screencast: on this 2-core machine that was a
    // quarter of a test's time (the barfly's accessibility walk, alone: 60 s with it, 44 s without). CI
    // retries a failed test once and traces that retry; a run on a laptop keeps a failed test's trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The production build registers a service worker; it would answer requests that page.route()
    // then never sees. The offline tests allow it (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumMergingFeatures,
      env: { ...process.env, CHROMIUM_BINARY: debianChromium },
      args: ['--headless', '--disable-quic', ...chromiumFlags],
    },
  },
  projects: [
    { name: 'chromium-mobile', testIgnore: 'admin-reports.spec.ts' },
    // The report queue's counters count every member's reports: its tests run once every other test
    // (some report cocktails) is over, one at a time, so no report made meanwhile moves them under their
    // assertions.
    {
      name: 'chromium-mobile-counters',
      testMatch: 'admin-reports.spec.ts',
      dependencies: ['chromium-mobile'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: {
    // What `npm start` runs.
    command: `node scripts/build-server.mjs && node ${SERVER_NODE_ARGS.join(' ')}`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...(process.env as Record<string, string>),
      DATA_DIR: process.env.E2E_DATA_DIR,
      // The database chosen above, whatever the shell has set: never one holding anything else.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      SEED_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // Test helpers (support/api.ts) name a client address of their own per request, so the helpers'
      // sign-ins and sign-ups never use up the rate limits of the browser's address (127.0.0.1). One
      // trusted hop: the rightmost X-Forwarded-For entry counts, which is the one the helper sends.
      TRUST_PROXY: '1',
      // No query-cost budget: a budget per 10 s window makes a scripted test's outcome depend on the
      // machine's speed (paging the whole list as fast as the browser can spends several windows' worth
      // on a fast machine, one on a slow one). cost-budget.test.ts tests the budget (decision 0027).
      QUERY_COST_BUDGET: '0',
      // The Weekly Top 10 is recomputed every 2 s rather than every 5 minutes, so a test that likes
      // cocktails sees them ranked within seconds (weekly-top10.spec.ts; decision 0049).
      WEEKLY_TOP10_REFRESH_SECONDS: '2',
    },
  },
});
