// The cursors the read path writes in SQL are the ones the JavaScript side writes for the same row
// (decision 0065): the Prisma plugin's (formatPrismaCursor) and the domain's time cursors
// (encodeTimeCursor), byte for byte, over generated ids, texts and times; and a page's arguments are
// refused, or left to the connection's own resolver, as the Prisma plugin's connection does.
import { PothosValidationError } from '@pothos/core';
import { formatPrismaCursor, parsePrismaCursor } from '@pothos/plugin-prisma';
import { offsetToCursor } from '@pothos/plugin-relay';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The Prisma plugin's own page arithmetic, which prismaPage follows (not exported from the package root).
import { prismaCursorConnectionQuery } from '../../node_modules/@pothos/plugin-prisma/esm/util/cursors.js';
import { readRows } from '../db/client';
import { encodeTimeCursor } from '../domain/keyset';
import { encodeOpenToWorkCursor } from '../domain/open-to-work';
import { encodePlaceCursor } from '../domain/weekly-top10';
import { openToWorkCursorSql } from '../schema/open-to-work';
import { placeCursorSql } from '../schema/weekly-top10';
import { ValidationError } from '../errors';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { NotInSql, offsetCursor, prismaIdCursor, prismaPage, prismaTextIdCursor, timeCursor, timeCursorKeys } from './cursors';
import type { RowRef } from './declarations';
import { modelOf } from './model';
import { join, raw, sql, type Sql } from './sql';
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

/** A row of `model` under the alias `r`, whose columns are the given values (a one-row sub-select). */
function row(model: string, values: Record<string, Sql>): { ref: RowRef; from: Sql } {
  const info = modelOf(gw.prisma, model);
  const columns = Object.entries(values).map(([field, value]) => sql`${value} AS ${raw(`"${info.columns[field]}"`)}`);
  return {
    ref: { alias: 'r', model: info, col: (field) => raw(`r."${info.columns[field]}"`) },
    from: sql`(SELECT ${join(columns, ', ')}) r`,
  };
}

/** The cursor SQL writes for the row. */
async function cursorOf(from: Sql, cursor: Sql): Promise<string | null> {
  const rows = await readRows<{ v: string | null }>(gw.prisma, sql`SELECT (${cursor})::text AS v FROM ${from}`);
  return rows[0].v;
}
const ids = fc.integer({ min: -2_147_483_648, max: 2_147_483_647 });
// Texts of any code units, and texts of what JSON and base64 treat specially, long ones past a base64 line.
const texts = fc
  .oneof(fc.string({ unit: 'binary', maxLength: 120 }), fc.string({ unit: fc.constantFrom(...TRICKY_TEXTS), maxLength: 60 }))
  .map((value) => value.replace(/\0/g, ''));

describe('offsetCursor', () => {
  it("writes Pothos's offset cursor (offsetToCursor) of any offset a ranked page reads", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -1, max: 1_000_000 }), async (offset) => {
        expect(await cursorOf(sql`(SELECT 1) r`, offsetCursor(sql`${offset}::int`))).toBe(offsetToCursor(offset));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

describe('prismaIdCursor', () => {
  it("writes the Prisma plugin's cursor of an Int id", async () => {
    await fc.assert(
      fc.asyncProperty(ids, async (id) => {
        const { ref, from } = row('CocktailReview', { id: sql`${id}::int` });
        expect(await cursorOf(from, prismaIdCursor(ref))).toBe(formatPrismaCursor({ id }, 'id'));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('writes the cursor of another Int field when named', async () => {
    const { ref, from } = row('Repour', { cocktailId: sql`${42}::int` });
    expect(await cursorOf(from, prismaIdCursor(ref, 'cocktailId'))).toBe(formatPrismaCursor({ cocktailId: 42 }, 'cocktailId'));
  });

  it('writes a cursor that prismaPage reads back as the id', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 2_147_483_647 }), async (id) => {
        const { ref, from } = row('CocktailReview', { id: sql`${id}::int` });
        const cursor = (await cursorOf(from, prismaIdCursor(ref)))!;
        expect(prismaPage({ after: cursor }, 10, 50).after).toEqual([id]);
      }),
      { seed: SEED, numRuns: Math.ceil(RUNS / 2) },
    );
  });
});

describe('prismaTextIdCursor', () => {
  it("writes the Prisma plugin's compound cursor of a text and an Int id, JSON escapes included", async () => {
    await fc.assert(
      fc.asyncProperty(texts, ids, async (nameSearch, id) => {
        const { ref, from } = row('Cocktail', { nameSearch: sql`${nameSearch}::text`, id: sql`${id}::int` });
        expect(await cursorOf(from, prismaTextIdCursor(ref, 'nameSearch'))).toBe(
          formatPrismaCursor({ nameSearch, id }, ['nameSearch', 'id']),
        );
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('writes a cursor that prismaPage reads back as the text and the id', async () => {
    await fc.assert(
      fc.asyncProperty(texts, fc.nat({ max: 2_147_483_647 }), async (nameSearch, id) => {
        const { ref, from } = row('Cocktail', { nameSearch: sql`${nameSearch}::text`, id: sql`${id}::int` });
        const cursor = (await cursorOf(from, prismaTextIdCursor(ref, 'nameSearch')))!;
        expect(prismaPage({ after: cursor }, 10, 50).after).toEqual([nameSearch, id]);
      }),
      { seed: SEED, numRuns: Math.ceil(RUNS / 2) },
    );
  });
});

describe('the cursors of the people search and the Weekly Top 10', () => {
  it("writes encodeOpenToWorkCursor's cursor of a row", async () => {
    const times = fc.date({ min: new Date('1900-01-01T00:00:00.000Z'), max: new Date('2200-12-31T23:59:59.999Z'), noInvalidDate: true });
    await fc.assert(
      fc.asyncProperty(fc.boolean(), times, fc.nat({ max: 2_147_483_647 }), async (hasVerifiedPosition, since, userId) => {
        const { ref, from } = row('OpenToWork', {
          hasVerifiedPosition: sql`${hasVerifiedPosition}::boolean`,
          since: sql`${since.toISOString()}::timestamp(3)`,
          userId: sql`${userId}::int`,
        });
        expect(await cursorOf(from, openToWorkCursorSql(ref))).toBe(encodeOpenToWorkCursor({ hasVerifiedPosition, since, userId }));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("writes encodePlaceCursor's cursor of each place", async () => {
    for (let rank = 1; rank <= 10; rank++) {
      const { ref, from } = row('WeeklyTop10Entry', { rank: sql`${rank}::smallint` });
      expect(await cursorOf(from, placeCursorSql(ref))).toBe(encodePlaceCursor(rank));
    }
  });
});

describe('timeCursor', () => {
  // The kinds the schema's connections use, and others of the same shape.
  const kinds = fc.oneof(fc.constantFrom('like', 'follow', 'repour', 'notification', 'gigi'), fc.stringMatching(/^[a-z]{1,12}$/));
  // timestamp(3) columns: millisecond times, before and after 1970.
  const times = fc.date({ min: new Date('1900-01-01T00:00:00.000Z'), max: new Date('2200-12-31T23:59:59.999Z'), noInvalidDate: true });

  it("writes encodeTimeCursor's cursor of a timestamp(3) and an id", async () => {
    await fc.assert(
      fc.asyncProperty(kinds, times, fc.nat({ max: 2_147_483_647 }), async (kind, createdAt, id) => {
        const cursor = timeCursor(kind, sql`${createdAt.toISOString()}::timestamp(3)`, sql`${id}::int`);
        expect(await cursorOf(sql`(SELECT 1) r`, cursor)).toBe(encodeTimeCursor(kind, { createdAt, id }));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("writes the cursor of a row's columns, as the like and follow connections do", async () => {
    const createdAt = new Date('2026-11-29T12:34:56.789Z');
    const { ref, from } = row('CocktailLike', { createdAt: sql`${createdAt.toISOString()}::timestamp(3)`, cocktailId: sql`${7}::int` });
    expect(await cursorOf(from, timeCursor('like', ref.col('createdAt'), ref.col('cocktailId')))).toBe(
      encodeTimeCursor('like', { createdAt, id: 7 }),
    );
  });

  it('writes a cursor that timeCursorKeys reads back as the time and the id', async () => {
    await fc.assert(
      fc.asyncProperty(
        times.filter((time) => time.getTime() >= 0),
        fc.nat({ max: 2_147_483_647 }),
        async (createdAt, id) => {
          const cursor = (await cursorOf(
            sql`(SELECT 1) r`,
            timeCursor('repour', sql`${createdAt.toISOString()}::timestamp(3)`, sql`${id}::int`),
          ))!;
          expect(timeCursorKeys('repour', cursor, 'bad cursor')).toEqual([createdAt.toISOString(), id]);
        },
      ),
      { seed: SEED, numRuns: Math.ceil(RUNS / 2) },
    );
  });

  it("refuses another kind's cursor with the connection's own message", () => {
    const cursor = encodeTimeCursor('like', { createdAt: new Date('2026-01-01T00:00:00.000Z'), id: 3 });
    expect(() => timeCursorKeys('follow', cursor, 'That cursor is not one of this list')).toThrow(ValidationError);
    expect(() => timeCursorKeys('follow', cursor, 'That cursor is not one of this list')).toThrow('That cursor is not one of this list');
  });
});

describe('prismaPage', () => {
  const DEFAULT = 10;
  const MAX = 50;

  it('reads first, at most the maximum, the default without it, and 0 as 0', () => {
    expect(prismaPage({}, DEFAULT, MAX)).toEqual({ size: DEFAULT, after: null });
    expect(prismaPage({ first: null, after: null }, DEFAULT, MAX)).toEqual({ size: DEFAULT, after: null });
    expect(prismaPage({ first: 3 }, DEFAULT, MAX)).toEqual({ size: 3, after: null });
    expect(prismaPage({ first: 0 }, DEFAULT, MAX)).toEqual({ size: 0, after: null });
    expect(prismaPage({ first: 500 }, DEFAULT, MAX)).toEqual({ size: MAX, after: null });
  });

  it('refuses a negative first or last with the Prisma plugin’s messages', () => {
    expect(() => prismaPage({ first: -1 }, DEFAULT, MAX)).toThrow(
      new PothosValidationError('Argument "first" must be a non-negative integer'),
    );
    expect(() => prismaPage({ last: -1 }, DEFAULT, MAX)).toThrow(
      new PothosValidationError('Argument "last" must be a non-negative integer'),
    );
  });

  it('refuses before and after together', () => {
    const cursor = formatPrismaCursor({ id: 1 }, 'id');
    expect(() => prismaPage({ before: cursor, after: cursor }, DEFAULT, MAX)).toThrow(
      new PothosValidationError('Arguments "before" and "after" are not supported at the same time'),
    );
  });

  it("leaves backwards pages (last, before) to the connection's own resolver", () => {
    const cursor = formatPrismaCursor({ id: 1 }, 'id');
    expect(() => prismaPage({ last: 2 }, DEFAULT, MAX)).toThrow(NotInSql);
    expect(() => prismaPage({ last: 0 }, DEFAULT, MAX)).toThrow(NotInSql);
    expect(() => prismaPage({ before: cursor }, DEFAULT, MAX)).toThrow(NotInSql);
    expect(() => prismaPage({ first: 2, before: cursor }, DEFAULT, MAX)).toThrow(NotInSql);
  });

  it.fails("leaves before with an empty after to the connection's resolver, which pages backwards from before", () => {
    // prismaPage tests `after != null`, the Prisma plugin `before && after`: with after "" the plugin
    // reads a backwards page before the cursor, and prismaPage refuses both arguments.
    const before = formatPrismaCursor({ id: 1 }, 'id');
    expect(
      prismaCursorConnectionQuery({
        args: { before, after: '' },
        ctx: {},
        defaultSize: DEFAULT,
        maxSize: MAX,
        parseCursor: (cursor: string) => ({ id: parsePrismaCursor(cursor) }),
      }).take,
    ).toBeLessThan(0);
    expect(() => prismaPage({ before, after: '' }, DEFAULT, MAX)).toThrow(NotInSql);
  });

  it("refuses a cursor that is not the Prisma plugin's", () => {
    for (const after of ['nope', encodeTimeCursor('like', { createdAt: new Date(0), id: 1 }), Buffer.from('XYZ:N:1').toString('base64')]) {
      expect(() => prismaPage({ after }, DEFAULT, MAX)).toThrow(PothosValidationError);
    }
  });

  it("answers generated arguments as the Prisma plugin's connection: the same page, the same refusal, or its resolver", () => {
    const cursors = fc.oneof(
      ids.map((id) => formatPrismaCursor({ id }, 'id')),
      fc.tuple(texts, ids).map(([nameSearch, id]) => formatPrismaCursor({ nameSearch, id }, ['nameSearch', 'id'])),
      // Non-empty: an empty before or after is read otherwise (above).
      fc.string({ minLength: 1, maxLength: 12 }),
    );
    const sizes = fc.option(fc.integer({ min: -3, max: 80 }), { nil: null });
    const args = fc.record(
      { first: sizes, last: sizes, after: fc.option(cursors, { nil: null }), before: fc.option(cursors, { nil: null }) },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(args, (pageArgs) => {
        let pothos: { take: number; skip: number; cursor?: Record<string, unknown> } | Error;
        try {
          pothos = prismaCursorConnectionQuery({
            args: pageArgs,
            ctx: {},
            defaultSize: DEFAULT,
            maxSize: MAX,
            parseCursor: (cursor: string) => ({ key: parsePrismaCursor(cursor) }),
          });
        } catch (error) {
          pothos = error as Error;
        }
        let page: ReturnType<typeof prismaPage> | Error;
        try {
          page = prismaPage(pageArgs, DEFAULT, MAX);
        } catch (error) {
          page = error as Error;
        }
        if (page instanceof NotInSql) {
          // The resolver answers: Pothos pages backwards, or refuses what it refuses.
          expect(pothos instanceof Error || pothos.take < 0).toBe(true);
        } else if (page instanceof Error) {
          expect(page).toBeInstanceOf(PothosValidationError);
          expect(pothos).toBeInstanceOf(PothosValidationError);
          expect(page.message).toBe((pothos as Error).message);
        } else {
          expect(pothos).not.toBeInstanceOf(Error);
          const query = pothos as { take: number; skip: number; cursor?: Record<string, unknown> };
          expect(page.size).toBe(query.take - 1);
          if (page.after === null) expect(query.cursor).toBeUndefined();
          else expect(page.after).toEqual(Array.isArray(query.cursor!.key) ? query.cursor!.key : [query.cursor!.key]);
        }
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
});
