// readRows (decision 0057): the shaped reads go to the pg pool Prisma connected on PostgreSQL, without
// Prisma's raw-query layer, and through `$queryRaw` on the embedded database; either way their statements
// are reported to onQuery's listeners (the statement counts rely on it), and a PostgreSQL that is gone
// fails them as unavailable (503), as it fails Prisma's own statements.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Prisma } from '../generated/prisma/client';
import { createDatabase, dropDatabase } from '../testing/postgres';
import { freePort } from '../testing/process';
import { type Database, openDatabase, readRows, recordQueries } from './client';
import { isDatabaseUnavailable } from './errors';

const baseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!baseUrl)('readRows on PostgreSQL', () => {
  const name = `repour_read_rows_${process.pid}`;
  let database: Database;

  beforeAll(async () => {
    await dropDatabase(baseUrl!, name);
    await createDatabase(baseUrl!, name);
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), migrate: false, poolSize: 2 });
  });

  afterAll(async () => {
    await database?.close();
    await dropDatabase(baseUrl!, name);
  });

  it("reads through Prisma's pool without its raw-query layer once Prisma has connected, and reports each statement", async () => {
    const raw = vi.spyOn(database.prisma, '$queryRaw');
    const query = (text: string) => Prisma.sql`SELECT ${text}::text AS value, ${7}::int AS number`;
    // Before anything connected the pool, the read goes through Prisma (which connects it).
    expect(await readRows(database.prisma, query('first'))).toEqual([{ value: 'first', number: 7 }]);
    expect(raw).toHaveBeenCalledTimes(1);

    const { result, statements } = await recordQueries(() => readRows(database.prisma, query('second')));
    expect(result).toEqual([{ value: 'second', number: 7 }]);
    expect(raw).toHaveBeenCalledTimes(1);
    expect(statements).toEqual(['SELECT $1::text AS value, $2::int AS number']);
    raw.mockRestore();
  });
});

describe.skipIf(!baseUrl)('readRows when PostgreSQL is gone', () => {
  it('fails as unavailable, which the API answers with 503', async () => {
    const database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/gone`, migrate: false });
    try {
      await database.prisma.$connect().catch(() => undefined);
      const raw = vi.spyOn(database.prisma, '$queryRaw');
      const failure = await readRows(database.prisma, Prisma.sql`SELECT 1 AS one`).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).not.toBeNull();
      expect(isDatabaseUnavailable(failure)).toBe(true);
      // pg's own error, from the pool (connecting made it without reaching the server).
      expect(raw).not.toHaveBeenCalled();
    } finally {
      await database.close().catch(() => undefined);
    }
  });
});

describe('readRows on the embedded database', () => {
  it("goes through Prisma's $queryRaw, which orders it with the one connection's transactions", async () => {
    const database = await openDatabase({ migrate: false });
    try {
      const raw = vi.spyOn(database.prisma, '$queryRaw');
      for (const round of [1, 2]) {
        const { result, statements } = await recordQueries(() => readRows(database.prisma, Prisma.sql`SELECT ${round}::int AS round`));
        expect(result).toEqual([{ round }]);
        expect(statements).toHaveLength(1);
      }
      expect(raw).toHaveBeenCalledTimes(2);
    } finally {
      await database.close();
    }
  });
});
