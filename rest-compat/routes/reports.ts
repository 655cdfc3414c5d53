// Suggested corrections: POST /api/cocktails/{id}/report (the admin queue's routes join it later).
import type { Hono } from 'hono';
import { toCocktailGlobalId } from '../ids';
import type { OperationRunner } from '../operation';
import { dataOf, idParam, jsonBody, payloadOf, RestError } from '../respond';

const REPORT_COCKTAIL = /* GraphQL */ `
  mutation RestReportCocktail($input: ReportCocktailInput!) {
    reportCocktail(input: $input) {
      __typename
      ... on ReportCocktailPayload { report { databaseId status createdAt } }
      ... on Error { message code }
      ... on ValidationError { fields { path message } }
    }
  }
`;

export function reportRoutes(api: Hono, graphql: OperationRunner) {
  api.post('/cocktails/:id/report', async (c) => {
    const cocktailId = idParam(c, 'id', 'Cocktail');
    const body = await jsonBody(c);
    if (body.message !== undefined && typeof body.message !== 'string') throw new RestError(400, 'message must be a string', 'message');
    const message = (body.message as string | undefined) ?? '';
    const { reportCocktail } = dataOf(await graphql.run(c, REPORT_COCKTAIL, { input: { cocktailId: toCocktailGlobalId(cocktailId), message } }));
    const payload = payloadOf(reportCocktail, 'ReportCocktailPayload');
    const report = payload.report;
    return c.json(
      report
        ? { message: 'Report submitted successfully! Thank you for helping improve our database.', report: { id: report.databaseId, status: report.status, created_at: report.createdAt } }
        : { message: 'Report submitted successfully! Thank you for helping improve our database.' },
      201,
    );
  });
}
