import { randomBytes } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileType } from '../../common/constants';
import { MAX_PAGE_SIZE } from '../../common/constants';
import { PEOPLE_TEXTS } from '../../common/hiring';
import { OPEN_TO_WORK_MESSAGES } from '../../common/open-to-work';
import { SIGN_IN_REQUIRED } from '../errors';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { databaseFingerprint } from '../testing/fingerprint';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const ERRORS = `... on Error { message code } ... on ValidationError { fields { path message } }`;
const SET = `mutation($input: SetOpenToWorkInput!) {
  setOpenToWork(input: $input) {
    __typename
    ... on SetOpenToWorkPayload { user { databaseId openToWork { roles cities note since } } }
    ${ERRORS}
  }
}`;
const PROFILE = `query($id: Int!) { user(databaseId: $id) { openToWork { roles cities note since } } }`;
const PEOPLE = `query($city: String, $role: WorkRole, $specialty: String, $first: Int, $after: String) {
  peopleOpenToWork(city: $city, role: $role, specialty: $specialty, first: $first, after: $after) {
    edges {
      cursor
      node {
        databaseId
        displayName
        avatarUrl
        location
        specialties
        openToWork { roles cities note }
        verifiedPositions { position organizationName verificationStatus venue { name city } }
      }
    }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** A city nobody else uses, so a test's search sees only its own members (the demo seed has some too). */
const uniqueCity = (name: string) => `${name} ${randomBytes(3).toString('hex')}`;

async function bartender(names: { firstName?: string; lastName?: string } = {}) {
  return gw.signedInMember({ profileType: 'bartender', ...names });
}

async function setOpen(token: string, input: Record<string, unknown>) {
  const response = await gw.graphql<any>(SET, { input }, { token });
  return { response, result: response.data?.setOpenToWork };
}

async function openToWork(token: string, input: Record<string, unknown>) {
  const { response, result } = await setOpen(token, { open: true, ...input });
  expect(response.errors).toBeUndefined();
  expect(result.__typename).toBe('SetOpenToWorkPayload');
  return result;
}

async function people(token: string | null, variables: Record<string, unknown> = {}) {
  return gw.graphql<any>(PEOPLE, variables, { token });
}

async function peopleIn(token: string, variables: Record<string, unknown>) {
  const response = await people(token, variables);
  expect(response.errors).toBeUndefined();
  return response.data!.peopleOpenToWork;
}

const names = (connection: any) => connection.edges.map((edge: any) => edge.node.displayName);

let venueSerial = 0;
/** A venue whose confirmed account can verify work there. */
async function venueWithAccount(name: string, city: string) {
  venueSerial += 1;
  const account = await gw.signedInMember({ profileType: 'bar' });
  const fullName = `${name} ${venueSerial}${randomBytes(2).toString('hex')}`;
  const venue = await gw.prisma.venue.create({
    data: {
      name: fullName,
      city,
      ownerId: account.user.id,
      isVerified: true,
      searchText: `${fullName.toLowerCase()} ${city.toLowerCase()}`,
    },
  });
  return { venue, account };
}

/** A work entry at the venue sent for verification, as the member does it. */
async function pendingEntry(userId: number, venue: { id: number; name: string; city: string | null }) {
  const entry = await gw.prisma.workEntry.create({
    data: {
      userId,
      venueId: venue.id,
      organizationName: venue.name,
      position: 'Head Bartender',
      city: venue.city ?? 'Porto',
      startDate: '2022-03',
      current: true,
      verificationStatus: 'pending',
    },
  });
  const request = await gw.prisma.verificationRequest.create({
    data: {
      workEntryId: entry.id,
      requesterId: userId,
      venueId: venue.id,
      organizationName: venue.name,
      organizationType: 'bar',
      country: 'Portugal',
      city: entry.city,
      position: entry.position,
      startDate: entry.startDate,
      isCurrent: true,
    },
  });
  return { entry, request };
}

async function decide(token: string, requestId: number, decision: 'verified' | 'denied') {
  const response = await gw.graphql<any>(
    `mutation($id: ID!, $decision: VerificationDecision!) { decideVerification(input: { requestId: $id, decision: $decision }) { __typename ${ERRORS} } }`,
    { id: encodeGlobalID('VerificationRequest', requestId), decision },
    { token },
  );
  expect(response.data?.decideVerification.__typename).toBe('DecideVerificationPayload');
}

describe('switching Open to work on and off', () => {
  it('a bartender switches it on with roles, cities and a note, and anyone reads it on their profile', async () => {
    const { user, token } = await bartender();
    const result = await openToWork(token, {
      roles: ['head_bartender', 'bartender', 'bartender'],
      cities: ['london', '  Porto  ', 'London, United Kingdom'],
      note: '  Free from June; weekend shifts welcome.  ',
    });
    const expected = {
      // Roles in the form's order, once each; a built-in city by its full name, once; text trimmed.
      roles: ['bartender', 'head_bartender'],
      cities: ['London, United Kingdom', 'Porto'],
      note: 'Free from June; weekend shifts welcome.',
    };
    expect(result.user.openToWork).toMatchObject(expected);
    // Signed out, the profile shows it too (it is public, as the profile is).
    const profile = await gw.graphql<any>(PROFILE, { id: user.id });
    expect(profile.data!.user.openToWork).toMatchObject(expected);
    expect(Date.now() - new Date(profile.data!.user.openToWork.since).getTime()).toBeLessThan(60_000);
  });

  it('editing keeps when it was switched on; switching off removes it from the profile and the search at once', async () => {
    const city = uniqueCity('Faro');
    const { user, token } = await bartender({ firstName: 'Off', lastName: 'Switch' });
    const { token: venue } = await gw.signedInMember({ profileType: 'bar' });
    const first = await openToWork(token, { roles: ['bartender'], cities: [city] });
    const edited = await openToWork(token, { roles: ['bar_manager'], cities: [city], note: 'Now managing.' });
    expect(edited.user.openToWork).toMatchObject({ roles: ['bar_manager'], note: 'Now managing.', since: first.user.openToWork.since });
    expect(names(await peopleIn(venue, { city }))).toEqual(['Off Switch']);

    const { result } = await setOpen(token, { open: false, roles: ['bartender'], cities: [city], note: 'ignored' });
    expect(result).toEqual({ __typename: 'SetOpenToWorkPayload', user: { databaseId: user.id, openToWork: null } });
    expect((await gw.graphql<any>(PROFILE, { id: user.id })).data!.user.openToWork).toBeNull();
    expect((await peopleIn(venue, { city })).edges).toEqual([]);
    expect(await gw.prisma.openToWork.count({ where: { userId: user.id } })).toBe(0);
  });

  it('switching back on starts again: a new date, the new roles only', async () => {
    const { token } = await bartender();
    const first = await openToWork(token, { roles: ['bartender'], cities: ['Paris'] });
    await setOpen(token, { open: false });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await openToWork(token, { roles: ['consultant'], cities: ['Berlin'] });
    expect(again.user.openToWork).toMatchObject({ roles: ['consultant'], cities: ['Berlin, Germany'], note: null });
    expect(new Date(again.user.openToWork.since).getTime()).toBeGreaterThan(new Date(first.user.openToWork.since).getTime());
  });

  it('is for bartender accounts: signed out is told to sign in, other accounts are refused, and nothing is written', async () => {
    const input = { open: true, roles: ['bartender'], cities: ['Lisbon'] };
    const before = await databaseFingerprint(gw.prisma);
    const anonymous = (await gw.graphql<any>(SET, { input })).data!.setOpenToWork;
    expect(anonymous).toMatchObject({ __typename: 'NotAuthorizedError', code: 'UNAUTHENTICATED', message: SIGN_IN_REQUIRED });
    for (const profileType of ['user', 'bar', 'brand', 'admin'] as ProfileType[]) {
      const { token } = await gw.signedInMember({ profileType });
      const refused = (await gw.graphql<any>(SET, { input }, { token })).data!.setOpenToWork;
      expect(refused, profileType).toMatchObject({
        __typename: 'NotAuthorizedError',
        code: 'FORBIDDEN',
        message: OPEN_TO_WORK_MESSAGES.bartendersOnly,
      });
    }
    const after = await databaseFingerprint(gw.prisma);
    expect(after.open_to_work).toBe(before.open_to_work);
  });

  it('only ever sets the caller’s own: the input names no member, and a global id smuggled in is refused', async () => {
    const { user: other, token: otherToken } = await bartender();
    await openToWork(otherToken, { roles: ['bartender'], cities: ['Sydney'] });
    const { user, token } = await bartender();
    const smuggled = await gw.graphql<any>(SET, { input: { open: false, userId: encodeGlobalID('User', other.id) } }, { token });
    expect(smuggled.errors?.[0].message).toMatch(/userId/);
    const off = (await setOpen(token, { open: false })).result;
    expect(off.user.databaseId).toBe(user.id);
    expect(await gw.prisma.openToWork.findUnique({ where: { userId: other.id } })).not.toBeNull();
  });

  it('answers bad input with field messages and changes nothing', async () => {
    const { user, token } = await bartender();
    await openToWork(token, { roles: ['bartender'], cities: ['Porto'], note: 'Kept.' });
    const row = await gw.prisma.openToWork.findUniqueOrThrow({ where: { userId: user.id } });
    const cases: Array<[Record<string, unknown>, Array<{ path: string; message: string }>]> = [
      [{ roles: [], cities: ['Porto'] }, [{ path: 'roles', message: 'Choose at least one role' }]],
      [{ roles: ['bartender'], cities: [] }, [{ path: 'cities', message: 'Add at least one city' }]],
      [{ roles: ['bartender'] }, [{ path: 'cities', message: 'Add at least one city' }]],
      [
        { roles: ['bartender'], cities: ['Porto', 'Lisbon', 'Faro', 'Braga', 'Coimbra', 'Aveiro'] },
        [{ path: 'cities', message: 'You can add up to 5 cities' }],
      ],
      [{ roles: ['bartender'], cities: ['   '] }, [{ path: 'cities.0', message: 'Enter a city' }]],
      [{ roles: ['bartender'], cities: ['x'.repeat(101)] }, [{ path: 'cities.0', message: 'At most 100 characters' }]],
      [{ roles: ['bartender'], cities: ['Porto'], note: 'n'.repeat(281) }, [{ path: 'note', message: 'At most 280 characters' }]],
    ];
    for (const [input, fields] of cases) {
      const { result } = await setOpen(token, { open: true, ...input });
      expect(result, JSON.stringify(input)).toMatchObject({ __typename: 'ValidationError', code: 'BAD_USER_INPUT', fields });
    }
    // A role that is not one of the list is refused before anything runs, naming where it was.
    const unknownRole = await gw.graphql<any>(SET, { input: { open: true, roles: ['barista'], cities: ['Porto'] } }, { token });
    expect(unknownRole.data).toBeUndefined();
    expect(unknownRole.errors?.[0].message).toBe(
      'Variable "$input" got invalid value "barista" at "input.roles[0]"; Value "barista" does not exist in "WorkRole" enum.',
    );
    // The note of 280 is fine; the row was untouched by the refusals.
    expect(await gw.prisma.openToWork.findUniqueOrThrow({ where: { userId: user.id } })).toEqual(row);
    const { result } = await setOpen(token, { open: true, roles: ['bartender'], cities: ['Porto'], note: 'n'.repeat(280) });
    expect(result.user.openToWork.note).toHaveLength(280);
  });

  it('refuses text with a NUL character as any text argument is refused', async () => {
    const { token } = await bartender();
    const { result } = await setOpen(token, { open: true, roles: ['bartender'], cities: ['Por\u0000to'] });
    expect(result.__typename).toBe('ValidationError');
  });

  it('is rate-limited per member: the 31st change in an hour is refused, and writes nothing', async () => {
    const { user, token } = await bartender();
    for (let i = 0; i < 30; i++) {
      const { result } = await setOpen(token, { open: true, roles: ['bartender'], cities: ['Porto'], note: `Try ${i}` });
      expect(result.__typename).toBe('SetOpenToWorkPayload');
    }
    const { response } = await setOpen(token, { open: true, roles: ['bartender'], cities: ['Porto'], note: 'One too many' });
    expect(response.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await gw.prisma.openToWork.findUniqueOrThrow({ where: { userId: user.id } })).note).toBe('Try 29');
  });

  it('ends when an admin makes the account another type, and follows the member’s specialties', async () => {
    const city = uniqueCity('Braga');
    const { token: venue } = await gw.signedInMember({ profileType: 'bar' });
    const { user, token } = await bartender({ firstName: 'Type', lastName: 'Change' });
    await openToWork(token, { roles: ['bartender'], cities: [city] });
    expect((await peopleIn(venue, { city, specialty: 'tiki & tropical' })).edges).toEqual([]);
    const saved = await gw.graphql<any>(
      `mutation { updateProfile(input: { specialties: ["Tiki & Tropical"] }) { __typename ${ERRORS} } }`,
      {},
      { token },
    );
    expect(saved.data!.updateProfile.__typename).toBe('UpdateProfilePayload');
    expect(names(await peopleIn(venue, { city, specialty: 'Tiki & Tropical' }))).toEqual(['Type Change']);

    // However the type changes (there is no mutation for another member's type), the row goes with it.
    await gw.prisma.user.update({ where: { id: user.id }, data: { profileType: 'brand' } });
    expect((await gw.graphql<any>(PROFILE, { id: user.id })).data!.user.openToWork).toBeNull();
    expect((await peopleIn(venue, { city })).edges).toEqual([]);
  });
});

describe('finding people open to work', () => {
  it('is for venue and brand accounts and admins; others get a clear FORBIDDEN, signed out UNAUTHENTICATED', async () => {
    const anonymous = await people(null);
    expect(anonymous.data?.peopleOpenToWork).toBeNull();
    expect(anonymous.errors?.[0]).toMatchObject({
      message: PEOPLE_TEXTS.signInToSearch,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    for (const profileType of ['user', 'bartender'] as ProfileType[]) {
      const { token } = await gw.signedInMember({ profileType });
      const refused = await people(token);
      expect(refused.data?.peopleOpenToWork, profileType).toBeNull();
      expect(refused.errors?.[0]).toMatchObject({ message: PEOPLE_TEXTS.searchForbidden, extensions: { code: 'FORBIDDEN' } });
    }
    for (const profileType of ['bar', 'brand', 'admin'] as ProfileType[]) {
      const { token } = await gw.signedInMember({ profileType });
      const allowed = await people(token, { first: 50 });
      expect(allowed.errors, profileType).toBeUndefined();
      // The demo bartenders of the seed are there for a new venue to find.
      expect(names(allowed.data!.peopleOpenToWork)).toEqual(expect.arrayContaining(['Maya Okafor', 'Diego Ramírez']));
    }
  });

  it('ranks members with a verified position first, showing it and the venue that verified it', async () => {
    const city = uniqueCity('Porto');
    const { venue, account } = await venueWithAccount('Rank Bar', city);
    const pendingMember = await bartender({ firstName: 'Pat', lastName: 'Pending' });
    const { request } = await pendingEntry(pendingMember.user.id, venue);
    await openToWork(pendingMember.token, { roles: ['bartender'], cities: [city] });
    const verifiedMember = await bartender({ firstName: 'Vera', lastName: 'Verified' });
    const verified = await pendingEntry(verifiedMember.user.id, venue);
    await decide(account.token, verified.request.id, 'verified');
    await openToWork(verifiedMember.token, { roles: ['bartender'], cities: [city] });
    const newest = await bartender({ firstName: 'Nia', lastName: 'Newest' });
    await openToWork(newest.token, { roles: ['bartender'], cities: [city] });

    const { token } = await gw.signedInMember({ profileType: 'brand' });
    const page = await peopleIn(token, { city });
    // Verified first, however long ago they switched it on; then the most recent.
    expect(names(page)).toEqual(['Vera Verified', 'Nia Newest', 'Pat Pending']);
    expect(page.edges[0].node.verifiedPositions).toEqual([
      { position: 'Head Bartender', organizationName: venue.name, verificationStatus: 'verified', venue: { name: venue.name, city } },
    ]);
    expect(page.edges[2].node.verifiedPositions).toEqual([]);

    // The venue verifying Pat moves Pat up at once, among the verified by when they switched it on.
    await decide(account.token, request.id, 'verified');
    expect(names(await peopleIn(token, { city }))).toEqual(['Vera Verified', 'Pat Pending', 'Nia Newest']);
    // Removing the verified entry takes it away again.
    await gw.prisma.workEntry.deleteMany({ where: { userId: pendingMember.user.id } });
    expect(names(await peopleIn(token, { city }))).toEqual(['Vera Verified', 'Nia Newest', 'Pat Pending']);
  });

  it('filters by city (a built-in city by any of its names), role and specialty, together or alone', async () => {
    const city = uniqueCity('Coimbra');
    const { token: venue } = await gw.signedInMember({ profileType: 'bar' });
    const ana = await bartender({ firstName: 'Ana', lastName: 'Filter' });
    await gw.prisma.user.update({ where: { id: ana.user.id }, data: { specialties: ['Craft Cocktails'] } });
    await openToWork(ana.token, { roles: ['bartender', 'bar_back'], cities: [city, 'Tokyo'] });
    const bo = await bartender({ firstName: 'Bo', lastName: 'Filter' });
    await gw.prisma.user.update({ where: { id: bo.user.id }, data: { specialties: ['craft cocktails', 'Spirits'] } });
    await openToWork(bo.token, { roles: ['consultant'], cities: [city] });

    expect(names(await peopleIn(venue, { city }))).toEqual(['Bo Filter', 'Ana Filter']);
    expect(names(await peopleIn(venue, { city: city.toUpperCase() }))).toEqual(['Bo Filter', 'Ana Filter']);
    expect(names(await peopleIn(venue, { city, role: 'bar_back' }))).toEqual(['Ana Filter']);
    expect(names(await peopleIn(venue, { city, role: 'event_staff' }))).toEqual([]);
    expect(names(await peopleIn(venue, { city, specialty: 'Craft Cocktails' }))).toEqual(['Bo Filter', 'Ana Filter']);
    expect(names(await peopleIn(venue, { city, specialty: 'Spirits' }))).toEqual(['Bo Filter']);
    expect(names(await peopleIn(venue, { city, role: 'consultant', specialty: 'Spirits' }))).toEqual(['Bo Filter']);
    // "tokyo" is the built-in "Tokyo, Japan", whichever name a member or a searcher types.
    const tokyo = names(await peopleIn(venue, { city: 'tokyo', first: 50 }));
    expect(tokyo).toContain('Ana Filter');
    expect(tokyo).not.toContain('Bo Filter');
    expect(names(await peopleIn(venue, { city: 'Tokyo, Japan', first: 50 }))).toEqual(tokyo);
  });

  it('answers a filter out of bounds with a field message', async () => {
    const { token } = await gw.signedInMember({ profileType: 'bar' });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ city: 'x'.repeat(101) }, 'city', 'At most 100 characters'],
      [{ specialty: 'Juggling' }, 'specialty', OPEN_TO_WORK_MESSAGES.unknownSpecialty],
      [{ first: -1 }, 'first', 'first must be 0 or more'],
      [{ after: 'bm90IGEgY3Vyc29y' }, 'after', OPEN_TO_WORK_MESSAGES.badCursor],
    ];
    for (const [variables, path, message] of cases) {
      const response = await people(token, variables);
      expect(response.errors?.[0], JSON.stringify(variables)).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', fields: [{ path, message }] },
      });
    }
    const backwards = await gw.graphql<any>(`{ peopleOpenToWork(last: 2) { edges { cursor } } }`, {}, { token });
    expect(backwards.errors?.[0].message).toBe(OPEN_TO_WORK_MESSAGES.backwardsPaging);
  });

  it('pages forwards with keyset cursors: every member once, in order, even when one switches off between pages', async () => {
    const city = uniqueCity('Aveiro');
    const members = [];
    for (let i = 1; i <= 5; i++) {
      const member = await bartender({ firstName: 'Page', lastName: `Member ${i}` });
      await openToWork(member.token, { roles: ['bartender'], cities: [city] });
      members.push(member);
    }
    const { token } = await gw.signedInMember({ profileType: 'brand' });
    const first = await peopleIn(token, { city, first: 2 });
    expect(names(first)).toEqual(['Page Member 5', 'Page Member 4']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    // Member 3, the next one, switches off: the cursor still says where the page ends.
    await setOpen(members[2].token, { open: false });
    const second = await peopleIn(token, { city, first: 2, after: first.pageInfo.endCursor });
    expect(names(second)).toEqual(['Page Member 2', 'Page Member 1']);
    expect(second.pageInfo.hasNextPage).toBe(false);
    // The largest page a client may ask for (a larger one is refused, decision 0079): all four.
    const asked = await peopleIn(token, { city, first: MAX_PAGE_SIZE });
    expect(asked.edges.length).toBeLessThanOrEqual(MAX_PAGE_SIZE);
    expect(names(asked)).toEqual(['Page Member 5', 'Page Member 4', 'Page Member 2', 'Page Member 1']);
  });

  it('loads a page in one statement, the same for 2 cards or 12', async () => {
    const city = uniqueCity('Lagos');
    const { venue, account } = await venueWithAccount('Statement Bar', city);
    for (let i = 1; i <= 12; i++) {
      const member = await bartender({ firstName: 'Count', lastName: `Member ${i}` });
      const { request } = await pendingEntry(member.user.id, venue);
      if (i % 2 === 0) await decide(account.token, request.id, 'verified');
      await openToWork(member.token, { roles: ['bartender', 'event_staff'], cities: [city, 'Madrid'], note: `Note ${i}` });
    }
    const { token } = await gw.signedInMember({ profileType: 'bar' });
    await peopleIn(token, { city, first: 1 }); // the viewer's session is cached from here on
    const counts: number[] = [];
    for (const first of [2, 12]) {
      const { result, statements } = await gw.recordQueries(() => people(token, { city, first }));
      expect(result.errors).toBeUndefined();
      expect(result.data!.peopleOpenToWork.edges).toHaveLength(first);
      expect(result.data!.peopleOpenToWork.edges[0].node.verifiedPositions[0].venue.name).toBe(venue.name);
      expect(statements.filter((sql) => sql.includes('open_to_work'))).toHaveLength(1);
      counts.push(statements.length);
    }
    expect(counts[0]).toBe(counts[1]);
    expect(counts[0]).toBe(1);
  });
});
