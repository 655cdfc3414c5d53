// Cocktail.estimatedAbv and finalVolumeMl: the read path's SQL gives what common/abv.ts gives, for
// every seeded recipe, whichever way the request is answered (decision 0074).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateStrength, formatAbv, roundedStrength } from '../../common/abv';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { inWay, type Way } from '../testing/read-ways';

let gw: TestGateway;
let token: string;

beforeAll(async () => {
  gw = await setupTestGateway();
  token = (await gw.signedInMember()).token;
});
afterAll(() => gw.close());

const PAGE = `query Page($offset: Int) {
  cocktails(first: 100, offset: $offset) { edges { node { databaseId name method estimatedAbv finalVolumeMl } } }
}`;

interface Row {
  databaseId: number;
  name: string;
  method: string | null;
  estimatedAbv: number | null;
  finalVolumeMl: number | null;
}

async function everyCocktail(way: Way): Promise<Row[]> {
  return inWay(way, async () => {
    const rows: Row[] = [];
    for (let offset = 0; ; offset += 100) {
      const result = await gw.graphql<{ cocktails: { edges: Array<{ node: Row }> } }>(PAGE, { offset }, { token });
      expect(result.errors).toBeUndefined();
      const page = result.data!.cocktails.edges.map((edge) => edge.node);
      rows.push(...page);
      if (page.length < 100) return rows;
    }
  });
}

describe('a recipe’s estimated strength and volume', () => {
  it('every way of answering gives what common/abv.ts computes, for every seeded recipe', async () => {
    const stored = await gw.prisma.cocktail.findMany({
      select: {
        id: true,
        method: true,
        ingredients: { select: { amount: true, unit: true, ingredient: { select: { abv: true } } }, orderBy: { orderIndex: 'asc' } },
      },
    });
    const expected = new Map(
      stored.map((cocktail) => [
        cocktail.id,
        roundedStrength(
          estimateStrength(
            cocktail.ingredients.map((line) => ({ amount: line.amount, unit: line.unit, abv: line.ingredient.abv })),
            cocktail.method,
          ),
        ),
      ]),
    );
    const estimated = [...expected.values()].filter(Boolean).length;
    // Most seeded recipes have every strength and a method; a topped-up highball has no estimate.
    expect(estimated).toBeGreaterThan(stored.length / 2);
    expect(estimated).toBeLessThan(stored.length);
    for (const way of ['text', 'objects', 'prisma'] as const) {
      const rows = await everyCocktail(way);
      expect(rows.length).toBe(stored.length);
      for (const row of rows) {
        const want = expected.get(row.databaseId) ?? null;
        expect({ way, name: row.name, abv: row.estimatedAbv, ml: row.finalVolumeMl }).toEqual({
          way,
          name: row.name,
          abv: want?.abv ?? null,
          ml: want?.volumeMl ?? null,
        });
      }
    }
  });

  it('the seed’s Negroni (built, 30 ml each of gin, Campari and sweet vermouth) is 19.8% ABV and 126 ml as served', async () => {
    const result = await gw.graphql<{ cocktails: { edges: Array<{ node: Row }> } }>(
      `{ cocktails(first: 20, filter: { search: "Negroni" }) { edges { node { databaseId name method estimatedAbv finalVolumeMl } } } }`,
      {},
      { token },
    );
    const negroni = result.data!.cocktails.edges.map((edge) => edge.node).find((node) => node.name === 'Negroni')!;
    expect(negroni).toMatchObject({ method: 'Build', estimatedAbv: 19.8, finalVolumeMl: 126 });
  });

  it('rounds a strength on a half as the screen does: 10 ml of 40% and 30 ml of 17%, layered, is 22.7% both ways', async () => {
    // 22.749999999999996 exactly: a cast to numeric rounded it to 22.75 first, and the API said 22.8.
    const [gin, sherry] = await Promise.all(
      [40, 17].map((abv) => gw.prisma.ingredient.findFirstOrThrow({ where: { abv }, select: { name: true }, orderBy: { id: 'asc' } })),
    );
    const lines = [
      { amount: 10, unit: 'ml', ingredient: gin.name },
      { amount: 30, unit: 'ml', ingredient: sherry.name },
    ];
    const member = await gw.signedInMember();
    const made = await gw.graphql<any>(
      `mutation($input: CocktailInput!) { createCocktail(input: $input) { ... on CocktailPayload { cocktail { databaseId estimatedAbv } } } }`,
      { input: { name: 'Strength test halfway', method: 'layered', ingredients: lines } },
      { token: member.token },
    );
    const { databaseId, estimatedAbv } = made.data.createCocktail.cocktail;
    const screen = estimateStrength(
      lines.map((line, index) => ({ ...line, abv: [40, 17][index] })),
      'layered',
    )!;
    expect(formatAbv(screen.abv)).toBe('22.7% ABV');
    expect(estimatedAbv).toBe(22.7);
    const read = await gw.graphql<any>('query($id: Int!) { cocktail(databaseId: $id) { estimatedAbv } }', { id: databaseId }, { token });
    expect(read.data.cocktail.estimatedAbv).toBe(22.7);
  });

  it('a member’s recipe takes its method from its directions, and an unknown strength gives no estimate', async () => {
    const member = await gw.signedInMember();
    const create = `mutation($input: CocktailInput!) { createCocktail(input: $input) {
      ... on CocktailPayload { cocktail { method estimatedAbv finalVolumeMl } }
      ... on ValidationError { message }
    } }`;
    const made = await gw.graphql<any>(
      create,
      {
        input: {
          name: 'Strength test sour',
          directions: 'Shake with ice and strain.',
          ingredients: [
            { amount: 60, unit: 'ml', ingredient: 'Gin' },
            { amount: 30, unit: 'ml', ingredient: 'Lemon juice' },
          ],
        },
      },
      { token: member.token },
    );
    expect(made.data.createCocktail.cocktail.method).toBe('shaken');
    expect(made.data.createCocktail.cocktail.estimatedAbv).toBeGreaterThan(10);
    const unknown = await gw.graphql<any>(
      create,
      {
        input: {
          name: 'Strength test mystery',
          method: 'stirred',
          ingredients: [{ amount: 60, unit: 'ml', ingredient: 'House mystery tincture 41', category: 'other' }],
        },
      },
      { token: member.token },
    );
    expect(unknown.data.createCocktail.cocktail).toEqual({ method: 'stirred', estimatedAbv: null, finalVolumeMl: null });
    const refused = await gw.graphql<any>(
      create,
      { input: { name: 'Strength test thrown', method: 'thrown', ingredients: [{ amount: 60, unit: 'ml', ingredient: 'Gin' }] } },
      { token: member.token },
    );
    expect(refused.data.createCocktail.message).toBe('The method is shaken, stirred, built, blended, layered or none');
  });
});
