// Every number a member can send, at the extremes a double holds (±1e308, ±Number.MAX_VALUE, 1e-300, -0,
// and through /api the texts that are no number): through GraphQL and through /api, each is a clear
// validation error naming its field and writes nothing; -0 as an amount is 0. A row written before the
// bounds held (an Infinity amount) reads back without an error. (Issue 19: an amount of 1e308 was
// written as Infinity, then answered 500, and every later read of the cocktail failed.)
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileType } from '../common/constants';
import { setupTestGateway, type TestGateway } from './testing/harness';
import { databaseFingerprint } from './testing/fingerprint';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const EXTREMES: Array<[string, number]> = [
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['Number.MAX_VALUE', Number.MAX_VALUE],
  ['-Number.MAX_VALUE', -Number.MAX_VALUE],
  ['1e-300', 1e-300],
  ['-0', -0],
];

/** A number as raw JSON text: JSON.stringify writes -0 as 0, and -0 is what is tested. */
const rawJson = (value: number) => (Object.is(value, -0) ? '-0' : JSON.stringify(value));

const fingerprint = () => databaseFingerprint(gw.prisma);

let addressSerial = 0;
const freshAddress = () => `10.77.${(++addressSerial >> 8) & 255}.${addressSerial & 255}`;

async function memberOf(profileType: ProfileType) {
  return gw.signedInMember({ profileType });
}

const RESULT = '__typename ... on Error { message code } ... on ValidationError { fields { path message } }';

interface GraphQLCase {
  name: string;
  as: ProfileType;
  type: 'Float' | 'Int';
  /** The field the validation error names. */
  path: string;
  /** The operation, reading $value where the number goes; `setup` gives the other variables. */
  document: string;
  setup?: (member: { user: { id: number } }) => Promise<Record<string, unknown>>;
  /** What -0 is: 0, an accepted amount, or out of bounds. */
  minusZeroAccepted?: boolean;
}

async function ownCocktail(member: { user: { id: number } }) {
  const cocktail = await gw.prisma.cocktail.create({
    data: { name: `Bounds Sour ${member.user.id}`, nameSearch: `bounds sour ${member.user.id}`, creatorId: member.user.id },
  });
  return { id: encodeGlobalID('Cocktail', cocktail.id) };
}

let lastVenueId = 0;
async function ownVenue(member: { user: { id: number } }) {
  const venue = await gw.prisma.venue.create({
    data: { name: `Bounds Bar ${member.user.id}`, city: 'Oslo', ownerId: member.user.id, searchText: `bounds bar ${member.user.id} oslo` },
  });
  lastVenueId = venue.id;
  return { venue: encodeGlobalID('Venue', venue.id) };
}

const GRAPHQL_CASES: GraphQLCase[] = [
  {
    name: 'createCocktail: an ingredient amount',
    as: 'bartender',
    type: 'Float',
    path: 'ingredients.0.amount',
    minusZeroAccepted: true,
    document: `mutation($value: Float) { result: createCocktail(input: { name: "Bounds Fizz", ingredients: [{ ingredient: "Gin", unit: "ml", amount: $value }] }) { ${RESULT} } }`,
  },
  {
    name: 'createCocktail: the attribution year',
    as: 'bartender',
    type: 'Int',
    path: 'attribution.year',
    document: `mutation($value: Int) { result: createCocktail(input: { name: "Bounds Fizz", ingredients: [{ ingredient: "Gin", amount: 30 }], attribution: { year: $value } }) { ${RESULT} } }`,
  },
  {
    name: 'updateCocktail: an ingredient amount',
    as: 'bartender',
    type: 'Float',
    path: 'ingredients.0.amount',
    minusZeroAccepted: true,
    setup: ownCocktail,
    document: `mutation($id: ID!, $value: Float) { result: updateCocktail(input: { id: $id, cocktail: { ingredients: [{ ingredient: "Gin", unit: "oz", amount: $value }] } }) { ${RESULT} } }`,
  },
  {
    name: 'updateCocktail: the attribution year',
    as: 'bartender',
    type: 'Int',
    path: 'attribution.year',
    setup: ownCocktail,
    document: `mutation($id: ID!, $value: Int) { result: updateCocktail(input: { id: $id, cocktail: { attribution: { year: $value } } }) { ${RESULT} } }`,
  },
  {
    name: 'createCustomIngredient: the yield amount',
    as: 'bartender',
    type: 'Float',
    path: 'yieldAmount',
    document: `mutation($value: Float) { result: createCustomIngredient(input: { name: "Bounds Syrup", category: "Syrup", yieldAmount: $value }) { ${RESULT} } }`,
  },
  {
    name: 'createCustomIngredient: a component amount',
    as: 'bartender',
    type: 'Float',
    path: 'components.0.amount',
    minusZeroAccepted: true,
    document: `mutation($value: Float) { result: createCustomIngredient(input: { name: "Bounds Syrup", category: "Syrup", yieldAmount: 16, components: [{ ingredient: "Honey", amount: $value }] }) { ${RESULT} } }`,
  },
  {
    name: 'addAchievement: the year',
    as: 'bartender',
    type: 'Int',
    path: 'year',
    document: `mutation($value: Int) { result: addAchievement(input: { type: award, title: "Bounds Cup", year: $value }) { ${RESULT} } }`,
  },
  {
    name: 'addVenueAward: the year',
    as: 'bar',
    type: 'Int',
    path: 'year',
    setup: ownVenue,
    document: `mutation($venue: ID, $value: Int) { result: addVenueAward(input: { venue: $venue, title: "Bounds Award", year: $value }) { ${RESULT} } }`,
  },
  {
    name: 'createInvites: the count',
    as: 'admin',
    type: 'Int',
    path: 'count',
    document: `mutation($value: Int) { result: createInvites(input: { profileType: user, count: $value }) { ${RESULT} } }`,
  },
];

async function graphqlRaw(document: string, variables: Record<string, unknown>, value: number, token: string) {
  const others = Object.entries(variables).map(([key, item]) => `${JSON.stringify(key)}:${JSON.stringify(item)}`);
  const body = `{"query":${JSON.stringify(document)},"variables":{${[...others, `"value":${rawJson(value)}`].join(',')}}}`;
  const response = await gw.app.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress(), authorization: `Bearer ${token}` },
    body,
  });
  const text = await response.text();
  expect(response.status, text.slice(0, 300)).toBeLessThan(500);
  return JSON.parse(text) as {
    data?: { result?: { __typename: string; message?: string; code?: string; fields?: Array<{ path: string; message: string }> } } | null;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
}

describe('every numeric input of the GraphQL API, at the extremes', () => {
  it.each(GRAPHQL_CASES.map((testCase) => [testCase.name, testCase] as const))(
    '%s: a clear validation error naming the field, and nothing written',
    async (_name, testCase) => {
      const member = await memberOf(testCase.as);
      const variables = (await testCase.setup?.(member)) ?? {};
      for (const [label, value] of EXTREMES) {
        const before = await fingerprint();
        const body = await graphqlRaw(testCase.document, variables, value, member.token);
        const result = body.data?.result;
        if (Object.is(value, -0) && testCase.minusZeroAccepted) {
          expect(result?.__typename, `${label}: ${JSON.stringify(body)}`).toMatch(/Payload$/);
          continue;
        }
        if (body.errors?.length) {
          // An Int argument that is no 32-bit integer: GraphQL's own coercion refuses it, naming the variable.
          expect(testCase.type, `${label}: ${JSON.stringify(body)}`).toBe('Int');
          expect(body.errors[0].message, label).toMatch(/^Variable "\$value" got invalid value .*Int cannot represent/);
          expect(body.errors[0].extensions?.code, label).not.toBe('INTERNAL_SERVER_ERROR');
        } else {
          expect(result, `${label}: ${JSON.stringify(body)}`).toMatchObject({ __typename: 'ValidationError', code: 'BAD_USER_INPUT' });
          expect(result!.fields?.[0]?.path, label).toBe(testCase.path);
          expect(result!.fields?.[0]?.message.length, label).toBeGreaterThan(0);
        }
        expect(await fingerprint(), `${testCase.name} with ${label} wrote something`).toEqual(before);
      }
    },
  );

  it('an amount of -0 is stored as 0, never as -0', async () => {
    const member = await memberOf('bartender');
    const body = await graphqlRaw(GRAPHQL_CASES[0].document.replace('Bounds Fizz', 'Bounds Zero'), {}, -0, member.token);
    expect(body.data?.result?.__typename).toBe('CocktailPayload');
    const [row] = await gw.prisma.$queryRawUnsafe<Array<{ amount: string }>>(
      `select l.amount::text as amount from cocktail_ingredients l join cocktails c on c.id = l.cocktail_id where c.name = 'Bounds Zero'`,
    );
    expect(row.amount).toBe('0');
  });

  it('page sizes and offsets at the extremes answer a clear error or a page, never an internal error', async () => {
    const member = await memberOf('user');
    const documents = [
      'query($value: Int) { result: cocktails(first: $value) { totalCount } }',
      'query($value: Int) { result: cocktails(first: 5, offset: $value) { totalCount edges { node { id } } } }',
      'query($value: Int) { result: venues(first: $value) { totalCount } }',
      'query($value: Int) { result: venues(first: 5, offset: $value) { edges { node { id } } } }',
      `query($value: Int) { result: cocktail(databaseId: $value) { id } }`,
    ];
    for (const document of documents) {
      for (const [label, value] of [...EXTREMES, ['2^31 - 1', 2 ** 31 - 1] as [string, number]]) {
        const body = await graphqlRaw(document, {}, value, member.token);
        for (const error of body.errors ?? []) {
          // GraphQL's coercion of the variable, the schema's own refusal, or the price of a deep offset
          // (the rows it skips): never an internal error.
          expect(error.extensions?.code, `${document} with ${label}: ${error.message}`).not.toBe('INTERNAL_SERVER_ERROR');
          expect(error.message, `${document} with ${label}`).toMatch(/\$value|first|offset|databaseId|more than|Query Cost limit/);
        }
      }
    }
  });
});

describe('dated records: the years of typed dates are bounded too', () => {
  it('a work entry, an event and a campaign refuse years like 0000 and 9999', async () => {
    const bartender = await memberOf('bartender');
    const bar = await memberOf('bar');
    const brand = await memberOf('brand');
    const before = await fingerprint();
    const work = await gw.graphql(
      `mutation($input: AddWorkEntryInput!) { result: addWorkEntry(input: $input) { ${RESULT} } }`,
      { input: { entry: { organizationName: 'Bounds Bar', position: 'Host', city: 'Reno', startDate: '0000-01' } } },
      { token: bartender.token, address: freshAddress() },
    );
    expect(work.data!.result).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ path: 'startDate', message: 'Use a month from 1900 to 2100' }],
    });
    const ended = await gw.graphql(
      `mutation($input: AddWorkEntryInput!) { result: addWorkEntry(input: $input) { ${RESULT} } }`,
      { input: { entry: { organizationName: 'Bounds Bar', position: 'Host', city: 'Reno', startDate: '2020-01', endDate: '9999-12' } } },
      { token: bartender.token, address: freshAddress() },
    );
    expect(ended.data!.result).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ path: 'endDate', message: 'Use a month from 1900 to 2100' }],
    });
    const event = await gw.graphql(
      `mutation { result: createEvent(input: { name: "Bounds Night", date: "0001-01-01" }) { ${RESULT} } }`,
      {},
      { token: bar.token, address: freshAddress() },
    );
    expect(event.data!.result).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ path: 'date', message: 'Use a date from 1900 to 2100' }],
    });
    const campaign = await gw.graphql(
      `mutation { result: createCampaign(input: { name: "Bounds Launch", endsOn: "9999-12-31" }) { ${RESULT} } }`,
      {},
      { token: brand.token, address: freshAddress() },
    );
    expect(campaign.data!.result).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ path: 'endsOn', message: 'Use a date from 1900 to 2100' }],
    });
    expect(await fingerprint()).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------------
// The legacy /api
// ---------------------------------------------------------------------------------------------------

/** What JSON can say that is no number a double holds, or no number at all, in a number's place. */
const NOT_NUMBERS: Array<[string, string]> = [
  ['"NaN"', '"NaN"'],
  ['"Infinity"', '"Infinity"'],
  ['"-Infinity"', '"-Infinity"'],
  ['"1e308"', '"1e308"'],
  ['400 digits', `"1${'0'.repeat(400)}"`],
  ['1e400', '1e400'],
  ['"0x10"', '"0x10"'],
];

interface RestCase {
  name: string;
  as: ProfileType;
  method: string;
  path: (member: { user: { id: number } }) => Promise<string>;
  /** The body with RAW where the number goes. */
  body: string;
  /** A pattern of the field the 400 names. */
  field: RegExp;
  minusZeroAccepted?: boolean;
}

const REST_CASES: RestCase[] = [
  {
    name: 'POST /api/cocktails: an ingredient amount',
    as: 'bartender',
    method: 'POST',
    path: async () => '/api/cocktails',
    body: '{"name":"Bounds Rest Fizz","ingredients":[{"amount":RAW,"unit":"ml","ingredient":"Gin"}]}',
    field: /^ingredients\.0\.amount$/,
    minusZeroAccepted: true,
  },
  {
    name: 'POST /api/cocktails: the year',
    as: 'bartender',
    method: 'POST',
    path: async () => '/api/cocktails',
    body: '{"name":"Bounds Rest Fizz","ingredients":[{"amount":30,"ingredient":"Gin"}],"attribution":{"year":RAW}}',
    field: /year$/,
  },
  {
    name: 'PUT /api/cocktails/{id}: an ingredient amount',
    as: 'bartender',
    method: 'PUT',
    path: async (member) => {
      const cocktail = await gw.prisma.cocktail.create({
        data: { name: `Bounds Put ${member.user.id}`, nameSearch: `bounds put ${member.user.id}`, creatorId: member.user.id },
      });
      return `/api/cocktails/${cocktail.id}`;
    },
    body: '{"ingredients":[{"amount":RAW,"unit":"oz","ingredient":"Gin"}]}',
    field: /^ingredients\.0\.amount$/,
    minusZeroAccepted: true,
  },
  {
    name: 'POST /api/achievements/user: the year',
    as: 'bartender',
    method: 'POST',
    path: async () => '/api/achievements/user',
    body: '{"type":"award","payload":{"title":"Bounds Cup","year":RAW}}',
    field: /year$/,
  },
  {
    name: 'POST /api/achievements/venue: the year',
    as: 'bar',
    method: 'POST',
    path: async (member) => {
      await ownVenue(member);
      return '/api/achievements/venue';
    },
    body: '{"title":"Bounds Award","venue_id":VENUE_ID,"year":RAW}',
    field: /year$/,
  },
  {
    name: 'POST /api/achievements/venue: the venue id',
    as: 'bar',
    method: 'POST',
    path: async (member) => {
      await ownVenue(member);
      return '/api/achievements/venue';
    },
    body: '{"title":"Bounds Award","venue_id":RAW}',
    field: /venue/,
  },
];

describe('every numeric input of the legacy /api, at the extremes', () => {
  it.each(REST_CASES.map((testCase) => [testCase.name, testCase] as const))(
    '%s: a 400 naming the field, and nothing written',
    async (_name, testCase) => {
      const member = await memberOf(testCase.as);
      const path = await testCase.path(member);
      const values: Array<[string, string, boolean]> = [
        ...EXTREMES.map(([label, value]): [string, string, boolean] => [label, rawJson(value), Object.is(value, -0)]),
        ...NOT_NUMBERS.map(([label, raw]): [string, string, boolean] => [label, raw, false]),
      ];
      for (const [label, raw, minusZero] of values) {
        const before = await fingerprint();
        const response = await gw.rest(testCase.method, path, {
          token: member.token,
          address: freshAddress(),
          body: testCase.body.replace('VENUE_ID', String(lastVenueId)).replace('RAW', raw),
        });
        if (minusZero && testCase.minusZeroAccepted) {
          expect(response.status, `${label}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
          continue;
        }
        expect(response.status, `${label}: ${JSON.stringify(response.body)}`).toBe(400);
        expect(typeof response.body.error, label).toBe('string');
        expect(response.body.error.length, label).toBeGreaterThan(0);
        if (response.body.field !== undefined || testCase.field)
          expect(response.body.field, `${label}: ${response.body.error}`).toMatch(testCase.field);
        expect(await fingerprint(), `${testCase.name} with ${label} wrote something`).toEqual(before);
      }
    },
  );

  it('POST /api/cocktails with an amount of 1e308 is a 400 and writes no cocktail (it was a 500 after writing one)', async () => {
    const member = await memberOf('bartender');
    const response = await gw.rest('POST', '/api/cocktails', {
      token: member.token,
      address: freshAddress(),
      body: '{"name":"Bounds Overflow","ingredients":[{"amount":1e308,"unit":"ml","ingredient":"Gin"}]}',
    });
    expect(response).toMatchObject({ status: 400, body: { error: 'Amounts must be at most 10,000', field: 'ingredients.0.amount' } });
    expect(await gw.prisma.cocktail.count({ where: { name: 'Bounds Overflow' } })).toBe(0);
  });

  it('page numbers and sizes at the extremes answer a page or a 400, never a 500', async () => {
    const member = await memberOf('user');
    const paths = [
      '/api/cocktails?limit=VALUE',
      '/api/cocktails?page=VALUE&limit=10',
      '/api/cocktails?creator_id=VALUE&limit=1',
      '/api/venues?page=VALUE',
      '/api/venues?limit=VALUE',
      `/api/users/${member.user.id}/followers?limit=VALUE`,
    ];
    const values = ['1e308', '-1e308', String(Number.MAX_VALUE), '1e-300', '-0', 'NaN', 'Infinity', `1${'0'.repeat(400)}`, '2147483648'];
    for (const path of paths) {
      for (const value of values) {
        const response = await gw.rest('GET', path.replace('VALUE', encodeURIComponent(value)), { address: freshAddress() });
        expect(response.status, `${path} with ${value}: ${JSON.stringify(response.body).slice(0, 200)}`).toBeLessThan(500);
        if (response.status >= 400) expect(response.status, `${path} with ${value}`).toBe(400);
      }
    }
  });
});

describe('a row written before the bounds held', () => {
  it('reads back through GraphQL and /api, its impossible amount as null, instead of failing every read', async () => {
    const member = await memberOf('bartender');
    const created = await gw.rest('POST', '/api/cocktails', {
      token: member.token,
      address: freshAddress(),
      body: { name: 'Bounds Legacy Infinity', ingredients: [{ amount: 30, unit: 'ml', ingredient: 'Gin' }] },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    await gw.prisma.$executeRawUnsafe(`update cocktail_ingredients set amount = 'Infinity' where cocktail_id = ${id}`);

    const detail = await gw.rest('GET', `/api/cocktails/${id}`, { address: freshAddress() });
    expect(detail.status).toBe(200);
    expect(detail.body.ingredients[0]).toMatchObject({ amount: null });
    const list = await gw.rest('GET', '/api/cocktails?limit=100&include_ingredients=true&search=bounds%20legacy', {
      address: freshAddress(),
    });
    expect(list.status).toBe(200);
    const graphql = await gw.graphql(`query($id: Int!) { cocktail(databaseId: $id) { ingredients { amount } } }`, { id });
    expect(graphql).toEqual({ data: { cocktail: { ingredients: [{ amount: null }] } } });
  });
});
