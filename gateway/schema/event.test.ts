import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earliestUpcomingDate } from '../../common/events';
import { EVENT_MESSAGES } from '../../common/venue-accounts';
import { setupTestGateway, type TestGateway } from '../testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const ERRORS = `... on Error { message code } ... on ValidationError { fields { path message } }`;
const CREATE_EVENT = `mutation($input: EventInput!) {
  createEvent(input: $input) { __typename ... on EventPayload { event { id name date time venue { name } } owner { events { name } } } ${ERRORS} }
}`;
const UPDATE_EVENT = `mutation($id: ID!, $input: EventInput!) { updateEvent(input: { id: $id, event: $input }) { __typename ... on EventPayload { event { name } } ${ERRORS} } }`;
const REMOVE_EVENT = `mutation($id: ID!) { removeEvent(input: { id: $id }) { __typename ... on RemoveEventPayload { removedEventId owner { events { name } } } ${ERRORS} } }`;
const CREATE_CAMPAIGN = `mutation($input: CampaignInput!) {
  createCampaign(input: $input) { __typename ... on CampaignPayload { campaign { id name active } brand { campaigns { name } } } ${ERRORS} }
}`;
const END_CAMPAIGN = `mutation($id: ID!) { endCampaign(input: { id: $id }) { __typename ... on CampaignPayload { campaign { active } brand { campaigns { name } all: campaigns(includeEnded: true) { name } } } ${ERRORS} } }`;
const ADD_PARTNER = `mutation($venue: ID!) { addPartnerVenue(input: { venue: $venue }) { __typename ... on PartnershipPayload { partnership { id active venue { name } } brand { partnerships { venue { name } } } } ${ERRORS} } }`;
const REMOVE_PARTNER = `mutation($id: ID!) { removePartnerVenue(input: { id: $id }) { __typename ... on RemovePartnerVenuePayload { brand { partnerships { venue { name } } } } ${ERRORS} } }`;

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe('events of bar and brand accounts', () => {
  it("are added with a name, a date and an optional time, at the bar's venue, and listed soonest first", async () => {
    const bar = await gw.signedInMember({ profileType: 'bar' });
    await gw.prisma.venue.create({ data: { name: 'Event Bar', city: 'Lisbon', ownerId: bar.user.id, searchText: 'event bar lisbon' } });
    const later = (
      await gw.graphql(CREATE_EVENT, { input: { name: 'Mezcal Night', date: inDays(20), time: '19:30' } }, { token: bar.token })
    ).data!.createEvent;
    expect(later).toMatchObject({ event: { name: 'Mezcal Night', time: '19:30', venue: { name: 'Event Bar' } } });
    const sooner = (await gw.graphql(CREATE_EVENT, { input: { name: 'Guest Shift', date: inDays(2) } }, { token: bar.token })).data!
      .createEvent;
    expect(sooner.owner.events).toEqual([{ name: 'Guest Shift' }, { name: 'Mezcal Night' }]);
    // Past events leave the list.
    await gw.prisma.event.create({ data: { ownerId: bar.user.id, name: 'Last Year', date: '2020-01-01' } });
    const events = (
      await gw.graphql(`query($id: Int!) { user(databaseId: $id) { events { name } past: events(includePast: true) { name } } }`, {
        id: bar.user.id,
      })
    ).data!.user;
    expect(events.events).toHaveLength(2);
    expect(events.past[0].name).toBe('Last Year');

    const brand = await gw.signedInMember({ profileType: 'brand' });
    expect(
      (await gw.graphql(CREATE_EVENT, { input: { name: 'Launch', date: inDays(5) } }, { token: brand.token })).data!.createEvent.event
        .venue,
    ).toBeNull();
  });

  it('need a name and a real date, and a time like 19:30', async () => {
    const { user, token } = await gw.signedInMember({ profileType: 'bar' });
    const refused = (await gw.graphql(CREATE_EVENT, { input: { name: ' ', date: '2026-02-30', time: '7pm' } }, { token })).data!
      .createEvent;
    expect(refused.fields).toEqual([
      { path: 'name', message: 'Please enter the event name' },
      { path: 'date', message: 'Use a date such as 2026-05-31' },
      { path: 'time', message: 'Use a time such as 19:30' },
    ]);
    expect(await gw.prisma.event.count({ where: { ownerId: user.id } })).toBe(0);
  });

  it('are refused a date that has passed, when added and when moved, and nothing changes', async () => {
    const bar = await gw.signedInMember({ profileType: 'bar' });
    // The last day that has ended everywhere: the first upcoming one of a day ago.
    const past = earliestUpcomingDate(new Date(Date.now() - 86_400_000));
    const refused = (await gw.graphql(CREATE_EVENT, { input: { name: 'Yesterday Night', date: past } }, { token: bar.token })).data!
      .createEvent;
    expect(refused).toMatchObject({ __typename: 'ValidationError', fields: [{ path: 'date', message: EVENT_MESSAGES.datePassed }] });
    expect(await gw.prisma.event.count({ where: { ownerId: bar.user.id } })).toBe(0);

    // The first day still upcoming somewhere is taken.
    const id = (await gw.graphql(CREATE_EVENT, { input: { name: 'Last Call', date: earliestUpcomingDate() } }, { token: bar.token })).data!
      .createEvent.event.id;
    const moved = (await gw.graphql(UPDATE_EVENT, { id, input: { name: 'Last Call', date: past } }, { token: bar.token })).data!
      .updateEvent;
    expect(moved).toMatchObject({ __typename: 'ValidationError', fields: [{ path: 'date', message: EVENT_MESSAGES.datePassed }] });
    const listed = await gw.graphql(`query($id: Int!) { user(databaseId: $id) { events { name date } } }`, { id: bar.user.id });
    expect(listed.data!.user.events).toEqual([{ name: 'Last Call', date: earliestUpcomingDate() }]);
  });

  it('that have taken place can still be corrected on the date they have', async () => {
    const bar = await gw.signedInMember({ profileType: 'bar' });
    const event = await gw.prisma.event.create({ data: { ownerId: bar.user.id, name: 'Last Yaer', date: '2020-01-01' } });
    const id = encodeGlobalID('Event', event.id);
    const fixed = (await gw.graphql(UPDATE_EVENT, { id, input: { name: 'Last Year', date: '2020-01-01' } }, { token: bar.token })).data!
      .updateEvent;
    expect(fixed).toEqual({ __typename: 'EventPayload', event: { name: 'Last Year' } });
    // Moved to another past day, it is refused.
    const moved = (await gw.graphql(UPDATE_EVENT, { id, input: { name: 'Last Year', date: '2020-01-02' } }, { token: bar.token })).data!
      .updateEvent;
    expect(moved.fields).toEqual([{ path: 'date', message: EVENT_MESSAGES.datePassed }]);
    expect(await gw.prisma.event.findUniqueOrThrow({ where: { id: event.id } })).toMatchObject({ name: 'Last Year', date: '2020-01-01' });
  });

  it('are managed by their owner alone', async () => {
    const owner = await gw.signedInMember({ profileType: 'bar' });
    const id = (await gw.graphql(CREATE_EVENT, { input: { name: 'Original', date: inDays(3) } }, { token: owner.token })).data!.createEvent
      .event.id;
    const other = await gw.signedInMember({ profileType: 'bar' });
    expect(
      (await gw.graphql(UPDATE_EVENT, { id, input: { name: 'Hijacked', date: inDays(3) } }, { token: other.token })).data!.updateEvent
        .__typename,
    ).toBe('NotFoundError');
    expect((await gw.graphql(REMOVE_EVENT, { id }, { token: other.token })).data!.removeEvent.__typename).toBe('NotFoundError');
    expect((await gw.prisma.event.findFirstOrThrow({ where: { ownerId: owner.user.id } })).name).toBe('Original');
    expect(
      (await gw.graphql(UPDATE_EVENT, { id, input: { name: 'Renamed', date: inDays(3) } }, { token: owner.token })).data!.updateEvent.event
        .name,
    ).toBe('Renamed');
    expect((await gw.graphql(REMOVE_EVENT, { id }, { token: owner.token })).data!.removeEvent).toMatchObject({
      removedEventId: id,
      owner: { events: [] },
    });
  });

  it('are named by an Event id: one of another type is refused in those words, and nothing changes', async () => {
    const bar = await gw.signedInMember({ profileType: 'bar' });
    const event = await gw.prisma.event.create({ data: { ownerId: bar.user.id, name: 'Kept', date: inDays(4) } });
    const notAnEvent = encodeGlobalID('Cocktail', event.id);
    const moved = (await gw.graphql(UPDATE_EVENT, { id: notAnEvent, input: { name: 'Lost', date: inDays(4) } }, { token: bar.token })).data!
      .updateEvent;
    expect(moved).toMatchObject({ __typename: 'ValidationError', fields: [{ path: 'id', message: 'Not an Event id' }] });
    const removed = (await gw.graphql(REMOVE_EVENT, { id: notAnEvent }, { token: bar.token })).data!.removeEvent;
    expect(removed).toMatchObject({ __typename: 'ValidationError', fields: [{ path: 'id', message: 'Not an Event id' }] });
    expect(await gw.prisma.event.findUniqueOrThrow({ where: { id: event.id } })).toMatchObject({ name: 'Kept' });
  });

  it('are not for bartenders or barflies', async () => {
    const { token } = await gw.signedInMember({ profileType: 'bartender' });
    expect((await gw.graphql(CREATE_EVENT, { input: { name: 'Mine', date: inDays(1) } }, { token })).data!.createEvent).toMatchObject({
      __typename: 'NotAuthorizedError',
      message: 'Events are for bar and brand accounts',
    });
  });
});

describe('brand campaigns and partner venues', () => {
  it('start active, leave Active Campaigns when ended, and are changed by the brand alone', async () => {
    const brand = await gw.signedInMember({ profileType: 'brand' });
    const created = (
      await gw.graphql(
        CREATE_CAMPAIGN,
        { input: { name: 'Negroni Week', description: 'Pour for charity', startsOn: '2026-09-14', endsOn: '2026-09-20' } },
        { token: brand.token },
      )
    ).data!.createCampaign;
    expect(created).toMatchObject({ campaign: { name: 'Negroni Week', active: true }, brand: { campaigns: [{ name: 'Negroni Week' }] } });
    const other = await gw.signedInMember({ profileType: 'brand' });
    expect((await gw.graphql(END_CAMPAIGN, { id: created.campaign.id }, { token: other.token })).data!.endCampaign.__typename).toBe(
      'NotFoundError',
    );
    const ended = (await gw.graphql(END_CAMPAIGN, { id: created.campaign.id }, { token: brand.token })).data!.endCampaign;
    expect(ended).toMatchObject({ campaign: { active: false }, brand: { campaigns: [], all: [{ name: 'Negroni Week' }] } });
    const bar = await gw.signedInMember({ profileType: 'bar' });
    expect((await gw.graphql(CREATE_CAMPAIGN, { input: { name: 'X' } }, { token: bar.token })).data!.createCampaign.message).toBe(
      'Campaigns are for brand accounts',
    );
    expect(
      (await gw.graphql(CREATE_CAMPAIGN, { input: { name: '', endsOn: '2026-01-01', startsOn: '2026-02-01' } }, { token: brand.token }))
        .data!.createCampaign.fields,
    ).toEqual([
      { path: 'name', message: 'Please enter the campaign name' },
      { path: 'endsOn', message: 'The end date cannot be before the start date' },
    ]);
  });

  it('list listed venues as active partners, once each, changed by the brand alone', async () => {
    const brand = await gw.signedInMember({ profileType: 'brand' });
    const [paradiso] = await gw.prisma.venue.findMany({ where: { name: 'Paradiso' } });
    const venue = encodeGlobalID('Venue', paradiso.id);
    const added = (await gw.graphql(ADD_PARTNER, { venue }, { token: brand.token })).data!.addPartnerVenue;
    expect(added).toMatchObject({
      partnership: { active: true, venue: { name: 'Paradiso' } },
      brand: { partnerships: [{ venue: { name: 'Paradiso' } }] },
    });
    expect((await gw.graphql(ADD_PARTNER, { venue }, { token: brand.token })).data!.addPartnerVenue.message).toBe(
      'This venue is already a partner',
    );
    const other = await gw.signedInMember({ profileType: 'brand' });
    expect(
      (await gw.graphql(REMOVE_PARTNER, { id: added.partnership.id }, { token: other.token })).data!.removePartnerVenue.__typename,
    ).toBe('NotFoundError');
    expect(
      (await gw.graphql(REMOVE_PARTNER, { id: added.partnership.id }, { token: brand.token })).data!.removePartnerVenue.brand.partnerships,
    ).toEqual([]);
    const bartender = await gw.signedInMember({ profileType: 'bartender' });
    expect((await gw.graphql(ADD_PARTNER, { venue }, { token: bartender.token })).data!.addPartnerVenue.message).toBe(
      'Partner venues are for brand accounts',
    );
  });
});
