// Suggested corrections: POST /api/cocktails/{id}/report, and the admin queue: GET /api/cocktails/reports,
// PATCH /api/cocktails/reports/{id}/status. Who may read and decide is the schema's call (admins only,
// refused with the spec's words), not this file's.
import type { Hono } from 'hono';
import { REPORT_MESSAGES, REPORT_STATUSES, reportSchema, reportStatusSchema, reportStatusUpdated } from '../../common/reports';
import { MAX_PAGE_SIZE } from '../../common/constants';
import { toCocktailGlobalId, toReportGlobalId } from '../ids';
import { graphql } from '../graphql';
import { bodyAs } from '../inputs';
import { operation, type OperationRunner } from '../operation';
import { dataOf, idParam, intQuery, jsonBody, oneOf, payloadOf } from '../respond';
import { ERROR_FIELDS, REPORT_FIELDS, reportJson } from '../shapes';

const REPORT_COCKTAIL = operation(
  graphql(
    `
      mutation RestReportCocktail($input: ReportCocktailInput!) {
        reportCocktail(input: $input) {
          __typename
          ... on ReportCocktailPayload {
            report {
              databaseId
              status
              createdAt
            }
          }
          ...RestErrorFields
        }
      }
    `,
    [ERROR_FIELDS],
  ),
);

const COCKTAIL_REPORTS = operation(
  graphql(
    `
      query RestCocktailReports($first: Int!, $status: ReportStatus) {
        cocktailReports(first: $first, status: $status) {
          edges {
            node {
              ...RestReportFields
            }
          }
        }
      }
    `,
    [REPORT_FIELDS],
  ),
);

const SET_REPORT_STATUS = operation(
  graphql(
    `
      mutation RestSetReportStatus($input: SetReportStatusInput!) {
        setReportStatus(input: $input) {
          __typename
          ... on SetReportStatusPayload {
            report {
              ...RestReportFields
            }
          }
          ...RestErrorFields
        }
      }
    `,
    [REPORT_FIELDS, ERROR_FIELDS],
  ),
);

export function reportRoutes(api: Hono, graphql: OperationRunner) {
  // Registered before /cocktails/:id/... so that "reports" is never read as a cocktail id.
  api.get('/cocktails/reports', async (c) => {
    const status = c.req.query('status') ? oneOf(c.req.query('status'), 'status', REPORT_STATUSES) : null;
    const first = intQuery(c, 'limit', { fallback: MAX_PAGE_SIZE, min: 1, max: MAX_PAGE_SIZE });
    const { cocktailReports } = dataOf(await graphql.run(c, COCKTAIL_REPORTS, { first, status }));
    return c.json(cocktailReports.edges.map((edge) => reportJson(edge.node)));
  });

  api.patch('/cocktails/reports/:id/status', async (c) => {
    const reportId = idParam(c, 'id', 'Report');
    const body = await jsonBody(c);
    const { status } = bodyAs(reportStatusSchema, { status: body.status });
    const { setReportStatus } = dataOf(
      await graphql.run(c, SET_REPORT_STATUS, { input: { reportId: toReportGlobalId(reportId), status } }),
    );
    const { report } = payloadOf(setReportStatus, 'SetReportStatusPayload');
    return c.json({ message: reportStatusUpdated(report.status), report: reportJson(report) });
  });

  api.post('/cocktails/:id/report', async (c) => {
    const cocktailId = idParam(c, 'id', 'Cocktail');
    const body = await jsonBody(c);
    const { message } = bodyAs(reportSchema, { message: body.message === undefined ? '' : body.message });
    const { reportCocktail } = dataOf(
      await graphql.run(c, REPORT_COCKTAIL, { input: { cocktailId: toCocktailGlobalId(cocktailId), message } }),
    );
    const { report } = payloadOf(reportCocktail, 'ReportCocktailPayload');
    return c.json(
      report
        ? { message: REPORT_MESSAGES.submitted, report: { id: report.databaseId, status: report.status, created_at: report.createdAt } }
        : { message: REPORT_MESSAGES.submitted },
      201,
    );
  });
}
