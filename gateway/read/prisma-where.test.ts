// One rule, three ways (decision 0065): each rule of gateway/domain is a Prisma `where`, and the read path
// applies it as Prisma's own filter, as SQL over a row (whereSql) and on a row already loaded
// (rowMatches). These tests hold the three to the same answer:
// - for every rule builder, over generated viewers (signed out, members, a bartender, venue and brand
//   accounts, an admin, the row's owner) and generated rows (public and private cocktails, their creator
//   deleted, gigs open and closed, gig interests, notifications, reports, reviews, re-pours, check-ins, work entries
//   and verification requests): the ids Prisma selects, the ids whereSql selects (with the viewer's
//   values written in, as a Dynamic piece does, and as a plan's Slots bound per request), and the ids
//   of the loaded rows rowMatches keeps;
// - for each operator whereSql writes, on fixed rows, against Prisma's answer; and for generated
//   filters over those rows.
// Where the three differ today, the case is an `it.fails` naming the difference: it passes while the
// difference stands, and fails (to be turned into an `it`) once it is fixed.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../auth/sessions';
import { readRows } from '../db/client';
import { editableCocktailsWhere, privateCocktailsSeenBy, visibleCocktailsWhere } from '../domain/cocktails';
import { firstListedStartDay, gigInterestsSeenWhere, gigsOpenFromWhere, gigsPostedByWhere, openGigsWhere } from '../domain/gigs';
import { notificationsSeenWhere } from '../domain/notifications';
import { checkInSharersWhere, checkInVisibleWhere, emailVisibleWhere, journeyVisibleWhere, onlyTheMemberWhere } from '../domain/profiles';
import { reportsSeenWhere } from '../domain/reports';
import { followedRepoursWhere, memberRepoursWhere } from '../domain/repours';
import { deletableReviewsWhere } from '../domain/reviews';
import { rankedCocktailsWhere } from '../domain/weekly-top10';
import { decidableRequestsWhere, entryVerificationSeenWhere, requestsSeenWhere } from '../domain/work-history';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { type Binding, symbolicViewer } from './compile';
import { modelOf, modelsOf } from './model';
import { likeLiteral, rowMatches, whereSql } from './prisma-where';
import { bind } from './run';
import { join, raw, Slot, sql, Unsupported } from './sql';

type Where = Record<string, any>;
type Row = Record<string, any>;

let gw: TestGateway;
const SEED = 20261129;
const RUNS = Number(process.env.PROPERTY_RUNS ?? 25);
const tag = randomBytes(3).toString('hex');

beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

// ---------------------------------------------------------------------------------------------------
// The three paths
// ---------------------------------------------------------------------------------------------------

/** Prisma's client delegate of a model (cocktail for Cocktail, gigInterest for GigInterest). */
const delegateOf = (model: string): any => (gw.prisma as any)[model[0].toLowerCase() + model.slice(1)];

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/**
 * The ids among `ids` Prisma selects with `where`, the filter given as it is: Prisma drops an empty OR
 * nested in an AND (`{ AND: [{ OR: [] }, x] }` is x), while at the top of a filter it is no row, as
 * whereSql and rowMatches read it everywhere; so the rows are picked out of its answer here.
 */
async function prismaIds(model: string, where: Where, ids: number[]): Promise<number[]> {
  const rows: Array<{ id: number }> = await delegateOf(model).findMany({ where, select: { id: true } });
  const wanted = new Set(ids);
  return sorted(rows.map((row) => row.id).filter((id) => wanted.has(id)));
}

/**
 * The ids among `ids` whereSql selects with `where`, bound for `viewer` as run.ts binds a plan's Slots.
 * `holds`: as request.holds writes it (coalesced to false), otherwise as request.where.
 */
async function sqlIds(model: string, where: Where, ids: number[], viewer: Viewer | null = null, holds = false): Promise<number[]> {
  const info = modelOf(gw.prisma, model);
  const condition = whereSql(info, 'r', where, { models: modelsOf(gw.prisma), aliases: { next: 0 } });
  const statement = sql`SELECT r."id" AS id FROM ${raw(`"${info.table}"`)} r
    WHERE r."id" IN (${join(ids)}) AND ${holds ? sql`coalesce((${condition}), false)` : condition}`;
  const binding: Binding = { variables: {}, viewer, parent: null, args: new Map() };
  const rows = await readRows<{ id: number }>(gw.prisma, bind({ text: statement.text, values: statement.values, dynamic: false }, binding));
  return sorted(rows.map((row) => row.id));
}

/**
 * whereSql's two readings in one statement: `where` with the viewer's values written in (as
 * request.where reads it, and as a Dynamic piece builds it per request) and `plan`, the same rule
 * compiled for the viewer's class, its Slots bound for `viewer` (as request.holds reads it).
 */
async function sqlIdsBoth(model: string, where: Where, plan: Where, ids: number[], viewer: Viewer | null) {
  const info = modelOf(gw.prisma, model);
  const reach = () => ({ models: modelsOf(gw.prisma), aliases: { next: 0 } });
  const statement = sql`SELECT r."id" AS id, (${whereSql(info, 'r', where, reach())}) AS "values",
      coalesce((${whereSql(info, 'r', plan, reach())}), false) AS "bound"
    FROM ${raw(`"${info.table}"`)} r WHERE r."id" IN (${join(ids)})`;
  const binding: Binding = { variables: {}, viewer, parent: null, args: new Map() };
  const rows = await readRows<{ id: number; values: boolean | null; bound: boolean }>(
    gw.prisma,
    bind({ text: statement.text, values: statement.values, dynamic: false }, binding),
  );
  return {
    values: sorted(rows.filter((row) => row.values === true).map((row) => row.id)),
    bound: sorted(rows.filter((row) => row.bound === true).map((row) => row.id)),
  };
}

/** The ids of the loaded rows rowMatches keeps. */
function matchingIds(where: Where, rows: Row[]): number[] {
  return sorted(rows.filter((row) => rowMatches(where, row)).map((row) => row.id));
}

// ---------------------------------------------------------------------------------------------------
// Every rule builder, over generated viewers and rows
// ---------------------------------------------------------------------------------------------------

const PROFILES = [
  { as: 'a member', profileType: 'user', isAdmin: false },
  { as: 'another member', profileType: 'user', isAdmin: false },
  { as: 'a bartender', profileType: 'bartender', isAdmin: false },
  { as: 'a venue account', profileType: 'bar', isAdmin: false },
  { as: 'a brand account', profileType: 'brand', isAdmin: false },
  { as: 'an admin', profileType: 'admin', isAdmin: true },
] as const;
/** Venues: whose account speaks for each (an index of PROFILES, or none) and whether it is verified. */
const VENUES = [
  { owner: 3, isVerified: true },
  { owner: 4, isVerified: false },
  { owner: 0, isVerified: true },
  { owner: null, isVerified: true },
] as const;
const DAY = 24 * 60 * 60 * 1000;
const BASE_DAY = Date.UTC(2026, 10, 20);

interface Pool {
  members: Array<{ id: number; viewer: Viewer; as: string }>;
  venues: number[];
}
let pool: Pool;

const member = fc.nat({ max: PROFILES.length - 1 });
/** A row's member, or null: the member's account was deleted (creator_id SET NULL). */
const formerMember = fc.option(member, { nil: null, freq: 4 });
const venue = fc.option(fc.nat({ max: VENUES.length - 1 }), { nil: null });
const days = fc.nat({ max: 20 });

const worlds = fc.record({
  cocktails: fc.array(fc.record({ visibility: fc.constantFrom('public', 'private'), creator: formerMember, venue }), {
    minLength: 1,
    maxLength: 6,
  }),
  gigs: fc.array(fc.record({ poster: member, closesOn: days, startsAfter: fc.nat({ max: 5 }), closed: fc.boolean() }), { maxLength: 4 }),
  interests: fc.array(fc.record({ gig: fc.nat(), user: member }), { maxLength: 5 }),
  notifications: fc.array(fc.record({ recipient: member, actor: member }), { maxLength: 5 }),
  reports: fc.array(fc.record({ cocktail: fc.nat(), reporter: formerMember }), { maxLength: 4 }),
  reviews: fc.array(fc.record({ cocktail: fc.nat(), user: member, rating: fc.integer({ min: 1, max: 5 }) }), { maxLength: 5 }),
  repours: fc.array(fc.record({ cocktail: fc.nat(), user: member }), { maxLength: 5 }),
  follows: fc.array(fc.record({ follower: member, following: member }), { maxLength: 6 }),
  /** Which members share their check-ins with their followers (users.share_check_ins). */
  sharing: fc.array(fc.boolean(), { minLength: PROFILES.length, maxLength: PROFILES.length }),
  checkIns: fc.array(fc.record({ user: member, venue: fc.nat({ max: VENUES.length - 1 }), cocktail: fc.option(fc.nat(), { nil: null }) }), {
    maxLength: 4,
  }),
  entries: fc.array(fc.record({ user: member, venue }), { maxLength: 4 }),
  requests: fc.array(
    fc.record({
      entry: fc.nat(),
      requester: fc.option(member, { nil: null }),
      venue,
      status: fc.constantFrom('pending', 'verified', 'denied', 'withdrawn'),
    }),
    { maxLength: 4 },
  ),
  /** The first open day of gigsOpenFromWhere, and a moment for openGigsWhere. */
  openDay: days.map((n) => new Date(BASE_DAY + n * DAY)),
  now: fc.date({ min: new Date(BASE_DAY), max: new Date(BASE_DAY + 22 * DAY), noInvalidDate: true }),
  /** The member whose re-pours a profile lists, and the member whose feed lists those they follow. */
  profile: member,
  follower: member,
  /** Who reads (signed out as null): up to three of them per world. */
  viewers: fc.uniqueArray(fc.option(member, { nil: null, freq: 4 }), { minLength: 1, maxLength: 3 }),
});
type World = typeof worlds extends fc.Arbitrary<infer T> ? T : never;

/** Distinct items by key. */
function distinct<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && Boolean(seen.add(key(item))));
}

interface Inserted {
  Cocktail: number[];
  User: number[];
  Gig: number[];
  GigInterest: number[];
  Notification: number[];
  CocktailReport: number[];
  CocktailReview: number[];
  Repour: number[];
  CheckIn: number[];
  WorkEntry: number[];
  VerificationRequest: number[];
  follows: Array<{ followerId: number; followingId: number }>;
}

/** Writes a world's rows with Prisma, one statement per model. */
async function insert(world: World): Promise<Inserted> {
  const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);
  const memberId = (index: number) => pool.members[index].id;
  const cocktails = await gw.prisma.cocktail.createManyAndReturn({
    data: world.cocktails.map((cocktail, index) => ({
      name: `Rule ${tag} ${index}`,
      visibility: cocktail.visibility,
      creatorId: cocktail.creator === null ? null : memberId(cocktail.creator),
      venueId: cocktail.venue === null ? null : pool.venues[cocktail.venue],
    })),
    select: { id: true },
  });
  const cocktail = (index: number) => cocktails[index % cocktails.length].id;
  const gigs = await gw.prisma.gig.createManyAndReturn({
    data: world.gigs.map((gig) => ({
      posterId: memberId(gig.poster),
      title: 'Shift',
      role: 'bartender' as const,
      closesOn: new Date(BASE_DAY + gig.closesOn * DAY),
      startsOn: new Date(BASE_DAY + (gig.closesOn + gig.startsAfter) * DAY),
      payText: 'Fair',
      city: 'Lisbon',
      cityKey: 'lisbon',
      description: 'A shift',
      closedAt: gig.closed ? new Date(BASE_DAY) : null,
    })),
    select: { id: true, posterId: true },
  });
  const interests = gigs.length
    ? await gw.prisma.gigInterest.createManyAndReturn({
        data: distinct(
          world.interests.map((interest) => ({ gig: gigs[interest.gig % gigs.length], userId: memberId(interest.user) })),
          (interest) => `${interest.gig.id}:${interest.userId}`,
        ).map(({ gig, userId }) => ({ gigId: gig.id, posterId: gig.posterId, userId })),
        select: { id: true },
      })
    : [];
  const notifications = await gw.prisma.notification.createManyAndReturn({
    data: distinct(
      world.notifications.filter((note) => note.actor !== note.recipient),
      (note) => `${note.actor}:${note.recipient}`,
    ).map((note) => ({ recipientId: memberId(note.recipient), actorId: memberId(note.actor), kind: 'follow' as const, subjectId: 0 })),
    select: { id: true },
  });
  const reports = await gw.prisma.cocktailReport.createManyAndReturn({
    data: world.reports.map((report) => ({
      cocktailId: cocktail(report.cocktail),
      cocktailName: 'Reported',
      reporterId: report.reporter === null ? null : memberId(report.reporter),
      message: 'The lime is wrong',
    })),
    select: { id: true },
  });
  const reviews = await gw.prisma.cocktailReview.createManyAndReturn({
    data: distinct(
      world.reviews.map((review) => ({ cocktailId: cocktail(review.cocktail), userId: memberId(review.user), rating: review.rating })),
      (review) => `${review.cocktailId}:${review.userId}`,
    ),
    select: { id: true },
  });
  const repours = await gw.prisma.repour.createManyAndReturn({
    data: distinct(
      world.repours.map((repour) => ({ cocktailId: cocktail(repour.cocktail), userId: memberId(repour.user) })),
      (repour) => `${repour.cocktailId}:${repour.userId}`,
    ),
    select: { id: true },
  });
  const follows = distinct(
    world.follows.filter((follow) => follow.follower !== follow.following),
    (follow) => `${follow.follower}:${follow.following}`,
  ).map((follow) => ({ followerId: memberId(follow.follower), followingId: memberId(follow.following) }));
  await gw.prisma.follow.createMany({ data: follows });
  for (const [index, shares] of world.sharing.entries())
    await gw.prisma.user.update({ where: { id: memberId(index) }, data: { shareCheckIns: shares } });
  const checkIns = await gw.prisma.checkIn.createManyAndReturn({
    data: world.checkIns.map((checkIn) => ({
      userId: memberId(checkIn.user),
      venueId: pool.venues[checkIn.venue],
      cocktailId: checkIn.cocktail === null ? null : cocktail(checkIn.cocktail),
    })),
    select: { id: true },
  });
  const entries = await gw.prisma.workEntry.createManyAndReturn({
    data: world.entries.map((entry) => ({
      userId: memberId(entry.user),
      venueId: entry.venue === null ? null : pool.venues[entry.venue],
      organizationName: 'The Bar',
      position: 'Bartender',
      city: 'Lisbon',
      startDate: '2024-01',
    })),
    select: { id: true, userId: true },
  });
  const requests = entries.length
    ? await gw.prisma.verificationRequest.createManyAndReturn({
        data: world.requests.map((request) => {
          const entry = entries[request.entry % entries.length];
          return {
            workEntryId: entry.id,
            requesterId: request.requester === null ? entry.userId : memberId(request.requester),
            venueId: request.venue === null ? null : pool.venues[request.venue],
            organizationName: 'The Bar',
            organizationType: 'bar' as const,
            country: 'Portugal',
            city: 'Lisbon',
            position: 'Bartender',
            startDate: '2024-01',
            isCurrent: true,
            status: request.status,
          };
        }),
        select: { id: true },
      })
    : [];
  return {
    Cocktail: ids(cocktails),
    User: pool.members.map((candidate) => candidate.id),
    Gig: ids(gigs),
    GigInterest: ids(interests),
    Notification: ids(notifications),
    CocktailReport: ids(reports),
    CocktailReview: ids(reviews),
    Repour: ids(repours),
    CheckIn: ids(checkIns),
    WorkEntry: ids(entries),
    VerificationRequest: ids(requests),
    follows,
  };
}

/** Deletes a world's rows (their children go with them). */
async function remove(rows: Inserted): Promise<void> {
  await gw.prisma.verificationRequest.deleteMany({ where: { id: { in: rows.VerificationRequest } } });
  await gw.prisma.workEntry.deleteMany({ where: { id: { in: rows.WorkEntry } } });
  await gw.prisma.checkIn.deleteMany({ where: { id: { in: rows.CheckIn } } });
  await gw.prisma.notification.deleteMany({ where: { id: { in: rows.Notification } } });
  await gw.prisma.gig.deleteMany({ where: { id: { in: rows.Gig } } });
  await gw.prisma.cocktail.deleteMany({ where: { id: { in: rows.Cocktail } } });
  if (rows.follows.length) await gw.prisma.follow.deleteMany({ where: { OR: rows.follows } });
}

/** What a rule reads besides the viewer. */
interface Inputs {
  openDay: Date;
  /** firstListedStartDay of openDay. */
  earliestStart: Date;
  now: Date;
  profileId: number;
  followerId: number;
}

interface RuleCase {
  name: string;
  model: Exclude<keyof Inserted, 'follows'>;
  /** The rule for a viewer; null when it has none for that viewer (privateCocktailsSeenBy signed out). */
  where: (viewer: Viewer | null, inputs: Inputs) => Where | null;
  /** What rowMatches needs loaded besides the row's columns (its to-one relations the rule reads). */
  include?: Where;
  /** Whether the rule reads the viewer (otherwise it is checked once per world). */
  perViewer: boolean;
  /** rowMatches reads no list relation: a rule with one (some/every/none) is checked on two paths. */
  onLoadedRows: boolean;
}

const RULES: RuleCase[] = [
  {
    name: 'visibleCocktailsWhere',
    model: 'Cocktail',
    where: (viewer) => visibleCocktailsWhere(viewer),
    perViewer: true,
    onLoadedRows: true,
  },
  {
    name: 'editableCocktailsWhere',
    model: 'Cocktail',
    where: (viewer) => editableCocktailsWhere(viewer),
    perViewer: true,
    onLoadedRows: true,
  },
  { name: 'rankedCocktailsWhere', model: 'Cocktail', where: (viewer) => rankedCocktailsWhere(viewer), perViewer: true, onLoadedRows: true },
  {
    name: 'privateCocktailsSeenBy',
    model: 'Cocktail',
    where: (viewer) => privateCocktailsSeenBy(viewer),
    perViewer: true,
    onLoadedRows: true,
  },
  { name: 'onlyTheMemberWhere', model: 'User', where: (viewer) => onlyTheMemberWhere(viewer), perViewer: true, onLoadedRows: true },
  { name: 'journeyVisibleWhere', model: 'User', where: (viewer) => journeyVisibleWhere(viewer), perViewer: true, onLoadedRows: true },
  { name: 'checkInSharersWhere', model: 'User', where: (viewer) => checkInSharersWhere(viewer), perViewer: true, onLoadedRows: false },
  { name: 'emailVisibleWhere', model: 'User', where: (viewer) => emailVisibleWhere(viewer), perViewer: true, onLoadedRows: true },
  { name: 'gigsPostedByWhere', model: 'Gig', where: (viewer) => gigsPostedByWhere(viewer), perViewer: true, onLoadedRows: true },
  {
    name: 'gigsOpenFromWhere',
    model: 'Gig',
    where: (_viewer, inputs) => gigsOpenFromWhere(inputs.openDay, inputs.earliestStart),
    perViewer: false,
    onLoadedRows: true,
  },
  { name: 'openGigsWhere', model: 'Gig', where: (_viewer, inputs) => openGigsWhere(inputs.now), perViewer: false, onLoadedRows: true },
  {
    name: 'gigInterestsSeenWhere',
    model: 'GigInterest',
    where: (viewer) => gigInterestsSeenWhere(viewer),
    perViewer: true,
    onLoadedRows: true,
  },
  {
    name: 'notificationsSeenWhere',
    model: 'Notification',
    where: (viewer) => notificationsSeenWhere(viewer),
    perViewer: true,
    onLoadedRows: true,
  },
  { name: 'reportsSeenWhere', model: 'CocktailReport', where: (viewer) => reportsSeenWhere(viewer), perViewer: true, onLoadedRows: true },
  {
    name: 'deletableReviewsWhere',
    model: 'CocktailReview',
    where: (viewer) => deletableReviewsWhere(viewer),
    perViewer: true,
    onLoadedRows: true,
  },
  {
    name: 'requestsSeenWhere',
    model: 'VerificationRequest',
    where: (viewer) => requestsSeenWhere(viewer),
    include: { venue: true },
    perViewer: true,
    onLoadedRows: true,
  },
  {
    name: 'decidableRequestsWhere',
    model: 'VerificationRequest',
    where: (viewer) => decidableRequestsWhere(viewer),
    include: { venue: true },
    perViewer: true,
    onLoadedRows: true,
  },
  {
    name: 'entryVerificationSeenWhere',
    model: 'WorkEntry',
    where: (viewer) => entryVerificationSeenWhere(viewer),
    include: { venue: true },
    perViewer: true,
    onLoadedRows: true,
  },
  // The rules as the types' sqlVisible apply them to a related row (gateway/schema/repour.ts, review.ts, check-in.ts).
  {
    name: "Repour's sqlVisible, { cocktail: visibleCocktailsWhere }",
    model: 'Repour',
    where: (viewer) => ({ cocktail: visibleCocktailsWhere(viewer) }),
    include: { cocktail: true },
    perViewer: true,
    onLoadedRows: true,
  },
  {
    name: "CocktailReview's sqlVisible, { cocktail: visibleCocktailsWhere }",
    model: 'CocktailReview',
    where: (viewer) => ({ cocktail: visibleCocktailsWhere(viewer) }),
    include: { cocktail: true },
    perViewer: true,
    onLoadedRows: true,
  },
  {
    name: "CheckIn's sqlVisible, checkInVisibleWhere",
    model: 'CheckIn',
    where: (viewer) => checkInVisibleWhere(viewer),
    perViewer: true,
    onLoadedRows: false,
  },
  {
    name: 'memberRepoursWhere',
    model: 'Repour',
    where: (viewer, inputs) => memberRepoursWhere(viewer, inputs.profileId, null),
    include: { cocktail: true },
    perViewer: true,
    onLoadedRows: true,
  },
  {
    name: 'followedRepoursWhere',
    model: 'Repour',
    where: (viewer, inputs) => followedRepoursWhere(viewer, inputs.followerId, null),
    perViewer: true,
    onLoadedRows: false,
  },
];

/** The rule as a plan is compiled: the viewer's id a Slot (symbolicViewer), the day a Slot read at the request (atRequest). */
function planned(rule: RuleCase, viewer: Viewer | null, inputs: Inputs): Where | null {
  const day = new Slot(() => inputs.openDay, 'date') as unknown as Date;
  const earliestStart = new Slot(() => inputs.earliestStart, 'date') as unknown as Date;
  return rule.where(symbolicViewer(viewer), { ...inputs, openDay: day, earliestStart });
}

describe('every rule builder', () => {
  beforeAll(async () => {
    const members = [];
    for (const profile of PROFILES) {
      const { user } = await gw.createMember({ profileType: profile.profileType, isAdmin: profile.isAdmin });
      const viewer: Viewer = { id: user.id, sessionId: '', username: user.username, profileType: user.profileType, isAdmin: user.isAdmin };
      members.push({ id: user.id, viewer, as: profile.as });
    }
    const venues = [];
    for (const [index, spec] of VENUES.entries()) {
      const created = await gw.prisma.venue.create({
        data: {
          name: `Rule venue ${tag} ${index}`,
          searchText: `rule venue ${tag} ${index}`,
          ownerId: spec.owner === null ? null : members[spec.owner].id,
          isVerified: spec.isVerified,
        },
      });
      venues.push(created.id);
    }
    pool = { members, venues };
  });

  it('selects the same rows through Prisma, through whereSql (values and bound Slots) and with rowMatches on the loaded rows', async () => {
    const selective = new Set<string>();
    await fc.assert(
      fc.asyncProperty(worlds, async (world) => {
        const rows = await insert(world);
        try {
          const inputs: Inputs = {
            openDay: world.openDay,
            earliestStart: firstListedStartDay(world.openDay),
            now: world.now,
            profileId: pool.members[world.profile].id,
            followerId: pool.members[world.follower].id,
          };
          const loaded = new Map<string, Row[]>();
          for (const rule of RULES) {
            const ids = rows[rule.model];
            if (!ids.length) continue;
            const loadKey = `${rule.model}:${JSON.stringify(rule.include ?? {})}`;
            if (rule.onLoadedRows && !loaded.has(loadKey)) {
              loaded.set(loadKey, await delegateOf(rule.model).findMany({ where: { id: { in: ids } }, include: rule.include }));
            }
            const viewers = rule.perViewer ? world.viewers.map((index) => (index === null ? null : pool.members[index].viewer)) : [null];
            for (const viewer of viewers) {
              const where = rule.where(viewer, inputs);
              if (!where) continue;
              const who = viewer ? PROFILES[pool.members.findIndex((candidate) => candidate.id === viewer.id)].as : 'signed out';
              const label = `${rule.name} for ${who}`;
              const expected = await prismaIds(rule.model, where, ids);
              const viaSql = await sqlIdsBoth(rule.model, where, planned(rule, viewer, inputs)!, ids, viewer);
              expect(viaSql.values, `${label}: whereSql with the viewer's values`).toEqual(expected);
              expect(viaSql.bound, `${label}: a plan's whereSql, bound`).toEqual(expected);
              if (rule.onLoadedRows) expect(matchingIds(where, loaded.get(loadKey)!), `${label}: rowMatches`).toEqual(expected);
              // A rule's answer that keeps some rows and leaves others out tells the paths apart.
              if (expected.length > 0 && expected.length < ids.length) selective.add(rule.name);
            }
          }
        } finally {
          await remove(rows);
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
    // Every rule kept some rows and left others out, in some world and for some viewer.
    expect([...selective].sort()).toEqual(RULES.map((rule) => rule.name).sort());
    // Each world writes and reads a few hundred statements: on a busy two-core machine, more than the default 30 s.
  }, 120_000);

  it('answers the owner, another member, an admin and a signed-out reader of a private cocktail alike on the three paths', async () => {
    // The cases the rule is about, written out: a private cocktail of the member, one whose creator was deleted, a public one.
    const owner = pool.members[0];
    const cocktails = await gw.prisma.cocktail.createManyAndReturn({
      data: [
        { name: `Own ${tag}`, visibility: 'private', creatorId: owner.id },
        { name: `Orphan ${tag}`, visibility: 'private', creatorId: null },
        { name: `Public orphan ${tag}`, visibility: 'public', creatorId: null },
      ],
      select: { id: true, visibility: true, creatorId: true },
    });
    const ids = cocktails.map((cocktail) => cocktail.id);
    const [own, orphan, publicOrphan] = ids;
    const expectations: Array<[Viewer | null, number[], number[]]> = [
      // viewer, visible, editable
      [owner.viewer, [own, publicOrphan], [own]],
      [pool.members[1].viewer, [publicOrphan], []],
      [pool.members[5].viewer, [own, orphan, publicOrphan], [own, orphan, publicOrphan]],
      [null, [publicOrphan], []],
    ];
    for (const [viewer, visible, editable] of expectations) {
      for (const [where, expected] of [
        [visibleCocktailsWhere(viewer), visible],
        [editableCocktailsWhere(viewer), editable],
      ] as const) {
        expect(await prismaIds('Cocktail', where, ids)).toEqual(sorted(expected));
        expect(await sqlIds('Cocktail', where, ids)).toEqual(sorted(expected));
        expect(matchingIds(where, cocktails)).toEqual(sorted(expected));
      }
    }
    await gw.prisma.cocktail.deleteMany({ where: { id: { in: ids } } });
  });

  // A Slot's Date is bound as its ISO text (run.ts's boundValue): the pg driver would write it in the
  // process's local time ('2026-11-19T16:00:00.000-08:00' in Los Angeles), whose date is the day before.
  it('binds the day a plan reads at the request as that UTC day, whatever time zone the process runs in', async () => {
    // gig.ts's isOpen binds firstOpenDay() (a UTC midnight) into `closes_on >= $n::date`.
    const poster = pool.members[3].id;
    const closesOn = [19, 20, 21].map((day) => new Date(Date.UTC(2026, 10, day)));
    const gigs = await gw.prisma.gig.createManyAndReturn({
      data: closesOn.map((day) => ({
        posterId: poster,
        title: 'Shift',
        role: 'bartender' as const,
        startsOn: day,
        closesOn: day,
        payText: 'Fair',
        city: 'Lisbon',
        cityKey: 'lisbon',
        description: 'A shift',
      })),
      select: { id: true },
    });
    const ids = gigs.map((gig) => gig.id);
    const openDay = new Date(Date.UTC(2026, 10, 20));
    const zone = process.env.TZ;
    try {
      for (const timeZone of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
        process.env.TZ = timeZone;
        const expected = await prismaIds('Gig', gigsOpenFromWhere(openDay, firstListedStartDay(openDay)), ids);
        expect(expected).toEqual(ids.slice(1));
        const slot = new Slot(() => openDay, 'date') as unknown as Date;
        const startSlot = new Slot(() => firstListedStartDay(openDay), 'date') as unknown as Date;
        expect(await sqlIds('Gig', gigsOpenFromWhere(slot, startSlot), ids, null, true), timeZone).toEqual(expected);
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
      await gw.prisma.gig.deleteMany({ where: { id: { in: ids } } });
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// Each operator, on fixed rows, against Prisma
// ---------------------------------------------------------------------------------------------------

interface Fixture {
  cocktails: Row[];
  cocktailIds: number[];
  gigs: Row[];
  gigIds: number[];
  /** OpenToWork rows (keyed by user id): enum and text lists. */
  openToWork: Row[];
  creators: number[];
  venues: number[];
  times: Date[];
}
let fixture: Fixture;

/** Prisma's answer, whereSql's and (unless `rows` is false) rowMatches', for a filter on the fixture's cocktails. */
async function answers(where: Where, options: { model?: 'Cocktail' | 'Gig'; rows?: boolean } = {}) {
  const model = options.model ?? 'Cocktail';
  const ids = model === 'Cocktail' ? fixture.cocktailIds : fixture.gigIds;
  const loaded = model === 'Cocktail' ? fixture.cocktails : fixture.gigs;
  return {
    prisma: await prismaIds(model, where, ids),
    sql: await sqlIds(model, where, ids),
    rows: options.rows === false ? undefined : matchingIds(where, loaded),
  };
}

/** Each filter: whereSql (and rowMatches, where it reads the operator) answers as Prisma does. */
async function expectAgreement(filters: Where[], options: { model?: 'Cocktail' | 'Gig'; rows?: boolean } = {}) {
  for (const where of filters) {
    const answer = await answers(where, options);
    const label = JSON.stringify(where);
    expect(answer.sql, `whereSql ${label}`).toEqual(answer.prisma);
    if (answer.rows) expect(answer.rows, `rowMatches ${label}`).toEqual(answer.prisma);
  }
}

/** OpenToWork's rows (keyed by user id) for list filters. */
async function openToWorkAnswers(where: Where) {
  const info = modelOf(gw.prisma, 'OpenToWork');
  const ids = fixture.openToWork.map((row) => row.userId);
  const prisma = sorted(
    (await gw.prisma.openToWork.findMany({ where: { AND: [where, { userId: { in: ids } }] }, select: { userId: true } })).map(
      (row) => row.userId,
    ),
  );
  const statement = sql`SELECT r."user_id" AS id FROM ${raw(`"${info.table}"`)} r WHERE r."user_id" IN (${join(ids)}) AND ${whereSql(info, 'r', where)}`;
  const viaSql = sorted((await readRows<{ id: number }>(gw.prisma, statement)).map((row) => row.id));
  return { prisma, sql: viaSql };
}

describe('whereSql and rowMatches, operator by operator', () => {
  beforeAll(async () => {
    const creators: number[] = [];
    for (const isAdmin of [false, false, true]) creators.push((await gw.createMember({ isAdmin })).user.id);
    const venues: number[] = [];
    for (const [index, owner] of [creators[0], null].entries()) {
      venues.push(
        (
          await gw.prisma.venue.create({
            data: { name: `Op venue ${tag} ${index}`, searchText: `op venue ${tag} ${index}`, ownerId: owner, isVerified: index === 0 },
          })
        ).id,
      );
    }
    const times = [0, 1, 2, 3].map((n) => new Date(Date.UTC(2026, 0, 1, 12, 0, 0, n * 250)));
    const specs = [
      {
        name: 'Negroni',
        description: 'Bitter and sweet',
        creatorId: creators[0],
        visibility: 'public',
        categories: ['Classic', 'Bitter'],
        abv: 24.5,
        year: 1919,
        isMocktail: false,
        venueId: venues[0],
        type: 'other',
      },
      {
        name: 'negroni sbagliato',
        description: null,
        creatorId: creators[1],
        visibility: 'private',
        categories: ['Classic'],
        abv: null,
        year: null,
        isMocktail: false,
        venueId: null,
        type: 'my_own',
      },
      {
        name: 'NEGRONI BIANCO',
        description: 'Ünïcode Ü',
        creatorId: null,
        visibility: 'public',
        categories: [],
        abv: 0.5,
        year: 2001,
        isMocktail: true,
        venueId: venues[1],
        type: 'other',
      },
      {
        name: 'Mai Tai',
        description: 'tiki',
        creatorId: creators[2],
        visibility: 'private',
        categories: ['Tiki'],
        abv: 30,
        year: 1944,
        isMocktail: false,
        venueId: null,
        type: 'my_own',
      },
      {
        name: 'Épicé',
        description: null,
        creatorId: null,
        visibility: 'private',
        categories: ['Bitter', 'Tiki'],
        abv: null,
        year: 1944,
        isMocktail: true,
        venueId: venues[0],
        type: 'other',
      },
    ] as const;
    const cocktails = [];
    for (const [index, spec] of specs.entries()) {
      cocktails.push(
        await gw.prisma.cocktail.create({
          data: { ...spec, categories: [...spec.categories], name: `${spec.name}`, createdAt: times[index % times.length] },
          include: { venue: true, creator: true },
        }),
      );
    }
    const reviewer = (await gw.createMember()).user.id;
    await gw.prisma.cocktailReview.createMany({
      data: [
        { cocktailId: cocktails[0].id, userId: reviewer, rating: 5 },
        { cocktailId: cocktails[0].id, userId: creators[1], rating: 3 },
        { cocktailId: cocktails[1].id, userId: reviewer, rating: 5 },
        { cocktailId: cocktails[3].id, userId: reviewer, rating: 1 },
      ],
    });
    const poster = (await gw.createMember({ profileType: 'bar' })).user.id;
    const gigs = [];
    for (const [index, day] of [1, 2, 3].entries()) {
      gigs.push(
        await gw.prisma.gig.create({
          data: {
            posterId: poster,
            title: 'Shift',
            role: index === 1 ? 'bar_back' : 'bartender',
            startsOn: new Date(Date.UTC(2026, 0, day)),
            closesOn: new Date(Date.UTC(2026, 0, day)),
            payText: 'Fair',
            city: 'Porto',
            cityKey: 'porto',
            description: 'A shift',
            closedAt: index === 1 ? times[0] : null,
          },
        }),
      );
    }
    const openToWork = [];
    for (const [index, roles] of ([['bartender', 'bar_back'], ['consultant'], []] as const).entries()) {
      const user = (await gw.createMember({ profileType: 'bartender' })).user.id;
      openToWork.push(
        await gw.prisma.openToWork.create({
          data: { userId: user, roles: [...roles], cities: ['Porto'], cityKeys: index === 2 ? [] : ['porto', `city${index}`] },
        }),
      );
    }
    fixture = {
      cocktails,
      cocktailIds: cocktails.map((cocktail) => cocktail.id),
      gigs,
      gigIds: gigs.map((gig) => gig.id),
      openToWork,
      creators,
      venues,
      times,
    };
  });

  it('answers equals, its shorthand and not on text, Int, Boolean and enum columns as Prisma', async () => {
    await expectAgreement([
      { name: 'Negroni' },
      { name: { equals: 'Negroni' } },
      { name: { not: 'Negroni' } },
      { name: { not: { equals: 'Negroni' } } },
      { id: fixture.cocktailIds[2] },
      { id: { not: fixture.cocktailIds[2] } },
      { isMocktail: true },
      { isMocktail: { not: true } },
      { visibility: 'private' },
      { visibility: { equals: 'public' } },
      { visibility: { not: 'public' } },
      { type: 'my_own', visibility: 'private' },
      { creatorId: fixture.creators[0] },
    ]);
  });

  it('answers null comparisons (a deleted creator, a missing description) as Prisma', async () => {
    await expectAgreement([
      { creatorId: null },
      { description: null },
      { creatorId: { not: null } },
      { description: { not: null } },
      { abv: null },
    ]);
    // rowMatches reads `{ equals: null }` otherwise (below): whereSql only.
    await expectAgreement([{ creatorId: { equals: null } }, { description: { equals: null } }], { rows: false });
  });

  it('answers in and notIn, empty lists included, on Int, text and enum columns as Prisma', async () => {
    await expectAgreement([
      { id: { in: [] } },
      { id: { notIn: [] } },
      { id: { in: fixture.cocktailIds.slice(0, 2) } },
      { id: { notIn: fixture.cocktailIds.slice(0, 2) } },
      { creatorId: { in: [] } },
      { creatorId: { in: [fixture.creators[0], fixture.creators[2]] } },
      { creatorId: { notIn: [fixture.creators[0]] } },
      { name: { in: ['Negroni', 'Mai Tai', 'nothing'] } },
      { visibility: { in: ['private'] } },
      { visibility: { in: ['public', 'private'] } },
      { visibility: { notIn: [] } },
      { visibility: { notIn: ['public'] } },
      { year: { in: [1944, 2001] } },
      { year: { notIn: [1944] } },
    ]);
  });

  it('answers lt, lte, gt and gte on Dates, Ints, floats and texts as Prisma, nulls never matching', async () => {
    const [, second] = fixture.times;
    await expectAgreement([
      { createdAt: { lt: second } },
      { createdAt: { lte: second } },
      { createdAt: { gt: second } },
      { createdAt: { gte: second } },
      { createdAt: { gt: fixture.times[0], lt: fixture.times[3] } },
      { createdAt: second },
      { createdAt: { equals: second } },
      { createdAt: { in: [second, fixture.times[3]] } },
      { createdAt: { not: second } },
      { year: { lt: 1944 } },
      { year: { lte: 1944 } },
      { year: { gt: 1944 } },
      { year: { gte: 1944, lt: 2000 } },
      { abv: { gt: 1 } },
      { abv: { lte: 24.5 } },
    ]);
    // Texts: in the database's collation, which rowMatches does not follow (below): whereSql only.
    await expectAgreement([{ name: { lt: 'Mai Tai' } }, { name: { gte: 'N' } }, { name: { gt: 'negroni' } }], { rows: false });
  });

  it('answers Dates on a date column at midnight UTC (as firstOpenDay gives them) as Prisma', async () => {
    const day = new Date(Date.UTC(2026, 0, 2));
    await expectAgreement(
      [
        { closesOn: { gte: day } },
        { closesOn: { gt: day } },
        { closesOn: { lte: day } },
        { closesOn: day },
        { closedAt: null, closesOn: { gte: day } },
      ],
      { model: 'Gig' },
    );
  });

  it.fails('answers a Date with a time of day on a date column as Prisma, which compares its UTC day', async () => {
    // Prisma binds the Date as a date ('2026-01-02'); whereSql writes '...T12:00:00.000Z'::timestamp and
    // rowMatches compares milliseconds, so the gig closing on 2026-01-02 is left out by both.
    const noon = new Date(Date.UTC(2026, 0, 2, 12));
    await expectAgreement([{ closesOn: { gte: noon } }, { closesOn: noon }], { model: 'Gig' });
  });

  it('answers contains, startsWith and endsWith, case-sensitive or insensitive, as Prisma', async () => {
    await expectAgreement([
      { name: { contains: 'egro' } },
      { name: { contains: 'NEGRONI' } },
      { name: { startsWith: 'negroni' } },
      { name: { startsWith: 'Negroni' } },
    ]);
    await expectAgreement([
      { name: { endsWith: 'Tai' } },
      { name: { contains: 'negroni', mode: 'insensitive' } },
      { name: { startsWith: 'NEGRONI', mode: 'insensitive' } },
      { name: { endsWith: 'BIANCO', mode: 'insensitive' } },
      { name: { equals: 'negroni', mode: 'insensitive' } },
      { name: { contains: 'épicé', mode: 'insensitive' } },
      { description: { contains: 'ü', mode: 'insensitive' } },
      { description: { contains: 'tiki' } },
    ]);
  });

  it('answers contains and startsWith with % or _ in the value as Prisma, which reads them as LIKE wildcards', async () => {
    // Prisma writes `LIKE '%' || $1 || '%'` without escaping: 'Neg_oni' matches 'Negroni' and '%' every
    // name; whereSql writes the same LIKE and rowMatches reads the value as the same pattern.
    await expectAgreement([
      { name: { contains: 'Neg_oni' } },
      { name: { startsWith: '%' } },
      { name: { equals: 'negr_ni', mode: 'insensitive' } },
    ]);
  });

  it("matches a member's text literally once likeLiteral has escaped it, on the three paths", async () => {
    // 'Neg_oni' and '%' escaped: the underscore and the percent sign are characters, not wildcards.
    for (const where of [{ name: { contains: likeLiteral('Neg_oni') } }, { name: { startsWith: likeLiteral('%') } }]) {
      const answer = await answers(where);
      expect(answer.prisma, JSON.stringify(where)).toEqual([]);
    }
    await expectAgreement([
      { name: { contains: likeLiteral('Neg_oni') } },
      { name: { startsWith: likeLiteral('%') } },
      { name: { contains: likeLiteral('gron') } },
      { name: { contains: likeLiteral('\\') } },
    ]);
  });

  it('answers not, in and comparisons with mode insensitive as Prisma, which lower-cases the value too', async () => {
    // Prisma lower-cases the value as well as the column: `lower(name) IN (lower('NEGRONI'))`.
    await expectAgreement(
      [
        { name: { in: ['NEGRONI'], mode: 'insensitive' } },
        { name: { not: 'NEGRONI', mode: 'insensitive' } },
        { name: { lt: 'N', mode: 'insensitive' } },
      ],
      { rows: false },
    );
  });

  it('answers has and hasSome on text and enum lists, an empty hasSome included, as Prisma', async () => {
    for (const where of [
      { categories: { has: 'Classic' } },
      { categories: { has: 'Nothing' } },
      { categories: { hasSome: ['Tiki', 'Nothing'] } },
      { categories: { hasSome: [] } },
    ]) {
      const answer = await answers(where, { rows: false });
      expect(answer.sql, JSON.stringify(where)).toEqual(answer.prisma);
    }
    expect(matchingIds({ categories: { has: 'Classic' } }, fixture.cocktails)).toEqual(
      (await answers({ categories: { has: 'Classic' } })).prisma,
    );
    for (const where of [
      { roles: { has: 'bartender' } },
      { roles: { has: 'event_staff' } },
      { roles: { hasSome: ['consultant', 'bar_back'] } },
      { roles: { hasSome: [] } },
      { cityKeys: { has: 'porto' } },
      { cityKeys: { hasSome: ['city1', 'nowhere'] } },
    ]) {
      const answer = await openToWorkAnswers(where);
      expect(answer.sql, JSON.stringify(where)).toEqual(answer.prisma);
    }
  });

  it('answers AND, OR and NOT, empty lists and a lone object included, as Prisma', async () => {
    await expectAgreement([
      { AND: [] },
      { OR: [] },
      { NOT: [] },
      { AND: {} },
      { OR: [{ AND: [{ visibility: 'public' }] }] },
      { AND: { visibility: 'public' } },
      { AND: [{ visibility: 'public' }, { isMocktail: false }] },
      { OR: [{ visibility: 'public' }, { isMocktail: true }] },
      { NOT: { visibility: 'public' } },
      { NOT: [{ visibility: 'public' }, { isMocktail: true }] },
      { NOT: { OR: [{ visibility: 'public' }, { type: 'my_own' }] } },
      { OR: [{ AND: [{ visibility: 'private' }, { NOT: { type: 'other' } }] }, { name: 'Negroni' }] },
      { visibility: 'public', OR: [{ isMocktail: true }, { name: { startsWith: 'Neg' } }] },
    ]);
  });

  it('answers filters on a related row (is, isNot, its own filter) and on related rows (some, every, none) as Prisma', async () => {
    const [owner] = fixture.creators;
    await expectAgreement([
      { venue: { ownerId: owner } },
      { venue: { isVerified: true, ownerId: owner } },
      { venue: { is: { isVerified: false } } },
      { venue: { is: null } },
      { venue: { isNot: null } },
      { venue: { isNot: { isVerified: true } } },
      { creator: { isAdmin: true } },
      { creator: { is: null } },
      { OR: [{ creator: { isAdmin: true } }, { venue: { ownerId: owner } }] },
      { AND: [{ visibility: 'private' }, { venue: { ownerId: owner } }] },
    ]);
    // rowMatches reads no list of related rows: whereSql only.
    await expectAgreement(
      [
        { reviews: { some: { rating: 5 } } },
        { reviews: { some: {} } },
        { reviews: { none: {} } },
        { reviews: { none: { rating: { lt: 3 } } } },
        { reviews: { every: { rating: 5 } } },
        { reviews: { every: { rating: { gte: 3 } } } },
        { reviews: { some: { user: { isAdmin: false } } } },
        { creator: { followers: { none: {} } } },
      ],
      { rows: false },
    );
  });

  it('writes SQL given as a value (a column of a row the caller joined) as it is, alone or under an operator', async () => {
    const ids = fixture.cocktailIds;
    const creatorColumn = raw(`r."${modelOf(gw.prisma, 'Cocktail').columns.creatorId}"`);
    // A cocktail's own creator column equals itself wherever it is not null.
    expect(await sqlIds('Cocktail', { creatorId: creatorColumn }, ids)).toEqual(
      await prismaIds('Cocktail', { creatorId: { not: null } }, ids),
    );
    expect(await sqlIds('Cocktail', { creatorId: { equals: creatorColumn } }, ids)).toEqual(
      await prismaIds('Cocktail', { creatorId: { not: null } }, ids),
    );
    // In a related rows' filter, as the Cocktail Journey's top rated cocktails pass the member's id column.
    const member = fixture.creators[1];
    const reviewedBy = await prismaIds('Cocktail', { reviews: { some: { userId: member } } }, ids);
    expect(reviewedBy).toHaveLength(1);
    expect(await sqlIds('Cocktail', { reviews: { some: { userId: sql`${member}::int` } } }, ids)).toEqual(reviewedBy);
  });

  it('refuses, as Unsupported, an operator or a key it does not write', () => {
    const info = modelOf(gw.prisma, 'Cocktail');
    const reach = { models: modelsOf(gw.prisma), aliases: { next: 0 } };
    expect(() => whereSql(info, 'r', { categories: { hasEvery: ['a'] } }, reach)).toThrow(Unsupported);
    expect(() => whereSql(info, 'r', { categories: { isEmpty: true } }, reach)).toThrow(Unsupported);
    expect(() => whereSql(info, 'r', { name: { search: 'gin' } }, reach)).toThrow(Unsupported);
    expect(() => whereSql(info, 'r', { nothing: 1 }, reach)).toThrow(Unsupported);
    // A relation needs the models it reaches.
    expect(() => whereSql(info, 'r', { venue: { ownerId: 1 } })).toThrow(Unsupported);
  });

  // --- Where the paths differ today ------------------------------------------------------------------

  it('answers `not` a value on a nullable column as Prisma, whose `<>` leaves NULL rows out', async () => {
    // A cocktail whose creator was deleted is not `{ creatorId: { not: id } }`: Prisma, whereSql
    // (`<>`) and rowMatches all leave it out.
    await expectAgreement([{ creatorId: { not: fixture.creators[0] } }, { description: { not: 'tiki' } }], { rows: false });
  });

  it('answers NOT over a nullable column on a loaded row as SQL does, where a NULL comparison is unknown', async () => {
    // Prisma and whereSql write `NOT (creator_id = $1)`, unknown (so left out) for a NULL creator;
    // rowMatches reads SQL's three values and leaves it out too.
    await expectAgreement([{ NOT: { creatorId: fixture.creators[0] } }, { NOT: { year: 1944 } }]);
  });

  it('answers equals null and an empty notIn on a null column of a loaded row as Prisma', async () => {
    // A null column given a column's operators is not a missing related row: Prisma writes
    // `creator_id IS NULL` and `1=1`.
    await expectAgreement([{ creatorId: { equals: null } }, { creatorId: { notIn: [] } }]);
  });

  it('answers a to-one relation filter of null ({ venue: null }) as Prisma', async () => {
    // No related row: `NOT EXISTS` over the relation, as Prisma's `venue_id IS NULL`.
    await expectAgreement([{ venue: null }], { rows: false });
  });

  it('answers a list column compared with equals on a loaded row as Prisma', async () => {
    // Arrays are equal item by item, in order.
    await expectAgreement([{ categories: { equals: ['Classic'] } }, { categories: { equals: [] } }]);
  });

  it.fails("compares texts on a loaded row in the database's collation, as Prisma", async () => {
    // rowMatches compares UTF-16 code units. Under a C or C.UTF-8 collation PostgreSQL compares code
    // points, so '\u{10000}' (a surrogate pair) sorts after '\uffff' there and before it in JavaScript;
    // under a language's collation (en_US.UTF-8, the postgres image's default) 'a' sorts before 'B'.
    const [{ collation }] = await readRows<{ collation: string }>(
      gw.prisma,
      sql`SELECT datcollate::text AS collation FROM pg_database WHERE datname = current_database()`,
    );
    const codePoints = /^(C|POSIX|C\.UTF-?8)$/i.test(collation);
    const cocktail = await gw.prisma.cocktail.create({ data: { name: codePoints ? '\u{10000}' : 'a' } });
    try {
      const where = { name: { gt: codePoints ? '\uffff' : 'B' } };
      expect(matchingIds(where, [cocktail])).toEqual(await prismaIds('Cocktail', where, [cocktail.id]));
    } finally {
      await gw.prisma.cocktail.delete({ where: { id: cocktail.id } });
    }
  });

  it('answers isNot a filter over a NULL column of the related row as Prisma, which leaves that row out', async () => {
    // Prisma writes `(NOT j.owner_id = $1) OR j.id IS NULL`: unknown, so left out, for a cocktail whose
    // venue has no owner; whereSql (no related row, or one the filter is false of) and rowMatches too.
    await expectAgreement([{ venue: { isNot: { ownerId: fixture.creators[0] } } }]);
  });

  it('reads an empty filter as every row and an empty OR as none, wherever they stand', async () => {
    const all = fixture.cocktailIds;
    for (const [where, expected] of [
      [{}, all],
      [{ OR: [] }, []],
      [{ OR: [{}] }, all],
      [{ OR: [{ AND: [] }, { id: all[0] }] }, all],
      [{ AND: [{ OR: [] }] }, []],
      [{ AND: [{ OR: [] }, { visibility: 'public' }] }, []],
      [{ NOT: { OR: [] } }, all],
      [{ NOT: {} }, []],
    ] as Array<[Where, number[]]>) {
      expect(await sqlIds('Cocktail', where, all), JSON.stringify(where)).toEqual(expected);
      expect(matchingIds(where, fixture.cocktails), JSON.stringify(where)).toEqual(expected);
    }
  });

  it.fails('answers an empty filter inside OR or NOT, and an empty OR inside AND, as Prisma', async () => {
    // Prisma drops an empty filter from the list around it: `{ OR: [{}] }` is `1=0` (an OR of nothing),
    // `{ NOT: {} }` is `1=1`, and `{ AND: [{ OR: [] }, x] }` is x, though `{ OR: [] }` alone is `1=0`.
    // whereSql and rowMatches read `{}` as true and `OR: []` as false everywhere. The rules avoid these
    // shapes (visibleCocktailsWhere answers `{}` for an admin rather than `{ OR: [public, {}] }`).
    await expectAgreement([{ OR: [{}] }, { NOT: {} }, { AND: [{ OR: [] }, { visibility: 'public' }] }]);
  });

  it("reads mode: 'insensitive' on a loaded row as whereSql does", async () => {
    // rowMatches folds case as whereSql's ILIKE and lower() do.
    await expectAgreement([{ name: { equals: 'negroni', mode: 'insensitive' } }]);
  });

  // --- Generated filters -----------------------------------------------------------------------------

  it('answers generated filters over the columns and relations the rules use as Prisma, on both paths', async () => {
    const creators = fc.constantFrom(...fixture.creators);
    const words = fc.constantFrom('Negroni', 'negroni', 'Neg', 'roni', 'Mai', 'Tai', 'Épicé', 'tiki', 'x');
    const times = fc.constantFrom(...fixture.times);
    // Filters of one column, within what all three read alike (the differences above are left out:
    // `not` a value on a nullable column, NOT over one, `equals: null` or `notIn` as objects on one,
    // isNot a filter, and empty AND and OR lists, which Prisma drops when nested).
    const nonNull: Array<fc.Arbitrary<Where>> = [
      fc.oneof(
        fc.constantFrom('public', 'private').map((visibility) => ({ visibility })),
        fc.constantFrom('public', 'private').map((value) => ({ visibility: { not: value } })),
      ),
      fc.subarray(['public', 'private']).map((values) => ({ visibility: { in: values } })),
      fc.subarray(['public', 'private']).map((values) => ({ visibility: { notIn: values } })),
      fc.boolean().map((isMocktail) => ({ isMocktail })),
      words.map((name) => ({ name })),
      fc.tuple(fc.constantFrom('contains', 'startsWith'), words).map(([op, value]) => ({ name: { [op]: value } })),
      fc.tuple(fc.constantFrom('lt', 'lte', 'gt', 'gte'), times).map(([op, value]) => ({ createdAt: { [op]: value } })),
      fc.subarray(fixture.cocktailIds).map((ids) => ({ id: { in: ids } })),
      fc.subarray(fixture.cocktailIds).map((ids) => ({ id: { notIn: ids } })),
      fc.constantFrom('Classic', 'Tiki', 'Bitter', 'Sour').map((has) => ({ categories: { has } })),
    ];
    const nullable: Array<fc.Arbitrary<Where>> = [
      fc.option(creators, { nil: null }).map((creatorId) => ({ creatorId })),
      fc.subarray(fixture.creators).map((ids) => ({ creatorId: { in: ids } })),
      fc
        .tuple(fc.constantFrom('lt', 'lte', 'gt', 'gte'), fc.constantFrom(1919, 1944, 2001))
        .map(([op, value]) => ({ year: { [op]: value } })),
      fc.constantFrom({ description: null }, { description: { not: null } }, { abv: { gt: 1 } }, { abv: null }),
      fc.tuple(fc.boolean(), creators).map(([isVerified, ownerId]) => ({ venue: { isVerified, ownerId } })),
      fc.constantFrom({ venue: { is: null } }, { venue: { isNot: null } }, { creator: { isAdmin: true } }, { creator: { is: null } }),
    ];
    const filters = fc.letrec<{ any: Where; total: Where }>((tie) => ({
      // Conditions that are true or false for every row: NOT may stand over them.
      total: fc.oneof(
        { depthSize: 'small', maxDepth: 3 },
        ...nonNull,
        fc.array(tie('total'), { minLength: 1, maxLength: 3 }).map((items) => ({ AND: items })),
        fc.array(tie('total'), { minLength: 1, maxLength: 3 }).map((items) => ({ OR: items })),
        tie('total').map((item) => ({ NOT: item })),
      ),
      any: fc.oneof(
        { depthSize: 'small', maxDepth: 3 },
        tie('total'),
        ...nullable,
        fc.array(tie('any'), { minLength: 1, maxLength: 3 }).map((items) => ({ AND: items })),
        fc.array(tie('any'), { minLength: 1, maxLength: 3 }).map((items) => ({ OR: items })),
        fc.tuple(tie('any'), tie('any')).map(([a, b]) => ({ ...a, ...b })),
      ),
    }));
    await fc.assert(
      fc.asyncProperty(filters.any, async (where) => {
        const answer = await answers(where);
        expect(answer.sql, 'whereSql').toEqual(answer.prisma);
        expect(answer.rows, 'rowMatches').toEqual(answer.prisma);
      }),
      { seed: SEED, numRuns: RUNS * 3 },
    );
  }, 60_000);
});
