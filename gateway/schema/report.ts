// Suggested corrections (reports) and the admin review queue.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { REPORT_MESSAGE_MAX_LENGTH, REPORT_MESSAGES, REPORT_STATUSES, type ReportStatus } from '../../common/reports';
import { builder } from '../builder';
import { byParent } from '../read/sources';
import type { Context } from '../context';
import { canSeeCocktail } from '../domain/cocktails';
import {
  canReadReport,
  cocktailEditedSinceReport,
  cocktailEditedSinceReportSql,
  reportCocktail,
  reportCounts,
  reportsSeenWhere,
  reviewQueueRefusal,
  setReportStatus,
  type ReportCounts,
} from '../domain/reports';
import { prismaIdCursor, prismaPage } from '../read/cursors';
import { join, literal, raw, sql, type Sql } from '../read/sql';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../common/constants';
import { CocktailNode } from './cocktail';
import { databaseIdIn, existingIdOf, wrongIdIsNotFound } from './global-id';
import { ReportStatusEnum } from './enums';

export const CocktailReportNode = builder.prismaNode('CocktailReport', {
  id: { field: 'id' },
  // node(id) of something that does not exist (or no longer does) is null, not an error.
  nullable: true,
  description: 'A suggested correction to a recipe. Admins and its reporter may read it.',
  authScopes: (report, context) => canReadReport(context.viewer, report),
  sqlVisible: (report, request) => request.where(report, reportsSeenWhere(request.viewer)),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    cocktailName: t.exposeString('cocktailName', {
      description: "The cocktail's name when it was reported (its message speaks of that version); `cocktail.name` is its name now.",
    }),
    cocktailEditedSince: t.boolean({
      nullable: true,
      description:
        'Whether the cocktail was edited after this was sent, so the suggestion may speak of an earlier version; null when `cocktail` is.',
      select: { createdAt: true, cocktail: { select: { updatedAt: true, visibility: true, creatorId: true } } },
      resolve: (report, _args, context) =>
        canSeeCocktail(context.viewer, report.cocktail) ? cocktailEditedSinceReport(report, report.cocktail) : null,
      sql: (report, request) => cocktailEditedSinceReportSql(report, request),
    }),
    message: t.exposeString('message', {
      description: 'The suggested correction, as the member wrote it (at most the length reportCocktail allows).',
    }),
    status: t.expose('status', { description: 'Where it stands: open, reviewing, resolved or dismissed.', type: ReportStatusEnum }),
    createdAt: t.expose('createdAt', { description: 'When it was sent.', type: 'DateTime' }),
    statusChangedAt: t.expose('statusChangedAt', {
      description: 'When an admin last set its status; null while open.',
      type: 'DateTime',
      nullable: true,
    }),
    // A reported cocktail can go private after the report; its reporter keeps the report, not the cocktail.
    cocktail: t.field({
      type: CocktailNode,
      nullable: true,
      description: 'The cocktail reported; null when the caller may no longer see it (it went private).',
      select: (_args, _context, nestedSelection) => ({ cocktail: nestedSelection(true) }),
      resolve: (report, _args, context) => (canSeeCocktail(context.viewer, report.cocktail) ? report.cocktail : null),
      sql: { rows: { where: (cocktail, report) => sql`${cocktail.col('id')} = ${report!.col('cocktailId')}` } },
    }),
    reporter: t.relation('reporter', { description: 'The member who suggested it; null when sent signed out.', nullable: true }),
    statusChangedBy: t.relation('statusChangedBy', { description: 'The admin who last set its status.', nullable: true }),
  }),
});

const ReportCocktailInput = builder.inputType('ReportCocktailInput', {
  fields: (t) => ({
    cocktailId: t.globalID({ for: CocktailNode, description: 'The Cocktail to correct.', ...wrongIdIsNotFound('Cocktail not found') }),
    message: t.string({ description: `What should change (1 to ${REPORT_MESSAGE_MAX_LENGTH} characters).` }),
  }),
});

const ReportCocktailPayload = builder.objectRef<{ reportId: number }>('ReportCocktailPayload').implement({
  fields: (t) => ({
    report: t.prismaField({
      type: CocktailReportNode,
      nullable: true,
      description: 'The new report; null for a signed-out reporter, who cannot read it back.',
      sql: byParent('reportId'),
      resolve: async (query, payload, _args, context) => {
        const report = await context.prisma.cocktailReport.findUniqueOrThrow({ ...query, where: { id: payload.reportId } });
        return canReadReport(context.viewer, report) ? report : null;
      },
    }),
  }),
});

// ---------------------------------------------------------------------------------------------------
// The admin review queue
// ---------------------------------------------------------------------------------------------------

const CocktailReportCountsRef = builder.objectRef<ReportCounts>('CocktailReportCounts').implement({
  description: 'How many reports there are in each status (admins only). One record, so clients update it in place.',
  fields: (t) => ({
    id: t.id({
      description: 'A fixed global id, so a client store keeps one copy of the counters.',
      resolve: () => encodeGlobalID('CocktailReportCounts', 'all'),
      sql: () => literal(encodeGlobalID('CocktailReportCounts', 'all')),
    }),
    total: t.exposeInt('total', { description: 'Total Reports.', sql: (counts) => counts.col('total') }),
    open: t.exposeInt('open', { description: 'Open reports.', sql: (counts) => counts.col('open') }),
    reviewing: t.exposeInt('reviewing', { description: 'Reports being reviewed.', sql: (counts) => counts.col('reviewing') }),
    resolved: t.exposeInt('resolved', { description: 'Resolved reports.', sql: (counts) => counts.col('resolved') }),
    dismissed: t.exposeInt('dismissed', { description: 'Dismissed reports.', sql: (counts) => counts.col('dismissed') }),
  }),
});

const REPORT_COUNT_COLUMNS = ['total', ...REPORT_STATUSES] as const;

/**
 * The counts a selection reads, as one row (the read path's derived row): one pass over the reports,
 * each status a FILTER that compares the enum itself (a cast to text would keep the status index out).
 */
function reportCountsSql(used: ReadonlySet<string>): Sql {
  const counts = REPORT_COUNT_COLUMNS.filter((column) => used.has(column)).map((column) =>
    column === 'total'
      ? sql`count(*)::int AS total`
      : sql`(count(*) FILTER (WHERE r.status = ${literal(column)}))::int AS ${raw(`"${column}"`)}`,
  );
  if (!counts.length) return sql`SELECT NULL::json AS again`;
  return sql`SELECT ${join(counts, ', ')}, NULL::json AS again FROM cocktail_reports r`;
}

// The list's counts and its totalCount share one grouped count per request.
const countsOfRequest = new WeakMap<Context, Promise<ReportCounts>>();
function countsFor(context: Context): Promise<ReportCounts> {
  let counts = countsOfRequest.get(context);
  if (!counts) {
    counts = reportCounts(context);
    countsOfRequest.set(context, counts);
  }
  return counts;
}

/** Anonymous callers and members who are not admins get the spec's words (401 and 403 through /api). */
const adminOnly = {
  authScopes: { admin: true },
  unauthorizedError: (_parent: unknown, _args: unknown, context: Context) =>
    reviewQueueRefusal(context.viewer) ?? REPORT_MESSAGES.forbidden,
} as const;

builder.queryFields((t) => ({
  cocktailReports: t.prismaConnection(
    {
      type: CocktailReportNode,
      cursor: 'id',
      description: 'Suggested corrections, newest first, optionally of one status (admins only).',
      args: { status: t.arg({ type: ReportStatusEnum, required: false, description: 'Only reports in this status.' }) },
      ...adminOnly,
      sql: {
        connection: {
          model: 'CocktailReport',
          where: (report, _row, request) =>
            sql`(${request.arg('status')} IS NULL OR ${report.col('status')}::text = ${request.arg('status')})`,
          order: [
            { key: (report) => report.col('createdAt'), descending: true, cursorType: 'timestamp' },
            { key: (report) => report.col('id'), cursorType: 'int' },
          ],
          cursor: (report) => prismaIdCursor(report),
          page: (args) => prismaPage(args, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
          cursorRowMustExist: true,
          totalCount: (_row, request) =>
            sql`(SELECT count(*)::int FROM cocktail_reports r WHERE ${request.arg('status')} IS NULL OR r.status::text = ${request.arg('status')})`,
          maxSize: MAX_PAGE_SIZE,
        },
      },
      resolve: (query, _root, args, context) =>
        context.prisma.cocktailReport.findMany({
          ...query,
          where: args.status ? { status: args.status } : {},
          orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        }),
    },
    {
      name: 'CocktailReportConnection',
      fields: (t) => ({
        totalCount: t.int({
          description: 'Reports in this list (of the status asked for, or all).',
          resolve: async (connection, _args, context) => {
            // Pothos keeps the field's arguments on the connection it builds.
            const status = (connection as { args?: { status?: ReportStatus | null } }).args?.status;
            const counts = await countsFor(context);
            return status ? counts[status] : counts.total;
          },
        }),
        counts: t.field({
          type: CocktailReportCountsRef,
          description: 'Every report counted by status, whatever this list is filtered by.',
          resolve: (_connection, _args, context) => countsFor(context),
          sql: { rows: { derived: { columns: REPORT_COUNT_COLUMNS, source: reportCountsSql } } },
        }),
      }),
    },
    { name: 'CocktailReportEdge' },
  ),
}));

builder.mutationFields((t) => ({
  reportCocktail: t.field({
    type: ReportCocktailPayload,
    description: 'Suggests a correction to a cocktail; admins review it. The reporter is recorded when signed in.',
    args: { input: t.arg({ type: ReportCocktailInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const report = await reportCocktail(context, context.viewer, databaseIdIn(input.cocktailId), input.message, context.clientAddress);
      return { reportId: report.id };
    },
  }),
}));

const SetReportStatusInput = builder.inputType('SetReportStatusInput', {
  fields: (t) => ({
    reportId: t.id({ description: 'The CocktailReport.' }),
    status: t.field({ type: ReportStatusEnum, description: 'reviewing, resolved or dismissed.' }),
  }),
});

const SetReportStatusPayload = builder.objectRef<{ reportId: number }>('SetReportStatusPayload').implement({
  fields: (t) => ({
    report: t.prismaField({
      type: CocktailReportNode,
      description: 'The report with its new status, and who set it when.',
      sql: byParent('reportId'),
      resolve: (query, payload, _args, context) =>
        context.prisma.cocktailReport.findUniqueOrThrow({ ...query, where: { id: payload.reportId } }),
    }),
    counts: t.field({
      type: CocktailReportCountsRef,
      description: 'The counts by status after the change.',
      resolve: (_parent, _args, context) => reportCounts(context),
    }),
  }),
});

builder.mutationFields((t) => ({
  setReportStatus: t.field({
    type: SetReportStatusPayload,
    description: 'Sets a report to reviewing, resolved or dismissed (admins only), recording who and when.',
    args: { input: t.arg({ type: SetReportStatusInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const refusal = reviewQueueRefusal(context.viewer);
      if (refusal) throw refusal;
      const reportId = existingIdOf(input.reportId, 'CocktailReport', REPORT_MESSAGES.notFound);
      const report = await setReportStatus(context, context.viewer, reportId, input.status);
      return { reportId: report.id };
    },
  }),
}));
