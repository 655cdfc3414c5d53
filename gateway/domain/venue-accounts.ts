// Who speaks for a venue (docs/decisions: who speaks for a venue). A bar account speaks for one venue:
// it lists a new one and owns it at once, or claims a listed one and an admin decides. Every listing and
// claim is recorded as a VenueClaim; an admin's approval also marks the venue verified, and only the
// account of a verified venue may decide its team's work-history verifications.
import { toSearchText } from '../../common/search-text';
import { VENUE_MESSAGES, venueClaimSchema, type VenueListingInput, venueListingSchema } from '../../common/venue-accounts';
import type { Viewer } from '../auth/sessions';
import type { Context } from '../context';
import { isUniqueViolation } from '../db/errors';
import { NotAuthorizedError, NotFoundError, NotPendingError, parseInput, ValidationError } from '../errors';
import type { Prisma, Venue, VenueClaim } from '../generated/prisma/client';
import type { Sql } from '../read/sql';
import { requireViewer } from './profiles';
import type { Services } from '../services';

/** A venue as the rules about its account read it: who speaks for it, and whether an admin confirmed it. */
export interface VenueRuleRow {
  ownerId: number | null;
  isVerified: boolean;
}

const venuesForRules = new WeakMap<Context, Map<number, Promise<VenueRuleRow | null>>>();

/**
 * The venue a row names, as the rules read it (`venue: { ownerId, isVerified }`), for a resolver that
 * checks a rule with rowMatches on the row and its venue: read once per request and venue, and the reads
 * of one tick are one statement (Prisma batches findUnique). Null when the row names none.
 */
export function venueForRules(
  { prisma }: Pick<Services, 'prisma'>,
  context: Context,
  venueId: number | null,
): Promise<VenueRuleRow | null> {
  if (venueId === null) return Promise.resolve(null);
  let venues = venuesForRules.get(context);
  if (!venues) {
    venues = new Map();
    venuesForRules.set(context, venues);
  }
  let venue = venues.get(venueId);
  if (!venue) {
    venue = prisma.venue.findUnique({ where: { id: venueId }, select: { ownerId: true, isVerified: true } });
    venues.set(venueId, venue);
  }
  return venue;
}

/**
 * The venue an account speaks for now (a bar's one venue; none for other accounts, or while a bar's claim
 * waits): the one rule of it, read when what names it is read (a menu's venue). `accountId` is a number,
 * or the SQL of an account id column where the read path writes it.
 */
export function venuesSpokenByWhere(accountId: number | Sql): Prisma.VenueWhereInput {
  return { ownerId: accountId as number };
}

/** The venues a viewer's account speaks for (none signed out). */
export function venuesSpokenForWhere(viewer: Viewer | null): Prisma.VenueWhereInput {
  return viewer ? venuesSpokenByWhere(viewer.id) : { id: { in: [] } };
}

/** The venue listings and claims a viewer reads: their own account's, or every one for an admin. */
export function venueClaimsSeenWhere(viewer: Viewer | null): Prisma.VenueClaimWhereInput {
  if (!viewer) return { claimantId: { in: [] } };
  return viewer.isAdmin ? {} : { claimantId: viewer.id };
}

function requireBarAccount(viewer: Viewer): void {
  if (viewer.profileType !== 'bar') throw new NotAuthorizedError(VENUE_MESSAGES.barAccountsOnly);
}

/** One venue per bar account, and one open claim at a time. */
async function assertFreeToClaim({ prisma }: Pick<Services, 'prisma'>, viewer: Viewer, venueId?: number): Promise<void> {
  const [owned, pending] = await Promise.all([
    prisma.venue.findFirst({ where: { ownerId: viewer.id }, select: { id: true } }),
    prisma.venueClaim.findFirst({ where: { claimantId: viewer.id, status: 'pending', listedByClaimant: false }, select: { id: true } }),
  ]);
  if (owned && owned.id === venueId) throw ValidationError.field('venueId', VENUE_MESSAGES.alreadyYours);
  if (owned) throw ValidationError.field('venueId', VENUE_MESSAGES.alreadyOwnsVenue);
  if (pending) throw ValidationError.field('venueId', VENUE_MESSAGES.claimPending);
}

/**
 * A bar account lists its venue: it speaks for it at once, and the listing waits for an admin to
 * confirm the venue (which marks it verified). A venue of the same name in the same city is refused:
 * that one must be claimed instead.
 */
export async function listVenue(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  input: VenueListingInput,
): Promise<{ venue: Venue; claim: VenueClaim }> {
  const viewer = requireViewer(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'venueClaimsPerMember');
  requireBarAccount(viewer);
  const listing = parseInput(venueListingSchema, input);

  await assertFreeToClaim({ prisma }, viewer);
  const searchText = toSearchText(listing.name, listing.city);
  if (await prisma.venue.findFirst({ where: { searchText }, select: { id: true } })) {
    throw ValidationError.field('name', VENUE_MESSAGES.alreadyListed);
  }
  try {
    return await prisma.$transaction(async (tx) => {
      const venue = await tx.venue.create({ data: { ...listing, searchText, ownerId: viewer.id, createdById: viewer.id } });
      const claim = await tx.venueClaim.create({ data: { venueId: venue.id, claimantId: viewer.id, listedByClaimant: true } });
      return { venue, claim };
    });
  } catch (error) {
    // A parallel request got there between the checks above and the write: the unique indexes (one venue
    // per account, one per name and city) refused this one, which is answered as the checks would have.
    if (!isUniqueViolation(error)) throw error;
    if (await prisma.venue.findFirst({ where: { ownerId: viewer.id }, select: { id: true } })) {
      throw ValidationError.field('venueId', VENUE_MESSAGES.alreadyOwnsVenue);
    }
    throw ValidationError.field('name', VENUE_MESSAGES.alreadyListed);
  }
}

/** A bar account asks to speak for a listed venue; an admin decides. */
export async function claimVenue(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  venueId: number,
  message: string | null | undefined,
): Promise<VenueClaim> {
  const viewer = requireViewer(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'venueClaimsPerMember');
  requireBarAccount(viewer);
  const venue = await prisma.venue.findUnique({ where: { id: venueId }, select: { id: true } });
  if (!venue) throw new NotFoundError(VENUE_MESSAGES.notListed);
  await assertFreeToClaim({ prisma }, viewer, venueId);
  const { message: note } = parseInput(venueClaimSchema, { message });
  return prisma.venueClaim.create({ data: { venueId, claimantId: viewer.id, message: note } });
}

/** The claimant takes back an open claim on a listed venue. */
export async function withdrawVenueClaim(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  claimId: number,
): Promise<VenueClaim> {
  const viewer = requireViewer(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'venueClaimsPerMember');
  const claim = await prisma.venueClaim.findUnique({ where: { id: claimId } });
  if (!claim || claim.claimantId !== viewer.id) throw new NotFoundError('Claim not found');
  if (claim.listedByClaimant) throw ValidationError.field('claimId', VENUE_MESSAGES.claimNotPending);
  const { count } = await prisma.venueClaim.updateMany({ where: { id: claimId, status: 'pending' }, data: { status: 'withdrawn' } });
  if (count !== 1) throw await claimNotPending(prisma, claimId);
  return prisma.venueClaim.findUniqueOrThrow({ where: { id: claimId } });
}

/** The refusal of a claim no longer pending, saying what became of it. */
function notPending(status: VenueClaim['status']): NotPendingError {
  return new NotPendingError('claimId', status === 'withdrawn' ? VENUE_MESSAGES.claimWithdrawn : VENUE_MESSAGES.claimNotPending);
}

/** notPending of a claim that changed since it was read (decided or withdrawn meanwhile), as it now is. */
async function claimNotPending(db: Prisma.TransactionClient, claimId: number): Promise<NotPendingError | NotFoundError> {
  const claim = await db.venueClaim.findUnique({ where: { id: claimId }, select: { status: true } });
  return claim ? notPending(claim.status) : new NotFoundError('Claim not found');
}

/**
 * An admin decides a claim. Approving gives the claimant the venue (taking it from any earlier
 * owner) and marks the venue verified; rejecting a listing takes the venue back from its lister.
 */
export async function decideVenueClaim(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  claimId: number,
  approve: boolean,
): Promise<VenueClaim> {
  const viewer = requireViewer(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'moderationPerAdmin');
  if (!viewer.isAdmin) throw new NotAuthorizedError(VENUE_MESSAGES.adminsOnly);
  const claim = await prisma.venueClaim.findUnique({ where: { id: claimId }, include: { claimant: { select: { profileType: true } } } });
  if (!claim) throw new NotFoundError('Claim not found');
  if (claim.status !== 'pending') throw notPending(claim.status);
  if (approve) {
    if (claim.claimant.profileType !== 'bar') throw ValidationError.field('claimId', VENUE_MESSAGES.barAccountsOnly);
    const other = await prisma.venue.findFirst({ where: { ownerId: claim.claimantId, NOT: { id: claim.venueId } }, select: { id: true } });
    if (other) throw ValidationError.field('claimId', VENUE_MESSAGES.alreadyOwnsVenue);
  }
  return prisma
    .$transaction(async (tx) => {
      const { count } = await tx.venueClaim.updateMany({
        where: { id: claimId, status: 'pending' },
        data: { status: approve ? 'approved' : 'rejected', decidedById: viewer.id, decidedAt: new Date() },
      });
      if (count !== 1) throw await claimNotPending(tx, claimId);
      if (approve) {
        await tx.venue.update({ where: { id: claim.venueId }, data: { ownerId: claim.claimantId, isVerified: true } });
      } else if (claim.listedByClaimant) {
        await tx.venue.updateMany({ where: { id: claim.venueId, ownerId: claim.claimantId }, data: { ownerId: null } });
      }
      return tx.venueClaim.findUniqueOrThrow({ where: { id: claimId } });
    })
    .catch((error: unknown) => {
      // The claimant came to own another venue in the meantime (one venue per account, held by an index).
      if (isUniqueViolation(error)) throw ValidationError.field('claimId', VENUE_MESSAGES.alreadyOwnsVenue);
      throw error;
    });
}
