// Contract check of what reviews feed into the legacy API (issue 23, decision 45): the search result's
// rating and the barfly's Cocktail Journey (reviews, topRatedCocktails) on the profile.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestGateway, type TestGateway } from '../../gateway/testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

async function review(token: string, cocktailId: number, rating: number) {
  const { data } = await gw.graphql(
    `mutation($input: ReviewCocktailInput!) { reviewCocktail(input: $input) { __typename } }`,
    { input: { cocktailId: encodeGlobalID('Cocktail', cocktailId), rating } },
    { token },
  );
  expect(data!.reviewCocktail.__typename).toBe('ReviewCocktailPayload');
}

describe('reviews through the legacy API', () => {
  it("@GET /api/search: a cocktail's rating is the average of its reviews, null again once they are deleted", async () => {
    const cocktail = await gw.prisma.cocktail.create({ data: { name: 'Quillpeak Contract Sour', nameSearch: 'quillpeak contract sour' } });
    const [a, b] = [await gw.signedInMember(), await gw.signedInMember()];
    expect((await gw.rest('GET', '/api/search?q=quillpeak')).body.cocktails[0]).toMatchObject({ id: cocktail.id, rating: null });
    await review(a.token, cocktail.id, 5);
    await review(b.token, cocktail.id, 2);
    expect((await gw.rest('GET', '/api/search?q=quillpeak')).body.cocktails[0]).toMatchObject({ id: cocktail.id, rating: 3.5 });
    await gw.prisma.cocktailReview.deleteMany({ where: { cocktailId: cocktail.id } });
    expect((await gw.rest('GET', '/api/search?q=quillpeak')).body.cocktails[0]).toMatchObject({ id: cocktail.id, rating: null });
  });

  it("@GET /api/users/profile: the member's review count and their top-rated cocktails, best first", async () => {
    const { user, token } = await gw.signedInMember({ profileType: 'user' });
    const [low, high, good] = await Promise.all(
      ['Contract Low', 'Contract High', 'Contract Good'].map((name) => gw.prisma.cocktail.create({ data: { name, glassware: 'Coupe' } })),
    );
    await review(token, low.id, 1);
    await review(token, high.id, 5);
    await review(token, good.id, 4);
    const response = await gw.rest('GET', '/api/users/profile', { token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: user.id,
      reviews: 3,
      topRatedCocktails: [
        { id: high.id, name: 'Contract High', photo_url: null, glassware: 'Coupe' },
        { id: good.id, name: 'Contract Good', photo_url: null, glassware: 'Coupe' },
      ],
    });
    // Someone else reading the profile sees no journey.
    expect((await gw.rest('GET', `/api/users/${user.id}`)).body).toMatchObject({ reviews: null, topRatedCocktails: [] });
  });
});
