// How rest-compat fails when the graph does: a plain 500 with no internals, logged once; the caller's
// mistakes stay 4xx. The GraphQL side is a stand-in here, answering what a broken server would.
import { describe, expect, it, vi } from 'vitest';
import { createRestCompat } from './index';
import type { ErrorCode } from '../gateway/errors';
import { LIMIT_ERROR_CODE, PAGE_SIZE_ERROR_CODE } from '../gateway/security/graphql-limits';
import { yogaAnswering } from './testing';

function apiAnswering(answer: (request: Request) => Promise<Response> | Response) {
  const onUnexpectedError = vi.fn();
  const api = createRestCompat({ yoga: yogaAnswering(answer), serverContextOf: () => ({ clientAddress: '192.0.2.1' }), onUnexpectedError });
  return { api, onUnexpectedError };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('rest-compat failures', () => {
  it('answers an unexpected GraphQL error with a plain 500, without its message or any stack, and logs it', async () => {
    const { api, onUnexpectedError } = apiAnswering(() =>
      json({
        errors: [
          {
            message: 'connect ECONNREFUSED 10.0.0.5:5432 at Pool.connect (/srv/app/node_modules/pg/lib/index.js:1:1)',
            extensions: { code: 'INTERNAL_SERVER_ERROR' },
          },
        ],
      }),
    );
    const response = await api.request('/cocktails/42');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    expect(onUnexpectedError).toHaveBeenCalledOnce();
    expect(String(onUnexpectedError.mock.calls[0][0].message)).toContain('ECONNREFUSED');
  });

  it('answers a GraphQL error without a code (an operation of ours the schema refuses) the same way', async () => {
    const { api, onUnexpectedError } = apiAnswering(() => json({ errors: [{ message: 'Cannot query field "nope" on type "Query".' }] }));
    const response = await api.request('/users/7/connections/counts');
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('nope');
    expect(onUnexpectedError).toHaveBeenCalledOnce();
  });

  it('answers a server that throws, or answers no JSON, with the same 500', async () => {
    for (const answer of [
      () => Promise.reject(new Error('socket hang up')),
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
    ]) {
      const { api } = apiAnswering(answer);
      const response = await api.request('/cocktails/42');
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    }
  });

  it('maps every code the schema gives (its errors and its query limits) onto a status below 500, with Retry-After for rate limits', async () => {
    // Every code of gateway/errors.ts and of the query limits: the compiler asks for a new one here.
    const statuses: Record<ErrorCode | typeof LIMIT_ERROR_CODE | typeof PAGE_SIZE_ERROR_CODE, number> = {
      BAD_USER_INPUT: 400,
      ALREADY_EXISTS: 400,
      INVITE_USED: 400,
      INVITE_EXPIRED: 400,
      NOT_PENDING: 400,
      UNAUTHENTICATED: 401,
      FORBIDDEN: 403,
      NOT_FOUND: 404,
      PAYLOAD_TOO_LARGE: 413,
      RATE_LIMITED: 429,
      SERVICE_UNAVAILABLE: 503,
      QUERY_TIMEOUT: 503,
      QUERY_LIMIT_EXCEEDED: 400,
      PAGE_SIZE_EXCEEDED: 400,
    };
    const worded = new Set<string>([LIMIT_ERROR_CODE, PAGE_SIZE_ERROR_CODE]);
    for (const [code, status] of Object.entries(statuses).filter(([code]) => !worded.has(code))) {
      const { api, onUnexpectedError } = apiAnswering(() =>
        json({ errors: [{ message: `It was ${code}`, extensions: { code, retryAfterSeconds: 30 } }] }),
      );
      const response = await api.request('/cocktails/42');
      expect(response.status, code).toBe(status);
      expect(await response.json()).toMatchObject({ error: `It was ${code}` });
      expect(response.headers.get('retry-after')).toBe(code === 'RATE_LIMITED' ? '30' : null);
      expect(onUnexpectedError).not.toHaveBeenCalled();
    }
    // The query limits in the legacy API's words: a list names its body field.
    const limits: Array<[Record<string, unknown>, number, Record<string, unknown>]> = [
      [
        { code: LIMIT_ERROR_CODE, maxListItems: 100, argument: 'input.cocktail.ingredients', count: 150 },
        statuses.QUERY_LIMIT_EXCEEDED,
        { error: 'ingredients has 150 items; a list holds at most 100.', field: 'ingredients' },
      ],
      [
        { code: LIMIT_ERROR_CODE },
        statuses.QUERY_LIMIT_EXCEEDED,
        { error: 'The request asks for more than one answer may hold (a page too far in, or too large). Ask for less.' },
      ],
      [
        { code: PAGE_SIZE_ERROR_CODE, maxPageSize: 100 },
        statuses.PAGE_SIZE_EXCEEDED,
        { error: 'limit must be at most 100', field: 'limit' },
      ],
    ];
    for (const [extensions, status, body] of limits) {
      const { api, onUnexpectedError } = apiAnswering(() => json({ errors: [{ message: 'Query Cost limit of 1 exceeded', extensions }] }));
      const response = await api.request('/cocktails/42');
      expect(response.status, String(extensions.code)).toBe(status);
      expect(await response.json()).toEqual(body);
      expect(onUnexpectedError).not.toHaveBeenCalled();
    }
  });

  it('answers bodies that are not JSON objects with 400 before asking the graph', async () => {
    const answer = vi.fn(() => json({ data: {} }));
    const { api } = apiAnswering(answer);
    for (const body of ['{"name":', '[1,2]', '"text"']) {
      const response = await api.request('/cocktails', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(response.status).toBe(400);
    }
    expect(answer).not.toHaveBeenCalled();
  });
});
