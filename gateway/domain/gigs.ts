// Gigs (issue 24, docs/decisions/0055): venue and brand accounts post shifts and jobs; the open ones are
// listed (by city and role, soonest first, keyset pages of one statement), and matched to members open to
// work (a role among theirs, a city among theirs). A bartender says they are interested with a short
// note, which its poster hears of (a gig_interest notification, in the same transaction) and reads on the
// gig; nobody else reads it. The poster closes a gig, and it leaves the lists at once.
import { withinCap } from './account-caps';
import { ACCOUNT_CAPS } from '../../common/account-caps';
import {
  canPostGigs,
  canShowGigInterest,
  earliestToday,
  GIG_CLOSES_AFTER_START_MAX_DAYS,
  GIG_MESSAGES,
  type GigFiltersInput,
  gigFiltersSchema,
  type GigInput,
  type GigInterestInput,
  gigInterestSchema,
  gigSchema,
  isoDate,
  parseIsoDate,
} from '../../common/gigs';
import { cityKey, type WorkRole } from '../../common/hiring';
import type { Viewer } from '../auth/sessions';
import { NotAuthorizedError, NotFoundError, parseInput, ValidationError } from '../errors';
import { Prisma } from '../generated/prisma/client';
import type { Services } from '../services';
import { pageSize, type PageArgs } from './keyset';
import { notify, withdrawNotification } from './notifications';
import { requireViewer } from './profiles';
import { rowMatches } from '../read/prisma-where';

export type { GigFiltersInput, GigInput, GigInterestInput };

/** A YYYY-MM-DD date as the Date Prisma writes to a date column. */
const dateOf = (text: string): Date => parseIsoDate(text)!;

/** The first closing day of a gig still listed: today's earliest date anywhere (earliestToday). */
export function firstOpenDay(now: Date = new Date()): Date {
  return dateOf(earliestToday(now));
}

/**
 * The first start day of a gig still listed when `openDay` is the first open closing day: a gig closes
 * at most GIG_CLOSES_AFTER_START_MAX_DAYS after it starts (gigSchema, and the table's CHECK).
 */
export function firstListedStartDay(openDay: Date): Date {
  return new Date(openDay.getTime() - GIG_CLOSES_AFTER_START_MAX_DAYS * 86_400_000);
}

/**
 * The gigs still listed on a day whose first open closing day is `openDay`: not closed by their poster,
 * and their closing day not yet over everywhere. `earliestStart` is firstListedStartDay(openDay): it
 * follows from the closing day, and bounds the lists' (startsOn, id) index scans to the gigs of the
 * last weeks instead of every gig ever posted. The days are values (parameters in SQL, read when the
 * request runs), so a statement written once serves every day.
 */
export function gigsOpenFromWhere(openDay: Date, earliestStart: Date): Prisma.GigWhereInput {
  return { closedAt: null, closesOn: { gte: openDay }, startsOn: { gte: earliestStart } };
}

/** The gigs still listed at `now` (gigsOpenFromWhere of that moment's first open day). */
export function openGigsWhere(now: Date = new Date()): Prisma.GigWhereInput {
  const openDay = firstOpenDay(now);
  return gigsOpenFromWhere(openDay, firstListedStartDay(openDay));
}

/** Whether a gig is still open (openGigsWhere, of one gig). */
export function isGigOpen(gig: { closedAt: Date | null; closesOn: Date; startsOn: Date }, now: Date = new Date()): boolean {
  return rowMatches(openGigsWhere(now), gig);
}

/** Posts a gig. Venue and brand accounts only (FORBIDDEN for anyone else). Returns its id. */
export async function postGig(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  input: GigInput,
): Promise<{ id: number }> {
  const viewer = requireViewer(viewerOrNull, GIG_MESSAGES.signInToPost);
  if (!canPostGigs(viewer)) throw new NotAuthorizedError(GIG_MESSAGES.postersOnly);
  await limits.consumeForMember(viewer.id, 'gigWritesPerMember');
  const gig = parseInput(gigSchema, input);
  // The account's type is checked again in the statement: an admin may have changed it since sign-in.
  const rows = await withinCap(
    { prisma },
    ACCOUNT_CAPS.openGigs,
    { account: viewer.id },
    (tx) => tx.gig.count({ where: { posterId: viewer.id, ...openGigsWhere() } }),
    (tx) => tx.$queryRaw<Array<{ id: number }>>`
      INSERT INTO gigs (poster_id, title, role, starts_on, pay_text, city, city_key, description, closes_on, updated_at)
      SELECT u.id, ${gig.title}, ${gig.role}::"WorkRole", ${gig.startsOn}::date, ${gig.payText}, ${gig.city}, ${cityKey(gig.city)},
        ${gig.description}, ${gig.closesOn}::date, now()
      FROM users u WHERE u.id = ${viewer.id}::int AND u.profile_type IN ('bar', 'brand')
      RETURNING id`,
  );
  if (!rows[0]) throw new NotAuthorizedError(GIG_MESSAGES.postersOnly);
  return rows[0];
}

/** Closes a gig: its poster only (anyone else: FORBIDDEN). Closing a closed gig changes nothing. */
export async function closeGig(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  gigId: number,
): Promise<{ id: number }> {
  const viewer = requireViewer(viewerOrNull);
  const gig = await prisma.gig.findUnique({ where: { id: gigId }, select: { id: true, posterId: true } });
  if (!gig) throw new NotFoundError(GIG_MESSAGES.notFound);
  if (!rowMatches(gigsPostedByWhere(viewer), gig)) throw new NotAuthorizedError(GIG_MESSAGES.notPoster);
  await limits.consumeForMember(viewer.id, 'gigWritesPerMember');
  await prisma.gig.updateMany({ where: { id: gigId, closedAt: null }, data: { closedAt: new Date() } });
  return { id: gigId };
}

/** Who may say they are interested in a gig: a bartender account, not its poster, while it is open. */
async function interestableGig(
  prisma: Prisma.TransactionClient,
  viewer: Viewer,
  gigId: number,
): Promise<{ id: number; posterId: number; closedAt: Date | null; closesOn: Date; startsOn: Date }> {
  const gig = await prisma.gig.findUnique({
    where: { id: gigId },
    select: { id: true, posterId: true, closedAt: true, closesOn: true, startsOn: true },
  });
  if (!gig) throw new NotFoundError(GIG_MESSAGES.notFound);
  if (rowMatches(gigsPostedByWhere(viewer), gig)) throw new NotAuthorizedError(GIG_MESSAGES.ownGig);
  if (!canShowGigInterest(viewer)) throw new NotAuthorizedError(GIG_MESSAGES.bartendersOnly);
  return gig;
}

/**
 * Says the caller is interested in an open gig, with an optional note; again, edits the note. The poster
 * hears of it the first time (in the same transaction), not of edits. Returns the interest's id.
 */
export async function setGigInterest(
  { prisma, limits, live }: Pick<Services, 'prisma' | 'limits' | 'live'>,
  viewerOrNull: Viewer | null,
  gigId: number,
  input: GigInterestInput,
): Promise<{ id: number; gigId: number }> {
  const viewer = requireViewer(viewerOrNull, GIG_MESSAGES.signInForInterest);
  const { note } = parseInput(gigInterestSchema, input);
  const gig = await interestableGig(prisma, viewer, gigId);
  if (!isGigOpen(gig)) throw ValidationError.field('gigId', GIG_MESSAGES.closed);
  await limits.consumeForMember(viewer.id, 'togglesPerMemberPerMinute', 'gigInterestWritesPerMember');
  const { id, notified } = await prisma.$transaction(async (tx) => {
    // One statement writes or edits; `created` says which (a row just inserted has no xmax).
    const [row] = await tx.$queryRaw<Array<{ id: number; created: boolean }>>`
      INSERT INTO gig_interests (gig_id, user_id, poster_id, note, updated_at)
      VALUES (${gigId}::int, ${viewer.id}::int, ${gig.posterId}::int, ${note}, now())
      ON CONFLICT (gig_id, user_id) DO UPDATE SET note = EXCLUDED.note, updated_at = EXCLUDED.updated_at
      RETURNING id, (xmax = 0) AS created`;
    const notified = row!.created ? await notify(tx, { recipientId: gig.posterId, actorId: viewer.id, kind: 'gig_interest', gigId }) : [];
    return { id: row!.id, notified };
  });
  live.inboxesChanged(notified);
  return { id, gigId };
}

/** Withdraws the caller's interest (and the poster's notification of it). Nothing to withdraw: nothing changes. */
export async function withdrawGigInterest(
  { prisma, limits, live }: Pick<Services, 'prisma' | 'limits' | 'live'>,
  viewerOrNull: Viewer | null,
  gigId: number,
): Promise<{ gigId: number }> {
  const viewer = requireViewer(viewerOrNull, GIG_MESSAGES.signInForInterest);
  const gig = await prisma.gig.findUnique({ where: { id: gigId }, select: { id: true } });
  if (!gig) throw new NotFoundError(GIG_MESSAGES.notFound);
  await limits.consumeForMember(viewer.id, 'togglesPerMemberPerMinute', 'gigInterestWritesPerMember');
  const withdrawn = await prisma.$transaction(async (tx) => {
    const { count } = await tx.gigInterest.deleteMany({ where: { gigId, userId: viewer.id } });
    return count > 0 ? withdrawNotification(tx, { actorId: viewer.id, kind: 'gig_interest', gigId }) : [];
  });
  live.inboxesChanged(withdrawn);
  return { gigId };
}

/** Whether the viewer may read an interest: its writer and the gig's poster. */
export function canReadGigInterest(viewer: Viewer | null, interest: { userId: number; posterId: number }): boolean {
  return rowMatches(gigInterestsSeenWhere(viewer), interest);
}

/** The interest notes a viewer reads: their own, and those on the gigs they posted. */
export function gigInterestsSeenWhere(viewer: Viewer | null): Prisma.GigInterestWhereInput {
  return viewer ? { OR: [{ userId: viewer.id }, { posterId: viewer.id }] } : { id: { in: [] } };
}

/** The gigs a viewer posted (whose interest count and notes they read). */
export function gigsPostedByWhere(viewer: Viewer | null): Prisma.GigWhereInput {
  return viewer ? { posterId: viewer.id } : { id: { in: [] } };
}

/** The list's filters as a where: a city (any way it is written) and a role, each optional. */
export function gigFiltersWhere(filters: GigFiltersInput): Prisma.GigWhereInput {
  const { city, role } = parseInput(gigFiltersSchema, filters);
  return { ...(city ? { cityKey: cityKey(city) } : {}), ...(role ? { role } : {}) };
}

/** The gigs matching a member open to work: a role among theirs, in a city among theirs. */
export function gigsMatchingWhere(openToWork: { roles: WorkRole[]; cityKeys: string[] }): Prisma.GigWhereInput {
  return { role: { in: openToWork.roles }, cityKey: { in: openToWork.cityKeys } };
}

// ---------------------------------------------------------------------------------------------------
// The order and its keyset cursors: the soonest start first, then the lower id.
// ---------------------------------------------------------------------------------------------------

export const gigOrder: Prisma.GigOrderByWithRelationInput[] = [{ startsOn: 'asc' }, { id: 'asc' }];

/** `gig:<yyyy-mm-dd>:<id>` in base64url. */
export function encodeGigCursor(gig: { startsOn: Date; id: number }): string {
  return Buffer.from(`gig:${isoDate(gig.startsOn)}:${gig.id}`).toString('base64url');
}

export function afterGigWhere(after: string | null | undefined): Prisma.GigWhereInput {
  if (!after) return {};
  const match = /^gig:(\d{4}-\d{2}-\d{2}):(\d{1,10})$/.exec(Buffer.from(after, 'base64url').toString('utf8'));
  const startsOn = match ? parseIsoDate(match[1]!) : null;
  const id = match ? Number(match[2]) : NaN;
  if (!startsOn || !Number.isSafeInteger(id)) throw ValidationError.field('after', GIG_MESSAGES.badCursor);
  return { OR: [{ startsOn: { gt: startsOn } }, { startsOn, id: { gt: id } }] };
}

export function gigsPageSize(args: PageArgs, defaultSize: number, maxSize: number): number {
  return pageSize(args, defaultSize, maxSize, GIG_MESSAGES.backwardsPaging);
}
