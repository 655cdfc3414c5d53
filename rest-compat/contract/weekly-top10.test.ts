// The legacy API's stats.weeklyTop10Appearances (spec section 7) is the member's Weekly Top 10 Hits: the
// closed weeks in which one of their cocktails was in the Weekly Top 10 (decision 0049), on GET
// /api/users/profile and GET /api/users/{id}, the same number GraphQL's User.weeklyTop10Hits gives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshWeeklyTop10 } from '../../gateway/domain/weekly-top10';
import { setupTestGateway, type TestGateway } from '../../gateway/testing/harness';

let gw: TestGateway;

beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

describe('stats.weeklyTop10Appearances', () => {
  it('OK @200: counts each week one of the member’s cocktails made the Weekly Top 10, on both profile endpoints', async () => {
    const { user, token } = await gw.signedInMember({ profileType: 'bartender' });
    const fan = await gw.createMember();
    const names = ['Rc Top Sour', 'Rc Top Fizz'];
    const [sour, fizz] = await Promise.all(
      names.map((name) => gw.prisma.cocktail.create({ data: { name, nameSearch: name.toLowerCase(), creatorId: user.id } })),
    );
    const appearances = async () => {
      const own = await gw.rest('GET', '/api/users/profile', { token });
      const open = await gw.rest('GET', `/api/users/${user.id}`);
      expect([own.status, open.status]).toEqual([200, 200]);
      expect(open.body.stats.weeklyTop10Appearances).toBe(own.body.stats.weeklyTop10Appearances);
      const graphql = await gw.graphql<any>('query($id: Int!) { user(databaseId: $id) { weeklyTop10Hits } }', { id: user.id });
      expect(graphql.data!.user.weeklyTop10Hits).toBe(own.body.stats.weeklyTop10Appearances);
      return own.body.stats.weeklyTop10Appearances as number;
    };
    expect(await appearances()).toBe(0);

    // Week of Monday 2041-01-07: both are liked (one week, one appearance). The week after: the sour again.
    await gw.prisma.cocktailLike.createMany({
      data: [
        { userId: fan.user.id, cocktailId: sour.id, createdAt: new Date('2041-01-08T20:00:00Z') },
        { userId: user.id, cocktailId: fizz.id, createdAt: new Date('2041-01-09T20:00:00Z') },
      ],
    });
    await gw.prisma.repour.create({ data: { userId: fan.user.id, cocktailId: sour.id, createdAt: new Date('2041-01-15T20:00:00Z') } });
    await refreshWeeklyTop10(gw.services, { at: new Date('2041-01-14T00:10:00Z'), minAgeSeconds: 60 });
    expect(await appearances()).toBe(1);
    await refreshWeeklyTop10(gw.services, { at: new Date('2041-01-21T00:10:00Z'), minAgeSeconds: 60 });
    expect(await appearances()).toBe(2);
  });
});
