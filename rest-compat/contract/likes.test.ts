// The legacy API's likes_count follows likes made in the app (GET /api/cocktails/{id} and the list).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestGateway, type TestGateway } from '../../gateway/testing/harness';

let gw: TestGateway;

beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const SET_LIKE = (mutation: 'likeCocktail' | 'unlikeCocktail', input: string) => `mutation($input: ${input}!) {
  ${mutation}(input: $input) { __typename }
}`;

describe('@GET /api/cocktails/{id} likes_count', () => {
  it('OK @200: likes_count moves with each like and unlike of members', async () => {
    const name = `Rc Liked Fizz ${process.pid}`;
    const creator = await gw.signedInMember();
    const { id } = await gw.prisma.cocktail.create({ data: { name, nameSearch: name.toLowerCase(), creatorId: creator.user.id } });
    const cocktailId = Buffer.from(`Cocktail:${id}`).toString('base64');
    const members = [await gw.signedInMember(), await gw.signedInMember()];
    const countNow = async () => {
      const response = await gw.rest('GET', `/api/cocktails/${id}`);
      expect(response.status).toBe(200);
      return (response.body as { likes_count: number }).likes_count;
    };
    expect(await countNow()).toBe(0);
    for (const { token } of members) {
      const result = await gw.graphql<any>(SET_LIKE('likeCocktail', 'LikeCocktailInput'), { input: { cocktailId } }, { token });
      expect(result.data!.likeCocktail.__typename).toBe('LikeCocktailPayload');
    }
    expect(await countNow()).toBe(2);
    const list = await gw.rest('GET', `/api/cocktails?creator_id=${creator.user.id}`);
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain(`"id":${id},`);
    expect(JSON.stringify(list.body)).toContain('"likes_count":2');
    await gw.graphql(SET_LIKE('unlikeCocktail', 'UnlikeCocktailInput'), { input: { cocktailId } }, { token: members[0].token });
    expect(await countNow()).toBe(1);
  });
});
