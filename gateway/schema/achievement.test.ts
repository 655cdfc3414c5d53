import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestGateway, type TestGateway } from '../testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const ERRORS = `... on Error { message code } ... on ValidationError { fields { path message } }`;
const ADD = `mutation($input: AddAchievementInput!) {
  addAchievement(input: $input) {
    __typename
    ... on AddAchievementPayload {
      achievement { id type title competition place organizer result issuer year certificateUrl }
      user { achievements { title } }
    }
    ${ERRORS}
  }
}`;
const REMOVE = `mutation($id: ID!) { removeAchievement(input: { id: $id }) { __typename ... on RemoveAchievementPayload { removedAchievementId user { achievements { title } } } ${ERRORS} } }`;
const ADD_VENUE_AWARD = `mutation($input: AddVenueAwardInput!) {
  addVenueAward(input: $input) { __typename ... on AddVenueAwardPayload { venueAward { title competition year place } venue { awards { title } } } ${ERRORS} }
}`;
const PROFILE = `query($id: Int!) { user(databaseId: $id) { achievements { type title } award: achievements(type: award) { title } venue { awards { title year } } } }`;

describe('awards, competitions and certificates', () => {
  it('are added by bartender and brand accounts, each type keeping its own fields, and shown on the public profile', async () => {
    for (const profileType of ['bartender', 'brand'] as const) {
      const { user, token } = await gw.signedInMember({ profileType });
      const award = (
        await gw.graphql(
          ADD,
          {
            input: {
              type: 'award',
              title: ' Best Bartender ',
              competition: 'Tales of the Cocktail',
              place: '1st',
              year: 2024,
              issuer: 'ignored',
            },
          },
          { token },
        )
      ).data!.addAchievement;
      expect(award).toMatchObject({
        __typename: 'AddAchievementPayload',
        achievement: {
          type: 'award',
          title: 'Best Bartender',
          competition: 'Tales of the Cocktail',
          place: '1st',
          year: 2024,
          issuer: null,
        },
      });
      await gw.graphql(
        ADD,
        { input: { type: 'competition', title: 'Speed Round', organizer: 'Bar Convent', result: 'Finalist' } },
        { token },
      );
      await gw.graphql(
        ADD,
        { input: { type: 'certificate', title: 'WSET Level 3', issuer: 'WSET', year: 2023, certificateUrl: 'https://wsetglobal.com/c/1' } },
        { token },
      );
      const profile = (await gw.graphql(PROFILE, { id: user.id })).data!.user;
      expect(profile.achievements).toEqual([
        { type: 'award', title: 'Best Bartender' },
        { type: 'certificate', title: 'WSET Level 3' },
        { type: 'competition', title: 'Speed Round' },
      ]);
      expect(profile.award).toEqual([{ title: 'Best Bartender' }]);
    }
  });

  it('need a non-empty title, a year from 1800 to 2030 and an http(s) certificate link; nothing is saved otherwise', async () => {
    const { user, token } = await gw.signedInMember({ profileType: 'bartender' });
    const refused = (
      await gw.graphql(ADD, { input: { type: 'certificate', title: '  ', year: 1700, certificateUrl: 'javascript:alert(1)' } }, { token })
    ).data!.addAchievement;
    expect(refused).toMatchObject({
      __typename: 'ValidationError',
      message: 'Please enter a title',
      fields: [
        { path: 'title', message: 'Please enter a title' },
        { path: 'year', message: 'Enter a year from 1800 to 2030' },
        { path: 'certificateUrl', message: 'Enter a link starting with http:// or https://' },
      ],
    });
    expect(await gw.prisma.achievement.count({ where: { userId: user.id } })).toBe(0);
  });

  it('are not for barfly or bar accounts, nor for visitors', async () => {
    for (const profileType of ['user', 'bar'] as const) {
      const { token } = await gw.signedInMember({ profileType });
      expect((await gw.graphql(ADD, { input: { type: 'award', title: 'Nope' } }, { token })).data!.addAchievement).toMatchObject({
        __typename: 'NotAuthorizedError',
        message: 'Awards, competitions and certificates are for bartender and brand accounts',
      });
    }
    expect((await gw.graphql(ADD, { input: { type: 'award', title: 'Nope' } })).data!.addAchievement).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('are removed by their owner only', async () => {
    const owner = await gw.signedInMember({ profileType: 'bartender' });
    const id = (await gw.graphql(ADD, { input: { type: 'award', title: 'Keep me' } }, { token: owner.token })).data!.addAchievement
      .achievement.id;
    const other = await gw.signedInMember({ profileType: 'bartender' });
    expect((await gw.graphql(REMOVE, { id }, { token: other.token })).data!.removeAchievement.__typename).toBe('NotFoundError');
    expect(await gw.prisma.achievement.count({ where: { userId: owner.user.id } })).toBe(1);
    expect((await gw.graphql(REMOVE, { id }, { token: owner.token })).data!.removeAchievement).toMatchObject({
      removedAchievementId: id,
      user: { achievements: [] },
    });
  });
});

describe('venue awards', () => {
  async function barWithVenue(name: string) {
    const bar = await gw.signedInMember({ profileType: 'bar' });
    const venue = await gw.prisma.venue.create({ data: { name, city: 'Oslo', ownerId: bar.user.id, searchText: name.toLowerCase() } });
    return { ...bar, venue, venueId: encodeGlobalID('Venue', venue.id) };
  }

  it("need a selected venue and a title, and go on the bar account's own venue", async () => {
    const bar = await barWithVenue('Himkok');
    const refused = (await gw.graphql(ADD_VENUE_AWARD, { input: { title: '' } }, { token: bar.token })).data!.addVenueAward;
    expect(refused.fields).toEqual([
      { path: 'venueId', message: 'Please select a venue' },
      { path: 'title', message: 'Please enter a title' },
    ]);
    const added = (
      await gw.graphql(
        ADD_VENUE_AWARD,
        { input: { venue: bar.venueId, title: "World's 50 Best Bars", competition: '50 Best', year: 2024, place: '#6' } },
        { token: bar.token },
      )
    ).data!.addVenueAward;
    expect(added).toMatchObject({
      venueAward: { title: "World's 50 Best Bars", place: '#6' },
      venue: { awards: [{ title: "World's 50 Best Bars" }] },
    });
    expect((await gw.graphql(PROFILE, { id: bar.user.id })).data!.user.venue.awards).toEqual([
      { title: "World's 50 Best Bars", year: 2024 },
    ]);
  });

  it("cannot be added to someone else's venue, nor by other account types", async () => {
    const owner = await barWithVenue('Three Sheets');
    const rival = await barWithVenue('Rival Rooms');
    expect(
      (await gw.graphql(ADD_VENUE_AWARD, { input: { venue: owner.venueId, title: 'Fake' } }, { token: rival.token })).data!.addVenueAward,
    ).toMatchObject({
      __typename: 'NotAuthorizedError',
      message: 'You can only add awards to the venue your account speaks for',
    });
    const bartender = await gw.signedInMember({ profileType: 'bartender' });
    expect(
      (await gw.graphql(ADD_VENUE_AWARD, { input: { venue: owner.venueId, title: 'Fake' } }, { token: bartender.token })).data!
        .addVenueAward,
    ).toMatchObject({
      message: 'Venue awards are for bar accounts',
    });
    expect(await gw.prisma.venueAward.count({ where: { venueId: owner.venue.id } })).toBe(0);
  });
});
