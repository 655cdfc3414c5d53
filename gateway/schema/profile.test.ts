import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshWeeklyTop10 } from '../domain/weekly-top10';
import { setupTestGateway, type TestGateway } from '../testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const UPDATE = `mutation($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    __typename
    ... on UpdateProfilePayload { user { databaseId firstName lastName displayName chosenDisplayName bio location specialties profileType hours favoriteStyle avatarUrl } }
    ... on Error { message code }
    ... on ValidationError { fields { path message } }
  }
}`;

const PROFILE = `query($id: Int!) {
  user(databaseId: $id) {
    databaseId username displayName avatarUrl bio location createdAt isVerified badges profileType specialties
    followersCount followingCount cocktailCount email
    currentPositions { position organizationName city }
    stats { posts totalRepours weeklyTopAppearances: weeklyTop10Appearances }
    journey { barsVisited reviews checkIns favoriteStyle topRatedCocktails { name } }
  }
}`;

const complete = { firstName: 'Ada', lastName: 'Negroni', bio: 'Stirring since 2010.', location: 'London, United Kingdom' };

async function update(token: string, input: Record<string, unknown>) {
  return (await gw.graphql(UPDATE, { input }, { token })).data!.updateProfile;
}

describe('reading profiles', () => {
  it('shows anyone a public profile without signing in, but the email only to the member and admins', async () => {
    const { user, token } = await gw.signedInMember({ profileType: 'bartender', firstName: 'Nick', lastName: 'Strangeway' });
    await gw.prisma.user.update({
      where: { id: user.id },
      data: {
        bio: 'Bar owner.',
        location: 'London',
        badges: ['og', 'identity_verified'],
        isVerified: true,
        specialties: ['Spirits'],
        followersCount: 12,
        followingCount: 3,
      },
    });
    const anonymous = (await gw.graphql(PROFILE, { id: user.id })).data!.user;
    expect(anonymous).toMatchObject({
      databaseId: user.id,
      displayName: 'Nick Strangeway',
      bio: 'Bar owner.',
      location: 'London',
      isVerified: true,
      badges: ['og', 'identity_verified'],
      profileType: 'bartender',
      specialties: ['Spirits'],
      followersCount: 12,
      followingCount: 3,
      cocktailCount: 0,
      email: null,
      currentPositions: [],
      stats: { posts: 0, totalRepours: 0, weeklyTopAppearances: 0 },
      journey: null,
    });
    expect((await gw.graphql(PROFILE, { id: user.id }, { token })).data!.user.email).toBe(user.email);
    expect((await gw.graphql(PROFILE, { id: 987654 })).data!.user).toBeNull();
  });

  it('answers the signed-out viewer with null, however much of the profile was asked for', async () => {
    const response = await gw.graphql(
      'query { viewer { databaseId workEntries { position } cocktails(first: 5) { edges { node { name } } } } }',
    );
    expect(response).toEqual({ data: { viewer: null } });
  });

  it("counts a member's cocktails, their re-pours and their weekly top-10 appearances from the data", async () => {
    const { user } = await gw.createMember({ profileType: 'bartender' });
    const fans = await Promise.all(Array.from({ length: 3 }, () => gw.createMember()));
    const mine = await Promise.all(
      ['Mine A', 'Mine B'].map((name) => gw.prisma.cocktail.create({ data: { name, nameSearch: name.toLowerCase(), creatorId: user.id } })),
    );
    await gw.prisma.cocktail.create({
      data: { name: 'Mine private', nameSearch: 'mine private', creatorId: user.id, visibility: 'private' },
    });
    // Week of 2026-01-05: Mine A is re-poured 3 times against 11 rivals with 2 each (first); Mine B once (12th).
    const week1 = new Date('2026-01-06T12:00:00Z');
    const rivals = await Promise.all(
      Array.from({ length: 11 }, (_, i) => gw.prisma.cocktail.create({ data: { name: `Rival ${i}`, nameSearch: `rival ${i}` } })),
    );
    for (const rival of rivals) {
      for (const fan of fans.slice(0, 2))
        await gw.prisma.repour.create({ data: { userId: fan.user.id, cocktailId: rival.id, createdAt: week1 } });
    }
    for (const fan of fans) await gw.prisma.repour.create({ data: { userId: fan.user.id, cocktailId: mine[0].id, createdAt: week1 } });
    await gw.prisma.repour.create({ data: { userId: fans[0].user.id, cocktailId: mine[1].id, createdAt: week1 } });
    // A later week with nothing else re-poured: Mine B is in that week's top 10.
    const { user: lateFan } = await gw.createMember();
    await gw.prisma.repour.create({ data: { userId: lateFan.id, cocktailId: mine[1].id, createdAt: new Date('2026-02-03T12:00:00Z') } });
    // The server freezes each week at its first Weekly Top 10 refresh after it ends (decision 49).
    for (const at of ['2026-01-12T00:05:00Z', '2026-02-09T00:05:00Z'])
      await refreshWeeklyTop10(gw.services, { at: new Date(at), minAgeSeconds: 60 });

    const profile = (await gw.graphql(PROFILE, { id: user.id })).data!.user;
    expect(profile.cocktailCount).toBe(2);
    expect(profile.stats).toEqual({ posts: 2, totalRepours: 5, weeklyTopAppearances: 2 });
    const own = (await gw.graphql(PROFILE, { id: user.id }, { token: await gw.tokenFor(user.id) })).data!.user;
    expect(own.cocktailCount).toBe(3);
  });

  it("shows a barfly's Cocktail Journey to themself only, with nothing recorded as zeros", async () => {
    const { user, token } = await gw.signedInMember({ profileType: 'user' });
    const fresh = (await gw.graphql(PROFILE, { id: user.id }, { token })).data!.user;
    expect(fresh.journey).toEqual({ barsVisited: 0, reviews: 0, checkIns: 0, favoriteStyle: null, topRatedCocktails: [] });

    const [venueA, venueB] = await gw.prisma.venue.findMany({ take: 2, orderBy: { id: 'asc' } });
    for (const venueId of [venueA.id, venueA.id, venueB.id]) await gw.prisma.checkIn.create({ data: { userId: user.id, venueId } });
    const [good, best, meh] = await Promise.all(
      ['Good One', 'Best One', 'Meh One'].map((name) => gw.prisma.cocktail.create({ data: { name, nameSearch: name.toLowerCase() } })),
    );
    await gw.prisma.cocktailReview.createMany({
      data: [
        { userId: user.id, cocktailId: good.id, rating: 4 },
        { userId: user.id, cocktailId: best.id, rating: 5 },
        { userId: user.id, cocktailId: meh.id, rating: 2 },
      ],
    });
    await gw.prisma.user.update({ where: { id: user.id }, data: { favoriteStyle: 'Bitter & stirred' } });
    const journey = (await gw.graphql(PROFILE, { id: user.id }, { token })).data!.user.journey;
    expect(journey).toEqual({
      barsVisited: 2,
      reviews: 3,
      checkIns: 3,
      favoriteStyle: 'Bitter & stirred',
      topRatedCocktails: [{ name: 'Best One' }, { name: 'Good One' }],
    });
    const { token: stranger } = await gw.signedInMember();
    expect((await gw.graphql(PROFILE, { id: user.id }, { token: stranger })).data!.user.journey).toBeNull();
  });

  it("lists a member's cocktails newest first in a constant number of statements", async () => {
    const { user } = await gw.createMember({ profileType: 'bartender' });
    for (let i = 0; i < 6; i++)
      await gw.prisma.cocktail.create({ data: { name: `Listed ${i}`, nameSearch: `listed ${i}`, creatorId: user.id } });
    const LIST = `query($id: Int!, $first: Int!) { user(databaseId: $id) { cocktails(first: $first) { totalCount edges { node { name glassware photoUrl } } } workEntries { position } } }`;
    const counts: number[] = [];
    for (const first of [2, 6]) {
      const { statements, result } = await recorded(() => gw.graphql(LIST, { id: user.id, first }));
      counts.push(statements);
      expect(result.data!.user.cocktails.totalCount).toBe(6);
      expect(result.data!.user.cocktails.edges[0].node.name).toBe('Listed 5');
      expect(result.data!.user.cocktails.edges).toHaveLength(first);
    }
    expect(counts[0]).toBe(counts[1]);
  });
});

async function recorded<T>(fn: () => Promise<T>): Promise<{ statements: number; result: T }> {
  const { statements, result } = await gw.recordQueries(fn);
  return { statements: statements.length, result };
}

describe('editing the profile', () => {
  it('saves names, display name, bio, location and specialties, and keeps people search current', async () => {
    const { user, token } = await gw.signedInMember({ profileType: 'bartender' });
    const saved = await update(token, {
      ...complete,
      displayName: '  Ada N. ',
      specialties: ['  Tiki & Tropical ', 'tiki & tropical', 'Spirits', ''],
    });
    expect(saved).toMatchObject({
      __typename: 'UpdateProfilePayload',
      user: { ...complete, displayName: 'Ada N.', chosenDisplayName: 'Ada N.', specialties: ['Tiki & Tropical', 'Spirits'] },
    });
    const row = await gw.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    // The chosen display name and the real name both find the member.
    expect(row.searchText).toBe(`ada n. ada negroni ${user.username} london, united kingdom tiki & tropical spirits`);
    // Clearing the display name falls back to first and last name.
    expect((await update(token, { displayName: '' })).user).toMatchObject({ displayName: 'Ada Negroni', chosenDisplayName: null });
  });

  it('lets a new member save a display name before writing a bio or location, and keeps first and last name required', async () => {
    // A member straight from sign-up: names from the invite form, no bio, no location.
    const { user, token } = await gw.signedInMember({ profileType: 'bartender', firstName: 'Zed', lastName: 'Shaw' });
    const saved = await update(token, { firstName: 'Zed', lastName: 'Shaw', displayName: 'Zed at the bar', bio: '', location: '' });
    expect(saved).toMatchObject({
      __typename: 'UpdateProfilePayload',
      user: { displayName: 'Zed at the bar', bio: null, location: null },
    });
    // A bio and location, once there, can be emptied again; left out, they stay.
    await update(token, complete);
    expect((await update(token, { displayName: 'Zed' })).user).toMatchObject({ bio: complete.bio, location: complete.location });
    expect((await update(token, { bio: '  ', location: '' })).user).toMatchObject({ bio: null, location: null });

    const before = await gw.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    const blankNames = await update(token, { ...complete, firstName: '  ', lastName: '' });
    expect(blankNames.fields).toEqual([
      { path: 'firstName', message: 'Please enter your first name' },
      { path: 'lastName', message: 'Please enter your last name' },
    ]);
    expect(await gw.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toEqual(before);
  });

  it("limits specialties by account type with the spec's messages", async () => {
    const bartender = await gw.signedInMember({ profileType: 'bartender' });
    expect((await update(bartender.token, { ...complete, specialties: ['A', 'B', 'C'] })).__typename).toBe('UpdateProfilePayload');
    expect(await update(bartender.token, { specialties: ['A', 'B', 'C', 'D'] })).toMatchObject({
      __typename: 'ValidationError',
      message: 'You can only select up to 3 specialties',
      fields: [{ path: 'specialties' }],
    });
    for (const profileType of ['bar', 'brand', 'admin'] as const) {
      const member = await gw.signedInMember({ profileType });
      expect(await update(member.token, { ...complete, specialties: ['Spirits', 'Wine Service'] })).toMatchObject({
        message: 'You can only select up to 1 specialty',
      });
      expect((await update(member.token, { ...complete, specialties: ['Spirits'] })).user.specialties).toEqual(['Spirits']);
    }
    const barfly = await gw.signedInMember({ profileType: 'user' });
    expect(await update(barfly.token, { ...complete, specialties: ['Spirits'] })).toMatchObject({
      message: 'Specialties are for professional accounts',
    });
    expect((await gw.prisma.user.findUniqueOrThrow({ where: { id: barfly.user.id } })).specialties).toEqual([]);
  });

  it("refuses a specialty too long, too many specialties and an avatar URL too long in the app's words, saving nothing", async () => {
    const { user, token } = await gw.signedInMember({ profileType: 'bartender' });
    await update(token, { ...complete, specialties: ['Amari'] });
    const before = await gw.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    const refused = async (input: Record<string, unknown>) => {
      const answer = await update(token, input);
      expect(await gw.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toEqual(before);
      return answer;
    };

    // Past the form's 40 characters, however far: the same message on the same field.
    for (const length of [41, 201]) {
      expect(await refused({ specialties: ['x'.repeat(length)] })).toEqual({
        __typename: 'ValidationError',
        message: 'A specialty can be at most 40 characters',
        code: 'BAD_USER_INPUT',
        fields: [{ path: 'specialties', message: 'A specialty can be at most 40 characters' }],
      });
    }
    // More than a bartender may choose, however many: the limit's message.
    for (const count of [4, 51]) {
      const specialties = Array.from({ length: count }, (_, index) => `Specialty ${index}`);
      expect(await refused({ specialties })).toMatchObject({
        message: 'You can only select up to 3 specialties',
        fields: [{ path: 'specialties', message: 'You can only select up to 3 specialties' }],
      });
    }
    // Duplicates and blanks are dropped before counting, as they were.
    expect((await update(token, { specialties: ['Tiki', ' tiki ', '', 'Gin', 'Rum'] })).user.specialties).toEqual(['Tiki', 'Gin', 'Rum']);

    expect(await update(token, { avatarUrl: `/uploads/${'a'.repeat(501)}.webp` })).toMatchObject({
      message: 'At most 500 characters',
      fields: [{ path: 'avatarUrl', message: 'At most 500 characters' }],
    });
  });

  it('keeps the account type the invite decided: only admins change it, and only they may choose admin', async () => {
    const member = await gw.signedInMember({ profileType: 'bartender' });
    expect(await update(member.token, { ...complete, profileType: 'admin' })).toMatchObject({
      __typename: 'ValidationError',
      message: 'Only admins can choose the admin profile type',
      fields: [{ path: 'profileType' }],
    });
    expect(await update(member.token, { ...complete, profileType: 'bar' })).toMatchObject({
      message: 'Your account type comes from your invite and cannot be changed',
    });
    expect((await gw.prisma.user.findUniqueOrThrow({ where: { id: member.user.id } })).profileType).toBe('bartender');
    expect((await update(member.token, { ...complete, profileType: 'bartender' })).user.profileType).toBe('bartender');

    const admin = await gw.signedInMember({ profileType: 'admin' });
    expect((await update(admin.token, { ...complete, profileType: 'bartender' })).user.profileType).toBe('bartender');
    expect((await update(admin.token, { profileType: 'admin' })).user.profileType).toBe('admin');
  });

  it('keeps opening hours for bar accounts and the favourite style for barflies', async () => {
    const bar = await gw.signedInMember({ profileType: 'bar' });
    expect((await update(bar.token, { ...complete, hours: 'Tue–Sun 6pm–2am' })).user.hours).toBe('Tue–Sun 6pm–2am');
    expect(await update(bar.token, { favoriteStyle: 'Sour' })).toMatchObject({ fields: [{ path: 'favoriteStyle' }] });
    const barfly = await gw.signedInMember({ profileType: 'user' });
    expect((await update(barfly.token, { ...complete, favoriteStyle: 'Sour' })).user.favoriteStyle).toBe('Sour');
    expect(await update(barfly.token, { hours: '9 to 5' })).toMatchObject({ fields: [{ path: 'hours' }] });
  });

  it("is only ever the caller's own profile, and needs a session", async () => {
    const signedOut = await update('', complete);
    expect(signedOut).toMatchObject({ __typename: 'NotAuthorizedError', code: 'UNAUTHENTICATED' });
    // There is no way to name another member: the input has no id, so an update only reaches the caller.
    const { user: other } = await gw.createMember();
    const before = await gw.prisma.user.findUniqueOrThrow({ where: { id: other.id } });
    const { token } = await gw.signedInMember();
    await update(token, { ...complete, firstName: 'Mallory' });
    expect(await gw.prisma.user.findUniqueOrThrow({ where: { id: other.id } })).toEqual(before);
  });

  it("accepts only the caller's own avatar uploads as the avatar URL", async () => {
    const { token } = await gw.signedInMember();
    const result = await update(token, { ...complete, avatarUrl: 'https://elsewhere.example/me.jpg' });
    expect(result).toMatchObject({ __typename: 'ValidationError', fields: [{ path: 'avatarUrl' }] });
  });
});

const UPLOAD = `mutation($avatar: File!) {
  uploadAvatar(input: { avatar: $avatar }) {
    __typename
    ... on UploadAvatarPayload { user { avatarUrl } }
    ... on Error { message code }
  }
}`;

async function uploadAvatar(token: string | null, file: File) {
  const body = new FormData();
  body.append('operations', JSON.stringify({ query: UPLOAD, variables: { avatar: null } }));
  body.append('map', JSON.stringify({ 0: ['variables.avatar'] }));
  body.append('0', file);
  const response = await gw.app.request('/graphql', {
    method: 'POST',
    body,
    headers: { 'x-forwarded-for': '10.9.9.9', 'x-graphql-yoga-csrf': '1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return ((await response.json()) as { data: { uploadAvatar: Record<string, any> } }).data.uploadAvatar;
}

describe('the avatar', () => {
  it('is re-encoded, stored and shown at once', async () => {
    const { user, token } = await gw.signedInMember();
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#aa5533' } })
      .png()
      .toBuffer();
    const result = await uploadAvatar(token, new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }));
    expect(result.__typename).toBe('UploadAvatarPayload');
    expect(result.user.avatarUrl).toMatch(/^\/uploads\/avatars\/[a-f0-9-]{36}\.webp$/);
    expect((await gw.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).avatarUrl).toBe(result.user.avatarUrl);
    // The stored picture is bounded to 512 px.
    const served = await gw.app.request(result.user.avatarUrl);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(512);
    // It may then be kept by a profile save, since it is the member's own upload.
    expect((await update(token, { ...complete, avatarUrl: result.user.avatarUrl })).user.avatarUrl).toBe(result.user.avatarUrl);
  });

  it("is refused with the spec's messages when it is not an image or over 5MB, leaving the old one", async () => {
    const { user, token } = await gw.signedInMember();
    const notImage = await uploadAvatar(token, new File(['hello'], 'me.png', { type: 'image/png' }));
    expect(notImage).toMatchObject({ __typename: 'ValidationError', message: 'Please select a valid image file' });
    const big = await uploadAvatar(token, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    expect(big).toMatchObject({ __typename: 'ValidationError', message: 'Image file size must be less than 5MB' });
    expect((await gw.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).avatarUrl).toBeNull();
  });

  it('needs a session', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await uploadAvatar(null, new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});
