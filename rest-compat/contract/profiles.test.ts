// Contract tests of profiles: GET and PUT /api/users/profile, GET /api/users/{id}, POST /api/users/avatar,
// POST /api/verification/request (spec sections 3, 5, 6, 7 and 8).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestGateway, type TestGateway } from '../../gateway/testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const nullable = (matcher: unknown) => expect.toBeOneOf([matcher, null]);

const workItemShape = {
  id: expect.any(Number),
  position: expect.any(String),
  organizationName: expect.any(String),
  organizationType: expect.any(String),
  country: expect.any(String),
  region: nullable(expect.any(String)),
  city: expect.any(String),
  postalCode: nullable(expect.any(String)),
  startDate: expect.stringMatching(/^\d{4}-\d{2}$/),
  endDate: nullable(expect.any(String)),
  current: expect.any(Boolean),
  verificationStatus: expect.toBeOneOf(['unverified', 'pending', 'verified', 'denied']),
  organizationId: nullable(expect.any(Number)),
  venue_id: nullable(expect.any(Number)),
  bar_id: nullable(expect.any(Number)),
  linked: expect.any(Boolean),
  linkedAccount: expect.any(Boolean),
  organizationProfileId: nullable(expect.any(Number)),
  title: expect.any(String),
  company: expect.any(String),
  location: expect.any(String),
};

const profileShape = {
  id: expect.any(Number),
  username: expect.any(String),
  first_name: expect.any(String),
  last_name: expect.any(String),
  display_name: expect.any(String),
  avatar_url: nullable(expect.any(String)),
  bio: nullable(expect.any(String)),
  location: nullable(expect.any(String)),
  created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  is_verified: expect.any(Boolean),
  profile_type: expect.any(String),
  is_admin: expect.any(Boolean),
  badges: expect.any(Array),
  specialties: expect.any(Array),
  followers_count: expect.any(Number),
  following_count: expect.any(Number),
  work_history: expect.any(Array),
  cocktails: expect.any(Array),
  cocktailCount: expect.any(Number),
  stats: { posts: expect.any(Number), totalRepours: expect.any(Number), weeklyTop10Appearances: expect.any(Number) },
  visitedBars: nullable(expect.any(Number)),
  checkIns: nullable(expect.any(Number)),
  reviews: nullable(expect.any(Number)),
  favoriteStyle: nullable(expect.any(String)),
  topRatedCocktails: expect.any(Array),
  hours: nullable(expect.any(String)),
  venue: nullable(expect.any(Object)),
  upcomingEvents: expect.any(Array),
  bartenders: expect.any(Array),
  partnerships: expect.any(Array),
  campaigns: expect.any(Array),
};

const entry = (overrides: Record<string, unknown> = {}) => ({
  organization_name: 'Pf Bar Termini',
  organization_type: 'bar',
  country: 'United Kingdom',
  region: 'London',
  city: 'London',
  postal_code: 'W1D 4SG',
  position: 'Head Bartender',
  start_date: '2021-05',
  end_date: null,
  is_current: true,
  ...overrides,
});

const png = async () =>
  new Uint8Array(
    await sharp({ create: { width: 40, height: 40, channels: 3, background: '#2a6b45' } })
      .png()
      .toBuffer(),
  );
const avatarForm = (bytes: Uint8Array, field = 'avatar') => {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' }));
  return form;
};

describe('@GET /api/users/profile', () => {
  it('OK @200: every field of section 3 "User profile", with the email and the work history', async () => {
    const { user, token } = await gw.signedInMember({ profileType: 'bartender', firstName: 'Ada', lastName: 'Coleman' });
    await gw.rest('POST', '/api/verification/request', { token, body: entry() });
    const response = await gw.rest('GET', '/api/users/profile', { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...profileShape,
      id: user.id,
      username: user.username,
      email: user.email,
      first_name: 'Ada',
      last_name: 'Coleman',
      display_name: 'Ada Coleman',
      profile_type: 'bartender',
      is_admin: false,
      work_history: [
        {
          ...workItemShape,
          position: 'Head Bartender',
          organizationName: 'Pf Bar Termini',
          organizationType: 'bar',
          country: 'United Kingdom',
          region: 'London',
          city: 'London',
          postalCode: 'W1D 4SG',
          startDate: '2021-05',
          endDate: null,
          current: true,
          verificationStatus: 'pending',
          organizationId: null,
          linked: false,
          linkedAccount: false,
          title: 'Head Bartender',
          company: 'Pf Bar Termini',
          location: 'London, London, United Kingdom',
        },
      ],
      cocktails: [],
      cocktailCount: 0,
      stats: { posts: 0, totalRepours: 0, weeklyTop10Appearances: 0 },
      visitedBars: 0,
      checkIns: 0,
      reviews: 0,
    });
  });

  it('KO @401: without a token, or with one the server does not know: "No authentication token found"', async () => {
    expect(await gw.rest('GET', '/api/users/profile')).toMatchObject({ status: 401, body: { error: 'No authentication token found' } });
    expect(await gw.rest('GET', '/api/users/profile', { token: 'ey.not.valid' })).toMatchObject({
      status: 401,
      body: { error: 'No authentication token found' },
    });
  });
});

describe('@GET /api/users/{id}', () => {
  it('OK @200: the public profile without a token: no email, no Cocktail Journey', async () => {
    const { user, token } = await gw.signedInMember({ profileType: 'user', firstName: 'Bea', lastName: 'Barfly' });
    await gw.rest('PUT', '/api/users/profile', { token, body: { bio: 'Negroni fan', location: 'Turin, Italy', favoriteStyle: 'Bitter' } });
    const response = await gw.rest('GET', `/api/users/${user.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...profileShape,
      id: user.id,
      first_name: 'Bea',
      last_name: 'Barfly',
      display_name: 'Bea Barfly',
      bio: 'Negroni fan',
      location: 'Turin, Italy',
      favoriteStyle: 'Bitter',
      profile_type: 'user',
      visitedBars: null,
      checkIns: null,
      reviews: null,
    });
    // The member themself sees their journey.
    expect((await gw.rest('GET', `/api/users/${user.id}`, { token })).body).toMatchObject({
      visitedBars: 0,
      checkIns: 0,
      email: user.email,
    });
  });

  it('OK @200: a bar account: its venue, hours and team (bartenders with verified)', async () => {
    const bar = await gw.signedInMember({ profileType: 'bar', firstName: 'Pf', lastName: 'Venue' });
    const listed = await gw.graphql(
      `mutation { listVenue(input: { name: "Pf Corner Bar", city: "Leeds", country: "United Kingdom" }) { __typename ... on VenueClaimPayload { venueClaim { venue { databaseId } } } } }`,
      {},
      { token: bar.token },
    );
    const venueId = listed.data!.listVenue.venueClaim.venue.databaseId;
    await gw.rest('PUT', '/api/users/profile', {
      token: bar.token,
      body: { hours: 'Tue-Sun 5pm-1am', bio: 'Corner bar', location: 'Leeds' },
    });
    const bartender = await gw.signedInMember({ profileType: 'bartender', firstName: 'Tom', lastName: 'Tender' });
    await gw.rest('POST', '/api/verification/request', {
      token: bartender.token,
      body: entry({ organization_name: 'Pf Corner Bar', city: 'Leeds', venue_id: venueId }),
    });
    const response = await gw.rest('GET', `/api/users/${bar.user.id}`);
    expect(response.body).toMatchObject({
      profile_type: 'bar',
      hours: 'Tue-Sun 5pm-1am',
      venue: { id: venueId, name: 'Pf Corner Bar', city: 'Leeds' },
      bartenders: [{ id: bartender.user.id, name: 'Tom Tender', position: 'Head Bartender', current: true, verified: false }],
    });
    // The bartender's entry links to the venue and its account.
    const own = await gw.rest('GET', '/api/users/profile', { token: bartender.token });
    expect(own.body.work_history[0]).toMatchObject({
      organizationId: venueId,
      venue_id: venueId,
      bar_id: venueId,
      linked: true,
      linkedAccount: true,
      organizationProfileId: bar.user.id,
    });
  });

  it('KO @404: "Profile not found"', async () => {
    expect(await gw.rest('GET', '/api/users/99999999')).toMatchObject({ status: 404, body: { error: 'Profile not found' } });
    expect(await gw.rest('GET', '/api/users/0')).toMatchObject({ status: 404, body: { error: 'Profile not found' } });
  });
});

describe('@PUT /api/users/profile', () => {
  it('OK @200: what Edit Profile sends; specialties as a list or a comma-separated string; the saved profile back', async () => {
    const { token } = await gw.signedInMember({ profileType: 'bartender' });
    const response = await gw.rest('PUT', '/api/users/profile', {
      token,
      body: {
        first_name: 'Ivy',
        last_name: 'Mix',
        display_name: 'Ivy M.',
        bio: 'Agave nerd',
        location: 'Brooklyn, NY',
        profile_type: 'bartender',
        specialties: 'Craft Cocktails, Tiki & Tropical',
        work_history: [{ position: 'ignored', organizationName: 'ignored' }],
        avatar_url: null,
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      first_name: 'Ivy',
      last_name: 'Mix',
      display_name: 'Ivy M.',
      bio: 'Agave nerd',
      location: 'Brooklyn, NY',
      profile_type: 'bartender',
      specialties: ['Craft Cocktails', 'Tiki & Tropical'],
      work_history: [],
    });
    // The update sent after adding work history omits profile_type.
    const again = await gw.rest('PUT', '/api/users/profile', { token, body: { specialties: ['Spirits'], bio: 'Agave and more' } });
    expect(again.body).toMatchObject({ specialties: ['Spirits'], bio: 'Agave and more', first_name: 'Ivy', profile_type: 'bartender' });
  });

  it('KO @400: the spec rules, naming the field', async () => {
    const { token } = await gw.signedInMember({ profileType: 'user' });
    expect(await gw.rest('PUT', '/api/users/profile', { token, body: { first_name: '  ' } })).toMatchObject({
      status: 400,
      body: { error: 'Please enter your first name', field: 'first_name' },
    });
    expect(await gw.rest('PUT', '/api/users/profile', { token, body: { profile_type: 'bartender' } })).toMatchObject({
      status: 400,
      body: { error: 'Your account type comes from your invite and cannot be changed', field: 'profile_type' },
    });
    expect(
      await gw.rest('PUT', '/api/users/profile', {
        token,
        body: { bio: 'Here for the drinks', location: 'Oslo', specialties: ['Spirits'] },
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Specialties are for professional accounts', field: 'specialties' },
    });
    expect(await gw.rest('PUT', '/api/users/profile', { token, body: { profile_type: 'wizard' } })).toMatchObject({
      status: 400,
      body: { error: 'profile_type must be one of: user, bartender, bar, brand, admin', field: 'profile_type' },
    });
    // Several failing fields: the first names the error, errors lists each.
    expect((await gw.rest('PUT', '/api/users/profile', { token, body: { first_name: '', last_name: ' ' } })).body).toEqual({
      error: 'Please enter your first name',
      field: 'first_name',
      errors: [
        { field: 'first_name', message: 'Please enter your first name' },
        { field: 'last_name', message: 'Please enter your last name' },
      ],
    });
    // No bio or location yet is no reason to refuse a display name (decision 0038).
    expect(await gw.rest('PUT', '/api/users/profile', { token, body: { display_name: 'Newcomer', bio: '', location: '' } })).toMatchObject({
      status: 200,
      body: { display_name: 'Newcomer', bio: null, location: null },
    });
    const bartender = await gw.signedInMember({ profileType: 'bartender' });
    const complete = { bio: 'Behind the stick', location: 'Oslo' };
    expect(
      await gw.rest('PUT', '/api/users/profile', {
        token: bartender.token,
        body: { ...complete, specialties: ['Spirits', 'Wine Service', 'Beer & Cider', 'Cost Control'] },
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'You can only select up to 3 specialties', field: 'specialties' },
    });
    const brand = await gw.signedInMember({ profileType: 'brand' });
    expect(
      await gw.rest('PUT', '/api/users/profile', { token: brand.token, body: { ...complete, specialties: ['Spirits', 'Cost Control'] } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'You can only select up to 1 specialty', field: 'specialties' },
    });
  });

  it("KO @400: a specialty too long, too many specialties and an avatar URL too long, in the app's words", async () => {
    const { token } = await gw.signedInMember({ profileType: 'bartender' });
    const put = (body: Record<string, unknown>) => gw.rest('PUT', '/api/users/profile', { token, body });
    for (const length of [41, 201]) {
      expect(await put({ specialties: ['x'.repeat(length)] })).toMatchObject({
        status: 400,
        body: { error: 'A specialty can be at most 40 characters', field: 'specialties' },
      });
    }
    for (const count of [4, 51]) {
      expect(await put({ specialties: Array.from({ length: count }, (_, index) => `Specialty ${index}`) })).toMatchObject({
        status: 400,
        body: { error: 'You can only select up to 3 specialties', field: 'specialties' },
      });
    }
    expect(await put({ avatar_url: `/uploads/${'a'.repeat(501)}.webp` })).toMatchObject({
      status: 400,
      body: { error: 'At most 500 characters', field: 'avatar_url' },
    });
  });

  it('KO @401: without a token', async () => {
    expect(await gw.rest('PUT', '/api/users/profile', { body: { bio: 'x' } })).toMatchObject({
      status: 401,
      body: { error: 'You need to sign in to do that.' },
    });
  });
});

describe('@POST /api/users/avatar', () => {
  it('OK @201: {avatar_url}, which the profile then shows', async () => {
    const { token } = await gw.signedInMember();
    const response = await gw.rest('POST', '/api/users/avatar', { token, form: avatarForm(await png()) });
    expect(response).toMatchObject({ status: 201, body: { avatar_url: expect.stringMatching(/^\/uploads\/avatars\/.+\.webp$/) } });
    expect((await gw.rest('GET', '/api/users/profile', { token })).body.avatar_url).toBe(response.body.avatar_url);
  });

  it('KO @400: not an image, "Please select a valid image file"; no avatar field', async () => {
    const { token } = await gw.signedInMember();
    expect(await gw.rest('POST', '/api/users/avatar', { token, form: avatarForm(new TextEncoder().encode('hello')) })).toMatchObject({
      status: 400,
      body: { error: 'Please select a valid image file', field: 'avatar' },
    });
    expect(await gw.rest('POST', '/api/users/avatar', { token, form: avatarForm(await png(), 'photo') })).toMatchObject({
      status: 400,
      body: { error: 'avatar is required', field: 'avatar' },
    });
  });

  it('KO @413: over 5 MB, "Image file size must be less than 5MB"', async () => {
    const { token } = await gw.signedInMember();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(await png());
    expect(await gw.rest('POST', '/api/users/avatar', { token, form: avatarForm(big) })).toMatchObject({
      status: 413,
      body: { error: 'Image file size must be less than 5MB', field: 'avatar' },
    });
  });

  it('KO @401: without a token', async () => {
    expect(await gw.rest('POST', '/api/users/avatar', { form: avatarForm(await png()) })).toMatchObject({ status: 401 });
  });
});

describe('@POST /api/verification/request', () => {
  it('OK @201: the entry is added and sent for verification: {request: {id}}', async () => {
    const { token } = await gw.signedInMember({ profileType: 'bartender' });
    const response = await gw.rest('POST', '/api/verification/request', { token, body: entry() });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      request: { id: expect.any(Number), status: 'pending', created_at: expect.any(String) },
      work_entry: { ...workItemShape, organizationName: 'Pf Bar Termini', verificationStatus: 'pending', current: true },
    });
  });

  it('OK @201: with venue_id, the entry names the venue and its place as listed, whatever organization_name and city say', async () => {
    const bar = await gw.signedInMember({ profileType: 'bar' });
    const listed = await gw.graphql(
      `mutation { listVenue(input: { name: "Pf Audit Bar", city: "Austin", state: "TX", country: "USA" }) { ... on VenueClaimPayload { venueClaim { venue { databaseId } } } } }`,
      {},
      { token: bar.token },
    );
    const venueId = listed.data!.listVenue.venueClaim.venue.databaseId;
    const { token } = await gw.signedInMember({ profileType: 'bartender' });
    const response = await gw.rest('POST', '/api/verification/request', {
      token,
      body: entry({ organization_name: 'The Dead Rabbit', city: 'New York', region: 'NY', venue_id: venueId }),
    });
    expect(response.status).toBe(201);
    expect(response.body.work_entry).toMatchObject({
      organizationName: 'Pf Audit Bar',
      city: 'Austin',
      region: 'TX',
      country: 'USA',
      venue_id: venueId,
    });
  });

  it('OK @201: with work_entry_id, an unverified entry is sent', async () => {
    const { token } = await gw.signedInMember({ profileType: 'bartender' });
    const added = await gw.graphql(
      `mutation { addWorkEntry(input: { entry: { organizationName: "Pf Dead Rabbit", city: "New York", position: "Barback", startDate: "2019-01", endDate: "2020-02" } }) { ... on AddWorkEntryPayload { workEntry { databaseId verificationStatus } } } }`,
      {},
      { token },
    );
    const { databaseId, verificationStatus } = added.data!.addWorkEntry.workEntry;
    expect(verificationStatus).toBe('unverified');
    const response = await gw.rest('POST', '/api/verification/request', { token, body: { work_entry_id: databaseId } });
    expect(response).toMatchObject({
      status: 201,
      body: { request: { id: expect.any(Number), status: 'pending' }, work_entry: { id: databaseId, verificationStatus: 'pending' } },
    });
    // Again: already waiting.
    expect(await gw.rest('POST', '/api/verification/request', { token, body: { work_entry_id: databaseId } })).toMatchObject({
      status: 400,
      body: { error: 'This entry is already verified or waiting for a decision', field: 'work_entry_id' },
    });
  });

  it('KO @400: the work-experience rules, naming the payload field', async () => {
    const { token } = await gw.signedInMember({ profileType: 'bartender' });
    expect(await gw.rest('POST', '/api/verification/request', { token, body: entry({ organization_name: '' }) })).toMatchObject({
      status: 400,
      body: { error: 'Please enter the organization name', field: 'organization_name' },
    });
    const empty = await gw.rest('POST', '/api/verification/request', {
      token,
      body: entry({ organization_name: ' ', city: '', position: '', start_date: '' }),
    });
    expect(empty.body.errors).toEqual([
      { field: 'organization_name', message: 'Please enter the organization name' },
      { field: 'city', message: 'Please enter the city' },
      { field: 'position', message: 'Please enter your position' },
      { field: 'start_date', message: 'Please choose a start date' },
    ]);
    expect(await gw.rest('POST', '/api/verification/request', { token, body: entry({ start_date: '2999-01' }) })).toMatchObject({
      status: 400,
      body: { error: 'The start date cannot be in the future', field: 'start_date' },
    });
    expect(await gw.rest('POST', '/api/verification/request', { token, body: entry({ organization_type: 'castle' }) })).toMatchObject({
      status: 400,
      body: { error: 'organization_type must be one of: bar, restaurant, hotel, brand, other', field: 'organization_type' },
    });
  });

  it('KO @404: a work entry that is not yours', async () => {
    const { token } = await gw.signedInMember({ profileType: 'bartender' });
    expect(await gw.rest('POST', '/api/verification/request', { token, body: { work_entry_id: 99999999 } })).toMatchObject({
      status: 404,
      body: { error: 'Work experience not found' },
    });
  });

  it('KO @401: without a token', async () => {
    expect(await gw.rest('POST', '/api/verification/request', { body: entry() })).toMatchObject({
      status: 401,
      body: { error: 'You need to sign in to do that.' },
    });
  });
});
