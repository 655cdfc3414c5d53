// Property-based: every mutation's arguments, generated from the introspected input types, with values
// of the right GraphQL type (nasty ones: emoji, RTL marks, NUL, lone surrogates, 10k+ characters, huge
// and negative numbers) and of the wrong type (floats for Int, null for required, unknown keys,
// duplicated keys in the raw JSON). Called by a member allowed to use the mutation, each call must end
// in success or a clear error (never INTERNAL_SERVER_ERROR or a 5xx), a failed call writes nothing, and no
// call stores a number JSON cannot carry (NaN, Infinity).
// Runs are bounded and seeded: a failure prints its seed and path, and replays.
import { randomBytes } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileType } from '../common/constants';
import { generateInviteCode } from '../common/invite-code';
import { newAccessTokenSecret } from './auth/access-tokens';
import { hashPassword } from './auth/password';
import { setupTestGateway, type TestGateway } from './testing/harness';
import { databaseFingerprint, nonFiniteFloats as nonFiniteFloatsOf } from './testing/fingerprint';

let gw: TestGateway;
let passwordHash: string;
const PASSWORD = 'Property-secret-1';
const SEED = 20261121;
const RUNS = Number(process.env.PROPERTY_RUNS ?? 25);

// ---------------------------------------------------------------------------------------------------
// The schema, as introspection tells it
// ---------------------------------------------------------------------------------------------------

interface TypeRef {
  kind: 'NON_NULL' | 'LIST' | 'SCALAR' | 'ENUM' | 'INPUT_OBJECT' | 'OBJECT' | 'UNION' | 'INTERFACE';
  name: string | null;
  ofType: TypeRef | null;
}
interface InputValue {
  name: string;
  type: TypeRef;
}
interface NamedType {
  kind: string;
  name: string;
  inputFields: InputValue[] | null;
  enumValues: Array<{ name: string }> | null;
}

const TYPE_REF = 'type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } }';
let types: Map<string, NamedType>;
let mutations: Map<string, InputValue[]>;

function typeString(type: TypeRef): string {
  if (type.kind === 'NON_NULL') return `${typeString(type.ofType!)}!`;
  if (type.kind === 'LIST') return `[${typeString(type.ofType!)}]`;
  return type.name!;
}

// ---------------------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------------------

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'nul\u0000inside',
  '\uD800',
  'lone \uDC00 low',
  '🍸🧉🍋‍🟩',
  '\u202Eمرحبا بالعالم',
  'שלום \u200F עולם',
  'e\u0301\u0301\u0301',
  '\r\n\t',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'http://example.com/a.png',
  'https://例え.jp/証明書',
  '/uploads/../../etc/passwd',
  '2021-03',
  '2099-12',
  '2024-02-30',
  '2026-12-01',
  '19:30',
  '25:61',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'a'.repeat(10_001),
  '🍸'.repeat(6_000),
  'x '.repeat(20_000),
];

/** Strings: mostly plain words, often something nasty, sometimes arbitrary code points (surrogates included). */
const stringValue = (extra: string[]) =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: fc.constantFrom(
        'Negroni',
        'Gin',
        'Lisbon',
        'A fine bar',
        'bartender',
        'ml',
        'oz',
        'spirit',
        'Syrup',
        'award',
        'Porto',
        'USA',
      ),
    },
    { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRINGS, ...extra) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 200, maxLength: 600 }) },
  );

const intValue = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1790, max: 2040 }) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 10 }) },
  { weight: 1, arbitrary: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }) },
  { weight: 1, arbitrary: fc.constantFrom(-1, 1799, 2031, 100, 101, 2 ** 31 - 1, -(2 ** 31)) },
);
const floatValue = fc.oneof(
  { weight: 3, arbitrary: fc.double({ min: 0, max: 1000, noNaN: true }) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(0, -0, 0.25, 0.3, -1, 1e308, -1e308, Number.MAX_VALUE, -Number.MAX_VALUE, 1e-300, 5e-324, 1_000_000_000),
  },
);

/** A value of a different type than asked for, or one GraphQL cannot coerce. */
const wrongValue = fc.oneof(
  fc.constant(null),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1.5, -0.5, 1e308),
  fc.string({ maxLength: 10 }),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);

interface Pools {
  ids: string[];
  idsByType: Record<string, string[]>;
  strings: string[];
}

/** Which node type an ID argument or field points at, from its name (and, for `id`, the mutation's). */
function idTypeOf(name: string, mutation: string): string | null {
  const byField: Record<string, string> = {
    venue: 'Venue',
    venueId: 'Venue',
    checkInId: 'CheckIn',
    cocktailId: 'Cocktail',
    reportId: 'CocktailReport',
    requestId: 'VerificationRequest',
    workEntryId: 'WorkEntry',
    userId: 'User',
    menuId: 'Menu',
    ingredientId: 'Ingredient',
    ingredientIds: 'Ingredient',
  };
  if (byField[name]) return byField[name];
  if (name !== 'id') return null;
  const types = ['VenueClaim', 'VenueAward', 'WorkEntry', 'Achievement', 'Campaign', 'Event', 'Cocktail', 'Notification', 'AccessToken'];
  if (mutation.includes('PartnerVenue')) return 'Partnership';
  return types.find((type) => mutation.includes(type)) ?? null;
}

const junkIds = [
  '',
  'abc',
  '1',
  '-1',
  encodeGlobalID('Cocktail', '99999999999999999999'),
  encodeGlobalID('Cocktail', '-1'),
  encodeGlobalID('Cocktail', '1e3'),
  encodeGlobalID('User', '0x10'),
  encodeGlobalID('Nope', '1'),
  encodeGlobalID('Event', '2147483648'),
  Buffer.from('WorkEntry:').toString('base64'),
  Buffer.from('\u0000:1').toString('base64'),
  '=====',
];

function idValue(pools: Pools, type: string | null) {
  const aimed = type && pools.idsByType[type]?.length ? pools.idsByType[type] : pools.ids;
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...aimed) },
    { weight: 2, arbitrary: fc.constantFrom(...pools.ids) },
    { weight: 2, arbitrary: fc.constantFrom(...junkIds) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  );
}

function rightValueOf(type: TypeRef, pools: Pools, depth: number, name = '', mutation = ''): fc.Arbitrary<unknown> {
  if (type.kind === 'NON_NULL') return rightValueOf(type.ofType!, pools, depth, name, mutation);
  if (type.kind === 'LIST') {
    const item = rightValueOf(type.ofType!, pools, depth + 1, name, mutation);
    return fc.oneof(
      { weight: 5, arbitrary: fc.array(item, { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.array(item, { minLength: 60, maxLength: 120 }) },
    );
  }
  const named = types.get(type.name!)!;
  switch (named.kind) {
    case 'SCALAR':
      switch (named.name) {
        case 'String':
          return stringValue(pools.strings);
        case 'Int':
          return intValue;
        case 'Float':
          return floatValue;
        case 'Boolean':
          return fc.boolean();
        case 'ID':
          return idValue(pools, idTypeOf(name, mutation));
        default:
          // File travels only in multipart requests: in JSON it can only be something wrong.
          return fc.oneof(
            fc.constant(null),
            fc.string({ maxLength: 10 }),
            fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 })),
          );
      }
    case 'ENUM':
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...named.enumValues!.map((value) => value.name)) },
        { weight: 1, arbitrary: fc.constantFrom('ADMIN', 'nope', '') },
      );
    case 'INPUT_OBJECT':
      return objectOf(named.inputFields!, pools, depth, mutation);
    default:
      throw new Error(`no generator for ${named.kind} ${named.name}`);
  }
}

/** An input object (or an argument list) of right-typed values: required fields present, optional ones sometimes. */
function objectOf(fields: InputValue[], pools: Pools, depth: number, mutation: string): fc.Arbitrary<Record<string, unknown>> {
  // Deep enough for an update's nested input (input → cocktail → its lines → a line's fields).
  if (depth > 5) return fc.constant({});
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const field of fields) {
    model[field.name] = rightValueOf(field.type, pools, depth + 1, field.name, mutation);
    if (field.type.kind === 'NON_NULL') requiredKeys.push(field.name);
  }
  return fc.record(model, { requiredKeys });
}

/** What goes wrong with a well-typed input: one text made nasty, one value of the wrong type, a key dropped, or an unknown key added. */
type Corruption =
  | { kind: 'nasty'; at: number; value: string }
  | { kind: 'wrong'; at: number; value: unknown }
  | { kind: 'drop'; at: number }
  | { kind: 'unknown'; at: number; key: string; value: unknown };

const corruption: fc.Arbitrary<Corruption | null> = fc.oneof(
  { weight: 4, arbitrary: fc.constant(null) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('nasty' as const), at: fc.nat(), value: fc.constantFrom(...NASTY_STRINGS) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('wrong' as const), at: fc.nat(), value: wrongValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('unknown' as const),
      at: fc.nat(),
      key: fc.constantFrom('unknownKey', '__proto__', 'constructor', 'id', 'userId', 'isAdmin', 'creatorId'),
      value: fc.jsonValue({ maxDepth: 1 }),
    }),
  },
);

/** Every place in a value that holds something: [parent, key] pairs, objects and lists alike. */
function slots(value: unknown, out: Array<[Record<string, unknown> | unknown[], string | number]> = []) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      out.push([value, index]);
      slots(item, out);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      out.push([value as Record<string, unknown>, key]);
      slots(item, out);
    }
  }
  return out;
}

function corrupt(variables: Record<string, unknown>, how: Corruption | null): Record<string, unknown> {
  if (!how) return variables;
  const copy = structuredClone(variables);
  const places = slots(copy);
  if (how.kind === 'unknown') {
    const objects = [
      copy,
      ...places
        .map(([parent, key]) => (parent as Record<string | number, unknown>)[key])
        .filter((v) => v && typeof v === 'object' && !Array.isArray(v)),
    ] as Array<Record<string, unknown>>;
    objects[how.at % objects.length][how.key] = how.value;
    return copy;
  }
  if (how.kind === 'nasty') {
    // One text of an otherwise ordinary input, so the nasty value reaches the code past the other checks.
    const texts = places.filter(([parent, key]) => typeof (parent as Record<string | number, unknown>)[key] === 'string');
    if (texts.length) {
      const [parent, key] = texts[how.at % texts.length];
      (parent as Record<string | number, unknown>)[key] = how.value;
    }
    return copy;
  }
  if (!places.length) return copy;
  const [parent, key] = places[how.at % places.length];
  if (how.kind === 'wrong') (parent as Record<string | number, unknown>)[key] = how.value;
  else if (Array.isArray(parent)) parent.splice(key as number, 1);
  else delete parent[key as string];
  return copy;
}

// ---------------------------------------------------------------------------------------------------
// Callers, fixtures, the database
// ---------------------------------------------------------------------------------------------------

/** Who calls each mutation: an account type the authorization matrix lets through. */
const CALLER_OF: Record<string, ProfileType> = {
  createInvites: 'admin',
  setReportStatus: 'admin',
  setMemberBadge: 'admin',
  setMemberVerified: 'admin',
  decideVenueClaim: 'admin',
  decideVerification: 'admin',
  listVenue: 'bar',
  claimVenue: 'bar',
  withdrawVenueClaim: 'bar',
  addVenueAward: 'bar',
  removeVenueAward: 'bar',
  createEvent: 'bar',
  setOpenToWork: 'bartender',
  postGig: 'bar',
  closeGig: 'bar',
  setGigInterest: 'bartender',
  updateEvent: 'bar',
  removeEvent: 'bar',
  createCampaign: 'brand',
  endCampaign: 'brand',
  removeCampaign: 'brand',
  addPartnerVenue: 'brand',
  removePartnerVenue: 'brand',
  createMenu: 'bar',
  updateMenu: 'bar',
  removeMenu: 'bar',
};

/** The mutations of the schema when this was written; a test compares it with introspection. */
const MUTATION_NAMES = [
  'addAchievement',
  'addPartnerVenue',
  'addToShelf',
  'addVenueAward',
  'addWorkEntry',
  'changePassword',
  'checkIn',
  'claimVenue',
  'closeGig',
  'createAccessToken',
  'createCampaign',
  'createCocktail',
  'createCustomIngredient',
  'createEvent',
  'createIngredient',
  'createInvites',
  'createMenu',
  'decideVenueClaim',
  'decideVerification',
  'deleteCheckIn',
  'deleteReview',
  'endCampaign',
  'follow',
  'importCocktails',
  'likeCocktail',
  'listVenue',
  'logIn',
  'logOut',
  'markAllNotificationsRead',
  'markEventGoing',
  'markNotificationRead',
  'muteMember',
  'postGig',
  'previewCocktailImport',
  'removeAchievement',
  'removeCampaign',
  'removeEvent',
  'removeFromShelf',
  'removeMenu',
  'removePartnerVenue',
  'removeVenueAward',
  'removeWorkEntry',
  'reportCocktail',
  'repourCocktail',
  'requestVerification',
  'reviewCocktail',
  'revokeAccessToken',
  'setGigInterest',
  'setMemberBadge',
  'setMemberVerified',
  'setOpenToWork',
  'setReportStatus',
  'signUp',
  'unfollow',
  'unlikeCocktail',
  'unmarkEventGoing',
  'unmuteMember',
  'unrepourCocktail',
  'updateCocktail',
  'updateEvent',
  'updateMenu',
  'updateProfile',
  'updateWorkEntry',
  'uploadAvatar',
  'uploadCocktailPhoto',
  'withdrawGigInterest',
  'withdrawVenueClaim',
];

let serial = 0;
const next = () => `${process.pid}p${++serial}`;

async function member(profileType: ProfileType) {
  const tag = next();
  return gw.prisma.user.create({
    data: {
      email: `prop${tag}@example.com`,
      username: `prop${tag}`,
      firstName: 'Prop',
      lastName: `Erty ${tag}`,
      profileType,
      isAdmin: profileType === 'admin',
      passwordHash,
    },
  });
}

async function venue(ownerId: number | null = null, isVerified = false) {
  const name = `Prop Venue ${next()}`;
  return gw.prisma.venue.create({ data: { name, city: 'Faro', ownerId, isVerified, searchText: `${name.toLowerCase()} faro` } });
}

async function workEntry(userId: number, venueId: number | null, verificationStatus: 'unverified' | 'pending') {
  return gw.prisma.workEntry.create({
    data: {
      userId,
      venueId,
      organizationName: 'Prop Bar',
      position: 'Barback',
      country: 'USA',
      city: 'Reno',
      startDate: '2019-05',
      verificationStatus,
    },
  });
}

/** Objects of the caller (and of others) whose global IDs the generators draw from. */
async function fixturesFor(callerId: number): Promise<Pools> {
  const other = await member('bartender');
  const otherBar = await member('bar');
  const own = await venue(callerId, true);
  const free = await venue();
  const cocktail = await gw.prisma.cocktail.create({
    data: { name: `Prop Sour ${next()}`, nameSearch: `prop sour ${serial}`, creatorId: callerId },
  });
  const achievement = await gw.prisma.achievement.create({ data: { userId: callerId, type: 'award', title: 'Prop Cup' } });
  const award = await gw.prisma.venueAward.create({ data: { venueId: own.id, createdById: callerId, title: 'Prop Award' } });
  const entry = await workEntry(callerId, null, 'unverified');
  const othersEntry = await workEntry(other.id, own.id, 'pending');
  const request = await gw.prisma.verificationRequest.create({
    data: {
      workEntryId: othersEntry.id,
      requesterId: other.id,
      venueId: own.id,
      organizationName: 'Prop Bar',
      organizationType: 'bar',
      country: 'USA',
      city: 'Reno',
      position: 'Barback',
      startDate: '2019-05',
      isCurrent: false,
    },
  });
  const event = await gw.prisma.event.create({ data: { ownerId: callerId, name: 'Prop Night', date: '2030-01-01' } });
  const campaign = await gw.prisma.campaign.create({ data: { brandUserId: callerId, name: 'Prop Campaign' } });
  const partnership = await gw.prisma.partnership.create({ data: { brandUserId: callerId, venueId: free.id } });
  const claim = await gw.prisma.venueClaim.create({ data: { venueId: free.id, claimantId: callerId } });
  const othersClaim = await gw.prisma.venueClaim.create({ data: { venueId: (await venue()).id, claimantId: otherBar.id } });
  const report = await gw.prisma.cocktailReport.create({
    data: { cocktailId: cocktail.id, cocktailName: cocktail.name, reporterId: other.id, message: 'Prop report' },
  });
  const checkIn = await gw.prisma.checkIn.create({ data: { userId: callerId, venueId: free.id } });
  const review = await gw.prisma.cocktailReview.create({ data: { cocktailId: cocktail.id, userId: other.id, rating: 4 } });
  const notification = await gw.prisma.notification.create({
    data: { recipientId: callerId, actorId: other.id, kind: 'follow', subjectId: 0 },
  });
  const othersNotification = await gw.prisma.notification.create({
    data: { recipientId: other.id, actorId: callerId, kind: 'follow', subjectId: 0 },
  });
  const menu = await gw.prisma.menu.create({ data: { ownerId: callerId, name: 'Prop Menu' } });
  const ingredientName = `Prop Bitters ${next()}`;
  const ingredient = await gw.prisma.ingredient.create({ data: { name: ingredientName, nameSearch: ingredientName.toLowerCase() } });
  const { secretHash, hint } = newAccessTokenSecret();
  const accessToken = await gw.prisma.accessToken.create({
    data: { userId: callerId, name: 'Prop script', scope: 'read', secretHash, hint },
  });
  const invites = await Promise.all(
    [0, 1, 2].map(() => gw.prisma.invite.create({ data: { code: generateInviteCode(randomBytes), profileType: 'user' } })),
  );
  const ids = [
    encodeGlobalID('User', other.id),
    encodeGlobalID('User', callerId),
    encodeGlobalID('Venue', own.id),
    encodeGlobalID('Venue', free.id),
    encodeGlobalID('Cocktail', cocktail.id),
    encodeGlobalID('Achievement', achievement.id),
    encodeGlobalID('VenueAward', award.id),
    encodeGlobalID('WorkEntry', entry.id),
    encodeGlobalID('WorkEntry', othersEntry.id),
    encodeGlobalID('VerificationRequest', request.id),
    encodeGlobalID('Event', event.id),
    encodeGlobalID('Campaign', campaign.id),
    encodeGlobalID('Partnership', partnership.id),
    encodeGlobalID('VenueClaim', claim.id),
    encodeGlobalID('VenueClaim', othersClaim.id),
    encodeGlobalID('CocktailReport', report.id),
    encodeGlobalID('CheckIn', checkIn.id),
    encodeGlobalID('CocktailReview', review.id),
    encodeGlobalID('Notification', notification.id),
    encodeGlobalID('Notification', othersNotification.id),
    encodeGlobalID('Menu', menu.id),
    encodeGlobalID('Ingredient', ingredient.id),
    encodeGlobalID('AccessToken', accessToken.id),
  ];
  const caller = await gw.prisma.user.findUniqueOrThrow({ where: { id: callerId } });
  const idsByType: Record<string, string[]> = {};
  for (const id of ids) (idsByType[Buffer.from(id, 'base64').toString().split(':')[0]] ??= []).push(id);
  return {
    ids,
    idsByType,
    strings: [...invites.map((invite) => invite.code), caller.username, caller.email, PASSWORD, 'Sup3r-secret-new'],
  };
}

const fingerprint = () => databaseFingerprint(gw.prisma);

const nonFiniteFloats = () => nonFiniteFloatsOf(gw.prisma);

let addressSerial = 0;
const freshAddress = () => `10.88.${(++addressSerial >> 8) & 255}.${addressSerial & 255}`;

/** Serializes the request body; with `duplicate`, the first argument appears twice in the raw JSON (a junk value first). */
function bodyOf(query: string, variables: Record<string, unknown>, duplicate: boolean): string {
  const entries = Object.entries(variables).map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value ?? null)}`);
  if (duplicate && entries.length) entries.unshift(`${JSON.stringify(Object.keys(variables)[0])}:{"junk":[1,2,3]}`);
  return `{"query":${JSON.stringify(query)},"variables":{${entries.join(',')}}}`;
}

beforeAll(async () => {
  gw = await setupTestGateway();
  passwordHash = await hashPassword(PASSWORD);
  const response = await gw.graphql<{
    __schema: { types: NamedType[]; mutationType: { fields: Array<{ name: string; args: InputValue[] }> } };
  }>(
    `{ __schema {
        types { kind name inputFields { name ${TYPE_REF} } enumValues { name } }
        mutationType { fields { name args { name ${TYPE_REF} } } }
      } }`,
  );
  types = new Map(response.data!.__schema.types.map((type) => [type.name, type]));
  mutations = new Map(response.data!.__schema.mutationType.fields.map((field) => [field.name, field.args]));
});
afterAll(async () => {
  await gw?.close();
});

describe('mutation inputs, generated from the schema', () => {
  it('cover every mutation of the schema', () => {
    expect([...mutations.keys()].sort()).toEqual([...MUTATION_NAMES].sort());
  });

  it.each(MUTATION_NAMES)(
    '%s: any input ends in success or a clear error, and a failure writes nothing',
    { timeout: 300_000 },
    async (name) => {
      const args = mutations.get(name)!;
      const caller = await member(CALLER_OF[name] ?? 'bartender');
      const pools = await fixturesFor(caller.id);
      const declared = args.map((arg) => `$${arg.name}: ${typeString(arg.type)}`).join(', ');
      const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const query = `mutation${declared ? `(${declared})` : ''} { result: ${name}${passed ? `(${passed})` : ''} { __typename ... on Error { message code } ... on ValidationError { fields { path message } } } }`;
      const variables = args.length ? objectOf(args, pools, 0, name) : fc.constant({});

      const stats = { ok: 0, typed: 0, graphql: 0 };
      let last: Record<string, string> | undefined;
      await fc.assert(
        fc.asyncProperty(variables, corruption, fc.nat(4), async (wellTyped, how, dice) => {
          const vars = corrupt(wellTyped, how);
          // A fresh session each run: logOut and changePassword end sessions.
          const token = await gw.tokenFor(caller.id);
          // The state after the previous run (sessions aside, nothing else writes in between).
          const before = (last ??= await fingerprint());
          const response = await gw.app.request('/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress(), authorization: `Bearer ${token}` },
            body: bodyOf(query, vars, dice === 0),
          });
          const text = await response.text();
          expect(response.status, text.slice(0, 500)).toBeLessThan(500);
          const body = JSON.parse(text) as {
            data?: { result?: { __typename: string; message?: string; code?: string } };
            errors?: Array<{ message: string; extensions?: { code?: string } }>;
            error?: string;
          };
          // A body over the server's size limit is refused before GraphQL reads it, in words.
          const tooLarge = response.status === 413;
          if (tooLarge)
            expect(body).toEqual({ errors: [{ message: 'The request is too large.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
          for (const error of body.errors ?? []) {
            expect(error.extensions?.code, error.message).not.toBe('INTERNAL_SERVER_ERROR');
            expect(error.message.length).toBeGreaterThan(0);
          }
          const result = body.data?.result;
          const failed = tooLarge || Boolean(body.errors?.length) || Boolean(result?.code);
          if (result?.code) expect(result.message?.length, JSON.stringify(result)).toBeGreaterThan(0);
          if (!failed) expect(result?.__typename).toMatch(/Payload$/);
          stats[tooLarge || body.errors?.length ? 'graphql' : result?.code ? 'typed' : 'ok'] += 1;
          const after = await fingerprint();
          last = after;
          expect(await nonFiniteFloats(), 'a number no JSON number is was stored').toEqual([]);
          if (failed) {
            const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
            expect(changed, `a failed ${name} wrote to ${changed.join(', ')}: ${JSON.stringify(body).slice(0, 300)}`).toEqual([]);
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      // Some runs must get past GraphQL's own validation into the resolvers, or the property proves little.
      expect(stats.ok + stats.typed, JSON.stringify(stats)).toBeGreaterThan(0);
    },
  );
});

describe('regressions the properties found', () => {
  const CREATE_CAMPAIGN = `mutation($input: CampaignInput!) { createCampaign(input: $input) { __typename ... on Error { message code } ... on ValidationError { fields { path message } } } }`;
  const ADD_WORK_ENTRY = `mutation($input: AddWorkEntryInput!) { addWorkEntry(input: $input) { __typename ... on Error { message code } ... on ValidationError { fields { path message } } } }`;

  it('a NUL character in text is a validation error of its field, not a 500, and nothing is written', async () => {
    const brand = await member('brand');
    const token = await gw.tokenFor(brand.id);
    const before = await fingerprint();
    const campaign = await gw.graphql(CREATE_CAMPAIGN, { input: { name: 'Summer\u0000Launch' } }, { token });
    expect(campaign.data!.createCampaign).toEqual({
      __typename: 'ValidationError',
      message: 'Text cannot contain NUL characters',
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'name', message: 'Text cannot contain NUL characters' }],
    });
    const entry = await gw.graphql(
      ADD_WORK_ENTRY,
      { input: { entry: { organizationName: 'Bar\u0000', position: 'Host', city: 'Reno', startDate: '2020-01' } } },
      { token },
    );
    expect(entry.data!.addWorkEntry).toMatchObject({ __typename: 'ValidationError', fields: [{ path: 'organizationName' }] });
    const search = await gw.graphql(`query($q: String!) { search(query: $q) { cocktails(first: 1) { totalCount } } }`, {
      q: 'ne\u0000groni',
    });
    expect(search.errors?.[0]).toMatchObject({ message: 'Text cannot contain NUL characters', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await fingerprint()).toEqual(before);
    // Other unusual text is stored as it is.
    const emoji = await gw.graphql(CREATE_CAMPAIGN, { input: { name: '\u202E🍸 مرحبا' } }, { token });
    expect(emoji.data!.createCampaign.__typename).toBe('CampaignPayload');
  });

  it('a lone surrogate in text is a validation error of its field, not a 500 nor a silent U+FFFD, and nothing is written', async () => {
    const bartender = await member('bartender');
    const token = await gw.tokenFor(bartender.id);
    const before = await fingerprint();
    const ingredient = await gw.graphql(
      `mutation($name: String!) { createIngredient(input: { name: $name, category: "syrup" }) { __typename ... on Error { message code } ... on ValidationError { fields { path message } } } }`,
      { name: 'Or\uD800geat' },
      { token },
    );
    expect(ingredient.data!.createIngredient).toEqual({
      __typename: 'ValidationError',
      message: 'Text cannot contain unpaired surrogate characters (it is not valid Unicode)',
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'name', message: 'Text cannot contain unpaired surrogate characters (it is not valid Unicode)' }],
    });
    const cocktail = await gw.graphql(
      `mutation($input: CocktailInput!) { createCocktail(input: $input) { __typename ... on ValidationError { fields { path } } } }`,
      {
        input: {
          name: 'Lone Sour',
          ingredients: [
            { ingredient: 'Gin', amount: 30 },
            { ingredient: 'x\uDC00', category: 'syrup', amount: 10 },
          ],
        },
      },
      { token },
    );
    expect(cocktail.data!.createCocktail).toEqual({ __typename: 'ValidationError', fields: [{ path: 'ingredients.1.ingredient' }] });
    const search = await gw.graphql(`query($q: String!) { search(query: $q) { cocktails(first: 1) { totalCount } } }`, { q: 'gin\uD800' });
    expect(search.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(await fingerprint()).toEqual(before);
    // A surrogate pair (an emoji) is ordinary text.
    const emoji = await gw.graphql(
      `mutation($name: String!) { createIngredient(input: { name: $name, category: "syrup" }) { __typename } }`,
      { name: `Syrup \uD83C\uDF78 ${bartender.id}` },
      { token },
    );
    expect(emoji.data!.createIngredient.__typename).toBe('CreateIngredientPayload');
  });

  it('global ids whose number no database id can have point at nothing, without a 500', async () => {
    const bartender = await member('bartender');
    const token = await gw.tokenFor(bartender.id);
    for (const raw of ['Cocktail:2147483648', 'Cocktail:99999999999999999999', 'Cocktail:abc', 'Cocktail:0', 'Cocktail:-5']) {
      const id = Buffer.from(raw).toString('base64');
      const node = await gw.graphql(`query($id: ID!) { node(id: $id) { id } nodes(ids: [$id]) { id } }`, { id }, { token });
      expect(node, raw).toEqual({ data: { node: null, nodes: [null] } });
      const update = await gw.graphql(
        `mutation($id: ID!) { updateCocktail(input: { id: $id, cocktail: { notes: "x" } }) { __typename ... on Error { code } } }`,
        { id },
        { token },
      );
      expect(update.data!.updateCocktail, raw).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    }
    const huge = (type: string) => Buffer.from(`${type}:2147483648`).toString('base64');
    const follow = await gw.graphql(
      `mutation($id: ID!) { follow(input: { userId: $id }) { __typename ... on Error { code } } }`,
      { id: huge('User') },
      { token },
    );
    expect(follow.data!.follow).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    const removal = await gw.graphql(
      `mutation($id: ID!) { removeWorkEntry(input: { id: $id }) { __typename ... on Error { message code } } }`,
      { id: huge('WorkEntry') },
      { token },
    );
    expect(removal.data!.removeWorkEntry).toEqual({ __typename: 'ValidationError', message: 'Not a WorkEntry id', code: 'BAD_USER_INPUT' });
    const report = await gw.graphql(
      `mutation($id: ID!) { reportCocktail(input: { cocktailId: $id, message: "typo" }) { __typename ... on Error { code } } }`,
      { id: huge('Cocktail') },
      { token },
    );
    expect(report.data!.reportCocktail).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
  });
});
