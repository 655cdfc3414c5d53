// The SQL twins of the JavaScript values the answers hold (decision 0065): each expression of sql.ts,
// evaluated by the test database as `SELECT (<expr>)::text`, writes byte for byte what its JavaScript
// counterpart writes for the same value (finiteOrNull, toISOString, isoDate, the relay plugin's global
// ids, Buffer's base64url, JSON.stringify). Values are generated (seeded, bounded runs): a failure prints
// its seed and the smallest value that shows it.
import { encodeGlobalID } from '@pothos/plugin-relay';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDate } from '../../common/gigs';
import { readRows } from '../db/client';
import { finiteOrNull } from '../schema/finite';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { arrayJson, base64url, empty, finite, globalId, isoDay, isoTime, join, objectJson, raw, sql, type Sql, Unsupported } from './sql';
import { TRICKY_TEXTS } from '../testing/tricky-texts';

let gw: TestGateway;
const SEED = 20261129;
const RUNS = Number(process.env.PROPERTY_RUNS ?? 60);

beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

/** The expression's value as the database writes it in text (null for SQL's NULL). */
async function evaluate(expression: Sql): Promise<string | null> {
  const rows = await readRows<{ v: string | null }>(gw.prisma, sql`SELECT (${expression})::text AS v`);
  return rows[0].v;
}

/** A text parameter (what a text column holds). */
const text = (value: string): Sql => sql`${value}::text`;

const texts = fc
  .oneof(fc.string({ unit: 'binary', maxLength: 80 }), fc.string({ unit: fc.constantFrom(...TRICKY_TEXTS), maxLength: 40 }))
  .map((value) => value.replace(/\0/g, ''));

describe('finite', () => {
  // Floats the answers carry: recipe amounts (two decimals, at most 10,000), ABVs, and doubles across the
  // range where JSON.stringify writes plain digits as PostgreSQL does (1e-4 up to 1e15).
  const floats = fc.oneof(
    fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100),
    fc.double({ min: 1e-4, max: 1e15 - 1, noNaN: true }),
    fc.double({ min: -(1e15 - 1), max: -1e-4, noNaN: true }),
    fc.constantFrom(0, -0, 0.1, 0.2 + 0.1, 1 / 3, 2 / 3, 0.25, 45.5, 100, 123456.789, Number.EPSILON * 1e12),
  );

  it('reads NaN and both infinities as null, as finiteOrNull does', async () => {
    for (const value of [NaN, Infinity, -Infinity]) {
      expect(finiteOrNull(value)).toBeNull();
      expect(await evaluate(finite(sql`${String(value)}::float8`))).toBeNull();
      expect(await evaluate(objectJson([['amount', finite(sql`${String(value)}::float8`)]], false))).toBe(
        JSON.stringify({ amount: finiteOrNull(value) }),
      );
    }
  });

  it('reads a null column as null', async () => {
    expect(await evaluate(finite(sql`NULL::float8`))).toBeNull();
    expect(await evaluate(objectJson([['amount', finite(sql`NULL::float8`)]], false))).toBe('{"amount":null}');
  });

  it('writes every other float in an answer as JSON.stringify writes finiteOrNull of it, -0 as 0', async () => {
    await fc.assert(
      fc.asyncProperty(floats, async (value) => {
        const json = await evaluate(objectJson([['amount', finite(sql`${String(value)}::float8`)]], false));
        expect(json).toBe(JSON.stringify({ amount: finiteOrNull(value) }));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

describe('isoTime', () => {
  it('writes a timestamp(3) as Date#toISOString writes the Date Prisma reads from it', async () => {
    const dates = fc.date({ min: new Date('0001-01-01T00:00:00.000Z'), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true });
    await fc.assert(
      fc.asyncProperty(dates, async (date) => {
        expect(await evaluate(isoTime(sql`${date.toISOString()}::timestamp(3)`))).toBe(date.toISOString());
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('writes the milliseconds of the first and last moment of a day, a leap day and the epoch', async () => {
    for (const iso of ['2026-11-29T00:00:00.000Z', '2026-11-29T23:59:59.999Z', '2024-02-29T12:00:00.001Z', '1970-01-01T00:00:00.000Z']) {
      expect(await evaluate(isoTime(sql`${iso}::timestamp(3)`))).toBe(new Date(iso).toISOString());
    }
  });

  it('reads a null column as null', async () => {
    expect(await evaluate(isoTime(sql`NULL::timestamp(3)`))).toBeNull();
  });
});

describe('isoDay', () => {
  it('writes a date column as isoDate writes the UTC midnight Prisma reads from it', async () => {
    const days = fc
      .date({ min: new Date('0001-01-01T00:00:00.000Z'), max: new Date('9999-12-31T00:00:00.000Z'), noInvalidDate: true })
      .map((date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())));
    await fc.assert(
      fc.asyncProperty(days, async (day) => {
        // The column as Prisma writes a Date into it (its UTC date), read back as a date.
        expect(await evaluate(isoDay(sql`${day.toISOString()}::timestamp(3)::date`))).toBe(isoDate(day));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

describe('globalId', () => {
  const typenames = fc.stringMatching(/^[_A-Za-z][_0-9A-Za-z]{0,62}$/);

  it("writes an Int id's global id as the relay plugin's encodeGlobalID", async () => {
    await fc.assert(
      fc.asyncProperty(typenames, fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }), async (typename, id) => {
        expect(await evaluate(globalId(typename, sql`${id}::int`))).toBe(encodeGlobalID(typename, id));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("writes a text id's global id as encodeGlobalID, long ones without PostgreSQL's line breaks", async () => {
    await fc.assert(
      fc.asyncProperty(typenames, texts, async (typename, id) => {
        expect(await evaluate(globalId(typename, text(id)))).toBe(encodeGlobalID(typename, id));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('refuses a typename that is not a GraphQL name, before it reaches the SQL text', () => {
    for (const typename of ["Bad'Name", 'Two words', '1Start', '', 'x'.repeat(64), 'Ünicode']) {
      expect(() => globalId(typename, sql`1`)).toThrow(Unsupported);
    }
  });
});

describe('base64url', () => {
  it("writes a text as Buffer's base64url: no padding, no line breaks, - and _ for + and /", async () => {
    await fc.assert(
      fc.asyncProperty(texts, async (value) => {
        expect(await evaluate(base64url(text(value)))).toBe(Buffer.from(value).toString('base64url'));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('writes the texts whose base64 holds + and / and =, and one past a base64 line', async () => {
    for (const value of ['', 'a', 'ab', '>>>', '???', '~~~', 'ÿ', 'x'.repeat(58), 'é'.repeat(100)]) {
      expect(await evaluate(base64url(text(value)))).toBe(Buffer.from(value).toString('base64url'));
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// objectJson and arrayJson: a generated value, written in SQL with them and in JavaScript with
// JSON.stringify, reads the same text.
// ---------------------------------------------------------------------------------------------------

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Scalar = 'text' | 'int' | 'boolean';

/** A generated answer value: objects keyed by GraphQL names, homogeneous lists (as a GraphQL list is). */
const keys = fc.stringMatching(/^[_A-Za-z][_0-9A-Za-z]{0,20}$/);
const scalarOf: Record<Scalar, fc.Arbitrary<Json>> = {
  text: texts,
  int: fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }),
  boolean: fc.boolean(),
};
const values = fc.letrec<{ value: Json; object: Json; list: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 3, withCrossShrink: true },
    scalarOf.text,
    scalarOf.int,
    scalarOf.boolean,
    fc.constant(null),
    tie('object'),
    tie('list'),
  ),
  object: fc
    .uniqueArray(fc.tuple(keys, tie('value')), { selector: ([key]) => key, maxLength: 5 })
    .map((members) => Object.fromEntries(members)),
  list: fc.oneof(
    ...(['text', 'int', 'boolean'] as const).map((kind) => fc.array(fc.option(scalarOf[kind], { nil: null }), { maxLength: 5 })),
    fc.array(tie('object'), { maxLength: 3 }),
  ),
}));

/** The SQL type of a list's items (json for objects and lists). */
function itemType(items: Json[]): string {
  const item = items.find((value) => value !== null);
  if (typeof item === 'string') return 'text';
  if (typeof item === 'number') return 'int';
  if (typeof item === 'boolean') return 'boolean';
  return 'json';
}

/** `value` written as the read path writes answers: objectJson for objects, arrayJson over rows for lists. */
function sqlOf(value: Json, type?: string): Sql {
  if (value === null) return sql`NULL::${raw(type ?? 'text')}`;
  if (typeof value === 'string') return sql`${value}::text`;
  if (typeof value === 'number') return sql`${value}::int`;
  if (typeof value === 'boolean') return sql`${value}::boolean`;
  if (Array.isArray(value)) {
    const cast = itemType(value);
    // One row per item, in a column of the items' type, ordered by position (a list's ORDER BY).
    const rows = value.length
      ? sql`(VALUES ${join(value.map((item, index) => sql`(${sqlOf(item, cast)}::${raw(cast)}, ${index}::int)`))}) x(v, n)`
      : sql`(SELECT NULL::${raw(cast)} AS v, 0 AS n WHERE false) x`;
    return sql`(SELECT ${arrayJson(sql`x.v`, sql`x.n`)} FROM ${rows})`;
  }
  return objectJson(
    Object.entries(value).map(([key, member]) => [key, sqlOf(member)]),
    false,
  );
}

describe('objectJson and arrayJson', () => {
  it('write generated objects and lists as JSON.stringify writes them', async () => {
    await fc.assert(
      fc.asyncProperty(values.object, async (value) => {
        expect(await evaluate(sqlOf(value))).toBe(JSON.stringify(value));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('put the marker first in a marked object, as the object graphql-js walks spells it', async () => {
    await fc.assert(
      fc.asyncProperty(values.object, async (value) => {
        const members = Object.entries(value as Record<string, Json>).map(([key, member]): [string, Sql] => [key, sqlOf(member)]);
        expect(await evaluate(objectJson(members, true))).toBe(JSON.stringify({ $built: true, ...(value as object) }));
      }),
      { seed: SEED, numRuns: Math.ceil(RUNS / 2) },
    );
  });

  it('write an object without members as {} and a list without rows as []', async () => {
    expect(await evaluate(objectJson([], false))).toBe('{}');
    expect(await evaluate(objectJson([], true))).toBe('{"$built":true}');
    expect(await evaluate(sqlOf([]))).toBe('[]');
  });

  it("leave out the rows arrayJson's filter refuses, and write [] when it refuses every one", async () => {
    const rows = sql`(VALUES (${'a'}::text, 1), (${'b'}::text, 2), (${'c'}::text, 3)) x(v, n)`;
    const filtered = (condition: Sql) => sql`(SELECT ${arrayJson(sql`x.v`, sql`x.n DESC`, sql`FILTER (WHERE ${condition})`)} FROM ${rows})`;
    expect(await evaluate(filtered(sql`x.v <> 'b'`))).toBe(JSON.stringify(['c', 'a']));
    expect(await evaluate(filtered(sql`false`))).toBe('[]');
    expect(await evaluate(sql`(SELECT ${arrayJson(sql`x.v`, sql`x.n`, empty)} FROM ${rows})`)).toBe('["a","b","c"]');
  });

  it('refuses a response key that is not a GraphQL name, before it reaches the SQL text', () => {
    for (const key of ['a"b', 'a b', '$built', '9lives', 'k'.repeat(64)]) {
      expect(() => objectJson([[key, sql`1`]], false)).toThrow(Unsupported);
    }
  });
});
