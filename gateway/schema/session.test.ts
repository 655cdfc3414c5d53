import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvites } from '../domain/invites';
import { RATE_LIMITS } from '../rate-limit';
import { setupTestGateway, type TestGateway } from '../testing/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const VALIDATE = `query($code: String!) { validateInvite(code: $code) { valid profileType isAdmin error errorCode } }`;
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
  const [invite] = await createInvites(gw.services, { profileType });
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
  return {
    inviteCode: code,
    firstName: 'Ada',
    lastName: 'Negroni',
    email: `Ada.${tag}@Example.com`,
    password: 'Campari#1919',
    ...overrides,
  };
}

describe('invite validation', () => {
  it('tells the account type of a fresh code', async () => {
    const code = await freshCode('bartender');
    const { data } = await gw.graphql(VALIDATE, { code });
    expect(data!.validateInvite).toEqual({ valid: true, profileType: 'bartender', isAdmin: false, error: null, errorCode: null });
  });

  it('marks admin codes as making admin accounts', async () => {
    const code = await freshCode('admin');
    expect((await gw.graphql(VALIDATE, { code })).data!.validateInvite).toMatchObject({ valid: true, profileType: 'admin', isAdmin: true });
  });

  it('refuses unknown codes, malformed codes and used codes, each with a reason and a code for clients', async () => {
    expect((await gw.graphql(VALIDATE, { code: 'ZZZZ9999' })).data!.validateInvite).toEqual({
      valid: false,
      profileType: null,
      isAdmin: false,
      error: 'Invalid invite code',
      errorCode: 'unknown',
    });
    expect((await gw.graphql(VALIDATE, { code: 'ABC' })).data!.validateInvite).toMatchObject({
      error: 'Please enter a valid 8-digit invite code',
      errorCode: 'malformed',
    });
    const code = await freshCode('admin');
    await signUpAs(person(code));
    // Used: said so, and nothing more (not the account type it made, nor that it was an admin code).
    expect((await gw.graphql(VALIDATE, { code })).data!.validateInvite).toEqual({
      valid: false,
      profileType: null,
      isAdmin: false,
      error: 'This invite code has already been used',
      errorCode: 'used',
    });
  });

  it('refuses an expired code, to validation and to sign-up, and makes no account', async () => {
    const code = await freshCode('bartender');
    await gw.prisma.invite.update({ where: { code }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await gw.graphql(VALIDATE, { code }, { address: '203.0.113.20' })).data!.validateInvite).toEqual({
      valid: false,
      profileType: null,
      isAdmin: false,
      error: 'This invite code has expired',
      errorCode: 'expired',
    });
    const input = person(code, { firstName: 'Late', lastName: 'Comer' });
    expect((await signUpAs(input)).data!.signUp).toMatchObject({
      __typename: 'ValidationError',
      code: 'INVITE_EXPIRED',
      message: 'This invite code has expired',
      fields: [{ path: 'inviteCode', message: 'This invite code has expired' }],
    });
    expect(await gw.prisma.user.count({ where: { email: input.email.toLowerCase() } })).toBe(0);
    expect((await gw.prisma.invite.findUniqueOrThrow({ where: { code } })).usedById).toBeNull();
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
    expect(signUp.viewer).toMatchObject({
      firstName: 'Ada',
      lastName: 'Negroni',
      profileType: 'bartender',
      isAdmin: false,
      email: input.email.toLowerCase(),
    });
    const { username } = signUp.viewer;
    expect(username).toMatch(/^ada\.negroni\d*$/);
    expect((await gw.graphql(VIEWER, {}, { token: signUp.token })).data!.viewer.username).toBe(username);

    const byEmail = (await gw.graphql(LOG_IN, { input: { emailOrUsername: input.email.toUpperCase(), password: input.password } })).data!
      .logIn;
    expect(byEmail).toMatchObject({ __typename: 'AuthPayload', viewer: { username } });
    const byUsername = (await gw.graphql(LOG_IN, { input: { emailOrUsername: username, password: input.password } })).data!.logIn;
    expect(byUsername.__typename).toBe('AuthPayload');

    // Changing the password keeps this session and ends the others (the sign-up and e-mail sessions).
    const changed = (
      await gw.graphql(CHANGE_PASSWORD, { input: { currentPassword: input.password, newPassword: 'Aperol!' } }, { token: byUsername.token })
    ).data!.changePassword;
    expect(changed).toEqual({ __typename: 'ChangePasswordPayload', sessionsEnded: 2 });
    expect((await gw.graphql(VIEWER, {}, { token: byUsername.token })).data!.viewer.username).toBe(username);
    expect((await gw.graphql(VIEWER, {}, { token: signUp.token })).data!.viewer).toBeNull();
    expect((await gw.graphql(VIEWER, {}, { token: byEmail.token })).data!.viewer).toBeNull();
    expect((await gw.graphql(LOG_IN, { input: { emailOrUsername: username, password: input.password } })).data!.logIn.__typename).toBe(
      'NotAuthorizedError',
    );
    expect((await gw.graphql(LOG_IN, { input: { emailOrUsername: username, password: 'Aperol!' } })).data!.logIn.__typename).toBe(
      'AuthPayload',
    );

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
    expect(reused).toMatchObject({
      __typename: 'ValidationError',
      code: 'INVITE_USED',
      message: 'This invite code has already been used',
      fields: [{ path: 'inviteCode' }],
    });
    const unknown = (await signUpAs(person('ZZZZ9999'))).data!.signUp;
    expect(unknown).toMatchObject({ __typename: 'ValidationError', message: 'Invalid invite code. Please enter a valid code.' });
    const otherCode = await freshCode();
    const sameEmail = (await signUpAs(person(otherCode, { email: input.email.toUpperCase() }))).data!.signUp;
    expect(sameEmail).toMatchObject({ __typename: 'ValidationError', fields: [{ path: 'email' }] });
    expect(await gw.prisma.user.count()).toBe(before);
    expect((await gw.prisma.invite.findUnique({ where: { code: otherCode } }))!.usedById).toBeNull();
  });

  it("enforces the sign-up rules on the server, with the spec's messages", async () => {
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

  const logInFrom = (address: string, emailOrUsername: string, password: string) =>
    gw.graphql(LOG_IN, { input: { emailOrUsername, password } }, { address });
  const outcome = (result: Awaited<ReturnType<typeof logInFrom>>) =>
    (result.errors?.[0]?.extensions?.code as string | undefined) ?? (result.data!.logIn.__typename as string);

  it('cannot be locked by an attacker failing from many addresses: the owner signs in from their own', async () => {
    const { user, password } = await gw.createMember();
    // Five wrong passwords from each of twelve addresses.
    const outcomes: string[] = [];
    for (let address = 0; address < 12; address++) {
      for (let attempt = 0; attempt < 5; attempt++)
        outcomes.push(outcome(await logInFrom(`198.51.100.${address}`, user.username, 'Wrong#Pass1')));
    }
    // Ten failures put the account under attack (two addresses' five each); from then on each other
    // address is heard once, then held back: twenty guesses out of sixty, and no more per address.
    expect(outcomes.filter((code) => code === 'NotAuthorizedError').length).toBe(20);
    expect(outcomes.filter((code) => code === 'RATE_LIMITED').length).toBe(40);
    expect(outcome(await logInFrom('198.51.100.3', user.username, password))).toBe('RATE_LIMITED');
    // ...but the owner's correct password from an address that has not been failing signs in, by username and by email.
    expect(outcome(await logInFrom('203.0.113.50', user.username, password))).toBe('AuthPayload');
    expect(outcome(await logInFrom('203.0.113.50', user.email, password))).toBe('AuthPayload');
  });

  it('keeps letting in an address that signed in before, even after it mistyped during an attack', async () => {
    const { user, password } = await gw.createMember();
    const home = '203.0.113.60';
    expect(outcome(await logInFrom(home, user.username, password))).toBe('AuthPayload');
    for (let address = 0; address < 12; address++) await logInFrom(`198.51.101.${address}`, user.username, 'Wrong#Pass1');
    expect(outcome(await logInFrom(home, user.username, 'Typo#Pass1'))).toBe('NotAuthorizedError');
    expect(outcome(await logInFrom(home, user.username, password))).toBe('AuthPayload');
  });

  it('slows a single guessing address: after five failures in a row it waits, longer each time, with the seconds to wait', async () => {
    const { user, password } = await gw.createMember();
    const guesser = '198.51.102.1';
    const first = [];
    for (let attempt = 0; attempt < 5; attempt++) first.push(outcome(await logInFrom(guesser, user.username, `Wrong#${attempt}`)));
    expect(first).toEqual(Array(5).fill('NotAuthorizedError'));
    const refused = await logInFrom(guesser, user.username, password);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 60 });
    // Not a lock-out: the owner, elsewhere, signs in.
    expect(outcome(await logInFrom('203.0.113.70', user.username, password))).toBe('AuthPayload');
    // Once the minute is over (its count forgotten here), five more failures make it wait two minutes.
    await gw.services.limits.reset('signInFailuresPerAccountAndAddress', `${user.username}\n${guesser}`);
    for (let attempt = 0; attempt < 5; attempt++) await logInFrom(guesser, user.username, `Wrong#${attempt}`);
    const again = await logInFrom(guesser, user.username, 'Wrong#Pass9');
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 120 });
  });

  it('forgives an address its failures once it signs in', async () => {
    const { user, password } = await gw.createMember();
    const address = '198.51.103.1';
    for (let attempt = 0; attempt < 4; attempt++) await logInFrom(address, user.username, 'Wrong#Pass1');
    expect(outcome(await logInFrom(address, user.username, password))).toBe('AuthPayload');
    const after = [];
    for (let attempt = 0; attempt < 5; attempt++) after.push(outcome(await logInFrom(address, user.username, 'Wrong#Pass1')));
    expect(after).toEqual(Array(5).fill('NotAuthorizedError'));
    expect(outcome(await logInFrom(address, user.username, 'Wrong#Pass1'))).toBe('RATE_LIMITED');
  });

  it('refuses an address failing on many accounts for a day', async () => {
    const address = '198.51.104.1';
    const outcomes: string[] = [];
    // Twenty tries a minute per address: spread the 101 attempts as if over minutes.
    for (let attempt = 0; attempt <= RATE_LIMITS.signInFailuresPerAddress.points; attempt++) {
      if (attempt % 20 === 0) await gw.services.limits.reset('signInPerAddress', address);
      outcomes.push(outcome(await logInFrom(address, `nobody-${attempt}@example.com`, 'Wrong#Pass1')));
    }
    expect(outcomes.slice(0, -1).every((code) => code === 'NotAuthorizedError')).toBe(true);
    const last = await logInFrom(address, 'someone-else@example.com', 'Wrong#Pass1');
    expect(last.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 24 * 60 * 60 });
  });
});

describe('changing the password', () => {
  it('needs 6+ characters, and the current password once the session is not fresh', async () => {
    const { user, token, password } = await gw.signedInMember();
    const short = (await gw.graphql(CHANGE_PASSWORD, { input: { newPassword: 'abc' } }, { token })).data!.changePassword;
    expect(short).toMatchObject({ __typename: 'ValidationError', message: 'New password must be at least 6 characters' });
    const wrong = (await gw.graphql(CHANGE_PASSWORD, { input: { currentPassword: 'nope', newPassword: 'abcdef' } }, { token })).data!
      .changePassword;
    expect(wrong).toMatchObject({ __typename: 'ValidationError', message: 'Current password is incorrect' });
    // A session started an hour ago must confirm the current password.
    await gw.prisma.session.updateMany({ where: { userId: user.id }, data: { createdAt: new Date(Date.now() - 3600_000) } });
    const stale = (await gw.graphql(CHANGE_PASSWORD, { input: { newPassword: 'abcdef' } }, { token })).data!.changePassword;
    expect(stale).toMatchObject({ __typename: 'ValidationError', message: 'Please enter your current password' });
    const ok = (await gw.graphql(CHANGE_PASSWORD, { input: { currentPassword: password, newPassword: 'abcdef' } }, { token })).data!
      .changePassword;
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
    for (const invite of created.invites)
      expect(invite).toMatchObject({ profileType: 'bar', isAdmin: false, code: expect.stringMatching(/^[A-Z0-9]{8}$/) });
    const used = created.invites[0].code;
    await signUpAs(person(used, { firstName: 'Venue', lastName: 'Owner' }));
    const { data } = await gw.graphql(
      `{ invites(first: 20) { totalCount edges { node { code usedBy { firstName } usedAt createdBy { username } } } } }`,
      {},
      { token },
    );
    const usedRow = data!.invites.edges.find((edge: any) => edge.node.code === used).node;
    expect(usedRow.usedBy.firstName).toBe('Venue');
    expect(usedRow.usedAt).toBeTruthy();
  });

  const DAY_MS = 24 * 60 * 60 * 1000;
  const lifetimeDays = (invite: { createdAt: string; expiresAt: string }) =>
    Math.round((Date.parse(invite.expiresAt) - Date.parse(invite.createdAt)) / DAY_MS);
  const CREATE_WITH_DATES = `mutation($input: CreateInvitesInput!) {
    createInvites(input: $input) {
      __typename
      ... on CreateInvitesPayload { invites { code createdAt expiresAt } }
      ... on ValidationError { message fields { path message } }
    }
  }`;

  it('makes codes that last 14 days, or the 1 to 90 days the admin picks for the batch', async () => {
    const { token } = await gw.signedInMember({ profileType: 'admin' });
    const standard = (await gw.graphql(CREATE_WITH_DATES, { input: { profileType: 'user' } }, { token })).data!.createInvites;
    expect(lifetimeDays(standard.invites[0])).toBe(14);
    for (const days of [1, 30, 90]) {
      const batch = (await gw.graphql(CREATE_WITH_DATES, { input: { profileType: 'brand', count: 2, expiresInDays: days } }, { token }))
        .data!.createInvites;
      expect(batch.invites.map(lifetimeDays)).toEqual([days, days]);
    }
    const before = await gw.prisma.invite.count();
    for (const days of [0, -3, 91, 100000]) {
      const refused = (await gw.graphql(CREATE_WITH_DATES, { input: { profileType: 'user', expiresInDays: days } }, { token })).data!
        .createInvites;
      expect(refused).toEqual({
        __typename: 'ValidationError',
        message: 'Invites expire after 1 to 90 days',
        fields: [{ path: 'expiresInDays', message: 'Invites expire after 1 to 90 days' }],
      });
    }
    expect(await gw.prisma.invite.count()).toBe(before);
  });

  // A code is an account: one read through a leaked token would outlive the token (decision 0079).
  it("shows no code to an admin's access token, read or read and write, by the list, node or nodes; the admin's session sees it", async () => {
    const admin = await gw.signedInMember({ profileType: 'admin' });
    const [made] = (
      await gw.graphql(
        `mutation($input: CreateInvitesInput!) { createInvites(input: $input) { ... on CreateInvitesPayload { invites { id code } } } }`,
        { input: { profileType: 'admin' } },
        { token: admin.token },
      )
    ).data!.createInvites.invites;
    const accessToken = async (scope: 'read' | 'read_write') =>
      (
        await gw.graphql(
          `mutation($input: CreateAccessTokenInput!) { createAccessToken(input: $input) { ... on CreateAccessTokenPayload { secret } } }`,
          { input: { name: `Admin script ${scope}`, scope } },
          { token: admin.token },
        )
      ).data!.createAccessToken.secret as string;
    const READS = {
      invites: { query: '{ invites(first: 5) { totalCount edges { node { code isAdmin } } } }', variables: {} },
      node: { query: 'query($id: ID!) { node(id: $id) { ... on Invite { code isAdmin } } }', variables: { id: made.id } },
      nodes: { query: 'query($ids: [ID!]!) { nodes(ids: $ids) { ... on Invite { code isAdmin } } }', variables: { ids: [made.id] } },
    };
    /** Per read: "the code" when the answer holds it anywhere, else its error's code (or what it holds instead). */
    const seenBy = async (token: string) => {
      const seen: Record<string, unknown> = {};
      for (const [name, { query, variables }] of Object.entries(READS)) {
        const response = await gw.graphql(query, variables, { token });
        seen[name] = JSON.stringify(response).includes(made.code) ? 'the code' : (response.errors?.[0]?.extensions?.code ?? response.data);
      }
      return seen;
    };
    const nothing = { invites: 'FORBIDDEN', node: 'FORBIDDEN', nodes: 'FORBIDDEN' };
    expect({
      session: await seenBy(admin.token),
      read: await seenBy(await accessToken('read')),
      read_write: await seenBy(await accessToken('read_write')),
    }).toEqual({ session: { invites: 'the code', node: 'the code', nodes: 'the code' }, read: nothing, read_write: nothing });
  });

  it('refuses non-admins and signed-out callers', async () => {
    const { token } = await gw.signedInMember({ profileType: 'bartender' });
    expect((await gw.graphql(CREATE, { input: { profileType: 'admin' } }, { token })).data!.createInvites).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await gw.graphql(CREATE, { input: { profileType: 'admin' } })).data!.createInvites).toMatchObject({ code: 'UNAUTHENTICATED' });
    const list = await gw.graphql(`{ invites(first: 5) { totalCount } }`, {}, { token });
    expect(list.errors![0].extensions!.code).toBe('FORBIDDEN');
    expect((await gw.graphql(`{ invites(first: 5) { totalCount } }`)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});
