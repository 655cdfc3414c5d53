// What the HTTP layer enforces around GraphQL and /api: no batches, CSRF prevention, closed CORS unless
// configured, security headers on every kind of answer, and a request id on each.
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { createYogaServer } from '../yoga';
import { API_POLICY, GRAPHIQL_POLICY } from './headers';

let gw: TestGateway;
let webDir: string;
beforeAll(async () => {
  gw = await setupTestGateway();
  webDir = await mkdtemp(path.join(os.tmpdir(), 'repour-web-'));
});
afterAll(async () => {
  await gw?.close();
  if (webDir) await rm(webDir, { recursive: true, force: true });
});

/** Another app over the same database, with settings of its own. */
function appWith(options: { corsOrigins?: string[]; hsts?: boolean; webDir?: string }) {
  const logger = createLogger('silent');
  const yoga = createYogaServer({ services: gw.services, sessions: gw.sessions, logger, corsOrigins: options.corsOrigins });
  return createApp({ yoga, services: gw.services, logger, trustProxy: { hops: 1 }, ...options });
}

const json = { 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.1' };

describe('batched GraphQL requests', () => {
  it('are refused: a JSON array body gets a 4xx with a message, and nothing runs', async () => {
    const { result: response, statements } = await gw.recordQueries(async () =>
      gw.app.request('/graphql', {
        method: 'POST',
        headers: json,
        body: JSON.stringify([{ query: '{ cocktails(first: 1) { totalCount } }' }, { query: '{ __typename }' }]),
      }),
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const body = (await response.json()) as { errors: Array<{ message: string }> };
    expect(body.errors[0].message).toMatch(/batching is not supported/i);
    expect(statements).toEqual([]);
  });
});

async function avatarForm() {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: 'mutation($a: File!) { uploadAvatar(input: { avatar: $a }) { __typename ... on UploadAvatarPayload { user { avatarUrl } } } }',
      variables: { a: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.a'] }));
  form.append('0', new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }));
  return form;
}

describe('CSRF prevention', () => {
  it('refuses a multipart upload without the CSRF header, and stores nothing', async () => {
    const { user, token } = await gw.signedInMember();
    const response = await gw.app.request('/graphql', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.77.0.2' },
      body: await avatarForm(),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { errors: Array<{ message: string }> }).errors[0].message).toBe(
      'Required CSRF header(s) not present',
    );
    expect((await gw.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).avatarUrl).toBeNull();
  });

  it('accepts the same upload with the header the web client sends', async () => {
    const { token } = await gw.signedInMember();
    const response = await gw.app.request('/graphql', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.77.0.3', 'x-graphql-yoga-csrf': '1' },
      body: await avatarForm(),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { uploadAvatar: { user: { avatarUrl: string } } } };
    expect(body.data.uploadAvatar.user.avatarUrl).toMatch(/^\/uploads\//);
  });

  it('refuses text/plain POSTs and GET queries without the header; JSON POSTs need none', async () => {
    const query = '{ cocktails(first: 1) { totalCount } }';
    const plain = await gw.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': '10.77.0.4' },
      body: JSON.stringify({ query }),
    });
    expect(plain.status).toBe(403);
    const get = await gw.app.request(`/graphql?query=${encodeURIComponent(query)}`, { headers: { accept: 'application/json' } });
    expect(get.status).toBe(403);
    const getWithHeader = await gw.app.request(`/graphql?query=${encodeURIComponent(query)}`, {
      headers: { accept: 'application/json', 'x-graphql-yoga-csrf': '1' },
    });
    expect(getWithHeader.status).toBe(200);
    expect(((await getWithHeader.json()) as { data: { cocktails: { totalCount: number } } }).data.cocktails.totalCount).toBeGreaterThan(0);
    expect((await gw.graphql(query)).data!.cocktails.totalCount).toBeGreaterThan(0);
  });
});

describe('CORS', () => {
  const evil = 'https://elsewhere.example';
  const friend = 'https://partner.example';

  async function allowOrigin(app: { request: typeof gw.app.request }, url: string, origin: string) {
    const preflight = await app.request(url, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    const actual = await app.request(url, {
      method: url === '/graphql' ? 'POST' : 'GET',
      headers: { ...json, origin },
      body: url === '/graphql' ? JSON.stringify({ query: '{ __typename }' }) : undefined,
    });
    return [preflight.headers.get('access-control-allow-origin'), actual.headers.get('access-control-allow-origin')];
  }

  it('is closed by default: a cross-origin request gets no Access-Control-Allow-Origin on /graphql or /api', async () => {
    expect(await allowOrigin(gw.app, '/graphql', evil)).toEqual([null, null]);
    expect(await allowOrigin(gw.app, '/api/cocktails', evil)).toEqual([null, null]);
  });

  it('allows exactly the origins in CORS_ORIGINS, on /graphql and /api', async () => {
    const app = appWith({ corsOrigins: [friend] });
    expect(await allowOrigin(app, '/graphql', friend)).toEqual([friend, friend]);
    expect(await allowOrigin(app, '/api/cocktails', friend)).toEqual([friend, friend]);
    // The answer's budget and wait are readable by the partner's script.
    for (const url of ['/graphql', '/api/cocktails']) {
      const actual = await app.request(url, {
        method: url === '/graphql' ? 'POST' : 'GET',
        headers: { ...json, origin: friend },
        body: url === '/graphql' ? JSON.stringify({ query: '{ __typename }' }) : undefined,
      });
      const exposed = (actual.headers.get('access-control-expose-headers') ?? '').split(',').map((name) => name.trim().toLowerCase());
      expect(exposed, url).toEqual(expect.arrayContaining(['ratelimit', 'ratelimit-policy', 'retry-after']));
    }
    for (const url of ['/graphql', '/api/cocktails']) {
      const [preflight, actual] = await allowOrigin(app, url, evil);
      expect(preflight === null || preflight === friend, url).toBe(true);
      expect(actual === null || actual === friend, url).toBe(true);
    }
  });
});

describe('security headers', () => {
  const common = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };

  it('are on API answers, with a policy that lets nothing load or frame them', async () => {
    for (const response of [
      await gw.app.request('/healthz'),
      await gw.app.request('/api/cocktails', { headers: { 'x-forwarded-for': '10.77.0.5' } }),
      await gw.app.request('/graphql', { method: 'POST', headers: json, body: JSON.stringify({ query: '{ __typename }' }) }),
      await gw.app.request('/api/nothing-here'),
    ]) {
      expect(Object.fromEntries(Object.keys(common).map((name) => [name, response.headers.get(name)]))).toEqual(common);
      expect(response.headers.get('content-security-policy')).toBe(API_POLICY);
      expect(response.headers.get('permissions-policy')).toContain('microphone=()');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('give GraphiQL its own policy, with its code served by the app rather than a CDN', async () => {
    const page = await gw.app.request('/graphql', { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-security-policy')).toBe(GRAPHIQL_POLICY);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const html = await page.text();
    expect(html).not.toMatch(/unpkg|jsdelivr|https?:\/\//);
    // No inline script: the options travel in a JSON data block.
    expect(html.match(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/g)).toBeNull();
    for (const src of [...html.matchAll(/(?:src|href)="(\/graphiql\/[^"]+)"/g)].map((match) => match[1])) {
      const asset = await gw.app.request(src);
      expect(asset.status, src).toBe(200);
      expect(asset.headers.get('content-type'), src).toMatch(/^text\/(javascript|css)/);
    }
    expect((await gw.app.request('/graphiql/editor.worker.js')).status).toBe(200);
    expect((await gw.app.request('/graphiql/nothing.js')).status).toBe(404);
  });

  it('give the web app a policy that allows its inline theme script by hash, and HSTS only when configured', async () => {
    const script = "document.documentElement.classList.toggle('dark', false);";
    await writeFile(
      path.join(webDir, 'index.html'),
      `<!doctype html><html><head><script>${script}</script></head><body><div id="root"></div></body></html>`,
    );
    const app = appWith({ webDir, hsts: true });
    const response = await app.request('/cocktails/1');
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy')!;
    const hash = createHash('sha256').update(script).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(Object.fromEntries(Object.keys(common).map((name) => [name, response.headers.get(name)]))).toEqual(common);
  });

  it("give the service worker's script the app's policy, so it may fetch the files it keeps for offline use", async () => {
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    await writeFile(path.join(webDir, 'sw.js'), "self.addEventListener('install', () => {});");
    const response = await appWith({ webDir }).request('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain("default-src 'none'");
  });

  it('leave the stricter policy of uploaded files in place', async () => {
    const response = await gw.app.request('/uploads/missing.jpg');
    expect(response.status).toBe(404);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('request ids', () => {
  it('are generated for each request and echoed in X-Request-Id', async () => {
    const first = (await gw.app.request('/healthz')).headers.get('x-request-id');
    const second = (await gw.app.request('/healthz')).headers.get('x-request-id');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('keep an incoming short plain id, and replace anything else', async () => {
    expect((await gw.app.request('/healthz', { headers: { 'x-request-id': 'lb-1234.abc' } })).headers.get('x-request-id')).toBe(
      'lb-1234.abc',
    );
    for (const bad of ['a'.repeat(65), 'x y', '<script>', 'id\u00e9']) {
      const echoed = (await gw.app.request('/healthz', { headers: { 'x-request-id': bad } })).headers.get('x-request-id');
      expect(echoed).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('the client address behind one trusted proxy', () => {
  it('is the rightmost X-Forwarded-For entry: 60 invite validations with a made-up first entry each still hit 429', async () => {
    const statuses: number[] = [];
    const codes: Array<string | undefined> = [];
    for (let i = 0; i < 60; i++) {
      // What a client writes comes first; the proxy appends the address it saw.
      const headers = { ...json, 'x-forwarded-for': `198.18.${i}.${i}, 10.78.0.1` };
      const rest = await gw.app.request('/api/invites/validate/ABCDEFGH', { headers });
      statuses.push(rest.status);
      const graphql = await gw.app.request('/graphql', {
        method: 'POST',
        headers: { ...headers, 'x-forwarded-for': `198.19.${i}.${i}, 10.78.0.2` },
        body: JSON.stringify({ query: '{ validateInvite(code: "ABCDEFGH") { valid } }' }),
      });
      codes.push(((await graphql.json()) as { errors?: Array<{ extensions?: { code?: string } }> }).errors?.[0]?.extensions?.code);
    }
    expect(statuses.filter((status) => status === 429).length).toBe(30);
    expect(codes.filter((code) => code === 'RATE_LIMITED').length).toBe(30);
  });
});
