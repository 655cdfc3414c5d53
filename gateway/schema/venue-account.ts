// Who speaks for a venue: the bar account that owns it, its claims, its team (work entries naming it),
// and venue search for the work-history and venue-award forms (GET /api/venues/search/autocomplete).
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, VENUE_SEARCH_MIN_CHARS, VENUE_TEAM_SHOWN } from '../../common/constants';
import { VENUE_CLAIM_MESSAGE_MAX, VENUE_TEXT_MAX } from '../../common/venue-accounts';
import { builder } from '../builder';
import { prismaIdCursor, prismaPage } from '../read/cursors';
import { rowMatches } from '../read/prisma-where';
import { byParent } from '../read/sources';
import type { RequestSql, RowRef } from '../read/declarations';
import { sql, type Sql } from '../read/sql';
import {
  claimVenue,
  decideVenueClaim,
  listVenue,
  venueClaimsSeenWhere,
  venuesSpokenForWhere,
  withdrawVenueClaim,
} from '../domain/venue-accounts';
import { venueSearchWhere } from '../domain/venues';
import { VenueClaimStatus } from '../generated/prisma/enums';
import { databaseIdIn, wrongIdIsFieldError } from './global-id';
import { VenueNode } from './venue';

const VenueClaimStatusEnum = builder.enumType(VenueClaimStatus, {
  name: 'VenueClaimStatus',
  description: "Where a listing or claim of a venue stands in the admins' review.",
  values: {
    pending: { description: 'Waiting for an admin.' },
    approved: { description: 'Approved: the claimant speaks for the venue.' },
    rejected: { description: 'Rejected by an admin.' },
    withdrawn: { description: 'Withdrawn by the claimant.' },
  },
});

const VenueClaimNode = builder.prismaNode('VenueClaim', {
  id: { field: 'id' },
  // node(id) of something that does not exist (or no longer does) is null, not an error.
  nullable: true,
  description: 'How a bar account came to speak for a venue: it listed it, or claimed it and an admin decided.',
  // The claimant and admins.
  authScopes: (claim, context) => rowMatches(venueClaimsSeenWhere(context.viewer), claim),
  sqlVisible: (claim, request) => request.where(claim, venueClaimsSeenWhere(request.viewer)),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    status: t.expose('status', { description: 'Where the claim stands.', type: VenueClaimStatusEnum }),
    listedByClaimant: t.exposeBoolean('listedByClaimant', {
      description: 'The claimant listed the venue itself (it owns it while an admin confirms).',
    }),
    message: t.exposeString('message', {
      description: `What the claimant wrote to the admins (at most ${VENUE_CLAIM_MESSAGE_MAX.toLocaleString('en-US')} characters).`,
      nullable: true,
    }),
    venue: t.relation('venue', { description: 'The venue listed or claimed.' }),
    claimant: t.relation('claimant', { description: 'The bar account that listed or claimed it.' }),
    decidedBy: t.relation('decidedBy', { description: 'The admin who decided it.', nullable: true }),
    decidedAt: t.expose('decidedAt', { description: 'When an admin decided it; null while pending.', type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { description: 'When it was sent.', type: 'DateTime' }),
  }),
});

builder.prismaObjectFields('Venue', (t) => ({
  owner: t.relation('owner', { nullable: true, description: 'The bar account that speaks for this venue.' }),
  viewerIsOwner: t.boolean({
    description: "Whether the caller's account speaks for this venue.",
    select: { ownerId: true },
    resolve: (venue, _args, context) => rowMatches(venuesSpokenForWhere(context.viewer), venue),
    sql: (venue, request) => request.holds(venue, venuesSpokenForWhere(request.viewer)),
  }),
  team: t.relation('workEntries', {
    description: `Work entries naming this venue (its team, current first), each with its verification state; the first ${VENUE_TEAM_SHOWN}.`,
    maxItems: VENUE_TEAM_SHOWN,
    query: { orderBy: [{ current: 'desc' }, { startDate: 'desc' }, { id: 'desc' }], take: VENUE_TEAM_SHOWN },
  }),
}));

builder.prismaObjectFields('User', (t) => ({
  venueClaim: t.relation('venueClaims', {
    description: "The account's most recent venue listing or claim (a list of one or none): only for the member themself and admins.",
    maxItems: 1,
    query: { orderBy: { id: 'desc' }, take: 1 },
    // A member's claims are all theirs: the claims' rule, asked of one of them, is who may read the list.
    authScopes: (user, _args, context) => rowMatches(venueClaimsSeenWhere(context.viewer), { claimantId: user.id }),
    unauthorizedResolver: () => [] as never,
    // VenueClaim's sqlVisible applies the same rule to each claim read.
    sql: {
      rows: {
        where: (claim, user) => sql`${claim.col('claimantId')} = ${user!.col('id')}`,
        orderBy: (claim) => sql`${claim.col('id')} DESC`,
      },
    },
  }),
}));

/** The claims of the status the list's argument asks for (null: every status), in SQL. */
function ofStatusAsked(claim: RowRef, request: RequestSql): Sql {
  return sql`(${request.arg('status')} IS NULL OR ${claim.col('status')}::text = ${request.arg('status')})`;
}

builder.queryFields((t) => ({
  venueSearch: t.prismaConnection(
    {
      type: VenueNode,
      cursor: 'id',
      description: `Venues whose name or city contain every word typed (any case or accent), from ${VENUE_SEARCH_MIN_CHARS} characters; by name.`,
      args: { text: t.arg.string({ description: `What was typed (from ${VENUE_SEARCH_MIN_CHARS} characters).` }) },
      resolve: (query, _root, args, context) => {
        const where = venueSearchWhere(args.text);
        return where ? context.prisma.venue.findMany({ ...query, where, orderBy: [{ name: 'asc' }, { id: 'asc' }] }) : [];
      },
    },
    { name: 'VenueSearchConnection' },
    { name: 'VenueSearchEdge' },
  ),
  venueClaims: t.prismaConnection(
    {
      type: 'VenueClaim',
      cursor: 'id',
      authScopes: { admin: true },
      description: 'Venue listings and claims, oldest first, pending ones by default (admins only).',
      args: {
        status: t.arg({
          description: 'Only claims in this status (pending by default).',
          type: VenueClaimStatusEnum,
          required: false,
          defaultValue: 'pending',
        }),
      },
      sql: {
        connection: {
          model: 'VenueClaim',
          where: (claim, _row, request) => ofStatusAsked(claim, request),
          order: [{ key: (claim) => claim.col('id'), cursorType: 'int' }],
          cursor: (claim) => prismaIdCursor(claim),
          page: (args) => prismaPage(args, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
          cursorRowMustExist: true,
          totalCount: (_row, request) =>
            sql`(SELECT count(*)::int FROM venue_claims c WHERE ${ofStatusAsked(request.row('VenueClaim', 'c'), request)})`,
          maxSize: MAX_PAGE_SIZE,
        },
      },
      resolve: (query, _root, args, context) =>
        context.prisma.venueClaim.findMany({ ...query, where: args.status ? { status: args.status } : {}, orderBy: { id: 'asc' } }),
      totalCount: (_root, args, context) => context.prisma.venueClaim.count({ where: args.status ? { status: args.status } : {} }),
    },
    { name: 'VenueClaimConnection' },
    { name: 'VenueClaimEdge' },
  ),
}));

const ListVenueInput = builder.inputType('ListVenueInput', {
  fields: (t) => ({
    name: t.string({ description: `Required, at most ${VENUE_TEXT_MAX} characters.` }),
    city: t.string({ description: `Required, at most ${VENUE_TEXT_MAX} characters.` }),
    state: t.string({ description: `At most ${VENUE_TEXT_MAX} characters.`, required: false }),
    country: t.string({ description: `At most ${VENUE_TEXT_MAX} characters.`, required: false }),
    address: t.string({ description: `At most ${VENUE_TEXT_MAX} characters.`, required: false }),
    websiteUrl: t.string({ description: 'An http(s) link.', required: false }),
  }),
});

const ClaimVenueInput = builder.inputType('ClaimVenueInput', {
  fields: (t) => ({
    venue: t.globalID({ description: 'The listed venue to claim (a Venue id).', for: VenueNode, ...wrongIdIsFieldError('venue') }),
    message: t.string({ required: false, description: 'What tells the admin your account speaks for the venue.' }),
  }),
});

const VenueClaimPayload = builder.objectRef<{ claimId: number; userId: number }>('VenueClaimPayload').implement({
  description: 'The claim, and the claimant (with the venue it now speaks for, if any).',
  fields: (t) => ({
    venueClaim: t.prismaField({
      description: 'The claim as it now is.',
      type: 'VenueClaim',
      sql: byParent('claimId'),
      resolve: (query, result, _args, context) => context.prisma.venueClaim.findUniqueOrThrow({ ...query, where: { id: result.claimId } }),
    }),
    user: t.prismaField({
      description: 'The claimant, with their venue claim as it now is.',
      type: 'User',
      sql: byParent('userId'),
      resolve: (query, result, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: result.userId } }),
    }),
  }),
});

const WithdrawVenueClaimInput = builder.inputType('WithdrawVenueClaimInput', {
  description: 'Which of your listings or claims to withdraw.',
  fields: (t) => ({
    id: t.globalID({ for: VenueClaimNode, description: 'One of your pending VenueClaims.', ...wrongIdIsFieldError('id') }),
  }),
});

const DecideVenueClaimInput = builder.inputType('DecideVenueClaimInput', {
  description: "An admin's decision on a pending listing or claim.",
  fields: (t) => ({
    id: t.globalID({
      for: VenueClaimNode,
      description: 'The pending VenueClaim to decide (NOT_PENDING when it was decided or withdrawn meanwhile).',
      ...wrongIdIsFieldError('id'),
    }),
    approve: t.boolean({ description: 'true approves (the claimant speaks for the venue, now verified); false rejects.' }),
  }),
});

builder.mutationFields((t) => ({
  listVenue: t.field({
    type: VenueClaimPayload,
    description: 'A bar account lists its venue: it speaks for it at once; an admin confirms the venue.',
    args: { input: t.arg({ type: ListVenueInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const { claim } = await listVenue(context, context.viewer, input);
      return { claimId: claim.id, userId: claim.claimantId };
    },
  }),
  claimVenue: t.field({
    type: VenueClaimPayload,
    description: 'A bar account asks to speak for a listed venue; an admin decides.',
    args: { input: t.arg({ type: ClaimVenueInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const claim = await claimVenue(context, context.viewer, databaseIdIn(input.venue), input.message);
      return { claimId: claim.id, userId: claim.claimantId };
    },
  }),
  withdrawVenueClaim: t.field({
    description: 'Withdraws your pending listing or claim. NotFoundError when it is not yours.',
    type: VenueClaimPayload,
    args: { input: t.arg({ type: WithdrawVenueClaimInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const claim = await withdrawVenueClaim(context, context.viewer, databaseIdIn(input.id));
      return { claimId: claim.id, userId: claim.claimantId };
    },
  }),
  decideVenueClaim: t.field({
    type: VenueClaimPayload,
    description: 'An admin approves (the claimant speaks for the venue, now verified) or rejects a listing or claim.',
    args: { input: t.arg({ type: DecideVenueClaimInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const claim = await decideVenueClaim(context, context.viewer, databaseIdIn(input.id), input.approve);
      return { claimId: claim.id, userId: claim.claimantId };
    },
  }),
}));
