// Suggested corrections to recipes ("reports"), and the admin review queue.
import { COCKTAIL_MESSAGES } from '../../common/cocktail-rules';
import { isReviewStatus, REPORT_MESSAGES, REPORT_STATUSES, type ReportStatus, reportSchema } from '../../common/reports';
import type { Viewer } from '../auth/sessions';
import { NotAuthorizedError, NotFoundError, parseInput, ValidationError } from '../errors';
import { visibleCocktailsWhere } from './cocktails';
import { notify, withdrawNotification } from './notifications';
import type { RequestSql, RowRef } from '../read/declarations';
import { rowMatches } from '../read/prisma-where';
import { sql, type Sql } from '../read/sql';
import type { Prisma } from '../generated/prisma/client';
import type { Services } from '../services';

/**
 * Records a suggestion about a cocktail the caller can see. Signed-in reporters are recorded; anyone
 * may suggest (the spec sends the token only when there is one). Limited per reporter, or per address.
 */
export async function reportCocktail(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewer: Viewer | null,
  cocktailId: number,
  rawMessage: string,
  clientAddress: string,
) {
  const { message } = parseInput(reportSchema, { message: rawMessage });
  const cocktail = await prisma.cocktail.findFirst({
    where: { AND: [{ id: cocktailId }, visibleCocktailsWhere(viewer)] },
    select: { id: true, name: true },
  });
  if (!cocktail) throw new NotFoundError(COCKTAIL_MESSAGES.notFound);
  await limits.consume('reportsPerReporter', viewer ? `member:${viewer.id}` : `address:${clientAddress}`);
  // The name as reported stays with the report: the message speaks of this version of the cocktail.
  return prisma.cocktailReport.create({
    data: { cocktailId: cocktail.id, cocktailName: cocktail.name, reporterId: viewer?.id ?? null, message },
  });
}

/**
 * Whether the cocktail was edited after the report was made, so the report may speak of an earlier
 * version. Every edit of a cocktail moves its updatedAt (Prisma's @updatedAt on updateCocktail's write);
 * its counters, written in SQL, do not.
 */
export function cocktailEditedSinceReport(report: { createdAt: Date }, cocktail: { updatedAt: Date }): boolean {
  return cocktail.updatedAt > report.createdAt;
}

/**
 * cocktailEditedSinceReport in SQL, of the report row: null when the viewer may not see the cocktail (as
 * the report's `cocktail` is then null).
 */
export function cocktailEditedSinceReportSql(report: RowRef, request: Pick<RequestSql, 'viewer' | 'row' | 'where'>): Sql {
  const cocktail = request.row('Cocktail', 'edited_c');
  return sql`(SELECT ${cocktail.col('updatedAt')} > ${report.col('createdAt')} FROM cocktails edited_c WHERE ${cocktail.col('id')} = ${report.col('cocktailId')} AND ${request.where(cocktail, visibleCocktailsWhere(request.viewer))})`;
}

/** Admins read every report; a reporter reads their own. */
/** The suggested corrections a viewer reads: their own, every one for an admin. */
export function reportsSeenWhere(viewer: Viewer | null): Prisma.CocktailReportWhereInput {
  if (!viewer) return { reporterId: { in: [] } };
  return viewer.isAdmin ? {} : { reporterId: viewer.id };
}

export function canReadReport(viewer: Viewer | null, report: { reporterId: number | null }): boolean {
  return rowMatches(reportsSeenWhere(viewer), report);
}

/**
 * The review queue is for admins, enforced here (the spec checks it only in the client). Returns the
 * refusal a caller gets, with the spec's words: null when the viewer is an admin.
 */
export function reviewQueueRefusal(viewer: Viewer | null): NotAuthorizedError | null {
  if (!viewer) return new NotAuthorizedError(REPORT_MESSAGES.unauthorized, 'UNAUTHENTICATED');
  if (!viewer.isAdmin) return new NotAuthorizedError(REPORT_MESSAGES.forbidden, 'FORBIDDEN');
  return null;
}

function requireReviewer(viewer: Viewer | null): Viewer {
  const refusal = reviewQueueRefusal(viewer);
  if (refusal) throw refusal;
  return viewer!;
}

export type ReportCounts = Record<ReportStatus, number> & { total: number };

/** How many reports there are in each status: one grouped count over the status index. */
export async function reportCounts({ prisma }: Pick<Services, 'prisma'>): Promise<ReportCounts> {
  const groups = await prisma.cocktailReport.groupBy({ by: ['status'], _count: { _all: true } });
  const counts = Object.fromEntries(REPORT_STATUSES.map((status) => [status, 0])) as ReportCounts;
  counts.total = 0;
  for (const group of groups) {
    counts[group.status] = group._count._all;
    counts.total += group._count._all;
  }
  return counts;
}

/**
 * An admin sets a report to reviewing, resolved or dismissed (any of them, at any time), recording who
 * and when. Setting the status it already has changes nothing. A signed-in reporter hears when their
 * suggestion is resolved; setting it back from resolved takes that back (decision 0048).
 */
export async function setReportStatus(
  { prisma, limits, live }: Pick<Services, 'prisma' | 'limits' | 'live'>,
  viewer: Viewer | null,
  reportId: number,
  status: string,
) {
  const admin = requireReviewer(viewer);
  await limits.consumeForMember(admin.id, 'moderationPerAdmin');
  if (!isReviewStatus(status)) throw ValidationError.field('status', REPORT_MESSAGES.statusNotAllowed);
  const report = await prisma.cocktailReport.findUnique({
    where: { id: reportId },
    select: { id: true, status: true, reporterId: true, cocktailId: true },
  });
  if (!report) throw new NotFoundError(REPORT_MESSAGES.notFound);
  if (report.status === status) return { id: report.id, status: report.status };
  const notice = { kind: 'suggestion_resolved', cocktailId: report.cocktailId, reportId } as const;
  const { updated, changed } = await prisma.$transaction(async (tx) => {
    const updated = await tx.cocktailReport.update({
      where: { id: reportId },
      data: { status, statusChangedById: admin.id, statusChangedAt: new Date() },
      select: { id: true, status: true },
    });
    // Any admin's earlier word goes first, whatever the status read above (the update holds the report's
    // row, so two admins resolving at once queue here): the reporter keeps one notification, the latest.
    const withdrawn = await withdrawNotification(tx, { ...notice, actorId: null });
    const notified = status === 'resolved' ? await notify(tx, { ...notice, recipientId: report.reporterId, actorId: admin.id }) : [];
    return { updated, changed: [...withdrawn, ...notified] };
  });
  live.inboxesChanged(changed);
  return updated;
}
