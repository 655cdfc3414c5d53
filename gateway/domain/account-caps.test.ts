// What one account may keep (common/account-caps.ts, docs/decisions/0064): at its cap, adding one more is
// refused with the cap's message and nothing is written; removing one makes room again.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_CAPS, type AccountCapName } from '../../common/account-caps';
import type { ProfileType } from '../../common/constants';
import { databaseFingerprint } from '../testing/fingerprint';
import { setupTestGateway, type TestGateway } from '../testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const upcoming = () => new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
let serial = 0;

interface Case {
  account: ProfileType;
  /** Fills the account up to its cap, behind the application's back (createMany). */
  fill: (userId: number, count: number) => Promise<unknown>;
  /** The mutation that adds one more, and its variables. */
  add: (userId: number) => Promise<{ mutation: string; variables: Record<string, unknown> }>;
}

async function venueOf(ownerId: number | null) {
  serial += 1;
  return gw.prisma.venue.create({ data: { name: `Cap Venue ${serial}`, city: 'Porto', ownerId, searchText: `cap venue ${serial}` } });
}

const CASES: Record<AccountCapName, Case> = {
  workEntries: {
    account: 'bartender',
    fill: (userId, count) =>
      gw.prisma.workEntry.createMany({
        data: Array.from({ length: count }, () => ({
          userId,
          organizationName: 'Cap Bar',
          position: 'Bartender',
          country: 'USA',
          city: 'Austin',
          startDate: '2020-01',
        })),
      }),
    add: async () => ({
      mutation: 'mutation($input: AddWorkEntryInput!) { result: addWorkEntry(input: $input) { __typename ... on Error { message } } }',
      variables: { input: { entry: { organizationName: 'One More Bar', position: 'Bartender', city: 'Austin', startDate: '2021-03' } } },
    }),
  },
  achievements: {
    account: 'bartender',
    fill: (userId, count) =>
      gw.prisma.achievement.createMany({
        data: Array.from({ length: count }, (_, i) => ({ userId, type: 'award' as const, title: `Gold ${i}` })),
      }),
    add: async () => ({
      mutation: 'mutation($input: AddAchievementInput!) { result: addAchievement(input: $input) { __typename ... on Error { message } } }',
      variables: { input: { type: 'award', title: 'One More Gold' } },
    }),
  },
  venueAwards: {
    account: 'bar',
    fill: async (userId, count) => {
      const venue = await venueOf(userId);
      await gw.prisma.venueAward.createMany({
        data: Array.from({ length: count }, (_, i) => ({ venueId: venue.id, createdById: userId, title: `Best Bar ${i}` })),
      });
    },
    add: async (userId) => {
      const venue = await gw.prisma.venue.findFirstOrThrow({ where: { ownerId: userId } });
      return {
        mutation: 'mutation($input: AddVenueAwardInput!) { result: addVenueAward(input: $input) { __typename ... on Error { message } } }',
        variables: { input: { venue: encodeGlobalID('Venue', venue.id), title: 'One More Award' } },
      };
    },
  },
  upcomingEvents: {
    account: 'brand',
    fill: (userId, count) =>
      gw.prisma.event.createMany({
        data: Array.from({ length: count }, (_, i) => ({ ownerId: userId, name: `Night ${i}`, date: upcoming() })),
      }),
    add: async () => ({
      mutation: 'mutation($input: EventInput!) { result: createEvent(input: $input) { __typename ... on Error { message } } }',
      variables: { input: { name: 'One More Night', date: upcoming(), city: 'Porto' } },
    }),
  },
  campaigns: {
    account: 'brand',
    fill: (userId, count) =>
      gw.prisma.campaign.createMany({ data: Array.from({ length: count }, (_, i) => ({ brandUserId: userId, name: `Summer ${i}` })) }),
    add: async () => ({
      mutation: 'mutation($input: CampaignInput!) { result: createCampaign(input: $input) { __typename ... on Error { message } } }',
      variables: { input: { name: 'One More Summer' } },
    }),
  },
  partnerVenues: {
    account: 'brand',
    fill: async (userId, count) => {
      const venues = await Promise.all(Array.from({ length: count }, () => venueOf(null)));
      await gw.prisma.partnership.createMany({ data: venues.map((venue) => ({ brandUserId: userId, venueId: venue.id })) });
    },
    add: async () => ({
      mutation: 'mutation($venue: ID!) { result: addPartnerVenue(input: { venue: $venue }) { __typename ... on Error { message } } }',
      variables: { venue: encodeGlobalID('Venue', (await venueOf(null)).id) },
    }),
  },
  menus: {
    account: 'brand',
    fill: (userId, count) =>
      gw.prisma.menu.createMany({ data: Array.from({ length: count }, (_, i) => ({ ownerId: userId, name: `Menu ${i}` })) }),
    add: async () => ({
      mutation: 'mutation($input: CreateMenuInput!) { result: createMenu(input: $input) { __typename ... on Error { message } } }',
      variables: { input: { name: 'One More Menu' } },
    }),
  },
  openGigs: {
    account: 'bar',
    fill: (userId, count) =>
      gw.prisma.gig.createMany({
        data: Array.from({ length: count }, (_, i) => ({
          posterId: userId,
          title: `Shift ${i}`,
          role: 'bartender' as const,
          startsOn: new Date(`${upcoming()}T00:00:00Z`),
          closesOn: new Date(`${upcoming()}T00:00:00Z`),
          payText: '£15/hour',
          city: 'London',
          cityKey: 'london',
          description: 'A Saturday shift.',
        })),
      }),
    add: async () => ({
      mutation: 'mutation($input: PostGigInput!) { result: postGig(input: $input) { __typename ... on Error { message } } }',
      variables: {
        input: {
          title: 'One more shift',
          role: 'bartender',
          startsOn: upcoming(),
          closesOn: upcoming(),
          payText: '£15/hour',
          city: 'London',
          description: 'A Sunday shift.',
        },
      },
    }),
  },
  accessTokens: {
    account: 'user',
    fill: (userId, count) =>
      gw.prisma.accessToken.createMany({
        data: Array.from({ length: count }, (_, i) => ({
          userId,
          name: `Script ${i}`,
          scope: 'read' as const,
          secretHash: `cap-${userId}-${i}`,
          hint: 'abcd',
        })),
      }),
    add: async () => ({
      mutation:
        'mutation($input: CreateAccessTokenInput!) { result: createAccessToken(input: $input) { __typename ... on Error { message } } }',
      variables: { input: { name: 'One more script', scope: 'read', expiresInDays: 7 } },
    }),
  },
};

describe('an account at its cap', () => {
  it.each(Object.keys(CASES) as AccountCapName[])('%s: is told so, and nothing is written', async (name) => {
    const cap = ACCOUNT_CAPS[name];
    const { account, fill, add } = CASES[name];
    const owner = await gw.signedInMember({ profileType: account });
    // One under the cap: the next one is the last that fits.
    await fill(owner.user.id, cap.max - 1);
    const last = await add(owner.user.id);
    const fits = await gw.graphql<{ result: { __typename: string; message?: string } }>(last.mutation, last.variables, {
      token: owner.token,
    });
    expect(fits.errors).toBeUndefined();
    expect(fits.data!.result.message).toBeUndefined();
    const more = await add(owner.user.id);
    const before = await databaseFingerprint(gw.prisma);
    const refused = await gw.graphql<{ result: { __typename: string; message?: string } }>(more.mutation, more.variables, {
      token: owner.token,
    });
    expect(refused.data!.result).toEqual({ __typename: 'ValidationError', message: cap.message });
    const after = await databaseFingerprint(gw.prisma);
    // Arranging the call may have listed a venue; the refusal itself wrote nothing else.
    expect(Object.keys(after).filter((table) => after[table] !== before[table] && table !== 'venues')).toEqual([]);
  });

  it('counts only upcoming events: a past one does not take a place, and one moved into the future does', async () => {
    const bar = await gw.signedInMember({ profileType: 'bar' });
    const cap = ACCOUNT_CAPS.upcomingEvents.max;
    await gw.prisma.event.createMany({
      data: Array.from({ length: cap }, (_, i) => ({ ownerId: bar.user.id, name: `Night ${i}`, date: upcoming() })),
    });
    const past = await gw.prisma.event.create({ data: { ownerId: bar.user.id, name: 'Old Night', date: '2020-01-10' } });
    const renamed = await gw.graphql<{ result: { __typename: string; message?: string } }>(
      'mutation($id: ID!, $input: EventInput!) { result: updateEvent(input: { id: $id, event: $input }) { __typename ... on Error { message } } }',
      { id: encodeGlobalID('Event', past.id), input: { name: 'Old Night Revisited', date: '2020-01-10', city: 'Porto' } },
      { token: bar.token },
    );
    expect(renamed.data!.result.__typename).toBe('EventPayload');
    const moved = await gw.graphql<{ result: { __typename: string; message?: string } }>(
      'mutation($id: ID!, $input: EventInput!) { result: updateEvent(input: { id: $id, event: $input }) { __typename ... on Error { message } } }',
      { id: encodeGlobalID('Event', past.id), input: { name: 'Old Night', date: upcoming(), city: 'Porto' } },
      { token: bar.token },
    );
    expect(moved.data!.result).toEqual({ __typename: 'ValidationError', message: ACCOUNT_CAPS.upcomingEvents.message });
    expect((await gw.prisma.event.findUniqueOrThrow({ where: { id: past.id } })).date).toBe('2020-01-10');
  });
});
