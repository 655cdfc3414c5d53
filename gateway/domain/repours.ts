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
import type { Services } from '../services';
import { publicCocktailsSqlOn, visibleCocktailsSqlOn, visibleCocktailsWhere } from './cocktails';
import { decodeTimeCursor, encodeTimeCursor, pageSize, type PageArgs } from './keyset';
import { type Toggle, type Toggled, toggleOff, toggleOn } from './toggle';
import { requireViewer } from './profiles';

export type { RepourInput };

/** Re-pouring needs an account: the signed-in member, or UNAUTHENTICATED. */
const signedIn = (viewer: Viewer | null): Viewer => requireViewer(viewer, REPOUR_MESSAGES.signInToRepour);

export interface RepourResult {
  repourId: number;
  /** True when the member had not re-poured the cocktail before this call (a notification's cue). */
  created: boolean;
  /** Who made the cocktail (to tell them), or null for imported recipes. */
  creatorId: number | null;
}

/**
 * The viewer's re-pour of a cocktail they may see (domain/toggle.ts). The counters (repours_count, the
 * creator's total_repours) are the repours table's triggers' to move; the creator hears of a new re-pour.
 */
function repour(prisma: Services['prisma'], viewer: Viewer | null, cocktailId: number): Toggle {
  return {
    memberId: signedIn(viewer).id,
    limit: 'repoursPerMember',
    row: { table: 'repours', member: 'user_id', target: 'cocktail_id', targetId: cocktailId },
    target: Prisma.sql`SELECT c.id, c.visibility, c.creator_id FROM cocktails c
      WHERE c.id = ${cocktailId}::int AND ${visibleCocktailsSqlOn(prisma, viewer)}`,
    notice: { recipients: Prisma.sql`SELECT creator_id AS recipient_id FROM target`, what: { kind: 'repour', cocktailId } },
    also: Prisma.sql`, (SELECT id FROM written) AS "repourId"`,
    notFound: () => new NotFoundError(COCKTAIL_MESSAGES.notFound),
  };
}

/**
 * The viewer re-pours a cocktail, with an optional note. Idempotent: re-pouring again keeps the one re-pour
 * (and its date, so the feed does not show it twice or move it up) and sets its note to the one sent. Only a
 * public cocktail: followers could not see a private one.
 */
export async function repourCocktail(
  services: Pick<Services, 'prisma' | 'limits' | 'live'>,
  viewer: Viewer | null,
  cocktailId: number,
  input: RepourInput,
): Promise<RepourResult> {
  const toggle = repour(services.prisma, viewer, cocktailId);
  const { note } = parseInput(repourSchema, input);
  const result = await toggleOn<Toggled & { creatorId: number | null; repourId: number | null }>(services, {
    ...toggle,
    // Inserted, or its note set when the member had re-poured it already (the unique (user_id, cocktail_id)
    // pair): `changed` only when this call made it.
    insert: Prisma.sql`INSERT INTO repours (user_id, cocktail_id, note)
      SELECT ${toggle.memberId}::int, c.id, ${note}::text FROM target c WHERE ${publicCocktailsSqlOn(services.prisma)}
      ON CONFLICT (user_id, cocktail_id) DO UPDATE SET note = EXCLUDED.note
      RETURNING id, (xmax = 0) AS changed`,
    also: Prisma.sql`${toggle.also}, (SELECT creator_id FROM target) AS "creatorId"`,
  });
  if (result.repourId === null) throw new NotAuthorizedError(REPOUR_MESSAGES.privateCocktail, 'FORBIDDEN');
  return { repourId: result.repourId, created: result.changed > 0, creatorId: result.creatorId };
}

/**
 * The viewer takes back their re-pour. Idempotent: nothing to take back changes nothing. A cocktail the
 * viewer may no longer see (made private since) is not found, as for unlike: the re-pour stays, in nobody's
 * list or feed, and in the cocktail's count (no longer in its creator's total, which counts public ones).
 * Returns the id of the re-pour taken back, or null when there was none.
 */
export async function unrepourCocktail(
  services: Pick<Services, 'prisma' | 'limits' | 'live'>,
  viewer: Viewer | null,
  cocktailId: number,
): Promise<number | null> {
  const { repourId } = await toggleOff<Toggled & { repourId: number | null }>(services, repour(services.prisma, viewer, cocktailId));
  return repourId;
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
