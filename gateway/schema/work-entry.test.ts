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

const ERRORS = `... on Error { message code } ... on ValidationError { fields { path message } }`;

const ADD = `mutation($input: AddWorkEntryInput!) {
  addWorkEntry(input: $input) {
    __typename
    ... on AddWorkEntryPayload {
      workEntry { id position organizationName city country endDate current verificationStatus linkedToOrganization venue { name } }
      verificationRequest { id status }
      user { workEntryCount currentPositions { position } }
    }
    ${ERRORS}
  }
}`;
const UPDATE = `mutation($id: ID!, $entry: WorkEntryInput!) {
  updateWorkEntry(input: { id: $id, entry: $entry }) { __typename ... on UpdateWorkEntryPayload { workEntry { position verificationStatus } } ${ERRORS} }
}`;
const REMOVE = `mutation($id: ID!) { removeWorkEntry(input: { id: $id }) { __typename ... on RemoveWorkEntryPayload { removedWorkEntryId user { workEntryCount } } ${ERRORS} } }`;
const REQUEST = `mutation($id: ID!) {
  requestVerification(input: { workEntryId: $id }) {
    __typename
    ... on RequestVerificationPayload { workEntry { verificationStatus } verificationRequest { id status organizationName position } }
    ${ERRORS}
  }
}`;
const DECIDE = `mutation($id: ID!, $decision: VerificationDecision!) {
  decideVerification(input: { requestId: $id, decision: $decision }) {
    __typename
    ... on DecideVerificationPayload { verificationRequest { status decidedAt decidedBy { databaseId } } workEntry { verificationStatus } }
    ${ERRORS}
  }
}`;
const TEAM = `query($id: ID!) {
  node(id: $id) {
    ... on Venue {
      name viewerIsOwner owner { databaseId }
      team { position current verificationStatus user { databaseId displayName } openVerificationRequests { id viewerCanDecide } }
    }
  }
}`;
const LIST_VENUE = `mutation($input: ListVenueInput!) {
  listVenue(input: $input) { __typename ... on VenueClaimPayload { venueClaim { id status listedByClaimant venue { id name isVerified } } user { venue { name } } } ${ERRORS} }
}`;
const CLAIM = `mutation($input: ClaimVenueInput!) {
  claimVenue(input: $input) { __typename ... on VenueClaimPayload { venueClaim { id status } user { venue { name } } } ${ERRORS} }
}`;
const DECIDE_CLAIM = `mutation($id: ID!, $approve: Boolean!) {
  decideVenueClaim(input: { id: $id, approve: $approve }) { __typename ... on VenueClaimPayload { venueClaim { status decidedAt } user { venue { name isVerified } } } ${ERRORS} }
}`;

let venueCounter = 0;

/** A bar account speaking for a venue an admin has confirmed. */
async function confirmedVenue(adminToken: string) {
  venueCounter += 1;
  const bar = await gw.signedInMember({ profileType: 'bar', firstName: 'Venue', lastName: `Account ${venueCounter}` });
  const listed = (
    await gw.graphql(
      LIST_VENUE,
      { input: { name: `The Test Room ${venueCounter}`, city: 'Chicago', country: 'USA' } },
      { token: bar.token },
    )
  ).data!.listVenue;
  expect(listed.__typename).toBe('VenueClaimPayload');
  const approved = (await gw.graphql(DECIDE_CLAIM, { id: listed.venueClaim.id, approve: true }, { token: adminToken })).data!
    .decideVenueClaim;
  expect(approved.user.venue.isVerified).toBe(true);
  return { ...bar, venueId: listed.venueClaim.venue.id as string, venueName: listed.venueClaim.venue.name as string };
}

function entry(overrides: Record<string, unknown> = {}) {
  return {
    organizationName: 'The Test Room',
    position: 'Head Bartender',
    city: 'Chicago',
    startDate: '2024-03',
    current: true,
    ...overrides,
  };
}

let admin: { token: string; user: { id: number } };
beforeAll(async () => {
  admin = await gw.signedInMember({ profileType: 'admin' });
});

describe('work history', () => {
  it("is added with the spec's fields, country USA by default, and no end date while current", async () => {
    const { token } = await gw.signedInMember({ profileType: 'bartender' });
    const added = (await gw.graphql(ADD, { input: { entry: entry({ endDate: '2025-01' }) } }, { token })).data!.addWorkEntry;
    expect(added).toMatchObject({
      __typename: 'AddWorkEntryPayload',
      workEntry: {
        position: 'Head Bartender',
        country: 'USA',
        endDate: null,
        current: true,
        verificationStatus: 'unverified',
        linkedToOrganization: false,
        venue: null,
      },
      verificationRequest: null,
      user: { workEntryCount: 1, currentPositions: [{ position: 'Head Bartender' }] },
    });
  });

  it('needs organization name, city, position and start date, and adds nothing without them', async () => {
    const { user, token } = await gw.signedInMember({ profileType: 'bartender' });
    const refused = (
      await gw.graphql(ADD, { input: { entry: { organizationName: ' ', position: '', city: '', startDate: '' } } }, { token })
    ).data!.addWorkEntry;
    expect(refused.fields.map((field: { message: string }) => field.message)).toEqual([
      'Please enter the organization name',
      'Please enter the city',
      'Please enter your position',
      'Please choose a start date',
    ]);
    expect(await gw.prisma.workEntry.count({ where: { userId: user.id } })).toBe(0);
  });

  it('is changed and removed only by its owner; to anyone else it is not found', async () => {
    const owner = await gw.signedInMember({ profileType: 'bartender' });
    const id = (await gw.graphql(ADD, { input: { entry: entry() } }, { token: owner.token })).data!.addWorkEntry.workEntry.id;
    const other = await gw.signedInMember({ profileType: 'bartender' });
    expect(
      (await gw.graphql(UPDATE, { id, entry: entry({ position: 'Owner' }) }, { token: other.token })).data!.updateWorkEntry,
    ).toMatchObject({
      __typename: 'NotFoundError',
    });
    expect((await gw.graphql(REMOVE, { id }, { token: other.token })).data!.removeWorkEntry.__typename).toBe('NotFoundError');
    expect((await gw.graphql(REMOVE, { id })).data!.removeWorkEntry).toMatchObject({
      __typename: 'NotAuthorizedError',
      code: 'UNAUTHENTICATED',
    });
    expect(await gw.prisma.workEntry.findUniqueOrThrow({ where: { id: idOf(id) } })).toMatchObject({ position: 'Head Bartender' });

    expect(
      (await gw.graphql(UPDATE, { id, entry: entry({ position: 'Bar Manager' }) }, { token: owner.token })).data!.updateWorkEntry.workEntry
        .position,
    ).toBe('Bar Manager');
    expect((await gw.graphql(REMOVE, { id }, { token: owner.token })).data!.removeWorkEntry).toMatchObject({
      removedWorkEntryId: id,
      user: { workEntryCount: 0 },
    });
  });
});

function idOf(globalId: string): number {
  return Number(Buffer.from(globalId, 'base64').toString().split(':')[1]);
}

describe('verification by the organisation', () => {
  it('walks the whole life cycle: request, the venue sees it in its Team tab, verifies, and the decision is recorded', async () => {
    const venue = await confirmedVenue(admin.token);
    const bartender = await gw.signedInMember({ profileType: 'bartender', firstName: 'Jess', lastName: 'Pour' });
    const added = (
      await gw.graphql(
        ADD,
        { input: { entry: entry({ organizationName: venue.venueName, venue: venue.venueId }), requestVerification: true } },
        { token: bartender.token },
      )
    ).data!.addWorkEntry;
    expect(added).toMatchObject({
      workEntry: { verificationStatus: 'pending', linkedToOrganization: true, venue: { name: venue.venueName } },
      verificationRequest: { status: 'pending' },
    });

    const team = (await gw.graphql(TEAM, { id: venue.venueId }, { token: venue.token })).data!.node;
    expect(team).toMatchObject({ viewerIsOwner: true, owner: { databaseId: venue.user.id } });
    expect(team.team).toEqual([
      {
        position: 'Head Bartender',
        current: true,
        verificationStatus: 'pending',
        user: { databaseId: bartender.user.id, displayName: 'Jess Pour' },
        openVerificationRequests: [{ id: added.verificationRequest.id, viewerCanDecide: true }],
      },
    ]);
    // The public sees the team and their states, but not the requests.
    const publicTeam = (await gw.graphql(TEAM, { id: venue.venueId })).data!.node;
    expect(publicTeam.viewerIsOwner).toBe(false);
    expect(publicTeam.team[0]).toMatchObject({ verificationStatus: 'pending', openVerificationRequests: [] });
    // The member sees their own request, but cannot decide it.
    expect((await gw.graphql(TEAM, { id: venue.venueId }, { token: bartender.token })).data!.node.team[0].openVerificationRequests).toEqual(
      [{ id: added.verificationRequest.id, viewerCanDecide: false }],
    );

    const before = Date.now();
    const decided = (await gw.graphql(DECIDE, { id: added.verificationRequest.id, decision: 'verified' }, { token: venue.token })).data!
      .decideVerification;
    expect(decided).toMatchObject({
      __typename: 'DecideVerificationPayload',
      verificationRequest: { status: 'verified', decidedBy: { databaseId: venue.user.id } },
      workEntry: { verificationStatus: 'verified' },
    });
    expect(new Date(decided.verificationRequest.decidedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    // A decided request cannot be decided again.
    const again = (await gw.graphql(DECIDE, { id: added.verificationRequest.id, decision: 'denied' }, { token: venue.token })).data!
      .decideVerification;
    expect(again).toMatchObject({ __typename: 'ValidationError', message: 'This request has already been decided' });
    expect((await gw.prisma.workEntry.findUniqueOrThrow({ where: { id: idOf(added.workEntry.id) } })).verificationStatus).toBe('verified');
  });

  it('goes from unverified to pending on request, and only once', async () => {
    const bartender = await gw.signedInMember({ profileType: 'bartender' });
    const id = (await gw.graphql(ADD, { input: { entry: entry({ organizationName: 'Corner Bar' }) } }, { token: bartender.token })).data!
      .addWorkEntry.workEntry.id;
    const requested = (await gw.graphql(REQUEST, { id }, { token: bartender.token })).data!.requestVerification;
    expect(requested).toMatchObject({
      workEntry: { verificationStatus: 'pending' },
      verificationRequest: { status: 'pending', organizationName: 'Corner Bar', position: 'Head Bartender' },
    });
    expect((await gw.graphql(REQUEST, { id }, { token: bartender.token })).data!.requestVerification).toMatchObject({
      __typename: 'ValidationError',
      message: 'This entry is already verified or waiting for a decision',
    });
    expect(await gw.prisma.verificationRequest.count({ where: { workEntryId: idOf(id) } })).toBe(1);
    // Someone else cannot send another member's entry.
    const other = await gw.signedInMember();
    expect((await gw.graphql(REQUEST, { id }, { token: other.token })).data!.requestVerification.__typename).toBe('NotFoundError');
  });

  it('may be asked again once denied, under the same per-member limit as a first request; the denial stays on record', async () => {
    const bartender = await gw.signedInMember({ profileType: 'bartender' });
    const added = (
      await gw.graphql(
        ADD,
        { input: { entry: entry({ organizationName: 'Denying Dive' }), requestVerification: true } },
        { token: bartender.token },
      )
    ).data!.addWorkEntry;
    let requestId = added.verificationRequest.id;
    // The limit is 20 requests an hour per member; the first was sent with the entry.
    for (let sent = 1; sent < 20; sent++) {
      expect(
        (await gw.graphql(DECIDE, { id: requestId, decision: 'denied' }, { token: admin.token })).data!.decideVerification,
      ).toMatchObject({
        workEntry: { verificationStatus: 'denied' },
      });
      const again = (await gw.graphql(REQUEST, { id: added.workEntry.id }, { token: bartender.token })).data!.requestVerification;
      expect(again).toMatchObject({ workEntry: { verificationStatus: 'pending' }, verificationRequest: { status: 'pending' } });
      expect(again.verificationRequest.id).not.toBe(requestId);
      requestId = again.verificationRequest.id;
    }
    await gw.graphql(DECIDE, { id: requestId, decision: 'denied' }, { token: admin.token });
    const limited = await gw.graphql(REQUEST, { id: added.workEntry.id }, { token: bartender.token });
    expect(limited.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    const entryId = idOf(added.workEntry.id);
    expect((await gw.prisma.workEntry.findUniqueOrThrow({ where: { id: entryId } })).verificationStatus).toBe('denied');
    expect(await gw.prisma.verificationRequest.count({ where: { workEntryId: entryId, status: 'denied' } })).toBe(20);
    expect(await gw.prisma.verificationRequest.count({ where: { workEntryId: entryId, status: 'pending' } })).toBe(0);
  });

  it('shows a denial only to the member, the venue and admins: anyone else reads the entry as not verified', async () => {
    const bartender = await gw.signedInMember({ profileType: 'bartender' });
    const added = (
      await gw.graphql(
        ADD,
        { input: { entry: entry({ organizationName: 'Private Matters' }), requestVerification: true } },
        { token: bartender.token },
      )
    ).data!.addWorkEntry;
    await gw.graphql(DECIDE, { id: added.verificationRequest.id, decision: 'denied' }, { token: admin.token });
    const STATUS = `query($id: Int!) { user(databaseId: $id) { workEntries { verificationStatus } } }`;
    const statusFor = async (token?: string) =>
      (await gw.graphql(STATUS, { id: bartender.user.id }, token ? { token } : {})).data!.user.workEntries[0].verificationStatus;
    expect(await statusFor(bartender.token)).toBe('denied');
    expect(await statusFor(admin.token)).toBe('denied');
    expect(await statusFor((await gw.signedInMember()).token)).toBe('unverified');
    expect(await statusFor()).toBe('unverified');
    // The legacy API reads through the same rule.
    const publicProfile = await gw.rest('GET', `/api/users/${bartender.user.id}`);
    expect(JSON.stringify(publicProfile.body)).not.toContain('denied');
  });

  it('cannot be decided by the member, another bartender, another venue or a visitor; nothing changes', async () => {
    const venue = await confirmedVenue(admin.token);
    const otherVenue = await confirmedVenue(admin.token);
    const bartender = await gw.signedInMember({ profileType: 'bartender' });
    const added = (
      await gw.graphql(ADD, { input: { entry: entry({ venue: venue.venueId }), requestVerification: true } }, { token: bartender.token })
    ).data!.addWorkEntry;
    const requestId = added.verificationRequest.id;
    const colleague = await gw.signedInMember({ profileType: 'bartender' });

    const own = (await gw.graphql(DECIDE, { id: requestId, decision: 'verified' }, { token: bartender.token })).data!.decideVerification;
    expect(own).toMatchObject({
      __typename: 'NotAuthorizedError',
      code: 'FORBIDDEN',
      message: 'You cannot decide a verification of your own work history',
    });
    for (const token of [colleague.token, otherVenue.token]) {
      // To them the request does not exist.
      expect((await gw.graphql(DECIDE, { id: requestId, decision: 'verified' }, { token })).data!.decideVerification.__typename).toBe(
        'NotFoundError',
      );
    }
    expect((await gw.graphql(DECIDE, { id: requestId, decision: 'verified' })).data!.decideVerification).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    // Nor can they read it through node().
    const peek = await gw.graphql(
      `query($id: ID!) { node(id: $id) { ... on VerificationRequest { status } } }`,
      { id: requestId },
      { token: colleague.token },
    );
    expect(peek.data?.node ?? null).toBeNull();

    const request = await gw.prisma.verificationRequest.findUniqueOrThrow({ where: { id: idOf(requestId) } });
    expect(request).toMatchObject({ status: 'pending', decidedById: null, decidedAt: null });
    expect((await gw.prisma.workEntry.findUniqueOrThrow({ where: { id: idOf(added.workEntry.id) } })).verificationStatus).toBe('pending');
  });

  it('cannot be decided by the account of a venue an admin has not confirmed yet', async () => {
    const bar = await gw.signedInMember({ profileType: 'bar' });
    const listed = (await gw.graphql(LIST_VENUE, { input: { name: 'Unconfirmed Lounge', city: 'Austin' } }, { token: bar.token })).data!
      .listVenue;
    expect(listed.venueClaim).toMatchObject({ status: 'pending', listedByClaimant: true, venue: { isVerified: false } });
    expect(listed.user.venue.name).toBe('Unconfirmed Lounge');
    const bartender = await gw.signedInMember({ profileType: 'bartender' });
    const added = (
      await gw.graphql(
        ADD,
        { input: { entry: entry({ venue: listed.venueClaim.venue.id }), requestVerification: true } },
        { token: bartender.token },
      )
    ).data!.addWorkEntry;
    // The venue sees the request in its Team tab but may not decide it yet.
    const team = (await gw.graphql(TEAM, { id: listed.venueClaim.venue.id }, { token: bar.token })).data!.node.team;
    expect(team[0].openVerificationRequests).toEqual([{ id: added.verificationRequest.id, viewerCanDecide: false }]);
    const refused = (await gw.graphql(DECIDE, { id: added.verificationRequest.id, decision: 'verified' }, { token: bar.token })).data!
      .decideVerification;
    expect(refused).toMatchObject({ __typename: 'NotAuthorizedError', message: expect.stringMatching(/^An admin has yet to confirm/) });

    await gw.graphql(DECIDE_CLAIM, { id: listed.venueClaim.id, approve: true }, { token: admin.token });
    const decided = (await gw.graphql(DECIDE, { id: added.verificationRequest.id, decision: 'denied' }, { token: bar.token })).data!
      .decideVerification;
    expect(decided).toMatchObject({ verificationRequest: { status: 'denied' }, workEntry: { verificationStatus: 'denied' } });
  });

  it('may be decided by an admin, also for organisations without an account, but never for their own entry', async () => {
    const bartender = await gw.signedInMember({ profileType: 'bartender' });
    const added = (
      await gw.graphql(
        ADD,
        { input: { entry: entry({ organizationName: 'Nameless Dive' }), requestVerification: true } },
        { token: bartender.token },
      )
    ).data!.addWorkEntry;
    const decided = (await gw.graphql(DECIDE, { id: added.verificationRequest.id, decision: 'verified' }, { token: admin.token })).data!
      .decideVerification;
    expect(decided).toMatchObject({ verificationRequest: { status: 'verified', decidedBy: { databaseId: admin.user.id } } });

    const ownAdd = (await gw.graphql(ADD, { input: { entry: entry(), requestVerification: true } }, { token: admin.token })).data!
      .addWorkEntry;
    expect(
      (await gw.graphql(DECIDE, { id: ownAdd.verificationRequest.id, decision: 'verified' }, { token: admin.token })).data!
        .decideVerification,
    ).toMatchObject({
      __typename: 'NotAuthorizedError',
      message: 'You cannot decide a verification of your own work history',
    });
  });

  it('lists to admins the requests that no venue account can decide', async () => {
    const QUERY = `{ verificationRequestsAwaitingAdmin(first: 100) { edges { node { id organizationName requester { databaseId } } } } }`;
    const bartender = await gw.signedInMember({ profileType: 'bartender' });
    const unlinked = (
      await gw.graphql(
        ADD,
        { input: { entry: entry({ organizationName: 'Hidden Tiki Hut' }), requestVerification: true } },
        { token: bartender.token },
      )
    ).data!.addWorkEntry;
    const venue = await confirmedVenue(admin.token);
    const linked = (
      await gw.graphql(ADD, { input: { entry: entry({ venue: venue.venueId }), requestVerification: true } }, { token: bartender.token })
    ).data!.addWorkEntry;
    const ids = (await gw.graphql(QUERY, {}, { token: admin.token })).data!.verificationRequestsAwaitingAdmin.edges.map(
      (edge: { node: { id: string } }) => edge.node.id,
    );
    expect(ids).toContain(unlinked.verificationRequest.id);
    expect(ids).not.toContain(linked.verificationRequest.id);
    expect((await gw.graphql(QUERY, {}, { token: bartender.token })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('goes back to unverified, its open request withdrawn, when the verified details change', async () => {
    const venue = await confirmedVenue(admin.token);
    const bartender = await gw.signedInMember({ profileType: 'bartender' });
    const added = (
      await gw.graphql(ADD, { input: { entry: entry({ venue: venue.venueId }), requestVerification: true } }, { token: bartender.token })
    ).data!.addWorkEntry;
    await gw.graphql(DECIDE, { id: added.verificationRequest.id, decision: 'verified' }, { token: venue.token });
    // Saving the same details keeps the verification.
    const same = (await gw.graphql(UPDATE, { id: added.workEntry.id, entry: entry({ venue: venue.venueId }) }, { token: bartender.token }))
      .data!.updateWorkEntry;
    expect(same.workEntry.verificationStatus).toBe('verified');
    const promoted = (
      await gw.graphql(
        UPDATE,
        { id: added.workEntry.id, entry: entry({ venue: venue.venueId, position: 'Bar Director' }) },
        { token: bartender.token },
      )
    ).data!.updateWorkEntry;
    expect(promoted.workEntry).toEqual({ position: 'Bar Director', verificationStatus: 'unverified' });

    const requested = (await gw.graphql(REQUEST, { id: added.workEntry.id }, { token: bartender.token })).data!.requestVerification;
    await gw.graphql(
      UPDATE,
      { id: added.workEntry.id, entry: entry({ venue: venue.venueId, position: 'Owner' }) },
      { token: bartender.token },
    );
    expect((await gw.prisma.verificationRequest.findUniqueOrThrow({ where: { id: idOf(requested.verificationRequest.id) } })).status).toBe(
      'withdrawn',
    );
    const late = (await gw.graphql(DECIDE, { id: requested.verificationRequest.id, decision: 'verified' }, { token: venue.token })).data!
      .decideVerification;
    expect(late.__typename).toBe('ValidationError');
    expect((await gw.prisma.workEntry.findUniqueOrThrow({ where: { id: idOf(added.workEntry.id) } })).verificationStatus).toBe(
      'unverified',
    );
  });

  it("tells the venue's bell when an entry's change or removal takes back the request it was asked", async () => {
    const venue = await confirmedVenue(admin.token);
    const bartender = await gw.signedInMember({ profileType: 'bartender' });
    const unread = () =>
      gw.prisma.notification.count({ where: { recipientId: venue.user.id, kind: 'verification_requested', readAt: null } });
    const added = (
      await gw.graphql(ADD, { input: { entry: entry({ venue: venue.venueId }), requestVerification: true } }, { token: bartender.token })
    ).data!.addWorkEntry;
    expect(await unread()).toBe(1);
    const told = vi.spyOn(gw.services.live, 'inboxesChanged');
    try {
      await gw.graphql(
        UPDATE,
        { id: added.workEntry.id, entry: entry({ venue: venue.venueId, position: 'Owner' }) },
        { token: bartender.token },
      );
      expect(await unread()).toBe(0);
      expect(told.mock.calls.flat().flat()).toEqual([venue.user.id]);

      await gw.graphql(REQUEST, { id: added.workEntry.id }, { token: bartender.token });
      expect(await unread()).toBe(1);
      told.mockClear();
      expect((await gw.graphql(REMOVE, { id: added.workEntry.id }, { token: bartender.token })).data!.removeWorkEntry.__typename).toBe(
        'RemoveWorkEntryPayload',
      );
      expect(await unread()).toBe(0);
      expect(told.mock.calls.flat().flat()).toEqual([venue.user.id]);
    } finally {
      told.mockRestore();
    }
  });

  it("names a linked venue as its listing does: another organisation's name and city sent with it are stored as the venue's", async () => {
    const venue = await confirmedVenue(admin.token);
    const bartender = await gw.signedInMember({ profileType: 'bartender', firstName: 'Sly', lastName: 'Pour' });
    const elsewhere = { organizationName: 'The Dead Rabbit', city: 'New York', region: 'NY', country: 'United States' };
    const added = (
      await gw.graphql(
        ADD,
        { input: { entry: entry({ ...elsewhere, venue: venue.venueId }), requestVerification: true } },
        { token: bartender.token },
      )
    ).data!.addWorkEntry;
    expect(added.workEntry).toMatchObject({ organizationName: venue.venueName, city: 'Chicago', country: 'USA' });
    const stored = { organizationName: venue.venueName, city: 'Chicago', region: null, country: 'USA' };
    expect(await gw.prisma.workEntry.findUniqueOrThrow({ where: { id: idOf(added.workEntry.id) } })).toMatchObject(stored);
    // What the venue is asked to confirm is a position at its own venue.
    expect(await gw.prisma.verificationRequest.findUniqueOrThrow({ where: { id: idOf(added.verificationRequest.id) } })).toMatchObject(
      stored,
    );
    const decided = (await gw.graphql(DECIDE, { id: added.verificationRequest.id, decision: 'verified' }, { token: venue.token })).data!
      .decideVerification;
    expect(decided.workEntry.verificationStatus).toBe('verified');

    // Nor can a change of the entry move it to another place while it stays linked; saved as it was, it stays verified.
    const moved = (
      await gw.graphql(UPDATE, { id: added.workEntry.id, entry: entry({ ...elsewhere, venue: venue.venueId }) }, { token: bartender.token })
    ).data!.updateWorkEntry;
    expect(moved.workEntry.verificationStatus).toBe('verified');
    expect(await gw.prisma.workEntry.findUniqueOrThrow({ where: { id: idOf(added.workEntry.id) } })).toMatchObject(stored);
    const PUBLIC = `query($id: Int!) { user(databaseId: $id) { currentPositions { position organizationName city verificationStatus } } }`;
    expect((await gw.graphql(PUBLIC, { id: bartender.user.id })).data!.user.currentPositions).toEqual([
      { position: 'Head Bartender', organizationName: venue.venueName, city: 'Chicago', verificationStatus: 'verified' },
    ]);
  });

  it('tells the venue that the member withdrew a request by changing the entry, and takes nothing from it', async () => {
    const venue = await confirmedVenue(admin.token);
    const otherVenue = await confirmedVenue(admin.token);
    const bartender = await gw.signedInMember({ profileType: 'bartender' });
    const requestOf = async () =>
      (await gw.graphql(ADD, { input: { entry: entry({ venue: venue.venueId }), requestVerification: true } }, { token: bartender.token }))
        .data!.addWorkEntry;
    const withdrawn = { __typename: 'ValidationError', code: 'NOT_PENDING', message: 'The member withdrew this request' };

    // A new position: the request is withdrawn.
    const promoted = await requestOf();
    await gw.graphql(
      UPDATE,
      { id: promoted.workEntry.id, entry: entry({ venue: venue.venueId, position: 'Bar Director' }) },
      { token: bartender.token },
    );
    expect(
      (await gw.graphql(DECIDE, { id: promoted.verificationRequest.id, decision: 'verified' }, { token: venue.token })).data!
        .decideVerification,
    ).toEqual({ ...withdrawn, fields: [{ path: 'requestId', message: withdrawn.message }] });
    // Linked to another venue instead: still withdrawn, not someone else's to decide.
    const moved = await requestOf();
    await gw.graphql(UPDATE, { id: moved.workEntry.id, entry: entry({ venue: otherVenue.venueId }) }, { token: bartender.token });
    expect(
      (await gw.graphql(DECIDE, { id: moved.verificationRequest.id, decision: 'verified' }, { token: venue.token })).data!
        .decideVerification,
    ).toMatchObject(withdrawn);
    // An admin is told the same.
    expect(
      (await gw.graphql(DECIDE, { id: moved.verificationRequest.id, decision: 'denied' }, { token: admin.token })).data!.decideVerification,
    ).toMatchObject(withdrawn);
    for (const added of [promoted, moved]) {
      expect(await gw.prisma.verificationRequest.findUniqueOrThrow({ where: { id: idOf(added.verificationRequest.id) } })).toMatchObject({
        status: 'withdrawn',
        decidedById: null,
      });
      expect((await gw.prisma.workEntry.findUniqueOrThrow({ where: { id: idOf(added.workEntry.id) } })).verificationStatus).toBe(
        'unverified',
      );
    }

    // One decided already is said to be decided, with the same code.
    const decided = await requestOf();
    await gw.graphql(DECIDE, { id: decided.verificationRequest.id, decision: 'verified' }, { token: admin.token });
    expect(
      (await gw.graphql(DECIDE, { id: decided.verificationRequest.id, decision: 'denied' }, { token: venue.token })).data!
        .decideVerification,
    ).toMatchObject({ code: 'NOT_PENDING', message: 'This request has already been decided' });
  });

  it('shows a verified current position on the public profile', async () => {
    const venue = await confirmedVenue(admin.token);
    const bartender = await gw.signedInMember({ profileType: 'bartender' });
    const added = (
      await gw.graphql(
        ADD,
        { input: { entry: entry({ organizationName: venue.venueName, venue: venue.venueId }), requestVerification: true } },
        { token: bartender.token },
      )
    ).data!.addWorkEntry;
    await gw.graphql(DECIDE, { id: added.verificationRequest.id, decision: 'verified' }, { token: venue.token });
    const profile = (
      await gw.graphql(
        `query($id: Int!) { user(databaseId: $id) { currentPositions { position organizationName city verificationStatus } } }`,
        { id: bartender.user.id },
      )
    ).data!.user;
    expect(profile.currentPositions).toEqual([
      { position: 'Head Bartender', organizationName: venue.venueName, city: 'Chicago', verificationStatus: 'verified' },
    ]);
  });
});

describe("the venue's Team tab", () => {
  it('reads its team, their requests and the right to decide them in a constant number of statements', async () => {
    const venue = await confirmedVenue(admin.token);
    const counts: number[] = [];
    for (const size of [1, 4]) {
      const current = await gw.prisma.workEntry.count({ where: { venueId: idOf(venue.venueId) } });
      for (let i = current; i < size; i++) {
        const member = await gw.signedInMember({ profileType: 'bartender' });
        await gw.graphql(ADD, { input: { entry: entry({ venue: venue.venueId }), requestVerification: true } }, { token: member.token });
      }
      const { statements, result } = await gw.recordQueries(() => gw.graphql(TEAM, { id: venue.venueId }, { token: venue.token }));
      expect(result.data!.node.team).toHaveLength(size);
      expect(
        result.data!.node.team.every(
          (member: { openVerificationRequests: Array<{ viewerCanDecide: boolean }> }) => member.openVerificationRequests[0].viewerCanDecide,
        ),
      ).toBe(true);
      counts.push(statements.length);
    }
    expect(counts[1]).toBe(counts[0]);
  });
});

describe('who speaks for a venue', () => {
  it('is a bar account: it lists its venue once, and a second venue or a duplicate is refused', async () => {
    const bartender = await gw.signedInMember({ profileType: 'bartender' });
    expect(
      (await gw.graphql(LIST_VENUE, { input: { name: 'Mine', city: 'Reno' } }, { token: bartender.token })).data!.listVenue,
    ).toMatchObject({
      __typename: 'NotAuthorizedError',
      message: 'Only bar accounts can speak for a venue',
    });
    const bar = await gw.signedInMember({ profileType: 'bar' });
    expect((await gw.graphql(LIST_VENUE, { input: { name: ' ', city: '' } }, { token: bar.token })).data!.listVenue.fields).toEqual([
      { path: 'name', message: 'Please enter the venue name' },
      { path: 'city', message: 'Please enter the city' },
    ]);
    // A famous listed venue cannot be listed again to take it over.
    expect(
      (await gw.graphql(LIST_VENUE, { input: { name: 'DANTE', city: 'new york' } }, { token: bar.token })).data!.listVenue,
    ).toMatchObject({
      message: 'This venue is already listed: find it and claim it instead',
    });
    expect(
      (await gw.graphql(LIST_VENUE, { input: { name: 'Reno Room', city: 'Reno' } }, { token: bar.token })).data!.listVenue.__typename,
    ).toBe('VenueClaimPayload');
    expect(
      (await gw.graphql(LIST_VENUE, { input: { name: 'Second Room', city: 'Reno' } }, { token: bar.token })).data!.listVenue,
    ).toMatchObject({
      message: 'Your account already speaks for a venue',
    });
  });

  it('is one venue per bar account even for parallel listings: one is listed, the others refused, one row written', async () => {
    const bar = await gw.signedInMember({ profileType: 'bar' });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        gw.graphql(LIST_VENUE, { input: { name: `Race Room ${index}`, city: 'Tulsa' } }, { token: bar.token }),
      ),
    );
    const outcomes = results.map((result) => result.data?.listVenue?.__typename ?? JSON.stringify(result.errors));
    expect(
      outcomes.filter((outcome) => outcome === 'VenueClaimPayload'),
      outcomes.join(', '),
    ).toHaveLength(1);
    for (const result of results.filter((result) => result.data?.listVenue?.__typename !== 'VenueClaimPayload')) {
      expect(result.data!.listVenue).toMatchObject({ __typename: 'ValidationError', message: 'Your account already speaks for a venue' });
    }
    expect(await gw.prisma.venue.count({ where: { ownerId: bar.user.id } })).toBe(1);
    expect(await gw.prisma.venueClaim.count({ where: { claimantId: bar.user.id } })).toBe(1);
  });

  it('is one venue per name and city even when two bar accounts list it at the same moment', async () => {
    const bars = await Promise.all([0, 1, 2, 3].map(() => gw.signedInMember({ profileType: 'bar' })));
    const results = await Promise.all(
      bars.map((bar, index) =>
        gw.graphql(LIST_VENUE, { input: { name: index % 2 ? 'Twin Tavern' : 'twin  TAVERN', city: 'Boise' } }, { token: bar.token }),
      ),
    );
    const outcomes = results.map((result) => result.data?.listVenue?.__typename ?? JSON.stringify(result.errors));
    expect(
      outcomes.filter((outcome) => outcome === 'VenueClaimPayload'),
      outcomes.join(', '),
    ).toHaveLength(1);
    for (const result of results.filter((result) => result.data?.listVenue?.__typename !== 'VenueClaimPayload')) {
      expect(result.data!.listVenue).toMatchObject({
        __typename: 'ValidationError',
        message: 'This venue is already listed: find it and claim it instead',
      });
    }
    expect(await gw.prisma.venue.count({ where: { searchText: 'twin tavern boise' } })).toBe(1);
  });

  it('is held by the database itself: a second venue for the same account, or of the same name and city, is refused', async () => {
    const bar = await gw.signedInMember({ profileType: 'bar' });
    await gw.prisma.venue.create({ data: { name: 'Held Room', city: 'Omaha', searchText: 'held room omaha', ownerId: bar.user.id } });
    await expect(
      gw.prisma.venue.create({ data: { name: 'Held Room Two', city: 'Omaha', searchText: 'held room two omaha', ownerId: bar.user.id } }),
    ).rejects.toMatchObject({ code: 'P2002' });
    await expect(
      gw.prisma.venue.create({ data: { name: 'HELD ROOM', city: 'omaha', searchText: 'held room omaha' } }),
    ).rejects.toMatchObject({
      code: 'P2002',
    });
  });

  it("takes a cocktail's new venue from a parallel request that added the same one, instead of failing or doubling it", async () => {
    const members = await Promise.all([0, 1, 2].map(() => gw.signedInMember({ profileType: 'bartender' })));
    const results = await Promise.all(
      members.map((member, index) =>
        gw.graphql(
          `mutation($input: CocktailInput!) { createCocktail(input: $input) { __typename } }`,
          {
            input: {
              name: `Race Sour ${index}`,
              ingredients: [{ ingredient: 'Gin', amount: 45 }],
              attribution: { venue: { name: 'Race Venue', city: 'Fargo' } },
            },
          },
          { token: member.token },
        ),
      ),
    );
    expect(results.map((result) => result.data?.createCocktail?.__typename ?? JSON.stringify(result.errors))).toEqual([
      'CocktailPayload',
      'CocktailPayload',
      'CocktailPayload',
    ]);
    expect(await gw.prisma.venue.count({ where: { searchText: 'race venue fargo' } })).toBe(1);
  });

  it('is decided by an admin when a bar account claims a listed venue; until then the claim gives nothing', async () => {
    const dante = await gw.prisma.venue.findFirstOrThrow({ where: { name: 'Dante' } });
    const danteId = encodeGlobalID('Venue', dante.id);
    const bar = await gw.signedInMember({ profileType: 'bar' });
    const claimed = (await gw.graphql(CLAIM, { input: { venue: danteId, message: 'I am the GM; call the bar.' } }, { token: bar.token }))
      .data!.claimVenue;
    expect(claimed).toMatchObject({ venueClaim: { status: 'pending' }, user: { venue: null } });
    expect((await gw.graphql(CLAIM, { input: { venue: danteId } }, { token: bar.token })).data!.claimVenue).toMatchObject({
      message: 'You have already asked to speak for a venue; an admin will decide',
    });
    expect((await gw.prisma.venue.findUniqueOrThrow({ where: { id: dante.id } })).ownerId).toBeNull();

    // Only admins decide, and the venue then speaks through the claimant.
    const other = await gw.signedInMember({ profileType: 'bar' });
    expect(
      (await gw.graphql(DECIDE_CLAIM, { id: claimed.venueClaim.id, approve: true }, { token: other.token })).data!.decideVenueClaim,
    ).toMatchObject({
      __typename: 'NotAuthorizedError',
      message: 'Only admins can decide venue claims',
    });
    const approved = (await gw.graphql(DECIDE_CLAIM, { id: claimed.venueClaim.id, approve: true }, { token: admin.token })).data!
      .decideVenueClaim;
    expect(approved).toMatchObject({ venueClaim: { status: 'approved' }, user: { venue: { name: 'Dante', isVerified: true } } });
    const row = await gw.prisma.venueClaim.findFirstOrThrow({ where: { venueId: dante.id } });
    expect(row).toMatchObject({ decidedById: admin.user.id, message: 'I am the GM; call the bar.' });

    // A rival's claim of the now-owned venue also waits for an admin; rejected, it changes nothing.
    const rivalClaim = (await gw.graphql(CLAIM, { input: { venue: danteId } }, { token: other.token })).data!.claimVenue;
    const rejected = (await gw.graphql(DECIDE_CLAIM, { id: rivalClaim.venueClaim.id, approve: false }, { token: admin.token })).data!
      .decideVenueClaim;
    expect(rejected).toMatchObject({ venueClaim: { status: 'rejected' }, user: { venue: null } });
    expect((await gw.prisma.venue.findUniqueOrThrow({ where: { id: dante.id } })).ownerId).toBe(bar.user.id);
  });

  it('tells an admin that a claim was withdrawn, or decided, and changes nothing', async () => {
    const WITHDRAW = `mutation($id: ID!) { withdrawVenueClaim(input: { id: $id }) { __typename ... on VenueClaimPayload { venueClaim { status } } ${ERRORS} } }`;
    const listed = await gw.prisma.venue.create({
      data: { name: 'Withdrawn Claim Tavern', city: 'Boise', searchText: 'withdrawn claim tavern boise' },
    });
    const bar = await gw.signedInMember({ profileType: 'bar' });
    const claimed = (await gw.graphql(CLAIM, { input: { venue: encodeGlobalID('Venue', listed.id) } }, { token: bar.token })).data!
      .claimVenue;
    expect((await gw.graphql(WITHDRAW, { id: claimed.venueClaim.id }, { token: bar.token })).data!.withdrawVenueClaim).toMatchObject({
      venueClaim: { status: 'withdrawn' },
    });
    const withdrawn = { __typename: 'ValidationError', code: 'NOT_PENDING', message: 'This claim was withdrawn' };
    for (const approve of [true, false]) {
      expect(
        (await gw.graphql(DECIDE_CLAIM, { id: claimed.venueClaim.id, approve }, { token: admin.token })).data!.decideVenueClaim,
      ).toEqual({
        ...withdrawn,
        fields: [{ path: 'claimId', message: withdrawn.message }],
      });
    }
    // Withdrawn twice: said the same way to the claimant.
    expect((await gw.graphql(WITHDRAW, { id: claimed.venueClaim.id }, { token: bar.token })).data!.withdrawVenueClaim).toMatchObject(
      withdrawn,
    );
    expect(await gw.prisma.venueClaim.findFirstOrThrow({ where: { venueId: listed.id } })).toMatchObject({
      status: 'withdrawn',
      decidedById: null,
    });
    expect((await gw.prisma.venue.findUniqueOrThrow({ where: { id: listed.id } })).ownerId).toBeNull();

    // A claim decided already is said to be decided.
    const again = (await gw.graphql(CLAIM, { input: { venue: encodeGlobalID('Venue', listed.id) } }, { token: bar.token })).data!
      .claimVenue;
    await gw.graphql(DECIDE_CLAIM, { id: again.venueClaim.id, approve: false }, { token: admin.token });
    expect(
      (await gw.graphql(DECIDE_CLAIM, { id: again.venueClaim.id, approve: true }, { token: admin.token })).data!.decideVenueClaim,
    ).toMatchObject({
      code: 'NOT_PENDING',
      message: 'This claim has already been decided',
    });
  });

  it('lists pending claims to admins only', async () => {
    const QUERY = `{ venueClaims(first: 50) { totalCount edges { node { status venue { name } claimant { databaseId } } } } }`;
    const bar = await gw.signedInMember({ profileType: 'bar' });
    const listed = await gw.graphql(QUERY, {}, { token: bar.token });
    expect(listed.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const forAdmin = (await gw.graphql(QUERY, {}, { token: admin.token })).data!.venueClaims;
    expect(forAdmin.edges.every((edge: { node: { status: string } }) => edge.node.status === 'pending')).toBe(true);
  });
});

describe('venue search', () => {
  it('starts at 2 characters and matches every word of name and city, ignoring case and accents', async () => {
    const SEARCH = `query($text: String!) { venueSearch(text: $text, first: 10) { edges { node { name city } } } }`;
    const names = async (text: string) =>
      (await gw.graphql(SEARCH, { text })).data!.venueSearch.edges.map((edge: { node: { name: string } }) => edge.node.name);
    expect(await names('d')).toEqual([]);
    expect(await names('dante new york')).toEqual(['Dante']);
    expect(await names('TAYER')).toEqual(['Tayēr + Elementary']);
    expect(await names('mexico city')).toEqual(['Handshake Speakeasy', 'Licorería Limantour']);
  });
});
