// How rest-compat fails when the graph does: a plain 500 with no internals, logged once; the caller's
// mistakes stay 4xx. The GraphQL side is a stand-in here, answering what a broken server would.
import { describe, expect, it, vi } from 'vitest';
import { createRestCompat } from './index';
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

  it('maps the codes the schema gives onto statuses, with Retry-After for rate limits', async () => {
    const cases: Array<[string, number]> = [
      ['BAD_USER_INPUT', 400],
      ['UNAUTHENTICATED', 401],
      ['FORBIDDEN', 403],
      ['NOT_FOUND', 404],
      ['PAYLOAD_TOO_LARGE', 413],
      ['RATE_LIMITED', 429],
    ];
    for (const [code, status] of cases) {
      const { api, onUnexpectedError } = apiAnswering(() =>
        json({ errors: [{ message: `It was ${code}`, extensions: { code, retryAfterSeconds: 30 } }] }),
      );
      const response = await api.request('/cocktails/42');
      expect(response.status, code).toBe(status);
      expect(await response.json()).toMatchObject({ error: `It was ${code}` });
      expect(response.headers.get('retry-after')).toBe(code === 'RATE_LIMITED' ? '30' : null);
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
