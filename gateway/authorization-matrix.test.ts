// The authorization matrix (docs/decisions/0023-authorization-matrix.md): every mutation of the schema,
// and every read that is not public, called by every kind of caller against objects made for the call.
// The tables below are the rules; a mutation or root query field the tables do not name fails the suite,
// so whoever adds one has to say who may use it.
import { randomBytes } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileType } from '../common/constants';
import { generateInviteCode } from '../common/invite-code';
import { newAccessTokenSecret } from './auth/access-tokens';
import { hashPassword } from './auth/password';
import { memberKey, type RateLimitName } from './rate-limit';
import { setupTestGateway, type GraphQLResponse, type TestGateway } from './testing/harness';
import type { User } from './generated/prisma/client';
import { databaseFingerprint } from './testing/fingerprint';
import { refreshWeeklyTop10 } from './domain/weekly-top10';
import { encodeFeedCursor } from './domain/feed';

let gw: TestGateway;
let passwordHash: string;
const PASSWORD = 'Matrix-secret-1';

beforeAll(async () => {
  gw = await setupTestGateway();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => {
  await gw?.close();
});

// ---------------------------------------------------------------------------------------------------
// Callers and helpers
// ---------------------------------------------------------------------------------------------------

/** Who calls: signed out, a fresh member of each account type, an admin, the target's owner, and another member of the owner's type. */
const CALLERS = ['anonymous', 'user', 'bartender', 'bar', 'brand', 'admin', 'owner', 'other'] as const;
type Caller = (typeof CALLERS)[number] | 'venue';
/** ok, a typed or GraphQL error's code, or BAD_USER_INPUT for a refused input. */
type Outcome = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT';

interface Member {
  user: User;
  token: string;
}

let serial = 0;
const next = () => `${process.pid}x${++serial}`;

/** A member made straight in the database (one password hash for all: hashing per member is slow). */
async function member(profileType: ProfileType, isAdmin = profileType === 'admin'): Promise<Member> {
  const tag = next();
  const user = await gw.prisma.user.create({
    data: {
      email: `matrix${tag}@example.com`,
      username: `matrix${tag}`,
      firstName: 'Matrix',
      lastName: `Member ${tag}`,
      profileType,
      isAdmin,
      passwordHash,
    },
  });
  return { user, token: await gw.tokenFor(user.id) };
}

/** A personal access token of the member (decision 0079), made as createAccessToken makes one. */
async function accessTokenOf(userId: number, scope: 'read' | 'read_write'): Promise<{ id: number; secret: string }> {
  const { secret, secretHash, hint } = newAccessTokenSecret();
  const token = await gw.prisma.accessToken.create({ data: { userId, name: `Matrix ${next()}`, scope, secretHash, hint } });
  return { id: token.id, secret };
}

/** Every caller gets a client address of its own, so no per-address limit counts calls of different tests together. */
let addressSerial = 0;
function freshAddress(): string {
  addressSerial += 1;
  return `10.77.${(addressSerial >> 8) & 255}.${addressSerial & 255}`;
}

const fingerprint = () => databaseFingerprint(gw.prisma);

const png = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#7a2e1d' } })
    .png()
    .toBuffer();

interface MutationField {
  name: string;
  args: Array<{ name: string; type: string }>;
  /** Where the call's files go among its variables: `input.photo` for a File field of its input. */
  files: string[];
}

function typeString(type: { kind: string; name: string | null; ofType: any }): string {
  if (type.kind === 'NON_NULL') return `${typeString(type.ofType)}!`;
  if (type.kind === 'LIST') return `[${typeString(type.ofType)}]`;
  return type.name!;
}

const TYPE_REF = 'type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } }';

async function mutationFields(): Promise<MutationField[]> {
  const response = await gw.graphql<{
    __schema: {
      mutationType: { fields: Array<{ name: string; args: Array<{ name: string; type: any }> }> };
      types: Array<{ name: string; inputFields: Array<{ name: string; type: any }> | null }>;
    };
  }>(`{ __schema { mutationType { fields { name args { name ${TYPE_REF} } } } types { name inputFields { name ${TYPE_REF} } } } }`);
  const { mutationType, types } = response.data!.__schema;
  const inputFields = new Map(types.map((type) => [type.name, type.inputFields ?? []]));
  const bare = (type: string) => type.replace(/[[\]!]/g, '');
  return mutationType.fields.map((field) => {
    const args = field.args.map((arg) => ({ name: arg.name, type: typeString(arg.type) }));
    const files = args.flatMap((arg) =>
      bare(arg.type) === 'File'
        ? [arg.name]
        : (inputFields.get(bare(arg.type)) ?? [])
            .filter((input) => bare(typeString(input.type)) === 'File')
            .map((input) => `${arg.name}.${input.name}`),
    );
    return { name: field.name, args, files };
  });
}

/** The mutation as a document that asks only for the result's type and, on failure, its code. */
function documentOf(field: MutationField): string {
  const declared = field.args.map((arg) => `$${arg.name}: ${arg.type}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `mutation${declared ? `(${declared})` : ''} { result: ${field.name}${passed ? `(${passed})` : ''} { __typename ... on Error { message code } } }`;
}

async function call(field: MutationField, variables: Record<string, unknown>, token: string | null): Promise<GraphQLResponse> {
  return (await send(field, variables, token, freshAddress())).json() as Promise<GraphQLResponse>;
}

/** What a mutation uploads where an image will not do: a recipe file for the imports (decision 0074). */
const UPLOADS: Record<string, () => File> = {
  previewCocktailImport: () => recipeFile(),
  importCocktails: () => recipeFile(),
};

function recipeFile(): File {
  const cocktails = [{ name: `Matrix Import ${next()}`, ingredients: [{ amount: 30, unit: 'ml', ingredient: 'Gin' }] }];
  return new File([JSON.stringify({ format: 'repour.cocktails', version: 1, cocktails })], 'cocktails.json', { type: 'application/json' });
}

/** The mutation as an HTTP request from `address` (its status and headers are the write limit's test's). */
async function send(field: MutationField, variables: Record<string, unknown>, token: string | null, address: string): Promise<Response> {
  const { files } = field;
  const headers = { 'x-forwarded-for': address, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  if (!files.length)
    return gw.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: documentOf(field), variables }),
    });
  // File arguments travel as a multipart request (graphql-multipart-request-spec).
  const form = new FormData();
  const withFiles: Record<string, any> = structuredClone(variables);
  for (const path of files) {
    const [first, second] = path.split('.');
    if (second) withFiles[first] = { ...withFiles[first], [second]: null };
    else withFiles[first] = null;
  }
  form.append('operations', JSON.stringify({ query: documentOf(field), variables: withFiles }));
  form.append('map', JSON.stringify(Object.fromEntries(files.map((path, index) => [String(index), [`variables.${path}`]]))));
  for (const [index] of files.entries())
    form.append(String(index), UPLOADS[field.name]?.() ?? new File([new Uint8Array(await png())], 'matrix.png', { type: 'image/png' }));
  return gw.app.request('/graphql', { method: 'POST', headers: { 'graphql-require-preflight': '1', ...headers }, body: form });
}

function outcomeOf(response: GraphQLResponse): string {
  if (response.errors?.length) return String(response.errors[0].extensions?.code ?? `error: ${response.errors[0].message}`);
  const result = response.data?.result as { __typename: string; code?: string } | undefined;
  if (!result) return 'no data';
  return result.code ?? 'ok';
}

// ---------------------------------------------------------------------------------------------------
// Arranging targets
// ---------------------------------------------------------------------------------------------------

const gid = (type: string, id: number) => encodeGlobalID(type, id);
const today = () => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

async function venue(ownerId: number | null = null, isVerified = false) {
  const name = `Matrix Venue ${next()}`;
  return gw.prisma.venue.create({ data: { name, city: 'Porto', ownerId, isVerified, searchText: `${name.toLowerCase()} porto` } });
}

async function cocktail(creatorId: number, visibility: 'public' | 'private' = 'public') {
  const name = `Matrix Sour ${next()}`;
  return gw.prisma.cocktail.create({ data: { name, nameSearch: name.toLowerCase(), creatorId, visibility } });
}

async function workEntry(userId: number, venueId: number | null = null, verificationStatus: 'unverified' | 'pending' = 'unverified') {
  return gw.prisma.workEntry.create({
    data: {
      userId,
      venueId,
      organizationName: 'Matrix Bar',
      position: 'Bartender',
      country: 'USA',
      city: 'Austin',
      startDate: '2020-01',
      verificationStatus,
    },
  });
}

/** A pending request of the entry, sent to the venue it names. */
async function verificationRequest(entry: Awaited<ReturnType<typeof workEntry>>) {
  const { id, userId, venueId, organizationName, organizationType, country, city, position, startDate, current } = entry;
  return gw.prisma.verificationRequest.create({
    data: {
      workEntryId: id,
      requesterId: userId,
      venueId,
      organizationName,
      organizationType,
      country,
      city,
      position,
      startDate,
      isCurrent: current,
    },
  });
}

/** A notification to `recipientId`, from a member made for it (someone followed them). */
async function notification(recipientId: number) {
  const actor = await member('user');
  return gw.prisma.notification.create({ data: { recipientId, actorId: actor.user.id, kind: 'follow', subjectId: 0 } });
}

/** An open gig posted by `posterId`, starting in ten days. */
async function gig(posterId: number) {
  const starts = new Date(Date.now() + 10 * 86_400_000);
  return gw.prisma.gig.create({
    data: {
      posterId,
      title: `Matrix Shift ${next()}`,
      role: 'bartender',
      startsOn: starts,
      closesOn: starts,
      payText: '£15/hour',
      city: 'London',
      cityKey: 'london',
      description: 'A Saturday shift.',
    },
  });
}
const workEntryInput = () => ({ organizationName: `Matrix Org ${next()}`, position: 'Bartender', city: 'Austin', startDate: '2021-03' });

// ---------------------------------------------------------------------------------------------------
// The mutation matrix
// ---------------------------------------------------------------------------------------------------

interface Row {
  /** The target belongs to a member of this type (then "owner" and "other" callers take part). */
  owner?: ProfileType;
  /** Makes the target (for each call afresh) and returns the call's variables; may name extra callers. */
  arrange: (owner: Member | null) => Promise<{ variables: Record<string, unknown>; extra?: Partial<Record<Caller, Member>> }>;
  /** Who succeeds. Everyone else is refused: UNAUTHENTICATED when signed out, else `refused`. */
  may: readonly Caller[];
  /** How a signed-in caller who may not is refused: FORBIDDEN, or NOT_FOUND where others' objects are hidden. */
  refused?: 'FORBIDDEN' | 'NOT_FOUND';
  /** Callers whose outcome is neither of the above. */
  except?: Partial<Record<Caller, Outcome>>;
}

const SIGNED_IN: Caller[] = ['user', 'bartender', 'bar', 'brand', 'admin', 'owner', 'other'];
const EVERYONE: Caller[] = ['anonymous', ...SIGNED_IN];

export const MUTATIONS: Record<string, Row> = {
  // Sessions and invites
  signUp: {
    arrange: async () => {
      const invite = await gw.prisma.invite.create({ data: { code: generateInviteCode(randomBytes), profileType: 'user' } });
      return {
        variables: {
          input: {
            inviteCode: invite.code,
            firstName: 'New',
            lastName: 'Joiner',
            email: `joiner${next()}@example.com`,
            password: 'Joiner-secret-1',
          },
        },
      };
    },
    may: EVERYONE,
  },
  logIn: {
    owner: 'user',
    arrange: async (owner) => ({ variables: { input: { emailOrUsername: owner!.user.username, password: PASSWORD } } }),
    may: EVERYONE,
  },
  logOut: { arrange: async () => ({ variables: {} }), may: SIGNED_IN },
  changePassword: { arrange: async () => ({ variables: { input: { newPassword: 'Changed-secret-2' } } }), may: SIGNED_IN },
  createInvites: { arrange: async () => ({ variables: { input: { profileType: 'bartender', count: 1 } } }), may: ['admin'] },

  // Personal access tokens (decision 0079): a member makes their own; revokes their own, an admin anyone's.
  createAccessToken: {
    arrange: async () => ({ variables: { input: { name: `Matrix script ${next()}`, scope: 'read', expiresInDays: 30 } } }),
    may: SIGNED_IN,
  },
  revokeAccessToken: {
    owner: 'user',
    arrange: async (owner) => ({ variables: { input: { id: gid('AccessToken', (await accessTokenOf(owner!.user.id, 'read')).id) } } }),
    may: ['owner', 'admin'],
    refused: 'NOT_FOUND',
  },

  // Profile
  updateProfile: { arrange: async () => ({ variables: { input: { bio: 'Shakes things.', location: 'Lisbon' } } }), may: SIGNED_IN },
  uploadAvatar: { arrange: async () => ({ variables: {} }), may: SIGNED_IN },
  // Open to work (decision 0051): the caller's own, bartender accounts only (a system admin's account is not one).
  setOpenToWork: {
    arrange: async () => ({ variables: { input: { open: true, roles: ['bartender'], cities: ['Porto'], note: 'Weekends.' } } }),
    may: ['bartender'],
  },
  follow: {
    owner: 'user',
    arrange: async (owner) => ({ variables: { input: { userId: gid('User', owner!.user.id) } } }),
    may: SIGNED_IN,
    except: { owner: 'BAD_USER_INPUT' },
  },
  unfollow: {
    owner: 'user',
    arrange: async (owner) => ({ variables: { input: { userId: gid('User', owner!.user.id) } } }),
    may: SIGNED_IN,
    except: { owner: 'BAD_USER_INPUT' },
  },
  // The home feed (decision 0073): any member mutes or unmutes another, never themself.
  muteMember: {
    owner: 'user',
    arrange: async (owner) => ({ variables: { input: { userId: gid('User', owner!.user.id) } } }),
    may: SIGNED_IN,
    except: { owner: 'BAD_USER_INPUT' },
  },
  unmuteMember: {
    owner: 'user',
    arrange: async (owner) => ({ variables: { input: { userId: gid('User', owner!.user.id) } } }),
    may: SIGNED_IN,
    except: { owner: 'BAD_USER_INPUT' },
  },

  // Catalogue
  createCocktail: { arrange: async () => ({ variables: { input: { name: `Matrix Fizz ${next()}` } } }), may: SIGNED_IN },
  updateCocktail: {
    owner: 'user',
    arrange: async (owner) => ({
      variables: { input: { id: gid('Cocktail', (await cocktail(owner!.user.id)).id), cocktail: { notes: 'Stir longer.' } } },
    }),
    may: ['owner', 'admin'],
  },
  // My shelf (decision 0076): every signed-in account keeps its own (a bar's is its venue's).
  addToShelf: {
    arrange: async () => {
      const name = `Matrix Shelf ${next()}`;
      const ingredient = await gw.prisma.ingredient.create({ data: { name, nameSearch: name.toLowerCase() } });
      return { variables: { input: { ingredientIds: [gid('Ingredient', ingredient.id)] } } };
    },
    may: SIGNED_IN,
  },
  removeFromShelf: {
    arrange: async () => {
      const name = `Matrix Shelf ${next()}`;
      const ingredient = await gw.prisma.ingredient.create({ data: { name, nameSearch: name.toLowerCase() } });
      return { variables: { input: { ingredientId: gid('Ingredient', ingredient.id) } } };
    },
    may: SIGNED_IN,
  },
  // A private cocktail: only those who may see it may like it; to others it does not exist.
  likeCocktail: {
    owner: 'user',
    arrange: async (owner) => ({ variables: { input: { cocktailId: gid('Cocktail', (await cocktail(owner!.user.id, 'private')).id) } } }),
    may: ['owner', 'admin'],
    refused: 'NOT_FOUND',
  },
  unlikeCocktail: {
    owner: 'user',
    arrange: async (owner) => ({ variables: { input: { cocktailId: gid('Cocktail', (await cocktail(owner!.user.id, 'private')).id) } } }),
    may: ['owner', 'admin'],
    refused: 'NOT_FOUND',
  },
  // Re-pours share a cocktail with followers: a private one can be re-poured by nobody. To those who may
  // not see it, it does not exist; its creator and admins are told it must be public (decision 47).
  repourCocktail: {
    owner: 'user',
    arrange: async (owner) => ({ variables: { input: { cocktailId: gid('Cocktail', (await cocktail(owner!.user.id, 'private')).id) } } }),
    may: [],
    refused: 'NOT_FOUND',
    except: { owner: 'FORBIDDEN', admin: 'FORBIDDEN' },
  },
  unrepourCocktail: {
    owner: 'user',
    arrange: async (owner) => ({ variables: { input: { cocktailId: gid('Cocktail', (await cocktail(owner!.user.id, 'private')).id) } } }),
    may: ['owner', 'admin'],
    refused: 'NOT_FOUND',
  },
  uploadCocktailPhoto: { arrange: async () => ({ variables: {} }), may: SIGNED_IN },
  // Recipe files (decision 0074): any member, for their own account.
  previewCocktailImport: { arrange: async () => ({ variables: {} }), may: SIGNED_IN },
  importCocktails: { arrange: async () => ({ variables: {} }), may: SIGNED_IN },
  createIngredient: {
    arrange: async () => ({ variables: { input: { name: `Matrix Bitters ${next()}`, category: 'bitters' } } }),
    may: SIGNED_IN,
  },
  createCustomIngredient: {
    arrange: async () => ({
      variables: { input: { name: `Matrix Syrup ${next()}`, category: 'Syrup', yieldAmount: 500, yieldUnit: 'ml' } },
    }),
    may: SIGNED_IN,
  },
  reportCocktail: {
    owner: 'user',
    arrange: async (owner) => ({
      variables: { input: { cocktailId: gid('Cocktail', (await cocktail(owner!.user.id)).id), message: 'The lime is missing.' } },
    }),
    may: EVERYONE,
  },
  reviewCocktail: {
    owner: 'user',
    arrange: async (owner) => ({
      variables: { input: { cocktailId: gid('Cocktail', (await cocktail(owner!.user.id)).id), rating: 4, text: 'Good.' } },
    }),
    may: SIGNED_IN,
  },
  deleteReview: {
    owner: 'user',
    arrange: async (owner) => {
      const target = await cocktail((await member('user')).user.id);
      const review = await gw.prisma.cocktailReview.create({ data: { cocktailId: target.id, userId: owner!.user.id, rating: 3 } });
      return { variables: { input: { reviewId: gid('CocktailReview', review.id) } } };
    },
    may: ['owner', 'admin'],
  },
  setReportStatus: {
    owner: 'user',
    arrange: async (owner) => {
      const report = await gw.prisma.cocktailReport.create({
        data: {
          cocktailId: (await cocktail(owner!.user.id)).id,
          cocktailName: 'Reported',
          reporterId: owner!.user.id,
          message: 'Too sweet.',
        },
      });
      return { variables: { input: { reportId: gid('CocktailReport', report.id), status: 'resolved' } } };
    },
    may: ['admin'],
  },

  // Notifications (docs/decisions/0048): the recipient's only; someone else's does not exist for the caller.
  markNotificationRead: {
    owner: 'user',
    arrange: async (owner) => ({ variables: { input: { id: gid('Notification', (await notification(owner!.user.id)).id) } } }),
    may: ['owner'],
    refused: 'NOT_FOUND',
  },
  markAllNotificationsRead: { arrange: async () => ({ variables: {} }), may: SIGNED_IN },

  // Gigs (docs/decisions/0055): venue and brand accounts post and close their own; bartenders answer.
  postGig: {
    arrange: async () => ({
      variables: {
        input: {
          title: 'Saturday bartender',
          role: 'bartender',
          startsOn: today(),
          closesOn: today(),
          payText: '£15/hour',
          city: 'London',
          description: 'A Saturday shift.',
        },
      },
    }),
    may: ['bar', 'brand'],
  },
  closeGig: {
    owner: 'bar',
    arrange: async (owner) => ({ variables: { input: { gigId: gid('Gig', (await gig(owner!.user.id)).id) } } }),
    may: ['owner'],
  },
  setGigInterest: {
    owner: 'bar',
    arrange: async (owner) => ({ variables: { input: { gigId: gid('Gig', (await gig(owner!.user.id)).id), note: 'Free on Saturdays.' } } }),
    may: ['bartender'],
  },
  withdrawGigInterest: {
    owner: 'bar',
    // Withdrawing what one never said changes nothing, for any member.
    arrange: async (owner) => ({ variables: { input: { gigId: gid('Gig', (await gig(owner!.user.id)).id) } } }),
    may: SIGNED_IN,
  },

  // Achievements and venue awards
  addAchievement: {
    arrange: async () => ({
      variables: { input: { type: 'award', title: 'Best Martini', competition: 'Matrix Cup', place: '1st', year: 2020 } },
    }),
    may: ['bartender', 'brand', 'admin'],
  },
  removeAchievement: {
    owner: 'bartender',
    arrange: async (owner) => ({
      variables: {
        input: {
          id: gid(
            'Achievement',
            (await gw.prisma.achievement.create({ data: { userId: owner!.user.id, type: 'award', title: 'Gold' } })).id,
          ),
        },
      },
    }),
    may: ['owner'],
    refused: 'NOT_FOUND',
  },
  addVenueAward: {
    owner: 'bar',
    arrange: async (owner) => ({
      variables: { input: { venue: gid('Venue', (await venue(owner!.user.id)).id), title: 'Bar of the Year', year: 2022 } },
    }),
    may: ['owner', 'admin'],
  },
  removeVenueAward: {
    owner: 'bar',
    arrange: async (owner) => {
      const award = await gw.prisma.venueAward.create({
        data: { venueId: (await venue(owner!.user.id)).id, createdById: owner!.user.id, title: 'Best Team' },
      });
      return { variables: { input: { id: gid('VenueAward', award.id) } } };
    },
    may: ['owner', 'admin'],
    refused: 'NOT_FOUND',
  },

  // Work history and its verification
  addWorkEntry: { arrange: async () => ({ variables: { input: { entry: workEntryInput() } } }), may: SIGNED_IN },
  updateWorkEntry: {
    owner: 'bartender',
    arrange: async (owner) => ({
      variables: { input: { id: gid('WorkEntry', (await workEntry(owner!.user.id)).id), entry: workEntryInput() } },
    }),
    may: ['owner'],
    refused: 'NOT_FOUND',
  },
  removeWorkEntry: {
    owner: 'bartender',
    arrange: async (owner) => ({ variables: { input: { id: gid('WorkEntry', (await workEntry(owner!.user.id)).id) } } }),
    may: ['owner'],
    refused: 'NOT_FOUND',
  },
  requestVerification: {
    owner: 'bartender',
    arrange: async (owner) => ({ variables: { input: { workEntryId: gid('WorkEntry', (await workEntry(owner!.user.id)).id) } } }),
    may: ['owner'],
    refused: 'NOT_FOUND',
  },
  decideVerification: {
    owner: 'bartender',
    arrange: async (owner) => {
      // The entry names a confirmed venue: its account (the "venue" caller) decides.
      const venueAccount = await member('bar');
      const place = await venue(venueAccount.user.id, true);
      const entry = await workEntry(owner!.user.id, place.id, 'pending');
      const request = await verificationRequest(entry);
      return {
        variables: { input: { requestId: gid('VerificationRequest', request.id), decision: 'verified' } },
        extra: { venue: venueAccount },
      };
    },
    may: ['venue', 'admin'],
    refused: 'NOT_FOUND',
    // The member it is about sees their request, and is told they may not decide it.
    except: { owner: 'FORBIDDEN' },
  },

  // Venues: listing, claims, decisions
  listVenue: { arrange: async () => ({ variables: { input: { name: `Matrix Tavern ${next()}`, city: 'Braga' } } }), may: ['bar'] },
  claimVenue: {
    arrange: async () => ({ variables: { input: { venue: gid('Venue', (await venue()).id), message: 'We run it.' } } }),
    may: ['bar'],
  },
  withdrawVenueClaim: {
    owner: 'bar',
    arrange: async (owner) => {
      const claim = await gw.prisma.venueClaim.create({ data: { venueId: (await venue()).id, claimantId: owner!.user.id } });
      return { variables: { input: { id: gid('VenueClaim', claim.id) } } };
    },
    may: ['owner'],
    refused: 'NOT_FOUND',
  },
  decideVenueClaim: {
    owner: 'bar',
    arrange: async (owner) => {
      const claim = await gw.prisma.venueClaim.create({ data: { venueId: (await venue()).id, claimantId: owner!.user.id } });
      return { variables: { input: { id: gid('VenueClaim', claim.id), approve: true } } };
    },
    may: ['admin'],
  },

  // Check-ins (docs/decisions/0046)
  checkIn: { arrange: async () => ({ variables: { input: { venueId: gid('Venue', (await venue()).id) } } }), may: SIGNED_IN },
  deleteCheckIn: {
    owner: 'user',
    arrange: async (owner) => ({
      variables: {
        input: {
          checkInId: gid('CheckIn', (await gw.prisma.checkIn.create({ data: { userId: owner!.user.id, venueId: (await venue()).id } })).id),
        },
      },
    }),
    may: ['owner'],
    refused: 'NOT_FOUND',
  },

  // Badges and the verified tick (docs/decisions/0050): admins, about someone else.
  setMemberBadge: {
    owner: 'user',
    arrange: async (owner) => ({ variables: { input: { userId: gid('User', owner!.user.id), badge: 'og', granted: true } } }),
    may: ['admin'],
  },
  setMemberVerified: {
    owner: 'bartender',
    arrange: async (owner) => ({ variables: { input: { userId: gid('User', owner!.user.id), verified: true } } }),
    may: ['admin'],
  },
  // Going to an event: any signed-in member, the event's own host included (decision 0053).
  markEventGoing: {
    owner: 'bar',
    arrange: async (owner) => ({
      variables: {
        input: {
          eventId: gid(
            'Event',
            (await gw.prisma.event.create({ data: { ownerId: owner!.user.id, name: 'Going Night', date: today() } })).id,
          ),
        },
      },
    }),
    may: SIGNED_IN,
  },
  unmarkEventGoing: {
    owner: 'bar',
    arrange: async (owner) => ({
      variables: {
        input: {
          eventId: gid(
            'Event',
            (await gw.prisma.event.create({ data: { ownerId: owner!.user.id, name: 'Not Going Night', date: today() } })).id,
          ),
        },
      },
    }),
    may: SIGNED_IN,
  },

  // Events (bar and brand accounts)
  createEvent: {
    arrange: async () => ({ variables: { input: { name: 'Matrix Night', date: today(), time: '20:00' } } }),
    may: ['bar', 'brand'],
  },
  updateEvent: {
    owner: 'bar',
    arrange: async (owner) => {
      const event = await gw.prisma.event.create({ data: { ownerId: owner!.user.id, name: 'Old Night', date: today() } });
      return { variables: { input: { id: gid('Event', event.id), event: { name: 'New Night', date: today() } } } };
    },
    may: ['owner'],
    refused: 'NOT_FOUND',
  },
  removeEvent: {
    owner: 'brand',
    arrange: async (owner) => ({
      variables: {
        input: {
          id: gid('Event', (await gw.prisma.event.create({ data: { ownerId: owner!.user.id, name: 'Launch', date: today() } })).id),
        },
      },
    }),
    may: ['owner'],
    refused: 'NOT_FOUND',
  },

  // Menus (bar and brand accounts, decision 0077): only the owner saves or removes one.
  createMenu: {
    arrange: async () => ({
      variables: { input: { name: 'Matrix Menu', sections: [{ name: 'Classics', items: [{ name: 'House Sour', price: '$12' }] }] } },
    }),
    may: ['bar', 'brand'],
  },
  updateMenu: {
    owner: 'bar',
    arrange: async (owner) => {
      const menu = await gw.prisma.menu.create({ data: { ownerId: owner!.user.id, name: 'Old Menu' } });
      return { variables: { input: { menuId: gid('Menu', menu.id), name: 'New Menu', published: true } } };
    },
    may: ['owner'],
    refused: 'NOT_FOUND',
  },
  removeMenu: {
    owner: 'brand',
    arrange: async (owner) => ({
      variables: {
        input: { menuId: gid('Menu', (await gw.prisma.menu.create({ data: { ownerId: owner!.user.id, name: 'Gone Menu' } })).id) },
      },
    }),
    may: ['owner'],
    refused: 'NOT_FOUND',
  },

  // Brand accounts: campaigns and partner venues
  createCampaign: {
    arrange: async () => ({ variables: { input: { name: 'Matrix Summer', startsOn: '2026-06-01', endsOn: '2026-08-31' } } }),
    may: ['brand'],
  },
  endCampaign: {
    owner: 'brand',
    arrange: async (owner) => ({
      variables: {
        input: { id: gid('Campaign', (await gw.prisma.campaign.create({ data: { brandUserId: owner!.user.id, name: 'Spring' } })).id) },
      },
    }),
    may: ['owner'],
    refused: 'NOT_FOUND',
  },
  removeCampaign: {
    owner: 'brand',
    arrange: async (owner) => ({
      variables: {
        input: { id: gid('Campaign', (await gw.prisma.campaign.create({ data: { brandUserId: owner!.user.id, name: 'Autumn' } })).id) },
      },
    }),
    may: ['owner'],
    refused: 'NOT_FOUND',
  },
  addPartnerVenue: { arrange: async () => ({ variables: { input: { venue: gid('Venue', (await venue()).id) } } }), may: ['brand'] },
  removePartnerVenue: {
    owner: 'brand',
    arrange: async (owner) => {
      const partnership = await gw.prisma.partnership.create({ data: { brandUserId: owner!.user.id, venueId: (await venue()).id } });
      return { variables: { input: { id: gid('Partnership', partnership.id) } } };
    },
    may: ['owner'],
    refused: 'NOT_FOUND',
  },
};

// ---------------------------------------------------------------------------------------------------
// The write limits (docs/decisions/0064): every mutation a caller can repeat counts against a limit of
// the member (or, signed out, of the client address); a mutation the table does not name fails the suite.
// ---------------------------------------------------------------------------------------------------

type WriteLimit =
  /** Limits of the calling member, each counted on every call (several: each is checked alone below). */
  | { member: RateLimitName[] }
  /** A limit of the client address (sign-up, sign-in): the caller is signed out. */
  | { address: RateLimitName }
  /** Why repeating it needs no limit. */
  | { none: string };

const perMember = (...names: RateLimitName[]): WriteLimit => ({ member: names });
const TOGGLE = 'togglesPerMemberPerMinute' as const;

export const WRITE_LIMITS: Record<string, WriteLimit> = {
  signUp: { address: 'signUpPerAddress' },
  logIn: { address: 'signInPerAddress' },
  logOut: { none: 'it ends the session the call is made with: a repeat has no session to end' },
  changePassword: perMember('passwordChangePerMember'),
  createInvites: perMember('moderationPerAdmin'),
  createAccessToken: perMember('accessTokenWritesPerMember'),
  revokeAccessToken: perMember('accessTokenWritesPerMember'),
  updateProfile: perMember('profileWritesPerMember'),
  uploadAvatar: perMember('uploadsPerMember'),
  setOpenToWork: perMember('openToWorkWritesPerMember'),
  follow: perMember(TOGGLE, 'followsPerMember'),
  unfollow: perMember(TOGGLE, 'followsPerMember'),
  muteMember: perMember(TOGGLE, 'mutesPerMember'),
  unmuteMember: perMember(TOGGLE, 'mutesPerMember'),
  createCocktail: perMember('catalogWritesPerMember'),
  updateCocktail: perMember('catalogWritesPerMember'),
  addToShelf: perMember(TOGGLE, 'shelfWritesPerMember'),
  removeFromShelf: perMember(TOGGLE, 'shelfWritesPerMember'),
  likeCocktail: perMember(TOGGLE, 'likesPerMember'),
  unlikeCocktail: perMember(TOGGLE, 'likesPerMember'),
  repourCocktail: perMember(TOGGLE, 'repoursPerMember'),
  unrepourCocktail: perMember(TOGGLE, 'repoursPerMember'),
  uploadCocktailPhoto: perMember('uploadsPerMember'),
  previewCocktailImport: perMember('cocktailImportPreviewsPerMember'),
  // One import is one catalog write, whatever the file holds, and one of the day's imports.
  importCocktails: perMember('cocktailImportsPerMember', 'catalogWritesPerMember'),
  createIngredient: perMember('catalogWritesPerMember'),
  createCustomIngredient: perMember('catalogWritesPerMember'),
  reportCocktail: perMember('reportsPerReporter'),
  reviewCocktail: perMember('reviewWritesPerMember'),
  deleteReview: perMember('reviewWritesPerMember'),
  setReportStatus: perMember('moderationPerAdmin'),
  markNotificationRead: perMember('notificationReadsPerMember'),
  markAllNotificationsRead: perMember('notificationReadsPerMember'),
  postGig: perMember('gigWritesPerMember'),
  closeGig: perMember('gigWritesPerMember'),
  setGigInterest: perMember(TOGGLE, 'gigInterestWritesPerMember'),
  withdrawGigInterest: perMember(TOGGLE, 'gigInterestWritesPerMember'),
  addAchievement: perMember('profileWritesPerMember'),
  removeAchievement: perMember('profileWritesPerMember'),
  addVenueAward: perMember('profileWritesPerMember'),
  removeVenueAward: perMember('profileWritesPerMember'),
  addWorkEntry: perMember('profileWritesPerMember'),
  updateWorkEntry: perMember('profileWritesPerMember'),
  removeWorkEntry: perMember('profileWritesPerMember'),
  requestVerification: perMember('verificationRequestsPerMember'),
  decideVerification: perMember('verificationDecisionsPerMember'),
  listVenue: perMember('venueClaimsPerMember'),
  claimVenue: perMember('venueClaimsPerMember'),
  withdrawVenueClaim: perMember('venueClaimsPerMember'),
  decideVenueClaim: perMember('moderationPerAdmin'),
  checkIn: perMember('checkInsPerMember'),
  deleteCheckIn: perMember('checkInsPerMember'),
  setMemberBadge: perMember('recognitionChangesPerAdmin'),
  setMemberVerified: perMember('recognitionChangesPerAdmin'),
  markEventGoing: perMember(TOGGLE, 'eventGoingPerMember'),
  unmarkEventGoing: perMember(TOGGLE, 'eventGoingPerMember'),
  createEvent: perMember('hostingWritesPerMember'),
  updateEvent: perMember('hostingWritesPerMember'),
  removeEvent: perMember('hostingWritesPerMember'),
  createCampaign: perMember('hostingWritesPerMember'),
  endCampaign: perMember('hostingWritesPerMember'),
  removeCampaign: perMember('hostingWritesPerMember'),
  addPartnerVenue: perMember('hostingWritesPerMember'),
  removePartnerVenue: perMember('hostingWritesPerMember'),
  createMenu: perMember('menuWritesPerMember'),
  updateMenu: perMember('menuWritesPerMember'),
  removeMenu: perMember('menuWritesPerMember'),
};

function expected(row: Row, caller: Caller): Outcome {
  if (row.except?.[caller]) return row.except[caller];
  if (row.may.includes(caller)) return 'ok';
  if (caller === 'anonymous') return 'UNAUTHENTICATED';
  return row.refused ?? 'FORBIDDEN';
}

function callersOf(row: Row): Caller[] {
  const callers: Caller[] = CALLERS.filter((caller) => row.owner || (caller !== 'owner' && caller !== 'other'));
  if (row.may.includes('venue')) callers.push('venue');
  return callers;
}

async function callerMember(
  caller: Caller,
  row: Row,
  owner: Member | null,
  extra: Partial<Record<Caller, Member>>,
): Promise<Member | null> {
  if (caller === 'anonymous') return null;
  if (caller === 'owner') return owner;
  if (caller === 'other') return member(row.owner!);
  if (extra[caller]) return extra[caller]!;
  return member(caller as ProfileType);
}

describe('the authorization matrix', () => {
  it('names every mutation of the schema', async () => {
    const names = (await mutationFields()).map((field) => field.name).sort();
    expect(
      names.filter((name) => !(name in MUTATIONS)),
      'mutations the matrix does not classify',
    ).toEqual([]);
    expect(
      Object.keys(MUTATIONS).filter((name) => !names.includes(name)),
      'rows of mutations that no longer exist',
    ).toEqual([]);
  });

  it('lets exactly the callers of each row through, and a refused call changes nothing', { timeout: 600_000 }, async () => {
    const fields = new Map((await mutationFields()).map((field) => [field.name, field]));
    const actual: Record<string, Record<string, string>> = {};
    const want: Record<string, Record<string, string>> = {};
    const changedByRefusal: string[] = [];
    for (const [name, row] of Object.entries(MUTATIONS)) {
      actual[name] = {};
      want[name] = {};
      for (const caller of callersOf(row)) {
        const owner = row.owner ? await member(row.owner) : null;
        const { variables, extra = {} } = await row.arrange(owner);
        const who = await callerMember(caller, row, owner, extra);
        const outcome = expected(row, caller);
        const before = outcome === 'ok' ? null : await fingerprint();
        const response = await call(fields.get(name)!, variables, who?.token ?? null);
        actual[name][caller] = outcomeOf(response);
        want[name][caller] = outcome;
        if (before) {
          const after = await fingerprint();
          const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
          if (changed.length) changedByRefusal.push(`${name} as ${caller}: ${changed.join(', ')}`);
        }
      }
    }
    expect(actual).toEqual(want);
    expect(changedByRefusal).toEqual([]);
    // 37 mutations when this was written, each called by 6 to 9 kinds of caller (263 calls).
    expect(Object.values(actual).reduce((cells, row) => cells + Object.keys(row).length, 0)).toBeGreaterThan(250);
  });
});

describe('a read-only access token (decision 0079)', () => {
  it(
    'is refused every mutation of the schema with FORBIDDEN, where its member may make the call, and nothing changes',
    {
      timeout: 600_000,
    },
    async () => {
      const fields = new Map((await mutationFields()).map((field) => [field.name, field]));
      const outcomes: Record<string, string> = {};
      const changed: string[] = [];
      for (const [name, row] of Object.entries(MUTATIONS)) {
        const owner = row.owner ? await member(row.owner) : null;
        const { variables, extra = {} } = await row.arrange(owner);
        // The member who may make the call with a session (the owner where the row names one), else any member.
        const caller = row.may.find((who) => who !== 'anonymous') ?? 'owner';
        const who = (await callerMember(caller, row, owner, extra)) ?? (await member('user'));
        const { secret } = await accessTokenOf(who.user.id, 'read');
        const before = await fingerprint();
        outcomes[name] = outcomeOf(await call(fields.get(name)!, variables, secret));
        const after = await fingerprint();
        // The token's last use is written on its first request: that row is the only change allowed.
        const tables = Object.keys(after).filter((table) => after[table] !== before[table] && table !== 'access_tokens');
        if (tables.length) changed.push(`${name}: ${tables.join(', ')}`);
      }
      expect(Object.entries(outcomes).filter(([, outcome]) => outcome !== 'FORBIDDEN')).toEqual([]);
      expect(changed).toEqual([]);
      expect(Object.keys(outcomes).length).toBe(fields.size);
    },
  );

  it('is refused a write through /api as through GraphQL, and reads through both', async () => {
    const owner = await member('user');
    const { secret } = await accessTokenOf(owner.user.id, 'read');
    const write = await gw.rest('PUT', '/api/users/profile', { token: secret, body: { bio: 'Read only.' }, address: freshAddress() });
    expect(write.status).toBe(403);
    const read = await gw.rest('GET', '/api/auth/me', { token: secret, address: freshAddress() });
    expect(read.status).toBe(200);
    expect((await gw.prisma.user.findUniqueOrThrow({ where: { id: owner.user.id } })).bio).not.toBe('Read only.');
  });

  it('lets a read and write token make the calls its member may, except the ones only a session may make', async () => {
    const fields = new Map((await mutationFields()).map((field) => [field.name, field]));
    const owner = await member('user');
    const { secret } = await accessTokenOf(owner.user.id, 'read_write');
    const outcomeAs = async (name: string) =>
      outcomeOf(await call(fields.get(name)!, (await MUTATIONS[name].arrange(owner)).variables, secret));
    expect({
      updateProfile: await outcomeAs('updateProfile'),
      createAccessToken: await outcomeAs('createAccessToken'),
      changePassword: await outcomeAs('changePassword'),
      logOut: await outcomeAs('logOut'),
    }).toEqual({ updateProfile: 'ok', createAccessToken: 'FORBIDDEN', changePassword: 'FORBIDDEN', logOut: 'FORBIDDEN' });
  });
});

describe('the write limits', () => {
  it('name every mutation of the schema', async () => {
    const names = (await mutationFields()).map((field) => field.name).sort();
    expect(names.filter((name) => !(name in WRITE_LIMITS))).toEqual([]);
    expect(Object.keys(WRITE_LIMITS).filter((name) => !names.includes(name))).toEqual([]);
  });

  it(
    'refuse each mutation while its caller is past one of its limits: 429, Retry-After, and nothing written',
    { timeout: 600_000 },
    async () => {
      const fields = new Map((await mutationFields()).map((field) => [field.name, field]));
      const outcomes: string[] = [];
      const changed: string[] = [];
      for (const [name, limit] of Object.entries(WRITE_LIMITS)) {
        if ('none' in limit) continue;
        const row = MUTATIONS[name];
        const names = 'member' in limit ? limit.member : [limit.address];
        for (const rule of names) {
          const owner = row.owner ? await member(row.owner) : null;
          const { variables, extra = {} } = await row.arrange(owner);
          // Whoever may make the call (the owner where the row has none who may: the limit comes first).
          const caller = 'address' in limit ? 'anonymous' : (row.may.find((who) => who !== 'anonymous') ?? 'owner');
          const who = await callerMember(caller, row, owner, extra);
          const address = freshAddress();
          await gw.services.limits.block(rule, 'address' in limit ? address : memberKey(who!.user.id), 60);
          const before = await fingerprint();
          const response = await send(fields.get(name)!, variables, who?.token ?? null, address);
          const body = (await response.json()) as GraphQLResponse;
          const error = body.errors?.[0];
          const retryAfter = Number(response.headers.get('retry-after'));
          outcomes.push(
            `${name} past ${rule}: ${response.status} ${String(error?.extensions?.code)} ${retryAfter > 0 && retryAfter === error?.extensions?.retryAfterSeconds}`,
          );
          const after = await fingerprint();
          const tables = Object.keys(after).filter((table) => after[table] !== before[table]);
          if (tables.length) changed.push(`${name} past ${rule}: ${tables.join(', ')}`);
        }
      }
      expect(outcomes.filter((outcome) => !outcome.endsWith(': 429 RATE_LIMITED true'))).toEqual([]);
      expect(changed).toEqual([]);
      expect(outcomes.length).toBeGreaterThan(60);
    },
  );
});

// ---------------------------------------------------------------------------------------------------
// Reads that are not public
// ---------------------------------------------------------------------------------------------------

/** Root query fields anyone may call (what they return is filtered by who asks, as the read matrix checks). */
const PUBLIC_QUERIES = [
  'brands',
  'cocktail',
  'cocktailNameTaken',
  'cocktails',
  'eventCities',
  'garnishSuggestions',
  // Gigs: open ones are public; gigsForYou and postedGigs are the caller's own (null or empty for others).
  'gig',
  'gigs',
  'gigsForYou',
  'ingredientNameSuggestions',
  'latestCocktails',
  // A published menu is anyone's (its public address opens signed out); a draft is its owner's (READS).
  'menu',
  'node',
  'nodes',
  'postedGigs',
  'search',
  // The base ingredients of a category (My Bar's quick add): the catalogue, public as search is.
  'shelfCategoryIngredients',
  'unknownIngredientNames',
  'upcomingEvents',
  'user',
  'validateInvite',
  'venueSearch',
  'venueSuggestions',
  'venues',
  'weeklyTop10',
];

type ReadOutcome = 'shown' | 'hidden' | 'UNAUTHENTICATED' | 'FORBIDDEN';

/** The private cocktail the weeklyTop10 row last liked (its `shown` looks for it). */
let rankedPrivateId = 0;

interface ReadRow {
  owner?: ProfileType;
  /** The query and its variables for a target made for the call; `read` says whether the data was shown. */
  arrange: (
    owner: Member | null,
  ) => Promise<{ query: string; variables?: Record<string, unknown>; extra?: Partial<Record<Caller, Member>> }>;
  shown: (data: any) => boolean;
  /** Who sees it. */
  may: readonly Caller[];
  /** How the others are refused: hidden (null or empty) or an error (UNAUTHENTICATED when signed out, else FORBIDDEN). */
  refused: 'hidden' | 'error';
  except?: Partial<Record<Caller, ReadOutcome>>;
  /** Read from a signed-in session only (decision 0079): FORBIDDEN to an access token of any scope, even of a caller who may. */
  sessionOnly?: true;
}

export const READS: Record<string, ReadRow> = {
  // Finding people open to work (decision 0051): venue and brand accounts and admins.
  peopleOpenToWork: {
    arrange: async () => ({ query: '{ peopleOpenToWork(first: 1) { edges { cursor } } }' }),
    shown: (data) => data?.peopleOpenToWork != null,
    may: ['bar', 'brand', 'admin'],
    refused: 'error',
  },
  viewer: {
    owner: 'user',
    arrange: async () => ({ query: '{ viewer { id } }' }),
    shown: (data) => data.viewer !== null,
    may: SIGNED_IN,
    refused: 'hidden',
  },
  // Personal access tokens (decision 0079): every member lists their own; the owner's token is in theirs alone.
  accessTokens: {
    owner: 'user',
    arrange: async (owner) => {
      await accessTokenOf(owner!.user.id, 'read');
      return { query: '{ accessTokens(first: 5) { totalCount } }' };
    },
    shown: (data) => data?.accessTokens?.totalCount > 0,
    may: ['owner'],
    refused: 'hidden',
    except: { anonymous: 'UNAUTHENTICATED' },
    sessionOnly: true,
  },
  // An admin lists any member's.
  'accessTokens(userId)': {
    owner: 'user',
    arrange: async (owner) => {
      await accessTokenOf(owner!.user.id, 'read');
      return {
        query: 'query($id: ID!) { accessTokens(userId: $id, first: 5) { totalCount } }',
        variables: { id: gid('User', owner!.user.id) },
      };
    },
    shown: (data) => data?.accessTokens?.totalCount > 0,
    may: ['owner', 'admin'],
    refused: 'error',
    sessionOnly: true,
  },
  // An unused code is an account that would outlive a leaked token (decision 0079).
  invites: {
    arrange: async () => {
      await gw.prisma.invite.create({ data: { code: generateInviteCode(randomBytes), profileType: 'admin', isAdmin: true } });
      return { query: '{ invites(first: 1) { edges { node { code isAdmin } } } }' };
    },
    shown: (data) => data?.invites?.edges.some((edge: any) => edge.node.code),
    may: ['admin'],
    refused: 'error',
    sessionOnly: true,
  },
  cocktailReports: {
    arrange: async () => ({ query: '{ cocktailReports(first: 1) { totalCount } }' }),
    shown: (data) => data?.cocktailReports != null,
    may: ['admin'],
    refused: 'error',
  },
  venueClaims: {
    arrange: async () => ({ query: '{ venueClaims(first: 1) { totalCount } }' }),
    shown: (data) => data?.venueClaims != null,
    may: ['admin'],
    refused: 'error',
  },
  verificationRequestsAwaitingAdmin: {
    arrange: async () => ({ query: '{ verificationRequestsAwaitingAdmin(first: 1) { totalCount } }' }),
    shown: (data) => data?.verificationRequestsAwaitingAdmin != null,
    may: ['admin'],
    refused: 'error',
  },
  myCustomIngredients: {
    owner: 'user',
    arrange: async (owner) => {
      await gw.prisma.customIngredient.create({
        data: { ownerId: owner!.user.id, name: `Owner Syrup ${next()}`, category: 'Syrup', yieldAmount: 1, yieldUnit: 'l' },
      });
      return { query: '{ myCustomIngredients(first: 5) { totalCount edges { node { name } } } }' };
    },
    // Every member reads their own list; only the owner's has the owner's syrup.
    shown: (data) => Boolean(data?.myCustomIngredients?.edges.some((edge: any) => edge.node.name.startsWith('Owner Syrup'))),
    may: ['owner'],
    refused: 'hidden',
    except: { anonymous: 'UNAUTHENTICATED' },
  },
  // My shelf (decision 0076): each account reads its own shelf and what it makes; the signed out are asked to sign in.
  myShelf: {
    owner: 'user',
    arrange: async (owner) => {
      const name = `Owner Bitters ${next()}`;
      const ingredient = await gw.prisma.ingredient.create({ data: { name, nameSearch: name.toLowerCase() } });
      await gw.prisma.shelfItem.create({ data: { userId: owner!.user.id, ingredientId: ingredient.id } });
      return { query: '{ myShelf(first: 5) { edges { node { name } } } }' };
    },
    shown: (data) => Boolean(data?.myShelf?.edges.some((edge: any) => edge.node.name.startsWith('Owner Bitters'))),
    may: ['owner'],
    refused: 'hidden',
    except: { anonymous: 'UNAUTHENTICATED' },
  },
  shelfCocktails: {
    owner: 'user',
    arrange: async (owner) => {
      const name = `Owner Cordial ${next()}`;
      const ingredient = await gw.prisma.ingredient.create({ data: { name, nameSearch: name.toLowerCase() } });
      await gw.prisma.shelfItem.create({ data: { userId: owner!.user.id, ingredientId: ingredient.id } });
      const title = `Owner Highball ${next()}`;
      await gw.prisma.cocktail.create({
        data: { name: title, nameSearch: title.toLowerCase(), ingredients: { create: [{ ingredientId: ingredient.id, orderIndex: 1 }] } },
      });
      return { query: '{ shelfCocktails(filter: can_make, first: 100) { edges { node { name } } } }' };
    },
    shown: (data) => Boolean(data?.shelfCocktails?.edges.some((edge: any) => edge.node.name.startsWith('Owner Highball'))),
    may: ['owner'],
    refused: 'hidden',
    except: { anonymous: 'UNAUTHENTICATED' },
  },
  whatToBuyNext: {
    owner: 'user',
    arrange: async (owner) => {
      const names = [`Owner Gin ${next()}`, `Owner Tonic ${next()}`];
      const [gin, tonic] = await Promise.all(
        names.map((name) => gw.prisma.ingredient.create({ data: { name, nameSearch: name.toLowerCase() } })),
      );
      await gw.prisma.shelfItem.create({ data: { userId: owner!.user.id, ingredientId: gin.id } });
      const title = `Owner G&T ${next()}`;
      await gw.prisma.cocktail.create({
        data: {
          name: title,
          nameSearch: title.toLowerCase(),
          ingredients: {
            create: [
              { ingredientId: gin.id, orderIndex: 1 },
              { ingredientId: tonic.id, orderIndex: 2 },
            ],
          },
        },
      });
      return { query: '{ whatToBuyNext { unlocks ingredient { name } } }' };
    },
    shown: (data) => Boolean(data?.whatToBuyNext?.some((row: any) => row.ingredient.name.startsWith('Owner Tonic'))),
    may: ['owner'],
    refused: 'hidden',
    except: { anonymous: 'UNAUTHENTICATED' },
  },
  // The export holds the caller's own cocktails only: the owner's private one is in theirs alone.
  myCocktailExport: {
    owner: 'user',
    arrange: async (owner) => {
      await gw.prisma.cocktail.create({
        data: { name: `Owner Export ${next()}`, nameSearch: `owner export ${next()}`, creatorId: owner!.user.id, visibility: 'private' },
      });
      return { query: '{ myCocktailExport(format: json) { content } }' };
    },
    shown: (data) => Boolean(data?.myCocktailExport?.content.includes('Owner Export')),
    may: ['owner'],
    refused: 'hidden',
    except: { anonymous: 'UNAUTHENTICATED' },
  },
  // The menu export holds the caller's own menus only, drafts included (decision 0077).
  myMenuExport: {
    owner: 'bar',
    arrange: async (owner) => {
      await gw.prisma.menu.create({ data: { ownerId: owner!.user.id, name: `Owner Menu ${next()}` } });
      return { query: '{ myMenuExport(format: json) { content } }' };
    },
    shown: (data) => Boolean(data?.myMenuExport?.content.includes('Owner Menu')),
    may: ['owner'],
    refused: 'hidden',
    except: { anonymous: 'UNAUTHENTICATED' },
  },
  // A draft menu: its owner and admins read it; for anyone else it does not exist.
  'menu (draft)': {
    owner: 'brand',
    arrange: async (owner) => {
      const menu = await gw.prisma.menu.create({ data: { ownerId: owner!.user.id, name: 'Draft Menu' } });
      return { query: 'query($id: Int!) { menu(databaseId: $id) { name } }', variables: { id: menu.id } };
    },
    shown: (data) => data?.menu != null,
    may: ['owner', 'admin'],
    refused: 'hidden',
  },
  'User.email': {
    owner: 'user',
    arrange: async (owner) => ({ query: 'query($id: Int!) { user(databaseId: $id) { email } }', variables: { id: owner!.user.id } }),
    shown: (data) => data.user.email !== null,
    may: ['owner', 'admin'],
    refused: 'hidden',
  },
  'User.shareCheckIns': {
    owner: 'user',
    arrange: async (owner) => ({
      query: 'query($id: Int!) { user(databaseId: $id) { shareCheckIns } }',
      variables: { id: owner!.user.id },
    }),
    shown: (data) => data.user.shareCheckIns !== null,
    may: ['owner', 'admin'],
    refused: 'hidden',
  },
  'User.journey': {
    owner: 'user',
    arrange: async (owner) => ({
      query: 'query($id: Int!) { user(databaseId: $id) { journey { checkIns } } }',
      variables: { id: owner!.user.id },
    }),
    shown: (data) => data.user.journey !== null,
    may: ['owner', 'admin'],
    refused: 'hidden',
  },
  'User.notifications': {
    owner: 'user',
    arrange: async (owner) => {
      await notification(owner!.user.id);
      return {
        query: 'query($id: Int!) { user(databaseId: $id) { notifications(first: 5) { edges { node { kind } } } } }',
        variables: { id: owner!.user.id },
      };
    },
    shown: (data) => data.user.notifications !== null,
    may: ['owner'],
    refused: 'hidden',
  },
  'User.unreadNotificationsCount': {
    owner: 'user',
    arrange: async (owner) => {
      await notification(owner!.user.id);
      return { query: 'query($id: Int!) { user(databaseId: $id) { unreadNotificationsCount } }', variables: { id: owner!.user.id } };
    },
    shown: (data) => data.user.unreadNotificationsCount !== null,
    may: ['owner'],
    refused: 'hidden',
  },
  // The home feed (decision 0073): the member's own, as their notifications.
  'User.feed': {
    owner: 'user',
    arrange: async (owner) => {
      await cocktail(owner!.user.id);
      return {
        query: 'query($id: Int!) { user(databaseId: $id) { feed(first: 5) { edges { node { kind } } } } }',
        variables: { id: owner!.user.id },
      };
    },
    shown: (data) => data.user.feed !== null,
    may: ['owner'],
    refused: 'hidden',
  },
  'User.newFeedItemCount': {
    owner: 'user',
    arrange: async (owner) => ({
      query: 'query($id: Int!, $since: String!) { user(databaseId: $id) { newFeedItemCount(since: $since) } }',
      variables: { id: owner!.user.id, since: Buffer.from('feed:0:0').toString('base64url') },
    }),
    shown: (data) => data.user.newFeedItemCount !== null,
    may: ['owner'],
    refused: 'hidden',
  },
  'node(FeedItem) of a private cocktail': {
    owner: 'user',
    arrange: async (owner) => {
      const made = await cocktail(owner!.user.id, 'private');
      const item = await gw.prisma.activity.findFirstOrThrow({ where: { cocktailId: made.id, kind: 'cocktail_posted' } });
      return { query: 'query($id: ID!) { node(id: $id) { ... on FeedItem { kind } } }', variables: { id: gid('FeedItem', item.id) } };
    },
    shown: (data) => data?.node != null,
    may: ['owner', 'admin'],
    refused: 'hidden',
  },
  'User.venueClaim': {
    owner: 'bar',
    arrange: async (owner) => {
      await gw.prisma.venueClaim.create({ data: { venueId: (await venue()).id, claimantId: owner!.user.id, message: 'secret note' } });
      return { query: 'query($id: Int!) { user(databaseId: $id) { venueClaim { message } } }', variables: { id: owner!.user.id } };
    },
    shown: (data) => data.user.venueClaim.length > 0,
    may: ['owner', 'admin'],
    refused: 'hidden',
  },
  'WorkEntry.openVerificationRequests': {
    owner: 'bartender',
    arrange: async (owner) => {
      const venueAccount = await member('bar');
      const place = await venue(venueAccount.user.id, true);
      const entry = await workEntry(owner!.user.id, place.id, 'pending');
      await verificationRequest(entry);
      return {
        query: 'query($id: ID!) { node(id: $id) { ... on WorkEntry { openVerificationRequests { status } } } }',
        variables: { id: gid('WorkEntry', entry.id) },
        extra: { venue: venueAccount },
      };
    },
    shown: (data) => data.node.openVerificationRequests.length > 0,
    may: ['owner', 'venue', 'admin'],
    refused: 'hidden',
  },
  'node(VerificationRequest)': {
    owner: 'bartender',
    arrange: async (owner) => {
      const venueAccount = await member('bar');
      const place = await venue(venueAccount.user.id, true);
      const entry = await workEntry(owner!.user.id, place.id, 'pending');
      const request = await verificationRequest(entry);
      return {
        query: 'query($id: ID!) { node(id: $id) { ... on VerificationRequest { position } } }',
        variables: { id: gid('VerificationRequest', request.id) },
        extra: { venue: venueAccount },
      };
    },
    shown: (data) => data?.node != null,
    may: ['owner', 'venue', 'admin'],
    refused: 'error',
  },
  'node(CocktailReport)': {
    owner: 'user',
    arrange: async (owner) => {
      const report = await gw.prisma.cocktailReport.create({
        data: {
          cocktailId: (await cocktail(owner!.user.id)).id,
          cocktailName: 'Reported',
          reporterId: owner!.user.id,
          message: 'Private words.',
        },
      });
      return {
        query: 'query($id: ID!) { node(id: $id) { ... on CocktailReport { message } } }',
        variables: { id: gid('CocktailReport', report.id) },
      };
    },
    shown: (data) => data?.node != null,
    may: ['owner', 'admin'],
    refused: 'error',
  },
  // A report outlives its cocktail going private: its reporter still reads the report (report.test.ts), not the cocktail.
  'CocktailReport.cocktail(private)': {
    owner: 'user',
    arrange: async (owner) => {
      const target = await cocktail((await member('user')).user.id, 'private');
      const report = await gw.prisma.cocktailReport.create({
        data: { cocktailId: target.id, cocktailName: target.name, reporterId: owner!.user.id, message: 'Less sugar.' },
      });
      return {
        query: 'query($id: ID!) { node(id: $id) { ... on CocktailReport { message cocktail { name } } } }',
        variables: { id: gid('CocktailReport', report.id) },
      };
    },
    shown: (data) => data?.node?.cocktail != null,
    may: ['admin'],
    refused: 'error',
    except: { owner: 'hidden' },
  },
  'node(VenueClaim)': {
    owner: 'bar',
    arrange: async (owner) => {
      const claim = await gw.prisma.venueClaim.create({
        data: { venueId: (await venue()).id, claimantId: owner!.user.id, message: 'proof' },
      });
      return {
        query: 'query($id: ID!) { node(id: $id) { ... on VenueClaim { message } } }',
        variables: { id: gid('VenueClaim', claim.id) },
      };
    },
    shown: (data) => data?.node != null,
    may: ['owner', 'admin'],
    refused: 'error',
  },
  'node(CustomIngredient)': {
    owner: 'user',
    arrange: async (owner) => {
      const mine = await gw.prisma.customIngredient.create({
        data: { ownerId: owner!.user.id, name: 'Secret Syrup', category: 'Syrup', yieldAmount: 1, yieldUnit: 'l' },
      });
      return {
        query: 'query($id: ID!) { node(id: $id) { ... on CustomIngredient { name } } }',
        variables: { id: gid('CustomIngredient', mine.id) },
      };
    },
    shown: (data) => data?.node != null,
    may: ['owner'],
    refused: 'error',
  },
  'node(Invite)': {
    arrange: async () => {
      const invite = await gw.prisma.invite.create({ data: { code: generateInviteCode(randomBytes), profileType: 'user' } });
      return { query: 'query($id: ID!) { node(id: $id) { ... on Invite { code } } }', variables: { id: gid('Invite', invite.id) } };
    },
    shown: (data) => data?.node != null,
    may: ['admin'],
    refused: 'error',
    sessionOnly: true,
  },
  'cocktail(private)': {
    owner: 'user',
    arrange: async (owner) => ({
      query: 'query($id: Int!) { cocktail(databaseId: $id) { name } }',
      variables: { id: (await cocktail(owner!.user.id, 'private')).id },
    }),
    shown: (data) => data?.cocktail != null,
    may: ['owner', 'admin'],
    refused: 'hidden',
  },
  // Every other way to a private cocktail answers as cocktail(databaseId) does (node and nodes: the node matrix).
  'cocktailNameTaken(private)': {
    owner: 'user',
    arrange: async (owner) => ({
      query: 'query($name: String!) { cocktailNameTaken(name: $name) }',
      variables: { name: (await cocktail(owner!.user.id, 'private')).name.toUpperCase() },
    }),
    shown: (data) => data?.cocktailNameTaken === true,
    may: ['owner', 'admin'],
    refused: 'hidden',
  },
  'cocktails(private)': {
    owner: 'user',
    arrange: async (owner) => {
      await cocktail(owner!.user.id, 'private');
      return {
        query: 'query($creator: ID!) { cocktails(first: 5, filter: { creator: $creator }) { totalCount edges { node { name } } } }',
        variables: { creator: gid('User', owner!.user.id) },
      };
    },
    shown: (data) => data?.cocktails.edges.length > 0 && data.cocktails.totalCount > 0,
    may: ['owner', 'admin'],
    refused: 'hidden',
  },
  // Only public cocktails are ranked: a private one, however liked, is in no one's Weekly Top 10 (decision 0049).
  'weeklyTop10(private)': {
    owner: 'user',
    arrange: async (owner) => {
      const target = await cocktail(owner!.user.id, 'private');
      rankedPrivateId = target.id;
      await gw.prisma.cocktailLike.create({ data: { userId: owner!.user.id, cocktailId: target.id } });
      await refreshWeeklyTop10(gw.services, { minAgeSeconds: 0 });
      return { query: '{ weeklyTop10 { edges { node { databaseId } } } }' };
    },
    shown: (data) => data?.weeklyTop10.edges.some((edge: any) => edge.node.databaseId === rankedPrivateId),
    may: [],
    refused: 'hidden',
  },
  'User.cocktails(private)': {
    owner: 'user',
    arrange: async (owner) => {
      await cocktail(owner!.user.id, 'private');
      return {
        query: 'query($id: ID!) { node(id: $id) { ... on User { cocktails(first: 5) { totalCount edges { node { name } } } } } }',
        variables: { id: gid('User', owner!.user.id) },
      };
    },
    shown: (data) => data?.node.cocktails.edges.length > 0 && data.node.cocktails.totalCount > 0,
    may: ['owner', 'admin'],
    refused: 'hidden',
  },
  'search(private)': {
    owner: 'user',
    arrange: async (owner) => ({
      query: 'query($q: String!) { search(query: $q) { cocktails(first: 5) { totalCount edges { node { name } } } } }',
      variables: { q: (await cocktail(owner!.user.id, 'private')).name },
    }),
    shown: (data) => data?.search.cocktails.edges.length > 0,
    may: ['owner', 'admin'],
    refused: 'hidden',
  },
};

function expectedRead(row: ReadRow, caller: Caller): ReadOutcome {
  if (row.except?.[caller]) return row.except[caller];
  if (row.may.includes(caller)) return 'shown';
  if (row.refused === 'hidden') return 'hidden';
  return caller === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
}

describe('the read matrix', () => {
  it('classifies every root query field as public or in the read matrix', async () => {
    const response = await gw.graphql<{ __schema: { queryType: { fields: Array<{ name: string }> } } }>(
      '{ __schema { queryType { fields { name } } } }',
    );
    const names = response.data!.__schema.queryType.fields.map((field) => field.name);
    expect(
      names.filter((name) => !PUBLIC_QUERIES.includes(name) && !(name in READS)),
      'root query fields nobody classified',
    ).toEqual([]);
  });

  it('shows private data to exactly the callers of each row', { timeout: 300_000 }, async () => {
    const actual: Record<string, Record<string, string>> = {};
    const want: Record<string, Record<string, string>> = {};
    for (const [name, row] of Object.entries(READS)) {
      actual[name] = {};
      want[name] = {};
      const callers: Caller[] = CALLERS.filter((caller) => row.owner || (caller !== 'owner' && caller !== 'other'));
      if (row.may.includes('venue')) callers.push('venue');
      for (const caller of callers) {
        const owner = row.owner ? await member(row.owner) : null;
        const { query, variables, extra = {} } = await row.arrange(owner);
        const who = await callerMember(caller, row as unknown as Row, owner, extra);
        const response = await gw.graphql(query, variables, { token: who?.token ?? null, address: freshAddress() });
        const code = response.errors?.[0]?.extensions?.code as string | undefined;
        actual[name][caller] = code ?? (row.shown(response.data) ? 'shown' : 'hidden');
        want[name][caller] = expectedRead(row, caller);
      }
    }
    expect(actual).toEqual(want);
  });
});

// ---------------------------------------------------------------------------------------------------
// node(id) and nodes(ids), for every node type
// ---------------------------------------------------------------------------------------------------

interface NodeRow {
  /** The node type the row's id names (a row per type; several rows may share one, as private and public cocktails). */
  type: string;
  owner?: ProfileType;
  /** Makes a fresh node (of `owner` when the row has one) and returns its database id; may name extra callers. */
  arrange: (owner: Member | null) => Promise<{ id: number; extra?: Partial<Record<Caller, Member>> }>;
  may: readonly Caller[];
  /** How the others are answered: the node is null (as if it did not exist), or an error (decision 0023). */
  refused: 'hidden' | 'error';
  /** Read from a signed-in session only (decision 0079): FORBIDDEN to an access token of any scope, even of a caller who may. */
  sessionOnly?: true;
}

const NODE_CALLERS: Caller[] = ['anonymous', 'other', 'owner', 'admin'];

export const NODES: Record<string, NodeRow> = {
  Achievement: {
    type: 'Achievement',
    owner: 'bartender',
    arrange: async (owner) => ({
      id: (await gw.prisma.achievement.create({ data: { userId: owner!.user.id, type: 'award', title: 'Gold' } })).id,
    }),
    may: EVERYONE,
    refused: 'hidden',
  },
  Brand: {
    type: 'Brand',
    owner: 'brand',
    arrange: async (owner) => {
      const name = `Matrix Brand ${next()}`;
      return { id: (await gw.prisma.brand.create({ data: { name, nameSearch: name.toLowerCase(), ownerId: owner!.user.id } })).id };
    },
    may: EVERYONE,
    refused: 'hidden',
  },
  Campaign: {
    type: 'Campaign',
    owner: 'brand',
    arrange: async (owner) => ({
      id: (await gw.prisma.campaign.create({ data: { brandUserId: owner!.user.id, name: 'Matrix Spring' } })).id,
    }),
    may: EVERYONE,
    refused: 'hidden',
  },
  'Cocktail (public)': {
    type: 'Cocktail',
    owner: 'user',
    arrange: async (owner) => ({ id: (await cocktail(owner!.user.id)).id }),
    may: EVERYONE,
    refused: 'hidden',
  },
  'Cocktail (private)': {
    type: 'Cocktail',
    owner: 'user',
    arrange: async (owner) => ({ id: (await cocktail(owner!.user.id, 'private')).id }),
    may: ['owner', 'admin'],
    refused: 'hidden',
  },
  // The home feed's items (decision 0073) follow their subject's rule.
  'FeedItem (public cocktail)': {
    type: 'FeedItem',
    owner: 'user',
    arrange: async (owner) => {
      const made = await cocktail(owner!.user.id);
      return { id: (await gw.prisma.activity.findFirstOrThrow({ where: { cocktailId: made.id, kind: 'cocktail_posted' } })).id };
    },
    may: EVERYONE,
    refused: 'hidden',
  },
  'FeedItem (private cocktail)': {
    type: 'FeedItem',
    owner: 'user',
    arrange: async (owner) => {
      const made = await cocktail(owner!.user.id, 'private');
      return { id: (await gw.prisma.activity.findFirstOrThrow({ where: { cocktailId: made.id, kind: 'cocktail_posted' } })).id };
    },
    may: ['owner', 'admin'],
    refused: 'hidden',
  },
  'FeedItem (check-in)': {
    type: 'FeedItem',
    owner: 'user',
    arrange: async (owner) => {
      const made = await gw.prisma.checkIn.create({ data: { userId: owner!.user.id, venueId: (await venue()).id } });
      return { id: (await gw.prisma.activity.findFirstOrThrow({ where: { checkInId: made.id } })).id };
    },
    may: ['owner', 'admin'],
    refused: 'hidden',
  },
  CheckIn: {
    type: 'CheckIn',
    owner: 'user',
    arrange: async (owner) => ({
      id: (await gw.prisma.checkIn.create({ data: { userId: owner!.user.id, venueId: (await venue()).id } })).id,
    }),
    may: ['owner', 'admin'],
    refused: 'hidden',
  },
  // Shared check-ins (decision 0046 as amended) reach the member's followers only: not a member who does not follow.
  'CheckIn (shared)': {
    type: 'CheckIn',
    owner: 'user',
    arrange: async (owner) => {
      await gw.prisma.user.update({ where: { id: owner!.user.id }, data: { shareCheckIns: true } });
      return { id: (await gw.prisma.checkIn.create({ data: { userId: owner!.user.id, venueId: (await venue()).id } })).id };
    },
    may: ['owner', 'admin'],
    refused: 'hidden',
  },
  'FeedItem (shared check-in)': {
    type: 'FeedItem',
    owner: 'user',
    arrange: async (owner) => {
      await gw.prisma.user.update({ where: { id: owner!.user.id }, data: { shareCheckIns: true } });
      const made = await gw.prisma.checkIn.create({ data: { userId: owner!.user.id, venueId: (await venue()).id } });
      return { id: (await gw.prisma.activity.findFirstOrThrow({ where: { checkInId: made.id } })).id };
    },
    may: ['owner', 'admin'],
    refused: 'hidden',
  },
  'CocktailReview (public cocktail)': {
    type: 'CocktailReview',
    owner: 'user',
    arrange: async (owner) => {
      const target = await cocktail((await member('user')).user.id);
      return { id: (await gw.prisma.cocktailReview.create({ data: { cocktailId: target.id, userId: owner!.user.id, rating: 5 } })).id };
    },
    may: EVERYONE,
    refused: 'hidden',
  },
  'CocktailReview (private cocktail)': {
    type: 'CocktailReview',
    owner: 'user',
    arrange: async (owner) => {
      const target = await cocktail(owner!.user.id, 'private');
      return { id: (await gw.prisma.cocktailReview.create({ data: { cocktailId: target.id, userId: owner!.user.id, rating: 5 } })).id };
    },
    may: ['owner', 'admin'],
    refused: 'hidden',
  },
  // A re-pour is public with its cocktail; one whose cocktail was made private since is seen as the cocktail is.
  'Repour (public cocktail)': {
    type: 'Repour',
    owner: 'user',
    arrange: async (owner) => ({
      id: (
        await gw.prisma.repour.create({ data: { cocktailId: (await cocktail((await member('user')).user.id)).id, userId: owner!.user.id } })
      ).id,
    }),
    may: EVERYONE,
    refused: 'hidden',
  },
  'Repour (private cocktail)': {
    type: 'Repour',
    owner: 'user',
    arrange: async (owner) => {
      const target = await cocktail(owner!.user.id, 'private');
      return { id: (await gw.prisma.repour.create({ data: { cocktailId: target.id, userId: (await member('user')).user.id } })).id };
    },
    may: ['owner', 'admin'],
    refused: 'hidden',
  },
  CocktailReport: {
    type: 'CocktailReport',
    owner: 'user',
    arrange: async (owner) => {
      const target = await cocktail((await member('user')).user.id);
      return {
        id: (
          await gw.prisma.cocktailReport.create({
            data: { cocktailId: target.id, cocktailName: target.name, reporterId: owner!.user.id, message: 'Private words.' },
          })
        ).id,
      };
    },
    may: ['owner', 'admin'],
    refused: 'error',
  },
  CustomIngredient: {
    type: 'CustomIngredient',
    owner: 'user',
    arrange: async (owner) => ({
      id: (
        await gw.prisma.customIngredient.create({
          data: { ownerId: owner!.user.id, name: 'Secret Syrup', category: 'Syrup', yieldAmount: 1, yieldUnit: 'l' },
        })
      ).id,
    }),
    may: ['owner'],
    refused: 'error',
  },
  Event: {
    type: 'Event',
    owner: 'bar',
    arrange: async (owner) => ({
      id: (await gw.prisma.event.create({ data: { ownerId: owner!.user.id, name: 'Matrix Night', date: today() } })).id,
    }),
    may: EVERYONE,
    refused: 'hidden',
  },
  Gig: {
    type: 'Gig',
    owner: 'bar',
    arrange: async (owner) => ({ id: (await gig(owner!.user.id)).id }),
    may: EVERYONE,
    refused: 'hidden',
  },
  GigInterest: {
    type: 'GigInterest',
    owner: 'bartender',
    // Its writer (and the gig's poster, gig.test.ts) only.
    arrange: async (owner) => {
      const poster = await member('bar');
      const target = await gig(poster.user.id);
      const interest = await gw.prisma.gigInterest.create({
        data: { gigId: target.id, userId: owner!.user.id, posterId: poster.user.id, note: 'Private words.' },
      });
      return { id: interest.id };
    },
    may: ['owner'],
    refused: 'error',
  },
  Ingredient: {
    type: 'Ingredient',
    owner: 'user',
    arrange: async (owner) => {
      const name = `Matrix Amaro ${next()}`;
      return {
        id: (await gw.prisma.ingredient.create({ data: { name, nameSearch: name.toLowerCase(), createdById: owner!.user.id } })).id,
      };
    },
    may: EVERYONE,
    refused: 'hidden',
  },
  Invite: {
    type: 'Invite',
    arrange: async () => ({
      id: (await gw.prisma.invite.create({ data: { code: generateInviteCode(randomBytes), profileType: 'user' } })).id,
    }),
    may: ['admin'],
    refused: 'error',
    sessionOnly: true,
  },
  // A bar's menu (decision 0077): a draft is its owner's and the admins', a published one anyone's.
  DraftMenu: {
    type: 'Menu',
    owner: 'bar',
    arrange: async (owner) => ({ id: (await gw.prisma.menu.create({ data: { ownerId: owner!.user.id, name: 'Draft Menu' } })).id }),
    may: ['owner', 'admin'],
    refused: 'hidden',
  },
  PublishedMenu: {
    type: 'Menu',
    owner: 'bar',
    arrange: async (owner) => ({
      id: (await gw.prisma.menu.create({ data: { ownerId: owner!.user.id, name: 'House Menu', published: true } })).id,
    }),
    may: EVERYONE,
    refused: 'hidden',
  },
  AccessToken: {
    type: 'AccessToken',
    owner: 'user',
    arrange: async (owner) => ({ id: (await accessTokenOf(owner!.user.id, 'read')).id }),
    may: ['owner', 'admin'],
    refused: 'error',
    sessionOnly: true,
  },
  Notification: {
    type: 'Notification',
    owner: 'user',
    arrange: async (owner) => ({ id: (await notification(owner!.user.id)).id }),
    may: ['owner'],
    refused: 'error',
  },
  Partnership: {
    type: 'Partnership',
    owner: 'brand',
    arrange: async (owner) => ({
      id: (await gw.prisma.partnership.create({ data: { brandUserId: owner!.user.id, venueId: (await venue()).id } })).id,
    }),
    may: EVERYONE,
    refused: 'hidden',
  },
  User: { type: 'User', owner: 'user', arrange: async (owner) => ({ id: owner!.user.id }), may: EVERYONE, refused: 'hidden' },
  Venue: {
    type: 'Venue',
    owner: 'bar',
    arrange: async (owner) => ({ id: (await venue(owner!.user.id)).id }),
    may: EVERYONE,
    refused: 'hidden',
  },
  VenueAward: {
    type: 'VenueAward',
    owner: 'bar',
    arrange: async (owner) => ({
      id: (
        await gw.prisma.venueAward.create({
          data: { venueId: (await venue(owner!.user.id)).id, createdById: owner!.user.id, title: 'Best Team' },
        })
      ).id,
    }),
    may: EVERYONE,
    refused: 'hidden',
  },
  VenueClaim: {
    type: 'VenueClaim',
    owner: 'bar',
    arrange: async (owner) => ({
      id: (await gw.prisma.venueClaim.create({ data: { venueId: (await venue()).id, claimantId: owner!.user.id, message: 'proof' } })).id,
    }),
    may: ['owner', 'admin'],
    refused: 'error',
  },
  VerificationRequest: {
    type: 'VerificationRequest',
    owner: 'bartender',
    arrange: async (owner) => {
      const venueAccount = await member('bar');
      const entry = await workEntry(owner!.user.id, (await venue(venueAccount.user.id, true)).id, 'pending');
      return { id: (await verificationRequest(entry)).id, extra: { venue: venueAccount } };
    },
    may: ['owner', 'venue', 'admin'],
    refused: 'error',
  },
  WorkEntry: {
    type: 'WorkEntry',
    owner: 'bartender',
    arrange: async (owner) => ({ id: (await workEntry(owner!.user.id)).id }),
    may: EVERYONE,
    refused: 'hidden',
  },
};

/** `shown`, `hidden` (null) or the error's code, for one node fetched by node(id) or in nodes(ids). */
function nodeOutcome(response: GraphQLResponse, found: unknown): string {
  const code = response.errors?.[0]?.extensions?.code as string | undefined;
  if (code) return code;
  if (response.errors?.length) return `error: ${response.errors[0].message}`;
  return found ? 'shown' : 'hidden';
}

/** One outcome when node(id) and nodes(ids) answer alike (as they must), else both. */
async function nodeAndNodesOutcome(globalId: string, token: string | null): Promise<string> {
  const one = await gw.graphql('query($id: ID!) { node(id: $id) { id } }', { id: globalId }, { token, address: freshAddress() });
  const many = await gw.graphql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [globalId] }, { token, address: freshAddress() });
  const outcome = nodeOutcome(one, one.data?.node);
  const outcomeOfMany = nodeOutcome(many, many.data?.nodes?.[0]);
  return outcome === outcomeOfMany ? outcome : `node: ${outcome}, nodes: ${outcomeOfMany}`;
}

describe('the node matrix', () => {
  it('hides a private cocktail from /api as from GraphQL', async () => {
    const owner = await member('user');
    const admin = await member('admin');
    const other = await member('user');
    const secret = await cocktail(owner.user.id, 'private');
    const statusFor = async (who: Member | null) =>
      (await gw.rest('GET', `/api/cocktails/${secret.id}`, { token: who?.token ?? null, address: freshAddress() })).status;
    expect({
      anonymous: await statusFor(null),
      other: await statusFor(other),
      owner: await statusFor(owner),
      admin: await statusFor(admin),
    }).toEqual({
      anonymous: 404,
      other: 404,
      owner: 200,
      admin: 200,
    });
  });

  it('has a row for every node type', async () => {
    const { data } = await gw.graphql<{ __type: { possibleTypes: Array<{ name: string }> } }>(
      '{ __type(name: "Node") { possibleTypes { name } } }',
    );
    const types = data!.__type.possibleTypes.map((type) => type.name);
    const covered = new Set(Object.values(NODES).map((row) => row.type));
    expect(
      types.filter((type) => !covered.has(type)),
      'node types without a row',
    ).toEqual([]);
  });

  it('answers node(id) and nodes(ids) to exactly the callers of each row', { timeout: 300_000 }, async () => {
    const actual: Record<string, Record<string, string>> = {};
    const want: Record<string, Record<string, string>> = {};
    for (const [name, row] of Object.entries(NODES)) {
      actual[name] = {};
      want[name] = {};
      const callers = [
        ...NODE_CALLERS.filter((caller) => row.owner || caller !== 'owner'),
        ...(row.may.includes('venue') ? ['venue' as const] : []),
      ];
      for (const caller of callers) {
        const owner = row.owner ? await member(row.owner) : null;
        const { id, extra = {} } = await row.arrange(owner);
        const who = await callerMember(caller, { ...row, owner: row.owner ?? 'user' } as unknown as Row, owner, extra);
        actual[name][caller] = await nodeAndNodesOutcome(gid(row.type, id), who?.token ?? null);
        const expectedRow: ReadRow = { arrange: async () => ({ query: '' }), shown: () => true, may: row.may, refused: row.refused };
        want[name][caller] = expectedRead(expectedRow, caller);
      }
    }
    expect(actual).toEqual(want);
  });
});

// ---------------------------------------------------------------------------------------------------
// Access tokens (decision 0079): a token, of either scope, reads what its member reads with a session,
// except the rows marked `sessionOnly`, which it is refused with FORBIDDEN.
// ---------------------------------------------------------------------------------------------------

const WAYS_IN = ['session', 'read token', 'read_write token'] as const;
type WayIn = (typeof WAYS_IN)[number];

/** What the member sends: their session's token, or a new access token of theirs of the scope named. */
async function credentialOf(who: Member, way: WayIn): Promise<string> {
  if (way === 'session') return who.token;
  return (await accessTokenOf(who.user.id, way === 'read token' ? 'read' : 'read_write')).secret;
}

function expectedThrough(row: { sessionOnly?: true }, way: WayIn): string {
  return way === 'session' || !row.sessionOnly ? 'shown' : 'FORBIDDEN';
}

describe('what an access token reads', () => {
  it(
    'is what its member reads with a session, in each row of the read and node matrices, but for session-only rows',
    { timeout: 300_000 },
    async () => {
      const actual: Record<string, Record<string, string>> = {};
      const want: Record<string, Record<string, string>> = {};
      for (const [name, row] of Object.entries(READS)) {
        // The first caller the row shows its data to (the Weekly Top 10's private row shows it to nobody).
        const reader = row.may.find((caller) => caller !== 'anonymous' && expectedRead(row, caller) === 'shown');
        if (!reader) continue;
        const owner = row.owner ? await member(row.owner) : null;
        const { query, variables, extra = {} } = await row.arrange(owner);
        const who = (await callerMember(reader, row as unknown as Row, owner, extra))!;
        actual[name] = {};
        want[name] = {};
        for (const way of WAYS_IN) {
          const response = await gw.graphql(query, variables, { token: await credentialOf(who, way), address: freshAddress() });
          const code = response.errors?.[0]?.extensions?.code as string | undefined;
          actual[name][way] = code ?? (row.shown(response.data) ? 'shown' : 'hidden');
          want[name][way] = expectedThrough(row, way);
        }
      }
      for (const [name, row] of Object.entries(NODES)) {
        const reader = row.may.find((caller) => caller !== 'anonymous')!;
        const owner = row.owner ? await member(row.owner) : null;
        const { id, extra = {} } = await row.arrange(owner);
        const who = (await callerMember(reader, { ...row, owner: row.owner ?? 'user' } as unknown as Row, owner, extra))!;
        actual[`node ${name}`] = {};
        want[`node ${name}`] = {};
        for (const way of WAYS_IN) {
          actual[`node ${name}`][way] = await nodeAndNodesOutcome(gid(row.type, id), await credentialOf(who, way));
          want[`node ${name}`][way] = expectedThrough(row, way);
        }
      }
      expect(actual).toEqual(want);
    },
  );
});

// ---------------------------------------------------------------------------------------------------
// Subscriptions (decision 0072): every root subscription field, opened by every kind of caller. A
// subscription takes no id of anyone: it streams the caller's own value, or refuses as its query does.
// ---------------------------------------------------------------------------------------------------

interface SubscriptionRow {
  document: string;
  may: readonly Caller[];
}

const SUBSCRIPTIONS: Record<string, SubscriptionRow> = {
  unreadNotificationsCount: {
    document: 'subscription { unreadNotificationsCount }',
    may: ['user', 'bartender', 'bar', 'brand', 'admin'],
  },
  // The caller's own feed, counted from a cursor of any feed (a cursor holds a time and an id, nobody's).
  newFeedItemCount: {
    document: `subscription { newFeedItemCount(since: "${encodeFeedCursor({ createdAt: new Date(0), id: 0 })}") }`,
    may: ['user', 'bartender', 'bar', 'brand', 'admin'],
  },
};

/** The first event a subscription sends over server-sent events; the stream is closed after it. */
async function firstEvent(document: string, token: string | null): Promise<GraphQLResponse> {
  const response = await gw.app.request('/graphql', {
    method: 'POST',
    headers: {
      accept: 'text/event-stream',
      'content-type': 'application/json',
      'x-forwarded-for': freshAddress(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query: document }),
  });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  for (;;) {
    const data = /event: next\ndata: (.*)\n\n/.exec(text);
    if (data) {
      await reader.cancel();
      return JSON.parse(data[1]) as GraphQLResponse;
    }
    const { value, done } = await reader.read();
    if (done) throw new Error(`the stream ended without an event: ${text}`);
    text += value;
  }
}

describe('the subscription matrix', () => {
  it('names every root subscription field of the schema', async () => {
    const response = await gw.graphql<{ __schema: { subscriptionType: { fields: Array<{ name: string }> } } }>(
      '{ __schema { subscriptionType { fields { name } } } }',
    );
    const names = response.data!.__schema.subscriptionType.fields.map((field) => field.name);
    expect(names.filter((name) => !(name in SUBSCRIPTIONS))).toEqual([]);
  });

  it('streams to exactly the callers of each row, and refuses the others as the query does', async () => {
    const actual: Record<string, Record<string, string>> = {};
    const want: Record<string, Record<string, string>> = {};
    for (const [name, row] of Object.entries(SUBSCRIPTIONS)) {
      actual[name] = {};
      want[name] = {};
      for (const caller of CALLERS.filter((caller) => caller !== 'owner' && caller !== 'other')) {
        const who = caller === 'anonymous' ? null : await member(caller as ProfileType);
        const event = await firstEvent(row.document, who?.token ?? null);
        actual[name][caller] =
          (event.errors?.[0]?.extensions?.code as string | undefined) ?? (event.data?.[name] !== undefined ? 'ok' : 'none');
        want[name][caller] = row.may.includes(caller) ? 'ok' : caller === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
      }
    }
    expect(actual).toEqual(want);
  });
});
