// Re-pours through GraphQL (decision 47): repour and unrepour (idempotent, the note's bounds, exact counters
// however calls race or rows are written, hidden and private cocktails, signed out, rate limit),
// viewerHasRepoured on the list without a statement per card, a member's public re-pours, and the feed's
// re-pours of the members one follows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPOUR_NOTE_MAX } from '../../common/repours';
import { repourCocktail, unrepourCocktail } from '../domain/repours';
import { memberKey, RATE_LIMITS } from '../rate-limit';
import { setupTestGateway, type TestGateway } from '../testing/harness';

let gw: TestGateway;

beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const REPOUR = `mutation($input: RepourCocktailInput!) {
  repourCocktail(input: $input) {
    __typename
    ... on RepourCocktailPayload {
      repour { id databaseId note createdAt repourer { databaseId } }
      cocktail { databaseId repoursCount viewerHasRepoured creator { totalRepours } }
    }
    ... on ValidationError { fields { path message } }
    ... on Error { message code }
  }
}`;

const UNREPOUR = `mutation($input: UnrepourCocktailInput!) {
  unrepourCocktail(input: $input) {
    __typename
    ... on UnrepourCocktailPayload { deletedRepourId cocktail { databaseId repoursCount viewerHasRepoured creator { totalRepours } } }
    ... on Error { message code }
  }
}`;

const DETAIL = `query($id: Int!) { cocktail(databaseId: $id) { repoursCount viewerHasRepoured } }`;

const MEMBER_REPOURS = `query($id: Int!, $first: Int, $after: String) {
  user(databaseId: $id) {
    totalRepours
    stats { totalRepours }
    repours(first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      edges { cursor node { databaseId note createdAt repourer { username } cocktail { databaseId name repoursCount viewerHasRepoured viewerHasLiked likesCount glassware creator { username } } } }
    }
  }
}`;

const FEED = `query($first: Int, $after: String) {
  viewer {
    followedRepours(first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      edges { node { databaseId note createdAt repourer { databaseId displayName username avatarUrl profileType } cocktail { databaseId name photoUrl glassware repoursCount viewerHasRepoured likesCount viewerHasLiked originalCreatorName creator { username } } } }
    }
  }
}`;

const globalId = (typename: string, id: number) => Buffer.from(`${typename}:${id}`).toString('base64');

let serial = 0;
async function cocktail(creatorId: number | null = null, visibility: 'public' | 'private' = 'public') {
  serial += 1;
  const name = `Repour Test ${process.pid} ${serial}`;
  return gw.prisma.cocktail.create({ data: { name, nameSearch: name.toLowerCase(), creatorId, visibility } });
}

async function repour(token: string | null, cocktailId: number, note?: string | null) {
  const input: Record<string, unknown> = { cocktailId: globalId('Cocktail', cocktailId) };
  if (note !== undefined) input.note = note;
  const result = await gw.graphql<any>(REPOUR, { input }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.repourCocktail;
}

async function unrepour(token: string | null, cocktailId: number) {
  const result = await gw.graphql<any>(UNREPOUR, { input: { cocktailId: globalId('Cocktail', cocktailId) } }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.unrepourCocktail;
}

/** The stored counters beside what they count: the cocktail's re-pours, and its creator's re-pours of public cocktails. */
async function stored(cocktailId: number) {
  const row = await gw.prisma.cocktail.findUniqueOrThrow({
    where: { id: cocktailId },
    select: { repoursCount: true, updatedAt: true, creatorId: true },
  });
  const rows = await gw.prisma.repour.count({ where: { cocktailId } });
  return { counter: row.repoursCount, rows, updatedAt: row.updatedAt };
}

async function creatorTotals(userId: number) {
  const [{ totalRepours }, rows] = await Promise.all([
    gw.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { totalRepours: true } }),
    gw.prisma.repour.count({ where: { cocktail: { creatorId: userId, visibility: 'public' } } }),
  ]);
  return { counter: totalRepours, rows };
}

describe('repourCocktail and unrepourCocktail', () => {
  it("re-pours with a note: the payload carries the re-pour, the cocktail's count and the creator's Total Re-pours", async () => {
    const creator = await gw.signedInMember({ profileType: 'bartender' });
    const fan = await gw.signedInMember();
    const { id } = await cocktail(creator.user.id);
    const before = await stored(id);
    const result = await repour(fan.token, id, '  Best   sour in town.  ');
    expect(result).toMatchObject({
      __typename: 'RepourCocktailPayload',
      repour: { note: 'Best sour in town.', repourer: { databaseId: fan.user.id } },
      cocktail: { databaseId: id, repoursCount: 1, viewerHasRepoured: true, creator: { totalRepours: 1 } },
    });
    expect(result.repour.id).toBe(globalId('Repour', result.repour.databaseId));
    expect((await gw.graphql<any>(DETAIL, { id }, { token: fan.token })).data!.cocktail).toEqual({
      repoursCount: 1,
      viewerHasRepoured: true,
    });
    // Others see the count, not the re-pour as theirs; visitors too.
    expect((await gw.graphql<any>(DETAIL, { id }, { token: creator.token })).data!.cocktail).toEqual({
      repoursCount: 1,
      viewerHasRepoured: false,
    });
    expect((await gw.graphql<any>(DETAIL, { id })).data!.cocktail).toEqual({ repoursCount: 1, viewerHasRepoured: false });
    const after = await stored(id);
    expect(after).toMatchObject({ counter: 1, rows: 1 });
    // A re-pour is not an edit of the recipe.
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(await creatorTotals(creator.user.id)).toEqual({ counter: 1, rows: 1 });
  });

  it('is idempotent: re-pouring again sets the note and keeps the one re-pour and its date; undoing twice counts none', async () => {
    const creator = await gw.signedInMember();
    const fan = await gw.signedInMember();
    const { id } = await cocktail(creator.user.id);
    const first = await repour(fan.token, id, 'First thoughts');
    const again = await repour(fan.token, id, 'Second thoughts');
    expect(again.repour).toMatchObject({ databaseId: first.repour.databaseId, note: 'Second thoughts', createdAt: first.repour.createdAt });
    expect(again.cocktail).toMatchObject({ repoursCount: 1, viewerHasRepoured: true, creator: { totalRepours: 1 } });
    // Without a note, the re-pour has none.
    expect((await repour(fan.token, id)).repour.note).toBeNull();
    expect(await stored(id)).toMatchObject({ counter: 1, rows: 1 });

    const undone = await unrepour(fan.token, id);
    expect(undone).toEqual({
      __typename: 'UnrepourCocktailPayload',
      deletedRepourId: globalId('Repour', first.repour.databaseId),
      cocktail: { databaseId: id, repoursCount: 0, viewerHasRepoured: false, creator: { totalRepours: 0 } },
    });
    expect(await unrepour(fan.token, id)).toMatchObject({ deletedRepourId: null, cocktail: { repoursCount: 0 } });
    expect(await stored(id)).toMatchObject({ counter: 0, rows: 0 });
    expect(await creatorTotals(creator.user.id)).toEqual({ counter: 0, rows: 0 });
  });

  it('tells its caller whether the call made the re-pour, and whose cocktail it is (the cue for a notification)', async () => {
    const creator = await gw.signedInMember();
    const fan = await gw.signedInMember();
    const { id } = await cocktail(creator.user.id);
    const viewer = { id: fan.user.id, sessionId: 'test', username: fan.user.username, profileType: 'user' as const, isAdmin: false };
    const first = await repourCocktail(gw.services, viewer, id, { note: 'Hello' });
    expect(first).toEqual({ repourId: expect.any(Number), created: true, creatorId: creator.user.id });
    // Again (a new note): the same re-pour, not a new one, so nobody is told twice.
    expect(await repourCocktail(gw.services, viewer, id, { note: 'Hello again' })).toEqual({ ...first, created: false });
    // Undone and done again: a new re-pour.
    expect(await unrepourCocktail(gw.services, viewer, id)).toBe(first.repourId);
    const redone = await repourCocktail(gw.services, viewer, id, {});
    expect(redone).toMatchObject({ created: true, creatorId: creator.user.id });
    expect(redone.repourId).not.toBe(first.repourId);
  });

  it(`refuses a note over ${REPOUR_NOTE_MAX} characters with a field error and changes nothing; blank is no note`, async () => {
    const fan = await gw.signedInMember();
    const { id } = await cocktail();
    expect(await repour(fan.token, id, 'x'.repeat(REPOUR_NOTE_MAX + 1))).toEqual({
      __typename: 'ValidationError',
      message: `At most ${REPOUR_NOTE_MAX} characters`,
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'note', message: `At most ${REPOUR_NOTE_MAX} characters` }],
    });
    expect(await stored(id)).toMatchObject({ counter: 0, rows: 0 });
    // A note already there is not changed by a refused one.
    await repour(fan.token, id, 'Kept');
    expect((await repour(fan.token, id, 'y'.repeat(5000))).__typename).toBe('ValidationError');
    expect(await gw.prisma.repour.findFirstOrThrow({ where: { cocktailId: id } })).toMatchObject({ note: 'Kept' });
    expect((await repour(fan.token, id, 'z'.repeat(REPOUR_NOTE_MAX))).repour.note).toHaveLength(REPOUR_NOTE_MAX);
    expect((await repour(fan.token, id, ' \n\t ')).repour.note).toBeNull();
    expect(await stored(id)).toMatchObject({ counter: 1, rows: 1 });
  });

  it('keeps both counters equal to their rows through 200 re-pours and undos at once', { timeout: 60_000 }, async () => {
    const creators = [await gw.signedInMember(), await gw.signedInMember()];
    const targets = [await cocktail(creators[0].user.id), await cocktail(creators[0].user.id), await cocktail(creators[1].user.id)];
    const members = await Promise.all(Array.from({ length: 20 }, () => gw.signedInMember()));
    // 20 members at once, 10 calls each (inside the rate limit), one after another: each repours and
    // undoes the three cocktails in a different order, with repeats, so inserts, deletes and no-ops race
    // on every row. Not all 200 at once: the test server's pool has 4 connections, and on a busy machine
    // a call that waits longer than the pool's 5 s for one is rightly answered "cannot reach its database".
    const runs = members.map((member, m) =>
      Array.from({ length: 10 }, (_, k) => {
        const target = targets[(m + k) % targets.length].id;
        return (m + k) % 3 === 1 ? () => unrepour(member.token, target) : () => repour(member.token, target, `note ${m}.${k}`);
      }),
    );
    expect(runs.flat()).toHaveLength(200);
    const results = (
      await Promise.all(
        runs.map(async (calls) => {
          const answers = [];
          for (const call of calls) answers.push(await call());
          return answers;
        }),
      )
    ).flat();
    expect(results.every((result) => result.cocktail)).toBe(true);

    let total0 = 0;
    for (const target of targets) {
      const { counter, rows } = await stored(target.id);
      expect(counter, `cocktail ${target.id}`).toBe(rows);
      expect((await gw.graphql<any>(DETAIL, { id: target.id })).data!.cocktail.repoursCount).toBe(rows);
      if (target.creatorId === creators[0].user.id) total0 += rows;
    }
    expect(total0).toBeGreaterThan(0);
    expect(await creatorTotals(creators[0].user.id)).toEqual({ counter: total0, rows: total0 });
    const second = await creatorTotals(creators[1].user.id);
    expect(second.counter).toBe(second.rows);
    // The profile reads the same counter.
    const profile = (await gw.graphql<any>(MEMBER_REPOURS, { id: creators[0].user.id, first: 0 })).data!.user;
    expect(profile).toMatchObject({ totalRepours: total0, stats: { totalRepours: total0 } });
  });

  it("keeps Total Re-pours to the creator's public cocktails through visibility changes, deletions and rows written by hand", async () => {
    const creator = await gw.signedInMember();
    const [a, b] = [await cocktail(creator.user.id), await cocktail(creator.user.id)];
    const fans = await Promise.all(Array.from({ length: 3 }, () => gw.signedInMember()));
    for (const fan of fans) await repour(fan.token, a.id);
    await repour(fans[0].token, b.id);
    expect(await creatorTotals(creator.user.id)).toEqual({ counter: 4, rows: 4 });

    // Made private: its re-pours leave the total (and stay in its own count); public again, they return.
    await gw.prisma.cocktail.update({ where: { id: a.id }, data: { visibility: 'private' } });
    expect(await creatorTotals(creator.user.id)).toEqual({ counter: 1, rows: 1 });
    expect(await stored(a.id)).toMatchObject({ counter: 3, rows: 3 });
    await gw.prisma.cocktail.update({ where: { id: a.id }, data: { visibility: 'public' } });
    expect(await creatorTotals(creator.user.id)).toEqual({ counter: 4, rows: 4 });

    // A re-pourer's account removed: their re-pours go with it, and the counts follow.
    await gw.prisma.user.delete({ where: { id: fans[2].user.id } });
    expect(await stored(a.id)).toMatchObject({ counter: 2, rows: 2 });
    expect(await creatorTotals(creator.user.id)).toEqual({ counter: 3, rows: 3 });

    // Rows written by hand (an operator, the seed) move the counters as the mutations do.
    const outsider = await gw.createMember();
    await gw.prisma.repour.create({ data: { userId: outsider.user.id, cocktailId: b.id, note: 'by hand' } });
    expect(await stored(b.id)).toMatchObject({ counter: 2, rows: 2 });
    await gw.prisma.repour.updateMany({ where: { userId: outsider.user.id }, data: { cocktailId: a.id } });
    expect(await stored(a.id)).toMatchObject({ counter: 3, rows: 3 });
    expect(await stored(b.id)).toMatchObject({ counter: 1, rows: 1 });
    expect(await creatorTotals(creator.user.id)).toEqual({ counter: 4, rows: 4 });

    // A cocktail deleted: its re-pours go by cascade, and its share leaves its creator's total.
    await gw.prisma.cocktail.delete({ where: { id: a.id } });
    expect(await creatorTotals(creator.user.id)).toEqual({ counter: 1, rows: 1 });

    // Another creator: the cocktail's re-pours move with it.
    const heir = await gw.signedInMember();
    await gw.prisma.cocktail.update({ where: { id: b.id }, data: { creatorId: heir.user.id } });
    expect(await creatorTotals(creator.user.id)).toEqual({ counter: 0, rows: 0 });
    expect(await creatorTotals(heir.user.id)).toEqual({ counter: 1, rows: 1 });

    // And the recount puts counters that were tampered with back from the rows.
    await gw.prisma.$executeRaw`UPDATE users SET total_repours = 99 WHERE id = ${heir.user.id}`;
    await gw.prisma.$executeRaw`SELECT repour_counts_recount()`;
    expect(await creatorTotals(heir.user.id)).toEqual({ counter: 1, rows: 1 });
  });

  it('answers Cocktail not found for a private cocktail of someone else, and tells its creator and admins it must be public', async () => {
    const creator = await gw.signedInMember();
    const { id } = await cocktail(creator.user.id, 'private');
    const stranger = await gw.signedInMember();
    expect(await repour(stranger.token, id, 'Sneaky')).toEqual({
      __typename: 'NotFoundError',
      message: 'Cocktail not found',
      code: 'NOT_FOUND',
    });
    expect(await unrepour(stranger.token, id)).toEqual({ __typename: 'NotFoundError', message: 'Cocktail not found', code: 'NOT_FOUND' });
    const admin = await gw.signedInMember({ profileType: 'admin' });
    for (const token of [creator.token, admin.token]) {
      expect(await repour(token, id)).toEqual({
        __typename: 'NotAuthorizedError',
        message: 'Only public cocktails can be re-poured. Make it public first.',
        code: 'FORBIDDEN',
      });
      // Nothing to undo: that is no error for those who see it.
      expect((await unrepour(token, id)).cocktail).toMatchObject({ repoursCount: 0, viewerHasRepoured: false });
    }
    expect(await stored(id)).toMatchObject({ counter: 0, rows: 0 });
  });

  it('answers Cocktail not found for an id of no cocktail, or of another type', async () => {
    const { token, user } = await gw.signedInMember();
    for (const cocktailId of [globalId('Cocktail', 2_000_000_000), globalId('User', user.id), 'not-an-id']) {
      for (const [mutation, field] of [
        [REPOUR, 'repourCocktail'],
        [UNREPOUR, 'unrepourCocktail'],
      ] as const) {
        const result = await gw.graphql<any>(mutation, { input: { cocktailId } }, { token });
        expect(result.data![field], cocktailId).toMatchObject({ message: 'Cocktail not found', code: 'NOT_FOUND' });
      }
    }
  });

  it('tells a signed-out caller to sign in, and changes nothing', async () => {
    const { id } = await cocktail();
    expect(await repour(null, id, 'Hi')).toEqual({
      __typename: 'NotAuthorizedError',
      message: 'Sign in to re-pour cocktails.',
      code: 'UNAUTHENTICATED',
    });
    expect(await unrepour(null, id)).toEqual({
      __typename: 'NotAuthorizedError',
      message: 'Sign in to re-pour cocktails.',
      code: 'UNAUTHENTICATED',
    });
    expect(await stored(id)).toMatchObject({ counter: 0, rows: 0 });
  });

  it('is rate-limited per member with the RATE_LIMITED code, and a refused re-pour changes nothing', async () => {
    const limited = await gw.signedInMember();
    const { id } = await cocktail();
    await gw.services.limits.consume('repoursPerMember', memberKey(limited.user.id), RATE_LIMITS.repoursPerMember.points);
    for (const mutation of [REPOUR, UNREPOUR]) {
      const result = await gw.graphql<any>(mutation, { input: { cocktailId: globalId('Cocktail', id) } }, { token: limited.token });
      expect(result.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    }
    expect(await stored(id)).toMatchObject({ counter: 0, rows: 0 });
    // Another member is not held back by it.
    const { token } = await gw.signedInMember();
    expect((await repour(token, id)).cocktail.repoursCount).toBe(1);
  });
});

describe('viewerHasRepoured on the cocktail list', () => {
  const LIST = `query($first: Int) {
    cocktails(first: $first) { edges { node { databaseId likesCount viewerHasLiked repoursCount viewerHasRepoured creator { username } ingredients { brand ingredient { name } } } } }
  }`;

  it('is true on exactly the cards the viewer re-poured, with the same statement count for 10 and 100 cards', async () => {
    const { token } = await gw.signedInMember();
    const first = (await gw.graphql<any>(LIST, { first: 100 }, { token })).data!.cocktails.edges.map((edge: any) => edge.node.databaseId);
    const repoured = [first[1], first[9], first[60]];
    for (const id of repoured) await repour(token, id);
    const counts: number[] = [];
    for (const size of [10, 100]) {
      const { result, statements } = await gw.recordQueries(() => gw.graphql<any>(LIST, { first: size }, { token }));
      expect(result.errors).toBeUndefined();
      const nodes = result.data!.cocktails.edges.map((edge: any) => edge.node);
      expect(nodes.length).toBe(size);
      expect(nodes.filter((node: any) => node.viewerHasRepoured).map((node: any) => node.databaseId)).toEqual(
        repoured.filter((id) => nodes.some((node: any) => node.databaseId === id)),
      );
      expect(nodes.filter((node: any) => node.viewerHasRepoured).every((node: any) => node.repoursCount >= 1)).toBe(true);
      counts.push(statements.length);
    }
    expect(counts[0]).toBe(counts[1]);
    const { result, statements } = await gw.recordQueries(() => gw.graphql<any>(LIST, { first: 100 }));
    expect(result.data!.cocktails.edges.every((edge: any) => edge.node.viewerHasRepoured === false)).toBe(true);
    expect(statements.length).toBeLessThanOrEqual(counts[1]);
  });
});

describe("a member's re-pours (User.repours)", () => {
  it('lists them newest first with note and date, page by page, to anyone, without those taken back', async () => {
    const fan = await gw.signedInMember();
    const cocktails = [await cocktail(), await cocktail(), await cocktail(), await cocktail()];
    for (const [index, { id }] of cocktails.entries()) await repour(fan.token, id, `Note ${index}`);
    await unrepour(fan.token, cocktails[1].id);
    const visitor = await gw.graphql<any>(MEMBER_REPOURS, { id: fan.user.id, first: 2 });
    expect(visitor.errors).toBeUndefined();
    const firstPage = visitor.data!.user.repours;
    expect(firstPage.edges.map((edge: any) => [edge.node.cocktail.databaseId, edge.node.note])).toEqual([
      [cocktails[3].id, 'Note 3'],
      [cocktails[2].id, 'Note 2'],
    ]);
    expect(firstPage.edges[0].node).toMatchObject({ repourer: { username: fan.user.username }, cocktail: { repoursCount: 1 } });
    expect(Date.parse(firstPage.edges[0].node.createdAt)).toBeGreaterThanOrEqual(Date.parse(firstPage.edges[1].node.createdAt));
    expect(firstPage.pageInfo.hasNextPage).toBe(true);
    const secondPage = (await gw.graphql<any>(MEMBER_REPOURS, { id: fan.user.id, first: 2, after: firstPage.pageInfo.endCursor })).data!
      .user.repours;
    expect(secondPage.edges.map((edge: any) => edge.node.cocktail.databaseId)).toEqual([cocktails[0].id]);
    expect(secondPage.pageInfo.hasNextPage).toBe(false);
    // The member sees them as theirs.
    const own = (await gw.graphql<any>(MEMBER_REPOURS, { id: fan.user.id, first: 1 }, { token: fan.token })).data!.user.repours;
    expect(own.edges[0].node.cocktail.viewerHasRepoured).toBe(true);
  });

  it('leaves out a re-poured cocktail once its creator makes it private, except to the creator', async () => {
    const creator = await gw.signedInMember();
    const fan = await gw.signedInMember();
    const { id } = await cocktail(creator.user.id);
    await repour(fan.token, id, 'Gone soon');
    await gw.prisma.cocktail.update({ where: { id }, data: { visibility: 'private' } });
    for (const token of [null, fan.token]) {
      expect((await gw.graphql<any>(MEMBER_REPOURS, { id: fan.user.id }, { token })).data!.user.repours.edges).toEqual([]);
    }
    const seen = (await gw.graphql<any>(MEMBER_REPOURS, { id: fan.user.id }, { token: creator.token })).data!.user.repours.edges;
    expect(seen.map((edge: any) => edge.node.note)).toEqual(['Gone soon']);
  });

  it('loads a page of 5 or 50 in the same number of statements', async () => {
    const fan = await gw.signedInMember();
    const ids = (await gw.graphql<any>(`{ cocktails(first: 50) { edges { node { databaseId } } } }`)).data!.cocktails.edges.map(
      (edge: any) => edge.node.databaseId,
    );
    for (const id of ids) await repour(fan.token, id, `Try ${id}`);
    const counts: number[] = [];
    for (const first of [5, 50]) {
      const { result, statements } = await gw.recordQueries(() =>
        gw.graphql<any>(MEMBER_REPOURS, { id: fan.user.id, first }, { token: fan.token }),
      );
      expect(result.errors).toBeUndefined();
      expect(result.data!.user.repours.edges.length).toBe(first);
      counts.push(statements.length);
    }
    expect(counts[0]).toBe(counts[1]);
  });

  it('refuses a cursor that is not its own and paging backwards, with field messages', async () => {
    const { user } = await gw.signedInMember();
    const bad = await gw.graphql<any>(MEMBER_REPOURS, { id: user.id, after: 'nonsense' });
    expect(bad.errors?.[0]).toMatchObject({ message: 'This page of re-pours no longer exists; start again from the first page.' });
    const backwards = await gw.graphql<any>(`query($id: Int!) { user(databaseId: $id) { repours(last: 2) { edges { cursor } } } }`, {
      id: user.id,
    });
    expect(backwards.errors?.[0]).toMatchObject({ message: 'Re-pours are paged forwards only (first and after).' });
  });
});

describe('the re-pours of the members one follows (User.followedRepours, the feed)', () => {
  const FOLLOW = `mutation($input: FollowInput!) { follow(input: $input) { __typename } }`;

  it('shows the re-pours of followed members only, newest first, with the re-pourer and the note, page by page', async () => {
    const reader = await gw.signedInMember();
    const followed = [await gw.signedInMember({ firstName: 'Ada', lastName: 'Pour' }), await gw.signedInMember()];
    const stranger = await gw.signedInMember();
    for (const member of followed) {
      const result = await gw.graphql<any>(FOLLOW, { input: { userId: globalId('User', member.user.id) } }, { token: reader.token });
      expect(result.data!.follow.__typename).toBe('FollowPayload');
    }
    const [c1, c2, c3, c4] = [await cocktail(), await cocktail(), await cocktail(), await cocktail()];
    await repour(followed[0].token, c1.id, 'Old one');
    await repour(stranger.token, c2.id, 'Not followed');
    await repour(followed[1].token, c3.id, null);
    await repour(followed[0].token, c4.id, 'Newest');
    // The reader's own re-pours are not "from people you follow".
    await repour(reader.token, c2.id, 'Mine');

    const page = (await gw.graphql<any>(FEED, { first: 2 }, { token: reader.token })).data!.viewer.followedRepours;
    expect(page.edges.map((edge: any) => [edge.node.cocktail.databaseId, edge.node.note, edge.node.repourer.databaseId])).toEqual([
      [c4.id, 'Newest', followed[0].user.id],
      [c3.id, null, followed[1].user.id],
    ]);
    expect(page.edges[0].node.repourer.displayName).toBe('Ada Pour');
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = (await gw.graphql<any>(FEED, { first: 2, after: page.pageInfo.endCursor }, { token: reader.token })).data!.viewer
      .followedRepours;
    expect(next.edges.map((edge: any) => edge.node.note)).toEqual(['Old one']);
    expect(next.pageInfo.hasNextPage).toBe(false);

    // Undone, it leaves the feed.
    await unrepour(followed[0].token, c4.id);
    const after = (await gw.graphql<any>(FEED, { first: 5 }, { token: reader.token })).data!.viewer.followedRepours;
    expect(after.edges.map((edge: any) => edge.node.cocktail.databaseId)).toEqual([c3.id, c1.id]);
  });

  it('is null for anyone but the member, admins included', async () => {
    const { user } = await gw.signedInMember();
    const other = await gw.signedInMember();
    const admin = await gw.signedInMember({ profileType: 'admin' });
    for (const caller of [null, other.token, admin.token]) {
      const result = await gw.graphql<any>(
        `query($id: Int!) { user(databaseId: $id) { followedRepours(first: 5) { edges { cursor } } } }`,
        { id: user.id },
        { token: caller },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data!.user.followedRepours).toBeNull();
    }
  });

  it("loads a page of cards with their re-pourers in one statement after the viewer's, for 5 or 50", async () => {
    const reader = await gw.signedInMember();
    const followed = await Promise.all(Array.from({ length: 5 }, () => gw.signedInMember()));
    for (const member of followed) {
      await gw.graphql(FOLLOW, { input: { userId: globalId('User', member.user.id) } }, { token: reader.token });
    }
    const ids = (await gw.graphql<any>(`{ cocktails(first: 10) { edges { node { databaseId } } } }`)).data!.cocktails.edges.map(
      (edge: any) => edge.node.databaseId,
    );
    for (const member of followed) for (const id of ids) await repour(member.token, id, 'Have one');
    const { result: warm } = await gw.recordQueries(() => gw.graphql<any>(FEED, { first: 1 }, { token: reader.token }));
    expect(warm.errors).toBeUndefined();
    const counts: number[] = [];
    for (const first of [5, 50]) {
      const { result, statements } = await gw.recordQueries(() => gw.graphql<any>(FEED, { first }, { token: reader.token }));
      expect(result.errors).toBeUndefined();
      expect(result.data!.viewer.followedRepours.edges.length).toBe(first);
      // One statement (decision 0065): the viewer's row and the page, re-pours, their cocktails' cards and re-pourers, joined.
      expect(statements.filter((statement) => /"repours"/.test(statement))).toHaveLength(1);
      counts.push(statements.length);
    }
    expect(counts).toEqual([1, 1]);
  });
});
