// Contract tests of the create form's look-ups: GET /api/garnishes, /api/ingredients, /api/venues, /api/brands,
// and POST /api/ingredients (spec sections 3 and 7). Reads go without a token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestGateway, type TestGateway } from '../../gateway/testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
  await gw.prisma.garnish.createMany({ data: ['Lk Orange Twist', 'Lk Orchid'].map((name) => ({ name, nameSearch: name.toLowerCase() })) });
});
afterAll(async () => {
  await gw?.close();
});

const venueShape = {
  id: expect.any(Number),
  name: expect.any(String),
  city: expect.toBeOneOf([expect.any(String), null]),
  state: expect.toBeOneOf([expect.any(String), null]),
  state_province: expect.toBeOneOf([expect.any(String), null]),
  country: expect.toBeOneOf([expect.any(String), null]),
  address: expect.toBeOneOf([expect.any(String), null]),
  is_verified: expect.any(Boolean),
  website_url: expect.toBeOneOf([expect.any(String), null]),
};

describe('@GET /api/garnishes', () => {
  it('OK @200: an array of {name} from one typed character', async () => {
    const response = await gw.rest('GET', '/api/garnishes?search=lk%20or');
    expect(response).toMatchObject({ status: 200, body: [{ name: 'Lk Orchid' }, { name: 'Lk Orange Twist' }] });
    expect((await gw.rest('GET', '/api/garnishes?search=')).body).toEqual([]);
    expect((await gw.rest('GET', '/api/garnishes')).body).toEqual([]);
  });
});

describe('@GET /api/ingredients', () => {
  it('OK @200: an array of {name} from two typed characters', async () => {
    const response = await gw.rest('GET', '/api/ingredients?search=aper');
    expect(response.status).toBe(200);
    expect(response.body).toContainEqual({ name: 'Aperol' });
    for (const item of response.body) expect(item).toEqual({ name: expect.any(String) });
    expect((await gw.rest('GET', '/api/ingredients?search=a')).body).toEqual([]);
  });
});

describe('@POST /api/ingredients', () => {
  it('OK @201: the new ingredient, which suggestions then offer', async () => {
    const { token } = await gw.signedInMember();
    const response = await gw.rest('POST', '/api/ingredients', {
      token,
      body: { name: 'Lk Smoked Salt Tincture', category: 'other', description: 'Ten drops' },
    });
    expect(response).toMatchObject({
      status: 201,
      body: { id: expect.any(Number), name: 'Lk Smoked Salt Tincture', category: 'other', description: 'Ten drops', abv: null },
    });
    expect((await gw.rest('GET', '/api/ingredients?search=smoked%20salt')).body).toContainEqual({ name: 'Lk Smoked Salt Tincture' });
  });

  it('KO @400: a name already known, a category that is not one, a missing field', async () => {
    const { token } = await gw.signedInMember();
    expect(await gw.rest('POST', '/api/ingredients', { token, body: { name: 'aperol', category: 'liqueur' } })).toMatchObject({
      status: 400,
      body: { error: 'That ingredient is already in the database', field: 'name' },
    });
    expect((await gw.rest('POST', '/api/ingredients', { token, body: { name: 'Lk Thing', category: 'potion' } })).body).toMatchObject({
      field: 'category',
    });
    expect(await gw.rest('POST', '/api/ingredients', { token, body: { name: 'Lk Thing' } })).toMatchObject({
      status: 400,
      body: { error: 'category is required', field: 'category' },
    });
  });

  it('KO @401: without a token', async () => {
    expect(await gw.rest('POST', '/api/ingredients', { body: { name: 'Lk Anonymous', category: 'other' } })).toMatchObject({
      status: 401,
      body: { error: 'You need to sign in to do that.' },
    });
  });
});

describe('@GET /api/venues', () => {
  it('OK @200: {venues} by name with pagination; ?search= the suggestions', async () => {
    const response = await gw.rest('GET', '/api/venues');
    expect(response.status).toBe(200);
    expect(response.body.venues.length).toBeGreaterThan(5);
    for (const venue of response.body.venues) expect(venue).toEqual(venueShape);
    expect(response.body.pagination).toEqual({ total: response.body.venues.length, page: 1, pages: 1 });
    const names = response.body.venues.map((venue: { name: string }) => venue.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const second = await gw.rest('GET', '/api/venues?page=2&limit=2');
    expect(second.body.venues.map((venue: { name: string }) => venue.name)).toEqual(names.slice(2, 4));
    const found = await gw.rest('GET', '/api/venues?search=attab');
    expect(found.body).toEqual({
      venues: [
        {
          ...venueShape,
          name: 'Attaboy',
          city: 'New York',
          state: 'NY',
          state_province: 'NY',
          country: 'USA',
          website_url: 'https://attaboy.us',
        },
      ],
    });
    expect((await gw.rest('GET', '/api/venues?search=a')).body).toEqual({ venues: [] });
  });

  it('KO @400: a page that is not a number', async () => {
    expect(await gw.rest('GET', '/api/venues?page=first')).toMatchObject({
      status: 400,
      body: { error: 'page must be a whole number', field: 'page' },
    });
  });
});

describe('@GET /api/brands', () => {
  it('OK @200: {brands} by name; ?search= narrows them', async () => {
    const response = await gw.rest('GET', '/api/brands');
    expect(response.status).toBe(200);
    expect(response.body.brands.length).toBeGreaterThan(10);
    for (const brand of response.body.brands)
      expect(brand).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        website_url: expect.toBeOneOf([expect.any(String), null]),
      });
    const campari = await gw.rest('GET', '/api/brands?search=campa');
    expect(campari.body.brands.map((brand: { name: string }) => brand.name)).toContain('Campari');
  });
});
