// Contract tests of suggested corrections and the admin queue: POST /api/cocktails/{id}/report,
// GET /api/cocktails/reports, PATCH /api/cocktails/reports/{id}/status (spec sections 3, 7 and 8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestGateway, type TestGateway } from '../../gateway/testing/harness';

let gw: TestGateway;
let negroniId: number;
let adminToken: string;
let memberToken: string;

beforeAll(async () => {
  gw = await setupTestGateway();
  negroniId = (await gw.prisma.cocktail.findFirstOrThrow({ where: { name: 'Negroni' } })).id;
  adminToken = (await gw.signedInMember({ profileType: 'admin' })).token;
  memberToken = (await gw.signedInMember()).token;
});
afterAll(async () => {
  await gw?.close();
});

const suggest = async (message: string, token: string | null = memberToken) =>
  (await gw.rest('POST', `/api/cocktails/${negroniId}/report`, { token, body: { message } })).body.report?.id as number;

describe('@POST /api/cocktails/{id}/report', () => {
  it('OK @201: the suggestion is recorded, with the spec success text', async () => {
    const response = await gw.rest('POST', `/api/cocktails/${negroniId}/report`, {
      token: memberToken,
      body: { message: 'Use a rocks glass.' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: 'Report submitted successfully! Thank you for helping improve our database.',
      report: { id: expect.any(Number), status: 'open', created_at: expect.any(String) },
    });
  });

  it('OK @201: without a token (the token is sent only if present)', async () => {
    const response = await gw.rest('POST', `/api/cocktails/${negroniId}/report`, { body: { message: 'Stir, do not shake.' } });
    expect(response).toMatchObject({
      status: 201,
      body: { message: 'Report submitted successfully! Thank you for helping improve our database.' },
    });
    expect(response.body).not.toHaveProperty('report');
  });

  it('KO @400: an empty message, a message that is not text; KO @404: an unknown cocktail', async () => {
    expect(await gw.rest('POST', `/api/cocktails/${negroniId}/report`, { body: { message: '' } })).toMatchObject({
      status: 400,
      body: { error: 'Please describe the change you suggest.', field: 'message' },
    });
    expect(await gw.rest('POST', `/api/cocktails/${negroniId}/report`, { body: { message: 'x'.repeat(2001) } })).toMatchObject({
      status: 400,
      body: { error: 'Suggestions can be at most 2000 characters.', field: 'message' },
    });
    expect(await gw.rest('POST', `/api/cocktails/${negroniId}/report`, { body: { message: 7 } })).toMatchObject({
      status: 400,
      body: { error: 'message must be a string', field: 'message' },
    });
    expect(await gw.rest('POST', '/api/cocktails/99999999/report', { body: { message: 'x' } })).toMatchObject({
      status: 404,
      body: { error: 'Cocktail not found' },
    });
    expect(await gw.rest('POST', '/api/cocktails/abc/report', { body: { message: 'x' } })).toMatchObject({
      status: 404,
      body: { error: 'Cocktail not found' },
    });
  });
});

const reportShape = {
  id: expect.any(Number),
  cocktail_id: expect.any(Number),
  cocktail_name: expect.any(String),
  cocktail_edited_since: expect.toBeOneOf([true, false, null]),
  message: expect.any(String),
  status: expect.toBeOneOf(['open', 'reviewing', 'resolved', 'dismissed']),
  created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  status_changed_at: expect.toBeOneOf([expect.any(String), null]),
  reporter_username: expect.toBeOneOf([expect.any(String), null]),
};

describe('@GET /api/cocktails/reports', () => {
  it('OK @200: an array of reports, newest first: id, cocktail_name, message, status, created_at', async () => {
    const id = await suggest('Garnish with an orange peel.');
    const response = await gw.rest('GET', '/api/cocktails/reports', { token: adminToken });
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    for (const report of response.body) expect(report).toEqual(reportShape);
    expect(response.body[0]).toEqual({
      ...reportShape,
      id,
      cocktail_id: negroniId,
      cocktail_name: 'Negroni',
      cocktail_edited_since: false,
      message: 'Garnish with an orange peel.',
      status: 'open',
      status_changed_at: null,
    });
  });

  it('OK @200: cocktail_name is the name as reported, and cocktail_edited_since says the creator edited it since', async () => {
    const creator = await gw.signedInMember();
    const name = `Audit Sour ${Date.now()}`;
    const created = await gw.rest('POST', '/api/cocktails', {
      token: creator.token,
      body: { name, visibility: 'public', ingredients: [{ amount: 50, unit: 'ml', ingredient: 'Gin', order_index: 1 }] },
    });
    expect(created.status).toBe(201);
    const report = await gw.rest('POST', `/api/cocktails/${created.body.id}/report`, {
      token: memberToken,
      body: { message: 'Use lime instead of lemon' },
    });
    const listed = async () =>
      ((await gw.rest('GET', '/api/cocktails/reports', { token: adminToken })).body as Array<{ id: number }>).find(
        (each) => each.id === report.body.report.id,
      );
    expect(await listed()).toMatchObject({ cocktail_id: created.body.id, cocktail_name: name, cocktail_edited_since: false });

    const renamed = await gw.rest('PUT', `/api/cocktails/${created.body.id}`, { token: creator.token, body: { name: `${name} Daiquiri` } });
    expect(renamed.status).toBe(200);
    expect(await listed()).toEqual({
      ...reportShape,
      id: report.body.report.id,
      cocktail_id: created.body.id,
      cocktail_name: name,
      cocktail_edited_since: true,
      message: 'Use lime instead of lemon',
      status: 'open',
    });
  });

  it('OK @200: ?status= narrows the list, ?limit= caps it', async () => {
    const id = await suggest('Equal parts, always.');
    await gw.rest('PATCH', `/api/cocktails/reports/${id}/status`, { token: adminToken, body: { status: 'dismissed' } });
    const dismissed = await gw.rest('GET', '/api/cocktails/reports?status=dismissed', { token: adminToken });
    expect(dismissed.body.map((report: { id: number }) => report.id)).toContain(id);
    expect(dismissed.body.every((report: { status: string }) => report.status === 'dismissed')).toBe(true);
    expect(await gw.rest('GET', '/api/cocktails/reports?limit=1', { token: adminToken })).toMatchObject({
      status: 200,
      body: [reportShape],
    });
  });

  it('KO @401: without a token, "Unauthorized - Please login as admin"', async () => {
    expect(await gw.rest('GET', '/api/cocktails/reports')).toMatchObject({
      status: 401,
      body: { error: 'Unauthorized - Please login as admin' },
    });
  });

  it('KO @403: a member who is not an admin, "Forbidden - Admin access required"', async () => {
    expect(await gw.rest('GET', '/api/cocktails/reports', { token: memberToken })).toMatchObject({
      status: 403,
      body: { error: 'Forbidden - Admin access required' },
    });
  });

  it('KO @400: a status that is not one', async () => {
    expect(await gw.rest('GET', '/api/cocktails/reports?status=closed', { token: adminToken })).toMatchObject({
      status: 400,
      body: { error: 'status must be one of: open, reviewing, resolved, dismissed', field: 'status' },
    });
  });
});

describe('@PATCH /api/cocktails/reports/{id}/status', () => {
  it('OK @200: reviewing, resolved, dismissed, with "Report status updated to {status}"', async () => {
    const id = await suggest('Add a dash of saline.');
    for (const status of ['reviewing', 'resolved', 'dismissed']) {
      const response = await gw.rest('PATCH', `/api/cocktails/reports/${id}/status`, { token: adminToken, body: { status } });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        message: `Report status updated to ${status}`,
        report: { ...reportShape, id, status, cocktail_name: 'Negroni', status_changed_at: expect.any(String) },
      });
    }
  });

  it('KO @400: open cannot be set again; a status that is not one; no body', async () => {
    const id = await suggest('Less vermouth.');
    expect(await gw.rest('PATCH', `/api/cocktails/reports/${id}/status`, { token: adminToken, body: { status: 'open' } })).toMatchObject({
      status: 400,
      body: { error: 'A report can be set to reviewing, resolved or dismissed.', field: 'status' },
    });
    expect(await gw.rest('PATCH', `/api/cocktails/reports/${id}/status`, { token: adminToken, body: { status: 'done' } })).toMatchObject({
      status: 400,
      body: { error: 'status must be one of: open, reviewing, resolved, dismissed', field: 'status' },
    });
    expect(await gw.rest('PATCH', `/api/cocktails/reports/${id}/status`, { token: adminToken })).toMatchObject({
      status: 400,
      body: { error: 'The request body must be JSON.' },
    });
  });

  it('KO @401/403: signed out, or not an admin, with the spec texts; nothing changes', async () => {
    const id = await suggest('Shake it.');
    expect(await gw.rest('PATCH', `/api/cocktails/reports/${id}/status`, { body: { status: 'resolved' } })).toMatchObject({
      status: 401,
      body: { error: 'Unauthorized - Please login as admin' },
    });
    expect(
      await gw.rest('PATCH', `/api/cocktails/reports/${id}/status`, { token: memberToken, body: { status: 'resolved' } }),
    ).toMatchObject({
      status: 403,
      body: { error: 'Forbidden - Admin access required' },
    });
    expect((await gw.prisma.cocktailReport.findUniqueOrThrow({ where: { id } })).status).toBe('open');
  });

  it('KO @404: an unknown report', async () => {
    expect(
      await gw.rest('PATCH', '/api/cocktails/reports/99999999/status', { token: adminToken, body: { status: 'resolved' } }),
    ).toMatchObject({
      status: 404,
      body: { error: 'Report not found' },
    });
    expect(await gw.rest('PATCH', '/api/cocktails/reports/x/status', { token: adminToken, body: { status: 'resolved' } })).toMatchObject({
      status: 404,
      body: { error: 'Report not found' },
    });
  });
});
