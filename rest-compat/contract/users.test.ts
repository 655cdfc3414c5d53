// Contract tests of members and following: GET /api/users/{id}, /api/users/{id}/connections/counts,
// /api/users/{userId}/{followers|following}, POST and DELETE /api/users/{id}/follow (spec sections 3, 6 and 7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestGateway, type TestGateway } from '../../gateway/testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const connectionItemShape = {
  id: expect.any(Number),
  avatar_url: expect.toBeOneOf([expect.any(String), null]),
  first_name: expect.any(String),
  last_name: expect.any(String),
  username: expect.any(String),
  display_name: expect.any(String),
  profile_type: expect.any(String),
  bio: expect.toBeOneOf([expect.any(String), null]),
  location: expect.toBeOneOf([expect.any(String), null]),
  connected_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
};

describe('@POST /api/users/{id}/follow', () => {
  it('OK @200: the member followed, with their new counts; following again changes nothing', async () => {
    const { token } = await gw.signedInMember();
    const { user } = await gw.createMember();
    const response = await gw.rest('POST', `/api/users/${user.id}/follow`, { token });
    expect(response).toMatchObject({ status: 200, body: { id: user.id, is_following: true, followers: 1, following: 0 } });
    expect((await gw.rest('POST', `/api/users/${user.id}/follow`, { token })).body).toEqual({
      id: user.id,
      is_following: true,
      followers: 1,
      following: 0,
    });
  });

  it('KO @401: without a token', async () => {
    const { user } = await gw.createMember();
    expect(await gw.rest('POST', `/api/users/${user.id}/follow`)).toMatchObject({
      status: 401,
      body: { error: 'Sign in to follow members.' },
    });
  });

  it('KO @400: following oneself; KO @404: an unknown member', async () => {
    const { user, token } = await gw.signedInMember();
    expect(await gw.rest('POST', `/api/users/${user.id}/follow`, { token })).toMatchObject({
      status: 400,
      body: { error: 'You cannot follow yourself.', field: 'userId' },
    });
    expect(await gw.rest('POST', '/api/users/99999999/follow', { token })).toMatchObject({
      status: 404,
      body: { error: 'Member not found' },
    });
  });
});

describe('@DELETE /api/users/{id}/follow', () => {
  it('OK @200: no longer following, counts back down; again changes nothing', async () => {
    const { token } = await gw.signedInMember();
    const { user } = await gw.createMember();
    await gw.rest('POST', `/api/users/${user.id}/follow`, { token });
    expect(await gw.rest('DELETE', `/api/users/${user.id}/follow`, { token })).toMatchObject({
      status: 200,
      body: { id: user.id, is_following: false, followers: 0 },
    });
    expect((await gw.rest('DELETE', `/api/users/${user.id}/follow`, { token })).body).toMatchObject({ is_following: false, followers: 0 });
  });

  it('KO @401: without a token; KO @404: an unknown member', async () => {
    const { user, token } = await gw.signedInMember();
    expect(await gw.rest('DELETE', `/api/users/${user.id}/follow`)).toMatchObject({
      status: 401,
      body: { error: 'Sign in to follow members.' },
    });
    expect(await gw.rest('DELETE', '/api/users/99999999/follow', { token })).toMatchObject({
      status: 404,
      body: { error: 'Member not found' },
    });
  });
});

describe('@GET /api/users/{id}/connections/counts', () => {
  it('OK @200: followers, following, mutual, without a token', async () => {
    const a = await gw.signedInMember();
    const b = await gw.signedInMember();
    const c = await gw.signedInMember();
    await gw.rest('POST', `/api/users/${b.user.id}/follow`, { token: a.token });
    await gw.rest('POST', `/api/users/${a.user.id}/follow`, { token: b.token });
    await gw.rest('POST', `/api/users/${a.user.id}/follow`, { token: c.token });
    const response = await gw.rest('GET', `/api/users/${a.user.id}/connections/counts`);
    expect(response).toEqual({ status: 200, body: { followers: 2, following: 1, mutual: 1 }, headers: expect.anything() });
  });

  it('KO @404: an unknown member', async () => {
    expect(await gw.rest('GET', '/api/users/99999999/connections/counts')).toMatchObject({
      status: 404,
      body: { error: 'Member not found' },
    });
    expect(await gw.rest('GET', '/api/users/me/connections/counts')).toMatchObject({ status: 404, body: { error: 'Member not found' } });
  });
});

describe('@GET /api/users/{userId}/{type}', () => {
  it('OK @200: followers and following as lists of connection items, newest first, without a token', async () => {
    const star = await gw.signedInMember({ profileType: 'bartender', firstName: 'Ada', lastName: 'Coleman' });
    const fans = [await gw.signedInMember(), await gw.signedInMember()];
    for (const fan of fans) await gw.rest('POST', `/api/users/${star.user.id}/follow`, { token: fan.token });
    await gw.rest('POST', `/api/users/${fans[0].user.id}/follow`, { token: star.token });

    const followers = await gw.rest('GET', `/api/users/${star.user.id}/followers`);
    expect(followers.status).toBe(200);
    expect(followers.body).toEqual([
      { ...connectionItemShape, id: fans[1].user.id, username: fans[1].user.username, profile_type: 'user' },
      { ...connectionItemShape, id: fans[0].user.id, username: fans[0].user.username, profile_type: 'user' },
    ]);
    const following = await gw.rest('GET', `/api/users/${fans[0].user.id}/following`);
    expect(following.body).toEqual([
      {
        ...connectionItemShape,
        id: star.user.id,
        first_name: 'Ada',
        last_name: 'Coleman',
        display_name: 'Ada Coleman',
        username: star.user.username,
        profile_type: 'bartender',
      },
    ]);
    expect((await gw.rest('GET', `/api/users/${star.user.id}/followers?limit=1`)).body).toHaveLength(1);
    expect((await gw.rest('GET', `/api/users/${fans[1].user.id}/followers`)).body).toEqual([]);
  });

  it('KO @404: an unknown member, or a list type that is neither followers nor following', async () => {
    const { user } = await gw.createMember();
    expect(await gw.rest('GET', '/api/users/99999999/followers')).toMatchObject({ status: 404, body: { error: 'Member not found' } });
    expect(await gw.rest('GET', `/api/users/${user.id}/friends`)).toMatchObject({ status: 404, body: { error: 'Not found' } });
  });
});

describe('@GET /api/users/{id}', () => {
  it('OK @200: the public profile, without a token and without the email', async () => {
    const { user } = await gw.createMember({ profileType: 'bartender', firstName: 'Ada', lastName: 'Coleman' });
    const response = await gw.rest('GET', `/api/users/${user.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: user.id,
      username: user.username,
      first_name: 'Ada',
      last_name: 'Coleman',
      display_name: 'Ada Coleman',
      profile_type: 'bartender',
    });
    expect(response.body).not.toHaveProperty('email');
  });

  it('KO @404: "Profile not found"', async () => {
    expect(await gw.rest('GET', '/api/users/99999999')).toMatchObject({ status: 404, body: { error: 'Profile not found' } });
    expect(await gw.rest('GET', '/api/users/0')).toMatchObject({ status: 404, body: { error: 'Profile not found' } });
  });
});
