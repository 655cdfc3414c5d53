// Contract tests of the legacy invite and account endpoints (spec sections 3, 7 and 8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvites } from '../../gateway/domain/invites';
import { setupTestGateway, type TestGateway } from '../../gateway/testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const code = async (profileType: 'user' | 'bartender' | 'admin' = 'user') => (await createInvites(gw.services, { profileType }))[0].code;
let addresses = 0;
const fresh = () => `192.0.2.${++addresses}`;

const person = (inviteCode: string) => {
  const tag = Math.random().toString(36).slice(2, 8);
  return { inviteCode, firstName: 'Rita', lastName: 'Spritz', email: `rita.${tag}@example.com`, password: 'Aperol#Soda2' };
};

const userShape = {
  id: expect.any(Number),
  username: expect.any(String),
  first_name: expect.any(String),
  last_name: expect.any(String),
  display_name: expect.any(String),
  avatar_url: null,
  bio: null,
  location: null,
  created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  is_verified: false,
  profile_type: expect.any(String),
  is_admin: expect.any(Boolean),
  badges: [],
  specialties: [],
};

describe('@GET /api/invites/validate/{code}', () => {
  it('OK @200: valid, profile_type and is_admin of a fresh code', async () => {
    const response = await gw.rest('GET', `/api/invites/validate/${await code('bartender')}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ valid: true, profile_type: 'bartender', is_admin: false, error: null });
  });

  it('OK @200: admin codes make is_admin accounts', async () => {
    expect((await gw.rest('GET', `/api/invites/validate/${await code('admin')}`)).body).toMatchObject({
      valid: true,
      profile_type: 'admin',
      is_admin: true,
    });
  });

  it('KO @404: an unknown code, with valid false and the error', async () => {
    const response = await gw.rest('GET', '/api/invites/validate/ZZZZ9999');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ valid: false, profile_type: null, is_admin: false, error: 'Invalid invite code' });
  });

  it('KO @404: a used code says so', async () => {
    const used = await code();
    await gw.rest('POST', '/api/auth/signup', { body: person(used), address: fresh() });
    const response = await gw.rest('GET', `/api/invites/validate/${used}`);
    expect(response.status).toBe(404);
    // The spec's fields only: the GraphQL errorCode stays out of the legacy body.
    expect(response.body).toEqual({ valid: false, profile_type: null, is_admin: false, error: 'This invite code has already been used' });
  });

  it('KO @404: an expired code says so', async () => {
    const expired = await code();
    await gw.prisma.invite.update({ where: { code: expired }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const response = await gw.rest('GET', `/api/invites/validate/${expired}`, { address: fresh() });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ valid: false, error: 'This invite code has expired' });
    const signup = await gw.rest('POST', '/api/auth/signup', { body: person(expired), address: fresh() });
    expect(signup).toMatchObject({ status: 400, body: { error: 'This invite code has expired', field: 'inviteCode' } });
  });

  it('KO @400: a malformed code', async () => {
    const response = await gw.rest('GET', '/api/invites/validate/abc');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ valid: false, error: 'Please enter a valid 8-digit invite code' });
  });

  it('KO @429: too many validations from one address', async () => {
    const address = fresh();
    let last;
    for (let i = 0; i < 31; i++) last = await gw.rest('GET', '/api/invites/validate/ZZZZ9999', { address });
    expect(last!.status).toBe(429);
    expect(last!.body.error).toMatch(/Too many attempts/);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('@POST /api/auth/signup', () => {
  it('OK @201: token and user, the invite used up', async () => {
    const input = person(await code('bartender'));
    const response = await gw.rest('POST', '/api/auth/signup', { body: input, address: fresh() });
    expect(response.status).toBe(201);
    expect(response.body.token).toMatch(/^ey/);
    expect(response.body.user).toEqual({
      ...userShape,
      email: input.email,
      first_name: 'Rita',
      last_name: 'Spritz',
      display_name: 'Rita Spritz',
      profile_type: 'bartender',
      is_admin: false,
    });
  });

  it('KO @400: the password rule, naming the field', async () => {
    const response = await gw.rest('POST', '/api/auth/signup', { body: { ...person(await code()), password: 'short' }, address: fresh() });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error:
        'Password must contain: at least 8 characters, at least one uppercase letter, at least one number, at least one special character',
      field: 'password',
    });
  });

  it('KO @400: a used invite code', async () => {
    const used = await code();
    await gw.rest('POST', '/api/auth/signup', { body: person(used), address: fresh() });
    const response = await gw.rest('POST', '/api/auth/signup', { body: person(used), address: fresh() });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'This invite code has already been used', field: 'inviteCode' });
  });

  it('KO @400: a missing field, a wrong type, a body that is not JSON', async () => {
    const { email: _email, ...noEmail } = person(await code());
    expect((await gw.rest('POST', '/api/auth/signup', { body: noEmail, address: fresh() })).body).toEqual({
      error: 'email is required',
      field: 'email',
    });
    expect(
      (await gw.rest('POST', '/api/auth/signup', { body: { ...person(await code()), firstName: 42 }, address: fresh() })).body,
    ).toEqual({
      error: 'firstName must be a string',
      field: 'firstName',
    });
    const notJson = await gw.rest('POST', '/api/auth/signup', { body: '{"inviteCode": ', address: fresh() });
    expect(notJson).toMatchObject({ status: 400, body: { error: 'The request body must be JSON.' } });
  });
});

describe('@POST /api/auth/login', () => {
  it('OK @200: by email or by username', async () => {
    const { user, password } = await gw.createMember();
    const byEmail = await gw.rest('POST', '/api/auth/login', { body: { email: user.email.toUpperCase(), password } });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.user).toMatchObject({ id: user.id, username: user.username });
    const byUsername = await gw.rest('POST', '/api/auth/login', { body: { email: user.username, password } });
    expect(byUsername.status).toBe(200);
    expect(typeof byUsername.body.token).toBe('string');
  });

  it('KO @401: a wrong password, with the error text', async () => {
    const { user } = await gw.createMember();
    const response = await gw.rest('POST', '/api/auth/login', { body: { email: user.email, password: 'Wrong#1' } });
    expect(response).toMatchObject({ status: 401, body: { error: 'Invalid email/username or password' } });
  });

  it('KO @429: a guessing address waits, with Retry-After, while the owner signs in from their own', async () => {
    const { user, password } = await gw.createMember();
    const guesser = fresh();
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await gw.rest('POST', '/api/auth/login', { body: { email: user.email, password: 'Wrong#1' }, address: guesser });
      expect(response.status).toBe(401);
    }
    const refused = await gw.rest('POST', '/api/auth/login', { body: { email: user.email, password }, address: guesser });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/Too many attempts/);
    expect(Number(refused.headers.get('retry-after'))).toBe(60);
    expect((await gw.rest('POST', '/api/auth/login', { body: { email: user.email, password }, address: fresh() })).status).toBe(200);
  });

  it('OK @200: ten addresses failing on an account do not lock its owner out', async () => {
    const { user, password } = await gw.createMember();
    for (let address = 0; address < 10; address++) {
      for (let attempt = 0; attempt < 2; attempt++) {
        await gw.rest('POST', '/api/auth/login', { body: { email: user.username, password: 'Wrong#1' }, address: `198.51.110.${address}` });
      }
    }
    const attacker = await gw.rest('POST', '/api/auth/login', { body: { email: user.username, password }, address: '198.51.110.1' });
    expect(attacker.status).toBe(429);
    const owner = await gw.rest('POST', '/api/auth/login', { body: { email: user.username, password }, address: fresh() });
    expect(owner.status).toBe(200);
  });
});

describe('@GET /api/auth/me', () => {
  it('OK @200: the caller, wrapped in user', async () => {
    const { user, token } = await gw.signedInMember({ profileType: 'admin' });
    const response = await gw.rest('GET', '/api/auth/me', { token });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ id: user.id, username: user.username, is_admin: true });
  });

  it('KO @401: without a token, or with a token the server does not know', async () => {
    expect((await gw.rest('GET', '/api/auth/me')).status).toBe(401);
    expect((await gw.rest('GET', '/api/auth/me', { token: '{secret}' })).status).toBe(401);
  });
});

describe('@POST /api/auth/change-password', () => {
  it('OK @200: with the success text', async () => {
    const { token, password } = await gw.signedInMember();
    const response = await gw.rest('POST', '/api/auth/change-password', {
      token,
      body: { currentPassword: password, newPassword: 'Negroni' },
    });
    expect(response).toMatchObject({ status: 200, body: { message: 'Password changed successfully!' } });
  });

  it('KO @400: a new password under 6 characters', async () => {
    const { token } = await gw.signedInMember();
    const response = await gw.rest('POST', '/api/auth/change-password', { token, body: { newPassword: 'abc' } });
    expect(response).toMatchObject({ status: 400, body: { error: 'New password must be at least 6 characters', field: 'newPassword' } });
  });

  it('KO @401: without a token', async () => {
    const response = await gw.rest('POST', '/api/auth/change-password', { body: { newPassword: 'abcdef' } });
    expect(response).toMatchObject({ status: 401, body: { error: 'You need to sign in to do that.' } });
  });
});
