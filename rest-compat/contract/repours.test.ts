// The legacy API's repours_count (GET /api/cocktails/{id} and the list) and a profile's stats.totalRepours
// (GET /api/users/{id}, GET /api/users/profile) follow re-pours made in the app (decision 47).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestGateway, type TestGateway } from '../../gateway/testing/harness';

let gw: TestGateway;

beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const REPOUR = `mutation($input: RepourCocktailInput!) { repourCocktail(input: $input) { __typename } }`;
const UNREPOUR = `mutation($input: UnrepourCocktailInput!) { unrepourCocktail(input: $input) { __typename } }`;

async function setRepour(token: string, cocktailId: number, on: boolean) {
  const input = { cocktailId: Buffer.from(`Cocktail:${cocktailId}`).toString('base64'), ...(on ? { note: 'Pour one.' } : {}) };
  const result = await gw.graphql<any>(on ? REPOUR : UNREPOUR, { input }, { token });
  expect(Object.values(result.data!)[0]).toEqual({ __typename: on ? 'RepourCocktailPayload' : 'UnrepourCocktailPayload' });
}

describe("@GET /api/cocktails/{id} repours_count and the creator's stats.totalRepours", () => {
  it('OK @200: both move with each re-pour and undo of members, on the cocktail, the list and both profile reads', async () => {
    const name = `Rc Repoured Flip ${process.pid}`;
    const creator = await gw.signedInMember({ profileType: 'bartender' });
    const { id } = await gw.prisma.cocktail.create({ data: { name, nameSearch: name.toLowerCase(), creatorId: creator.user.id } });
    const members = [await gw.signedInMember(), await gw.signedInMember()];
    const figures = async () => {
      const cocktail = await gw.rest('GET', `/api/cocktails/${id}`);
      const publicProfile = await gw.rest('GET', `/api/users/${creator.user.id}`);
      const ownProfile = await gw.rest('GET', '/api/users/profile', { token: creator.token });
      for (const response of [cocktail, publicProfile, ownProfile]) expect(response.status).toBe(200);
      return {
        repours_count: (cocktail.body as { repours_count: number }).repours_count,
        public: (publicProfile.body as { stats: { totalRepours: number } }).stats.totalRepours,
        own: (ownProfile.body as { stats: { totalRepours: number } }).stats.totalRepours,
      };
    };
    expect(await figures()).toEqual({ repours_count: 0, public: 0, own: 0 });
    for (const { token } of members) await setRepour(token, id, true);
    // Re-pouring again (a new note) counts once.
    await setRepour(members[0].token, id, true);
    expect(await figures()).toEqual({ repours_count: 2, public: 2, own: 2 });
    const list = await gw.rest('GET', `/api/cocktails?creator_id=${creator.user.id}`);
    expect(list.status).toBe(200);
    const listed = (list.body as { cocktails: Array<{ id: number; repours_count: number }> }).cocktails.find((c) => c.id === id);
    expect(listed?.repours_count).toBe(2);
    await setRepour(members[0].token, id, false);
    expect(await figures()).toEqual({ repours_count: 1, public: 1, own: 1 });
  });
});
