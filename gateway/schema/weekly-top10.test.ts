// The Weekly Top 10 through GraphQL (decision 0049): the ranking (order, ties, the window's edges, private
// and deleted cocktails, unlikes, ten places), its guarded recomputation, the read (one statement that
// reads no likes), and a member's Weekly Top 10 Hits from the frozen weeks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshWeeklyTop10 } from '../domain/weekly-top10';
import type { User } from '../generated/prisma/client';
import { setupTestGateway, type TestGateway } from '../testing/harness';

let gw: TestGateway;
/** Members who like and repour (made straight in the database: no password to hash). */
let fans: User[];

beforeAll(async () => {
  gw = await setupTestGateway();
  fans = [];
  for (let i = 0; i < 12; i++) {
    const tag = `${process.pid}t${i}`;
    fans.push(await gw.prisma.user.create({ data: { email: `fan${tag}@example.com`, username: `fan${tag}` } }));
  }
});
afterAll(async () => {
  await gw?.close();
});

const TOP10 = `query($first: Int, $after: String, $last: Int) {
  weeklyTop10(first: $first, after: $after, last: $last) {
    startsAt endsAt computedAt
    pageInfo { hasNextPage endCursor }
    edges { cursor rank likes repours score node { databaseId name } }
  }
}`;

const HITS = `query($id: Int!) { user(databaseId: $id) { weeklyTop10Hits stats { weeklyTop10Appearances } } }`;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (at: Date, ms: number) => new Date(at.getTime() - ms);
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

let serial = 0;
async function cocktail(options: { creatorId?: number; visibility?: 'public' | 'private' } = {}) {
  serial += 1;
  const name = `Top Test ${process.pid} ${serial}`;
  return gw.prisma.cocktail.create({
    data: { name, nameSearch: name.toLowerCase(), creatorId: options.creatorId ?? null, visibility: options.visibility ?? 'public' },
  });
}

/** Likes of a cocktail by different fans, made at these times. */
async function likes(cocktailId: number, ...times: Date[]) {
  await gw.prisma.cocktailLike.createMany({ data: times.map((createdAt, i) => ({ userId: fans[i].id, cocktailId, createdAt })) });
}

async function repours(cocktailId: number, ...times: Date[]) {
  await gw.prisma.repour.createMany({ data: times.map((createdAt, i) => ({ userId: fans[i].id, cocktailId, createdAt })) });
}

const refresh = (at: Date, minAgeSeconds = 60) => refreshWeeklyTop10(gw.services, { at, minAgeSeconds });

async function top10(variables: Record<string, unknown> = {}, token?: string) {
  const result = await gw.graphql<any>(TOP10, variables, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.weeklyTop10;
}

const places = (list: any) =>
  list.edges.map((edge: any) => ({
    rank: edge.rank,
    id: edge.node.databaseId,
    likes: edge.likes,
    repours: edge.repours,
    score: edge.score,
  }));

// Each test computes the list at times of its own, years apart, so no test's likes fall in another's window.
describe('the ranking', () => {
  it('ranks public cocktails by likes plus repours in the seven days before it was computed, best first', async () => {
    const at = new Date('2030-01-09T12:00:00Z');
    const [a, b, c] = [await cocktail(), await cocktail(), await cocktail()];
    await likes(a.id, ago(at, HOUR), ago(at, 2 * HOUR), ago(at, 3 * DAY));
    await repours(a.id, ago(at, 5 * DAY));
    await likes(b.id, ago(at, HOUR), ago(at, 6 * DAY));
    await repours(c.id, ago(at, HOUR), ago(at, 2 * HOUR), ago(at, 3 * HOUR));

    expect(await refresh(at)).toEqual({ refreshed: true, frozenWeek: '2030-W01', places: 3 });
    const list = await top10();
    expect(places(list)).toEqual([
      { rank: 1, id: a.id, likes: 3, repours: 1, score: 4 },
      { rank: 2, id: c.id, likes: 0, repours: 3, score: 3 },
      { rank: 3, id: b.id, likes: 2, repours: 0, score: 2 },
    ]);
    expect(list).toMatchObject({
      startsAt: '2030-01-02T12:00:00.000Z',
      endsAt: '2030-01-09T12:00:00.000Z',
      computedAt: '2030-01-09T12:00:00.000Z',
      pageInfo: { hasNextPage: false },
    });
  });

  it('counts a like made 6 days and 23 hours before, but not one made 8 days before or after it was computed', async () => {
    const at = new Date('2031-05-14T08:30:00Z');
    const [inside, tooOld, tooNew] = [await cocktail(), await cocktail(), await cocktail()];
    await likes(inside.id, ago(at, 6 * DAY + 23 * HOUR));
    await likes(tooOld.id, ago(at, 8 * DAY));
    await repours(tooOld.id, ago(at, 7 * DAY + 1000));
    await likes(tooNew.id, later(at, 60_000));
    await refresh(at);
    expect(places(await top10())).toEqual([{ rank: 1, id: inside.id, likes: 1, repours: 0, score: 1 }]);
  });

  it('breaks a tie in favour of the cocktail that got there first, then of the older cocktail', async () => {
    const at = new Date('2032-03-10T18:00:00Z');
    const [slow, quick, older, newer] = [await cocktail(), await cocktail(), await cocktail(), await cocktail()];
    // Two points each: "quick" had both by three hours ago, "slow" got its second two hours ago.
    await likes(slow.id, ago(at, 5 * DAY), ago(at, 2 * HOUR));
    await likes(quick.id, ago(at, 4 * DAY), ago(at, 3 * HOUR));
    // One point each, at the same moment: the older cocktail (the lower id) goes first, whatever the order of the rows.
    await likes(newer.id, ago(at, DAY));
    await likes(older.id, ago(at, DAY));
    await refresh(at);
    expect(places(await top10()).map((place: any) => place.id)).toEqual([quick.id, slow.id, older.id, newer.id]);
    // The same data ranks the same way every time.
    await refresh(later(at, 5 * 60_000));
    expect(places(await top10()).map((place: any) => place.id)).toEqual([quick.id, slow.id, older.id, newer.id]);
  });

  it('never ranks a private cocktail, and a cocktail made private or deleted leaves the list at once, for everyone', async () => {
    const at = new Date('2033-07-06T10:00:00Z');
    const { user: creator, token: creatorToken } = await gw.signedInMember({ profileType: 'bartender' });
    const { token: adminToken } = await gw.signedInMember({ profileType: 'admin' });
    const secret = await cocktail({ creatorId: creator.id, visibility: 'private' });
    const [hidden, deleted, stays] = [
      await cocktail({ creatorId: creator.id }),
      await cocktail({ creatorId: creator.id }),
      await cocktail(),
    ];
    await likes(secret.id, ...Array.from({ length: 5 }, () => ago(at, HOUR)));
    await likes(hidden.id, ago(at, HOUR), ago(at, HOUR), ago(at, HOUR));
    await likes(deleted.id, ago(at, HOUR), ago(at, HOUR));
    await likes(stays.id, ago(at, HOUR));
    await refresh(at);
    // The private cocktail, liked most, is not there, not even for its creator or an admin.
    for (const token of [undefined, creatorToken, adminToken])
      expect(places(await top10({}, token)).map((place: any) => place.id)).toEqual([hidden.id, deleted.id, stays.id]);

    await gw.prisma.cocktail.update({ where: { id: hidden.id }, data: { visibility: 'private' } });
    await gw.prisma.cocktail.delete({ where: { id: deleted.id } });
    for (const token of [undefined, creatorToken, adminToken])
      expect(places(await top10({}, token)).map((place: any) => [place.rank, place.id])).toEqual([[3, stays.id]]);
    // The next refresh ranks what is left.
    await refresh(later(at, 5 * 60_000));
    expect(places(await top10()).map((place: any) => [place.rank, place.id])).toEqual([[1, stays.id]]);
  });

  it("takes an unliked cocktail's point away at the next refresh", async () => {
    const at = new Date('2034-02-15T09:00:00Z');
    const [first, second] = [await cocktail(), await cocktail()];
    await likes(first.id, ago(at, HOUR), ago(at, HOUR), ago(at, HOUR));
    await likes(second.id, ago(at, 2 * HOUR), ago(at, 2 * HOUR));
    await refresh(at);
    expect(places(await top10()).map((place: any) => place.id)).toEqual([first.id, second.id]);
    // Two of its fans take their likes back (unliking deletes the row, decision 0044).
    await gw.prisma.cocktailLike.deleteMany({ where: { cocktailId: first.id, userId: { in: [fans[0].id, fans[1].id] } } });
    await refresh(later(at, 10 * 60_000));
    expect(places(await top10())).toEqual([
      { rank: 1, id: second.id, likes: 2, repours: 0, score: 2 },
      { rank: 2, id: first.id, likes: 1, repours: 0, score: 1 },
    ]);
  });

  it('keeps ten places, and fewer when fewer cocktails were liked', async () => {
    const at = new Date('2035-09-12T20:00:00Z');
    const many = [];
    for (let i = 0; i < 12; i++) many.push(await cocktail());
    // Cocktail i has 12 - i likes: the first ten make the list.
    for (const [i, { id }] of many.entries()) await likes(id, ...Array.from({ length: 12 - i }, () => ago(at, DAY)));
    await refresh(at);
    const list = places(await top10());
    expect(list.map((place: any) => place.id)).toEqual(many.slice(0, 10).map((c) => c.id));
    expect(list.map((place: any) => place.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // A week later only one of them is liked again: one place, and the nine others are gone.
    const nextWeek = later(at, 8 * DAY);
    await gw.prisma.cocktailLike.deleteMany({ where: { cocktailId: many[4].id } });
    await likes(many[4].id, ago(nextWeek, HOUR));
    await refresh(nextWeek);
    expect(places(await top10())).toEqual([{ rank: 1, id: many[4].id, likes: 1, repours: 0, score: 1 }]);
    expect(await gw.prisma.weeklyTop10Entry.count({ where: { period: 'rolling' } })).toBe(1);
  });

  it('pages forwards by place, and refuses a cursor of its own making or backwards paging with a field error', async () => {
    const at = new Date('2036-04-16T12:00:00Z');
    const five = [];
    for (let i = 0; i < 5; i++) five.push(await cocktail());
    for (const [i, { id }] of five.entries()) await likes(id, ...Array.from({ length: 5 - i }, () => ago(at, DAY)));
    await refresh(at);
    const first = await top10({ first: 2 });
    expect(places(first).map((place: any) => place.rank)).toEqual([1, 2]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = await top10({ first: 10, after: first.pageInfo.endCursor });
    expect(places(rest).map((place: any) => [place.rank, place.id])).toEqual([
      [3, five[2].id],
      [4, five[3].id],
      [5, five[4].id],
    ]);
    expect(rest.pageInfo.hasNextPage).toBe(false);
    // More than ten asked for (up to the largest page any list takes): ten at most.
    expect((await top10({ first: 100 })).edges.length).toBe(5);

    const wrongCursor = await gw.graphql<any>(TOP10, { after: 'bm9uc2Vuc2U' });
    expect(wrongCursor.errors?.[0]).toMatchObject({
      message: 'This place of the Weekly Top 10 no longer exists; start again from the first.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const backwards = await gw.graphql<any>(TOP10, { last: 3 });
    expect(backwards.errors?.[0]).toMatchObject({
      message: 'The Weekly Top 10 is paged forwards only (first and after).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('recomputing it', () => {
  it('recomputes only a list that is due, once however many refreshes race, and then reads as computed', async () => {
    const at = new Date('2037-06-10T12:00:00Z');
    const liked = await cocktail();
    await likes(liked.id, ago(at, HOUR));
    expect((await refresh(at)).refreshed).toBe(true);
    // 30 seconds later the list is not due (60 s): nothing is recomputed, even with a new like.
    const other = await cocktail();
    await likes(other.id, ago(at, 2 * HOUR), ago(at, 2 * HOUR));
    const fresh = await gw.recordQueries(() => refresh(later(at, 30_000)));
    expect(fresh.result).toEqual({ refreshed: false, frozenWeek: null, places: 0 });
    // A fresh list costs the tick one look at its row, nothing more.
    expect(fresh.statements).toHaveLength(1);
    expect(fresh.statements[0]).not.toMatch(/cocktail_likes|UPDATE|INSERT/);
    expect((await top10()).computedAt).toBe(at.toISOString());
    expect(places(await top10()).map((place: any) => place.id)).toEqual([liked.id]);

    // Two minutes later it is due: of 12 refreshes at once (timers of several processes), one recomputes.
    const due = later(at, 2 * 60_000);
    const results = await Promise.all(Array.from({ length: 12 }, () => refresh(due)));
    expect(results.filter((result) => result.refreshed)).toHaveLength(1);
    const list = await top10();
    expect(list.computedAt).toBe(due.toISOString());
    expect(places(list).map((place: any) => place.id)).toEqual([other.id, liked.id]);
  });

  it("uses the database's clock when given no time, so a like made through the app just now counts", async () => {
    const { token } = await gw.signedInMember();
    const fresh = await cocktail();
    const liked = await gw.graphql<any>(
      `mutation($input: LikeCocktailInput!) { likeCocktail(input: $input) { __typename } }`,
      { input: { cocktailId: Buffer.from(`Cocktail:${fresh.id}`).toString('base64') } },
      { token },
    );
    expect(liked.data!.likeCocktail.__typename).toBe('LikeCocktailPayload');
    // The list read before was computed at a later (test) time: a list from the future is recomputed.
    const before = Date.now();
    expect((await refreshWeeklyTop10(gw.services, { minAgeSeconds: 300 })).refreshed).toBe(true);
    const list = await top10();
    expect(places(list)).toEqual([{ rank: 1, id: fresh.id, likes: 1, repours: 0, score: 1 }]);
    expect(Math.abs(new Date(list.computedAt).getTime() - before)).toBeLessThan(60_000);
  });
});

describe('reading it', () => {
  it('is one statement whatever the number of places, reading the stored places and never the likes or repours', async () => {
    const at = new Date('2038-02-10T12:00:00Z');
    for (let i = 0; i < 10; i++) await likes((await cocktail()).id, ...Array.from({ length: 10 - i }, () => ago(at, HOUR)));
    await refresh(at);
    const CARDS = `query($first: Int) {
      weeklyTop10(first: $first) {
        computedAt startsAt
        edges { rank score likes repours node { id databaseId name glassware photoUrl isMocktail likesCount creator { username displayName } } }
      }
    }`;
    for (const first of [1, 10]) {
      const { result, statements } = await gw.recordQueries(() => gw.graphql<any>(CARDS, { first }));
      expect(result.errors).toBeUndefined();
      expect(result.data!.weeklyTop10.edges).toHaveLength(first);
      expect(statements).toHaveLength(1);
      // Prisma writes "public"."table", the read path (decision 0065) "table".
      expect(statements[0]).toMatch(/FROM (?:"public"\.)?"weekly_top10_entries"/);
      expect(statements[0]).not.toMatch(/(?:FROM|JOIN) (?:"public"\.)?"(cocktail_likes|repours)"/);
    }
  });
});

describe('Weekly Top 10 Hits', () => {
  it('counts each closed week once for a member, however many of their cocktails made it, from frozen weeks only', async () => {
    const { user: member } = await gw.createMember({ profileType: 'bartender' });
    const [mine1, mine2] = [await cocktail({ creatorId: member.id }), await cocktail({ creatorId: member.id })];
    // Week 1 (Monday 2039-03-07): both of theirs are liked. Week 2: one. Week 3: none.
    const week1 = new Date('2039-03-07T00:00:00Z');
    const week2 = later(week1, 7 * DAY);
    const week3 = later(week2, 7 * DAY);
    await likes(mine1.id, later(week1, DAY));
    await likes(mine2.id, later(week1, 2 * DAY), later(week1, 3 * DAY));
    // While week 1 runs, the live list shows them, which is not a hit.
    await refresh(later(week1, 4 * DAY));
    expect(places(await top10()).map((place: any) => place.id)).toEqual([mine2.id, mine1.id]);
    expect((await gw.graphql<any>(HITS, { id: member.id })).data!.user).toEqual({
      weeklyTop10Hits: 0,
      stats: { weeklyTop10Appearances: 0 },
    });

    await gw.prisma.repour.create({ data: { userId: fans[0].id, cocktailId: mine1.id, createdAt: later(week2, DAY) } });
    // The first refresh after Monday 00:00 UTC freezes week 1: one hit, for two cocktails.
    expect(await refresh(later(week2, 2 * HOUR))).toMatchObject({ refreshed: true, frozenWeek: '2039-W10' });
    // Later refreshes that week freeze nothing more.
    expect(await refresh(later(week2, 3 * HOUR))).toMatchObject({ refreshed: true, frozenWeek: null });
    expect((await gw.graphql<any>(HITS, { id: member.id })).data!.user).toEqual({
      weeklyTop10Hits: 1,
      stats: { weeklyTop10Appearances: 1 },
    });

    expect(await refresh(later(week3, HOUR))).toMatchObject({ frozenWeek: '2039-W11' });
    await refresh(later(week3, 8 * DAY));
    expect((await gw.graphql<any>(HITS, { id: member.id })).data!.user.weeklyTop10Hits).toBe(2);

    // The frozen weeks keep their places, and the counter is the number of them listing the member.
    const frozen = await gw.prisma.weeklyTop10Period.findMany({
      where: { period: { in: ['2039-W10', '2039-W11'] } },
      orderBy: { period: 'asc' },
      select: { period: true, startsAt: true, endsAt: true, entries: { orderBy: { rank: 'asc' }, select: { cocktailId: true } } },
    });
    expect(frozen).toEqual([
      {
        period: '2039-W10',
        startsAt: week1,
        endsAt: week2,
        entries: [{ cocktailId: mine2.id }, { cocktailId: mine1.id }],
      },
      { period: '2039-W11', startsAt: week2, endsAt: week3, entries: [{ cocktailId: mine1.id }] },
    ]);
    const weeks = await gw.prisma.weeklyTop10Entry.groupBy({ by: ['period'], where: { creatorId: member.id, period: { not: 'rolling' } } });
    expect(weeks).toHaveLength(2);
  });

  it('freezes a week by its Monday-to-Monday bounds in UTC, and keeps a frozen place when the cocktail is deleted', async () => {
    const { user: member } = await gw.createMember({ profileType: 'bartender' });
    const monday = new Date('2040-10-08T00:00:00Z');
    const [sunday, monday2] = [await cocktail({ creatorId: member.id }), await cocktail()];
    // Sunday 23:59:59.999 is the week's last moment; Monday 00:00 the next week's first.
    await likes(sunday.id, later(monday, 7 * DAY - 1));
    await likes(monday2.id, later(monday, 7 * DAY));
    const result = await refresh(later(monday, 7 * DAY + HOUR));
    expect(result.frozenWeek).toBe('2040-W41');
    const week = await gw.prisma.weeklyTop10Entry.findMany({
      where: { period: '2040-W41' },
      select: { cocktailId: true, creatorId: true },
    });
    expect(week).toEqual([{ cocktailId: sunday.id, creatorId: member.id }]);

    await gw.prisma.cocktail.delete({ where: { id: sunday.id } });
    expect(
      await gw.prisma.weeklyTop10Entry.findMany({ where: { period: '2040-W41' }, select: { cocktailId: true, creatorId: true } }),
    ).toEqual([{ cocktailId: null, creatorId: member.id }]);
    expect((await gw.graphql<any>(HITS, { id: member.id })).data!.user.weeklyTop10Hits).toBe(1);
  });
});
