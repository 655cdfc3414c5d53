// Cocktail reviews (issue 23, decision 45): a member's one review of a cocktail they can see, written,
// edited and deleted by them (an admin may delete any). The cocktail's average and count are its
// rating_sum and rating_count, kept by the reviews table's triggers in the same transaction.
import { REVIEW_MESSAGES, type ReviewInput, reviewSchema } from '../../common/reviews';
import type { Viewer } from '../auth/sessions';
import { NotAuthorizedError, NotFoundError, parseInput } from '../errors';
import type { CocktailReview } from '../generated/prisma/client';
import { canSeeCocktail, visibleCocktailsWhere } from './cocktails';
import { notify, withdrawNotification } from './notifications';
import { requireViewer } from './profiles';
import { Prisma } from '../generated/prisma/client';
import type { RowRef } from '../read/declarations';
import { rowMatches } from '../read/prisma-where';
import type { Services } from '../services';

export type { ReviewInput };

/**
 * A cocktail's average rating, or null before its first review. The mean itself is the stored column
 * rating_average, generated from the counters the reviews' triggers keep (0 without reviews, so the top
 * rated sort's index puts unrated cocktails last); this and cocktailRatingSql only read it.
 */
export function cocktailRating(cocktail: { ratingAverage: number; ratingCount: number }): number | null {
  return cocktail.ratingCount > 0 ? cocktail.ratingAverage : null;
}

/** cocktailRating in SQL, for the read path. */
export function cocktailRatingSql(cocktail: RowRef): Prisma.Sql {
  return Prisma.sql`CASE WHEN ${cocktail.col('ratingCount')} > 0 THEN ${cocktail.col('ratingAverage')} END`;
}

/** Which reviews the viewer may delete: their own, or every one for an admin (moderation). */
export function deletableReviewsWhere(viewer: Viewer | null): Prisma.CocktailReviewWhereInput {
  if (!viewer) return { userId: { in: [] } };
  return viewer.isAdmin ? {} : { userId: viewer.id };
}

/** deletableReviewsWhere for one loaded review. */
export function canDeleteReview(viewer: Viewer | null, review: { userId: number }): boolean {
  return rowMatches(deletableReviewsWhere(viewer), review);
}

/**
 * Writes the caller's review of a cocktail they can see: the first time it is created, afterwards the
 * one review is edited (unique per member and cocktail). Input is checked before anything is read. The
 * cocktail's creator hears of a new review, not of its edits; deleting the review deletes that
 * notification with it (its foreign key cascades, decision 0048).
 */
export async function reviewCocktail(
  { prisma, limits, live }: Pick<Services, 'prisma' | 'limits' | 'live'>,
  viewerOrNull: Viewer | null,
  cocktailId: number,
  input: ReviewInput,
): Promise<CocktailReview> {
  const viewer = requireViewer(viewerOrNull);
  const { rating, text } = parseInput(reviewSchema, input);
  const cocktail = await prisma.cocktail.findFirst({
    where: { AND: [{ id: cocktailId }, visibleCocktailsWhere(viewer)] },
    select: { id: true, creatorId: true },
  });
  if (!cocktail) throw new NotFoundError(REVIEW_MESSAGES.cocktailNotFound);
  await limits.consumeForMember(viewer.id, 'reviewWritesPerMember');
  const { review, notified } = await prisma.$transaction(async (tx) => {
    const where = { userId_cocktailId: { userId: viewer.id, cocktailId } };
    const earlier = await tx.cocktailReview.findUnique({ where, select: { id: true } });
    const review = await tx.cocktailReview.upsert({
      where,
      create: { userId: viewer.id, cocktailId, rating, text },
      update: { rating, text },
    });
    // Two first saves racing both find none: the second notice meets the first's row (notifications_once).
    const notified = earlier
      ? []
      : await notify(tx, { recipientId: cocktail.creatorId, actorId: viewer.id, kind: 'review', cocktailId, reviewId: review.id });
    return { review, notified };
  });
  live.inboxesChanged(notified);
  return review;
}

/**
 * Deletes a review: the author's own, or any for an admin. A review on a cocktail the caller cannot see
 * is not found; someone else's visible review is refused.
 */
export async function deleteReview(
  { prisma, limits, live }: Pick<Services, 'prisma' | 'limits' | 'live'>,
  viewerOrNull: Viewer | null,
  reviewId: number,
): Promise<CocktailReview> {
  const viewer = requireViewer(viewerOrNull);
  const review = await prisma.cocktailReview.findUnique({
    where: { id: reviewId },
    include: { cocktail: { select: { visibility: true, creatorId: true } } },
  });
  if (!review || !canSeeCocktail(viewer, review.cocktail)) throw new NotFoundError(REVIEW_MESSAGES.notFound);
  if (!canDeleteReview(viewer, review)) throw new NotAuthorizedError(REVIEW_MESSAGES.notYours, 'FORBIDDEN');
  await limits.consumeForMember(viewer.id, 'reviewWritesPerMember');
  const { cocktail: _cocktail, ...deleted } = review;
  // The review's notice goes with it (taken back here, not left to the cascade, so the bell hears of it).
  // A second delete of the same review, racing this one, finds none: not found, as after it.
  const notified = await prisma.$transaction(async (tx) => {
    const withdrawn = await withdrawNotification(tx, {
      actorId: review.userId,
      kind: 'review',
      cocktailId: review.cocktailId,
      reviewId,
    });
    const { count } = await tx.cocktailReview.deleteMany({ where: { id: reviewId } });
    if (count === 0) throw new NotFoundError(REVIEW_MESSAGES.notFound);
    return withdrawn;
  });
  live.inboxesChanged(notified);
  return deleted;
}
