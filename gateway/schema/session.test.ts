import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvites } from '../domain/invites';
import { setupTestGateway, type TestGateway } from '../testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const VALIDATE = `query($code: String!) { validateInvite(code: $code) { valid profileType isAdmin error } }`;
const SIGN_UP = `mutation($input: SignUpInput!) {
  signUp(input: $input) {
    __typename
    ... on AuthPayload { token viewer { username firstName lastName profileType isAdmin email } }
    ... on Error { message code }
    ... on ValidationError { fields { path message } }
  }
}`;
const LOG_IN = `mutation($input: LogInInput!) {
  logIn(input: $input) {
    __typename
    ... on AuthPayload { token viewer { username } }
    ... on Error { message code }
  }
}`;
const CHANGE_PASSWORD = `mutation($input: ChangePasswordInput!) {
  changePassword(input: $input) {
    __typename
    ... on ChangePasswordPayload { sessionsEnded }
    ... on Error { message code }
    ... on ValidationError { fields { path message } }
  }
}`;
const VIEWER = `{ viewer { username } }`;

async function freshCode(profileType: 'user' | 'bartender' | 'bar' | 'brand' | 'admin' = 'user') {
  const [invite] = await createInvites({ profileType });
  return invite.code;
}

let addressCounter = 0;
/** Sign-ups are limited per address (10 an hour): each call here comes from its own address. */
function signUpAs(input: Record<string, string>) {
  addressCounter += 1;
  return gw.graphql(SIGN_UP, { input }, { address: `192.0.2.${addressCounter}` });
}

function person(code: string, overrides: Record<string, string> = {}) {
  const tag = Math.random().toString(36).slice(2, 8);
  return { inviteCode: code, firstName: 'Ada', lastName: 'Negroni', email: `Ada.${tag}@Example.com`, password: 'Campari#1919', ...overrides };
}

describe('invite validation', () => {
  it('tells the account type of a fresh code', async () => {
    const code = await freshCode('bartender');
    const { data } = await gw.graphql(VALIDATE, { code });
    expect(data!.validateInvite).toEqual({ valid: true, profileType: 'bartender', isAdmin: false, error: null });
  });

  it('marks admin codes as making admin accounts', async () => {
    const code = await freshCode('admin');
    expect((await gw.graphql(VALIDATE, { code })).data!.validateInvite).toMatchObject({ valid: true, profileType: 'admin', isAdmin: true });
  });

  it('refuses unknown codes, malformed codes and used codes, each with a reason', async () => {
    expect((await gw.graphql(VALIDATE, { code: 'ZZZZ9999' })).data!.validateInvite).toEqual({
      valid: false, profileType: null, isAdmin: false, error: 'Invalid invite code',
    });
    expect((await gw.graphql(VALIDATE, { code: 'ABC' })).data!.validateInvite.error).toBe('Please enter a valid 8-digit invite code');
    const code = await freshCode();
    await signUpAs(person(code));
    expect((await gw.graphql(VALIDATE, { code })).data!.validateInvite).toMatchObject({
      valid: false, error: 'This invite code has already been used',
    });
  });

  it('is rate-limited per client address, with the RATE_LIMITED code', async () => {
    const address = '203.0.113.7';
    const results = [];
    for (let i = 0; i < 32; i++) results.push(await gw.graphql(VALIDATE, { code: 'ZZZZ9999' }, { address }));
    const limited = results.filter((result) => result.errors?.[0]?.extensions?.code === 'RATE_LIMITED');
    expect(limited.length).toBe(2);
    expect(limited[0].errors![0].message).toMatch(/Too many attempts/);
    // Another address is not affected.
    expect((await gw.graphql(VALIDATE, { code: 'ZZZZ9999' }, { address: '203.0.113.8' })).errors).toBeUndefined();
  });
});

describe('joining and signing in', () => {
  it('walks the whole journey: sign up, viewer, sign in by email and by username, change password, log out', async () => {
    const code = await freshCode('bartender');
    const input = person(code);
    const signUp = (await signUpAs(input)).data!.signUp;
    expect(signUp.__typename).toBe('AuthPayload');
    expect(signUp.viewer).toMatchObject({ firstName: 'Ada', lastName: 'Negroni', profileType: 'bartender', isAdmin: false, email: input.email.toLowerCase() });
    const { username } = signUp.viewer;
    expect(username).toMatch(/^ada\.negroni\d*$/);
    expect((await gw.graphql(VIEWER, {}, { token: signUp.token })).data!.viewer.username).toBe(username);

    const byEmail = (await gw.graphql(LOG_IN, { input: { emailOrUsername: input.email.toUpperCase(), password: input.password } })).data!.logIn;
    expect(byEmail).toMatchObject({ __typename: 'AuthPayload', viewer: { username } });
    const byUsername = (await gw.graphql(LOG_IN, { input: { emailOrUsername: username, password: input.password } })).data!.logIn;
    expect(byUsername.__typename).toBe('AuthPayload');

    // Changing the password keeps this session and ends the others (the sign-up and e-mail sessions).
    const changed = (await gw.graphql(CHANGE_PASSWORD, { input: { currentPassword: input.password, newPassword: 'Aperol!' } }, { token: byUsername.token })).data!.changePassword;
    expect(changed).toEqual({ __typename: 'ChangePasswordPayload', sessionsEnded: 2 });
    expect((await gw.graphql(VIEWER, {}, { token: byUsername.token })).data!.viewer.username).toBe(username);
    expect((await gw.graphql(VIEWER, {}, { token: signUp.token })).data!.viewer).toBeNull();
    expect((await gw.graphql(VIEWER, {}, { token: byEmail.token })).data!.viewer).toBeNull();
    expect((await gw.graphql(LOG_IN, { input: { emailOrUsername: username, password: input.password } })).data!.logIn.__typename).toBe('NotAuthorizedError');
    expect((await gw.graphql(LOG_IN, { input: { emailOrUsername: username, password: 'Aperol!' } })).data!.logIn.__typename).toBe('AuthPayload');

    const out = (await gw.graphql('mutation { logOut { __typename } }', {}, { token: byUsername.token })).data!.logOut;
    expect(out.__typename).toBe('LogOutPayload');
    expect((await gw.graphql(VIEWER, {}, { token: byUsername.token })).data!.viewer).toBeNull();
  });

  it('gives each member a unique username derived from their name', async () => {
    const first = (await signUpAs(person(await freshCode(), { firstName: 'Zoë', lastName: "O'Brien" }))).data!.signUp;
    const second = (await signUpAs(person(await freshCode(), { firstName: 'Zoe', lastName: 'OBrien' }))).data!.signUp;
    expect(first.viewer.username).toMatch(/^zoe\.obrien\d*$/);
    expect(second.viewer.username).toMatch(/^zoe\.obrien\d+$/);
    expect(second.viewer.username).not.toBe(first.viewer.username);
  });

  it('refuses a used code, an unknown code and a second account on one email, creating nothing', async () => {
    const code = await freshCode();
    const input = person(code);
    expect((await signUpAs(input)).data!.signUp.__typename).toBe('AuthPayload');
    const before = await gw.prisma.user.count();
    const reused = (await signUpAs(person(code))).data!.signUp;
    expect(reused).toMatchObject({ __typename: 'ValidationError', message: 'This invite code has already been used', fields: [{ path: 'inviteCode' }] });
    const unknown = (await signUpAs(person('ZZZZ9999'))).data!.signUp;
    expect(unknown).toMatchObject({ __typename: 'ValidationError', message: 'Invalid invite code. Please enter a valid code.' });
    const otherCode = await freshCode();
    const sameEmail = (await signUpAs(person(otherCode, { email: input.email.toUpperCase() }))).data!.signUp;
    expect(sameEmail).toMatchObject({ __typename: 'ValidationError', fields: [{ path: 'email' }] });
    expect(await gw.prisma.user.count()).toBe(before);
    expect((await gw.prisma.invite.findUnique({ where: { code: otherCode } }))!.usedById).toBeNull();
  });

  it('enforces the sign-up rules on the server, with the spec\'s messages', async () => {
    const code = await freshCode();
    const weak = (await signUpAs(person(code, { password: 'negroni1' }))).data!.signUp;
    expect(weak).toMatchObject({
      __typename: 'ValidationError',
      message: 'Password must contain: at least one uppercase letter, at least one special character',
      fields: [{ path: 'password' }],
    });
    const blank = (await signUpAs(person(code, { firstName: '  ', email: 'not-an-email' }))).data!.signUp;
    expect(blank.fields.map((field: { path: string }) => field.path).sort()).toEqual(['email', 'firstName']);
    expect((await gw.prisma.invite.findUnique({ where: { code } }))!.usedById).toBeNull();
  });

  it('gives exactly one account when two sign-ups race with one code', async () => {
    const code = await freshCode('brand');
    const results = await Promise.all([
      signUpAs(person(code, { firstName: 'Racer', lastName: 'One' })),
      signUpAs(person(code, { firstName: 'Racer', lastName: 'Two' })),
    ]);
    const outcomes = results.map((result) => result.data!.signUp.__typename).sort();
    expect(outcomes).toEqual(['AuthPayload', 'ValidationError']);
    expect(await gw.prisma.user.count({ where: { firstName: 'Racer' } })).toBe(1);
    const invite = await gw.prisma.invite.findUnique({ where: { code }, include: { usedBy: true } });
    expect(invite!.usedBy!.firstName).toBe('Racer');
  });

  it('fails a wrong password and an unknown account alike', async () => {
    const { user } = await gw.createMember({ password: 'Right#Pass1' });
    const wrong = (await gw.graphql(LOG_IN, { input: { emailOrUsername: user.email, password: 'Wrong#Pass1' } })).data!.logIn;
    const nobody = (await gw.graphql(LOG_IN, { input: { emailOrUsername: 'nobody@example.com', password: 'Wrong#Pass1' } })).data!.logIn;
    expect(wrong).toEqual({ __typename: 'NotAuthorizedError', message: 'Invalid email/username or password', code: 'UNAUTHENTICATED' });
    expect(nobody).toEqual(wrong);
  });

  it('rate-limits sign-in attempts on one account, whatever the address', async () => {
    const { user, password } = await gw.createMember();
    let limited = 0;
    for (let i = 0; i < 12; i++) {
      const result = await gw.graphql(LOG_IN, { input: { emailOrUsername: user.username, password: 'Wrong#Pass1' } }, { address: `198.51.100.${i}` });
      if (result.errors?.[0]?.extensions?.code === 'RATE_LIMITED') limited++;
    }
    expect(limited).toBe(2);
    // Even the right password waits until the block ends.
    const right = await gw.graphql(LOG_IN, { input: { emailOrUsername: user.username, password } }, { address: '198.51.100.99' });
    expect(right.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});

describe('changing the password', () => {
  it('needs 6+ characters, and the current password once the session is not fresh', async () => {
    const { user, token, password } = await gw.signedInMember();
    const short = (await gw.graphql(CHANGE_PASSWORD, { input: { newPassword: 'abc' } }, { token })).data!.changePassword;
    expect(short).toMatchObject({ __typename: 'ValidationError', message: 'New password must be at least 6 characters' });
    const wrong = (await gw.graphql(CHANGE_PASSWORD, { input: { currentPassword: 'nope', newPassword: 'abcdef' } }, { token })).data!.changePassword;
    expect(wrong).toMatchObject({ __typename: 'ValidationError', message: 'Current password is incorrect' });
    // A session started an hour ago must confirm the current password.
    await gw.prisma.session.updateMany({ where: { userId: user.id }, data: { createdAt: new Date(Date.now() - 3600_000) } });
    const stale = (await gw.graphql(CHANGE_PASSWORD, { input: { newPassword: 'abcdef' } }, { token })).data!.changePassword;
    expect(stale).toMatchObject({ __typename: 'ValidationError', message: 'Please enter your current password' });
    const ok = (await gw.graphql(CHANGE_PASSWORD, { input: { currentPassword: password, newPassword: 'abcdef' } }, { token })).data!.changePassword;
    expect(ok.__typename).toBe('ChangePasswordPayload');
  });

  it('lets a freshly signed-in member set a password without the current one, as the spec allows', async () => {
    const { token } = await gw.signedInMember();
    const ok = (await gw.graphql(CHANGE_PASSWORD, { input: { newPassword: 'abcdef' } }, { token })).data!.changePassword;
    expect(ok.__typename).toBe('ChangePasswordPayload');
  });

  it('is refused to signed-out callers', async () => {
    const result = (await gw.graphql(CHANGE_PASSWORD, { input: { newPassword: 'abcdef' } })).data!.changePassword;
    expect(result).toMatchObject({ __typename: 'NotAuthorizedError', code: 'UNAUTHENTICATED' });
  });
});

describe('invites for admins', () => {
  const CREATE = `mutation($input: CreateInvitesInput!) {
    createInvites(input: $input) { __typename ... on CreateInvitesPayload { invites { code profileType isAdmin } } ... on Error { code message } }
  }`;

  it('lets admins create codes and list every invite with who used it', async () => {
    const { token } = await gw.signedInMember({ profileType: 'admin' });
    const created = (await gw.graphql(CREATE, { input: { profileType: 'bar', count: 3 } }, { token })).data!.createInvites;
    expect(created.invites).toHaveLength(3);
    for (const invite of created.invites) expect(invite).toMatchObject({ profileType: 'bar', isAdmin: false, code: expect.stringMatching(/^[A-Z0-9]{8}$/) });
    const used = created.invites[0].code;
    await signUpAs(person(used, { firstName: 'Venue', lastName: 'Owner' }));
    const { data } = await gw.graphql(`{ invites(first: 20) { totalCount edges { node { code usedBy { firstName } usedAt createdBy { username } } } } }`, {}, { token });
    const usedRow = data!.invites.edges.find((edge: any) => edge.node.code === used).node;
    expect(usedRow.usedBy.firstName).toBe('Venue');
    expect(usedRow.usedAt).toBeTruthy();
  });

  it('refuses non-admins and signed-out callers', async () => {
    const { token } = await gw.signedInMember({ profileType: 'bartender' });
    expect((await gw.graphql(CREATE, { input: { profileType: 'admin' } }, { token })).data!.createInvites).toMatchObject({ code: 'FORBIDDEN' });
    expect((await gw.graphql(CREATE, { input: { profileType: 'admin' } })).data!.createInvites).toMatchObject({ code: 'UNAUTHENTICATED' });
    const list = await gw.graphql(`{ invites(first: 5) { totalCount } }`, {}, { token });
    expect(list.errors![0].extensions!.code).toBe('FORBIDDEN');
    expect((await gw.graphql(`{ invites(first: 5) { totalCount } }`)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});
