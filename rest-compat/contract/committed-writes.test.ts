// No write is answered as failed after it committed (issue 19): when a field of a mutation's result errors
// (after the mutation's resolver, and its transaction, returned), /api answers success from what committed.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestGateway, type TestGateway } from '../../gateway/testing/harness';
import { createRestCompat, WRITE_SAVED_UNREAD } from '../index';
import { yogaAnswering } from '../testing';

/** The test hook: an amount of 13.37 cannot be read back (as a row value that cannot be mapped). */
const UNREADABLE_AMOUNT = 13.37;
vi.mock('../../gateway/schema/finite', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../gateway/schema/finite')>();
  return {
    finiteOrNull: (value: number | null | undefined) => {
      if (value === UNREADABLE_AMOUNT) throw new Error('this amount cannot be read (test hook)');
      return original.finiteOrNull(value);
    },
  };
});

// The read path builds a payload's cocktail in SQL, where the hook above is not called: this file's
// writes are read back by the fields' own resolvers, as a selection the read path leaves to them is.
vi.mock('../../gateway/read/run', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../gateway/read/run')>();
  return { ...original, readEntry: (...args: Parameters<typeof original.readEntry>) => args[4]() };
});

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const body = (name: string) => ({
  name,
  visibility: 'public',
  is_mocktail: false,
  type_enum: 'other',
  glassware: 'Coupe',
  ingredients: [
    { amount: UNREADABLE_AMOUNT, unit: 'ml', ingredient: 'Lemon juice', order_index: 1 },
    { amount: 2, unit: 'oz', ingredient: 'Aperol', order_index: 2 },
  ],
});

describe('a write whose result cannot be fully read', () => {
  it('POST /api/cocktails answers 201 with what was read (the failing field null), and the row is written', async () => {
    const { token, user } = await gw.signedInMember();
    const response = await gw.rest('POST', '/api/cocktails', { token, body: body('Cw Committed Sour') });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ name: 'Cw Committed Sour' });
    const row = await gw.prisma.cocktail.findFirst({
      where: { name: 'Cw Committed Sour', creatorId: user.id },
      include: { ingredients: true },
    });
    expect(row?.ingredients.map((line) => line.amount).sort((a, b) => a! - b!)).toEqual([2, UNREADABLE_AMOUNT]);
    expect(response.body.id).toBe(row!.id);
  });

  it('GraphQL answers the payload with the error beneath it, so the client can tell the write happened', async () => {
    const { token } = await gw.signedInMember();
    const result = await gw.graphql(
      `mutation($input: CocktailInput!) { createCocktail(input: $input) { __typename ... on CocktailPayload { cocktail { databaseId ingredients { amount } } } } }`,
      {
        input: {
          name: 'Cw Committed Fizz',
          visibility: 'public',
          ingredients: [{ ingredient: 'Lemon juice', amount: UNREADABLE_AMOUNT, unit: 'ml' }],
        },
      },
      { token },
    );
    expect(result.data?.createCocktail.__typename).toBe('CocktailPayload');
    expect(result.data?.createCocktail.cocktail.ingredients).toEqual([{ amount: null }]);
    expect(result.errors?.map((error) => error.path)).toEqual([['createCocktail', 'cocktail', 'ingredients', 0, 'amount']]);
  });

  it('answers 200 "saved" when the error left no data at all (a non-null field of the payload), and logs it', async () => {
    // A Yoga that answers as one would when a non-null field of the payload failed: data null, the error beneath the mutation.
    const yoga = yogaAnswering(() =>
      Response.json({
        data: null,
        errors: [
          {
            message: 'Unexpected error.',
            path: ['createCocktail', 'cocktail', 'likesCount'],
            extensions: { code: 'INTERNAL_SERVER_ERROR' },
          },
        ],
      }),
    );
    const logged: unknown[] = [];
    const app = new Hono().route(
      '/api',
      createRestCompat({ yoga, serverContextOf: () => ({ clientAddress: '10.0.0.1' }), onUnexpectedError: (error) => logged.push(error) }),
    );
    const response = await app.request('/api/cocktails', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer x' },
      body: JSON.stringify(body('Cw Anything')),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: WRITE_SAVED_UNREAD });
    expect(logged).toHaveLength(1);

    // An error of the mutation itself (its path is the mutation's field) is still a failure: nothing committed.
    const failing = yogaAnswering(() =>
      Response.json({
        data: null,
        errors: [{ message: 'Unexpected error.', path: ['createCocktail'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      }),
    );
    const failingApp = new Hono().route(
      '/api',
      createRestCompat({ yoga: failing, serverContextOf: () => ({ clientAddress: '10.0.0.1' }) }),
    );
    const failed = await failingApp.request('/api/cocktails', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer x' },
      body: JSON.stringify(body('Cw Anything')),
    });
    expect(failed.status).toBe(500);
  });
});
