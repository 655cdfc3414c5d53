// The node:http fast path for JSON POSTs to /graphql (decision 0034) answers as the Hono stack would:
// the same body and status, the same security headers, a request id and its access-log line, the
// client address as TRUST_PROXY says; what it does not take (GraphiQL, uploads, oversized or chunked
// bodies) still goes through the app and its limits.
import http, { IncomingMessage, ServerResponse, type Server } from 'node:http';
import { Socket, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { JSON_BODY_LIMIT } from '../common/body-limits';
import { graphqlOverNode, regularMediaType } from './graphql-over-node';
import { createLogger } from './logger';
import { API_POLICY } from './security/headers';
import { close, listen } from './server';
import { setupTestGateway, type TestGateway } from './testing/harness';
import { createYogaServer } from './yoga';

let gw: TestGateway;
let server: Server;
let base: string;
let handled = 0;
let app: ReturnType<typeof createApp>;
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
  const yoga = createYogaServer({ services: gw.services, sessions: gw.sessions, logger, exposeErrors: true });
  app = createApp({ yoga, services: gw.services, logger, trustProxy: { hops: 1 } });
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

  it('writes an answer made as text (decision 59) as it is: the bytes the app answers and graphql-js would', async () => {
    const { token } = await gw.signedInMember();
    const query = `query Q($first: Int) { __typename cocktails(first: $first) { totalCount edges { cursor node { __typename id name ingredients { amount } } } pageInfo { hasNextPage endCursor } } }`;
    const body = JSON.stringify({ query, variables: { first: 3 } });
    const before = handled;
    // The bytes as they are: fetch would otherwise ask for gzip, and an answer over 1 KiB would come compressed (web-app.test.ts).
    const fast = await post(body, { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' });
    expect(handled).toBe(before + 1);
    const text = await fast.text();
    const viaApp = await gw.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    expect(text).toBe(await viaApp.text());
    expect(fast.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    // Compact: what JSON.stringify writes of the same value (shaped-rows.test.ts compares it with the Prisma path).
    const result = await gw.yoga.getResultForParams(
      {
        params: { query, variables: { first: 3 } },
        request: new Request(`${base}/graphql`, { headers: { authorization: `Bearer ${token}` } }),
      },
      {},
    );
    expect(typeof (result as { stringify?: unknown }).stringify).toBe('function');
    expect(text).toBe(JSON.stringify({ data: (result as { data: unknown }).data }));
    expect(JSON.parse(text).data.__typename).toBe('Query');
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
    // On a connection of its own: the server answers and closes it before the body is all sent.
    const huge = await rawPost(JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(JSON_BODY_LIMIT) } }), {
      chunked: false,
    });
    expect(huge).toEqual({
      status: 413,
      body: { errors: [{ message: 'The request is too large.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] },
    });
    const chunked = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([JSON.stringify({ query: '{ __typename }' })]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(await chunked.json()).toEqual({ data: { __typename: 'Query' } });
    // Yoga's own body limit is off (maxRequestBodySize: false): a chunked body over the limit, with no
    // length to check up front, is still cut off by the app's limit as it streams in.
    const hugeChunked = await rawPost(JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(JSON_BODY_LIMIT) } }), {
      chunked: true,
    });
    expect(hugeChunked).toEqual({
      status: 413,
      body: { errors: [{ message: 'The request is too large.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] },
    });
    expect(handled).toBe(before);
  });
});

/**
 * Posts a body on a connection of its own, in chunks without a Content-Length or with one, and reads the
 * answer even when the server stops reading the body early.
 */
function rawPost(body: string, { chunked }: { chunked: boolean }): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': String(Buffer.byteLength(body)) }) };
    const request = http.request(`${base}/graphql`, { method: 'POST', headers, agent: false }, (response) => {
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

/** A query nested past the depth limit (12). */
const TOO_DEEP = `{ viewer { ${'following(first: 1) { edges { node { '.repeat(4)}username${' } } }'.repeat(4)} } }`;

describe('the fast path answers every request as Yoga through the app does', () => {
  const cases: Array<[name: string, body: string, headers?: Record<string, string>]> = [
    ['an anonymous query, no Accept', JSON.stringify({ query: '{ __typename }' })],
    [
      'a query with variables and an operation name',
      JSON.stringify({ query: 'query Q($n: Int) { cocktails(first: $n) { totalCount } }', variables: { n: 1 }, operationName: 'Q' }),
    ],
    [
      'a validation error, asking for graphql-response+json',
      JSON.stringify({ query: '{ nope }' }),
      { accept: 'application/graphql-response+json' },
    ],
    ['a validation error, asking for json', JSON.stringify({ query: '{ nope }' }), { accept: 'application/json' }],
    [
      'a validation error, asking for both',
      JSON.stringify({ query: '{ nope }' }),
      { accept: 'application/graphql-response+json, application/json;q=0.9' },
    ],
    ['a syntax error', JSON.stringify({ query: '{ viewer { ' }), { accept: 'application/graphql-response+json' }],
    [
      'variables of the wrong type',
      JSON.stringify({ query: 'query Q($n: Int) { cocktails(first: $n) { totalCount } }', variables: { n: 'ten' } }),
    ],
    ['an unknown operation name', JSON.stringify({ query: 'query A { __typename }', operationName: 'B' })],
    ['a document past the depth limit', JSON.stringify({ query: TOO_DEEP }), { accept: 'application/graphql-response+json' }],
    ['a mutation that needs a member, anonymously', JSON.stringify({ query: 'mutation { logOut { loggedOut } }' })],
    ['a body that is not JSON', '{"query": '],
    ['a body without a query', JSON.stringify({ variables: {} })],
    ['a body with a parameter Yoga does not take', JSON.stringify({ query: '{ __typename }', extra: 1 })],
    ['an array of operations', JSON.stringify([{ query: '{ __typename }' }])],
    ['variables that are not an object', JSON.stringify({ query: '{ __typename }', variables: [1] })],
  ];
  it.each(cases)('%s', async (_name, body, headers = {}) => {
    const before = handled;
    const fast = await post(body, headers);
    expect(handled).toBe(before + 1);
    const viaApp = await app.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    expect({ status: fast.status, type: fast.headers.get('content-type'), body: await fast.json() }).toEqual({
      status: viaApp.status,
      type: viaApp.headers.get('content-type'),
      body: await viaApp.json(),
    });
    // The security headers and a request id on every kind of answer, Yoga's own or the fast path's (decision 0056).
    for (const name of SECURITY_HEADERS) expect(fast.headers.get(name), name).toBe(viaApp.headers.get(name));
    expect(fast.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves a request with an Origin to the app when other origins are allowed (Yoga adds the CORS headers there)', () => {
    const yoga = createYogaServer({
      services: gw.services,
      sessions: gw.sessions,
      logger: createLogger('silent'),
      corsOrigins: ['https://partner.example'],
    });
    const fast = graphqlOverNode({ yoga, logger: createLogger('silent'), corsOrigins: ['https://partner.example'] });
    const request = (headers: Record<string, string>) => {
      const message = new IncomingMessage(new Socket());
      Object.assign(message, {
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'content-length': '24', ...headers },
      });
      return message;
    };
    expect(fast(request({ origin: 'https://partner.example' }), new ServerResponse(request({})))).toBe(false);
  });

  it('finds the media type of the answer as Yoga does, and leaves what it does not serve to the app', async () => {
    expect(regularMediaType(undefined)).toBe('application/json');
    expect(regularMediaType('*/*')).toBe('application/json');
    expect(regularMediaType('application/graphql-response+json, application/json')).toBe('application/graphql-response+json');
    expect(regularMediaType('application/json, application/graphql-response+json')).toBe('application/json');
    expect(regularMediaType('application/json; charset=latin1')).toBeNull();
    expect(regularMediaType('text/event-stream')).toBeNull();
    const before = handled;
    const stream = await post(JSON.stringify({ query: '{ __typename }' }), { accept: 'text/event-stream' });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(handled).toBe(before);
  });
});

describe('HEAD /graphql', () => {
  it("answers GET's status and headers without a body, security headers included, and logs no error", async () => {
    for (const headers of [{}, { accept: 'text/html' }, { 'x-graphql-yoga-csrf': '1' }] as Array<Record<string, string>>) {
      const label = JSON.stringify(headers);
      const requestId = `head-${lines.length}`;
      const head = await fetch(`${base}/graphql`, { method: 'HEAD', headers: { ...headers, 'x-request-id': requestId } });
      const get = await fetch(`${base}/graphql`, { headers });
      expect(head.status, label).toBe(get.status);
      expect(head.status, label).toBeLessThan(500);
      expect(await head.text(), label).toBe('');
      expect(head.headers.get('content-type'), label).toBe(get.headers.get('content-type'));
      for (const name of SECURITY_HEADERS) expect(head.headers.get(name), `${label} ${name}`).toBe(get.headers.get(name));
      expect(head.headers.get('x-request-id')).toBe(requestId);
      await expect
        .poll(() => lines.filter((line) => line.reqId === requestId).map((line) => [line.level, line.msg, line.status]))
        .toEqual([[30, 'request', head.status]]);
    }
  });
});
