// Contract tests of the legacy cocktail reads: GET /api/cocktails (list, feed, count) and GET /api/cocktails/{id}
// (spec sections 3 and 7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSearchText } from '../../common/search-text';
import { setupTestGateway, type TestGateway } from '../../gateway/testing/harness';

let gw: TestGateway;
let creator: { id: number; username: string };
let creatorToken: string;
let detailId: number;
let privateId: number;

beforeAll(async () => {
  gw = await setupTestGateway();
  const member = await gw.signedInMember({ profileType: 'bartender' });
  creator = member.user;
  creatorToken = member.token;
  const [gin, vermouth, soda] = await Promise.all(
    ['Rc Gin', 'Rc Vermouth', 'Rc Soda'].map((name) =>
      gw.prisma.ingredient.create({ data: { name, nameSearch: toSearchText(name), category: 'spirit' } }),
    ),
  );
  const venue = await gw.prisma.venue.create({
    data: { name: 'Rc Bar', searchText: 'rc bar', city: 'Turin', state: 'Piedmont', country: 'Italy' },
  });
  const detail = await gw.prisma.cocktail.create({
    data: {
      name: 'Rc Detail Spritz',
      nameSearch: toSearchText('Rc Detail Spritz'),
      description: 'Bitter and bright',
      directions: 'Build over ice.',
      glassware: 'Wine',
      garnish: 'Orange slice',
      notes: 'Use fresh soda.',
      classicEra: 'Classic',
      categories: ['Classic', 'Refreshing'],
      type: 'other',
      likesCount: 3,
      repoursCount: 2,
      originalCreatorName: 'Rita Spritz',
      sourceUrl: 'https://example.com/spritz',
      year: 1919,
      venueId: venue.id,
      creatorId: creator.id,
      ingredients: {
        create: [
          { ingredientId: gin.id, amount: 60, unit: 'ml', brand: 'Rc Brand', orderIndex: 1 },
          { ingredientId: vermouth.id, amount: 1.5, unit: 'oz', orderIndex: 2 },
          { ingredientId: soda.id, amount: null, unit: 'Top with', orderIndex: 3 },
        ],
      },
    },
  });
  detailId = detail.id;
  const hidden = await gw.prisma.cocktail.create({
    data: { name: 'Rc Private Sour', nameSearch: toSearchText('Rc Private Sour'), creatorId: creator.id, visibility: 'private' },
  });
  privateId = hidden.id;
});
afterAll(async () => {
  await gw?.close();
});

const cocktailShape = {
  id: expect.any(Number),
  name: expect.any(String),
  description: expect.toBeOneOf([expect.any(String), null]),
  directions: expect.toBeOneOf([expect.any(String), null]),
  instructions: expect.toBeOneOf([expect.any(String), null]),
  glassware: expect.any(String),
  garnish: expect.toBeOneOf([expect.any(String), null]),
  notes: expect.toBeOneOf([expect.any(String), null]),
  classic_era: expect.toBeOneOf([expect.any(String), null]),
  is_mocktail: expect.any(Boolean),
  photo_url: expect.toBeOneOf([expect.any(String), null]),
  creator_id: expect.toBeOneOf([expect.any(Number), null]),
  creator_username: expect.toBeOneOf([expect.any(String), null]),
  visibility: expect.toBeOneOf(['public', 'private']),
  type_enum: expect.toBeOneOf(['my_own', 'other']),
  categories: expect.any(Array),
  likes_count: expect.any(Number),
  repours_count: expect.any(Number),
  original_creator_name: expect.toBeOneOf([expect.any(String), null]),
  original_creator: expect.toBeOneOf([expect.any(String), null]),
  source_link: expect.toBeOneOf([expect.any(String), null]),
  year: expect.toBeOneOf([expect.any(Number), null]),
  venue: expect.toBeOneOf([expect.any(String), null]),
  year_venue: null,
  attribution: expect.objectContaining({ originalCreator: expect.toBeOneOf([expect.any(String), null]) }),
  created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
};

describe('@GET /api/cocktails', () => {
  it('OK @200: {cocktails, pagination{total, page, pages}}, alphabetical, every field of section 3', async () => {
    const response = await gw.rest('GET', '/api/cocktails?page=1&limit=100&sort=alpha');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['cocktails', 'pagination']);
    const { cocktails, pagination } = response.body;
    expect(cocktails).toHaveLength(100);
    expect(pagination).toEqual({ total: expect.any(Number), page: 1, pages: Math.ceil(pagination.total / 100) });
    expect(pagination.total).toBeGreaterThan(300);
    for (const cocktail of cocktails) expect(cocktail).toEqual(cocktailShape);
    const names = cocktails.map((cocktail: { name: string }) => toSearchText(cocktail.name));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('OK @200: page n is the n-th slice of the same order, in one GraphQL operation', async () => {
    const first40 = (await gw.rest('GET', '/api/cocktails?page=1&limit=40&sort=alpha')).body.cocktails.map((c: { id: number }) => c.id);
    const { result, statements } = await gw.recordQueries(() => gw.rest('GET', '/api/cocktails?page=3&limit=10&sort=alpha'));
    expect(result.status).toBe(200);
    expect(result.body.cocktails.map((c: { id: number }) => c.id)).toEqual(first40.slice(20, 30));
    expect(result.body.pagination).toMatchObject({ page: 3, pages: Math.ceil(result.body.pagination.total / 10) });
    // The viewer lookup is skipped without a token: the page and its count, whatever the page number.
    expect(statements.length).toBeLessThanOrEqual(4);
  });

  it('OK @200: the last page and beyond', async () => {
    const { pagination } = (await gw.rest('GET', '/api/cocktails?limit=100&sort=alpha')).body;
    const last = await gw.rest('GET', `/api/cocktails?page=${pagination.pages}&limit=100&sort=alpha`);
    expect(last.body.cocktails).toHaveLength(pagination.total - (pagination.pages - 1) * 100);
    const beyond = await gw.rest('GET', `/api/cocktails?page=${pagination.pages + 1}&limit=100&sort=alpha`);
    expect(beyond).toMatchObject({
      status: 200,
      body: { cocktails: [], pagination: { page: pagination.pages + 1, pages: pagination.pages } },
    });
  });

  it('OK @200: the feed load, limit=20 with the recipe lines', async () => {
    const response = await gw.rest('GET', '/api/cocktails?limit=20&include_ingredients=true');
    expect(response.status).toBe(200);
    expect(response.body.cocktails).toHaveLength(20);
    for (const cocktail of response.body.cocktails) {
      expect(cocktail.ingredients.length).toBeGreaterThan(0);
      expect(cocktail.ingredients.map((line: { order_index: number }) => line.order_index)).toEqual(
        cocktail.ingredients.map((_: unknown, index: number) => index + 1),
      );
    }
    const without = await gw.rest('GET', '/api/cocktails?limit=20');
    expect(without.body.cocktails[0]).not.toHaveProperty('ingredients');
  });

  it('OK @200: a limit above 100 serves 100', async () => {
    const response = await gw.rest('GET', '/api/cocktails?page=1&limit=500&sort=alpha');
    expect(response.body.cocktails).toHaveLength(100);
    expect(response.body.pagination.pages).toBe(Math.ceil(response.body.pagination.total / 100));
  });

  it('OK @200: creator_id filters, and limit=1 gives the count as total', async () => {
    const response = await gw.rest('GET', `/api/cocktails?creator_id=${creator.id}&limit=1`);
    expect(response.status).toBe(200);
    expect(response.body.pagination).toEqual({ total: 1, page: 1, pages: 1 });
    expect(response.body.cocktails.map((c: { name: string }) => c.name)).toEqual(['Rc Detail Spritz']);
    // The creator also sees their private cocktail.
    const own = await gw.rest('GET', `/api/cocktails?creator_id=${creator.id}&limit=1`, { token: creatorToken });
    expect(own.body.pagination.total).toBe(2);
    expect((await gw.rest('GET', '/api/cocktails?creator_id=99999999&limit=1')).body).toEqual({
      cocktails: [],
      pagination: { total: 0, page: 1, pages: 0 },
    });
  });

  it('KO @400: bad page, limit, sort, creator_id or include_ingredients, naming the parameter', async () => {
    const cases: Array<[string, string, string]> = [
      ['page=0', 'page must be at least 1', 'page'],
      ['page=two', 'page must be a whole number', 'page'],
      ['limit=0', 'limit must be at least 1', 'limit'],
      ['limit=-5', 'limit must be at least 1', 'limit'],
      ['sort=newest', 'sort must be one of: alpha', 'sort'],
      ['creator_id=abc', 'creator_id must be a whole number', 'creator_id'],
      ['include_ingredients=maybe', 'include_ingredients must be true or false', 'include_ingredients'],
    ];
    for (const [query, error, field] of cases) {
      expect(await gw.rest('GET', `/api/cocktails?${query}`), query).toMatchObject({ status: 400, body: { error, field } });
    }
  });
});

describe('@GET /api/cocktails/{id}', () => {
  it('OK @200: the cocktail with its lines, attribution and venue', async () => {
    const response = await gw.rest('GET', `/api/cocktails/${detailId}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...cocktailShape,
      id: detailId,
      name: 'Rc Detail Spritz',
      description: 'Bitter and bright',
      directions: 'Build over ice.',
      instructions: 'Build over ice.',
      glassware: 'Wine',
      garnish: 'Orange slice',
      notes: 'Use fresh soda.',
      classic_era: 'Classic',
      is_mocktail: false,
      photo_url: null,
      creator_id: creator.id,
      creator_username: creator.username,
      visibility: 'public',
      type_enum: 'other',
      categories: ['Classic', 'Refreshing'],
      likes_count: 3,
      repours_count: 2,
      original_creator_name: 'Rita Spritz',
      original_creator: 'Rita Spritz',
      source_link: 'https://example.com/spritz',
      year: 1919,
      venue: 'Rc Bar',
      year_venue: null,
      attribution: {
        iAmCreator: false,
        originalCreator: 'Rita Spritz',
        sourceUrl: 'https://example.com/spritz',
        year: 1919,
        venue: { name: 'Rc Bar', city: 'Turin', state: 'Piedmont', country: 'Italy' },
      },
      ingredients: [
        {
          ingredient: 'Rc Gin',
          name: 'Rc Gin',
          ingredient_name: 'Rc Gin',
          amount: 60,
          amountOz: 2.03,
          unit: 'ml',
          brand: 'Rc Brand',
          note: null,
          optional: false,
          order_index: 1,
        },
        {
          ingredient: 'Rc Vermouth',
          name: 'Rc Vermouth',
          ingredient_name: 'Rc Vermouth',
          amount: 1.5,
          amountOz: 1.5,
          unit: 'oz',
          brand: null,
          note: null,
          optional: false,
          order_index: 2,
        },
        {
          ingredient: 'Rc Soda',
          name: 'Rc Soda',
          ingredient_name: 'Rc Soda',
          amount: null,
          amountOz: null,
          unit: 'Top with',
          brand: null,
          note: null,
          optional: false,
          order_index: 3,
        },
      ],
    });
  });

  it('OK @200: a private cocktail, for its creator', async () => {
    const response = await gw.rest('GET', `/api/cocktails/${privateId}`, { token: creatorToken });
    expect(response).toMatchObject({
      status: 200,
      body: { id: privateId, visibility: 'private', attribution: { venue: null }, venue: null, ingredients: [] },
    });
  });

  it('KO @404: an unknown id, a private cocktail of someone else, an id that is not a number', async () => {
    expect(await gw.rest('GET', '/api/cocktails/99999999')).toMatchObject({ status: 404, body: { error: 'Cocktail not found' } });
    expect(await gw.rest('GET', `/api/cocktails/${privateId}`)).toMatchObject({ status: 404, body: { error: 'Cocktail not found' } });
    const { token } = await gw.signedInMember();
    expect(await gw.rest('GET', `/api/cocktails/${privateId}`, { token })).toMatchObject({
      status: 404,
      body: { error: 'Cocktail not found' },
    });
    expect(await gw.rest('GET', '/api/cocktails/negroni')).toMatchObject({ status: 404, body: { error: 'Cocktail not found' } });
  });
});
