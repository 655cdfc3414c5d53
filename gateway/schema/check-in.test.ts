import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_MESSAGES } from '../../common/check-ins';
import { SIGN_IN_REQUIRED } from '../errors';
import { setupTestGateway, type TestGateway } from '../testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const ERRORS = `... on Error { message code } ... on ValidationError { fields { path message } }`;
const CHECK_IN = `mutation($input: CheckInInput!) {
  checkIn(input: $input) {
    __typename
    ... on CheckInPayload {
      checkIn { id databaseId createdAt venue { name } cocktail { name } }
      venue { id checkInCount }
      user { journey { barsVisited checkIns } }
    }
    ${ERRORS}
  }
}`;
const DELETE_CHECK_IN = `mutation($input: DeleteCheckInInput!) {
  deleteCheckIn(input: $input) {
    __typename
    ... on DeleteCheckInPayload { deletedCheckInId venue { checkInCount } user { journey { barsVisited checkIns } } }
    ${ERRORS}
  }
}`;
const CHECK_INS = `query($id: Int!) {
  user(databaseId: $id) {
    journey { barsVisited checkIns }
    checkIns(first: 10) { totalCount edges { node { venue { name } cocktail { name } createdAt } } }
  }
}`;

let venueCounter = 0;
async function newVenue(name = 'Check Bar') {
  venueCounter += 1;
  const venue = await gw.prisma.venue.create({
    data: { name: `${name} ${venueCounter}`, city: 'Porto', searchText: `${name.toLowerCase()} ${venueCounter} porto ${process.pid}` },
  });
  return { ...venue, globalId: encodeGlobalID('Venue', venue.id) };
}

async function newCocktail(creatorId: number, visibility: 'public' | 'private' = 'public') {
  const cocktail = await gw.prisma.cocktail.create({
    data: { name: `Check ${visibility} ${Date.now()}`, nameSearch: 'check', creatorId, visibility },
  });
  return { ...cocktail, globalId: encodeGlobalID('Cocktail', cocktail.id) };
}

async function checkInCountOf(venueId: number): Promise<number> {
  return (await gw.prisma.venue.findUniqueOrThrow({ where: { id: venueId } })).checkInsCount;
}

describe('checking in at a venue', () => {
  it('records the check-in with a cocktail, and answers with the venue and journey as they now are', async () => {
    const { user, token } = await gw.signedInMember();
    const venue = await newVenue();
    const cocktail = await newCocktail(user.id);
    const result = (await gw.graphql(CHECK_IN, { input: { venueId: venue.globalId, cocktailId: cocktail.globalId } }, { token })).data!
      .checkIn;
    expect(result.__typename).toBe('CheckInPayload');
    expect(result.checkIn).toMatchObject({ venue: { name: venue.name }, cocktail: { name: cocktail.name } });
    expect(result.venue).toEqual({ id: venue.globalId, checkInCount: 1 });
    expect(result.user.journey).toEqual({ barsVisited: 1, checkIns: 1 });
    const row = await gw.prisma.checkIn.findUniqueOrThrow({ where: { id: result.checkIn.databaseId } });
    expect(row).toMatchObject({ userId: user.id, venueId: venue.id, cocktailId: cocktail.id });
  });

  it('needs no cocktail, and an empty cocktail id is none', async () => {
    const { token } = await gw.signedInMember();
    const venue = await newVenue();
    const result = (await gw.graphql(CHECK_IN, { input: { venueId: venue.globalId, cocktailId: '' } }, { token })).data!.checkIn;
    expect(result.checkIn.cocktail).toBeNull();
    expect(result.venue.checkInCount).toBe(1);
  });

  it('refuses a second check-in at the same venue within the hour, writing nothing', async () => {
    const { user, token } = await gw.signedInMember();
    const venue = await newVenue();
    await gw.graphql(CHECK_IN, { input: { venueId: venue.globalId } }, { token });
    const again = (await gw.graphql(CHECK_IN, { input: { venueId: venue.globalId } }, { token })).data!.checkIn;
    expect(again).toEqual({
      __typename: 'ValidationError',
      message: CHECK_IN_MESSAGES.tooSoon,
      code: 'ALREADY_EXISTS',
      fields: [{ path: 'venueId', message: 'You checked in here less than an hour ago' }],
    });
    expect(await gw.prisma.checkIn.count({ where: { userId: user.id } })).toBe(1);
    expect(await checkInCountOf(venue.id)).toBe(1);

    // An hour on, the member may check in there again; another venue at once.
    await gw.prisma.checkIn.updateMany({ where: { userId: user.id }, data: { createdAt: new Date(Date.now() - 61 * 60_000) } });
    expect((await gw.graphql(CHECK_IN, { input: { venueId: venue.globalId } }, { token })).data!.checkIn.venue.checkInCount).toBe(2);
    const other = await newVenue();
    expect((await gw.graphql(CHECK_IN, { input: { venueId: other.globalId } }, { token })).data!.checkIn.user.journey).toEqual({
      barsVisited: 2,
      checkIns: 3,
    });
  });

  it('writes one check-in when the same one is sent twice at once', async () => {
    const { user, token } = await gw.signedInMember();
    const venue = await newVenue();
    const results = await Promise.all([1, 2, 3].map(() => gw.graphql(CHECK_IN, { input: { venueId: venue.globalId } }, { token })));
    expect(results.map((result) => result.data!.checkIn.__typename).sort()).toEqual([
      'CheckInPayload',
      'ValidationError',
      'ValidationError',
    ]);
    expect(await gw.prisma.checkIn.count({ where: { userId: user.id } })).toBe(1);
    expect(await checkInCountOf(venue.id)).toBe(1);
  });

  it('answers an unknown venue or a cocktail the member may not see as not found, writing nothing', async () => {
    const { user, token } = await gw.signedInMember();
    const stranger = await gw.createMember();
    const venue = await newVenue();
    const unknownVenue = (await gw.graphql(CHECK_IN, { input: { venueId: encodeGlobalID('Venue', 2_000_000_000) } }, { token })).data!
      .checkIn;
    expect(unknownVenue).toEqual({ __typename: 'NotFoundError', message: 'That venue is not listed', code: 'NOT_FOUND' });
    const notAVenue = (await gw.graphql(CHECK_IN, { input: { venueId: encodeGlobalID('User', user.id) } }, { token })).data!.checkIn;
    expect(notAVenue).toMatchObject({ __typename: 'NotFoundError', message: CHECK_IN_MESSAGES.venueNotFound });

    const hidden = await newCocktail(stranger.user.id, 'private');
    const privateOne = (await gw.graphql(CHECK_IN, { input: { venueId: venue.globalId, cocktailId: hidden.globalId } }, { token })).data!
      .checkIn;
    expect(privateOne).toEqual({ __typename: 'NotFoundError', message: 'Cocktail not found', code: 'NOT_FOUND' });
    const missing = (
      await gw.graphql(CHECK_IN, { input: { venueId: venue.globalId, cocktailId: encodeGlobalID('Cocktail', 2_000_000_000) } }, { token })
    ).data!.checkIn;
    expect(missing).toMatchObject({ __typename: 'NotFoundError', message: CHECK_IN_MESSAGES.cocktailNotFound });
    expect(await gw.prisma.checkIn.count({ where: { userId: user.id } })).toBe(0);
    expect(await checkInCountOf(venue.id)).toBe(0);

    // Their own private cocktail is fine.
    const own = await newCocktail(user.id, 'private');
    const ok = (await gw.graphql(CHECK_IN, { input: { venueId: venue.globalId, cocktailId: own.globalId } }, { token })).data!.checkIn;
    expect(ok.checkIn.cocktail).toEqual({ name: own.name });
  });

  it('tells a signed-out caller to sign in, writing nothing', async () => {
    const venue = await newVenue();
    const result = (await gw.graphql(CHECK_IN, { input: { venueId: venue.globalId } })).data!.checkIn;
    expect(result).toEqual({ __typename: 'NotAuthorizedError', message: SIGN_IN_REQUIRED, code: 'UNAUTHENTICATED' });
    expect(await gw.prisma.checkIn.count({ where: { venueId: venue.id } })).toBe(0);
  });

  it('is rate-limited per member', async () => {
    const { user, token } = await gw.signedInMember();
    const venues = await Promise.all(Array.from({ length: 31 }, () => newVenue('Crawl')));
    const results: string[] = [];
    for (const venue of venues) {
      const response = await gw.graphql(CHECK_IN, { input: { venueId: venue.globalId } }, { token });
      results.push(response.data?.checkIn?.__typename ?? response.errors![0].extensions!.code);
    }
    expect(results.slice(0, 30).every((type) => type === 'CheckInPayload')).toBe(true);
    expect(results[30]).toBe('RATE_LIMITED');
    expect(await gw.prisma.checkIn.count({ where: { userId: user.id } })).toBe(30);
  });
});

describe('removing a check-in', () => {
  it("removes the member's own, moving the venue's count and the journey back", async () => {
    const { token } = await gw.signedInMember();
    const venue = await newVenue();
    const made = (await gw.graphql(CHECK_IN, { input: { venueId: venue.globalId } }, { token })).data!.checkIn;
    const removed = (await gw.graphql(DELETE_CHECK_IN, { input: { checkInId: made.checkIn.id } }, { token })).data!.deleteCheckIn;
    expect(removed).toEqual({
      __typename: 'DeleteCheckInPayload',
      deletedCheckInId: made.checkIn.id,
      venue: { checkInCount: 0 },
      user: { journey: { barsVisited: 0, checkIns: 0 } },
    });
    expect(await gw.prisma.checkIn.count({ where: { venueId: venue.id } })).toBe(0);
  });

  it("answers anyone else's, or none, as not found, removing nothing", async () => {
    const owner = await gw.signedInMember();
    const other = await gw.signedInMember();
    const venue = await newVenue();
    const made = (await gw.graphql(CHECK_IN, { input: { venueId: venue.globalId } }, { token: owner.token })).data!.checkIn;
    const input = { checkInId: made.checkIn.id };
    expect((await gw.graphql(DELETE_CHECK_IN, { input }, { token: other.token })).data!.deleteCheckIn).toEqual({
      __typename: 'NotFoundError',
      message: 'Check-in not found',
      code: 'NOT_FOUND',
    });
    expect((await gw.graphql(DELETE_CHECK_IN, { input })).data!.deleteCheckIn).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(
      (await gw.graphql(DELETE_CHECK_IN, { input: { checkInId: encodeGlobalID('CheckIn', 2_000_000_000) } }, { token: owner.token })).data!
        .deleteCheckIn,
    ).toMatchObject({ __typename: 'NotFoundError', message: CHECK_IN_MESSAGES.notFound });
    expect(await checkInCountOf(venue.id)).toBe(1);
  });
});

describe('counts of check-ins', () => {
  it("equal the rows through check-ins, removals and a member's removal", async () => {
    const a = await gw.signedInMember();
    const b = await gw.signedInMember();
    const venue = await newVenue();
    const second = await newVenue();
    await gw.graphql(CHECK_IN, { input: { venueId: venue.globalId } }, { token: a.token });
    await gw.graphql(CHECK_IN, { input: { venueId: second.globalId } }, { token: a.token });
    await gw.graphql(CHECK_IN, { input: { venueId: venue.globalId } }, { token: b.token });
    expect(await checkInCountOf(venue.id)).toBe(2);
    expect(await checkInCountOf(second.id)).toBe(1);
    await gw.prisma.user.delete({ where: { id: a.user.id } });
    expect(await checkInCountOf(venue.id)).toBe(1);
    expect(await checkInCountOf(second.id)).toBe(0);
    const { data } = await gw.graphql(`query($id: ID!) { node(id: $id) { ... on Venue { checkInCount } } }`, { id: venue.globalId });
    expect(data!.node.checkInCount).toBe(1);
  });

  it("give the member's journey: distinct bars visited and check-ins, and a newest-first list only they read", async () => {
    const { user, token } = await gw.signedInMember();
    const stranger = await gw.signedInMember();
    const first = await newVenue('Journey');
    const second = await newVenue('Journey');
    const cocktail = await newCocktail(user.id);
    await gw.graphql(CHECK_IN, { input: { venueId: first.globalId } }, { token });
    await gw.prisma.checkIn.updateMany({ where: { userId: user.id }, data: { createdAt: new Date(Date.now() - 2 * 60 * 60_000) } });
    await gw.graphql(CHECK_IN, { input: { venueId: first.globalId } }, { token });
    await gw.graphql(CHECK_IN, { input: { venueId: second.globalId, cocktailId: cocktail.globalId } }, { token });

    const own = (await gw.graphql(CHECK_INS, { id: user.id }, { token })).data!.user;
    expect(own.journey).toEqual({ barsVisited: 2, checkIns: 3 });
    expect(own.checkIns.totalCount).toBe(3);
    expect(own.checkIns.edges.map((edge: any) => [edge.node.venue.name, edge.node.cocktail?.name ?? null])).toEqual([
      [second.name, cocktail.name],
      [first.name, null],
      [first.name, null],
    ]);
    const asOther = (await gw.graphql(CHECK_INS, { id: user.id }, { token: stranger.token })).data!.user;
    expect(asOther).toEqual({ journey: null, checkIns: null });
    expect((await gw.graphql(CHECK_INS, { id: user.id })).data!.user).toEqual({ journey: null, checkIns: null });
  });

  it('the /api profile carries visitedBars and checkIns for the member themself', async () => {
    const { user, token } = await gw.signedInMember();
    const venue = await newVenue('Legacy');
    const other = await newVenue('Legacy');
    await gw.graphql(CHECK_IN, { input: { venueId: venue.globalId } }, { token });
    await gw.graphql(CHECK_IN, { input: { venueId: other.globalId } }, { token });
    const own = await gw.rest('GET', `/api/users/${user.id}`, { token });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ visitedBars: 2, checkIns: 2 });
    const anonymous = await gw.rest('GET', `/api/users/${user.id}`);
    expect(anonymous.body).toMatchObject({ visitedBars: null, checkIns: null });
  });

  it("are read in the member's own list, with each venue and cocktail, in a constant number of statements", async () => {
    const { user, token } = await gw.signedInMember();
    const cocktail = await newCocktail(user.id);
    const venues = await Promise.all(Array.from({ length: 12 }, () => newVenue('Listed')));
    await gw.prisma.checkIn.createMany({
      data: venues.map((venue, index) => ({ userId: user.id, venueId: venue.id, cocktailId: index % 2 ? cocktail.id : null })),
    });
    const query = `query($first: Int!) {
      viewer { journey { barsVisited checkIns } checkIns(first: $first) { edges { node { id createdAt venue { name city country } cocktail { databaseId name } } } } }
    }`;
    await gw.graphql(query, { first: 1 }, { token }); // the session, read once and then cached
    const small = await gw.recordQueries(() => gw.graphql(query, { first: 2 }, { token }));
    const large = await gw.recordQueries(() => gw.graphql(query, { first: 12 }, { token }));
    const edges = (large.result.data as any).viewer.checkIns.edges;
    expect(edges).toHaveLength(12);
    expect(edges.filter((edge: any) => edge.node.cocktail?.name === cocktail.name)).toHaveLength(6);
    expect(small.statements.length).toBe(large.statements.length);
  });

  it('are read with venue search in a constant number of statements', async () => {
    const tag = `countsearch${process.pid}`;
    await gw.prisma.venue.createMany({
      data: Array.from({ length: 12 }, (_, i) => ({ name: `Count Search ${i}`, city: 'Faro', searchText: `${tag} ${i} faro` })),
    });
    const query = `query($text: String!, $first: Int!) { venueSearch(text: $text, first: $first) { edges { node { name checkInCount } } } }`;
    const small = await gw.recordQueries(() => gw.graphql(query, { text: tag, first: 2 }));
    const large = await gw.recordQueries(() => gw.graphql(query, { text: tag, first: 12 }));
    expect((small.result.data as any).venueSearch.edges).toHaveLength(2);
    expect((large.result.data as any).venueSearch.edges).toHaveLength(12);
    expect(small.statements.length).toBe(large.statements.length);
  });
});
