import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestGateway, type TestGateway } from '../testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

let made = 0;
async function newCocktail(data: { visibility?: 'public' | 'private'; creatorId?: number } = {}) {
  made += 1;
  const cocktail = await gw.prisma.cocktail.create({ data: { name: `Review Test ${made} ${process.pid}`, ...data } });
  return { id: cocktail.id, globalId: encodeGlobalID('Cocktail', cocktail.id) };
}

const REVIEW = `mutation($input: ReviewCocktailInput!) {
  reviewCocktail(input: $input) {
    __typename
    ... on ReviewCocktailPayload {
      review { id rating text edited viewerCanDelete reviewer { username profileType } }
      cocktail { rating reviewCount viewerReview { id rating text } }
    }
    ... on Error { message code }
    ... on ValidationError { fields { path message } }
  }
}`;

const DELETE = `mutation($input: DeleteReviewInput!) {
  deleteReview(input: $input) {
    __typename
    ... on DeleteReviewPayload { deletedReviewId cocktail { rating reviewCount viewerReview { id } } }
    ... on Error { message code }
  }
}`;

const DETAIL = `query($id: Int!, $first: Int) {
  cocktail(databaseId: $id) {
    rating
    reviewCount
    viewerReview { rating text }
    reviews(first: $first) { edges { node { rating text createdAt edited reviewer { username displayName profileType } } } }
  }
}`;

async function review(token: string | undefined, input: Record<string, unknown>) {
  const response = await gw.graphql(REVIEW, { input }, { token });
  expect(response.errors).toBeUndefined();
  return response.data!.reviewCocktail;
}

describe('reviewing a cocktail', () => {
  it("writes the member's review, trimmed, and answers the cocktail's new average and count", async () => {
    const cocktail = await newCocktail();
    const { user, token } = await gw.signedInMember({ profileType: 'bartender' });
    const result = await review(token, { cocktailId: cocktail.globalId, rating: 4, text: '  Bright and bitter.  ' });
    expect(result).toMatchObject({
      __typename: 'ReviewCocktailPayload',
      review: {
        rating: 4,
        text: 'Bright and bitter.',
        edited: false,
        viewerCanDelete: true,
        reviewer: { username: user.username, profileType: 'bartender' },
      },
      cocktail: { rating: 4, reviewCount: 1, viewerReview: { id: result.review.id, rating: 4, text: 'Bright and bitter.' } },
    });
    expect(
      await gw.prisma.cocktailReview.findMany({ where: { cocktailId: cocktail.id }, select: { userId: true, rating: true, text: true } }),
    ).toEqual([{ userId: user.id, rating: 4, text: 'Bright and bitter.' }]);
  });

  it('edits the one review a member has of a cocktail instead of adding another, and marks it edited', async () => {
    const cocktail = await newCocktail();
    const { token } = await gw.signedInMember();
    const first = await review(token, { cocktailId: cocktail.globalId, rating: 2, text: 'Too sweet.' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await review(token, { cocktailId: cocktail.globalId, rating: 5, text: '' });
    expect(second.review).toMatchObject({ id: first.review.id, rating: 5, text: null, edited: true });
    expect(second.cocktail).toMatchObject({ rating: 5, reviewCount: 1 });
    expect(await gw.prisma.cocktailReview.count({ where: { cocktailId: cocktail.id } })).toBe(1);
  });

  it('keeps the average and the count exact across members, edits and deletions', async () => {
    const cocktail = await newCocktail();
    const members = await Promise.all([gw.signedInMember(), gw.signedInMember(), gw.signedInMember()]);
    await review(members[0].token, { cocktailId: cocktail.globalId, rating: 5 });
    await review(members[1].token, { cocktailId: cocktail.globalId, rating: 4 });
    const third = await review(members[2].token, { cocktailId: cocktail.globalId, rating: 1 });
    expect(third.cocktail).toMatchObject({ rating: 10 / 3, reviewCount: 3 });
    const edited = await review(members[1].token, { cocktailId: cocktail.globalId, rating: 2 });
    expect(edited.cocktail).toMatchObject({ rating: 8 / 3, reviewCount: 3 });
    const deleted = (await gw.graphql(DELETE, { input: { reviewId: third.review.id } }, { token: members[2].token })).data!.deleteReview;
    expect(deleted).toEqual({
      __typename: 'DeleteReviewPayload',
      deletedReviewId: third.review.id,
      cocktail: { rating: 3.5, reviewCount: 2, viewerReview: null },
    });
    const row = await gw.prisma.cocktail.findUniqueOrThrow({ where: { id: cocktail.id }, select: { ratingCount: true, ratingSum: true } });
    expect(row).toEqual({ ratingCount: 2, ratingSum: 7 });
  });

  it("drops a member's ratings from the average when the member is deleted, and recounts after a bulk change", async () => {
    const cocktail = await newCocktail();
    const [stays, leaves] = [await gw.signedInMember(), await gw.signedInMember()];
    await review(stays.token, { cocktailId: cocktail.globalId, rating: 2 });
    await review(leaves.token, { cocktailId: cocktail.globalId, rating: 5 });
    await gw.prisma.user.delete({ where: { id: leaves.user.id } });
    const figures = `query($id: Int!) { cocktail(databaseId: $id) { rating reviewCount } }`;
    expect((await gw.graphql(figures, { id: cocktail.id })).data!.cocktail).toEqual({ rating: 2, reviewCount: 1 });
    // Rows written by hand, several in one statement, move the figures too.
    const others = await Promise.all([gw.createMember(), gw.createMember()]);
    await gw.prisma.cocktailReview.createMany({
      data: others.map(({ user }) => ({ userId: user.id, cocktailId: cocktail.id, rating: 5 })),
    });
    expect((await gw.graphql(figures, { id: cocktail.id })).data!.cocktail).toEqual({ rating: 4, reviewCount: 3 });
  });

  it('refuses ratings outside 1 to 5, fractions and overlong text as field errors, writing nothing', async () => {
    const cocktail = await newCocktail();
    const { token } = await gw.signedInMember();
    for (const rating of [0, 6, -1]) {
      expect(await review(token, { cocktailId: cocktail.globalId, rating })).toEqual({
        __typename: 'ValidationError',
        message: 'Choose a rating from 1 to 5 stars.',
        code: 'BAD_USER_INPUT',
        fields: [{ path: 'rating', message: 'Choose a rating from 1 to 5 stars.' }],
      });
    }
    // GraphQL's Int refuses 2.5 before any resolver runs.
    const fraction = await gw.graphql(REVIEW, { input: { cocktailId: cocktail.globalId, rating: 2.5 } }, { token });
    expect(fraction.errors?.[0]?.message).toMatch(/Int cannot represent non-integer value: 2\.5/);
    const long = await review(token, { cocktailId: cocktail.globalId, rating: 3, text: 'x'.repeat(1001) });
    expect(long).toMatchObject({ __typename: 'ValidationError', fields: [{ path: 'text', message: 'At most 1000 characters' }] });
    const huge = await review(token, { cocktailId: cocktail.globalId, rating: 3, text: 'x'.repeat(200_000) });
    expect(huge).toMatchObject({ __typename: 'ValidationError', fields: [{ path: 'text', message: 'At most 1000 characters' }] });
    expect(await gw.prisma.cocktailReview.count({ where: { cocktailId: cocktail.id } })).toBe(0);
    expect(await gw.prisma.cocktail.findUniqueOrThrow({ where: { id: cocktail.id }, select: { ratingCount: true } })).toEqual({
      ratingCount: 0,
    });
    // Exactly 1000 characters is allowed.
    expect((await review(token, { cocktailId: cocktail.globalId, rating: 3, text: 'x'.repeat(1000) })).__typename).toBe(
      'ReviewCocktailPayload',
    );
  });

  it('asks a signed-out caller to sign in, writing nothing', async () => {
    const cocktail = await newCocktail();
    expect(await review(undefined, { cocktailId: cocktail.globalId, rating: 5 })).toMatchObject({
      __typename: 'NotAuthorizedError',
      code: 'UNAUTHENTICATED',
    });
    expect(await gw.prisma.cocktailReview.count({ where: { cocktailId: cocktail.id } })).toBe(0);
  });

  it("treats someone else's private cocktail, an unknown one and an id of another type as not found", async () => {
    const owner = await gw.signedInMember({ profileType: 'bartender' });
    const secret = await newCocktail({ visibility: 'private', creatorId: owner.user.id });
    const { token } = await gw.signedInMember();
    for (const cocktailId of [secret.globalId, encodeGlobalID('Cocktail', 2_000_000_000), encodeGlobalID('User', owner.user.id)]) {
      expect(await review(token, { cocktailId, rating: 5 })).toEqual({
        __typename: 'NotFoundError',
        message: 'Cocktail not found',
        code: 'NOT_FOUND',
      });
    }
    expect(await gw.prisma.cocktailReview.count({ where: { cocktailId: secret.id } })).toBe(0);
    // Its creator may review their own private cocktail.
    expect((await review(owner.token, { cocktailId: secret.globalId, rating: 4 })).cocktail).toMatchObject({ rating: 4, reviewCount: 1 });
  });
});

describe('deleting a review', () => {
  it("refuses someone else's review and leaves it, while an admin may delete any", async () => {
    const cocktail = await newCocktail();
    const author = await gw.signedInMember();
    const other = await gw.signedInMember();
    const admin = await gw.signedInMember({ profileType: 'admin' });
    const written = await review(author.token, { cocktailId: cocktail.globalId, rating: 2 });
    const refused = (await gw.graphql(DELETE, { input: { reviewId: written.review.id } }, { token: other.token })).data!.deleteReview;
    expect(refused).toEqual({ __typename: 'NotAuthorizedError', message: 'You can only delete your own review.', code: 'FORBIDDEN' });
    const signedOut = (await gw.graphql(DELETE, { input: { reviewId: written.review.id } })).data!.deleteReview;
    expect(signedOut).toMatchObject({ __typename: 'NotAuthorizedError', code: 'UNAUTHENTICATED' });
    expect(await gw.prisma.cocktailReview.count({ where: { cocktailId: cocktail.id } })).toBe(1);
    const byAdmin = (await gw.graphql(DELETE, { input: { reviewId: written.review.id } }, { token: admin.token })).data!.deleteReview;
    expect(byAdmin).toMatchObject({ __typename: 'DeleteReviewPayload', cocktail: { rating: null, reviewCount: 0 } });
    const again = (await gw.graphql(DELETE, { input: { reviewId: written.review.id } }, { token: author.token })).data!.deleteReview;
    expect(again).toEqual({ __typename: 'NotFoundError', message: 'Review not found', code: 'NOT_FOUND' });
  });

  it("takes back its notice and tells the creator's bell, and a second delete at once is not found", async () => {
    const creator = await gw.signedInMember();
    const cocktail = await newCocktail({ creatorId: creator.user.id });
    const author = await gw.signedInMember();
    const written = await review(author.token, { cocktailId: cocktail.globalId, rating: 4 });
    expect(await gw.prisma.notification.count({ where: { recipientId: creator.user.id, kind: 'review' } })).toBe(1);
    const told = vi.spyOn(gw.services.live, 'inboxesChanged');
    try {
      const both = await Promise.all(
        [0, 1].map(
          async () => (await gw.graphql(DELETE, { input: { reviewId: written.review.id } }, { token: author.token })).data!.deleteReview,
        ),
      );
      expect(both.map((answer) => answer.__typename).sort()).toEqual(['DeleteReviewPayload', 'NotFoundError']);
      expect(told.mock.calls.flat().flat()).toEqual([creator.user.id]);
    } finally {
      told.mockRestore();
    }
    expect(await gw.prisma.notification.count({ where: { recipientId: creator.user.id, kind: 'review' } })).toBe(0);
  });

  it('does not tell whether a review exists on a private cocktail the caller cannot see', async () => {
    const owner = await gw.signedInMember();
    const secret = await newCocktail({ visibility: 'private', creatorId: owner.user.id });
    const written = await review(owner.token, { cocktailId: secret.globalId, rating: 5 });
    const { token } = await gw.signedInMember();
    expect((await gw.graphql(DELETE, { input: { reviewId: written.review.id } }, { token })).data!.deleteReview).toEqual({
      __typename: 'NotFoundError',
      message: 'Review not found',
      code: 'NOT_FOUND',
    });
    expect((await gw.graphql(`query($id: ID!) { node(id: $id) { id } }`, { id: written.review.id }, { token })).data!.node).toBeNull();
  });
});

describe("a cocktail's reviews", () => {
  it('lists them newest first with the reviewer, shows the caller their own, and null rating before any', async () => {
    const cocktail = await newCocktail();
    expect((await gw.graphql(DETAIL, { id: cocktail.id })).data!.cocktail).toEqual({
      rating: null,
      reviewCount: 0,
      viewerReview: null,
      reviews: { edges: [] },
    });
    const first = await gw.signedInMember({ profileType: 'bar' });
    const second = await gw.signedInMember();
    await review(first.token, { cocktailId: cocktail.globalId, rating: 3, text: 'Fine.' });
    await review(second.token, { cocktailId: cocktail.globalId, rating: 5, text: 'Perfect.' });
    const { data } = await gw.graphql(DETAIL, { id: cocktail.id }, { token: first.token });
    expect(data!.cocktail).toMatchObject({ rating: 4, reviewCount: 2, viewerReview: { rating: 3, text: 'Fine.' } });
    expect(
      data!.cocktail.reviews.edges.map((edge: any) => [edge.node.reviewer.username, edge.node.reviewer.profileType, edge.node.text]),
    ).toEqual([
      [second.user.username, 'user', 'Perfect.'],
      [first.user.username, 'bar', 'Fine.'],
    ]);
    // Signed out: the same list, no own review.
    expect((await gw.graphql(DETAIL, { id: cocktail.id })).data!.cocktail.viewerReview).toBeNull();
  });

  it('reads the detail with its reviews in the same number of statements whatever the page size', async () => {
    const cocktail = await newCocktail();
    const members = await Promise.all(Array.from({ length: 6 }, () => gw.signedInMember()));
    for (const [index, member] of members.entries())
      await review(member.token, { cocktailId: cocktail.globalId, rating: (index % 5) + 1, text: `Note ${index}` });
    const counts = [];
    for (const first of [1, 6]) {
      const { result, statements } = await gw.recordQueries(() =>
        gw.graphql(DETAIL, { id: cocktail.id, first }, { token: members[0].token }),
      );
      expect(result.errors).toBeUndefined();
      expect(result.data!.cocktail.reviews.edges).toHaveLength(first);
      counts.push(statements.length);
      // The average and count come from the cocktail's row: no aggregate over the reviews.
      expect(statements.filter((sql) => /\b(count|avg|sum)\s*\(/i.test(sql) && /cocktail_reviews/.test(sql))).toEqual([]);
    }
    expect(counts[0]).toBe(counts[1]);
  });

  it('limits how many reviews a member writes in an hour', async () => {
    const cocktail = await newCocktail();
    const { user, token } = await gw.signedInMember();
    for (let i = 0; i < 60; i += 1) await gw.services.limits.consume('reviewWritesPerMember', `member:${user.id}`);
    const response = await gw.graphql(REVIEW, { input: { cocktailId: cocktail.globalId, rating: 5 } }, { token });
    expect(response.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(await gw.prisma.cocktailReview.count({ where: { cocktailId: cocktail.id } })).toBe(0);
  });
});

describe('the Cocktail Journey', () => {
  it("counts the member's reviews and lists their top-rated cocktails, best first", async () => {
    const { user, token } = await gw.signedInMember();
    const [a, b, c] = [await newCocktail(), await newCocktail(), await newCocktail()];
    await review(token, { cocktailId: a.globalId, rating: 4 });
    await review(token, { cocktailId: b.globalId, rating: 5 });
    await review(token, { cocktailId: c.globalId, rating: 2 });
    const { data } = await gw.graphql(
      `query($id: Int!) { user(databaseId: $id) { journey { reviews topRatedCocktails { databaseId } } } }`,
      { id: user.id },
      { token },
    );
    expect(data!.user.journey).toEqual({ reviews: 3, topRatedCocktails: [{ databaseId: b.id }, { databaseId: a.id }] });
  });
});
