// Re-pours (issue 23, decision 47): a member shares a public cocktail they may see with their followers, with
// an optional short note, and may take it back. The counters (the cocktail's repours_count, its creator's
// total_repours) are moved by the repours and cocktails tables' triggers in the writing statement's
// transaction, so they equal their rows whoever writes them. Also: who may read which list of re-pours, and
// the keyset pages of those lists (newest re-pour first).
import { COCKTAIL_MESSAGES } from '../../common/cocktail-rules';
import { type RepourInput, repourSchema } from '../../common/repour-input';
import { REPOUR_MESSAGES } from '../../common/repours';
import type { Viewer } from '../auth/sessions';
import { NotAuthorizedError, NotFoundError, parseInput } from '../errors';
import { Prisma } from '../generated/prisma/client';
import { rowMatches } from '../read/prisma-where';
import { onlyTheMemberWhere } from './profiles';
import type { Services } from '../services';
import { visibleCocktailsSqlOn, visibleCocktailsWhere } from './cocktails';
import { decodeTimeCursor, encodeTimeCursor, pageSize, type PageArgs } from './keyset';
import { changedInboxes, type InboxesChanged, notificationInsert, notificationWithdrawal } from './notifications';
import { requireViewer } from './profiles';

export type { RepourInput };

/** Re-pouring needs an account: the signed-in member, or UNAUTHENTICATED. */
const signedIn = (viewer: Viewer | null): Viewer => requireViewer(viewer, REPOUR_MESSAGES.signInToRepour);

interface RepourWrite extends InboxesChanged {
  /** 1 when the cocktail exists and the viewer may see it, else 0. */
  found: number;
  creatorId: number | null;
  /** The re-pour's row id, once written (null when the cocktail was refused). */
  repourId: number | null;
  /** Whether this call made the re-pour (false when it was there and only its note was set). */
  created: boolean;
}

export interface RepourResult {
  repourId: number;
  /** True when the member had not re-poured the cocktail before this call (a notification's cue). */
  created: boolean;
  /** Who made the cocktail (to tell them), or null for imported recipes. */
  creatorId: number | null;
}

/*
 * One statement each way, as likes are (domain/likes.ts):
 *  1. `target` locks the cocktail's row, only if the viewer may see it (the one visibility rule), so a
 *     re-pour and a change of the cocktail's visibility queue up rather than cross;
 *  2. the re-pour row is inserted, or its note set when the member had re-poured it already (the unique
 *     (user_id, cocktail_id) pair), only for a public cocktail: followers could not see a private one;
 *  3. the triggers move repours_count by the rows really inserted or deleted and the creator's
 *     total_repours with it, at the end of this statement.
 */

/**
 * The viewer re-pours a cocktail, with an optional note. Idempotent: re-pouring again keeps the one re-pour
 * (and its date, so the feed does not show it twice or move it up) and sets its note to the one sent.
 */
export async function repourCocktail(
  { prisma, limits, live }: Pick<Services, 'prisma' | 'limits' | 'live'>,
  viewer: Viewer | null,
  cocktailId: number,
  input: RepourInput,
): Promise<RepourResult> {
  const userId = signedIn(viewer).id;
  const { note } = parseInput(repourSchema, input);
  await limits.consumeForMember(userId, 'togglesPerMemberPerMinute', 'repoursPerMember');
  const [result] = await prisma.$queryRaw<RepourWrite[]>`
    WITH target AS (
      SELECT c.id, c.visibility, c.creator_id FROM cocktails c
      WHERE c.id = ${cocktailId}::int AND ${visibleCocktailsSqlOn(prisma, viewer)}
      FOR NO KEY UPDATE
    ), written AS (
      INSERT INTO repours (user_id, cocktail_id, note)
      SELECT ${userId}::int, id, ${note}::text FROM target WHERE visibility = 'public'
      ON CONFLICT (user_id, cocktail_id) DO UPDATE SET note = EXCLUDED.note
      RETURNING id, (xmax = 0) AS created
    ), notified AS (
      ${notificationInsert(
        Prisma.sql`SELECT creator_id AS recipient_id FROM target WHERE EXISTS (SELECT 1 FROM written WHERE created)`,
        userId,
        { kind: 'repour', cocktailId },
      )}
    )
    SELECT (SELECT count(*) FROM target)::int AS found,
           (SELECT creator_id FROM target) AS "creatorId",
           (SELECT id FROM written) AS "repourId",
           coalesce((SELECT created FROM written), false) AS created,
           ${changedInboxes('notified')}`;
  live.inboxesChanged(result.changedInboxes);
  if (result.found === 0) throw new NotFoundError(COCKTAIL_MESSAGES.notFound);
  if (result.repourId === null) throw new NotAuthorizedError(REPOUR_MESSAGES.privateCocktail, 'FORBIDDEN');
  return { repourId: result.repourId, created: result.created, creatorId: result.creatorId };
}

/**
 * The viewer takes back their re-pour. Idempotent: nothing to take back changes nothing. A cocktail the
 * viewer may no longer see (made private since) is not found, as for unlike: the re-pour stays, in nobody's
 * list or feed, and in the cocktail's count (no longer in its creator's total, which counts public ones).
 * Returns the id of the re-pour taken back, or null when there was none.
 */
export async function unrepourCocktail(
  { prisma, limits, live }: Pick<Services, 'prisma' | 'limits' | 'live'>,
  viewer: Viewer | null,
  cocktailId: number,
): Promise<number | null> {
  const userId = signedIn(viewer).id;
  await limits.consumeForMember(userId, 'togglesPerMemberPerMinute', 'repoursPerMember');
  const [result] = await prisma.$queryRaw<Array<InboxesChanged & { found: number; repourId: number | null }>>`
    WITH target AS (
      SELECT c.id FROM cocktails c WHERE c.id = ${cocktailId}::int AND ${visibleCocktailsSqlOn(prisma, viewer)} FOR NO KEY UPDATE
    ), deleted AS (
      DELETE FROM repours
      WHERE user_id = ${userId}::int AND cocktail_id = ${cocktailId}::int AND EXISTS (SELECT 1 FROM target)
      RETURNING id
    ), withdrawn AS (
      ${notificationWithdrawal(userId, { kind: 'repour', cocktailId }, Prisma.sql`EXISTS (SELECT 1 FROM deleted)`)}
    )
    SELECT (SELECT count(*) FROM target)::int AS found, (SELECT id FROM deleted) AS "repourId", ${changedInboxes('withdrawn')}`;
  live.inboxesChanged(result.changedInboxes);
  if (result.found === 0) throw new NotFoundError(COCKTAIL_MESSAGES.notFound);
  return result.repourId;
}

/** Whether the viewer may read the re-pours of the members someone follows (their feed): only that member. */
export function seesFollowedRepoursOf(viewer: Viewer | null, userId: number): boolean {
  return rowMatches(onlyTheMemberWhere(viewer), { id: userId });
}

// ---------------------------------------------------------------------------------------------------
// Keyset pages of re-pours, newest first: a cursor is the re-pour's (created_at, id); a page starts
// strictly after it. Both lists hold only re-pours of cocktails the viewer may see.
// ---------------------------------------------------------------------------------------------------

export function encodeRepourCursor(key: { createdAt: Date; id: number }): string {
  return encodeTimeCursor('repour', key);
}

export const repoursOrder: Prisma.RepourOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

function afterRepourWhere(after: string | null | undefined): Prisma.RepourWhereInput {
  if (!after) return {};
  const key = decodeTimeCursor('repour', after, REPOUR_MESSAGES.badCursor);
  return { OR: [{ createdAt: { lt: key.createdAt } }, { createdAt: key.createdAt, id: { lt: key.id } }] };
}

/** A member's re-pours (their profile's list): public, as they were shared with their followers. */
export function memberRepoursWhere(viewer: Viewer | null, userId: number, after: string | null | undefined): Prisma.RepourWhereInput {
  return { AND: [{ userId, cocktail: visibleCocktailsWhere(viewer) }, afterRepourWhere(after)] };
}

/** The re-pours of the members `followerId` follows (the feed's section). */
export function followedRepoursWhere(viewer: Viewer | null, followerId: number, after: string | null | undefined): Prisma.RepourWhereInput {
  return {
    AND: [{ user: { followers: { some: { followerId } } }, cocktail: visibleCocktailsWhere(viewer) }, afterRepourWhere(after)],
  };
}

/** How many re-pours a page shows (forward paging only). */
export function repoursPageSize(args: PageArgs, defaultSize: number, maxSize: number): number {
  return pageSize(args, defaultSize, maxSize, REPOUR_MESSAGES.backwardsPaging);
}
