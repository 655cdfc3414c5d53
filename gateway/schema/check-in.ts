// Check-ins at venues (issue 23): the node, a venue's count, a member's list, and the two mutations.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { CHECK_IN_MESSAGES } from '../../common/check-ins';
import { builder } from '../builder';
import { byParent } from '../read/sources';
import { checkIn, deleteCheckIn } from '../domain/check-ins';
import { canSeeCocktail } from '../domain/cocktails';
import { canSeeJourney, checkInVisibleWhere, JOURNEY_FIGURES, journeyVisibleWhere } from '../domain/profiles';
import { prismaIdCursor, prismaPage } from '../read/cursors';
import { sql } from '../read/sql';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../common/constants';
import { CocktailNode } from './cocktail';
import { databaseIdIn, wrongIdIsNotFound } from './global-id';
import { UserNode } from './user';
import { VenueNode } from './venue';

export const CheckInNode = builder.prismaNode('CheckIn', {
  id: { field: 'id' },
  // node(id) of a check-in that does not exist, or is not the caller's to read, is null.
  nullable: true,
  findUnique: (id, context) => ({ id: Number(id), AND: [checkInVisibleWhere(context.viewer)] }),
  sqlVisibleInFindUnique: true,
  sqlVisible: (checkIn, request) => request.where(checkIn, checkInVisibleWhere(request.viewer)),
  description:
    'A member said they were at a venue, and perhaps what they drank. Read by the member and admins, and by the ' +
    'members who follow them while they share their check-ins (User.shareCheckIns).',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the member checked in.' }),
    venue: t.relation('venue', { description: 'Where the member checked in.' }),
    // A cocktail named can go private later; the check-in keeps the venue, not the cocktail.
    cocktail: t.field({
      type: CocktailNode,
      nullable: true,
      description: 'The cocktail the member named; null when none was, or the caller may no longer see it.',
      select: (_args, _context, nestedSelection) => ({ cocktail: nestedSelection(true) }),
      resolve: (row, _args, context) => (row.cocktail && canSeeCocktail(context.viewer, row.cocktail) ? row.cocktail : null),
      sql: { rows: { where: (cocktail, checkIn) => sql`${cocktail.col('id')} = ${checkIn!.col('cocktailId')}` } },
    }),
  }),
});

builder.prismaObjectFields(VenueNode, (t) => ({
  checkInCount: t.exposeInt('checkInsCount', { description: 'Check-ins at this venue, all members together.' }),
}));

builder.prismaObjectFields(UserNode, (t) => ({
  checkIns: t.relatedConnection(
    'checkIns',
    {
      cursor: 'id',
      nullable: true,
      description: "The member's check-ins, newest first: only for the member themself and admins (null for anyone else).",
      query: { orderBy: { id: 'desc' } },
      totalCount: true,
      authScopes: (user, _args, context) => canSeeJourney(context.viewer, user.id),
      unauthorizedResolver: () => null as never,
      sql: {
        connection: {
          model: 'CheckIn',
          when: (user, request) => request.where(user, journeyVisibleWhere(request.viewer)),
          where: (checkIn, user) => sql`${checkIn.col('userId')} = ${user!.col('id')}`,
          order: [{ key: (checkIn) => checkIn.col('id'), descending: true, cursorType: 'int' }],
          cursor: (checkIn) => prismaIdCursor(checkIn),
          page: (args) => prismaPage(args, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
          cursorRowMustExist: true,
          totalCount: (user) => JOURNEY_FIGURES.checkIns(user!.col('id')),
          maxSize: MAX_PAGE_SIZE,
        },
      },
    },
    { name: 'CheckInConnection' },
    { name: 'CheckInEdge' },
  ),
}));

const CheckInInput = builder.inputType('CheckInInput', {
  fields: (t) => ({
    venueId: t.globalID({
      description: 'The venue (a Venue id). NotFoundError when there is none.',
      for: VenueNode,
      ...wrongIdIsNotFound(CHECK_IN_MESSAGES.venueNotFound),
    }),
    cocktailId: t.globalID({
      for: CocktailNode,
      required: false,
      description: 'What the member is drinking, if they say.',
      ...wrongIdIsNotFound(CHECK_IN_MESSAGES.cocktailNotFound),
    }),
  }),
});

const DeleteCheckInInput = builder.inputType('DeleteCheckInInput', {
  fields: (t) => ({
    checkInId: t.globalID({
      description: 'One of your own check-ins (a CheckIn id). NotFoundError otherwise.',
      for: CheckInNode,
      ...wrongIdIsNotFound(CHECK_IN_MESSAGES.notFound),
    }),
  }),
});

interface CheckInResult {
  checkInId: number;
  venueId: number;
  userId: number;
}

const CheckInPayload = builder.objectRef<CheckInResult>('CheckInPayload').implement({
  description: 'The check-in, its venue with the new count, and the member with their journey as it now is.',
  fields: (t) => ({
    checkIn: t.prismaField({
      description: 'The check-in made.',
      type: CheckInNode,
      sql: byParent('checkInId'),
      resolve: (query, result, _args, context) => context.prisma.checkIn.findUniqueOrThrow({ ...query, where: { id: result.checkInId } }),
    }),
    venue: t.prismaField({
      description: 'The venue, with its check-in count as it now is.',
      type: VenueNode,
      sql: byParent('venueId'),
      resolve: (query, result, _args, context) => context.prisma.venue.findUniqueOrThrow({ ...query, where: { id: result.venueId } }),
    }),
    user: t.prismaField({
      description: 'The member, with their Cocktail Journey as it now is.',
      type: UserNode,
      sql: byParent('userId'),
      resolve: (query, result, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: result.userId } }),
    }),
  }),
});

const DeleteCheckInPayload = builder.objectRef<CheckInResult>('DeleteCheckInPayload').implement({
  description: "The removed check-in's id, its venue with the new count, and the member with their journey as it now is.",
  fields: (t) => ({
    deletedCheckInId: t.id({
      description: 'The global id of the check-in removed, to drop it from a list.',
      resolve: (result) => encodeGlobalID('CheckIn', result.checkInId),
    }),
    venue: t.prismaField({
      description: 'The venue, with its check-in count as it now is.',
      type: VenueNode,
      sql: byParent('venueId'),
      resolve: (query, result, _args, context) => context.prisma.venue.findUniqueOrThrow({ ...query, where: { id: result.venueId } }),
    }),
    user: t.prismaField({
      description: 'The member, with their Cocktail Journey as it now is.',
      type: UserNode,
      sql: byParent('userId'),
      resolve: (query, result, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: result.userId } }),
    }),
  }),
});

builder.mutationFields((t) => ({
  checkIn: t.field({
    type: CheckInPayload,
    description: `Checks the caller in at a venue, optionally with a cocktail they may see; once an hour per venue at most.`,
    args: { input: t.arg({ type: CheckInInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const row = await checkIn(context, context.viewer, {
        venueId: databaseIdIn(input.venueId),
        cocktailId: input.cocktailId ? databaseIdIn(input.cocktailId) : null,
      });
      return { checkInId: row.id, venueId: row.venueId, userId: row.userId };
    },
  }),
  deleteCheckIn: t.field({
    type: DeleteCheckInPayload,
    description: "Removes one of the caller's own check-ins.",
    args: { input: t.arg({ type: DeleteCheckInInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const row = await deleteCheckIn(context, context.viewer, databaseIdIn(input.checkInId));
      return { checkInId: row.id, venueId: row.venueId, userId: row.userId };
    },
  }),
}));
