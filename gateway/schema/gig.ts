// Gigs (issue 24, docs/decisions/0055): the Gig node (public, as profiles and their events are), the open
// gigs list, the caller's matching gigs and their own, the interest notes (their writer's and the gig
// poster's only), and the mutations that post and close a gig and say or withdraw interest.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { MAX_PAGE_SIZE } from '../../common/constants';
import {
  GIG_CLOSES_AFTER_START_MAX_DAYS,
  GIG_DESCRIPTION_MAX,
  GIG_INTEREST_NOTE_MAX,
  GIG_MESSAGES,
  GIG_PAY_MAX,
  GIG_STARTS_WITHIN_DAYS,
  GIG_TITLE_MAX,
  GIGS_PAGE_SIZE,
  isoDate,
} from '../../common/gigs';
import { builder } from '../builder';
import type { ConnectionSql, DynamicRequest, RowRef } from '../read/declarations';
import { timeCursor, timeCursorKeys } from '../read/cursors';
import { rowMatches } from '../read/prisma-where';
import { byArgument, byParent } from '../read/sources';
import { base64url, isoDay, sql, type Sql } from '../read/sql';
import type { WorkRole } from '../../common/hiring';
import {
  afterGigWhere,
  canReadGigInterest,
  closeGig,
  encodeGigCursor,
  firstOpenDay,
  gigInterestsSeenWhere,
  gigsPostedByWhere,
  gigFiltersWhere,
  gigOrder,
  gigsMatchingWhere,
  gigsPageSize,
  isGigOpen,
  firstListedStartDay,
  gigsOpenFromWhere,
  openGigsWhere,
  postGig,
  setGigInterest,
  withdrawGigInterest,
} from '../domain/gigs';
import { decodeTimeCursor, encodeTimeCursor } from '../domain/keyset';
import type { Gig, GigInterest } from '../generated/prisma/client';
import { databaseIdIn, wrongIdIsNotFound } from './global-id';
import { NotificationNode } from './notification';
import { WorkRoleEnum } from './open-to-work';
import { viewersOwnWhere } from './viewer-flags';

export const GigInterestNode = builder.prismaNode('GigInterest', {
  id: { field: 'id' },
  // node(id) of one that does not exist is null; of someone else's, FORBIDDEN, as other private nodes.
  nullable: true,
  description: "A member's interest in a gig, with a short note. Read by its writer and the gig's poster only.",
  authScopes: (interest, context) => canReadGigInterest(context.viewer, interest),
  sqlVisible: (interest, request) => request.where(interest, gigInterestsSeenWhere(request.viewer)),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    note: t.exposeString('note', {
      description: `What the member wrote to the poster (at most ${GIG_INTEREST_NOTE_MAX} characters).`,
      nullable: true,
    }),
    createdAt: t.expose('createdAt', { description: 'When the member said they are interested.', type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { description: 'When the member last changed their note.', type: 'DateTime' }),
    member: t.relation('user', { description: 'Who is interested.' }),
    gig: t.relation('gig', { description: 'The gig.' }),
  }),
});

interface ConnectionShape<T> {
  edges: Array<{ cursor: string; node: T }>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

function connectionOf<T>(rows: T[], size: number, after: string | null | undefined, cursor: (row: T) => string): ConnectionShape<T> {
  const edges = rows.slice(0, size).map((row) => ({ cursor: cursor(row), node: row }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > size,
      hasPreviousPage: Boolean(after),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

const GigInterestConnection = builder.connectionObject<typeof GigInterestNode, ConnectionShape<GigInterest>>(
  { type: GigInterestNode, name: 'GigInterestConnection', description: 'Interest notes on a gig, newest first.' },
  { name: 'GigInterestEdge' },
);

export const GigNode = builder.prismaNode('Gig', {
  id: { field: 'id' },
  nullable: true,
  description: 'A shift or a job a venue or brand account posted. Open until its poster closes it or its closing day is over.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    title: t.exposeString('title', { description: `What the gig is (at most ${GIG_TITLE_MAX} characters).` }),
    role: t.expose('role', { description: 'The role the gig is for.', type: WorkRoleEnum }),
    startsOn: t.string({
      description: 'The shift date or the start date, YYYY-MM-DD.',
      resolve: (gig) => isoDate(gig.startsOn),
      sql: (gig) => isoDay(gig.col('startsOn')),
    }),
    payText: t.exposeString('payText', { description: `What it pays, as the poster wrote it (at most ${GIG_PAY_MAX} characters).` }),
    city: t.exposeString('city', { description: 'Where it is.' }),
    description: t.exposeString('description', {
      description: `The details (at most ${GIG_DESCRIPTION_MAX.toLocaleString('en-US')} characters).`,
    }),
    closesOn: t.string({
      description: 'The last day it is listed, YYYY-MM-DD.',
      resolve: (gig) => isoDate(gig.closesOn),
      sql: (gig) => isoDay(gig.col('closesOn')),
    }),
    postedAt: t.expose('createdAt', { description: 'When it was posted.', type: 'DateTime' }),
    closedAt: t.expose('closedAt', {
      description: 'When the poster closed it; null while it is not closed.',
      type: 'DateTime',
      nullable: true,
    }),
    isOpen: t.boolean({
      description: 'Not closed, and its closing day not over.',
      resolve: (gig) => isGigOpen(gig),
      sql: (gig, request) =>
        request.holds(
          gig,
          gigsOpenFromWhere(
            request.atRequest(firstOpenDay, 'date'),
            request.atRequest(() => firstListedStartDay(firstOpenDay()), 'date'),
          ),
        ),
    }),
    poster: t.relation('poster', { description: 'The venue or brand account that posted it.' }),
    viewerIsPoster: t.boolean({
      description: 'Whether the caller posted it (and so may close it and read its interests).',
      resolve: (gig, _args, context) => rowMatches(gigsPostedByWhere(context.viewer), gig),
      sql: (gig, request) => request.holds(gig, gigsPostedByWhere(request.viewer)),
    }),
    viewerInterest: t.field({
      type: GigInterestNode,
      nullable: true,
      description: "The caller's own interest, to edit or withdraw; null when signed out or not said.",
      // One row at most (unique per member and gig), loaded in the gig's statement.
      select: (_args, context, nestedSelection) => ({
        interests: nestedSelection({ where: viewersOwnWhere(context.viewer), take: 1 }),
      }),
      resolve: (gig) => gig.interests[0] ?? null,
      sql: {
        rows: {
          where: (interest, gig, request) =>
            sql`${interest.col('gigId')} = ${gig!.col('id')} AND ${request.where(interest, viewersOwnWhere(request.viewer))}`,
        },
      },
    }),
    interestCount: t.int({
      nullable: true,
      description: 'How many members said they are interested: for its poster only (null for anyone else).',
      select: { posterId: true, _count: { select: { interests: true } } },
      resolve: (gig, _args, context) => (rowMatches(gigsPostedByWhere(context.viewer), gig) ? gig._count.interests : null),
      sql: (gig, request) =>
        sql`CASE WHEN ${request.where(gig, gigsPostedByWhere(request.viewer))} THEN (SELECT count(*)::int FROM gig_interests i WHERE i.gig_id = ${gig.col('id')}) END`,
    }),
    interests: t.connection(
      {
        type: GigInterestNode,
        nullable: true,
        description: 'Who said they are interested, with their notes, newest first: for its poster only (null for anyone else).',
        sql: {
          connection: {
            model: 'GigInterest',
            when: (gig, request) => request.holds(gig, gigsPostedByWhere(request.viewer)),
            where: (interest, gig) => sql`${interest.col('gigId')} = ${gig!.col('id')}`,
            order: [
              { key: (interest) => interest.col('createdAt'), descending: true, cursorType: 'timestamp' },
              { key: (interest) => interest.col('id'), descending: true, cursorType: 'int' },
            ],
            cursor: (interest) => timeCursor('gigi', interest.col('createdAt'), interest.col('id')),
            page: (args) => ({
              size: gigsPageSize(args, GIGS_PAGE_SIZE, MAX_PAGE_SIZE),
              after: args.after ? timeCursorKeys('gigi', args.after as string, GIG_MESSAGES.badCursor) : null,
            }),
            maxSize: MAX_PAGE_SIZE,
          },
        },
        resolve: async (gig, args, context, info) => {
          if (!rowMatches(gigsPostedByWhere(context.viewer), gig)) return null;
          const size = gigsPageSize(args, GIGS_PAGE_SIZE, MAX_PAGE_SIZE);
          const after = args.after ? decodeTimeCursor('gigi', args.after, GIG_MESSAGES.badCursor) : null;
          const rows = await context.prisma.gigInterest.findMany({
            ...queryFromInfo({ context, info, path: ['edges', 'node'] }),
            where: {
              gigId: gig.id,
              ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
            },
            orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
            take: size + 1,
          });
          return connectionOf(rows, size, args.after, (row) => encodeTimeCursor('gigi', row));
        },
      },
      GigInterestConnection,
    ),
  }),
});

/**
 * Open gigs as a connection, the soonest start first: `filter` writes the request's where (with its
 * page's start, read off the cursor), per request.
 */
function openGigs(filter: (request: DynamicRequest, gig: RowRef) => Sql): ConnectionSql {
  return {
    model: 'Gig',
    afterInWhere: true,
    where: (gig, _row, request) => request.dynamic((dynamic) => filter(dynamic, gig)),
    order: [
      { key: (gig) => gig.col('startsOn'), cursorType: 'date' },
      { key: (gig) => gig.col('id'), cursorType: 'int' },
    ],
    cursor: (gig) => base64url(sql`'gig:' || ${isoDay(gig.col('startsOn'))} || ':' || ${gig.col('id')}`),
    page: (args) => ({ size: gigsPageSize(args, GIGS_PAGE_SIZE, MAX_PAGE_SIZE), after: args.after ? [args.after] : null }),
    maxSize: MAX_PAGE_SIZE,
  };
}

const GigConnection = builder.connectionObject<typeof GigNode, ConnectionShape<Gig>>(
  { type: GigNode, name: 'GigConnection', description: 'A page of gigs, in the order of the field that lists them.' },
  { name: 'GigEdge' },
);

builder.prismaObjectFields(NotificationNode, (t) => ({
  gig: t.relation('gig', { nullable: true, description: 'The gig (gig_interest).' }),
}));

builder.queryFields((t) => ({
  gig: t.prismaField({
    type: GigNode,
    nullable: true,
    description: 'A gig by the numeric id of its URL (closed ones too).',
    args: { databaseId: t.arg.int({ description: "The number of the gig's URL (/gigs/{databaseId})." }) },
    sql: byArgument('databaseId'),
    resolve: (query, _root, { databaseId }, context) => context.prisma.gig.findUnique({ ...query, where: { id: databaseId } }),
  }),
  gigs: t.connection(
    {
      type: GigNode,
      description:
        'Open gigs (not closed, closing day not over), the soonest start first, filtered by a city (a built-in city by its ' +
        'name or full name, or any city as posters typed it) and a role, each optional. Pages forwards; one statement a page.',
      args: {
        city: t.arg.string({ description: 'Only gigs in this city.', required: false }),
        role: t.arg({ description: 'Only gigs for this role.', type: WorkRoleEnum, required: false }),
      },
      sql: {
        connection: openGigs(({ args, where }, gig) =>
          where(gig, {
            AND: [
              openGigsWhere(),
              gigFiltersWhere({ city: args.city as string, role: args.role as WorkRole }),
              afterGigWhere(args.after as string),
            ],
          }),
        ),
      },
      resolve: async (_root, args, context, info) => {
        const where = gigFiltersWhere({ city: args.city, role: args.role });
        const size = gigsPageSize(args, GIGS_PAGE_SIZE, MAX_PAGE_SIZE);
        const rows = await context.prisma.gig.findMany({
          ...queryFromInfo({ context, info, path: ['edges', 'node'] }),
          where: { AND: [openGigsWhere(), where, afterGigWhere(args.after)] },
          orderBy: gigOrder,
          take: size + 1,
        });
        return connectionOf(rows, size, args.after, encodeGigCursor);
      },
    },
    GigConnection,
  ),
  gigsForYou: t.connection(
    {
      type: GigNode,
      nullable: true,
      description:
        "Open gigs matching the caller's Open to work: a role among theirs, in a city among theirs, the soonest first. " +
        'Null when signed out or not open to work.',
      sql: {
        connection: {
          // The caller's Open to work row: null without one; the gigs match its roles and cities.
          when: (_row, request) => sql`EXISTS (SELECT 1 FROM open_to_work o WHERE o.user_id = ${request.viewerId})`,
          ...openGigs(
            ({ args, viewer, where }, gig) =>
              sql`${where(gig, { AND: [openGigsWhere(), afterGigWhere(args.after as string)] })} AND EXISTS (
                SELECT 1 FROM open_to_work o WHERE o.user_id = ${viewer?.id ?? null}
                AND ${where(gig, gigsMatchingWhere({ roles: sql`o.roles` as never, cityKeys: sql`o.city_keys` as never }))})`,
          ),
        },
      },
      resolve: async (_root, args, context, info) => {
        if (!context.viewer) return null;
        const size = gigsPageSize(args, GIGS_PAGE_SIZE, MAX_PAGE_SIZE);
        const openToWork = await context.prisma.openToWork.findUnique({
          where: { userId: context.viewer.id },
          select: { roles: true, cityKeys: true },
        });
        if (!openToWork) return null;
        const rows = await context.prisma.gig.findMany({
          ...queryFromInfo({ context, info, path: ['edges', 'node'] }),
          where: { AND: [openGigsWhere(), gigsMatchingWhere(openToWork), afterGigWhere(args.after)] },
          orderBy: gigOrder,
          take: size + 1,
        });
        return connectionOf(rows, size, args.after, encodeGigCursor);
      },
    },
    GigConnection,
  ),
  postedGigs: t.connection(
    {
      type: GigNode,
      nullable: true,
      description:
        'The gigs the caller posted, the newest first, closed ones and ones whose closing day is over too (`isOpen` says ' +
        'which). Pages forwards; one statement a page. Null when signed out.',
      sql: {
        connection: {
          model: 'Gig',
          when: (_row, request) => sql`${request.viewerId} IS NOT NULL`,
          where: (gig, _row, request) => request.where(gig, gigsPostedByWhere(request.viewer)),
          order: [
            { key: (gig) => gig.col('createdAt'), descending: true, cursorType: 'timestamp' },
            { key: (gig) => gig.col('id'), descending: true, cursorType: 'int' },
          ],
          cursor: (gig) => timeCursor('gigp', gig.col('createdAt'), gig.col('id')),
          page: (args) => ({
            size: gigsPageSize(args, GIGS_PAGE_SIZE, MAX_PAGE_SIZE),
            after: args.after ? timeCursorKeys('gigp', args.after as string, GIG_MESSAGES.badCursor) : null,
          }),
          maxSize: MAX_PAGE_SIZE,
        },
      },
      resolve: async (_root, args, context, info) => {
        if (!context.viewer) return null;
        const size = gigsPageSize(args, GIGS_PAGE_SIZE, MAX_PAGE_SIZE);
        const after = args.after ? decodeTimeCursor('gigp', args.after, GIG_MESSAGES.badCursor) : null;
        const rows = await context.prisma.gig.findMany({
          ...queryFromInfo({ context, info, path: ['edges', 'node'] }),
          where: {
            AND: [
              gigsPostedByWhere(context.viewer),
              after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {},
            ],
          },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          take: size + 1,
        });
        return connectionOf(rows, size, args.after, (row) => encodeTimeCursor('gigp', row));
      },
    },
    GigConnection,
  ),
}));

const PostGigInput = builder.inputType('PostGigInput', {
  description: `Dates are YYYY-MM-DD. The start within a year; the closing date not past and at most ${GIG_CLOSES_AFTER_START_MAX_DAYS} days after the start.`,
  fields: (t) => ({
    title: t.string({ description: `Required, at most ${GIG_TITLE_MAX} characters.` }),
    role: t.field({ description: 'The role the gig is for.', type: WorkRoleEnum }),
    startsOn: t.string({ description: `The first day, YYYY-MM-DD, within ${GIG_STARTS_WITHIN_DAYS} days.` }),
    payText: t.string({ description: `What it pays, required, at most ${GIG_PAY_MAX} characters.` }),
    city: t.string({ description: 'As the location field takes it; a built-in city is kept by its full name.' }),
    description: t.string({ description: `The details, at most ${GIG_DESCRIPTION_MAX.toLocaleString('en-US')} characters.` }),
    closesOn: t.string({
      description: `The last day to answer, YYYY-MM-DD: not past, at most ${GIG_CLOSES_AFTER_START_MAX_DAYS} days after the start.`,
    }),
  }),
});

const gigId = () => ({ for: GigNode, description: 'The Gig.', ...wrongIdIsNotFound(GIG_MESSAGES.notFound) });

const CloseGigInput = builder.inputType('CloseGigInput', { fields: (t) => ({ gigId: t.globalID(gigId()) }) });
const SetGigInterestInput = builder.inputType('SetGigInterestInput', {
  fields: (t) => ({
    gigId: t.globalID(gigId()),
    note: t.string({ required: false, description: `Optional, at most ${GIG_INTEREST_NOTE_MAX} characters; empty clears it.` }),
  }),
});
const WithdrawGigInterestInput = builder.inputType('WithdrawGigInterestInput', { fields: (t) => ({ gigId: t.globalID(gigId()) }) });

const GigPayload = builder.objectRef<{ id: number }>('GigPayload').implement({
  description: 'The gig as saved.',
  fields: (t) => ({
    gig: t.prismaField({
      description: 'The gig as it now is.',
      type: GigNode,
      sql: byParent('id'),
      resolve: (query, result, _args, context) => context.prisma.gig.findUniqueOrThrow({ ...query, where: { id: result.id } }),
    }),
  }),
});

const SetGigInterestPayload = builder.objectRef<{ id: number; gigId: number }>('SetGigInterestPayload').implement({
  description: 'The interest as saved, and its gig.',
  fields: (t) => ({
    interest: t.prismaField({
      description: 'Your interest as it now is.',
      type: GigInterestNode,
      sql: byParent('id'),
      resolve: (query, result, _args, context) => context.prisma.gigInterest.findUniqueOrThrow({ ...query, where: { id: result.id } }),
    }),
    gig: t.prismaField({
      description: 'The gig, with its interest count as it now is.',
      type: GigNode,
      sql: byParent('gigId'),
      resolve: (query, result, _args, context) => context.prisma.gig.findUniqueOrThrow({ ...query, where: { id: result.gigId } }),
    }),
  }),
});

const WithdrawGigInterestPayload = builder.objectRef<{ gigId: number }>('WithdrawGigInterestPayload').implement({
  description: 'The gig, without the caller’s interest.',
  fields: (t) => ({
    gig: t.prismaField({
      description: 'The gig, with its interest count as it now is.',
      type: GigNode,
      sql: byParent('gigId'),
      resolve: (query, result, _args, context) => context.prisma.gig.findUniqueOrThrow({ ...query, where: { id: result.gigId } }),
    }),
    gigId: t.id({ description: "The gig's global id.", resolve: (result) => encodeGlobalID('Gig', result.gigId) }),
  }),
});

builder.mutationFields((t) => ({
  postGig: t.field({
    type: GigPayload,
    description: 'Posts a gig. Venue and brand accounts only (anyone else: FORBIDDEN).',
    args: { input: t.arg({ type: PostGigInput }) },
    errors: {},
    resolve: (_root, { input }, context) => postGig(context, context.viewer, input),
  }),
  closeGig: t.field({
    type: GigPayload,
    description: 'Closes a gig: it leaves the lists at once. Its poster only.',
    args: { input: t.arg({ type: CloseGigInput }) },
    errors: {},
    resolve: (_root, { input }, context) => closeGig(context, context.viewer, databaseIdIn(input.gigId)),
  }),
  setGigInterest: t.field({
    type: SetGigInterestPayload,
    description:
      'Says the caller (a bartender account) is interested in an open gig, with an optional note; again, edits the note. The poster hears of it once.',
    args: { input: t.arg({ type: SetGigInterestInput }) },
    errors: {},
    resolve: (_root, { input }, context) => setGigInterest(context, context.viewer, databaseIdIn(input.gigId), { note: input.note }),
  }),
  withdrawGigInterest: t.field({
    type: WithdrawGigInterestPayload,
    description: "Withdraws the caller's interest, and the poster's notification of it.",
    args: { input: t.arg({ type: WithdrawGigInterestInput }) },
    errors: {},
    resolve: (_root, { input }, context) => withdrawGigInterest(context, context.viewer, databaseIdIn(input.gigId)),
  }),
}));
