// Contract test of the legacy search endpoint (spec sections 3 and 7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestGateway, type TestGateway } from '../../gateway/testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

describe('@GET /api/search?q={query}', () => {
  it('OK @200: cocktails, ingredients, users and venues in the legacy shapes, and the total, without a token', async () => {
    const response = await gw.rest('GET', '/api/search?q=negr');
    expect(response.status).toBe(200);
    const { cocktails, ingredients, users, venues, total } = response.body;
    expect(Object.keys(response.body).sort()).toEqual(['cocktails', 'ingredients', 'total', 'users', 'venues']);
    expect(cocktails[0]).toEqual({
      id: expect.any(Number),
      name: 'Negroni',
      description: null,
      glassware: expect.any(String),
      garnish: expect.any(String),
      creator_display_name: 'Bar Assistant',
      rating: null,
    });
    expect(ingredients[0]).toEqual({
      id: expect.any(Number),
      name: 'Amaro Montenegro',
      category: 'liqueur',
      abv: 23,
      description: null,
      variant_count: 0,
    });
    expect(users).toEqual([]);
    expect(venues).toEqual([]);
    const counts = (await gw.graphql(`{ search(query: "negr") { totalCount } }`)).data!.search.totalCount;
    expect(total).toBe(counts);
    expect(total).toBeGreaterThanOrEqual(cocktails.length + ingredients.length);
  });

  it('OK @200: people and venues as the search screen shows them', async () => {
    const people = (await gw.rest('GET', '/api/search?q=admin')).body.users;
    expect(people[0]).toMatchObject({ id: expect.any(Number), display_name: 'Repour Admin', profile_type: 'admin', specialties: [] });
    const [venue] = (await gw.rest('GET', `/api/search?q=${encodeURIComponent('Paradiso')}`)).body.venues;
    expect(venue).toEqual({
      id: expect.any(Number),
      name: 'Paradiso',
      city: 'Barcelona',
      state: 'Catalonia',
      state_province: 'Catalonia',
      country: 'Spain',
      address: null,
      is_verified: false,
      website_url: 'https://paradiso.cat',
    });
  });

  it('OK @200: under 2 characters, or no q at all, finds nothing', async () => {
    for (const path of ['/api/search?q=n', '/api/search?q=%20%20', '/api/search']) {
      const response = await gw.rest('GET', path);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ cocktails: [], ingredients: [], users: [], venues: [], total: 0 });
    }
  });
});
