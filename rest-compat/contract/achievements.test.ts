// Contract tests of achievements and venue awards: GET /api/achievements/user/{userId}, POST /api/achievements/user,
// GET /api/venues/search/autocomplete, GET /api/achievements/venue/{venueId}, POST /api/achievements/venue
// (spec sections 3, 6 and 7). The reads go without a token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestGateway, type TestGateway } from '../../gateway/testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

/** A bar account and the venue it lists (it speaks for it at once). */
async function barWithVenue(name: string) {
  const bar = await gw.signedInMember({ profileType: 'bar' });
  const listed = await gw.graphql(
    `mutation($input: ListVenueInput!) { listVenue(input: $input) { ... on VenueClaimPayload { venueClaim { venue { databaseId } } } } }`,
    { input: { name, city: 'Glasgow', country: 'United Kingdom' } },
    { token: bar.token },
  );
  return { ...bar, venueId: listed.data!.listVenue.venueClaim.venue.databaseId as number };
}

describe('@POST /api/achievements/user', () => {
  it('OK @201: {type, payload} of each type gives the item in its own fields', async () => {
    const { token } = await gw.signedInMember({ profileType: 'bartender' });
    const award = await gw.rest('POST', '/api/achievements/user', {
      token,
      body: {
        type: 'award',
        payload: {
          title: 'Best New Cocktail',
          competition: 'Tales of the Cocktail',
          year: 2024,
          place: '1st',
          certificate_url: 'https://example.com/c.pdf',
        },
      },
    });
    expect(award).toMatchObject({ status: 201 });
    expect(award.body).toEqual({
      id: expect.any(Number),
      type: 'award',
      title: 'Best New Cocktail',
      competition: 'Tales of the Cocktail',
      place: '1st',
      year: 2024,
      certificate_url: 'https://example.com/c.pdf',
    });
    const competition = await gw.rest('POST', '/api/achievements/user', {
      token,
      body: { type: 'competition', payload: { title: 'World Class', organizer: 'Diageo', result: 'Finalist', year: '2023' } },
    });
    expect(competition.body).toEqual({
      id: expect.any(Number),
      type: 'competition',
      title: 'World Class',
      organizer: 'Diageo',
      result: 'Finalist',
      year: 2023,
      certificate_url: null,
    });
    const certificate = await gw.rest('POST', '/api/achievements/user', {
      token,
      body: { type: 'certificate', payload: { title: 'WSET Level 2', issuer: 'WSET' } },
    });
    expect(certificate.body).toEqual({
      id: expect.any(Number),
      type: 'certificate',
      title: 'WSET Level 2',
      issuer: 'WSET',
      year: null,
      certificate_url: null,
    });
  });

  it('KO @400: no title, a year out of range, a type that is not one', async () => {
    const { token } = await gw.signedInMember({ profileType: 'brand' });
    expect(await gw.rest('POST', '/api/achievements/user', { token, body: { type: 'award', payload: { title: ' ' } } })).toMatchObject({
      status: 400,
      body: { error: 'Please enter a title', field: 'payload.title' },
    });
    expect(
      await gw.rest('POST', '/api/achievements/user', { token, body: { type: 'award', payload: { title: 'Old', year: 1700 } } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Enter a year from 1800 to 2030', field: 'payload.year' },
    });
    expect(await gw.rest('POST', '/api/achievements/user', { token, body: { type: 'medal', payload: { title: 'x' } } })).toMatchObject({
      status: 400,
      body: { error: 'type must be one of: award, competition, certificate', field: 'type' },
    });
  });

  it('KO @403: a barfly account; KO @401: without a token', async () => {
    const { token } = await gw.signedInMember({ profileType: 'user' });
    expect(await gw.rest('POST', '/api/achievements/user', { token, body: { type: 'award', payload: { title: 'x' } } })).toMatchObject({
      status: 403,
      body: { error: 'Awards, competitions and certificates are for bartender and brand accounts' },
    });
    expect(await gw.rest('POST', '/api/achievements/user', { body: { type: 'award', payload: { title: 'x' } } })).toMatchObject({
      status: 401,
      body: { error: 'You need to sign in to do that.' },
    });
  });
});

describe('@GET /api/achievements/user/{userId}', () => {
  it('OK @200: {awards, competitions, certificates}, without a token', async () => {
    const { user, token } = await gw.signedInMember({ profileType: 'bartender' });
    await gw.rest('POST', '/api/achievements/user', {
      token,
      body: { type: 'award', payload: { title: 'Bartender of the Year', year: 2022 } },
    });
    await gw.rest('POST', '/api/achievements/user', {
      token,
      body: { type: 'certificate', payload: { title: 'BarSmarts', issuer: 'Pernod Ricard' } },
    });
    const response = await gw.rest('GET', `/api/achievements/user/${user.id}`);
    expect(response).toMatchObject({ status: 200 });
    expect(response.body).toEqual({
      awards: [
        {
          id: expect.any(Number),
          type: 'award',
          title: 'Bartender of the Year',
          competition: null,
          place: null,
          year: 2022,
          certificate_url: null,
        },
      ],
      competitions: [],
      certificates: [
        { id: expect.any(Number), type: 'certificate', title: 'BarSmarts', issuer: 'Pernod Ricard', year: null, certificate_url: null },
      ],
    });
  });

  it('KO @404: an unknown member', async () => {
    expect(await gw.rest('GET', '/api/achievements/user/99999999')).toMatchObject({ status: 404, body: { error: 'Member not found' } });
  });
});

describe('@GET /api/venues/search/autocomplete', () => {
  it('OK @200: a list of venues for q (2 characters or more), without a token', async () => {
    const response = await gw.rest('GET', '/api/venues/search/autocomplete?q=connaught');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        id: expect.any(Number),
        name: 'The Connaught Bar',
        city: 'London',
        state: null,
        state_province: null,
        country: 'United Kingdom',
        address: null,
        is_verified: false,
        website_url: 'https://www.the-connaught.co.uk',
      },
    ]);
    expect((await gw.rest('GET', '/api/venues/search/autocomplete?q=c')).body).toEqual([]);
    expect((await gw.rest('GET', '/api/venues/search/autocomplete')).body).toEqual([]);
  });
});

describe('@POST /api/achievements/venue', () => {
  it('OK @201: the award of the venue the bar account speaks for', async () => {
    const bar = await barWithVenue('Av Kelvin Lounge');
    const response = await gw.rest('POST', '/api/achievements/venue', {
      token: bar.token,
      body: {
        venue_id: bar.venueId,
        title: "World's 50 Best Bars",
        competition: '50 Best',
        year: 2024,
        place: '12th',
        certificate_url: null,
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      venue_id: bar.venueId,
      title: "World's 50 Best Bars",
      competition: '50 Best',
      year: 2024,
      place: '12th',
      certificate_url: null,
    });
  });

  it('KO @400: no title; KO @403: another venue, or not a bar account; KO @401: without a token', async () => {
    const bar = await barWithVenue('Av Clyde Room');
    expect(
      await gw.rest('POST', '/api/achievements/venue', { token: bar.token, body: { venue_id: bar.venueId, title: '' } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Please enter a title', field: 'title' },
    });
    expect(await gw.rest('POST', '/api/achievements/venue', { token: bar.token, body: { title: 'Best Bar' } })).toMatchObject({
      status: 400,
      body: { error: 'Please select a venue', field: 'venue_id' },
    });
    const other = await barWithVenue('Av Other Place');
    expect(
      await gw.rest('POST', '/api/achievements/venue', { token: bar.token, body: { venue_id: other.venueId, title: 'Not mine' } }),
    ).toMatchObject({
      status: 403,
      body: { error: 'You can only add awards to the venue your account speaks for' },
    });
    const bartender = await gw.signedInMember({ profileType: 'bartender' });
    expect(
      await gw.rest('POST', '/api/achievements/venue', { token: bartender.token, body: { venue_id: bar.venueId, title: 'x' } }),
    ).toMatchObject({
      status: 403,
      body: { error: 'Venue awards are for bar accounts' },
    });
    expect(await gw.rest('POST', '/api/achievements/venue', { body: { venue_id: bar.venueId, title: 'x' } })).toMatchObject({
      status: 401,
    });
  });
});

describe('@GET /api/achievements/venue/{venueId}', () => {
  it('OK @200: the venue awards, without a token', async () => {
    const bar = await barWithVenue('Av Finnieston');
    await gw.rest('POST', '/api/achievements/venue', {
      token: bar.token,
      body: { venue_id: bar.venueId, title: 'Best Hotel Bar', year: 2021 },
    });
    await gw.rest('POST', '/api/achievements/venue', { token: bar.token, body: { venue_id: bar.venueId, title: 'Best Menu', year: 2023 } });
    const response = await gw.rest('GET', `/api/achievements/venue/${bar.venueId}`);
    expect(response.status).toBe(200);
    expect(response.body.map((award: { title: string }) => award.title)).toEqual(['Best Menu', 'Best Hotel Bar']);
    expect(response.body[0]).toEqual({
      id: expect.any(Number),
      venue_id: bar.venueId,
      title: 'Best Menu',
      competition: null,
      year: 2023,
      place: null,
      certificate_url: null,
    });
  });

  it('KO @404: an unknown venue', async () => {
    expect(await gw.rest('GET', '/api/achievements/venue/99999999')).toMatchObject({ status: 404, body: { error: 'Venue not found' } });
  });
});
