// The username sign-up derives (decision 0010): the lowest free number after the base, found by reading
// only the usernames that start with it, whatever the number of members.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onQuery } from '../db/client';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { availableUsername } from './usernames';

let gw: TestGateway;

beforeAll(async () => {
  gw = await setupTestGateway();
});

afterAll(async () => {
  await gw?.close();
});

describe('a derived username', () => {
  // On PostgreSQL, whose collation (not C) keeps the username's own index from serving a prefix LIKE: it read
  // every member (Seq Scan, 100,001 rows removed on the bench's 100k, 41 to 213 ms a sign-up).
  it.runIf(process.env.TEST_DATABASE_URL)('reads the usernames of its prefix from an index, not every member', async () => {
    const sent: Array<{ sql: string; params: unknown[] }> = [];
    const stop = onQuery((sql, params) => sent.push({ sql, params: JSON.parse(params) as unknown[] }));
    try {
      await availableUsername(gw, 'sam.tester');
    } finally {
      stop();
    }
    expect(sent).toHaveLength(1);
    const plan = await gw.prisma.$transaction(async (tx) => {
      // The test's table is small enough to read whole: the plan must be able to do otherwise.
      await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
      return tx.$queryRawUnsafe<Array<{ 'QUERY PLAN': string }>>(`EXPLAIN ${sent[0].sql}`, ...sent[0].params);
    });
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    // The pattern is the index's condition (a scan of what it finds), not a filter of every row or entry.
    expect(text).toMatch(/Index Cond: \(username ~~ 'sam\.tester%'::text\)/);
    expect(text).not.toMatch(/Seq Scan/);
  });
});
