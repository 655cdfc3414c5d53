// Suggested corrections (reports) and the admin review queue.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder';
import { prisma } from '../db/client';
import { canReadReport, reportCocktail } from '../domain/reports';
import { NotFoundError } from '../errors';
import { ReportStatusEnum } from './enums';

export const CocktailReportNode = builder.prismaNode('CocktailReport', {
  id: { field: 'id' },
  description: 'A suggested correction to a recipe. Admins and its reporter may read it.',
  authScopes: (report, context) => canReadReport(context.viewer, report),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    message: t.exposeString('message'),
    status: t.expose('status', { type: ReportStatusEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    statusChangedAt: t.expose('statusChangedAt', { type: 'DateTime', nullable: true }),
    cocktail: t.relation('cocktail'),
    reporter: t.relation('reporter', { nullable: true }),
    statusChangedBy: t.relation('statusChangedBy', { nullable: true }),
  }),
});

const ReportCocktailInput = builder.inputType('ReportCocktailInput', {
  fields: (t) => ({
    cocktailId: t.id({ description: 'The Cocktail to correct.' }),
    message: t.string({ description: 'What should change (1 to 2000 characters).' }),
  }),
});

const ReportCocktailPayload = builder.objectRef<{ reportId: number }>('ReportCocktailPayload').implement({
  fields: (t) => ({
    report: t.prismaField({
      type: CocktailReportNode,
      nullable: true,
      description: 'The new report; null for a signed-out reporter, who cannot read it back.',
      resolve: async (query, payload, _args, context) => {
        const report = await prisma.cocktailReport.findUniqueOrThrow({ ...query, where: { id: payload.reportId } });
        return canReadReport(context.viewer, report) ? report : null;
      },
    }),
  }),
});

function cocktailIdOf(globalId: string | number): number {
  try {
    const { typename, id } = decodeGlobalID(String(globalId));
    const databaseId = Number(id);
    if (typename === 'Cocktail' && Number.isSafeInteger(databaseId)) return databaseId;
  } catch {}
  throw new NotFoundError('Cocktail not found');
}

builder.mutationFields((t) => ({
  reportCocktail: t.field({
    type: ReportCocktailPayload,
    description: 'Suggests a correction to a cocktail; admins review it. The reporter is recorded when signed in.',
    args: { input: t.arg({ type: ReportCocktailInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const report = await reportCocktail(context.viewer, cocktailIdOf(input.cocktailId), input.message, context.clientAddress);
      return { reportId: report.id };
    },
  }),
}));
