// Likes through GraphQL: like and unlike (idempotent, exact counts, hidden cocktails, signed out, rate
// limit), viewerHasLiked on the list without a statement per card, and the member's own liked list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberKey, RATE_LIMITS } from '../rate-limit';
import { setupTestGateway, type TestGateway } from '../testing/harness';

let gw: TestGateway;

beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const LIKE = `mutation($input: LikeCocktailInput!) {
  likeCocktail(input: $input) {
    __typename
    ... on LikeCocktailPayload { cocktail { databaseId likesCount viewerHasLiked } }
    ... on Error { message code }
  }
}`;

const UNLIKE = `mutation($input: UnlikeCocktailInput!) {
  unlikeCocktail(input: $input) {
    __typename
    ... on UnlikeCocktailPayload { cocktail { databaseId likesCount viewerHasLiked } }
    ... on Error { message code }
  }
}`;

const DETAIL = `query($id: Int!) { cocktail(databaseId: $id) { likesCount viewerHasLiked } }`;

const LIKED = `query($id: Int!, $first: Int, $after: String) {
  user(databaseId: $id) {
    likedCocktails(first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      edges { cursor likedAt node { databaseId name likesCount viewerHasLiked creator { username } ingredients { ingredient { name } } } }
    }
  }
}`;

const globalId = (typename: string, id: number) => Buffer.from(`${typename}:${id}`).toString('base64');

let serial = 0;
async function cocktail(creatorId: number | null = null, visibility: 'public' | 'private' = 'public') {
  serial += 1;
  const name = `Like Test ${process.pid} ${serial}`;
  return gw.prisma.cocktail.create({ data: { name, nameSearch: name.toLowerCase(), creatorId, visibility } });
}

async function like(token: string | null, cocktailId: number, mutation = LIKE) {
  const result = await gw.graphql<any>(mutation, { input: { cocktailId: globalId('Cocktail', cocktailId) } }, { token });
  expect(result.errors).toBeUndefined();
  return mutation === LIKE ? result.data!.likeCocktail : result.data!.unlikeCocktail;
}
const unlike = (token: string | null, cocktailId: number) => like(token, cocktailId, UNLIKE);

async function storedCount(cocktailId: number) {
  const [row, likes] = await Promise.all([
    gw.prisma.cocktail.findUniqueOrThrow({ where: { id: cocktailId }, select: { likesCount: true, updatedAt: true } }),
    gw.prisma.cocktailLike.count({ where: { cocktailId } }),
  ]);
  return { counter: row.likesCount, rows: likes, updatedAt: row.updatedAt };
}

describe('likeCocktail and unlikeCocktail', () => {
  it('likes a cocktail: the payload carries the new count and viewerHasLiked, and the detail reads them after', async () => {
    const { token } = await gw.signedInMember();
    const { id } = await cocktail();
    const before = await storedCount(id);
    expect(await like(token, id)).toEqual({
      __typename: 'LikeCocktailPayload',
      cocktail: { databaseId: id, likesCount: 1, viewerHasLiked: true },
    });
    expect((await gw.graphql<any>(DETAIL, { id }, { token })).data!.cocktail).toEqual({ likesCount: 1, viewerHasLiked: true });
    // Others see the count, not the like as theirs.
    const other = await gw.signedInMember();
    expect((await gw.graphql<any>(DETAIL, { id }, { token: other.token })).data!.cocktail).toEqual({
      likesCount: 1,
      viewerHasLiked: false,
    });
    expect((await gw.graphql<any>(DETAIL, { id })).data!.cocktail).toEqual({ likesCount: 1, viewerHasLiked: false });
    const after = await storedCount(id);
    expect(after).toMatchObject({ counter: 1, rows: 1 });
    // A like is not an edit of the recipe.
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it('is idempotent both ways: liking twice counts one, unliking twice counts none', async () => {
    const { token } = await gw.signedInMember();
    const { id } = await cocktail();
    await like(token, id);
    expect((await like(token, id)).cocktail).toEqual({ databaseId: id, likesCount: 1, viewerHasLiked: true });
    expect(await storedCount(id)).toMatchObject({ counter: 1, rows: 1 });
    expect(await unlike(token, id)).toEqual({
      __typename: 'UnlikeCocktailPayload',
      cocktail: { databaseId: id, likesCount: 0, viewerHasLiked: false },
    });
    expect((await unlike(token, id)).cocktail).toEqual({ databaseId: id, likesCount: 0, viewerHasLiked: false });
    expect(await storedCount(id)).toMatchObject({ counter: 0, rows: 0 });
  });

  it('keeps likesCount equal to the likes when many members like and unlike at once', async () => {
    const { id } = await cocktail();
    const members = await Promise.all(Array.from({ length: 6 }, () => gw.signedInMember()));
    // Each member likes twice at the same moment; half of them then unlike twice at the same moment.
    await Promise.all(members.flatMap((member) => [like(member.token, id), like(member.token, id)]));
    expect(await storedCount(id)).toMatchObject({ counter: 6, rows: 6 });
    await Promise.all(members.slice(0, 3).flatMap((member) => [unlike(member.token, id), unlike(member.token, id)]));
    expect(await storedCount(id)).toMatchObject({ counter: 3, rows: 3 });
    expect((await gw.graphql<any>(DETAIL, { id })).data!.cocktail.likesCount).toBe(3);
  });

  it('answers Cocktail not found for a private cocktail of someone else, and its creator and admins may like it', async () => {
    const creator = await gw.signedInMember();
    const { id } = await cocktail(creator.user.id, 'private');
    const stranger = await gw.signedInMember();
    expect(await like(stranger.token, id)).toEqual({ __typename: 'NotFoundError', message: 'Cocktail not found', code: 'NOT_FOUND' });
    expect(await unlike(stranger.token, id)).toEqual({ __typename: 'NotFoundError', message: 'Cocktail not found', code: 'NOT_FOUND' });
    expect(await storedCount(id)).toMatchObject({ counter: 0, rows: 0 });
    expect((await like(creator.token, id)).cocktail.likesCount).toBe(1);
    const admin = await gw.signedInMember({ profileType: 'admin' });
    expect((await like(admin.token, id)).cocktail.likesCount).toBe(2);
  });

  it('answers Cocktail not found for an id of no cocktail, or of another type', async () => {
    const { token, user } = await gw.signedInMember();
    for (const cocktailId of [globalId('Cocktail', 2_000_000_000), globalId('User', user.id), 'not-an-id']) {
      const result = await gw.graphql<any>(LIKE, { input: { cocktailId } }, { token });
      expect(result.data!.likeCocktail, cocktailId).toMatchObject({ message: 'Cocktail not found', code: 'NOT_FOUND' });
    }
  });

  it('tells a signed-out caller to sign in, and changes nothing', async () => {
    const { id } = await cocktail();
    for (const mutation of [LIKE, UNLIKE]) {
      const result = await gw.graphql<any>(mutation, { input: { cocktailId: globalId('Cocktail', id) } });
      expect(Object.values(result.data!)[0]).toEqual({
        __typename: 'NotAuthorizedError',
        message: 'Sign in to like cocktails.',
        code: 'UNAUTHENTICATED',
      });
    }
    expect(await storedCount(id)).toMatchObject({ counter: 0, rows: 0 });
  });

  it('is rate-limited per member with the RATE_LIMITED code, and a refused like changes nothing', async () => {
    const limited = await gw.signedInMember();
    const { id } = await cocktail();
    await gw.services.limits.consume('likesPerMember', memberKey(limited.user.id), RATE_LIMITS.likesPerMember.points);
    for (const mutation of [LIKE, UNLIKE]) {
      const result = await gw.graphql<any>(mutation, { input: { cocktailId: globalId('Cocktail', id) } }, { token: limited.token });
      expect(result.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    }
    expect(await storedCount(id)).toMatchObject({ counter: 0, rows: 0 });
    // Another member is not held back by it.
    const { token } = await gw.signedInMember();
    expect((await like(token, id)).cocktail.likesCount).toBe(1);
  });
});

describe('viewerHasLiked on the cocktail list', () => {
  const LIST = `query($first: Int) {
    cocktails(first: $first) { edges { node { databaseId likesCount viewerHasLiked creator { username } ingredients { brand ingredient { name } } } } }
  }`;

  it('is true on exactly the cards the viewer likes, with the same statement count for 10 and 100 cards', async () => {
    const { token } = await gw.signedInMember();
    const first = (await gw.graphql<any>(LIST, { first: 100 }, { token })).data!.cocktails.edges.map((edge: any) => edge.node.databaseId);
    const liked = [first[0], first[7], first[55]];
    for (const id of liked) await like(token, id);
    const counts: number[] = [];
    for (const size of [10, 100]) {
      const { result, statements } = await gw.recordQueries(() => gw.graphql<any>(LIST, { first: size }, { token }));
      expect(result.errors).toBeUndefined();
      const nodes = result.data!.cocktails.edges.map((edge: any) => edge.node);
      expect(nodes.length).toBe(size);
      expect(nodes.filter((node: any) => node.viewerHasLiked).map((node: any) => node.databaseId)).toEqual(
        liked.filter((id) => nodes.some((node: any) => node.databaseId === id)),
      );
      counts.push(statements.length);
    }
    expect(counts[0]).toBe(counts[1]);
    // Signed out: no like is anyone's, in as many statements or fewer.
    const { result, statements } = await gw.recordQueries(() => gw.graphql<any>(LIST, { first: 100 }));
    expect(result.data!.cocktails.edges.every((edge: any) => edge.node.viewerHasLiked === false)).toBe(true);
    expect(statements.length).toBeLessThanOrEqual(counts[1]);
  });
});

describe('User.likedCocktails', () => {
  it("lists the member's own likes newest first, page by page, without the ones they took back", async () => {
    const { token, user } = await gw.signedInMember();
    const cocktails = [await cocktail(), await cocktail(), await cocktail(), await cocktail()];
    for (const { id } of cocktails) await like(token, id);
    await unlike(token, cocktails[1].id);
    const firstPage = (await gw.graphql<any>(LIKED, { id: user.id, first: 2 }, { token })).data!.user.likedCocktails;
    expect(firstPage.edges.map((edge: any) => edge.node.databaseId)).toEqual([cocktails[3].id, cocktails[2].id]);
    expect(firstPage.edges[0].node).toMatchObject({ likesCount: 1, viewerHasLiked: true });
    expect(firstPage.pageInfo.hasNextPage).toBe(true);
    const secondPage = (await gw.graphql<any>(LIKED, { id: user.id, first: 2, after: firstPage.pageInfo.endCursor }, { token })).data!.user
      .likedCocktails;
    expect(secondPage.edges.map((edge: any) => edge.node.databaseId)).toEqual([cocktails[0].id]);
    expect(secondPage.pageInfo.hasNextPage).toBe(false);
  });

  it('is null for anyone but the member, admins included', async () => {
    const { token, user } = await gw.signedInMember();
    await like(token, (await cocktail()).id);
    const other = await gw.signedInMember();
    const admin = await gw.signedInMember({ profileType: 'admin' });
    for (const caller of [null, other.token, admin.token]) {
      const result = await gw.graphql<any>(LIKED, { id: user.id }, { token: caller });
      expect(result.errors).toBeUndefined();
      expect(result.data!.user.likedCocktails).toBeNull();
    }
  });

  it('leaves out a liked cocktail once its creator makes it private', async () => {
    const creator = await gw.signedInMember();
    const fan = await gw.signedInMember();
    const { id } = await cocktail(creator.user.id);
    await like(fan.token, id);
    await gw.prisma.cocktail.update({ where: { id }, data: { visibility: 'private' } });
    const result = await gw.graphql<any>(LIKED, { id: fan.user.id }, { token: fan.token });
    expect(result.errors).toBeUndefined();
    expect(result.data!.user.likedCocktails.edges).toEqual([]);
  });

  it('loads a page of 5 or 50 cards in the same number of statements', async () => {
    const { token, user } = await gw.signedInMember();
    const ids = (await gw.graphql<any>(`{ cocktails(first: 50) { edges { node { databaseId } } } }`)).data!.cocktails.edges.map(
      (edge: any) => edge.node.databaseId,
    );
    for (const id of ids) await like(token, id);
    const counts: number[] = [];
    for (const first of [5, 50]) {
      const { result, statements } = await gw.recordQueries(() => gw.graphql<any>(LIKED, { id: user.id, first }, { token }));
      expect(result.errors).toBeUndefined();
      expect(result.data!.user.likedCocktails.edges.length).toBe(first);
      counts.push(statements.length);
    }
    expect(counts[0]).toBe(counts[1]);
  });

  it('refuses a cursor that is not one of its own', async () => {
    const { token, user } = await gw.signedInMember();
    const result = await gw.graphql<any>(LIKED, { id: user.id, after: 'nonsense' }, { token });
    expect(result.errors?.[0]).toMatchObject({
      message: 'This page of liked cocktails no longer exists; start again from the first page.',
    });
  });
});
