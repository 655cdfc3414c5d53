import http from 'node:http';
// The node:http fast path for JSON POSTs to /graphql (decision 0034) answers as the Hono stack would:
// the same body and status, the same security headers, a request id and its access-log line, the
// client address as TRUST_PROXY says; what it does not take (GraphiQL, uploads, oversized or chunked
// bodies) still goes through the app and its limits.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, JSON_BODY_LIMIT } from './app';
import { graphqlOverNode } from './graphql-over-node';
import { createLogger } from './logger';
import { API_POLICY } from './security/headers';
import { close, listen } from './server';
import { setupTestGateway, type TestGateway } from './testing/harness';
import { createYogaServer } from './yoga';

let gw: TestGateway;
let server: Server;
let base: string;
let handled = 0;
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  gw = await setupTestGateway();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(
        ...String(chunk)
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      );
      done();
    },
  });
  const logger = createLogger('trace', stream);
  const yoga = createYogaServer({ sessions: gw.sessions, logger, exposeErrors: true });
  const app = createApp({ yoga, logger, trustProxy: { hops: 1 } });
  const fast = graphqlOverNode({ yoga, logger, trustProxy: { hops: 1 } });
  server = await listen(app, {
    port: 0,
    host: '127.0.0.1',
    fastPath: (request, response) => {
      const taken = fast(request, response);
      if (taken) handled++;
      return taken;
    },
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  if (server) await close(server, 1000);
  await gw?.close();
});

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'permissions-policy'];

describe('the /graphql fast path', () => {
  it('answers a JSON POST as the app does: same status, body and security headers, plus the request id and its log line', async () => {
    const { token, user } = await gw.signedInMember();
    const body = JSON.stringify({ query: '{ viewer { username } }' });
    const before = handled;
    const fast = await post(body, { authorization: `Bearer ${token}`, 'x-request-id': 'fast-1', 'x-forwarded-for': '10.9.0.1' });
    expect(handled).toBe(before + 1);
    const viaApp = await gw.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    expect(fast.status).toBe(viaApp.status);
    const answer = await fast.json();
    expect(answer).toEqual(await viaApp.json());
    expect(answer).toEqual({ data: { viewer: { username: user.username } } });
    expect(fast.headers.get('content-type')).toBe(viaApp.headers.get('content-type'));
    for (const name of SECURITY_HEADERS) expect(fast.headers.get(name), name).toBe(viaApp.headers.get(name));
    expect(fast.headers.get('content-security-policy')).toBe(API_POLICY);
    expect(fast.headers.get('x-request-id')).toBe('fast-1');
    await expect
      .poll(() => lines.filter((line) => line.msg === 'request' && line.reqId === 'fast-1'))
      .toEqual([expect.objectContaining({ level: 30, method: 'POST', path: '/graphql', status: 200, durationMs: expect.any(Number) })]);
  });

  it('names the client as TRUST_PROXY says: the rightmost X-Forwarded-For entry with one proxy', async () => {
    // Invite validation is limited per address: a client varying the leftmost entry is still one client.
    const query = JSON.stringify({ query: '{ validateInvite(code: "ZZZZZZZZ") { valid } }' });
    const codes: string[] = [];
    for (let i = 0; i < 40; i++) {
      const response = await post(query, { 'x-forwarded-for': `203.0.113.${i}, 10.9.0.77` });
      codes.push(((await response.json()) as { errors?: Array<{ extensions: { code: string } }> }).errors?.[0]?.extensions.code ?? 'OK');
    }
    expect(codes).toContain('RATE_LIMITED');
  });

  it('leaves GraphiQL, uploads and oversized or chunked bodies to the app and its limits', async () => {
    const before = handled;
    const page = await fetch(`${base}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Repour GraphQL');
    const huge = await post(JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(JSON_BODY_LIMIT) } }));
    expect(huge.status).toBe(413);
    const chunked = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([JSON.stringify({ query: '{ __typename }' })]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(await chunked.json()).toEqual({ data: { __typename: 'Query' } });
    // Yoga's own body limit is off (maxRequestBodySize: false): a chunked body over the limit, with no
    // length to check up front, is still cut off by the app's limit as it streams in.
    const hugeChunked = await chunkedPost(JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(JSON_BODY_LIMIT) } }));
    expect(hugeChunked).toEqual({ status: 413, body: { error: 'The request is too large.' } });
    expect(handled).toBe(before);
  });
});

/** Posts a body in chunks, without a Content-Length, and reads the answer even when the server stops reading the body early. */
function chunkedPost(body: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
    });
    // The server answers and closes before the whole body is sent, so writing may fail (EPIPE, reset):
    // only a request that ends without an answer is a failure.
    let answered = false;
    request.on('response', () => (answered = true));
    request.on('error', () => undefined);
    request.on('close', () => (answered ? undefined : reject(new Error('closed without an answer'))));
    for (let offset = 0; offset < body.length; offset += 64 * 1024) request.write(body.slice(offset, offset + 64 * 1024));
    request.end();
  });
}
