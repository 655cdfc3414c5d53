// Work history and its verification by the organisation (spec sections 3, 4, 5; docs/decisions:
// work-history verification). Members write only their own entries; a request is decided by the
// account of the named venue once an admin has confirmed that venue, or by an admin; never by the
// entry's owner. Every decision records who and when.
import { withinCap } from './account-caps';
import { ACCOUNT_CAPS } from '../../common/account-caps';
import { canRequestVerification, entryAtVenue, WORK_MESSAGES, type WorkEntryDraft, workEntrySchema } from '../../common/work-history';
import type { Viewer } from '../auth/sessions';
import type { Context } from '../context';
import { NotAuthorizedError, NotFoundError, NotPendingError, parseInput, ValidationError } from '../errors';
import { type OrganizationType, Prisma, type VerificationRequest, type WorkEntry } from '../generated/prisma/client';
import { notify, notifyEach, withdrawNotification, withdrawVerificationNotifications } from './notifications';
import { requireViewer } from './profiles';
import { rowMatches } from '../read/prisma-where';
import { venueForRules } from './venue-accounts';
import type { Services } from '../services';

export interface WorkEntryInput extends WorkEntryDraft {
  organizationType?: OrganizationType | null;
  /** The organisation's record picked from venue search; null for an organisation typed by hand. */
  venueId?: number | null;
}

/** The entry to store: its fields checked, and a linked venue's name and place as its listing gives them (entryAtVenue). */
async function cleanEntry({ prisma }: Pick<Services, 'prisma'>, input: WorkEntryInput) {
  const entry = parseInput(workEntrySchema(), input);
  const venueId = input.venueId ?? null;
  const organizationType = input.organizationType ?? 'bar';
  if (venueId === null) return { ...entry, organizationType, venueId };
  const venue = await prisma.venue.findUnique({ where: { id: venueId }, select: { name: true, city: true, state: true, country: true } });
  if (!venue) throw ValidationError.field('venueId', WORK_MESSAGES.unknownVenue);
  return { ...entryAtVenue(entry, venue), organizationType, venueId };
}

async function ownEntry({ prisma }: Pick<Services, 'prisma'>, viewer: Viewer, id: number): Promise<WorkEntry> {
  const entry = await prisma.workEntry.findUnique({ where: { id } });
  // Someone else's entry is "not found", as if it were not there: ids tell nothing.
  if (!entry || entry.userId !== viewer.id) throw new NotFoundError('Work experience not found');
  return entry;
}

/** Entries that may be sent for verification: never asked, or denied and asked again (decision 0038). */
const REQUESTABLE: WorkEntry['verificationStatus'][] = ['unverified', 'denied'];

/**
 * Opens a verification request for an entry inside a transaction; the entry must be unverified or denied.
 * The account of the venue it names (if any) hears of it (decision 0048): `notified`, to tell once committed.
 */
async function openRequest(tx: Prisma.TransactionClient, entry: WorkEntry): Promise<{ request: VerificationRequest; notified: number[] }> {
  const { count } = await tx.workEntry.updateMany({
    where: { id: entry.id, userId: entry.userId, verificationStatus: { in: REQUESTABLE } },
    data: { verificationStatus: 'pending' },
  });
  if (count !== 1) throw ValidationError.field('workEntryId', WORK_MESSAGES.alreadyRequested);
  const request = await tx.verificationRequest.create({
    data: {
      workEntryId: entry.id,
      requesterId: entry.userId,
      venueId: entry.venueId,
      organizationName: entry.organizationName,
      organizationType: entry.organizationType,
      country: entry.country,
      region: entry.region,
      city: entry.city,
      postalCode: entry.postalCode,
      position: entry.position,
      startDate: entry.startDate,
      endDate: entry.endDate,
      isCurrent: entry.current,
    },
  });
  const notified =
    entry.venueId === null
      ? []
      : await notifyEach(tx, Prisma.sql`SELECT owner_id AS recipient_id FROM venues WHERE id = ${entry.venueId}::int`, entry.userId, {
          kind: 'verification_requested',
          verificationRequestId: request.id,
        });
  return { request, notified };
}

export async function addWorkEntry(
  { prisma, limits, live }: Pick<Services, 'prisma' | 'limits' | 'live'>,
  viewerOrNull: Viewer | null,
  input: WorkEntryInput & { requestVerification?: boolean | null },
): Promise<{ entry: WorkEntry; request: VerificationRequest | null }> {
  const viewer = requireViewer(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'profileWritesPerMember');
  const data = await cleanEntry({ prisma }, input);
  if (input.requestVerification) await limits.consumeForMember(viewer.id, 'verificationRequestsPerMember');
  const { notified, ...added } = await withinCap(
    { prisma },
    ACCOUNT_CAPS.workEntries,
    { account: viewer.id },
    (tx) => tx.workEntry.count({ where: { userId: viewer.id } }),
    async (tx) => {
      const created = await tx.workEntry.create({ data: { ...data, userId: viewer.id } });
      if (!input.requestVerification) return { entry: created, request: null, notified: [] };
      const { request, notified } = await openRequest(tx, created);
      return { entry: await tx.workEntry.findUniqueOrThrow({ where: { id: created.id } }), request, notified };
    },
  );
  live.inboxesChanged(notified);
  return added;
}

const DETAIL_FIELDS = [
  'organizationName',
  'organizationType',
  'venueId',
  'position',
  'country',
  'region',
  'city',
  'postalCode',
  'startDate',
  'endDate',
  'current',
] as const;

/**
 * Changes an entry. What was verified (or asked) was these details: changing any of them sends the
 * entry back to "Not verified" and withdraws an open request, and the venue's notification of it.
 */
export async function updateWorkEntry(
  { prisma, limits, live }: Pick<Services, 'prisma' | 'limits' | 'live'>,
  viewerOrNull: Viewer | null,
  id: number,
  input: WorkEntryInput,
): Promise<WorkEntry> {
  const viewer = requireViewer(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'profileWritesPerMember');
  const entry = await ownEntry({ prisma }, viewer, id);
  const data = await cleanEntry({ prisma }, input);
  const changed = DETAIL_FIELDS.some((field) => data[field] !== entry[field]);
  if (!changed) return entry;
  const { updated, withdrawn } = await prisma.$transaction(async (tx) => {
    const pending = await tx.verificationRequest.findMany({ where: { workEntryId: id, status: 'pending' }, select: { id: true } });
    const withdrawn: number[] = [];
    for (const request of pending)
      withdrawn.push(
        ...(await withdrawNotification(tx, { actorId: entry.userId, kind: 'verification_requested', verificationRequestId: request.id })),
      );
    await tx.verificationRequest.updateMany({ where: { workEntryId: id, status: 'pending' }, data: { status: 'withdrawn' } });
    return { updated: await tx.workEntry.update({ where: { id }, data: { ...data, verificationStatus: 'unverified' } }), withdrawn };
  });
  live.inboxesChanged(withdrawn);
  return updated;
}

/** Removes an entry, its requests and their notifications; the inboxes that held one hear of it. */
export async function removeWorkEntry(
  { prisma, limits, live }: Pick<Services, 'prisma' | 'limits' | 'live'>,
  viewerOrNull: Viewer | null,
  id: number,
): Promise<WorkEntry> {
  const viewer = requireViewer(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'profileWritesPerMember');
  const entry = await ownEntry({ prisma }, viewer, id);
  const withdrawn = await prisma.$transaction(async (tx) => {
    const requests = await tx.verificationRequest.findMany({ where: { workEntryId: entry.id }, select: { id: true } });
    const withdrawn = await withdrawVerificationNotifications(
      tx,
      requests.map((request) => request.id),
    );
    await tx.workEntry.delete({ where: { id: entry.id } });
    return withdrawn;
  });
  live.inboxesChanged(withdrawn);
  return entry;
}

/**
 * The entry becomes pending and a request goes to the organisation it names; a denied entry may be
 * sent again (the earlier request stays decided), under the same per-member limit as a first request.
 */
export async function requestVerification(
  { prisma, limits, live }: Pick<Services, 'prisma' | 'limits' | 'live'>,
  viewerOrNull: Viewer | null,
  workEntryId: number,
): Promise<{ entry: WorkEntry; request: VerificationRequest }> {
  const viewer = requireViewer(viewerOrNull);
  const entry = await ownEntry({ prisma }, viewer, workEntryId);
  if (!canRequestVerification(entry.verificationStatus)) throw ValidationError.field('workEntryId', WORK_MESSAGES.alreadyRequested);
  await limits.consumeForMember(viewer.id, 'verificationRequestsPerMember');
  const { notified, ...requested } = await prisma.$transaction(async (tx) => {
    const { request, notified } = await openRequest(tx, entry);
    return { entry: await tx.workEntry.findUniqueOrThrow({ where: { id: entry.id } }), request, notified };
  });
  live.inboxesChanged(notified);
  return requested;
}

interface DecisionSubject {
  requesterId: number;
  venueId: number | null;
  status: VerificationRequest['status'];
}

/**
 * Whether the caller may decide a request (viewerCanDecide on the Prisma path): decidableRequestsWhere of
 * the request and its venue (read once per request and venue).
 */
export function viewerMayDecide(services: Pick<Services, 'prisma'>, context: Context, request: DecisionSubject): Promise<boolean> {
  const { status, requesterId, venueId } = request;
  return matchesWithVenue(services, context, decidableRequestsWhere(context.viewer), { status, requesterId }, venueId);
}

/** rowMatches of a rule on a row's columns and the venue it names (read once per request and venue). */
async function matchesWithVenue(
  services: Pick<Services, 'prisma'>,
  context: Context,
  where: Parameters<typeof rowMatches>[0],
  columns: Record<string, unknown>,
  venueId: number | null,
): Promise<boolean> {
  return rowMatches(where, { ...columns, venue: await venueForRules(services, context, venueId) });
}

/**
 * A work entry's status as the caller may see it: a denial is between the member, the organisation and
 * admins (those who see its requests), so anyone else reads a denied entry as unverified (decision 0038).
 */
export async function visibleVerificationStatus(
  context: Context,
  entry: Pick<WorkEntry, 'userId' | 'venueId' | 'verificationStatus'>,
): Promise<WorkEntry['verificationStatus']> {
  if (entry.verificationStatus !== 'denied') return entry.verificationStatus;
  return (await viewerSeesEntryVerification(context, context, entry)) ? 'denied' : 'unverified';
}

/**
 * Who sees a work entry's verification (its requests, a denial): the member it is about, the account of
 * the venue it names, and admins. `member` names the field that holds the member (requesterId on a
 * request, userId on an entry); both have `venue`.
 */
function verificationSeenWhere<Member extends 'requesterId' | 'userId'>(viewer: Viewer | null, member: Member) {
  if (!viewer) return { [member]: { in: [] } } as Record<Member, { in: never[] }>;
  if (viewer.isAdmin) return {};
  return { OR: [{ [member]: viewer.id }, { venue: { ownerId: viewer.id } }] };
}

/** The verification requests a viewer sees. */
export function requestsSeenWhere(viewer: Viewer | null): Prisma.VerificationRequestWhereInput {
  return verificationSeenWhere(viewer, 'requesterId') as Prisma.VerificationRequestWhereInput;
}

/** The work entries whose verification (requests, denial) a viewer sees. */
export function entryVerificationSeenWhere(viewer: Viewer | null): Prisma.WorkEntryWhereInput {
  return verificationSeenWhere(viewer, 'userId') as Prisma.WorkEntryWhereInput;
}

/**
 * Who may decide a request, whatever its status: never the member it is about; an admin; otherwise the
 * account that speaks for the named venue, once an admin has confirmed that venue.
 */
function decidersWhere(viewer: Viewer | null): Prisma.VerificationRequestWhereInput {
  if (!viewer) return { requesterId: { in: [] } };
  const notTheirOwn: Prisma.VerificationRequestWhereInput = { requesterId: { not: viewer.id } };
  return viewer.isAdmin ? notTheirOwn : { ...notTheirOwn, venue: { ownerId: viewer.id, isVerified: true } };
}

/** The requests a viewer may decide: pending ones of decidersWhere. */
export function decidableRequestsWhere(viewer: Viewer | null): Prisma.VerificationRequestWhereInput {
  return { AND: [{ status: 'pending' }, decidersWhere(viewer)] };
}

/** Whether the caller sees a request (the VerificationRequest type's rule on the Prisma path): requestsSeenWhere. */
export function viewerMaySeeRequests(
  services: Pick<Services, 'prisma'>,
  context: Context,
  subject: { requesterId: number; venueId: number | null },
): Promise<boolean> {
  return matchesWithVenue(services, context, requestsSeenWhere(context.viewer), { requesterId: subject.requesterId }, subject.venueId);
}

/** Whether the caller sees a work entry's verification (its open request, a denial): entryVerificationSeenWhere. */
export function viewerSeesEntryVerification(
  services: Pick<Services, 'prisma'>,
  context: Context,
  entry: { userId: number; venueId: number | null },
): Promise<boolean> {
  return matchesWithVenue(services, context, entryVerificationSeenWhere(context.viewer), { userId: entry.userId }, entry.venueId);
}

/** The refusal of a decision on a request no longer pending, saying what became of it. */
function notPending(status: VerificationRequest['status']): NotPendingError {
  return new NotPendingError('requestId', status === 'withdrawn' ? WORK_MESSAGES.withdrawn : WORK_MESSAGES.notPending);
}

export async function decideVerification(
  { prisma, limits, live }: Pick<Services, 'prisma' | 'limits' | 'live'>,
  viewerOrNull: Viewer | null,
  requestId: number,
  decision: 'verified' | 'denied',
): Promise<{ request: VerificationRequest; entry: WorkEntry }> {
  const viewer = requireViewer(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'verificationDecisionsPerMember');
  const request = await prisma.verificationRequest.findUnique({
    where: { id: requestId },
    include: { venue: { select: { ownerId: true, isVerified: true } }, workEntry: { select: { venueId: true } } },
  });
  // Requests are private to the member, the venue and admins: to anyone else they do not exist.
  if (!request || !rowMatches(requestsSeenWhere(viewer), request)) throw new NotFoundError('Verification request not found');
  if (request.requesterId === viewer.id) throw new NotAuthorizedError(WORK_MESSAGES.ownEntry);
  if (!rowMatches(decidersWhere(viewer), request)) {
    const unconfirmedOwner = !viewer.isAdmin && request.venue?.ownerId === viewer.id && !request.venue.isVerified;
    throw new NotAuthorizedError(unconfirmedOwner ? WORK_MESSAGES.venueNotConfirmed : WORK_MESSAGES.notTheVenue);
  }
  // Before the entry's venue is compared: a member who relinked the entry withdrew the request.
  if (request.status !== 'pending') throw notPending(request.status);
  if (!viewer.isAdmin && request.workEntry.venueId !== request.venueId) throw new NotAuthorizedError(WORK_MESSAGES.notTheVenue);
  const { notified, ...decided } = await prisma.$transaction(async (tx) => {
    const { count } = await tx.verificationRequest.updateMany({
      where: { id: requestId, status: 'pending' },
      data: { status: decision, decidedById: viewer.id, decidedAt: new Date() },
    });
    if (count !== 1) {
      // Decided or withdrawn since it was read: say which.
      const now = await tx.verificationRequest.findUnique({ where: { id: requestId }, select: { status: true } });
      throw now ? notPending(now.status) : new NotFoundError('Verification request not found');
    }
    const entry = await tx.workEntry.update({ where: { id: request.workEntryId }, data: { verificationStatus: decision } });
    const notified = await notify(tx, {
      recipientId: request.requesterId,
      actorId: viewer.id,
      kind: 'verification_decided',
      verificationRequestId: requestId,
    });
    return { request: await tx.verificationRequest.findUniqueOrThrow({ where: { id: requestId } }), entry, notified };
  });
  live.inboxesChanged(notified);
  return decided;
}
