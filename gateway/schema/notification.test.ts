// Notifications through GraphQL (decision 0048): each kind is written by the action that causes it and
// by nobody else, never to oneself, taken back when the action is undone and never doubled when it is
// redone; the inbox is its recipient's only, pages newest first in one statement, and marking read moves
// the unread count; a subject the recipient may no longer see is not told.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES, UNREAD_COUNT_CAP } from '../../common/notifications';
import { notify } from '../domain/notifications';
import { RATE_LIMITS } from '../rate-limit';
import { setupTestGateway, type TestGateway } from '../testing/harness';

let gw: TestGateway;

beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const gid = (typename: string, id: number) => Buffer.from(`${typename}:${id}`).toString('base64');
const ERRORS = '... on Error { message code }';

const INBOX = `query($first: Int, $after: String) {
  viewer {
    unreadNotificationsCount
    notifications(first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      edges {
        cursor
        node {
          id databaseId kind unread readAt notifiedAt
          actor { databaseId displayName avatarUrl }
          cocktail { databaseId name }
          review { rating }
          verificationRequest { databaseId status position organizationName }
          report { databaseId status }
        }
      }
    }
  }
}`;

const FOLLOW = `mutation($input: FollowInput!) { follow(input: $input) { __typename ${ERRORS} } }`;
const UNFOLLOW = `mutation($input: UnfollowInput!) { unfollow(input: $input) { __typename ${ERRORS} } }`;
const LIKE = `mutation($input: LikeCocktailInput!) { likeCocktail(input: $input) { __typename ${ERRORS} } }`;
const UNLIKE = `mutation($input: UnlikeCocktailInput!) { unlikeCocktail(input: $input) { __typename ${ERRORS} } }`;
const REVIEW = `mutation($input: ReviewCocktailInput!) {
  reviewCocktail(input: $input) { __typename ... on ReviewCocktailPayload { review { id } } ${ERRORS} }
}`;
const DELETE_REVIEW = `mutation($input: DeleteReviewInput!) { deleteReview(input: $input) { __typename ${ERRORS} } }`;
const REPOUR = `mutation($input: RepourCocktailInput!) { repourCocktail(input: $input) { __typename ${ERRORS} } }`;
const UNREPOUR = `mutation($input: UnrepourCocktailInput!) { unrepourCocktail(input: $input) { __typename ${ERRORS} } }`;
const REPORT = `mutation($input: ReportCocktailInput!) {
  reportCocktail(input: $input) { __typename ... on ReportCocktailPayload { report { id } } ${ERRORS} }
}`;
const SET_STATUS = `mutation($input: SetReportStatusInput!) { setReportStatus(input: $input) { __typename ${ERRORS} } }`;
const REQUEST = `mutation($id: ID!) {
  requestVerification(input: { workEntryId: $id }) { __typename ... on RequestVerificationPayload { verificationRequest { id } } ${ERRORS} }
}`;
const ADD_ENTRY = `mutation($input: AddWorkEntryInput!) {
  addWorkEntry(input: $input) { __typename ... on AddWorkEntryPayload { workEntry { id } verificationRequest { id } } ${ERRORS} }
}`;
const UPDATE_ENTRY = `mutation($id: ID!, $entry: WorkEntryInput!) { updateWorkEntry(input: { id: $id, entry: $entry }) { __typename ${ERRORS} } }`;
const DECIDE = `mutation($id: ID!, $decision: VerificationDecision!) { decideVerification(input: { requestId: $id, decision: $decision }) { __typename ${ERRORS} } }`;
const MARK_READ = `mutation($input: MarkNotificationReadInput!) {
  markNotificationRead(input: $input) {
    __typename
    ... on MarkNotificationReadPayload { notification { id unread readAt } viewer { id unreadNotificationsCount } }
    ${ERRORS}
  }
}`;
const MARK_ALL_READ = `mutation {
  markAllNotificationsRead {
    __typename
    ... on MarkAllNotificationsReadPayload { markedCount viewer { id unreadNotificationsCount } }
    ${ERRORS}
  }
}`;

type Member = Awaited<ReturnType<TestGateway['signedInMember']>>;

let serial = 0;
async function cocktail(creatorId: number | null, visibility: 'public' | 'private' = 'public') {
  serial += 1;
  const name = `Notice Sour ${process.pid} ${serial}`;
  return gw.prisma.cocktail.create({ data: { name, nameSearch: name.toLowerCase(), creatorId, visibility } });
}

/** Runs a mutation and returns its result, failing the test on a GraphQL error. */
async function run(document: string, variables: Record<string, unknown>, who: Member | null) {
  const response = await gw.graphql<any>(document, variables, { token: who?.token ?? null });
  expect(response.errors).toBeUndefined();
  return Object.values(response.data!)[0] as { __typename: string; [key: string]: any };
}

async function inbox(who: Member, variables: Record<string, unknown> = { first: 50 }) {
  const response = await gw.graphql<any>(INBOX, variables, { token: who.token });
  expect(response.errors).toBeUndefined();
  const viewer = response.data!.viewer;
  return { count: viewer.unreadNotificationsCount as number, nodes: viewer.notifications.edges.map((edge: any) => edge.node), viewer };
}

/** The rows of a member's inbox in the table: what any screen could show. */
const stored = (recipientId: number) => gw.prisma.notification.findMany({ where: { recipientId }, orderBy: { id: 'asc' } });

describe('follow', () => {
  it("tells the followed member who follows them, unread, and the follower's own inbox stays empty", async () => {
    const [ana, ben] = [await gw.signedInMember({ firstName: 'Ana', lastName: 'Lopes' }), await gw.signedInMember()];
    expect((await run(FOLLOW, { input: { userId: gid('User', ana.user.id) } }, ben)).__typename).toBe('FollowPayload');
    const { count, nodes } = await inbox(ana);
    expect(count).toBe(1);
    expect(nodes).toEqual([
      expect.objectContaining({
        kind: 'follow',
        unread: true,
        readAt: null,
        actor: { databaseId: ben.user.id, displayName: `${ben.user.firstName} ${ben.user.lastName}`, avatarUrl: null },
        cocktail: null,
        review: null,
        verificationRequest: null,
        report: null,
      }),
    ]);
    expect((await inbox(ben)).nodes).toEqual([]);
  });

  it('takes the notification back on unfollow, and following again gives one notification, unread, at the top', async () => {
    const [ana, ben, cal] = [await gw.signedInMember(), await gw.signedInMember(), await gw.signedInMember()];
    const follow = (who: Member) => run(FOLLOW, { input: { userId: gid('User', ana.user.id) } }, who);
    await follow(ben);
    await follow(ben); // idempotent: nothing new
    expect(await stored(ana.user.id)).toHaveLength(1);
    const [first] = await stored(ana.user.id);
    await run(MARK_READ, { input: { id: gid('Notification', first.id) } }, ana);

    await run(UNFOLLOW, { input: { userId: gid('User', ana.user.id) } }, ben);
    expect(await stored(ana.user.id)).toEqual([]);
    expect((await inbox(ana)).count).toBe(0);

    await follow(cal);
    await follow(ben);
    const { count, nodes } = await inbox(ana);
    expect(count).toBe(2);
    expect(nodes.map((node: any) => [node.actor.databaseId, node.kind, node.unread])).toEqual([
      [ben.user.id, 'follow', true],
      [cal.user.id, 'follow', true],
    ]);
  });

  it('gives one notification however many follow and unfollow calls race, present exactly when the follow is', async () => {
    const [ana, ben] = [await gw.signedInMember(), await gw.signedInMember()];
    const input = { input: { userId: gid('User', ana.user.id) } };
    await Promise.all(Array.from({ length: 30 }, (_, index) => run(index % 2 ? UNFOLLOW : FOLLOW, input, ben)));
    await run(FOLLOW, input, ben);
    await Promise.all(Array.from({ length: 10 }, () => run(FOLLOW, input, ben)));
    expect(await stored(ana.user.id)).toHaveLength(1);
    await run(UNFOLLOW, input, ben);
    expect(await stored(ana.user.id)).toHaveLength(0);
  });
});

describe('like', () => {
  it("tells the cocktail's creator, links the cocktail, and never tells a member of their own like", async () => {
    const [ana, ben] = [await gw.signedInMember(), await gw.signedInMember()];
    const negroni = await cocktail(ana.user.id);
    await run(LIKE, { input: { cocktailId: gid('Cocktail', negroni.id) } }, ana);
    expect(await stored(ana.user.id)).toEqual([]);
    await run(LIKE, { input: { cocktailId: gid('Cocktail', negroni.id) } }, ben);
    const { count, nodes } = await inbox(ana);
    expect(count).toBe(1);
    expect(nodes).toEqual([
      expect.objectContaining({
        kind: 'like',
        actor: expect.objectContaining({ databaseId: ben.user.id }),
        cocktail: { databaseId: negroni.id, name: negroni.name },
      }),
    ]);
  });

  it('like, unlike, like again leaves one unread notification; the unlike alone leaves none', async () => {
    const [ana, ben] = [await gw.signedInMember(), await gw.signedInMember()];
    const sour = await cocktail(ana.user.id);
    const input = { input: { cocktailId: gid('Cocktail', sour.id) } };
    await run(LIKE, input, ben);
    const [first] = await stored(ana.user.id);
    await run(MARK_READ, { input: { id: gid('Notification', first.id) } }, ana);
    await run(UNLIKE, input, ben);
    expect(await stored(ana.user.id)).toEqual([]);
    await run(LIKE, input, ben);
    await run(LIKE, input, ben);
    const rows = await stored(ana.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'like', actorId: ben.user.id, cocktailId: sour.id, readAt: null });
    expect((await inbox(ana)).count).toBe(1);
    // The counter the like keeps in the same statement is still exact.
    expect((await gw.prisma.cocktail.findUniqueOrThrow({ where: { id: sour.id } })).likesCount).toBe(1);
  });

  it('tells nobody of a like of a cocktail without a creator (imported)', async () => {
    const ben = await gw.signedInMember();
    const imported = await cocktail(null);
    const before = await gw.prisma.notification.count();
    await run(LIKE, { input: { cocktailId: gid('Cocktail', imported.id) } }, ben);
    expect(await gw.prisma.notification.count()).toBe(before);
  });

  it('keeps one notification however many like and unlike calls race, present exactly when the like is', async () => {
    const [ana, ben] = [await gw.signedInMember(), await gw.signedInMember()];
    const sour = await cocktail(ana.user.id);
    const input = { input: { cocktailId: gid('Cocktail', sour.id) } };
    await Promise.all(Array.from({ length: 40 }, (_, index) => run(index % 2 ? UNLIKE : LIKE, input, ben)));
    const liked = (await gw.prisma.cocktailLike.count({ where: { cocktailId: sour.id } })) === 1;
    expect(await stored(ana.user.id)).toHaveLength(liked ? 1 : 0);
    const counted = await gw.prisma.cocktail.findUniqueOrThrow({ where: { id: sour.id } });
    expect(counted.likesCount).toBe(liked ? 1 : 0);
  });
});

describe('review', () => {
  it('tells the creator once: editing the review neither adds one nor makes a read one unread; deleting it takes it back', async () => {
    const [ana, ben] = [await gw.signedInMember(), await gw.signedInMember()];
    const sour = await cocktail(ana.user.id);
    const write = (rating: number) => run(REVIEW, { input: { cocktailId: gid('Cocktail', sour.id), rating, text: 'Bright.' } }, ben);
    const { review } = await write(4);
    let { nodes } = await inbox(ana);
    expect(nodes).toEqual([
      expect.objectContaining({ kind: 'review', review: { rating: 4 }, cocktail: expect.objectContaining({ databaseId: sour.id }) }),
    ]);
    await run(MARK_READ, { input: { id: nodes[0].id } }, ana);
    await write(2);
    ({ nodes } = await inbox(ana));
    expect(nodes).toEqual([expect.objectContaining({ kind: 'review', unread: false, review: { rating: 2 } })]);

    await run(DELETE_REVIEW, { input: { reviewId: review.id } }, ben);
    expect(await stored(ana.user.id)).toEqual([]);
    await write(5);
    ({ nodes } = await inbox(ana));
    expect(nodes).toEqual([expect.objectContaining({ kind: 'review', unread: true, review: { rating: 5 } })]);
  });

  it("does not tell a member of their own review, and an admin's deletion of a review takes its notification too", async () => {
    const [ana, ben] = [await gw.signedInMember(), await gw.signedInMember()];
    const admin = await gw.signedInMember({ isAdmin: true, profileType: 'admin' });
    const sour = await cocktail(ana.user.id);
    await run(REVIEW, { input: { cocktailId: gid('Cocktail', sour.id), rating: 5 } }, ana);
    expect(await stored(ana.user.id)).toEqual([]);
    const { review } = await run(REVIEW, { input: { cocktailId: gid('Cocktail', sour.id), rating: 1 } }, ben);
    expect(await stored(ana.user.id)).toHaveLength(1);
    await run(DELETE_REVIEW, { input: { reviewId: review.id } }, admin);
    expect(await stored(ana.user.id)).toEqual([]);
  });
});

describe('repour', () => {
  it('tells the creator once: a changed note says nothing new, an undo takes it back, a redo writes one', async () => {
    const [ana, ben] = [await gw.signedInMember(), await gw.signedInMember()];
    const sour = await cocktail(ana.user.id);
    const input = (note?: string) => ({ input: { cocktailId: gid('Cocktail', sour.id), ...(note ? { note } : {}) } });
    expect((await run(REPOUR, input('Try this'), ben)).__typename).toBe('RepourCocktailPayload');
    expect((await run(REPOUR, input('Try this, really'), ben)).__typename).toBe('RepourCocktailPayload');
    // The creator re-pouring their own cocktail tells nobody.
    await run(REPOUR, input(), ana);
    const { nodes, count } = await inbox(ana);
    expect(count).toBe(1);
    expect(nodes).toEqual([
      expect.objectContaining({
        kind: 'repour',
        actor: expect.objectContaining({ databaseId: ben.user.id }),
        cocktail: expect.objectContaining({ databaseId: sour.id }),
      }),
    ]);
    await run(UNREPOUR, input(), ben);
    expect(await stored(ana.user.id)).toEqual([]);
    await run(REPOUR, input(), ben);
    await run(UNREPOUR, input(), ben);
    await run(REPOUR, input(), ben);
    expect(await stored(ana.user.id)).toHaveLength(1);
  });

  it('is written by the repour write itself: one statement, with the counters (decision 0047)', async () => {
    const [ana, ben] = [await gw.signedInMember(), await gw.signedInMember()];
    const sour = await cocktail(ana.user.id);
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        run(index % 2 ? UNREPOUR : REPOUR, { input: { cocktailId: gid('Cocktail', sour.id) } }, ben),
      ),
    );
    const repoured = await gw.prisma.repour.count({ where: { cocktailId: sour.id, userId: ben.user.id } });
    expect(await stored(ana.user.id)).toHaveLength(repoured);
  });
});

describe('verification', () => {
  async function barWithVenue() {
    const bar = await gw.signedInMember({ profileType: 'bar' });
    serial += 1;
    const name = `Notice Bar ${process.pid} ${serial}`;
    const venue = await gw.prisma.venue.create({
      data: { name, city: 'Porto', ownerId: bar.user.id, isVerified: true, searchText: name.toLowerCase() },
    });
    return { bar, venue };
  }
  const entryInput = (venueId: number, position = 'Head Bartender') => ({
    organizationName: 'Notice Bar',
    venue: gid('Venue', venueId),
    position,
    city: 'Porto',
    startDate: '2022-01',
  });

  it("tells the venue's account when a member asks it to verify a position, from either way of asking", async () => {
    const { bar, venue } = await barWithVenue();
    const bartender = await gw.signedInMember({ profileType: 'bartender' });
    const added = await run(ADD_ENTRY, { input: { entry: entryInput(venue.id), requestVerification: true } }, bartender);
    expect(added.__typename).toBe('AddWorkEntryPayload');
    const later = await run(ADD_ENTRY, { input: { entry: entryInput(venue.id, 'Bar Manager') } }, bartender);
    expect(await stored(bar.user.id)).toHaveLength(1);
    await run(REQUEST, { id: later.workEntry.id }, bartender);
    const { count, nodes } = await inbox(bar);
    expect(count).toBe(2);
    expect(
      nodes.map((node: any) => [node.kind, node.actor.databaseId, node.verificationRequest.position, node.verificationRequest.status]),
    ).toEqual([
      ['verification_requested', bartender.user.id, 'Bar Manager', 'pending'],
      ['verification_requested', bartender.user.id, 'Head Bartender', 'pending'],
    ]);
    // Nobody hears of a request to an organisation typed by hand (no venue, no account).
    const before = await gw.prisma.notification.count();
    await run(ADD_ENTRY, { input: { entry: { ...entryInput(venue.id), venue: null }, requestVerification: true } }, bartender);
    expect(await gw.prisma.notification.count()).toBe(before);
  });

  it("withdraws the venue's notification when the member changes the entry (which withdraws the request)", async () => {
    const { bar, venue } = await barWithVenue();
    const bartender = await gw.signedInMember({ profileType: 'bartender' });
    const added = await run(ADD_ENTRY, { input: { entry: entryInput(venue.id), requestVerification: true } }, bartender);
    expect(await stored(bar.user.id)).toHaveLength(1);
    await run(UPDATE_ENTRY, { id: added.workEntry.id, entry: entryInput(venue.id, 'Barback') }, bartender);
    expect(await stored(bar.user.id)).toEqual([]);
  });

  it('tells the member the decision, verified or denied, by the venue or an admin', async () => {
    const { bar, venue } = await barWithVenue();
    const admin = await gw.signedInMember({ isAdmin: true, profileType: 'admin' });
    const bartender = await gw.signedInMember({ profileType: 'bartender' });
    const first = await run(ADD_ENTRY, { input: { entry: entryInput(venue.id), requestVerification: true } }, bartender);
    const second = await run(ADD_ENTRY, { input: { entry: entryInput(venue.id, 'Barback'), requestVerification: true } }, bartender);
    expect((await run(DECIDE, { id: first.verificationRequest.id, decision: 'verified' }, bar)).__typename).toBe(
      'DecideVerificationPayload',
    );
    expect((await run(DECIDE, { id: second.verificationRequest.id, decision: 'denied' }, admin)).__typename).toBe(
      'DecideVerificationPayload',
    );
    const { nodes } = await inbox(bartender);
    expect(
      nodes.map((node: any) => [node.kind, node.actor.databaseId, node.verificationRequest.position, node.verificationRequest.status]),
    ).toEqual([
      ['verification_decided', admin.user.id, 'Barback', 'denied'],
      ['verification_decided', bar.user.id, 'Head Bartender', 'verified'],
    ]);
    // The venue's own inbox still has the two requests, now decided.
    expect((await inbox(bar)).nodes.map((node: any) => node.verificationRequest.status).sort()).toEqual(['denied', 'verified']);
  });

  it('does not show the request to a venue account that no longer speaks for the venue', async () => {
    const { bar, venue } = await barWithVenue();
    const bartender = await gw.signedInMember({ profileType: 'bartender' });
    await run(ADD_ENTRY, { input: { entry: entryInput(venue.id), requestVerification: true } }, bartender);
    await gw.prisma.venue.update({ where: { id: venue.id }, data: { ownerId: null } });
    const response = await gw.graphql<any>(INBOX, { first: 5 }, { token: bar.token });
    expect(response.errors).toBeUndefined();
    expect(response.data!.viewer.notifications.edges.map((edge: any) => [edge.node.kind, edge.node.verificationRequest])).toEqual([
      ['verification_requested', null],
    ]);
  });
});

describe('suggestion resolved', () => {
  async function suggestion(reporter: Member | null, creatorId: number) {
    const sour = await cocktail(creatorId);
    const { report } = await run(REPORT, { input: { cocktailId: gid('Cocktail', sour.id), message: 'Less sugar.' } }, reporter);
    return {
      sour,
      reportId: report
        ? report.id
        : gid('CocktailReport', (await gw.prisma.cocktailReport.findFirstOrThrow({ where: { cocktailId: sour.id } })).id),
    };
  }

  it('tells the reporter when an admin resolves it, takes it back when set back, and tells once when resolved again', async () => {
    const admin = await gw.signedInMember({ isAdmin: true, profileType: 'admin' });
    const [ana, ben] = [await gw.signedInMember(), await gw.signedInMember()];
    const { sour, reportId } = await suggestion(ben, ana.user.id);
    const set = (status: string) => run(SET_STATUS, { input: { reportId, status } }, admin);
    await set('reviewing');
    expect(await stored(ben.user.id)).toEqual([]);
    await set('resolved');
    let { nodes } = await inbox(ben);
    expect(nodes).toEqual([
      expect.objectContaining({
        kind: 'suggestion_resolved',
        actor: expect.objectContaining({ databaseId: admin.user.id }),
        cocktail: expect.objectContaining({ databaseId: sour.id }),
        report: expect.objectContaining({ status: 'resolved' }),
      }),
    ]);
    await set('dismissed');
    expect(await stored(ben.user.id)).toEqual([]);
    await set('resolved');
    const other = await gw.signedInMember({ isAdmin: true, profileType: 'admin' });
    await run(SET_STATUS, { input: { reportId, status: 'reviewing' } }, other);
    await run(SET_STATUS, { input: { reportId, status: 'resolved' } }, other);
    ({ nodes } = await inbox(ben));
    expect(nodes.map((node: any) => [node.kind, node.actor.databaseId])).toEqual([['suggestion_resolved', other.user.id]]);
    // The cocktail's creator hears nothing of it.
    expect(await stored(ana.user.id)).toEqual([]);
  });

  it('tells nobody of a signed-out suggestion, nor an admin of their own', async () => {
    const admin = await gw.signedInMember({ isAdmin: true, profileType: 'admin' });
    const ana = await gw.signedInMember();
    const before = await gw.prisma.notification.count();
    const anonymous = await suggestion(null, ana.user.id);
    await run(SET_STATUS, { input: { reportId: anonymous.reportId, status: 'resolved' } }, admin);
    const own = await suggestion(admin, ana.user.id);
    await run(SET_STATUS, { input: { reportId: own.reportId, status: 'resolved' } }, admin);
    expect(await gw.prisma.notification.count()).toBe(before);
  });

  it('does not name a cocktail the reporter may no longer see: the notification stays, its cocktail is null', async () => {
    const admin = await gw.signedInMember({ isAdmin: true, profileType: 'admin' });
    const [ana, ben] = [await gw.signedInMember(), await gw.signedInMember()];
    const { sour, reportId } = await suggestion(ben, ana.user.id);
    await run(SET_STATUS, { input: { reportId, status: 'resolved' } }, admin);
    await gw.prisma.cocktail.update({ where: { id: sour.id }, data: { visibility: 'private' } });
    const response = await gw.graphql<any>(INBOX, { first: 5 }, { token: ben.token });
    expect(response.errors).toBeUndefined();
    const [node] = response.data!.viewer.notifications.edges.map((edge: any) => edge.node);
    expect(node).toMatchObject({ kind: 'suggestion_resolved', cocktail: null, report: { status: 'resolved' } });
    expect(JSON.stringify(response.data)).not.toContain(sour.name);
    // Its creator, to whom it is still visible, sees it in a like notification as before.
    await run(LIKE, { input: { cocktailId: gid('Cocktail', sour.id) } }, admin);
    expect((await inbox(ana)).nodes[0].cocktail).toEqual({ databaseId: sour.id, name: sour.name });
  });
});

describe('privacy', () => {
  it("answers node(id) of someone else's notification with FORBIDDEN, and the member's own with the node", async () => {
    const [ana, ben] = [await gw.signedInMember(), await gw.signedInMember()];
    await run(FOLLOW, { input: { userId: gid('User', ana.user.id) } }, ben);
    const [row] = await stored(ana.user.id);
    const NODE = `query($id: ID!) { node(id: $id) { ... on Notification { kind actor { databaseId } } } }`;
    const own = await gw.graphql<any>(NODE, { id: gid('Notification', row.id) }, { token: ana.token });
    expect(own.data!.node).toEqual({ kind: 'follow', actor: { databaseId: ben.user.id } });
    for (const who of [ben, await gw.signedInMember({ isAdmin: true, profileType: 'admin' })]) {
      const theirs = await gw.graphql<any>(NODE, { id: gid('Notification', row.id) }, { token: who.token });
      expect(theirs.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(theirs.data?.node ?? null).toBeNull();
    }
    const signedOut = await gw.graphql<any>(NODE, { id: gid('Notification', row.id) });
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("reads another member's inbox and count as null, admins included", async () => {
    const [ana, ben] = [await gw.signedInMember(), await gw.signedInMember()];
    await run(FOLLOW, { input: { userId: gid('User', ana.user.id) } }, ben);
    const OTHER = `query($id: Int!) { user(databaseId: $id) { unreadNotificationsCount notifications(first: 5) { edges { node { id } } } } }`;
    for (const who of [ben, await gw.signedInMember({ isAdmin: true, profileType: 'admin' }), null]) {
      const response = await gw.graphql<any>(OTHER, { id: ana.user.id }, { token: who?.token ?? null });
      expect(response.errors).toBeUndefined();
      expect(response.data!.user).toEqual({ unreadNotificationsCount: null, notifications: null });
    }
    const own = await gw.graphql<any>(OTHER, { id: ana.user.id }, { token: ana.token });
    expect(own.data!.user.unreadNotificationsCount).toBe(1);
  });

  it("refuses to mark someone else's notification read (not found, unchanged), and a signed-out caller is told to sign in", async () => {
    const [ana, ben] = [await gw.signedInMember(), await gw.signedInMember()];
    await run(FOLLOW, { input: { userId: gid('User', ana.user.id) } }, ben);
    const [row] = await stored(ana.user.id);
    const input = { input: { id: gid('Notification', row.id) } };
    expect(await run(MARK_READ, input, ben)).toEqual({
      __typename: 'NotFoundError',
      message: NOTIFICATION_MESSAGES.notFound,
      code: 'NOT_FOUND',
    });
    expect(await run(MARK_READ, { input: { id: gid('Cocktail', row.id) } }, ana)).toMatchObject({
      code: 'NOT_FOUND',
      message: NOTIFICATION_MESSAGES.notFound,
    });
    expect(await run(MARK_READ, input, null)).toEqual({
      __typename: 'NotAuthorizedError',
      message: NOTIFICATION_MESSAGES.signIn,
      code: 'UNAUTHENTICATED',
    });
    expect(await run(MARK_ALL_READ, {}, null)).toMatchObject({ code: 'UNAUTHENTICATED', message: NOTIFICATION_MESSAGES.signIn });
    // Ben's "mark all" marks only his own.
    expect(await run(MARK_ALL_READ, {}, ben)).toMatchObject({ markedCount: 0, viewer: { unreadNotificationsCount: 0 } });
    expect((await gw.prisma.notification.findUniqueOrThrow({ where: { id: row.id } })).readAt).toBeNull();
  });
});

describe('marking read', () => {
  async function busyInbox(size: number) {
    const ana = await gw.signedInMember();
    const sours = await Promise.all(Array.from({ length: size }, () => cocktail(ana.user.id)));
    const ben = await gw.signedInMember();
    for (const sour of sours) await run(LIKE, { input: { cocktailId: gid('Cocktail', sour.id) } }, ben);
    return { ana, ben, sours };
  }

  it('marks one read: the payload carries it and the new count; marking it again changes nothing', async () => {
    const { ana } = await busyInbox(3);
    const { nodes } = await inbox(ana);
    const result = await run(MARK_READ, { input: { id: nodes[1].id } }, ana);
    expect(result).toMatchObject({
      __typename: 'MarkNotificationReadPayload',
      notification: { id: nodes[1].id, unread: false },
      viewer: { unreadNotificationsCount: 2 },
    });
    const again = await run(MARK_READ, { input: { id: nodes[1].id } }, ana);
    expect(again.notification.readAt).toBe(result.notification.readAt);
    expect(again.viewer.unreadNotificationsCount).toBe(2);
    expect((await inbox(ana)).nodes.map((node: any) => node.unread)).toEqual([true, false, true]);
  });

  it('marks all read, returning how many and the count of 0', async () => {
    const { ana } = await busyInbox(4);
    expect(await run(MARK_ALL_READ, {}, ana)).toMatchObject({ markedCount: 4, viewer: { unreadNotificationsCount: 0 } });
    expect((await inbox(ana)).nodes.every((node: any) => !node.unread)).toBe(true);
    expect(await run(MARK_ALL_READ, {}, ana)).toMatchObject({ markedCount: 0 });
  });

  it(`counts unread notifications up to ${UNREAD_COUNT_CAP}, in one statement`, async () => {
    const ana = await gw.signedInMember();
    const actors = await Promise.all(Array.from({ length: UNREAD_COUNT_CAP + 5 }, () => gw.createMember()));
    await gw.prisma.notification.createMany({
      data: actors.map(({ user }) => ({ recipientId: ana.user.id, actorId: user.id, kind: 'follow' as const, subjectId: 0 })),
    });
    const COUNT = '{ viewer { unreadNotificationsCount } }';
    const { result, statements } = await gw.recordQueries(() => gw.graphql<any>(COUNT, {}, { token: ana.token }));
    expect(result.data!.viewer.unreadNotificationsCount).toBe(UNREAD_COUNT_CAP);
    const counting = statements.filter((statement) => /notifications/.test(statement));
    expect(counting).toHaveLength(1);
    expect(await run(MARK_ALL_READ, {}, ana)).toMatchObject({ markedCount: UNREAD_COUNT_CAP + 5, viewer: { unreadNotificationsCount: 0 } });
  });

  it('is rate-limited per member with the RATE_LIMITED code, and a refused call marks nothing', async () => {
    const { ana } = await busyInbox(1);
    await gw.services.limits.consume('notificationReadsPerMember', `member:${ana.user.id}`, RATE_LIMITS.notificationReadsPerMember.points);
    const [row] = await stored(ana.user.id);
    for (const [document, variables] of [
      [MARK_READ, { input: { id: gid('Notification', row.id) } }],
      [MARK_ALL_READ, {}],
    ] as const) {
      const response = await gw.graphql<any>(document, variables, { token: ana.token });
      expect(response.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    }
    expect((await stored(ana.user.id))[0].readAt).toBeNull();
  });
});

describe('the inbox', () => {
  it('pages newest first with keyset cursors, forwards only, and refuses a cursor that is not its own', async () => {
    const ana = await gw.signedInMember();
    const ben = await gw.signedInMember();
    const sours = [await cocktail(ana.user.id), await cocktail(ana.user.id), await cocktail(ana.user.id)];
    for (const sour of sours) await run(LIKE, { input: { cocktailId: gid('Cocktail', sour.id) } }, ben);
    const first = await inbox(ana, { first: 2 });
    expect(first.nodes.map((node: any) => node.cocktail.databaseId)).toEqual([sours[2].id, sours[1].id]);
    expect(first.viewer.notifications.pageInfo.hasNextPage).toBe(true);
    const rest = await inbox(ana, { first: 2, after: first.viewer.notifications.pageInfo.endCursor });
    expect(rest.nodes.map((node: any) => node.cocktail.databaseId)).toEqual([sours[0].id]);
    expect(rest.viewer.notifications.pageInfo.hasNextPage).toBe(false);

    const bad = await gw.graphql<any>(INBOX, { first: 2, after: 'nonsense' }, { token: ana.token });
    expect(bad.errors?.[0]).toMatchObject({ message: NOTIFICATION_MESSAGES.badCursor });
    const backwards = await gw.graphql<any>('{ viewer { notifications(last: 2) { edges { cursor } } } }', {}, { token: ana.token });
    expect(backwards.errors?.[0]).toMatchObject({ message: NOTIFICATION_MESSAGES.backwardsPaging });
  });

  it('loads a page with its actors and subjects of every kind in one statement, whatever its size', async () => {
    const ana = await gw.signedInMember({ profileType: 'bartender' });
    const admin = await gw.signedInMember({ isAdmin: true, profileType: 'admin' });
    const members = await Promise.all(Array.from({ length: 6 }, () => gw.signedInMember()));
    for (const member of members) {
      const sour = await cocktail(ana.user.id);
      await run(FOLLOW, { input: { userId: gid('User', ana.user.id) } }, member);
      await run(LIKE, { input: { cocktailId: gid('Cocktail', sour.id) } }, member);
      await run(REVIEW, { input: { cocktailId: gid('Cocktail', sour.id), rating: 4 } }, member);
      const { report } = await run(REPORT, { input: { cocktailId: gid('Cocktail', sour.id), message: 'More ice.' } }, ana);
      await run(SET_STATUS, { input: { reportId: report.id, status: 'resolved' } }, admin);
      const entry = await gw.prisma.workEntry.create({
        data: {
          userId: ana.user.id,
          organizationName: 'Somewhere',
          position: 'Bartender',
          city: 'Porto',
          startDate: '2020-01',
          verificationStatus: 'pending',
        },
      });
      const request = await gw.prisma.verificationRequest.create({
        data: {
          workEntryId: entry.id,
          requesterId: ana.user.id,
          organizationName: 'Somewhere',
          organizationType: 'bar',
          country: 'USA',
          city: 'Porto',
          position: 'Bartender',
          startDate: '2020-01',
          isCurrent: false,
        },
      });
      await gw.prisma.$transaction((tx) =>
        notify(tx, { recipientId: ana.user.id, actorId: member.user.id, kind: 'verification_decided', verificationRequestId: request.id }),
      );
    }
    const counts: number[] = [];
    for (const first of [5, 30]) {
      const { result, statements } = await gw.recordQueries(() => gw.graphql<any>(INBOX, { first }, { token: ana.token }));
      expect(result.errors).toBeUndefined();
      const nodes = result.data!.viewer.notifications.edges.map((edge: any) => edge.node);
      expect(nodes).toHaveLength(first);
      if (first === 30) expect(new Set(nodes.map((node: any) => node.kind)).size).toBe(5);
      // The page itself: one statement over notifications, its actors and subjects joined in.
      expect(statements.filter((statement) => /FROM "(public"\.")?notifications"/.test(statement))).toHaveLength(1);
      counts.push(statements.length);
    }
    // One statement (decision 0065): the viewer, the page and the unread count, at any page size.
    expect(counts).toEqual([1, 1]);
  });
});
