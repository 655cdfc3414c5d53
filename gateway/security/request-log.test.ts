// The access log: one structured line per request with its id, and never a password, a token, a header
// or a file's bytes, even at the most verbose level and for requests that fail.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { createYogaServer } from '../yoga';
import { RequestLogger } from './request-log';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

/** An app over the test database whose log lines (every level) are collected. */
function loggedApp() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const logger = createLogger('trace', stream);
  const yoga = createYogaServer({ services: gw.services, sessions: gw.sessions, logger, exposeErrors: true });
  const app = createApp({ yoga, services: gw.services, logger, trustProxy: { hops: 1 } });
  return { app, lines, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('the access log', () => {
  it('has one line per request: method, path without query, status, duration and the request id it echoes', async () => {
    const { app, entries } = loggedApp();
    const response = await app.request('/api/cocktails?search=negroni&token=abc', {
      headers: { 'x-request-id': 'probe-42', 'x-forwarded-for': '10.88.0.1' },
    });
    expect(response.headers.get('x-request-id')).toBe('probe-42');
    const access = entries().filter((entry) => entry.msg === 'request');
    expect(access).toEqual([
      expect.objectContaining({
        level: 30,
        reqId: 'probe-42',
        method: 'GET',
        path: '/api/cocktails',
        status: response.status,
        durationMs: expect.any(Number),
      }),
    ]);
  });

  it('never holds the password, the token, the headers or the bytes of an upload', async () => {
    const { app, lines, entries } = loggedApp();
    const password = `Pw-${randomBytes(6).toString('hex')}!`;
    const { user } = await gw.createMember({ password });
    const address = { 'x-forwarded-for': '10.88.0.2' };

    // Signing in through GraphQL and through /api, once with a wrong password too.
    const logIn = await app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...address },
      body: JSON.stringify({
        query: 'mutation($input: LogInInput!) { logIn(input: $input) { __typename ... on AuthPayload { token } } }',
        variables: { input: { emailOrUsername: user.username, password } },
      }),
    });
    const token = ((await logIn.json()) as { data: { logIn: { token: string } } }).data.logIn.token;
    expect(token).toBeTruthy();
    await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...address },
      body: JSON.stringify({ email: user.email, password: `${password}x` }),
    });

    // An authenticated request, one with the token in the query string, and an upload that is not an image.
    await app.request('/api/auth/me', { headers: { authorization: `Bearer ${token}`, cookie: `session=${token}`, ...address } });
    await app.request(`/graphql?query=${encodeURIComponent('{ viewer { id } }')}&token=${token}`, {
      headers: { 'x-graphql-yoga-csrf': '1', accept: 'application/json' },
    });
    const fileBytes = `FILE-BYTES-${randomBytes(8).toString('hex')}`;
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({ query: 'mutation($a: File!) { uploadAvatar(input: { avatar: $a }) { __typename } }', variables: { a: null } }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.a'] }));
    form.append('0', new File([fileBytes], 'me.png', { type: 'image/png' }));
    const upload = await app.request('/graphql', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-graphql-yoga-csrf': '1', ...address },
      body: form,
    });
    expect(upload.status).toBe(200);

    const all = lines.join('\n');
    expect(entries().filter((entry) => entry.msg === 'request')).toHaveLength(5);
    for (const secret of [password, token, token.split('.')[2], fileBytes, 'Bearer', 'authorization', 'cookie', 'multipart']) {
      expect(all, secret).not.toContain(secret);
    }
    expect(all).not.toContain('?');
    // Every line of a request carries its id.
    for (const entry of entries()) expect(entry.reqId).toEqual(expect.any(String));
  });

  it('logs health checks at debug level, so the default level stays readable', async () => {
    const { app, entries } = loggedApp();
    await app.request('/healthz');
    expect(entries().find((entry) => entry.path === '/healthz')).toMatchObject({ level: 20, status: 200 });
  });
});

describe('RequestLogger (the fast path, decision 0056)', () => {
  it("writes the same line as a pino child with the request's id, and nothing below the logger's level", () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const logger = createLogger('info', stream);
    const line = { method: 'POST', path: '/graphql', status: 200, durationMs: 1.5 };
    logger.child({ reqId: 'same-1' }).info(line, 'request');
    new RequestLogger(logger, 'same-1').info(line, 'request');
    new RequestLogger(logger, 'same-1').debug(line, 'request');
    new RequestLogger(logger, 'same-1').error({ ...line, status: 500 }, 'request');
    const withoutTime = (text: string) => text.replace(/"time":\d+,/, '');
    expect(lines).toHaveLength(3);
    expect(withoutTime(lines[1])).toBe(withoutTime(lines[0]));
    expect(JSON.parse(lines[2])).toMatchObject({ level: 50, reqId: 'same-1', status: 500, msg: 'request' });
  });
});
