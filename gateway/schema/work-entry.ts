// Work history and its verification by the organisation: WorkEntry, VerificationRequest, and the
// mutations that add, change and remove entries, request verification and decide requests.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../common/constants';
import { WORK_TEXT_MAX } from '../../common/work-history';
import { builder } from '../builder';
import { prismaIdCursor, prismaPage } from '../read/cursors';
import { byParent } from '../read/sources';
import {
  addWorkEntry,
  decidableRequestsWhere,
  decideVerification,
  entryVerificationSeenWhere,
  removeWorkEntry,
  requestVerification,
  requestsSeenWhere,
  updateWorkEntry,
  viewerMayDecide,
  viewerMaySeeRequests,
  viewerSeesEntryVerification,
  visibleVerificationStatus,
} from '../domain/work-history';
import type { Prisma } from '../generated/prisma/client';
import { VerificationRequestStatus } from '../generated/prisma/enums';
import { OrganizationTypeEnum, VerificationStatusEnum } from './enums';
import { databaseIdIn, wrongIdIsFieldError } from './global-id';
import { VenueNode } from './venue';
import { sql } from '../read/sql';

const VerificationRequestStatusEnum = builder.enumType(VerificationRequestStatus, {
  name: 'VerificationRequestStatus',
  description: 'pending until decided: verified or denied by the venue or an admin; withdrawn when the entry changed.',
  values: {
    pending: { description: 'Waiting for the venue or an admin.' },
    verified: { description: 'The position was confirmed.' },
    denied: { description: 'The position was not confirmed.' },
    withdrawn: { description: 'The entry changed after the request, which no longer applies.' },
  },
});

const VerificationDecisionEnum = builder.enumType('VerificationDecision', {
  description: 'What a venue account or an admin answers to a verification request.',
  values: {
    verified: { value: 'verified', description: 'The member held this position.' },
    denied: { value: 'denied', description: 'The member did not.' },
  } as const,
});

export const WorkEntryNode = builder.prismaNode('WorkEntry', {
  id: { field: 'id' },
  // node(id) of something that does not exist (or no longer does) is null, not an error.
  nullable: true,
  description: "A position in a member's work history, which the organisation can confirm.",
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    organizationName: t.exposeString('organizationName', { description: 'Where the member worked.' }),
    organizationType: t.expose('organizationType', { description: 'What kind of place it is.', type: OrganizationTypeEnum }),
    venue: t.relation('venue', { nullable: true, description: "The organisation's record, when picked from venue search." }),
    linkedToOrganization: t.boolean({
      description: 'Whether the entry names a listed venue (whose account can then confirm it).',
      resolve: (entry) => entry.venueId !== null,
      sql: (entry) => sql`${entry.col('venueId')} IS NOT NULL`,
    }),
    position: t.exposeString('position', { description: 'The position held (for example Head Bartender).' }),
    country: t.exposeString('country', { description: 'Country (USA by default).' }),
    region: t.exposeString('region', { description: 'State or region.', nullable: true }),
    city: t.exposeString('city', { description: 'City.' }),
    postalCode: t.exposeString('postalCode', { description: 'Postal code.', nullable: true }),
    startDate: t.exposeString('startDate', { description: '"YYYY-MM".' }),
    endDate: t.exposeString('endDate', { nullable: true, description: '"YYYY-MM"; null while current.' }),
    current: t.exposeBoolean('current', { description: '"I currently work here": listed under Current positions.' }),
    verificationStatus: t.field({
      type: VerificationStatusEnum,
      description: 'denied only for the member, the named venue and admins; anyone else reads a denied entry as unverified.',
      resolve: (entry, _args, context) => visibleVerificationStatus(context, entry),
      sql: (entry, request) =>
        sql`CASE WHEN ${entry.col('verificationStatus')}::text = 'denied' AND NOT ${request.where(entry, entryVerificationSeenWhere(request.viewer))}
          THEN 'unverified' ELSE ${entry.col('verificationStatus')}::text END`,
    }),
    user: t.relation('user', { description: 'The member whose entry it is.' }),
    openVerificationRequests: t.relation('verificationRequests', {
      description: 'The pending request of this entry (at most one), for the member, the named venue and admins; empty for anyone else.',
      maxItems: 1,
      query: { where: { status: 'pending' }, orderBy: { id: 'desc' }, take: 1 },
      authScopes: (entry, _args, context) => viewerSeesEntryVerification(context, context, entry),
      unauthorizedResolver: () => [] as never,
      // Empty for whoever does not see the entry's verification.
      sql: {
        rows: {
          where: (verification, entry, request) =>
            sql`${verification.col('workEntryId')} = ${entry!.col('id')} AND ${verification.col('status')}::text = 'pending' AND ${request.where(entry!, entryVerificationSeenWhere(request.viewer))}`,
          orderBy: (verification) => sql`${verification.col('id')} DESC`,
        },
      },
    }),
  }),
});

export const VerificationRequestNode = builder.prismaNode('VerificationRequest', {
  id: { field: 'id' },
  // node(id) of something that does not exist (or no longer does) is null, not an error.
  nullable: true,
  description: 'A work entry sent to its organisation for confirmation: what was asked, and who decided when.',
  // Seen by the member who asked, the named venue's account and admins.
  authScopes: (request, context) => viewerMaySeeRequests(context, context, request),
  sqlVisible: (verification, request) => request.where(verification, requestsSeenWhere(request.viewer)),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    status: t.expose('status', { description: 'Where the request stands.', type: VerificationRequestStatusEnum }),
    organizationName: t.exposeString('organizationName', {
      description: 'The organisation, as the entry named it when the request was sent.',
    }),
    position: t.exposeString('position', { description: 'The position, as the entry gave it.' }),
    city: t.exposeString('city', { description: 'City of the position.' }),
    country: t.exposeString('country', { description: 'Country of the position.' }),
    startDate: t.exposeString('startDate', { description: 'When the position began (YYYY-MM).' }),
    endDate: t.exposeString('endDate', { description: 'When it ended (YYYY-MM); null when current.', nullable: true }),
    isCurrent: t.exposeBoolean('isCurrent', { description: 'Whether the member still works there.' }),
    createdAt: t.expose('createdAt', { description: 'When it was sent.', type: 'DateTime' }),
    decidedAt: t.expose('decidedAt', { description: 'When it was decided; null while pending.', type: 'DateTime', nullable: true }),
    decidedBy: t.relation('decidedBy', { description: 'Who decided it.', nullable: true }),
    requester: t.relation('requester', { description: 'The member asking.' }),
    venue: t.relation('venue', { description: 'The venue asked to verify.', nullable: true }),
    workEntry: t.relation('workEntry', { description: 'The work-history entry it is about.' }),
    viewerCanDecide: t.boolean({
      description: "Whether the caller may verify or deny it: the verified venue's account or an admin, never the member it is about.",
      resolve: (request, _args, context) => viewerMayDecide(context, context, request),
      sql: (verification, request) => request.holds(verification, decidableRequestsWhere(request.viewer)),
    }),
  }),
});

const awaitingAdmin: Prisma.VerificationRequestWhereInput = {
  status: 'pending',
  OR: [{ venueId: null }, { venue: { ownerId: null } }, { venue: { isVerified: false } }],
};

const WorkEntryInput = builder.inputType('WorkEntryInput', {
  fields: (t) => ({
    organizationName: t.string({
      description: `Required ("Please enter the organization name"), at most ${WORK_TEXT_MAX} characters; with a venue, the venue's name is stored.`,
    }),
    organizationType: t.field({ type: OrganizationTypeEnum, required: false, description: 'bar by default.' }),
    venue: t.globalID({
      required: false,
      for: VenueNode,
      description:
        "A Venue picked from venue search; its account can then confirm the entry. The entry then names it as its listing does: the venue's name, and its city, state (as region) and country where the listing gives them, whatever else was sent.",
      ...wrongIdIsFieldError('venue'),
    }),
    position: t.string({ description: `Required, at most ${WORK_TEXT_MAX} characters.` }),
    country: t.string({ required: false, description: "USA by default; with a venue, the venue's country where it lists one." }),
    region: t.string({
      description: `State or region, at most ${WORK_TEXT_MAX} characters; with a venue, the venue's state where it lists one.`,
      required: false,
    }),
    city: t.string({ description: `Required, at most ${WORK_TEXT_MAX} characters; with a venue, the venue's city where it lists one.` }),
    postalCode: t.string({ description: `At most ${WORK_TEXT_MAX} characters.`, required: false }),
    startDate: t.string({ description: '"YYYY-MM", not in the future.' }),
    endDate: t.string({ required: false, description: '"YYYY-MM"; ignored (null) while current.' }),
    current: t.boolean({ required: false, description: '"I currently work here".' }),
  }),
});

const AddWorkEntryInput = builder.inputType('AddWorkEntryInput', {
  fields: (t) => ({
    entry: t.field({ description: 'The work-history entry.', type: WorkEntryInput }),
    requestVerification: t.boolean({ required: false, description: 'Also send it to the organisation for verification.' }),
  }),
});

function entryInput(input: typeof WorkEntryInput.$inferInput) {
  return { ...input, venueId: input.venue ? databaseIdIn(input.venue) : null };
}

interface EntryResult {
  workEntryId: number;
  userId: number;
  requestId?: number | null;
}

function entryPayload(name: string, withRequest: boolean) {
  return builder.objectRef<EntryResult>(name).implement({
    fields: (t) => ({
      workEntry: t.prismaField({
        description: 'The work-history entry as it now is.',
        type: WorkEntryNode,
        sql: byParent('workEntryId'),
        resolve: (query, result, _args, context) =>
          context.prisma.workEntry.findUniqueOrThrow({ ...query, where: { id: result.workEntryId } }),
      }),
      user: t.prismaField({
        type: 'User',
        description: 'The member, with their work history as it now is.',
        sql: byParent('userId'),
        resolve: (query, result, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: result.userId } }),
      }),
      ...(withRequest
        ? {
            verificationRequest: t.prismaField({
              description: 'The verification request sent, if one was.',
              type: VerificationRequestNode,
              nullable: true,
              resolve: (query, result, _args, context) =>
                result.requestId ? context.prisma.verificationRequest.findUnique({ ...query, where: { id: result.requestId } }) : null,
            }),
          }
        : {}),
    }),
  });
}

const AddWorkEntryPayload = entryPayload('AddWorkEntryPayload', true);
const UpdateWorkEntryPayload = entryPayload('UpdateWorkEntryPayload', false);
const RequestVerificationPayload = entryPayload('RequestVerificationPayload', true);

const RemoveWorkEntryPayload = builder.objectRef<{ workEntryId: number; userId: number }>('RemoveWorkEntryPayload').implement({
  fields: (t) => ({
    removedWorkEntryId: t.id({
      description: 'The global id of the entry removed, to drop it from a list.',
      resolve: (result) => encodeGlobalID('WorkEntry', result.workEntryId),
    }),
    user: t.prismaField({
      type: 'User',
      description: 'The member, with their work history as it now is.',
      sql: byParent('userId'),
      resolve: (query, result, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: result.userId } }),
    }),
  }),
});

const DecideVerificationPayload = builder.objectRef<{ requestId: number; workEntryId: number }>('DecideVerificationPayload').implement({
  fields: (t) => ({
    verificationRequest: t.prismaField({
      description: 'The request, decided.',
      type: VerificationRequestNode,
      sql: byParent('requestId'),
      resolve: (query, result, _args, context) =>
        context.prisma.verificationRequest.findUniqueOrThrow({ ...query, where: { id: result.requestId } }),
    }),
    workEntry: t.prismaField({
      description: 'The entry, with its verification status as it now is.',
      type: WorkEntryNode,
      sql: byParent('workEntryId'),
      resolve: (query, result, _args, context) =>
        context.prisma.workEntry.findUniqueOrThrow({ ...query, where: { id: result.workEntryId } }),
    }),
  }),
});

builder.queryFields((t) => ({
  verificationRequestsAwaitingAdmin: t.prismaConnection(
    {
      type: VerificationRequestNode,
      cursor: 'id',
      authScopes: { admin: true },
      description:
        'Pending requests that no venue account can decide (no listed venue, or one without a confirmed account), oldest first (admins only).',
      sql: {
        connection: {
          model: 'VerificationRequest',
          where: (verification, _row, request) => request.where(verification, awaitingAdmin),
          order: [{ key: (verification) => verification.col('id'), cursorType: 'int' }],
          cursor: (verification) => prismaIdCursor(verification),
          page: (args) => prismaPage(args, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
          cursorRowMustExist: true,
          totalCount: (_row, request) => {
            const verification = request.row('VerificationRequest', 'v');
            return sql`(SELECT count(*)::int FROM verification_requests v WHERE ${request.where(verification, awaitingAdmin)})`;
          },
          maxSize: MAX_PAGE_SIZE,
        },
      },
      resolve: (query, _root, _args, context) =>
        context.prisma.verificationRequest.findMany({ ...query, where: awaitingAdmin, orderBy: { id: 'asc' } }),
      totalCount: (_parent, _args, context) => context.prisma.verificationRequest.count({ where: awaitingAdmin }),
    },
    { name: 'VerificationRequestConnection' },
    { name: 'VerificationRequestEdge' },
  ),
}));

const UpdateWorkEntryInput = builder.inputType('UpdateWorkEntryInput', {
  description: 'Which entry of your work history to change, and its details.',
  fields: (t) => ({
    id: t.globalID({ for: WorkEntryNode, description: 'One of your WorkEntries.', ...wrongIdIsFieldError('id') }),
    entry: t.field({ type: WorkEntryInput, description: "The entry's details, as addWorkEntry takes them." }),
  }),
});

const RemoveWorkEntryInput = builder.inputType('RemoveWorkEntryInput', {
  description: 'Which entry of your work history to remove.',
  fields: (t) => ({
    id: t.globalID({ for: WorkEntryNode, description: 'One of your WorkEntries.', ...wrongIdIsFieldError('id') }),
  }),
});

const RequestVerificationInput = builder.inputType('RequestVerificationInput', {
  description: 'Which entry to send to its organisation for verification.',
  fields: (t) => ({
    workEntryId: t.globalID({
      for: WorkEntryNode,
      description: 'One of your unverified or denied WorkEntries.',
      ...wrongIdIsFieldError('workEntryId'),
    }),
  }),
});

const DecideVerificationInput = builder.inputType('DecideVerificationInput', {
  description: 'A decision on a pending verification request.',
  fields: (t) => ({
    requestId: t.globalID({
      for: VerificationRequestNode,
      description: 'The pending VerificationRequest to decide (NOT_PENDING when it was decided or withdrawn meanwhile).',
      ...wrongIdIsFieldError('requestId'),
    }),
    decision: t.field({ type: VerificationDecisionEnum, description: 'verified or denied.' }),
  }),
});

builder.mutationFields((t) => ({
  addWorkEntry: t.field({
    type: AddWorkEntryPayload,
    description: "Adds a position to the caller's work history, and optionally asks the organisation to verify it.",
    args: { input: t.arg({ type: AddWorkEntryInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const { entry, request } = await addWorkEntry(context, context.viewer, {
        ...entryInput(input.entry),
        requestVerification: input.requestVerification,
      });
      return { workEntryId: entry.id, userId: entry.userId, requestId: request?.id ?? null };
    },
  }),
  updateWorkEntry: t.field({
    type: UpdateWorkEntryPayload,
    description: 'Changes one of your entries; changed details send it back to unverified and withdraw an open request.',
    args: { input: t.arg({ type: UpdateWorkEntryInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const entry = await updateWorkEntry(context, context.viewer, databaseIdIn(input.id), entryInput(input.entry));
      return { workEntryId: entry.id, userId: entry.userId };
    },
  }),
  removeWorkEntry: t.field({
    type: RemoveWorkEntryPayload,
    description: 'Removes one of your entries, with its verification requests.',
    args: { input: t.arg({ type: RemoveWorkEntryInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const entry = await removeWorkEntry(context, context.viewer, databaseIdIn(input.id));
      return { workEntryId: entry.id, userId: entry.userId };
    },
  }),
  requestVerification: t.field({
    type: RequestVerificationPayload,
    description:
      'Sends one of your unverified or denied entries to its organisation (again): the entry becomes pending. Rate-limited per member.',
    args: { input: t.arg({ type: RequestVerificationInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const { entry, request } = await requestVerification(context, context.viewer, databaseIdIn(input.workEntryId));
      return { workEntryId: entry.id, userId: entry.userId, requestId: request.id };
    },
  }),
  decideVerification: t.field({
    type: DecideVerificationPayload,
    description: "Verifies or denies a pending request: the named venue's account (once an admin confirmed the venue) or an admin.",
    args: { input: t.arg({ type: DecideVerificationInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const { request, entry } = await decideVerification(context, context.viewer, databaseIdIn(input.requestId), input.decision);
      return { requestId: request.id, workEntryId: entry.id };
    },
  }),
}));
