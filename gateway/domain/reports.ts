// Suggested corrections to recipes ("reports"), and the admin review queue.
import { REPORT_MESSAGE_MAX_LENGTH, REPORT_MESSAGES } from '../../common/reports';
import type { Viewer } from '../auth/sessions';
import { prisma } from '../db/client';
import { NotFoundError, ValidationError } from '../errors';
import { consumeRateLimit } from '../rate-limit';
import { visibleCocktailsWhere } from './cocktails';

/**
 * Records a suggestion about a cocktail the caller can see. Signed-in reporters are recorded; anyone
 * may suggest (the spec sends the token only when there is one). Limited per reporter, or per address.
 */
export async function reportCocktail(viewer: Viewer | null, cocktailId: number, rawMessage: string, clientAddress: string) {
  const message = rawMessage.trim();
  if (!message) throw ValidationError.field('message', REPORT_MESSAGES.empty);
  if (message.length > REPORT_MESSAGE_MAX_LENGTH) throw ValidationError.field('message', REPORT_MESSAGES.tooLong);
  const cocktail = await prisma.cocktail.findFirst({ where: { AND: [{ id: cocktailId }, visibleCocktailsWhere(viewer)] }, select: { id: true } });
  if (!cocktail) throw new NotFoundError('Cocktail not found');
  await consumeRateLimit('reportsPerReporter', viewer ? `member:${viewer.id}` : `address:${clientAddress}`);
  return prisma.cocktailReport.create({ data: { cocktailId: cocktail.id, reporterId: viewer?.id ?? null, message } });
}

/** Admins read every report; a reporter reads their own. */
export function canReadReport(viewer: Viewer | null, report: { reporterId: number | null }): boolean {
  return Boolean(viewer && (viewer.isAdmin || (report.reporterId !== null && report.reporterId === viewer.id)));
}
