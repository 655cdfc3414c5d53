// Cocktail reviews (issue 23, decision 45): the review node, a cocktail's rating figures, reviews and the
// caller's own review, and the mutations that write and delete one.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { REVIEW_MESSAGES, REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_TEXT_MAX } from '../../common/reviews';
import { builder } from '../builder';
import { byParent } from '../read/sources';
import { visibleCocktailsWhere } from '../domain/cocktails';
import { canDeleteReview, cocktailRating, cocktailRatingSql, deletableReviewsWhere, deleteReview, reviewCocktail } from '../domain/reviews';
import { prismaIdCursor, prismaPage } from '../read/cursors';
import { sql } from '../read/sql';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../common/constants';
import { CocktailNode } from './cocktail';
import { databaseIdIn, wrongIdIsNotFound } from './global-id';
import { viewersOwnWhere } from './viewer-flags';

export const CocktailReviewNode = builder.prismaNode('CocktailReview', {
  id: { field: 'id' },
  // node(id) of a review on a cocktail the caller may not see is null, as the cocktail is.
  nullable: true,
  findUnique: (id, context) => ({ id: Number(id), cocktail: visibleCocktailsWhere(context.viewer) }),
  sqlVisibleInFindUnique: true,
  sqlVisible: (review, request) => request.where(review, { cocktail: visibleCocktailsWhere(request.viewer) }),
  description: `A member's rating (${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX} stars) of a cocktail, with optional text. One per member and cocktail.`,
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    rating: t.exposeInt('rating', { description: `${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX} stars.` }),
    text: t.exposeString('text', {
      description: `What the member wrote, if anything (at most ${REVIEW_TEXT_MAX.toLocaleString('en-US')} characters).`,
      nullable: true,
    }),
    createdAt: t.expose('createdAt', { description: 'When the review was first written.', type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'Last written; later than createdAt once edited.' }),
    edited: t.boolean({
      description: 'Whether the review changed after it was first written.',
      resolve: (review) => review.updatedAt.getTime() > review.createdAt.getTime(),
      sql: (review) => sql`${review.col('updatedAt')} > ${review.col('createdAt')}`,
    }),
    reviewer: t.relation('user', { description: 'Who wrote it.' }),
    viewerCanDelete: t.boolean({
      description: 'Whether the caller may delete it: its author, or an admin.',
      resolve: (review, _args, context) => canDeleteReview(context.viewer, review),
      sql: (review, request) => request.holds(review, deletableReviewsWhere(request.viewer)),
    }),
  }),
});

builder.prismaObjectFields(CocktailNode, (t) => ({
  rating: t.float({
    nullable: true,
    description: `The average review rating (${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}), or null before the first review.`,
    select: { ratingAverage: true, ratingCount: true },
    resolve: (cocktail) => cocktailRating(cocktail),
    sql: cocktailRatingSql,
  }),
  reviewCount: t.int({
    description: 'How many members reviewed it.',
    select: { ratingCount: true },
    resolve: (cocktail) => cocktail.ratingCount,
    sql: (cocktail) => cocktail.col('ratingCount'),
  }),
  reviews: t.relatedConnection(
    'reviews',
    {
      cursor: 'id',
      description: `Its reviews, newest first, at most ${MAX_PAGE_SIZE} a page.`,
      query: { orderBy: { id: 'desc' } },
      sql: {
        connection: {
          model: 'CocktailReview',
          where: (review, cocktail) => sql`${review.col('cocktailId')} = ${cocktail!.col('id')}`,
          order: [{ key: (review) => review.col('id'), descending: true, cursorType: 'int' }],
          cursor: (review) => prismaIdCursor(review),
          page: (args) => prismaPage(args, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
          cursorRowMustExist: true,
          maxSize: MAX_PAGE_SIZE,
        },
      },
    },
    { name: 'CocktailReviewConnection' },
    { name: 'CocktailReviewEdge' },
  ),
  viewerReview: t.field({
    type: CocktailReviewNode,
    nullable: true,
    description: "The caller's own review, to edit; null when signed out or not reviewed yet.",
    // One row at most (unique per member and cocktail), loaded in the cocktail's statement.
    select: (_args, context, nestedSelection) => ({
      reviews: nestedSelection({ where: viewersOwnWhere(context.viewer), take: 1 }),
    }),
    resolve: (cocktail) => cocktail.reviews[0] ?? null,
    sql: {
      rows: {
        where: (review, cocktail, request) =>
          sql`${review.col('cocktailId')} = ${cocktail!.col('id')} AND ${request.where(review, viewersOwnWhere(request.viewer))}`,
      },
    },
  }),
}));

const ReviewCocktailInput = builder.inputType('ReviewCocktailInput', {
  fields: (t) => ({
    cocktailId: t.globalID({
      for: CocktailNode,
      description: 'The Cocktail to review.',
      ...wrongIdIsNotFound(REVIEW_MESSAGES.cocktailNotFound),
    }),
    rating: t.int({ description: `A whole number of stars, ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}.` }),
    text: t.string({ required: false, description: `Optional, trimmed, at most ${REVIEW_TEXT_MAX} characters; empty clears it.` }),
  }),
});

const DeleteReviewInput = builder.inputType('DeleteReviewInput', {
  fields: (t) => ({
    reviewId: t.globalID({
      description: "One of your own reviews (admins: anyone's), a CocktailReview id. NotFoundError otherwise.",
      for: CocktailReviewNode,
      ...wrongIdIsNotFound(REVIEW_MESSAGES.notFound),
    }),
  }),
});

const ReviewCocktailPayload = builder.objectRef<{ reviewId: number; cocktailId: number }>('ReviewCocktailPayload').implement({
  description: 'The review as written, and its cocktail with its new rating and review count.',
  fields: (t) => ({
    review: t.prismaField({
      description: 'Your review as it now is.',
      type: CocktailReviewNode,
      sql: byParent('reviewId'),
      resolve: (query, result, _args, context) =>
        context.prisma.cocktailReview.findUniqueOrThrow({ ...query, where: { id: result.reviewId } }),
    }),
    cocktail: t.prismaField({
      description: 'The cocktail, with its rating and review count as they now are.',
      type: CocktailNode,
      sql: byParent('cocktailId'),
      resolve: (query, result, _args, context) => context.prisma.cocktail.findUniqueOrThrow({ ...query, where: { id: result.cocktailId } }),
    }),
  }),
});

const DeleteReviewPayload = builder.objectRef<{ reviewId: number; cocktailId: number }>('DeleteReviewPayload').implement({
  description: "The deleted review's id, and its cocktail with its new rating and review count.",
  fields: (t) => ({
    deletedReviewId: t.id({
      description: 'The global id of the review deleted, to drop it from a list.',
      resolve: (result) => encodeGlobalID('CocktailReview', result.reviewId),
    }),
    cocktail: t.prismaField({
      description: 'The cocktail, with its rating and review count as they now are.',
      type: CocktailNode,
      sql: byParent('cocktailId'),
      resolve: (query, result, _args, context) => context.prisma.cocktail.findUniqueOrThrow({ ...query, where: { id: result.cocktailId } }),
    }),
  }),
});

builder.mutationFields((t) => ({
  reviewCocktail: t.field({
    type: ReviewCocktailPayload,
    description: "Writes the caller's review of a cocktail they can see: created the first time, edited afterwards.",
    args: { input: t.arg({ type: ReviewCocktailInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const review = await reviewCocktail(context, context.viewer, databaseIdIn(input.cocktailId), {
        rating: input.rating,
        text: input.text,
      });
      return { reviewId: review.id, cocktailId: review.cocktailId };
    },
  }),
  deleteReview: t.field({
    type: DeleteReviewPayload,
    description: 'Deletes a review: your own, or any for an admin.',
    args: { input: t.arg({ type: DeleteReviewInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const review = await deleteReview(context, context.viewer, databaseIdIn(input.reviewId));
      return { reviewId: review.id, cocktailId: review.cocktailId };
    },
  }),
}));
