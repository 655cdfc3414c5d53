// readRows (decision 0057): the shaped reads go to the pg pool Prisma connected on PostgreSQL, without
// Prisma's raw-query layer, and through `$queryRaw` on the embedded database; either way their statements
// are reported to onQuery's listeners (the statement counts rely on it), and a PostgreSQL that is gone
// fails them as unavailable (503), as it fails Prisma's own statements.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Prisma } from '../generated/prisma/client';
import { createDatabase, dropDatabase } from '../testing/postgres';
import { freePort } from '../testing/process';
import { type Database, openDatabase, PREPARED_STATEMENT_LIMIT, readRows, recordQueries } from './client';
import { isDatabaseUnavailable } from './errors';

const baseUrl = process.env.TEST_DATABASE_URL;

/** A database of the describe's own on the test server, opened unmigrated with a pool of `poolSize`, and dropped after it. */
function ownDatabase(name: string, poolSize: number): () => Database {
  let database: Database;
  beforeAll(async () => {
    await dropDatabase(baseUrl!, name);
    await createDatabase(baseUrl!, name);
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), migrate: false, poolSize });
  });
  afterAll(async () => {
    await database?.close();
    await dropDatabase(baseUrl!, name);
  });
  return () => database;
}

describe.skipIf(!baseUrl)('readRows on PostgreSQL', () => {
  const opened = ownDatabase(`repour_read_rows_${process.pid}`, 2);

  it("reads through Prisma's pool without its raw-query layer once Prisma has connected, and reports each statement", async () => {
    const database = opened();
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

describe.skipIf(!baseUrl)('prepared reads on PostgreSQL (decision 0060)', () => {
  // One connection, so every read sees the statements the one before prepared.
  const opened = ownDatabase(`repour_prepared_reads_${process.pid}`, 1);
  let database: Database;
  interface Prepared {
    name: string;
    statement: string;
    runs: number;
  }
  const prepared = () =>
    readRows<Prepared>(
      database.prisma,
      Prisma.sql`SELECT name, statement, (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements ORDER BY prepare_time`,
    );

  beforeAll(async () => {
    database = opened();
    // Connected, so the reads below go to the pool.
    await database.prisma.$queryRaw`SELECT 1`;
  });

  it('parses a prepared read once per connection and runs it again by name; an unprepared one is not kept', async () => {
    const read = (value: number) => Prisma.sql`SELECT ${value}::int * 2 AS doubled`;
    expect(await readRows(database.prisma, read(2), { prepared: true })).toEqual([{ doubled: 4 }]);
    const { result, statements } = await recordQueries(() => readRows(database.prisma, read(5), { prepared: true }));
    expect(result).toEqual([{ doubled: 10 }]);
    expect(statements).toEqual(['SELECT $1::int * 2 AS doubled']);
    await readRows(database.prisma, Prisma.sql`SELECT ${1}::int AS unprepared`);
    expect(await prepared()).toEqual([{ name: 'repour_0', statement: 'SELECT $1::int * 2 AS doubled', runs: 2 }]);
  });

  it('fails a run on a bad value with the database error and runs the statement after it (prepared again on the connection pg-pool opens in place of the failed one)', async () => {
    const read = (value: string) => Prisma.sql`SELECT ${value}::int AS number`;
    const failure = await readRows(database.prisma, read('not a number'), { prepared: true }).then(
      () => null,
      (error: unknown) => error as { code?: string },
    );
    expect(failure?.code).toBe('22P02');
    expect(await readRows(database.prisma, read('41'), { prepared: true })).toEqual([{ number: 41 }]);
    expect((await prepared()).find((row) => row.statement === 'SELECT $1::int AS number')?.runs).toBe(1);
  });

  it(`prepares at most ${PREPARED_STATEMENT_LIMIT} texts in a process and sends the rest unnamed`, async () => {
    // The two texts above hold the first two names.
    const numbered = (rows: Prepared[]) => rows.filter((row) => /^SELECT \d+::int AS n$/.test(row.statement));
    for (let index = 0; index < PREPARED_STATEMENT_LIMIT; index += 1) {
      const [row] = await readRows<{ n: number }>(database.prisma, Prisma.sql`SELECT ${Prisma.raw(String(index))}::int AS n`, {
        prepared: true,
      });
      expect(row.n).toBe(index);
    }
    const kept = numbered(await prepared());
    expect(kept).toHaveLength(PREPARED_STATEMENT_LIMIT - 2);
    expect(kept.at(-1)).toEqual({
      name: `repour_${PREPARED_STATEMENT_LIMIT - 1}`,
      statement: `SELECT ${PREPARED_STATEMENT_LIMIT - 3}::int AS n`,
      runs: 1,
    });
    // A text named before the bound was reached keeps its name (prepared again on a connection that lacks it).
    expect(await readRows(database.prisma, Prisma.sql`SELECT ${3}::int * 2 AS doubled`, { prepared: true })).toEqual([{ doubled: 6 }]);
    expect((await prepared()).find((row) => row.statement === 'SELECT $1::int * 2 AS doubled')?.name).toBe('repour_0');
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
  // Opening a fresh embedded database takes seconds, more while CI runs the e2e suite beside it.
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
  }, 120_000);
});
