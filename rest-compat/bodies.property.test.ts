// Property-based: every /api route (spec section 7, and the follow routes) with generated path ids, query
// parameters and raw bodies: well-formed JSON with right and wrong types, invalid JSON, arrays and
// scalars instead of objects, duplicated keys, numbers JSON cannot hold, NUL and lone surrogates,
// very long text, lists over the 100 items a list may hold, and bodies sent as another type than JSON.
// Each answer is below 500, is JSON with an `error` text when it fails, and a failed request writes
// nothing, and no request stores a number JSON cannot carry; a body that is not sent as JSON is never
// taken. Seeded and bounded, so a failure replays.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LIST_ITEMS, type ProfileType } from '../common/constants';
import { generateInviteCode } from '../common/invite-code';
import { hashPassword } from '../gateway/auth/password';
import { setupTestGateway, type TestGateway } from '../gateway/testing/harness';
import { databaseFingerprint, nonFiniteFloats as nonFiniteFloatsOf } from '../gateway/testing/fingerprint';
import { statusMisfit } from '../gateway/testing/openapi-check';

let gw: TestGateway;
let passwordHash: string;
const PASSWORD = 'Rest-property-1';
const SEED = 7_211_2026;
const RUNS = Number(process.env.PROPERTY_RUNS ?? 25);

beforeAll(async () => {
  gw = await setupTestGateway();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => {
  await gw?.close();
});

let serial = 0;
const next = () => `${process.pid}r${++serial}`;

async function member(profileType: ProfileType) {
  const tag = next();
  return gw.prisma.user.create({
    data: {
      email: `rest${tag}@example.com`,
      username: `rest${tag}`,
      firstName: 'Rest',
      lastName: `Prop ${tag}`,
      profileType,
      isAdmin: profileType === 'admin',
      passwordHash,
    },
  });
}

let addressSerial = 0;
const freshAddress = () => `10.99.${(++addressSerial >> 8) & 255}.${addressSerial & 255}`;

const fingerprint = () => databaseFingerprint(gw.prisma);

const nonFiniteFloats = () => nonFiniteFloatsOf(gw.prisma);

// ---------------------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------------------

const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '🍸🧉',
  '\u202Eمرحبا',
  "'; drop table users; --",
  '<img src=x onerror=alert(1)>',
  'http://example.com/x.png',
  '/uploads/../../etc/passwd',
  '2021-03',
  '1e400',
  '-1',
  'a'.repeat(10_001),
  '🍸'.repeat(6_000),
];

const text = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.constantFrom(
      'Negroni',
      'Gin',
      'spirit',
      'ml',
      'oz',
      'Lisbon',
      'award',
      'public',
      'resolved',
      'Bartender',
      'Classic',
      'Rocks Glass',
    ),
  },
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

/** A list over the MAX_LIST_ITEMS a list may hold (decision 0027): up to thousands of names. */
const longList = fc
  .integer({ min: MAX_LIST_ITEMS + 1, max: 5_000 })
  .map((length) => Array.from({ length }, (_, index) => `Long list item ${index}`));

/** A JSON value for a field: mostly text, numbers and booleans; sometimes nested lists and objects, or a long list. */
const fieldValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { weight: 6, arbitrary: text },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.integer({ min: 1790, max: 2040 }),
        fc.integer(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(0, -1, 0.25, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_VALUE, -Number.MAX_VALUE, 1e-300),
      ),
    },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
    { weight: 1, arbitrary: longList },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.constantFrom('amount', 'unit', 'ingredient', 'name', 'title', 'year', 'venue', 'x'), tie('value'), {
        maxKeys: 4,
      }),
    },
  ),
})).value;

const LINE_KEYS = ['amount', 'unit', 'ingredient', 'ingredient_name', 'base_name', 'brand', 'order_index', 'category', 'description'];
/** Recipe lines: lists of objects with the line's keys; sometimes more lines than a list may hold. */
const lines = fc.oneof(
  { weight: 6, arbitrary: fc.array(fc.dictionary(fc.constantFrom(...LINE_KEYS), fieldValue, { maxKeys: 6 }), { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: MAX_LIST_ITEMS + 1, max: 200 })
      .map((length) => Array.from({ length }, (_, index) => ({ ingredient: `Gin ${index}`, amount: 1, unit: 'ml' }))),
  },
);

/** Raw bodies that are not a JSON object at all. */
const NOT_OBJECTS = [
  '',
  '{',
  'not json',
  '[]',
  '[{"name":"x"}]',
  'null',
  '"text"',
  '42',
  'true',
  '{"name":"x",}',
  "{'name':'x'}",
  '\uFEFF{}',
  '{"year":1e400}',
  '{"amount":-1e400}',
  '{"name":"\\ud800"}',
  '{"name":"a\\u0000b"}',
];

type Body = { raw: string } | { json: Record<string, unknown>; duplicate: string | null };

/** How a body is sent: as JSON mostly; else as a type a cross-site form or fetch sends without asking (never taken). */
const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8'];
const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...JSON_TYPES) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data', null),
  },
);

/** A body for these field names: a JSON object (sometimes with a key twice in the raw text), or something else entirely. */
function bodyOf(keys: string[]): fc.Arbitrary<Body> {
  const object = fc.dictionary(
    fc.constantFrom(...keys, 'unknown_key', '__proto__', 'constructor', 'is_admin', 'creator_id', 'id'),
    fieldValue,
    { maxKeys: keys.length + 2 },
  );
  const withLines = keys.includes('ingredients')
    ? fc.tuple(object, lines).map(([body, ingredients]) => ({ ...body, ingredients }))
    : object;
  return fc.oneof(
    { weight: 6, arbitrary: fc.record({ json: withLines, duplicate: fc.option(fc.constantFrom(...keys), { nil: null, freq: 4 }) }) },
    { weight: 1, arbitrary: fc.record({ raw: fc.constantFrom(...NOT_OBJECTS) }) },
    { weight: 1, arbitrary: fc.record({ raw: fc.string({ unit: 'binary', maxLength: 50 }) }) },
  );
}

function serialize(body: Body): string {
  if ('raw' in body) return body.raw;
  const entries = Object.entries(body.json).map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`);
  // A key twice: JSON.parse keeps the last, so the junk value goes first and a later one wins.
  if (body.duplicate) entries.unshift(`${JSON.stringify(body.duplicate)}:{"junk":[true,null]}`);
  return `{${entries.join(',')}}`;
}

const QUERY_VALUES = [
  '1',
  '2',
  '20',
  '100',
  '101',
  '0',
  '-1',
  '1.5',
  '1e3',
  '99999999999999999999',
  'true',
  'false',
  'yes',
  'alpha',
  'beta',
  'ne',
  'gin',
  'open',
  'resolved',
  '\u0000',
  '🍸',
  'a'.repeat(10_001),
  ' 3 ',
  '%',
  '２',
];
const queryValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...QUERY_VALUES) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
);

function queryOf(names: string[]): fc.Arbitrary<Record<string, string>> {
  if (!names.length) return fc.constant({});
  return fc.dictionary(fc.constantFrom(...names, 'unknown'), queryValue, { maxKeys: names.length + 1 });
}

const PATH_JUNK = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1e3',
  '1.5',
  'abc',
  '%00',
  '%F0%9F%8D%B8',
  '１',
  `${'9'.repeat(400)}`,
  '%20',
  'photo',
  'reports',
];

// ---------------------------------------------------------------------------------------------------
// The routes
// ---------------------------------------------------------------------------------------------------

interface Fixtures {
  caller: { id: number; username: string; email: string };
  cocktailId: number;
  reportId: number;
  venueId: number;
  otherUserId: number;
  workEntryId: number;
  inviteCode: string;
}

interface Route {
  method: string;
  /** The path with `{name}` placeholders, filled from `ids`. */
  path: string;
  /** The caller's account type; null calls signed out. */
  as: ProfileType | null;
  ids?: (f: Fixtures) => Record<string, number | string>;
  query?: string[];
  body?: string[];
}

const COCKTAIL_KEYS = [
  'name',
  'description',
  'directions',
  'notes',
  'garnish',
  'glassware',
  'glassware_other',
  'classic_era',
  'is_mocktail',
  'type_enum',
  'visibility',
  'photo_url',
  'ingredients',
  'categories',
  'attribution',
  'original_creator',
  'source_link',
  'year',
  'venue',
];

const ROUTES: Route[] = [
  { method: 'GET', path: '/api/invites/validate/{code}', as: null, ids: (f) => ({ code: f.inviteCode }) },
  { method: 'POST', path: '/api/auth/login', as: null, body: ['email', 'password'] },
  { method: 'POST', path: '/api/auth/signup', as: null, body: ['inviteCode', 'firstName', 'lastName', 'email', 'password'] },
  { method: 'GET', path: '/api/auth/me', as: 'user' },
  { method: 'POST', path: '/api/auth/change-password', as: 'user', body: ['currentPassword', 'newPassword'] },
  { method: 'GET', path: '/api/cocktails', as: null, query: ['limit', 'page', 'sort', 'include_ingredients', 'creator_id', 'search'] },
  { method: 'GET', path: '/api/cocktails/{id}', as: null, ids: (f) => ({ id: f.cocktailId }) },
  { method: 'POST', path: '/api/cocktails', as: 'bartender', body: COCKTAIL_KEYS },
  { method: 'PUT', path: '/api/cocktails/{id}', as: 'bartender', ids: (f) => ({ id: f.cocktailId }), body: COCKTAIL_KEYS },
  { method: 'POST', path: '/api/cocktails/photo', as: 'bartender', body: ['photo'] },
  { method: 'POST', path: '/api/cocktails/{id}/report', as: 'user', ids: (f) => ({ id: f.cocktailId }), body: ['message'] },
  { method: 'GET', path: '/api/cocktails/reports', as: 'admin', query: ['status'] },
  { method: 'PATCH', path: '/api/cocktails/reports/{id}/status', as: 'admin', ids: (f) => ({ id: f.reportId }), body: ['status'] },
  { method: 'GET', path: '/api/search', as: null, query: ['q'] },
  { method: 'GET', path: '/api/garnishes', as: null, query: ['search'] },
  { method: 'GET', path: '/api/ingredients', as: null, query: ['search'] },
  { method: 'POST', path: '/api/ingredients', as: 'bartender', body: ['name', 'category', 'description'] },
  { method: 'GET', path: '/api/venues', as: null, query: ['search', 'q', 'page', 'limit'] },
  { method: 'GET', path: '/api/brands', as: null, query: ['search'] },
  { method: 'GET', path: '/api/users/profile', as: 'bartender' },
  {
    method: 'PUT',
    path: '/api/users/profile',
    as: 'bartender',
    body: [
      'first_name',
      'last_name',
      'display_name',
      'bio',
      'location',
      'profile_type',
      'specialties',
      'work_history',
      'avatar_url',
      'hours',
      'favorite_style',
    ],
  },
  { method: 'POST', path: '/api/users/avatar', as: 'bartender', body: ['avatar'] },
  { method: 'GET', path: '/api/users/{id}', as: null, ids: (f) => ({ id: f.otherUserId }) },
  { method: 'GET', path: '/api/users/{id}/connections/counts', as: null, ids: (f) => ({ id: f.otherUserId }) },
  { method: 'GET', path: '/api/users/{id}/{type}', as: null, ids: (f) => ({ id: f.otherUserId, type: 'followers' }), query: ['limit'] },
  { method: 'POST', path: '/api/users/{id}/follow', as: 'user', ids: (f) => ({ id: f.otherUserId }) },
  { method: 'DELETE', path: '/api/users/{id}/follow', as: 'user', ids: (f) => ({ id: f.otherUserId }) },
  {
    method: 'POST',
    path: '/api/verification/request',
    as: 'bartender',
    body: [
      'work_entry_id',
      'workEntryId',
      'organization_name',
      'organization_type',
      'venue_id',
      'position',
      'city',
      'country',
      'region',
      'postal_code',
      'start_date',
      'end_date',
      'is_current',
    ],
  },
  { method: 'GET', path: '/api/achievements/user/{id}', as: null, ids: (f) => ({ id: f.caller.id }) },
  { method: 'POST', path: '/api/achievements/user', as: 'bartender', body: ['type', 'payload'] },
  { method: 'GET', path: '/api/achievements/venue/{id}', as: null, ids: (f) => ({ id: f.venueId }) },
  {
    method: 'POST',
    path: '/api/achievements/venue',
    as: 'bar',
    body: ['venue_id', 'title', 'competition', 'year', 'place', 'certificate_url'],
  },
  { method: 'GET', path: '/api/venues/search/autocomplete', as: null, query: ['q', 'search'] },
];

async function fixturesFor(route: Route): Promise<{ fixtures: Fixtures; token: () => Promise<string | null> }> {
  const caller = await member(route.as ?? 'user');
  const other = await member('bartender');
  const cocktail = await gw.prisma.cocktail.create({
    data: { name: `Rest Sour ${next()}`, nameSearch: `rest sour ${serial}`, creatorId: caller.id },
  });
  const report = await gw.prisma.cocktailReport.create({
    data: { cocktailId: cocktail.id, cocktailName: cocktail.name, reporterId: other.id, message: 'Rest report' },
  });
  const venue = await gw.prisma.venue.create({
    data: {
      name: `Rest Venue ${next()}`,
      city: 'Evora',
      ownerId: route.as === 'bar' ? caller.id : null,
      searchText: `rest venue ${serial} evora`,
    },
  });
  const entry = await gw.prisma.workEntry.create({
    data: { userId: caller.id, organizationName: 'Rest Bar', position: 'Host', country: 'USA', city: 'Reno', startDate: '2018-02' },
  });
  const invite = await gw.prisma.invite.create({ data: { code: generateInviteCode(randomBytes), profileType: 'user' } });
  return {
    fixtures: {
      caller,
      cocktailId: cocktail.id,
      reportId: report.id,
      venueId: venue.id,
      otherUserId: other.id,
      workEntryId: entry.id,
      inviteCode: invite.code,
    },
    token: async () => (route.as ? gw.tokenFor(caller.id) : null),
  };
}

describe('the legacy /api under generated requests', () => {
  it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers below 500, with a JSON error when it fails, and a failure writes nothing',
    { timeout: 300_000 },
    async (_name, route) => {
      const { fixtures, token } = await fixturesFor(route);
      const ids = route.ids?.(fixtures) ?? {};
      const names = Object.keys(ids);
      // Each path parameter: the fixture's own value most of the time, else something that is no id.
      const pathParams = names.length
        ? fc.tuple(
            ...names.map((name) =>
              fc.oneof({ weight: 3, arbitrary: fc.constant(String(ids[name])) }, { weight: 1, arbitrary: fc.constantFrom(...PATH_JUNK) }),
            ),
          )
        : fc.constant([] as string[]);
      const body = route.body ? bodyOf(route.body) : fc.constant(null);
      const sentAs = route.body ? contentType : fc.constant(null);
      const stats = { ok: 0, failed: 0 };
      let last: Record<string, string> | undefined;

      await fc.assert(
        fc.asyncProperty(pathParams, queryOf(route.query ?? []), body, sentAs, async (params, query, requestBody, type) => {
          let path = route.path;
          names.forEach((name, index) => {
            const value = params[index];
            path = path.replace(`{${name}}`, /^%|^\d+$|^[a-z]+$/.test(value) ? value : encodeURIComponent(value));
          });
          const search = new URLSearchParams(query).toString();
          const headers: Record<string, string> = { 'x-forwarded-for': freshAddress() };
          const bearer = await token();
          if (bearer) headers.authorization = `Bearer ${bearer}`;
          if (requestBody && type) headers['content-type'] = type;
          // The state after the previous run (sessions aside, nothing else writes in between).
          const before = (last ??= await fingerprint());
          const response = await gw.app.request(`${path}${search ? `?${search}` : ''}`, {
            method: route.method,
            headers,
            body: requestBody ? serialize(requestBody) : undefined,
          });
          const raw = await response.text();
          expect(response.status, raw.slice(0, 300)).toBeLessThan(500);
          if (requestBody && !JSON_TYPES.includes(type!)) expect(response.status, `sent as ${type}`).toBeGreaterThanOrEqual(400);
          const parsed = JSON.parse(raw) as unknown;
          const after = await fingerprint();
          last = after;
          expect(await nonFiniteFloats(), 'a number no JSON number is was stored').toEqual([]);
          if (response.status >= 400) {
            stats.failed += 1;
            expect(typeof (parsed as { error?: unknown }).error, raw.slice(0, 300)).toBe('string');
            expect((parsed as { error: string }).error.length).toBeGreaterThan(0);
            const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
            expect(changed, `a refused ${route.method} ${path} wrote to ${changed.join(', ')}: ${raw.slice(0, 200)}`).toEqual([]);
          } else {
            stats.ok += 1;
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      // Every route is exercised in both ways where it can be: GET routes without bodies may only succeed.
      expect(stats.ok + stats.failed).toBe(RUNS);
    },
  );
});

describe('regressions the properties found, through /api', () => {
  it('a NUL character in a search or a body is a 400 with the reason, and nothing is written', async () => {
    const bartender = await member('bartender');
    const token = await gw.tokenFor(bartender.id);
    const before = await fingerprint();
    for (const path of [
      '/api/search?q=ne%00groni',
      '/api/garnishes?search=%00',
      '/api/venues?search=po%00',
      '/api/brands?search=%00',
      '/api/cocktails?search=gin%00',
    ]) {
      const response = await gw.rest('GET', path, { address: freshAddress() });
      expect(response, path).toMatchObject({ status: 400, body: { error: 'Text cannot contain NUL characters' } });
    }
    const ingredient = await gw.rest('POST', '/api/ingredients', {
      token,
      address: freshAddress(),
      body: { name: 'Or\u0000geat', category: 'syrup' },
    });
    expect(ingredient).toMatchObject({ status: 400, body: { error: 'Text cannot contain NUL characters', field: 'name' } });
    expect(await fingerprint()).toEqual(before);
  });

  it("a lone surrogate in a new ingredient's name is a 400 naming the field, and nothing is written", async () => {
    const bartender = await member('bartender');
    const token = await gw.tokenFor(bartender.id);
    const before = await fingerprint();
    const response = await gw.rest('POST', '/api/ingredients', {
      token,
      address: freshAddress(),
      body: '{"name":"Or\\ud800geat","category":"syrup"}',
    });
    expect(response).toMatchObject({
      status: 400,
      body: { error: 'Text cannot contain unpaired surrogate characters (it is not valid Unicode)', field: 'name' },
    });
    expect(await fingerprint()).toEqual(before);
  });

  it('a venue_id no database id can have is a 400 naming it, not a 500', async () => {
    const bar = await member('bar');
    const token = await gw.tokenFor(bar.id);
    const response = await gw.rest('POST', '/api/achievements/venue', {
      token,
      address: freshAddress(),
      body: { venue_id: 2147483648, title: 'Best Bar' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Not a Venue id');
  });
});

describe('a request too large for the query limits, through /api', () => {
  it('a body list over 100 items is a 400 naming it, signed out too, and nothing is written', async () => {
    const bartender = await member('bartender');
    const token = await gw.tokenFor(bartender.id);
    const before = await fingerprint();
    const lines = Array.from({ length: 150 }, (_, index) => ({ ingredient: `Gin ${index}`, amount: 1, unit: 'ml' }));
    const signedOut = await gw.rest('POST', '/api/cocktails', { address: freshAddress(), body: { name: 'Long Sour', ingredients: lines } });
    expect(signedOut).toMatchObject({
      status: 400,
      body: { error: `ingredients has 150 items; a list holds at most ${MAX_LIST_ITEMS}.`, field: 'ingredients' },
    });
    const categories = Array.from({ length: 5_000 }, (_, index) => `Category ${index}`);
    const manyCategories = await gw.rest('POST', '/api/cocktails', {
      token,
      address: freshAddress(),
      body: { name: 'Long Sour', categories },
    });
    expect(manyCategories).toMatchObject({
      status: 400,
      body: { error: `categories has 5000 items; a list holds at most ${MAX_LIST_ITEMS}.`, field: 'categories' },
    });
    const specialties = Array.from({ length: MAX_LIST_ITEMS + 1 }, (_, index) => `Specialty ${index}`);
    const profile = await gw.rest('PUT', '/api/users/profile', { token, address: freshAddress(), body: { specialties } });
    expect(profile).toMatchObject({
      status: 400,
      body: { error: `specialties has ${MAX_LIST_ITEMS + 1} items; a list holds at most ${MAX_LIST_ITEMS}.`, field: 'specialties' },
    });
    expect(await fingerprint()).toEqual(before);
  });

  it('a page so deep that reading up to it costs more than a request may is a 400 saying so', async () => {
    const response = await gw.rest('GET', '/api/cocktails?page=20000000&limit=100', { address: freshAddress() });
    expect(response).toMatchObject({
      status: 400,
      body: { error: 'The request asks for more than one answer may hold (a page too far in, or too large). Ask for less.' },
    });
  });
});

describe('a body sent as another type than JSON', () => {
  it('is a 415 naming the type to send, before anything runs: a cross-site form cannot sign in or sign up', async () => {
    const { user, password } = await gw.createMember();
    const invite = await gw.prisma.invite.create({ data: { code: generateInviteCode(randomBytes), profileType: 'user' } });
    const signUp = {
      inviteCode: invite.code,
      firstName: 'Cross',
      lastName: 'Site',
      email: `cross${next()}@example.com`,
      password: PASSWORD,
    };
    const attempts: Array<[string, string, string | null]> = [
      ['/api/auth/login', JSON.stringify({ email: user.email, password }), 'text/plain'],
      ['/api/auth/login', JSON.stringify({ email: user.email, password }), 'text/plain;charset=UTF-8'],
      ['/api/auth/login', new URLSearchParams({ email: user.email, password }).toString(), 'application/x-www-form-urlencoded'],
      ['/api/auth/login', JSON.stringify({ email: user.email, password }), null],
      ['/api/auth/signup', JSON.stringify(signUp), 'text/plain'],
    ];
    const before = await fingerprint();
    for (const [path, body, type] of attempts) {
      const { result: response, statements } = await gw.recordQueries(async () =>
        gw.app.request(path, {
          method: 'POST',
          headers: { 'x-forwarded-for': freshAddress(), ...(type ? { 'content-type': type } : {}) },
          body: new TextEncoder().encode(body),
        }),
      );
      expect(response.status, `${path} as ${type}`).toBe(415);
      expect(response.headers.get('accept')).toBe('application/json');
      expect(await response.json()).toEqual({ error: 'Send the body as JSON, with Content-Type: application/json.' });
      expect(statements, `${path} as ${type}`).toEqual([]);
    }
    expect(await fingerprint()).toEqual(before);
    // The same bodies as JSON, with or without a charset, are taken.
    const login = await gw.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': freshAddress(), 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ email: user.email, password }),
    });
    expect(login.status).toBe(200);
    expect(await gw.rest('POST', '/api/auth/signup', { address: freshAddress(), body: signUp })).toMatchObject({ status: 201 });
  });

  it('is a 415 on every route that takes a JSON body, and /openapi.json lists it there', async () => {
    const bartender = await member('bartender');
    const token = await gw.tokenFor(bartender.id);
    const withJson = ROUTES.filter((route) => route.body && !['/api/cocktails/photo', '/api/users/avatar'].includes(route.path));
    expect(withJson.length).toBeGreaterThanOrEqual(10);
    for (const route of withJson) {
      const path = route.path.replace(/\{\w+\}/g, '1');
      const response = await gw.app.request(path, {
        method: route.method,
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': freshAddress(), 'content-type': 'text/plain' },
        body: '{}',
      });
      expect(response.status, `${route.method} ${route.path}`).toBe(415);
      expect(statusMisfit(route.method, path, 415)).toBeNull();
    }
  });
});
