// Event discovery through GraphQL (issue 24, decision 0053): upcomingEvents (upcoming only, city and
// date filters, keyset pages in one statement), eventCities, where an event is, and "Going" (exact
// count under racing calls, signed out, past events, rate limit), and /api's upcomingEvents agreeing.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earliestUpcomingDate } from '../../common/events';
import { eventCityKey } from '../../common/events';
import { memberKey, RATE_LIMITS } from '../rate-limit';
import { databaseFingerprint } from '../testing/fingerprint';
import { setupTestGateway, type TestGateway } from '../testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const ERRORS = `... on Error { message code } ... on ValidationError { fields { path message } }`;

const LIST = `query($first: Int, $after: String, $city: String, $from: String, $to: String) {
  upcomingEvents(first: $first, after: $after, city: $city, from: $from, to: $to) {
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { databaseId name date time city goingCount viewerIsGoing venue { name } owner { databaseId displayName profileType } } }
  }
}`;

const MARK = `mutation($input: MarkEventGoingInput!) {
  markEventGoing(input: $input) { __typename ... on MarkEventGoingPayload { event { databaseId goingCount viewerIsGoing } } ${ERRORS} }
}`;
const UNMARK = `mutation($input: UnmarkEventGoingInput!) {
  unmarkEventGoing(input: $input) { __typename ... on UnmarkEventGoingPayload { event { databaseId goingCount viewerIsGoing } } ${ERRORS} }
}`;
const CREATE_EVENT = `mutation($input: EventInput!) { createEvent(input: $input) { __typename ... on EventPayload { event { databaseId city } } ${ERRORS} } }`;
const UPDATE_EVENT = `mutation($id: ID!, $input: EventInput!) { updateEvent(input: { id: $id, event: $input }) { __typename ... on EventPayload { event { city } } ${ERRORS} } }`;

let serial = 0;
/** A city no other test (nor the demo seed) has events in. */
function freshCity(): string {
  serial += 1;
  return `Testville ${process.pid} ${serial}`;
}

/** "YYYY-MM-DD", `days` after the earliest upcoming date (0: the last date still listed). */
function upcomingDay(days: number): string {
  const earliest = new Date(`${earliestUpcomingDate()}T00:00:00Z`);
  return new Date(earliest.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

async function host(profileType: 'bar' | 'brand' = 'bar') {
  return gw.signedInMember({ profileType });
}

/** An event written straight to the table, in `city`. */
async function event(ownerId: number, city: string | null, date: string, time: string | null = null, name = `Night ${++serial}`) {
  return gw.prisma.event.create({ data: { ownerId, name, date, time, city, citySearch: eventCityKey(city) } });
}

async function list(variables: Record<string, unknown>, token?: string) {
  const response = await gw.graphql<any>(LIST, variables, { token });
  expect(response.errors).toBeUndefined();
  return response.data!.upcomingEvents;
}

const names = (connection: any) => connection.edges.map((edge: any) => edge.node.name);

describe('upcomingEvents', () => {
  it('lists only events that are not past: the earliest upcoming date stays, the day before it is gone', async () => {
    const { user } = await host();
    const city = freshCity();
    await event(user.id, city, upcomingDay(-1), '20:00', 'Gone');
    await event(user.id, city, '2020-01-01', null, 'Long Gone');
    await event(user.id, city, upcomingDay(0), '23:30', 'Last Call');
    await event(user.id, city, upcomingDay(30), null, 'Next Month');
    expect(names(await list({ city }))).toEqual(['Last Call', 'Next Month']);
    // Asking for days that are past lists none of them either.
    expect(names(await list({ city, from: '2020-01-01', to: upcomingDay(0) }))).toEqual(['Last Call']);
  });

  it('orders by date, then time (events without one last on their day), then id; each with its host and venue', async () => {
    const bar = await host();
    const city = freshCity();
    const venue = await gw.prisma.venue.create({
      data: { name: `Order Bar ${city}`, city, ownerId: bar.user.id, searchText: `order bar ${city.toLowerCase()}` },
    });
    const day = upcomingDay(3);
    const created = [
      await event(bar.user.id, city, day, null, 'C no time'),
      await event(bar.user.id, city, day, '21:00', 'B nine'),
      await event(bar.user.id, city, day, '18:00', 'A six'),
      await event(bar.user.id, city, upcomingDay(1), '23:00', 'Earlier day'),
      await event(bar.user.id, city, day, '18:00', 'A six again'),
    ];
    await gw.prisma.event.update({ where: { id: created[0].id }, data: { venueId: venue.id } });
    const page = await list({ city });
    expect(names(page)).toEqual(['Earlier day', 'A six', 'A six again', 'B nine', 'C no time']);
    expect(page.edges.at(-1).node).toMatchObject({
      date: day,
      time: null,
      city,
      goingCount: 0,
      viewerIsGoing: false,
      venue: { name: venue.name },
      owner: { databaseId: bar.user.id, profileType: 'bar' },
    });
  });

  it('narrows to a city in any case or accent, and to days from `from` to `to`, both included', async () => {
    const { user } = await host('brand');
    const city = `São ${freshCity()}`;
    await event(user.id, city, upcomingDay(1), null, 'Day one');
    await event(user.id, city, upcomingDay(2), null, 'Day two');
    await event(user.id, city, upcomingDay(4), null, 'Day four');
    await event(user.id, freshCity(), upcomingDay(2), null, 'Elsewhere');
    const folded = city.replace('São', 'SAO').replace('Testville', 'testville  ');
    expect(names(await list({ city: folded }))).toEqual(['Day one', 'Day two', 'Day four']);
    expect(names(await list({ city, from: upcomingDay(2), to: upcomingDay(4) }))).toEqual(['Day two', 'Day four']);
    expect(names(await list({ city, from: upcomingDay(2), to: upcomingDay(2) }))).toEqual(['Day two']);
    expect(names(await list({ city, to: upcomingDay(1) }))).toEqual(['Day one']);
    // Without a city: every city, the other one's event among them.
    const all = await list({ first: 100, from: upcomingDay(2), to: upcomingDay(2) });
    expect(names(all)).toEqual(expect.arrayContaining(['Day two', 'Elsewhere']));
  });

  it('pages forwards through ties of date and time without overlap or gaps', async () => {
    const { user } = await host();
    const city = freshCity();
    const times = [null, '19:00', '19:00', null, '08:00', '19:00', null];
    for (const [index, time] of times.entries()) await event(user.id, city, upcomingDay(index % 2 === 0 ? 5 : 6), time, `Tie ${index}`);
    const whole = names(await list({ city, first: 100 }));
    expect(whole).toHaveLength(times.length);
    const walked: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: any = await list({ city, first: 2, after });
      walked.push(...names(page));
      expect(page.pageInfo.hasPreviousPage).toBe(Boolean(after));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages += 1;
    } while (after);
    expect(walked).toEqual(whole);
    expect(pages).toBe(4);
  });

  it('reads a page, with hosts, venues and the viewer Going, in one SQL statement at any size and depth', async () => {
    const bar = await host();
    const city = freshCity();
    const venue = await gw.prisma.venue.create({
      data: { name: `Count Bar ${city}`, city, ownerId: bar.user.id, searchText: `count bar ${city.toLowerCase()}` },
    });
    for (let day = 1; day <= 24; day++) {
      const created = await event(bar.user.id, city, upcomingDay(day), '20:00');
      await gw.prisma.event.update({ where: { id: created.id }, data: { venueId: day % 2 ? venue.id : null } });
    }
    const member = await gw.signedInMember();
    // The session is read once, then kept for a few seconds (decision 0031): warm it first.
    await gw.graphql('{ viewer { id } }', {}, { token: member.token });
    const second = (await list({ city, first: 2 })).pageInfo.endCursor;
    for (const token of [undefined, member.token]) {
      const counts: number[] = [];
      for (const variables of [{ city, first: 2 }, { city, first: 20 }, { city, first: 20, after: second }, { first: 100 }]) {
        const { result, statements } = await gw.recordQueries(() => gw.graphql<any>(LIST, variables, { token }));
        expect(result.errors).toBeUndefined();
        expect(result.data!.upcomingEvents.edges.length).toBeGreaterThan(0);
        counts.push(statements.length);
      }
      expect(counts, token ? 'signed in' : 'signed out').toEqual([1, 1, 1, 1]);
    }
  });

  it('answers bad input with field messages: a bad date, a city too long, a last day before the first, a stale cursor', async () => {
    const cases: Array<[Record<string, unknown>, { path: string; message: string }]> = [
      [{ from: '2026-02-30' }, { path: 'from', message: 'Use a date such as 2026-05-31' }],
      [{ to: 'tomorrow' }, { path: 'to', message: 'Use a date such as 2026-05-31' }],
      [{ from: '2400-01-01' }, { path: 'from', message: 'Use a date from 1900 to 2100' }],
      [{ city: 'x'.repeat(201) }, { path: 'city', message: 'At most 200 characters' }],
      [
        { from: upcomingDay(5), to: upcomingDay(4) },
        { path: 'to', message: 'The last day cannot be before the first day' },
      ],
      [{ after: 'bm9wZQ' }, { path: 'after', message: 'This page of events no longer exists; start again from the first page.' }],
      [{ first: -1 }, { path: 'first', message: 'first must be 0 or more' }],
    ];
    for (const [variables, field] of cases) {
      const response = await gw.graphql(LIST, variables);
      expect(response.data, JSON.stringify(variables)).toBeNull();
      expect(response.errors?.[0], JSON.stringify(variables)).toMatchObject({
        message: field.message,
        extensions: { code: 'BAD_USER_INPUT', fields: [field] },
      });
    }
    const backwards = await gw.graphql(`{ upcomingEvents(last: 2) { edges { cursor } } }`);
    expect(backwards.errors?.[0]).toMatchObject({ message: 'Events are paged forwards only (first and after).' });
  });

  it('serves at most 100 events a page: a larger page is refused, naming the field and the maximum', async () => {
    const page = await list({ first: 100 });
    expect(page.edges.length).toBeLessThanOrEqual(100);
    const refused = await gw.graphql<any>(LIST, { first: 5000 });
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Page size limit of 100 exceeded: Query.upcomingEvents(first:) asks for 5000.',
      extensions: { code: 'PAGE_SIZE_EXCEEDED', maxPageSize: 100 },
    });
  });
});

describe('eventCities', () => {
  it('counts upcoming events per city (any case or accent as one), the busiest first, past ones left out', async () => {
    const { user } = await host('brand');
    const base = freshCity();
    const busy = `Zürich ${base}`;
    await event(user.id, busy, upcomingDay(1));
    await event(user.id, busy, upcomingDay(2));
    await event(user.id, `zurich ${base}`.toUpperCase(), upcomingDay(3));
    await event(user.id, busy, '2020-01-01');
    const quiet = `Quiet ${base}`;
    await event(user.id, quiet, upcomingDay(1));
    const cities = (await gw.graphql<any>(`{ eventCities(first: 50) { name upcomingCount } }`)).data!.eventCities as Array<{
      name: string;
      upcomingCount: number;
    }>;
    expect(cities.find((city) => eventCityKey(city.name) === eventCityKey(busy))).toEqual({ name: busy, upcomingCount: 3 });
    expect(cities.find((city) => city.name === quiet)).toEqual({ name: quiet, upcomingCount: 1 });
    const counts = cities.map((city) => city.upcomingCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // Every city named is one the list filters by.
    expect(names(await list({ city: busy }))).toHaveLength(3);
  });

  it('asks for 1 to 50 cities', async () => {
    for (const first of [0, 51]) {
      const response = await gw.graphql(`query($first: Int) { eventCities(first: $first) { name } }`, { first });
      expect(response.errors?.[0]).toMatchObject({ message: 'Ask for 1 to 50 cities', extensions: { code: 'BAD_USER_INPUT' } });
    }
  });
});

describe("an event's city", () => {
  it("is its venue's for a bar, the one given or the owner's location's for a brand, kept on every save", async () => {
    const bar = await host();
    await gw.prisma.venue.create({
      data: { name: `City Bar ${bar.user.id}`, city: 'Lisbon', ownerId: bar.user.id, searchText: `city bar ${bar.user.id} lisbon` },
    });
    const atVenue = (
      await gw.graphql<any>(CREATE_EVENT, { input: { name: 'Fado Night', date: upcomingDay(2), city: 'Porto' } }, { token: bar.token })
    ).data!.createEvent.event;
    expect(atVenue.city).toBe('Lisbon');

    const brand = await host('brand');
    await gw.prisma.user.update({ where: { id: brand.user.id }, data: { location: 'Turin, Italy' } });
    const given = (
      await gw.graphql<any>(CREATE_EVENT, { input: { name: 'Tour', date: upcomingDay(2), city: ' Milan ' } }, { token: brand.token })
    ).data!.createEvent.event;
    expect(given.city).toBe('Milan');
    const home = (await gw.graphql<any>(CREATE_EVENT, { input: { name: 'Home', date: upcomingDay(2) } }, { token: brand.token })).data!
      .createEvent.event;
    expect(home.city).toBe('Turin');
    const moved = await gw.graphql<any>(
      UPDATE_EVENT,
      { id: encodeGlobalID('Event', home.databaseId), input: { name: 'Home', date: upcomingDay(2), city: 'Genoa' } },
      { token: brand.token },
    );
    expect(moved.data!.updateEvent.event.city).toBe('Genoa');
    expect(await gw.prisma.event.findUniqueOrThrow({ where: { id: home.databaseId } })).toMatchObject({
      city: 'Genoa',
      citySearch: 'genoa',
    });
    expect(names(await list({ city: 'GENOA' }))).toContain('Home');

    const refused = await gw.graphql<any>(
      CREATE_EVENT,
      { input: { name: 'Far', date: upcomingDay(2), city: 'x'.repeat(201) } },
      { token: brand.token },
    );
    expect(refused.data!.createEvent.fields).toEqual([{ path: 'city', message: 'At most 200 characters' }]);
  });

  it('stays the one its owner gave when an event with no venue is saved with the city left empty', async () => {
    // A bar adds an event in Paris before it lists its venue (in Berlin); its profile says Wellington.
    const bar = await host();
    await gw.prisma.user.update({ where: { id: bar.user.id }, data: { location: 'Wellington, New Zealand' } });
    const paris = (
      await gw.graphql<any>(CREATE_EVENT, { input: { name: 'Pastis Night', date: upcomingDay(3), city: 'Paris' } }, { token: bar.token })
    ).data!.createEvent.event;
    expect(paris.city).toBe('Paris');
    await gw.prisma.venue.create({
      data: { name: `Berlin Bar ${bar.user.id}`, city: 'Berlin', ownerId: bar.user.id, searchText: `berlin bar ${bar.user.id} berlin` },
    });
    const renamed = await gw.graphql<any>(
      UPDATE_EVENT,
      { id: encodeGlobalID('Event', paris.databaseId), input: { name: 'Pastis Evening', date: upcomingDay(3), city: '' } },
      { token: bar.token },
    );
    expect(renamed.data!.updateEvent.event.city).toBe('Paris');
    expect(await gw.prisma.event.findUniqueOrThrow({ where: { id: paris.databaseId } })).toMatchObject({
      name: 'Pastis Evening',
      city: 'Paris',
      citySearch: 'paris',
      venueId: null,
    });
  });

  it("lists a bar or brand's upcoming events on its profile and in /api by the same rule", async () => {
    const { user } = await host();
    const city = freshCity();
    await event(user.id, city, upcomingDay(-1), null, 'Yesterday');
    await event(user.id, city, upcomingDay(0), '22:00', 'Still On');
    await event(user.id, city, upcomingDay(0), null, 'All Day');
    const profile = (await gw.graphql<any>(`query($id: Int!) { user(databaseId: $id) { events { name } } }`, { id: user.id })).data!.user;
    expect(profile.events.map((item: any) => item.name)).toEqual(['Still On', 'All Day']);
    expect(names(await list({ city }))).toEqual(['Still On', 'All Day']);
    const api = await gw.rest('GET', `/api/users/${user.id}`);
    expect(api.status).toBe(200);
    expect(api.body.upcomingEvents.map((item: any) => ({ name: item.name, date: item.date, time: item.time }))).toEqual([
      { name: 'Still On', date: upcomingDay(0), time: '22:00' },
      { name: 'All Day', date: upcomingDay(0), time: null },
    ]);
  });
});

describe('Going', () => {
  const input = (eventId: number) => ({ input: { eventId: encodeGlobalID('Event', eventId) } });
  const mark = async (token: string | null, eventId: number) =>
    (await gw.graphql<any>(MARK, input(eventId), { token })).data!.markEventGoing;
  const unmark = async (token: string | null, eventId: number) =>
    (await gw.graphql<any>(UNMARK, input(eventId), { token })).data!.unmarkEventGoing;
  const stored = async (eventId: number) => ({
    counter: (await gw.prisma.event.findUniqueOrThrow({ where: { id: eventId } })).goingCount,
    rows: await gw.prisma.eventAttendee.count({ where: { eventId } }),
  });

  it('is marked and taken back by a member, idempotently; the count is everyone’s, the state the viewer’s own', async () => {
    const { user } = await host();
    const city = freshCity();
    const target = await event(user.id, city, upcomingDay(2));
    const member = await gw.signedInMember();
    expect(await mark(member.token, target.id)).toEqual({
      __typename: 'MarkEventGoingPayload',
      event: { databaseId: target.id, goingCount: 1, viewerIsGoing: true },
    });
    expect((await mark(member.token, target.id)).event).toEqual({ databaseId: target.id, goingCount: 1, viewerIsGoing: true });
    expect((await list({ city }, member.token)).edges[0].node).toMatchObject({ goingCount: 1, viewerIsGoing: true });
    const other = await gw.signedInMember({ profileType: 'bartender' });
    expect((await list({ city }, other.token)).edges[0].node).toMatchObject({ goingCount: 1, viewerIsGoing: false });
    expect((await list({ city })).edges[0].node).toMatchObject({ goingCount: 1, viewerIsGoing: false });
    expect(await unmark(member.token, target.id)).toEqual({
      __typename: 'UnmarkEventGoingPayload',
      event: { databaseId: target.id, goingCount: 0, viewerIsGoing: false },
    });
    expect((await unmark(member.token, target.id)).event.goingCount).toBe(0);
    expect(await stored(target.id)).toEqual({ counter: 0, rows: 0 });
  });

  it('keeps goingCount equal to its rows when members mark and take back Going in parallel', async () => {
    const { user } = await host();
    const target = await event(user.id, freshCity(), upcomingDay(3));
    const members = await Promise.all(Array.from({ length: 8 }, () => gw.signedInMember()));
    await Promise.all(members.flatMap((member) => [mark(member.token, target.id), mark(member.token, target.id)]));
    expect(await stored(target.id)).toEqual({ counter: 8, rows: 8 });
    // Half take it back twice at once while the others mark again and take back and mark: all racing.
    await Promise.all(
      members.flatMap((member, index) =>
        index % 2
          ? [unmark(member.token, target.id), unmark(member.token, target.id)]
          : [mark(member.token, target.id), unmark(member.token, target.id), mark(member.token, target.id)],
      ),
    );
    const after = await stored(target.id);
    expect(after.counter).toBe(after.rows);
    expect(after.rows).toBeLessThanOrEqual(4);
    // Settled: the even ones go.
    await Promise.all(members.filter((_member, index) => index % 2 === 0).map((member) => mark(member.token, target.id)));
    expect(await stored(target.id)).toEqual({ counter: 4, rows: 4 });
    expect(
      (
        await gw.graphql<any>(`query($id: ID!) { node(id: $id) { ... on Event { goingCount } } }`, {
          id: encodeGlobalID('Event', target.id),
        })
      ).data!.node.goingCount,
    ).toBe(4);
  });

  it('tells a signed-out caller to sign in, and changes nothing', async () => {
    const { user } = await host();
    const target = await event(user.id, freshCity(), upcomingDay(1));
    const before = await databaseFingerprint(gw.prisma);
    expect(await mark(null, target.id)).toEqual({
      __typename: 'NotAuthorizedError',
      message: 'Sign in to mark events you are going to.',
      code: 'UNAUTHENTICATED',
    });
    expect((await unmark(null, target.id)).code).toBe('UNAUTHENTICATED');
    expect(await databaseFingerprint(gw.prisma)).toEqual(before);
  });

  it('refuses a past event, and answers Event not found for an id of no event or another type', async () => {
    const { user } = await host();
    const past = await event(user.id, freshCity(), upcomingDay(-1));
    const member = await gw.signedInMember();
    expect(await mark(member.token, past.id)).toEqual({
      __typename: 'ValidationError',
      message: 'This event has already taken place',
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'eventId', message: 'This event has already taken place' }],
    });
    expect(await stored(past.id)).toEqual({ counter: 0, rows: 0 });
    for (const eventId of [encodeGlobalID('Event', 2_000_000_000), encodeGlobalID('User', member.user.id), 'nope']) {
      const response = await gw.graphql<any>(MARK, { input: { eventId } }, { token: member.token });
      expect(response.data!.markEventGoing, eventId).toMatchObject({ message: 'Event not found', code: 'NOT_FOUND' });
    }
  });

  it('goes with its event: removing the event removes who was going', async () => {
    const owner = await host('brand');
    const target = await event(owner.user.id, freshCity(), upcomingDay(1));
    const member = await gw.signedInMember();
    await mark(member.token, target.id);
    const removed = await gw.graphql<any>(
      `mutation($id: ID!) { removeEvent(input: { id: $id }) { __typename } }`,
      { id: encodeGlobalID('Event', target.id) },
      { token: owner.token },
    );
    expect(removed.data!.removeEvent.__typename).toBe('RemoveEventPayload');
    expect(await gw.prisma.eventAttendee.count({ where: { eventId: target.id } })).toBe(0);
  });

  it('is rate-limited per member with the RATE_LIMITED code, and a refused call changes nothing', async () => {
    const { user } = await host();
    const target = await event(user.id, freshCity(), upcomingDay(1));
    const limited = await gw.signedInMember();
    await gw.services.limits.consume('eventGoingPerMember', memberKey(limited.user.id), RATE_LIMITS.eventGoingPerMember.points);
    for (const document of [MARK, UNMARK]) {
      const response = await gw.graphql<any>(document, input(target.id), { token: limited.token });
      expect(response.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    }
    expect(await stored(target.id)).toEqual({ counter: 0, rows: 0 });
    const other = await gw.signedInMember();
    expect((await mark(other.token, target.id)).event.goingCount).toBe(1);
  });
});
