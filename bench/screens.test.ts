// Every screen the API bench loads (bench/screens.ts), asked once of the same server processes the bench
// starts (bench/servers/), on a small bench database: each must answer without errors and with something
// to show, and each PostGraphile equivalent must answer too. Otherwise the bench could measure an error
// page, or an empty one, and print its speed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScreenFixture, lookUpScreens, SCREENS, screenBody } from './screens';
import { type ServerProcess, startServer } from './servers/child';
import { createTestBenchDatabase, type TestBenchDatabase } from './test-database';
import pg from 'pg';

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; path?: unknown[] }>;
}

/** How many list items an answer holds, anywhere in it. */
function items(value: unknown): number {
  if (Array.isArray(value)) return value.length + value.reduce((sum: number, item) => sum + items(item), 0);
  if (value && typeof value === 'object') return Object.values(value).reduce((sum: number, item) => sum + items(item), 0);
  return 0;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the screens the bench loads, as the web client asks for them (PostgreSQL, scale 0.01)',
  () => {
    let bench: TestBenchDatabase;
    let fixture: ScreenFixture;
    let repour: ServerProcess;
    let peer: ServerProcess;
    let tokens: Record<string, string>;

    beforeAll(async () => {
      bench = await createTestBenchDatabase(0.01);
      const pool = new pg.Pool({ connectionString: bench.url, max: 1 });
      try {
        fixture = await lookUpScreens(pool);
      } finally {
        await pool.end();
      }
      const config = { url: bench.url, poolSize: 2, fixture: { viewerId: fixture.viewers.barfly }, viewers: fixture.viewers };
      [repour, peer] = await Promise.all([startServer('repour', { config }), startServer('postgraphile', { config })]);
      tokens = repour.ready.tokens as Record<string, string>;
    }, 240_000);

    afterAll(async () => {
      await Promise.all([repour?.stop(), peer?.stop()]);
      await bench?.drop();
    });

    it.each(SCREENS.map((screen) => [screen.key, screen] as const))(
      '%s answers without errors, with something to show',
      async (_key, screen) => {
        const response = await fetch(`${repour.base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[screen.as]}` },
          body: screenBody(screen, fixture),
        });
        const answer = (await response.json()) as Answer;
        expect(answer.errors).toBeUndefined();
        expect(response.status).toBe(200);
        expect(items(answer.data)).toBeGreaterThan(0);
      },
    );

    it.each(SCREENS.filter((screen) => screen.peer).map((screen) => [screen.key, screen] as const))(
      "%s: PostGraphile's equivalent answers without errors",
      async (_key, screen) => {
        const response = await fetch(`${peer.base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(screen.peer!(fixture)),
        });
        const answer = (await response.json()) as Answer;
        expect(answer.errors).toBeUndefined();
        expect(items(answer.data)).toBeGreaterThan(0);
      },
    );
  },
);
