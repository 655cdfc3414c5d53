import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOGNITION_MESSAGES } from '../../common/recognition';
import { databaseFingerprint } from '../testing/fingerprint';
import { setupTestGateway, type TestGateway } from '../testing/harness';

let gw: TestGateway;
let admin: Awaited<ReturnType<TestGateway['signedInMember']>>;
beforeAll(async () => {
  gw = await setupTestGateway();
  admin = await gw.signedInMember({ profileType: 'admin' });
});
afterAll(async () => {
  await gw?.close();
});

const ERRORS = `... on Error { message code } ... on ValidationError { fields { path message } }`;
const MEMBER = 'user { databaseId isVerified verifiedByAdmin verifiedByPosition badges }';
const SET_BADGE = `mutation($input: SetMemberBadgeInput!) {
  setMemberBadge(input: $input) { __typename ... on SetMemberBadgePayload { ${MEMBER} } ${ERRORS} }
}`;
const SET_VERIFIED = `mutation($input: SetMemberVerifiedInput!) {
  setMemberVerified(input: $input) { __typename ... on SetMemberVerifiedPayload { ${MEMBER} } ${ERRORS} }
}`;
const PROFILE = `query($id: Int!) { user(databaseId: $id) { isVerified verifiedByAdmin verifiedByPosition badges } }`;
const ADD_ENTRY = `mutation($input: AddWorkEntryInput!) {
  addWorkEntry(input: $input) {
    __typename
    ... on AddWorkEntryPayload { workEntry { id verificationStatus } verificationRequest { id } user { isVerified } }
    ${ERRORS}
  }
}`;
const DECIDE = `mutation($id: ID!, $decision: VerificationDecision!) {
  decideVerification(input: { requestId: $id, decision: $decision }) { __typename ... on DecideVerificationPayload { workEntry { verificationStatus } } ${ERRORS} }
}`;
const UPDATE_ENTRY = `mutation($id: ID!, $entry: WorkEntryInput!) {
  updateWorkEntry(input: { id: $id, entry: $entry }) { __typename ... on UpdateWorkEntryPayload { workEntry { verificationStatus current } } ${ERRORS} }
}`;
const REMOVE_ENTRY = `mutation($id: ID!) { removeWorkEntry(input: { id: $id }) { __typename ${ERRORS} } }`;

const userGid = (id: number) => encodeGlobalID('User', id);

async function profileOf(id: number) {
  return (await gw.graphql(PROFILE, { id })).data!.user;
}

async function setBadge(userId: number, badge: string, granted: boolean, token = admin.token) {
  return (await gw.graphql(SET_BADGE, { input: { userId: userGid(userId), badge, granted } }, { token })).data!.setMemberBadge;
}

async function setVerified(userId: number, verified: boolean, token = admin.token) {
  return (await gw.graphql(SET_VERIFIED, { input: { userId: userGid(userId), verified } }, { token })).data!.setMemberVerified;
}

let venueSerial = 0;
/** A venue confirmed by an admin, spoken for by a bar account that can verify its staff. */
async function confirmedVenue() {
  venueSerial += 1;
  const bar = await gw.signedInMember({ profileType: 'bar' });
  const name = `Tick Bar ${process.pid} ${venueSerial}`;
  const venue = await gw.prisma.venue.create({
    data: { name, city: 'Lisbon', ownerId: bar.user.id, isVerified: true, searchText: name.toLowerCase() },
  });
  return { venue, bar, globalId: encodeGlobalID('Venue', venue.id) };
}

const entryInput = (venue: string, current = true) => ({
  organizationName: 'Tick Bar',
  position: 'Head Bartender',
  city: 'Lisbon',
  startDate: '2022-04',
  current,
  ...(current ? {} : { endDate: '2024-01' }),
  venue,
});

/** A bartender with a position at a confirmed venue, sent for verification (pending). */
async function pendingPosition(current = true) {
  const member = await gw.signedInMember({ profileType: 'bartender' });
  const place = await confirmedVenue();
  const added = (
    await gw.graphql(
      ADD_ENTRY,
      { input: { entry: entryInput(place.globalId, current), requestVerification: true } },
      { token: member.token },
    )
  ).data!.addWorkEntry;
  expect(added.workEntry.verificationStatus).toBe('pending');
  return { member, place, entryId: added.workEntry.id as string, requestId: added.verificationRequest.id as string };
}

describe('admins grant and remove badges and the tick', () => {
  it('grants OG Crew and the tick, answers with the member as they now are, and records who and when', async () => {
    const { user } = await gw.signedInMember({ profileType: 'bartender' });
    expect(await profileOf(user.id)).toEqual({ isVerified: false, verifiedByAdmin: false, verifiedByPosition: false, badges: [] });

    expect(await setBadge(user.id, 'og', true)).toEqual({
      __typename: 'SetMemberBadgePayload',
      user: { databaseId: user.id, isVerified: false, verifiedByAdmin: false, verifiedByPosition: false, badges: ['og'] },
    });
    expect(await setVerified(user.id, true)).toEqual({
      __typename: 'SetMemberVerifiedPayload',
      user: { databaseId: user.id, isVerified: true, verifiedByAdmin: true, verifiedByPosition: false, badges: ['og'] },
    });
    expect(await profileOf(user.id)).toEqual({ isVerified: true, verifiedByAdmin: true, verifiedByPosition: false, badges: ['og'] });

    const changes = await gw.prisma.recognitionChange.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } });
    expect(changes.map(({ recognition, granted, changedById }) => ({ recognition, granted, changedById }))).toEqual([
      { recognition: 'og', granted: true, changedById: admin.user.id },
      { recognition: 'verified', granted: true, changedById: admin.user.id },
    ]);
    expect(Date.now() - changes[1].createdAt.getTime()).toBeLessThan(60_000);
  });

  it('shows both badges in the spec order whatever order they were granted in, each once', async () => {
    const { user } = await gw.signedInMember();
    await setBadge(user.id, 'identity_verified', true);
    await setBadge(user.id, 'og', true);
    expect((await setBadge(user.id, 'og', true)).user.badges).toEqual(['og', 'identity_verified']);
    expect((await gw.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).badges.sort()).toEqual(['identity_verified', 'og']);
    // Repeating a grant changes nothing and records nothing.
    expect(await gw.prisma.recognitionChange.count({ where: { userId: user.id } })).toBe(2);
  });

  it('removes a badge and the tick again, recording each removal', async () => {
    const { user } = await gw.signedInMember();
    await setBadge(user.id, 'og', true);
    await setBadge(user.id, 'identity_verified', true);
    await setVerified(user.id, true);
    expect((await setBadge(user.id, 'og', false)).user.badges).toEqual(['identity_verified']);
    expect((await setVerified(user.id, false)).user).toMatchObject({ isVerified: false, verifiedByAdmin: false });
    expect((await setVerified(user.id, false)).user.isVerified).toBe(false);
    expect(await profileOf(user.id)).toEqual({
      isVerified: false,
      verifiedByAdmin: false,
      verifiedByPosition: false,
      badges: ['identity_verified'],
    });
    const removals = await gw.prisma.recognitionChange.findMany({ where: { userId: user.id, granted: false }, orderBy: { id: 'asc' } });
    expect(removals.map((change) => change.recognition)).toEqual(['og', 'verified']);
  });

  it('lists a badge once and records one change when admins grant it at the same moment', async () => {
    const { user } = await gw.signedInMember();
    const second = await gw.signedInMember({ profileType: 'admin' });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) => setBadge(user.id, 'og', true, index % 2 ? second.token : admin.token)),
    );
    expect(results.every((result) => result.__typename === 'SetMemberBadgePayload')).toBe(true);
    expect((await gw.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).badges).toEqual(['og']);
    expect(await gw.prisma.recognitionChange.count({ where: { userId: user.id } })).toBe(1);
  });

  it('refuses members who are not admins, and signed-out callers, changing nothing', async () => {
    const { user } = await gw.signedInMember();
    for (const profileType of ['user', 'bartender', 'bar', 'brand'] as const) {
      const caller = await gw.signedInMember({ profileType });
      const fingerprint = await databaseFingerprint(gw.prisma);
      expect(await setBadge(user.id, 'og', true, caller.token)).toEqual({
        __typename: 'NotAuthorizedError',
        message: 'Only admins can grant badges and the verified tick.',
        code: 'FORBIDDEN',
      });
      expect(await setVerified(user.id, true, caller.token)).toMatchObject({ code: 'FORBIDDEN', message: RECOGNITION_MESSAGES.forbidden });
      // Granting themself is refused the same way, and so is bad input: they learn nothing from it.
      expect(await setVerified(caller.user.id, true, caller.token)).toMatchObject({ code: 'FORBIDDEN' });
      expect(await setBadge(2_000_000_000, 'og', true, caller.token)).toMatchObject({ code: 'FORBIDDEN' });
      expect(await databaseFingerprint(gw.prisma)).toEqual(fingerprint);
    }
    const fingerprint = await databaseFingerprint(gw.prisma);
    const signedOut = (await gw.graphql(SET_BADGE, { input: { userId: userGid(user.id), badge: 'og', granted: true } })).data!
      .setMemberBadge;
    expect(signedOut).toEqual({
      __typename: 'NotAuthorizedError',
      message: 'Sign in as an admin to grant badges.',
      code: 'UNAUTHENTICATED',
    });
    expect((await gw.graphql(SET_VERIFIED, { input: { userId: userGid(user.id), verified: true } })).data!.setMemberVerified).toMatchObject(
      {
        code: 'UNAUTHENTICATED',
      },
    );
    expect(await databaseFingerprint(gw.prisma)).toEqual(fingerprint);
    expect(await profileOf(user.id)).toEqual({ isVerified: false, verifiedByAdmin: false, verifiedByPosition: false, badges: [] });
  });

  it("leaves an admin's own badges and tick to another admin", async () => {
    const fingerprint = await databaseFingerprint(gw.prisma);
    expect(await setVerified(admin.user.id, true)).toEqual({
      __typename: 'NotAuthorizedError',
      message: 'Another admin decides your own badges and tick.',
      code: 'FORBIDDEN',
    });
    expect(await setBadge(admin.user.id, 'og', true)).toMatchObject({ message: RECOGNITION_MESSAGES.ownRecognition });
    expect(await databaseFingerprint(gw.prisma)).toEqual(fingerprint);
    const other = await gw.signedInMember({ profileType: 'admin' });
    expect((await setBadge(admin.user.id, 'og', true, other.token)).user.badges).toEqual(['og']);
    await setBadge(admin.user.id, 'og', false, other.token);
  });

  it('answers a member who does not exist, or an id of something else, with "Profile not found"', async () => {
    const missing = (
      await gw.graphql(SET_BADGE, { input: { userId: userGid(2_000_000_000), badge: 'og', granted: true } }, { token: admin.token })
    ).data!.setMemberBadge;
    expect(missing).toEqual({ __typename: 'NotFoundError', message: 'Profile not found', code: 'NOT_FOUND' });
    const cocktail = encodeGlobalID('Cocktail', 1);
    const notAUser = (await gw.graphql(SET_VERIFIED, { input: { userId: cocktail, verified: true } }, { token: admin.token })).data!
      .setMemberVerified;
    expect(notAUser).toMatchObject({ __typename: 'NotFoundError', message: RECOGNITION_MESSAGES.memberNotFound });
  });

  it('takes only the two badges of the spec', async () => {
    const { user } = await gw.signedInMember();
    const response = await gw.graphql(
      SET_BADGE,
      { input: { userId: userGid(user.id), badge: 'gold', granted: true } },
      { token: admin.token },
    );
    expect(response.errors?.[0].message).toMatch(/MemberBadge/);
    expect(await profileOf(user.id)).toMatchObject({ badges: [] });
    // The database refuses any other value too, whoever writes it.
    await expect(gw.prisma.user.update({ where: { id: user.id }, data: { badges: ['gold'] } })).rejects.toThrow();
  });

  it('is rate-limited per admin', async () => {
    const limited = await gw.signedInMember({ profileType: 'admin' });
    const { user } = await gw.signedInMember();
    const outcomes: string[] = [];
    for (let call = 0; call < 121; call += 1) {
      const response = await gw.graphql(
        SET_BADGE,
        { input: { userId: userGid(user.id), badge: 'og', granted: call % 2 === 0 } },
        { token: limited.token },
      );
      outcomes.push(response.data?.setMemberBadge?.__typename ?? response.errors![0].extensions!.code);
    }
    expect(outcomes.slice(0, 120).every((outcome) => outcome === 'SetMemberBadgePayload')).toBe(true);
    expect(outcomes[120]).toBe('RATE_LIMITED');
    expect(await gw.prisma.recognitionChange.count({ where: { userId: user.id } })).toBe(120);
  });
});

describe('the tick from a verified current position', () => {
  it('comes when the organisation verifies a current position, and not while it is pending', async () => {
    const { member, place, requestId } = await pendingPosition();
    expect(await profileOf(member.user.id)).toMatchObject({ isVerified: false, verifiedByPosition: false });
    const decided = (await gw.graphql(DECIDE, { id: requestId, decision: 'verified' }, { token: place.bar.token })).data!
      .decideVerification;
    expect(decided.workEntry.verificationStatus).toBe('verified');
    expect(await profileOf(member.user.id)).toEqual({ isVerified: true, verifiedByAdmin: false, verifiedByPosition: true, badges: [] });
  });

  it('does not come from a denied position, nor from a verified one that has ended', async () => {
    const denied = await pendingPosition();
    await gw.graphql(DECIDE, { id: denied.requestId, decision: 'denied' }, { token: denied.place.bar.token });
    expect(await profileOf(denied.member.user.id)).toMatchObject({ isVerified: false, verifiedByPosition: false });

    const ended = await pendingPosition(false);
    const decided = (await gw.graphql(DECIDE, { id: ended.requestId, decision: 'verified' }, { token: ended.place.bar.token })).data!
      .decideVerification;
    expect(decided.workEntry.verificationStatus).toBe('verified');
    expect(await profileOf(ended.member.user.id)).toMatchObject({ isVerified: false, verifiedByPosition: false });
  });

  it('goes when the position ends or is removed, and on whatever path the entry changes', async () => {
    const { member, place, entryId, requestId } = await pendingPosition();
    await gw.graphql(DECIDE, { id: requestId, decision: 'verified' }, { token: place.bar.token });
    expect((await profileOf(member.user.id)).isVerified).toBe(true);

    // Ending the position: what was verified changed, so the entry is not verified any more, and no tick.
    const ended = (await gw.graphql(UPDATE_ENTRY, { id: entryId, entry: entryInput(place.globalId, false) }, { token: member.token })).data!
      .updateWorkEntry;
    expect(ended.workEntry).toEqual({ verificationStatus: 'unverified', current: false });
    expect(await profileOf(member.user.id)).toMatchObject({ isVerified: false, verifiedByPosition: false });

    // Written straight to the table (an import, a fix by hand): the trigger keeps the column in step.
    const rowId = Number(Buffer.from(entryId, 'base64').toString().split(':')[1]);
    await gw.prisma.workEntry.update({ where: { id: rowId }, data: { current: true, endDate: null, verificationStatus: 'verified' } });
    expect((await profileOf(member.user.id)).verifiedByPosition).toBe(true);
    await gw.prisma.workEntry.update({ where: { id: rowId }, data: { current: false, endDate: '2025-01' } });
    expect((await profileOf(member.user.id)).verifiedByPosition).toBe(false);
    await gw.prisma.workEntry.update({ where: { id: rowId }, data: { current: true, endDate: null } });
    expect((await profileOf(member.user.id)).verifiedByPosition).toBe(true);

    const removed = (await gw.graphql(REMOVE_ENTRY, { id: entryId }, { token: member.token })).data!.removeWorkEntry;
    expect(removed.__typename).toBe('RemoveWorkEntryPayload');
    expect(await profileOf(member.user.id)).toMatchObject({ isVerified: false, verifiedByPosition: false });
  });

  it('stays with one verified current position while another entry changes', async () => {
    const { member, place, requestId } = await pendingPosition();
    await gw.graphql(DECIDE, { id: requestId, decision: 'verified' }, { token: place.bar.token });
    await gw.prisma.workEntry.create({
      data: {
        userId: member.user.id,
        organizationName: 'Old Bar',
        position: 'Barback',
        city: 'Porto',
        startDate: '2015-01',
        endDate: '2016-01',
      },
    });
    await gw.prisma.workEntry.deleteMany({ where: { userId: member.user.id, organizationName: 'Old Bar' } });
    expect((await profileOf(member.user.id)).isVerified).toBe(true);
  });

  it("is not the admin's to remove: removing the admin's grant leaves the tick a verified position gives", async () => {
    const { member, place, requestId } = await pendingPosition();
    await setVerified(member.user.id, true);
    await gw.graphql(DECIDE, { id: requestId, decision: 'verified' }, { token: place.bar.token });
    expect((await setVerified(member.user.id, false)).user).toEqual({
      databaseId: member.user.id,
      isVerified: true,
      verifiedByAdmin: false,
      verifiedByPosition: true,
      badges: [],
    });
  });
});

describe('the tick and badges in lists of people', () => {
  it('cost no statement more per member in people search and followers', async () => {
    const tag = `ticklist${process.pid}`;
    const followed = await gw.signedInMember();
    const people = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        gw.createMember({ firstName: tag, lastName: `Person ${index}`, username: `${tag}_${index}` }),
      ),
    );
    for (const [index, { user }] of people.entries()) {
      await gw.prisma.user.update({
        where: { id: user.id },
        data: { searchText: `${tag} person ${index}`, isVerified: index % 3 === 0, badges: index % 2 ? ['og'] : [] },
      });
      await gw.prisma.follow.create({ data: { followerId: user.id, followingId: followed.user.id } });
    }
    await gw.prisma.user.update({ where: { id: followed.user.id }, data: { followersCount: 12 } });
    const SEARCH = `query($text: String!, $first: Int!) { search(query: $text) { people(first: $first) { edges { node { displayName isVerified badges } } } } }`;
    const FOLLOWERS = `query($id: Int!, $first: Int!) { user(databaseId: $id) { followers(first: $first) { edges { node { displayName isVerified badges } } } } }`;

    await gw.graphql(SEARCH, { text: tag, first: 1 }, { token: admin.token }); // the session, read once and then cached
    const small = await gw.recordQueries(() => gw.graphql(SEARCH, { text: tag, first: 2 }, { token: admin.token }));
    const large = await gw.recordQueries(() => gw.graphql(SEARCH, { text: tag, first: 12 }, { token: admin.token }));
    const found = (large.result.data as any).search.people.edges.map((edge: any) => edge.node);
    expect(found).toHaveLength(12);
    expect(found.filter((node: any) => node.isVerified)).toHaveLength(4);
    expect(found.filter((node: any) => node.badges.includes('og'))).toHaveLength(6);
    expect(small.statements.length).toBe(large.statements.length);

    const few = await gw.recordQueries(() => gw.graphql(FOLLOWERS, { id: followed.user.id, first: 2 }));
    const many = await gw.recordQueries(() => gw.graphql(FOLLOWERS, { id: followed.user.id, first: 12 }));
    expect((many.result.data as any).user.followers.edges.filter((edge: any) => edge.node.isVerified)).toHaveLength(4);
    expect(few.statements.length).toBe(many.statements.length);
  });
});
