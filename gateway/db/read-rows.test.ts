// readRows (decisions 0057, 0065): the read path's statements go to a pg pool of its own on PostgreSQL,
// without Prisma's raw-query layer, and through `$queryRaw` on the embedded database; either way their statements
// are reported to onQuery's listeners (the statement counts rely on it), and a PostgreSQL that is gone
// fails them as unavailable (503), as it fails Prisma's own statements.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Prisma } from '../generated/prisma/client';
import { createDatabase, dropDatabase } from '../testing/postgres';
import { freePort } from '../testing/process';
import { type Database, openDatabase, PREPARED_STATEMENT_LIMIT, READ_PATH_SETTINGS, readRows, recordQueries } from './client';
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

  it("reads through the read path's own pool, never Prisma's raw-query layer, and reports each statement", async () => {
    const database = opened();
    const raw = vi.spyOn(database.prisma, '$queryRaw');
    const query = (text: string) => Prisma.sql`SELECT ${text}::text AS value, ${7}::int AS number`;
    expect(await readRows(database.prisma, query('first'))).toEqual([{ value: 'first', number: 7 }]);
    const { result, statements } = await recordQueries(() => readRows(database.prisma, query('second')));
    expect(result).toEqual([{ value: 'second', number: 7 }]);
    expect(statements).toEqual(['SELECT $1::text AS value, $2::int AS number']);
    expect(raw).not.toHaveBeenCalled();
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

  beforeAll(() => {
    database = opened();
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

  it("keeps one plan for each prepared read from its first run (READ_PATH_SETTINGS); Prisma's connections choose as usual", async () => {
    const setting = Prisma.sql`SELECT current_setting('plan_cache_mode') AS mode`;
    expect(await readRows(database.prisma, setting)).toEqual([{ mode: READ_PATH_SETTINGS.plan_cache_mode }]);
    expect(await database.prisma.$queryRaw(setting)).toEqual([{ mode: 'auto' }]);
    // A pattern PostgreSQL cannot see when planning: left to choose, it plans such a read anew on every run.
    const read = (pattern: string) => Prisma.sql`SELECT count(*)::int AS n FROM pg_class WHERE relname LIKE ${pattern}`;
    for (const pattern of ['pg_%', '%index%', 'x']) await readRows(database.prisma, read(pattern), { prepared: true });
    const [plans] = await readRows<{ generic: number; custom: number }>(
      database.prisma,
      Prisma.sql`SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE statement LIKE '%relname LIKE%'`,
    );
    expect(plans).toEqual({ generic: 3, custom: 0 });
  });
  it(`keeps the ${PREPARED_STATEMENT_LIMIT} texts used last prepared: one let go is deallocated, and runs again under a new name`, async () => {
    const numbered = (index: number) => Prisma.sql`SELECT ${Prisma.raw(String(index))}::int AS n`;
    const run = async (index: number) => {
      const [row] = await readRows<{ n: number }>(database.prisma, numbered(index), { prepared: true });
      expect(row.n).toBe(index);
    };
    const nameOf = (rows: Prepared[], index: number) => rows.find((row) => row.statement === `SELECT ${index}::int AS n`)?.name;
    // The texts above, then as many new ones as the bound: the texts above are the least recently used.
    for (let index = 0; index < PREPARED_STATEMENT_LIMIT; index += 1) await run(index);
    let kept = await prepared();
    expect(kept).toHaveLength(PREPARED_STATEMENT_LIMIT);
    expect(kept.filter((row) => !/^SELECT \d+::int AS n$/.test(row.statement))).toEqual([]);

    // Used again, the first numbered text is the most recent: the next new text lets the second go instead.
    const first = nameOf(kept, 0);
    await run(0);
    await run(PREPARED_STATEMENT_LIMIT);
    kept = await prepared();
    expect(kept).toHaveLength(PREPARED_STATEMENT_LIMIT);
    expect(nameOf(kept, 0)).toBe(first);
    expect(nameOf(kept, 1)).toBeUndefined();

    // The text let go runs as before, prepared again under a name never used for another text.
    const names = new Set(kept.map((row) => row.name));
    await run(1);
    kept = await prepared();
    expect(kept).toHaveLength(PREPARED_STATEMENT_LIMIT);
    expect(names.has(nameOf(kept, 1)!)).toBe(false);
    expect(kept.find((row) => row.statement === 'SELECT 1::int AS n')?.runs).toBe(1);
    // And so does one of the first texts, let go long ago.
    expect(await readRows(database.prisma, Prisma.sql`SELECT ${3}::int * 2 AS doubled`, { prepared: true })).toEqual([{ doubled: 6 }]);
  });
});

describe.skipIf(!baseUrl)('sessions on a server that compiles with JIT', () => {
  const opened = ownDatabase(`repour_no_jit_${process.pid}`, 1);

  it("run without it, on Prisma's connections and the read path's: a generic plan's estimate no longer buys a compile on every run", async () => {
    const database = opened();
    const jit = Prisma.sql`SELECT current_setting('jit') AS jit`;
    expect(await database.prisma.$queryRaw(jit)).toEqual([{ jit: 'off' }]);
    expect(await readRows(database.prisma, jit, { prepared: true })).toEqual([{ jit: 'off' }]);
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

describe.skipIf(!baseUrl)('sessions on a server of another time zone', () => {
  const name = `repour_time_zone_${process.pid}`;
  let database: Database;
  beforeAll(async () => {
    await dropDatabase(baseUrl!, name);
    await createDatabase(baseUrl!, name);
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    const admin = await openDatabase({ databaseUrl: url.toString(), migrate: false, poolSize: 1 });
    await admin.prisma.$executeRawUnsafe(`ALTER DATABASE "${name}" SET timezone = 'America/New_York'`);
    await admin.close();
    database = await openDatabase({ databaseUrl: url.toString(), migrate: false, poolSize: 2 });
  });
  afterAll(async () => {
    await database?.close();
    await dropDatabase(baseUrl!, name);
  });

  it('run in UTC, so a column default of CURRENT_TIMESTAMP is the UTC the app compares it with', async () => {
    const zone = Prisma.sql`SELECT current_setting('TimeZone') AS zone, (CURRENT_TIMESTAMP::timestamp = (now() AT TIME ZONE 'UTC')) AS same`;
    expect(await database.prisma.$queryRaw(zone)).toEqual([{ zone: 'UTC', same: true }]);
    expect(await readRows(database.prisma, zone)).toEqual([{ zone: 'UTC', same: true }]);
  });
});
