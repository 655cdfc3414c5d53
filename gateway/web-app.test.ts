// The web client as the server delivers it (issue 39, decision 0066), read off a real socket so that the
// bytes on the wire are seen before any client decompresses them: the build's brotli and gzip copies
// by Accept-Encoding, hashed files immutable, the shell revalidated, 200 for each of the client's
// routes and 404 for any other path, a robots.txt, and GraphQL and /api answers compressed per request.
import http2 from 'node:http2';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes, ROUTE_PRELOADS_FILE, type RouteId } from '../common/app-routes';
import { createApp } from './app';
import { graphqlOverNode } from './graphql-over-node';
import { createLogger } from './logger';
import { close, listen } from './server';
import { localCertificate } from './testing/tls';
import { setupTestGateway, type TestGateway } from './testing/harness';
import { type RawAnswer, type RawRequest, rawRequest } from './testing/raw-http';
import { IMMUTABLE, REVALIDATE } from './web-app';
import { createYogaServer } from './yoga';

let gw: TestGateway;
let webDir: string;
let server: Server;
let port: number;
/** The same app and fast path, for a second server over HTTPS. */
let serve: Parameters<typeof listen>[1]['fastPath'];
let webApp: Parameters<typeof listen>[0];

const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Repour</title>
<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>`;
/** An entry chunk: over the threshold, and compressible. */
const ENTRY_JS = `export const routes = ${JSON.stringify(appRoutes)};\n`.repeat(40);
const ENTRY = '/assets/index-Ab12Cd34.js';
/** The build's list of what each route loads beyond the entry (bundle-budget.ts writes it); routes not in it get none. */
const PRELOADS: Partial<Record<RouteId, string[]>> = {
  login: ['/assets/RelayLayout-Ab12.js', '/assets/LoginPage-Cd34.js'],
  cocktails: ['/assets/RelayLayout-Ab12.js', '/assets/AppShell-Ef56.js', '/assets/CocktailListPage-Gh78.js'],
  'not-found': ['/assets/RelayLayout-Ab12.js', '/assets/AppShell-Ef56.js', '/assets/NotFoundPage-Ij90.js'],
};
/** The page the server answers at a route: index.html with a module preload of each chunk the route loads. */
const shellOf = (route: RouteId) =>
  INDEX_HTML.replace(
    '</head>',
    `${(PRELOADS[route] ?? []).map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('')}</head>`,
  );
const SERVICE_WORKER_JS = `const PRECACHE = ${JSON.stringify({ version: 'v1', files: [ENTRY] })};\n${'// the worker\n'.repeat(200)}`;

beforeAll(async () => {
  gw = await setupTestGateway();
  // A build as Vite writes it: the files, and the brotli and gzip copies of the compression plugin.
  webDir = await mkdtemp(path.join(os.tmpdir(), 'repour-web-app-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDir, ROUTE_PRELOADS_FILE), JSON.stringify(PRELOADS));
  await writeFile(path.join(webDir, ENTRY), ENTRY_JS);
  await writeFile(path.join(webDir, `${ENTRY}.br`), brotliCompressSync(ENTRY_JS));
  await writeFile(path.join(webDir, `${ENTRY}.gz`), gzipSync(ENTRY_JS, { level: 9 }));
  await writeFile(path.join(webDir, 'sw.js'), SERVICE_WORKER_JS);
  await copyFile(new URL('../web/public/robots.txt', import.meta.url), path.join(webDir, 'robots.txt'));

  const logger = createLogger('silent');
  const yoga = createYogaServer({ services: gw.services, sessions: gw.sessions, logger });
  const app = createApp({ yoga, services: gw.services, logger, webDir, trustProxy: { hops: 1 } });
  serve = graphqlOverNode({ yoga, logger, trustProxy: { hops: 1 } });
  webApp = app;
  server = await listen(app, { port: 0, host: '127.0.0.1', fastPath: serve });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  if (server) await close(server, 1000);
  await gw?.close();
  if (webDir) await rm(webDir, { recursive: true, force: true });
});

/** One request over a socket of its own (node:http decompresses nothing, unlike fetch). */
const request = (pathname: string, options?: RawRequest) => rawRequest(`http://127.0.0.1:${port}`, pathname, options);

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const GZIP_ONLY = { 'accept-encoding': 'gzip, deflate' };

const varies = (answer: RawAnswer) => expect(String(answer.headers.vary).toLowerCase()).toContain('accept-encoding');

describe("the build's files", () => {
  it("are sent in the build's brotli copy to a browser, its gzip copy without brotli, and as they are otherwise", async () => {
    const br = await request(ENTRY, { headers: BROWSER });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.raw.equals(await readFile(path.join(webDir, `${ENTRY}.br`)))).toBe(true);
    expect(br.decoded.toString()).toBe(ENTRY_JS);
    expect(Number(br.headers['content-length'])).toBe(br.raw.byteLength);
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    varies(br);

    const gzip = await request(ENTRY, { headers: GZIP_ONLY });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.raw.equals(await readFile(path.join(webDir, `${ENTRY}.gz`)))).toBe(true);
    expect(gzip.decoded.toString()).toBe(ENTRY_JS);
    varies(gzip);

    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Array<Record<string, string>>) {
      const plain = await request(ENTRY, { headers });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.raw.toString()).toBe(ENTRY_JS);
      varies(plain);
    }
  });

  it('that Vite names by their content are kept for a year, unchanged', async () => {
    for (const headers of [BROWSER, GZIP_ONLY, {}]) {
      expect((await request(ENTRY, { headers })).headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('without a compressed copy (the service worker) are compressed per request, and revalidated each time', async () => {
    const sw = await request('/sw.js', { headers: BROWSER });
    expect(sw.status).toBe(200);
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.decoded.toString()).toBe(SERVICE_WORKER_JS);
    expect(sw.headers['cache-control']).toBe(REVALIDATE);
    varies(sw);
  });

  it('that do not exist are a JSON 404, never the page: a missing chunk, a swagger.json, a probe for PHP', async () => {
    for (const pathname of ['/assets/index-Zz99Yy88.js', '/swagger.json', '/wp-login.php', '/favicon.ico']) {
      const answer = await request(pathname, { headers: BROWSER });
      expect(answer.status, pathname).toBe(404);
      expect(answer.headers['content-type'], pathname).toMatch(/^application\/json/);
      expect(JSON.parse(answer.decoded.toString()), pathname).toEqual({ error: 'Not found' });
      expect(answer.headers['cache-control'], pathname).not.toBe(IMMUTABLE);
    }
  });
});

describe('robots.txt', () => {
  it('is a real robots file in plain text, keeping crawlers off the API', async () => {
    const answer = await request('/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    const text = answer.decoded.toString();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Disallow: \/graphql$/m);
  });
});

/** A path that opens a route: each parameter given a value a member could have in the URL. */
const pathOf = (pattern: string) => pattern.replace(/:(\w+)/g, (_match, name: string) => (name === 'type' ? 'followers' : '42'));

describe('the app shell', () => {
  const pages = appRoutes.filter((route) => route.path !== '*');

  it('answers 200 at every route of the client, compressed and revalidated', async () => {
    expect(pages.length).toBeGreaterThan(20);
    for (const route of pages) {
      const pathname = pathOf(route.path);
      const answer = await request(pathname, { headers: BROWSER });
      expect(answer.status, pathname).toBe(200);
      expect(answer.headers['content-type'], pathname).toBe('text/html; charset=utf-8');
      expect(answer.headers['content-encoding'], pathname).toBe('br');
      expect(answer.decoded.toString(), pathname).toBe(shellOf(route.id));
      expect(answer.headers['cache-control'], pathname).toBe(REVALIDATE);
      varies(answer);
    }
  });

  it('answers 200 as the router reads paths: with a query, a trailing slash, other letter case; and at /index.html', async () => {
    const pages: Array<[string, string]> = [
      ['/cocktails?page=2', shellOf('cocktails')],
      ['/cocktails/', shellOf('cocktails')],
      ['/Cocktails/7', shellOf('cocktail')],
      ['/profile/ana.b', shellOf('public-profile')],
      ['/gigs/new', shellOf('gig-new')],
      ['/LOGIN', shellOf('login')],
      // The service worker keeps the shell under this name for every route: as built, naming no route's chunks.
      ['/index.html', INDEX_HTML],
    ];
    for (const [pathname, page] of pages) {
      const answer = await request(pathname, { headers: GZIP_ONLY });
      expect(answer.status, pathname).toBe(200);
      expect(answer.headers['content-encoding'], pathname).toBe('gzip');
      expect(answer.decoded.toString(), pathname).toBe(page);
    }
  });

  it('answers 404 with the same page at any other path, so the client still shows "Page not found"', async () => {
    for (const pathname of ['/no/such/page', '/admin', '/settings', '/cocktails/1/extra', '/profile/42/connections', '/feeds']) {
      const answer = await request(pathname, { headers: BROWSER });
      expect(answer.status, pathname).toBe(404);
      expect(answer.headers['content-type'], pathname).toBe('text/html; charset=utf-8');
      expect(answer.decoded.toString(), pathname).toBe(shellOf('not-found'));
      expect(answer.headers['cache-control'], pathname).toBe(REVALIDATE);
    }
    const plain = await request('/no/such/page');
    expect(plain.status).toBe(404);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.toString()).toBe(shellOf('not-found'));
  });

  it("names in the page the chunks its route loads, so a phone fetches them beside the entry's", async () => {
    const login = (await request('/login', { headers: BROWSER })).decoded.toString();
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/assets/LoginPage-Cd34.js"></head>');
    expect(login).not.toContain('CocktailListPage');
    const list = (await request('/cocktails', { headers: BROWSER })).decoded.toString();
    expect([...list.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1])).toEqual(PRELOADS.cocktails);
    // Each route's page is its own sequence of bytes: its own validator.
    const loginTag = (await request('/login', { headers: BROWSER })).headers.etag;
    const listTag = (await request('/cocktails', { headers: BROWSER })).headers.etag;
    expect(loginTag).not.toBe(listTag);
    expect((await request('/cocktails', { headers: { ...BROWSER, 'if-none-match': loginTag! } })).status).toBe(200);
  });

  it('answers a revalidation with 304 while the build is the same, per encoding', async () => {
    const first = await request('/feed', { headers: BROWSER });
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await request('/feed', { headers: { ...BROWSER, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.raw.byteLength).toBe(0);
    const otherEncoding = await request('/feed', { headers: { ...GZIP_ONLY, 'if-none-match': etag } });
    expect(otherEncoding.status).toBe(200);
    expect(otherEncoding.headers.etag).not.toBe(etag);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const answer = await request('/cocktails/1', { method: 'HEAD', headers: BROWSER });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.raw.byteLength).toBe(0);
    expect((await request('/nothing-here', { method: 'HEAD' })).status).toBe(404);
  });
});

describe('GraphQL and /api answers', () => {
  // Over the threshold whatever the data: the descriptions of the root fields.
  const query = '{ __type(name: "Query") { fields { name description } } }';

  it('are compressed per request on the fast path, and decompress to the bytes sent to a client that takes none', async () => {
    const post = (headers: Record<string, string>) =>
      request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
    const plain = await post({});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.byteLength).toBeGreaterThan(2048);
    expect(JSON.parse(plain.raw.toString()).data.__type.fields.length).toBeGreaterThan(10);
    varies(plain);
    for (const [headers, encoding] of [
      [BROWSER, 'br'],
      [GZIP_ONLY, 'gzip'],
    ] as const) {
      const answer = await post(headers);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(Number(answer.headers['content-length'])).toBe(answer.raw.byteLength);
      expect(answer.raw.byteLength).toBeLessThan(plain.raw.byteLength / 2);
      expect(answer.decoded.equals(plain.raw)).toBe(true);
      varies(answer);
    }
  });

  it('are compressed the same way through the app (a GET, which the fast path leaves to it)', async () => {
    const url = `/graphql?query=${encodeURIComponent(query)}`;
    // A GET needs the CSRF-prevention header (decision 0021).
    const headers = { accept: 'application/json', 'x-graphql-yoga-csrf': '1' };
    const plain = await request(url, { headers });
    const br = await request(url, { headers: { ...headers, ...BROWSER } });
    expect(plain.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.decoded.equals(plain.raw)).toBe(true);
  });

  it("and GraphiQL's files, compressed once and kept (its script is 5 MB)", async () => {
    const plain = await request('/graphiql/graphiql.css');
    for (let i = 0; i < 2; i++) {
      const br = await request('/graphiql/graphiql.css', { headers: BROWSER });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^text\/css/);
      expect(br.raw.byteLength).toBeLessThan(plain.raw.byteLength / 2);
      expect(br.decoded.equals(plain.raw)).toBe(true);
      varies(br);
    }
    const small = await request('/graphiql/setup.js', { headers: BROWSER });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('are compressed on /api over the threshold, and small ones sent as they are', async () => {
    const unknown = await request('/api/no/such/endpoint', { headers: BROWSER });
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(unknown.raw.toString())).toEqual({ error: 'Not found' });
    varies(unknown);

    const { token } = await gw.signedInMember();
    const headers = { authorization: `Bearer ${token}` };
    const plain = await request('/api/cocktails?limit=50', { headers });
    const br = await request('/api/cocktails?limit=50', { headers: { ...headers, ...BROWSER } });
    expect(plain.status).toBe(200);
    // The test database holds the demo cocktails: 50 of them are tens of kilobytes.
    expect(plain.raw.byteLength).toBeGreaterThan(4096);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.raw.byteLength).toBeLessThan(plain.raw.byteLength / 3);
    expect(br.decoded.equals(plain.raw)).toBe(true);
  });
});

describe('over HTTPS (decision 0087)', () => {
  it('a browser gets the page, its chunks and its GraphQL answers over HTTP/2, compressed as over HTTP/1.1', async () => {
    // Node warns (once a process) when an answer over HTTP/2 carries a Connection header, and drops it.
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    const certificate = await localCertificate();
    const secure = await listen(webApp, { port: 0, host: '127.0.0.1', fastPath: serve, tls: certificate });
    const session = http2.connect(`https://localhost:${(secure.address() as AddressInfo).port}`, { ca: certificate.cert });
    const h2 = (headers: http2.OutgoingHttpHeaders, body?: string) =>
      new Promise<{ headers: http2.IncomingHttpHeaders; decoded: Buffer }>((resolve, reject) => {
        const stream = session.request(headers);
        const chunks: Buffer[] = [];
        let answer: http2.IncomingHttpHeaders = {};
        stream.on('response', (received) => (answer = received));
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({ headers: answer, decoded: answer['content-encoding'] === 'br' ? brotliDecompressSync(raw) : raw });
        });
        stream.on('error', reject);
        stream.end(body);
      });
    try {
      const page = await h2({ ':path': '/cocktails', ...BROWSER });
      expect(page.headers[':status']).toBe(200);
      expect(page.decoded.toString()).toBe(shellOf('cocktails'));
      const entry = await h2({ ':path': ENTRY, ...BROWSER });
      expect(entry.headers).toMatchObject({ ':status': 200, 'content-encoding': 'br', 'cache-control': IMMUTABLE });
      expect(entry.decoded.toString()).toBe(ENTRY_JS);
      const body = JSON.stringify({ query: '{ __type(name: "Query") { fields { name description } } }' });
      const answer = await h2(
        {
          ':path': '/graphql',
          ':method': 'POST',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...BROWSER,
        },
        body,
      );
      expect(answer.headers).toMatchObject({ ':status': 200, 'content-encoding': 'br' });
      expect(JSON.parse(answer.decoded.toString()).data.__type.fields.length).toBeGreaterThan(10);
      // A live stream (server-sent events, as live updates use) streams over HTTP/2 too.
      const stream = await h2(
        { ':path': '/graphql', ':method': 'POST', 'content-type': 'application/json', accept: 'text/event-stream' },
        JSON.stringify({ query: '{ __typename }' }),
      );
      expect(stream.headers).toMatchObject({ ':status': 200, 'content-type': 'text/event-stream' });
      expect(stream.decoded.toString()).toContain('data: {"data":{"__typename":"Query"}}');
      expect(warnings).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      session.close();
      await close(secure, 1000);
    }
  });
});
