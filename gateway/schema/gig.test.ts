import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, earliestToday, GIG_DESCRIPTION_MAX, GIG_MESSAGES, GIG_TITLE_MAX, isoDate } from '../../common/gigs';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { inWay, type Way } from '../testing/read-ways';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const ERRORS = `... on Error { message code } ... on ValidationError { fields { path message } }`;
const GIG_FIELDS = `id databaseId title role startsOn payText city description closesOn isOpen viewerIsPoster poster { databaseId }`;
const POST = `mutation($input: PostGigInput!) { postGig(input: $input) { __typename ... on GigPayload { gig { ${GIG_FIELDS} } } ${ERRORS} } }`;
const CLOSE = `mutation($input: CloseGigInput!) { closeGig(input: $input) { __typename ... on GigPayload { gig { isOpen closedAt } } ${ERRORS} } }`;
const INTEREST = `mutation($input: SetGigInterestInput!) {
  setGigInterest(input: $input) { __typename ... on SetGigInterestPayload { interest { id note member { databaseId } } gig { viewerInterest { note } } } ${ERRORS} }
}`;
const WITHDRAW = `mutation($input: WithdrawGigInterestInput!) {
  withdrawGigInterest(input: $input) { __typename ... on WithdrawGigInterestPayload { gig { viewerInterest { note } } } ${ERRORS} }
}`;
const GIGS = `query($city: String, $role: WorkRole, $first: Int, $after: String) {
  gigs(city: $city, role: $role, first: $first, after: $after) {
    edges { cursor node { databaseId title city role startsOn poster { displayName avatarUrl } viewerInterest { note } } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const FOR_YOU = `query { gigsForYou(first: 50) { edges { node { databaseId title } } } }`;
const GIG = `query($id: Int!) { gig(databaseId: $id) { title isOpen interestCount viewerInterest { note }
  interests(first: 10) { edges { node { id note member { databaseId } } } } } }`;

/** A gigs screen's operation as the web client sends it (its Relay artifact's text). */
function webOperation(name: string): string {
  const source = readFileSync(new URL(`../../web/src/features/gigs/__generated__/${name}.graphql.ts`, import.meta.url), 'utf8');
  return JSON.parse(/"text": ("(?:[^"\\]|\\.)*")/.exec(source)![1]) as string;
}

/** Every node of a connection the web client pages, from its first page to its last, read `way`. */
async function allPages(way: Way, operation: string, variables: Record<string, unknown>, token: string, field: (data: any) => any) {
  const nodes: any[] = [];
  let after: string | null = null;
  do {
    const response = await inWay(way, () => gw.graphql<any>(operation, { ...variables, after }, { token }));
    expect(response.errors).toBeUndefined();
    const page = field(response.data);
    nodes.push(...page.edges.map((edge: any) => edge.node));
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after);
  return nodes;
}

const today = () => isoDate(new Date());
const uniqueCity = (name: string) => `${name} ${randomBytes(3).toString('hex')}`;

function gigInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Weekend bartender',
    role: 'bartender',
    startsOn: addDays(today(), 10),
    payText: '£15/hour + tips',
    city: 'London',
    description: 'Friday and Saturday nights, cocktail-led bar.',
    closesOn: addDays(today(), 7),
    ...overrides,
  };
}

async function post(token: string | null, overrides: Record<string, unknown> = {}) {
  const response = await gw.graphql<any>(POST, { input: gigInput(overrides) }, { token });
  return { response, result: response.data?.postGig };
}

async function posted(token: string, overrides: Record<string, unknown> = {}) {
  const { response, result } = await post(token, overrides);
  expect(response.errors).toBeUndefined();
  expect(result.__typename).toBe('GigPayload');
  return result.gig;
}

async function openToWork(token: string, roles: string[], cities: string[]) {
  const response = await gw.graphql<any>(
    `mutation($input: SetOpenToWorkInput!) { setOpenToWork(input: $input) { __typename } }`,
    { input: { open: true, roles, cities } },
    { token },
  );
  expect(response.data?.setOpenToWork.__typename).toBe('SetOpenToWorkPayload');
}

async function interest(token: string, gigId: string, note?: string | null) {
  const response = await gw.graphql<any>(INTEREST, { input: { gigId, note } }, { token });
  return response.data?.setGigInterest ?? response;
}

async function list(token: string | null, variables: Record<string, unknown>) {
  const response = await gw.graphql<any>(GIGS, variables, { token });
  expect(response.errors).toBeUndefined();
  return response.data!.gigs;
}

const titles = (connection: any) => connection.edges.map((edge: any) => edge.node.title);

describe('posting a gig', () => {
  it('a venue account and a brand account post; the city is kept by its full name; anyone reads it', async () => {
    const venue = await gw.signedInMember({ profileType: 'bar' });
    const gig = await posted(venue.token, { city: '  london ', title: '  Head   bartender  ' });
    expect(gig).toMatchObject({
      title: 'Head bartender',
      city: 'London, United Kingdom',
      role: 'bartender',
      isOpen: true,
      viewerIsPoster: true,
      poster: { databaseId: venue.user.id },
    });
    const brand = await gw.signedInMember({ profileType: 'brand' });
    expect((await posted(brand.token, { role: 'brand_ambassador' })).role).toBe('brand_ambassador');
    const read = await gw.graphql<any>(GIG, { id: gig.databaseId }, { token: null });
    expect(read.data!.gig).toMatchObject({ title: 'Head bartender', isOpen: true, interestCount: null, interests: null });
  });

  it('refuses bartenders and members with FORBIDDEN and the signed out with UNAUTHENTICATED, writing nothing', async () => {
    const before = await gw.prisma.gig.count();
    for (const profileType of ['bartender', 'user'] as const) {
      const { token } = await gw.signedInMember({ profileType });
      const { result } = await post(token);
      expect(result).toMatchObject({ __typename: 'NotAuthorizedError', code: 'FORBIDDEN', message: GIG_MESSAGES.postersOnly });
    }
    const { result } = await post(null);
    expect(result).toMatchObject({ code: 'UNAUTHENTICATED', message: GIG_MESSAGES.signInToPost });
    expect(await gw.prisma.gig.count()).toBe(before);
  });

  it('answers bad input with field messages and writes nothing', async () => {
    const { token } = await gw.signedInMember({ profileType: 'bar' });
    const before = await gw.prisma.gig.count();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: '   ' }, 'title', GIG_MESSAGES.titleRequired],
      [{ title: 'x'.repeat(GIG_TITLE_MAX + 1) }, 'title', GIG_MESSAGES.titleTooLong],
      [{ payText: '' }, 'payText', GIG_MESSAGES.payRequired],
      [{ payText: 'x'.repeat(61) }, 'payText', GIG_MESSAGES.payTooLong],
      [{ city: ' ' }, 'city', GIG_MESSAGES.cityRequired],
      [{ description: '' }, 'description', GIG_MESSAGES.descriptionRequired],
      [{ description: 'x'.repeat(GIG_DESCRIPTION_MAX + 1) }, 'description', GIG_MESSAGES.descriptionTooLong],
      [{ startsOn: '2026-02-30' }, 'startsOn', GIG_MESSAGES.badDate],
      [{ startsOn: 'tomorrow' }, 'startsOn', GIG_MESSAGES.badDate],
      [{ startsOn: addDays(earliestToday(), -1) }, 'startsOn', GIG_MESSAGES.startsOnPast],
      [{ startsOn: addDays(today(), 400), closesOn: addDays(today(), 390) }, 'startsOn', GIG_MESSAGES.startsOnTooFar],
      [{ closesOn: addDays(earliestToday(), -1) }, 'closesOn', GIG_MESSAGES.closesOnPast],
      [{ startsOn: addDays(today(), 2), closesOn: addDays(today(), 33) }, 'closesOn', GIG_MESSAGES.closesOnTooLate],
    ];
    for (const [overrides, path, message] of cases) {
      const { result } = await post(token, overrides);
      expect(result.__typename, JSON.stringify(overrides)).toBe('ValidationError');
      expect(result.fields).toContainEqual({ path, message });
    }
    // A role outside the enum is refused by GraphQL itself.
    const wrongRole = await post(token, { role: 'chef' });
    expect(wrongRole.response.errors?.[0]?.message).toMatch(/WorkRole/);
    expect(await gw.prisma.gig.count()).toBe(before);
    // At the edges: closing 30 days after the start, starting today.
    await posted(token, { startsOn: today(), closesOn: today() });
    await posted(token, { startsOn: addDays(today(), 5), closesOn: addDays(today(), 35) });
  });

  it('limits how many gigs an account posts in an hour', async () => {
    const { user, token } = await gw.signedInMember({ profileType: 'bar' });
    for (let i = 0; i < 30; i += 1) await gw.services.limits.consume('gigWritesPerMember', `member:${user.id}`);
    const { response, result } = await post(token);
    expect(result?.code ?? response.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(await gw.prisma.gig.count({ where: { posterId: user.id } })).toBe(0);
  });
});

describe('the open gigs list', () => {
  it('filters by city (any spelling) and role, soonest first, and pages with a keyset cursor', async () => {
    const city = uniqueCity('Lisbon');
    const { token } = await gw.signedInMember({ profileType: 'bar' });
    for (const [title, days, role] of [
      ['Gig C', 9, 'bartender'],
      ['Gig A', 3, 'bartender'],
      ['Gig B', 5, 'bar_back'],
      ['Gig D', 12, 'bartender'],
    ] as const) {
      await posted(token, { title, city, role, startsOn: addDays(today(), days), closesOn: addDays(today(), days) });
    }
    const first = await list(null, { city: city.toUpperCase(), first: 2 });
    expect(titles(first)).toEqual(['Gig A', 'Gig B']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await list(null, { city, first: 2, after: first.pageInfo.endCursor });
    expect(titles(second)).toEqual(['Gig C', 'Gig D']);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(titles(await list(null, { city, role: 'bartender' }))).toEqual(['Gig A', 'Gig C', 'Gig D']);
    const bad = await gw.graphql<any>(GIGS, { after: 'nonsense' }, { token: null });
    expect(bad.errors?.[0]).toMatchObject({ message: GIG_MESSAGES.badCursor, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('leaves out closed gigs and gigs whose closing day is over', async () => {
    const city = uniqueCity('Porto');
    const venue = await gw.signedInMember({ profileType: 'bar' });
    const open = await posted(venue.token, { title: 'Still open', city });
    const toClose = await posted(venue.token, { title: 'Closed by poster', city });
    const expired = await posted(venue.token, { title: 'Expired', city });
    await gw.prisma.gig.update({
      where: { id: expired.databaseId },
      data: { closesOn: new Date(`${addDays(earliestToday(), -1)}T00:00:00Z`) },
    });
    expect(titles(await list(null, { city }))).toEqual(['Still open', 'Closed by poster']);

    // Only the poster closes; the list loses it at once.
    const other = await gw.signedInMember({ profileType: 'bar' });
    const refused = await gw.graphql<any>(CLOSE, { input: { gigId: toClose.id } }, { token: other.token });
    expect(refused.data!.closeGig).toMatchObject({ code: 'FORBIDDEN', message: GIG_MESSAGES.notPoster });
    const closed = await gw.graphql<any>(CLOSE, { input: { gigId: toClose.id } }, { token: venue.token });
    expect(closed.data!.closeGig.gig.isOpen).toBe(false);
    expect(titles(await list(null, { city }))).toEqual(['Still open']);
    const again = await gw.graphql<any>(CLOSE, { input: { gigId: toClose.id } }, { token: venue.token });
    expect(again.data!.closeGig.gig.closedAt).toBe(closed.data!.closeGig.gig.closedAt);
    // A closed gig takes no interest.
    const bartender = await gw.signedInMember({ profileType: 'bartender' });
    const late = await interest(bartender.token, toClose.id, 'Me!');
    expect(late).toMatchObject({ __typename: 'ValidationError', message: GIG_MESSAGES.closed });
    expect(open.isOpen).toBe(true);
  });

  it('loads a page in one statement, the same for 2 gigs or 12', async () => {
    const city = uniqueCity('Madrid');
    const { token } = await gw.signedInMember({ profileType: 'brand' });
    for (let i = 1; i <= 12; i++)
      await posted(token, { title: `Count ${i}`, city, startsOn: addDays(today(), i), closesOn: addDays(today(), i) });
    const viewer = await gw.signedInMember({ profileType: 'bartender' });
    await list(viewer.token, { city, first: 1 }); // the viewer's session is cached from here on
    const counts: number[] = [];
    for (const first of [2, 12]) {
      const { result, statements } = await gw.recordQueries(() => gw.graphql<any>(GIGS, { city, first }, { token: viewer.token }));
      expect(result.errors).toBeUndefined();
      expect(result.data!.gigs.edges).toHaveLength(first);
      expect(result.data!.gigs.edges[0].node.poster.displayName).toBeTruthy();
      counts.push(statements.length);
      // Bounded below by the earliest start a listed gig can have (firstListedStartDay), so the
      // (starts_on, id) index is read from there, not from the first gig ever posted.
      expect(statements[0]).toMatch(/"starts_on" >= \$\d+/);
    }
    expect(counts).toEqual([1, 1]);
  });

  it('uses the city index for a city page', async () => {
    await gw.prisma.$executeRawUnsafe('SET enable_seqscan = off');
    const plan = await gw.prisma.$queryRawUnsafe<Array<{ 'QUERY PLAN': string }>>(
      `EXPLAIN SELECT id FROM gigs WHERE city_key = 'x' AND closed_at IS NULL AND closes_on >= current_date ORDER BY starts_on, id LIMIT 21`,
    );
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/gigs_city_key_starts_on_id_idx/);
  });
});

describe("a poster's own gigs", () => {
  it('reach the poster whole, the newest first, closed and past ones too, a page at a time, as Gigs asks for them, whichever way they are read', async () => {
    const venue = await gw.signedInMember({ profileType: 'bar' });
    const other = await gw.signedInMember({ profileType: 'bar' });
    const gigs = [];
    for (let i = 1; i <= 7; i += 1) gigs.push(await posted(venue.token, { title: `Own ${i}`, city: uniqueCity('Leeds') }));
    await posted(other.token, { title: 'Not theirs' });
    await gw.graphql<any>(CLOSE, { input: { gigId: gigs[1].id } }, { token: venue.token });
    await gw.prisma.gig.update({
      where: { id: gigs[3].databaseId },
      data: { closesOn: new Date(`${addDays(earliestToday(), -1)}T00:00:00Z`) },
    });
    const operation = webOperation('YourGigsPaginationQuery');
    for (const way of ['text', 'objects', 'prisma'] as const) {
      const own = await allPages(way, operation, { first: 3 }, venue.token, (data) => data.postedGigs);
      expect(
        own.map((gig) => `${gig.title}${gig.isOpen ? '' : ' (closed)'}`),
        way,
      ).toEqual(['Own 7', 'Own 6', 'Own 5', 'Own 4 (closed)', 'Own 3', 'Own 2 (closed)', 'Own 1']);
    }
    const signedOut = await gw.graphql<any>(`query { postedGigs(first: 5) { edges { node { title } } } }`, {}, { token: null });
    expect(signedOut.data!.postedGigs).toBeNull();
    const bartender = await gw.signedInMember({ profileType: 'bartender' });
    const none = await gw.graphql<any>(`query { postedGigs(first: 5) { edges { node { title } } } }`, {}, { token: bartender.token });
    expect(none.data!.postedGigs.edges).toEqual([]);
    const bad = await gw.graphql<any>(
      `query { postedGigs(first: 5, after: "nonsense") { edges { node { title } } } }`,
      {},
      { token: venue.token },
    );
    expect(bad.errors?.[0]).toMatchObject({ message: GIG_MESSAGES.badCursor });
  });

  it('loads a page in one statement, the same for 2 gigs or 12', async () => {
    const { token } = await gw.signedInMember({ profileType: 'brand' });
    for (let i = 1; i <= 12; i += 1) await posted(token, { title: `Count ${i}`, city: uniqueCity('York') });
    const operation = webOperation('YourGigsPaginationQuery');
    await gw.graphql<any>(operation, { first: 1 }, { token }); // the session is cached from here on
    const counts: number[] = [];
    for (const first of [2, 12]) {
      const { result, statements } = await gw.recordQueries(() => gw.graphql<any>(operation, { first }, { token }));
      expect(result.errors).toBeUndefined();
      expect(result.data!.postedGigs.edges).toHaveLength(first);
      counts.push(statements.length);
    }
    expect(counts).toEqual([1, 1]);
  });
});

describe('gigs for members open to work', () => {
  it('shows gigs for a role among theirs in a city among theirs, and none to members not open to work', async () => {
    const cityA = uniqueCity('Berlin');
    const cityB = uniqueCity('Paris');
    const venue = await gw.signedInMember({ profileType: 'bar' });
    await posted(venue.token, { title: 'Match 1', city: cityA, role: 'bartender' });
    await posted(venue.token, { title: 'Match 2', city: cityB, role: 'bar_manager', startsOn: addDays(today(), 20) });
    await posted(venue.token, { title: 'Wrong role', city: cityA, role: 'event_staff' });
    await posted(venue.token, { title: 'Wrong city', city: uniqueCity('Rome'), role: 'bartender' });
    const member = await gw.signedInMember({ profileType: 'bartender' });
    const none = await gw.graphql<any>(FOR_YOU, {}, { token: member.token });
    expect(none.data!.gigsForYou).toBeNull();
    await openToWork(member.token, ['bartender', 'bar_manager'], [cityA, cityB]);
    const mine = await gw.graphql<any>(FOR_YOU, {}, { token: member.token });
    expect(titles(mine.data!.gigsForYou)).toEqual(['Match 1', 'Match 2']);
    expect((await gw.graphql<any>(FOR_YOU, {}, { token: null })).data!.gigsForYou).toBeNull();
  });

  it('reach a member whole, the soonest first, a page at a time, as Gigs asks for them, whichever way they are read', async () => {
    const city = uniqueCity('Lyon');
    const venue = await gw.signedInMember({ profileType: 'bar' });
    for (let i = 1; i <= 12; i += 1)
      await posted(venue.token, { title: `Match ${i}`, city, startsOn: addDays(today(), i), closesOn: addDays(today(), i) });
    const member = await gw.signedInMember({ profileType: 'bartender' });
    await openToWork(member.token, ['bartender'], [city]);
    const operation = webOperation('ForYouGigsPaginationQuery');
    for (const way of ['text', 'objects', 'prisma'] as const) {
      const gigs = await allPages(way, operation, { first: 5 }, member.token, (data) => data.gigsForYou);
      expect(
        gigs.map((gig) => gig.title),
        way,
      ).toEqual(Array.from({ length: 12 }, (_, index) => `Match ${index + 1}`));
    }
  });
});

describe('saying interested', () => {
  it('reaches the poster once (notification and list), stays private, and is edited and withdrawn', async () => {
    const venue = await gw.signedInMember({ profileType: 'bar' });
    const gig = await posted(venue.token, { title: 'Private notes gig' });
    const member = await gw.signedInMember({ profileType: 'bartender' });

    const said = await interest(member.token, gig.id, '  Free every weekend  ');
    expect(said.__typename).toBe('SetGigInterestPayload');
    expect(said.interest).toMatchObject({ note: 'Free every weekend', member: { databaseId: member.user.id } });
    expect(said.gig.viewerInterest.note).toBe('Free every weekend');
    const notices = () => gw.prisma.notification.findMany({ where: { recipientId: venue.user.id, kind: 'gig_interest' } });
    expect(await notices()).toHaveLength(1);

    // Editing changes the note, not the notifications.
    await interest(member.token, gig.id, 'Free Fridays only');
    expect(await notices()).toHaveLength(1);
    const inbox = await gw.graphql<any>(
      `query { viewer { notifications(first: 5) { edges { node { kind actor { databaseId } gig { title } } } } } }`,
      {},
      { token: venue.token },
    );
    expect(inbox.data!.viewer.notifications.edges[0].node).toEqual({
      kind: 'gig_interest',
      actor: { databaseId: member.user.id },
      gig: { title: 'Private notes gig' },
    });

    // The poster reads the notes; the writer sees their own; nobody else sees any.
    const asPoster = await gw.graphql<any>(GIG, { id: gig.databaseId }, { token: venue.token });
    expect(asPoster.data!.gig.interestCount).toBe(1);
    expect(asPoster.data!.gig.interests.edges.map((edge: any) => edge.node.note)).toEqual(['Free Fridays only']);
    const interestId = asPoster.data!.gig.interests.edges[0].node.id;
    const stranger = await gw.signedInMember({ profileType: 'bartender' });
    const asStranger = await gw.graphql<any>(GIG, { id: gig.databaseId }, { token: stranger.token });
    expect(asStranger.data!.gig).toMatchObject({ interestCount: null, interests: null, viewerInterest: null });
    const NODE = `query($id: ID!) { node(id: $id) { ... on GigInterest { createdAt note } } }`;
    const theirs = await gw.graphql<any>(NODE, { id: interestId }, { token: stranger.token });
    expect(theirs.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(theirs.data?.node ?? null).toBeNull();
    // Asked for the (nullable) note alone, it is null, with the same error: never the text.
    const noteOnly = await gw.graphql<any>(
      `query($id: ID!) { node(id: $id) { ... on GigInterest { note } } }`,
      { id: interestId },
      { token: stranger.token },
    );
    expect(noteOnly.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(noteOnly.data)).not.toContain('Fridays');
    const signedOut = await gw.graphql<any>(NODE, { id: interestId }, { token: null });
    expect(signedOut.data?.node ?? null).toBeNull();
    for (const token of [venue.token, member.token]) {
      const own = await gw.graphql<any>(NODE, { id: interestId }, { token });
      expect(own.data!.node.note).toBe('Free Fridays only');
    }

    // Withdrawing takes the notification back; saying it again brings one back, not two.
    const withdrawn = await gw.graphql<any>(WITHDRAW, { input: { gigId: gig.id } }, { token: member.token });
    expect(withdrawn.data!.withdrawGigInterest.gig.viewerInterest).toBeNull();
    expect(await notices()).toHaveLength(0);
    await interest(member.token, gig.id, null);
    await interest(member.token, gig.id, 'Back again');
    expect(await notices()).toHaveLength(1);
    expect(await gw.prisma.gigInterest.count({ where: { gigId: gig.databaseId } })).toBe(1);
  });

  it('refuses the poster, non-bartenders, the signed out, a long note and an unknown gig', async () => {
    const venue = await gw.signedInMember({ profileType: 'bar' });
    const gig = await posted(venue.token);
    expect(await interest(venue.token, gig.id, 'Me')).toMatchObject({ code: 'FORBIDDEN', message: GIG_MESSAGES.ownGig });
    const brand = await gw.signedInMember({ profileType: 'brand' });
    expect(await interest(brand.token, gig.id, 'Me')).toMatchObject({ code: 'FORBIDDEN', message: GIG_MESSAGES.bartendersOnly });
    const signedOut = await gw.graphql<any>(INTEREST, { input: { gigId: gig.id } }, { token: null });
    expect(signedOut.data!.setGigInterest).toMatchObject({ code: 'UNAUTHENTICATED' });
    const member = await gw.signedInMember({ profileType: 'bartender' });
    const long = await interest(member.token, gig.id, 'x'.repeat(281));
    expect(long.fields).toContainEqual({ path: 'note', message: GIG_MESSAGES.noteTooLong });
    const unknown = await interest(member.token, encodeGlobalID('Gig', 999999), 'Me');
    expect(unknown).toMatchObject({ code: 'NOT_FOUND', message: GIG_MESSAGES.notFound });
    expect(await gw.prisma.gigInterest.count({ where: { gigId: gig.databaseId } })).toBe(0);
    expect(await gw.prisma.notification.count({ where: { recipientId: venue.user.id } })).toBe(0);
  });

  it('limits how often a member says interested in an hour', async () => {
    const venue = await gw.signedInMember({ profileType: 'bar' });
    const gig = await posted(venue.token);
    const { user, token } = await gw.signedInMember({ profileType: 'bartender' });
    for (let i = 0; i < 60; i += 1) await gw.services.limits.consume('gigInterestWritesPerMember', `member:${user.id}`);
    const response = await interest(token, gig.id, 'Me');
    expect(response.code ?? response.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(await gw.prisma.gigInterest.count({ where: { gigId: gig.databaseId } })).toBe(0);
  });
});

describe("the gig page's interested members", () => {
  it('reach the poster whole, newest first, a page at a time, as the page asks for them, whichever way they are read', async () => {
    const venue = await gw.signedInMember({ profileType: 'bar' });
    const gig = await posted(venue.token, { title: 'Twenty-three answers' });
    const start = Date.now() - 60_000;
    for (let i = 1; i <= 23; i += 1) {
      const { user } = await gw.createMember({ profileType: 'bartender' });
      await gw.prisma.gigInterest.create({
        data: { gigId: gig.databaseId, userId: user.id, posterId: venue.user.id, note: `Note ${i}`, createdAt: new Date(start + i * 1000) },
      });
    }
    const operation = webOperation('GigInterestsPaginationQuery');
    const newestFirst = Array.from({ length: 23 }, (_, index) => `Note ${23 - index}`);
    for (const way of ['text', 'objects', 'prisma'] as const) {
      const interests = await allPages(way, operation, { id: gig.id, first: 20 }, venue.token, (data) => data.node.interests);
      expect(
        interests.map((interest) => interest.note),
        way,
      ).toEqual(newestFirst);
    }
  });
});
