// The one HTTP application: /graphql, /api/* (rest-compat), /uploads/*, and the web app.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context as HonoContext, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { YogaServerInstance } from 'graphql-yoga';
import type { Logger } from 'pino';
import { createRestCompat } from '../rest-compat';
import { openApiDocument } from '../rest-compat/openapi';
import { AVATAR_PATH } from '../rest-compat/routes/users';
import { UPLOAD_MESSAGES } from '../common/uploads';
import { JSON_BODY_LIMIT, megabytes, MULTIPART_BODY_LIMIT } from '../common/body-limits';
import { MAX_UPLOAD_BYTES } from '../common/constants';
import { cachedPreferredEncoding, COMPRESSION_THRESHOLD, compressAnswers, compressedCopies } from './compression';
import type { Context } from './context';
import { readiness } from './health';
import { clientAddressResolver, type TrustProxy } from './security/client-address';
import { GRAPHIQL_ASSETS_PREFIX, graphiqlAsset } from './security/graphiql';
import { securityHeaders } from './security/headers';
import { EXPOSED_HEADERS, meterOf, rateLimitHeaders } from './security/rate-limit-headers';
import { requestLog } from './security/request-log';
import type { Services } from './services';
import { UPLOADS_PREFIX } from './storage';
import { serveWebApp } from './web-app';
import type { ServerContext } from './yoga';

export interface AppOptions {
  yoga: YogaServerInstance<ServerContext, Context>;
  /** The services the yoga instance was given: /uploads reads the storage, /readyz checks them. */
  services: Services;
  logger: Logger;
  /** The built web app (web/dist); omitted in API-only tests. */
  webDir?: string;
  /** TRUST_PROXY: the proxies in front whose X-Forwarded-For entries are believed; none by default. */
  trustProxy?: TrustProxy;
  /** Browser origins allowed to call /api from other sites (Yoga answers CORS for /graphql); none by default. */
  corsOrigins?: string[];
  /** Strict-Transport-Security on every response (only behind HTTPS). */
  hsts?: boolean;
}

function peerAddressOf(c: HonoContext): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Refuses oversized bodies while they stream in, before anything parses them: in GraphQL's shape on
 * /graphql, and on /api with the upload's own message (spec section 5), as a file of 5 to 8 MB is told.
 */
function limitBodies(): MiddlewareHandler {
  const tooLarge = (c: HonoContext, message: string) =>
    c.req.path === '/graphql'
      ? c.json({ errors: [{ message, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] }, 413)
      : c.json({ error: message }, 413);
  const json = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: (c) => tooLarge(c, 'The request is too large.') });
  const multipart = bodyLimit({
    maxSize: MULTIPART_BODY_LIMIT,
    // /graphql cannot tell which upload it is before reading the body; a legacy route is one upload.
    onError: (c) =>
      tooLarge(
        c,
        c.req.path === '/graphql'
          ? `Files must be under ${megabytes(MAX_UPLOAD_BYTES)}.`
          : UPLOAD_MESSAGES[c.req.path === `/api${AVATAR_PATH}` ? 'avatar' : 'cocktail_photo'].tooLarge,
      ),
  });
  return (c, next) => ((c.req.header('content-type') ?? '').startsWith('multipart/') ? multipart(c, next) : json(c, next));
}

/** The storage key a /uploads path names, or null when it names none (malformed percent-encoding included: a 404, not a 500). */
function uploadKeyOf(path: string): string | null {
  try {
    return decodeURIComponent(path.slice(UPLOADS_PREFIX.length));
  } catch {
    return null;
  }
}

/**
 * HEAD /graphql: GET's answer without its body (Hono routes HEAD to the GET handler). Yoga's answer is
 * its own Response class, which Hono cannot copy into a bodiless one (its headers came out as "_map"), so
 * the headers are copied here, into a Response of the platform's.
 */
async function headOfGraphql(yoga: AppOptions['yoga'], request: Request, context: ServerContext): Promise<Response> {
  const answer = await yoga.fetch(new Request(request.url, { method: 'GET', headers: request.headers }), context);
  await answer.body?.cancel();
  return new Response(null, { status: answer.status, headers: new Headers([...answer.headers]) });
}

export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  const resolveClientAddress = clientAddressResolver(options.trustProxy ?? { hops: 0 });
  const clientAddressOf = (c: HonoContext) => resolveClientAddress(peerAddressOf(c), c.req.header('x-forwarded-for'));

  // First, so every answer (errors and 404s included) gets its request id, access-log line and headers.
  app.use('*', requestLog(options.logger));
  app.use('*', securityHeaders({ webDir: options.webDir, hsts: options.hsts }));
  // Inside the two above: they see the answer as it goes out, compressed or not.
  app.use('*', compressAnswers());
  // HTTP/2 has no Connection header (decision 0087). Yoga's event streams set one, which Node would
  // drop anyway, with a warning.
  app.use('*', async (c, next) => {
    await next();
    if ((c.env as { incoming?: { httpVersionMajor?: number } } | undefined)?.incoming?.httpVersionMajor === 2)
      c.res.headers.delete('connection');
  });

  app.use('/graphql', limitBodies());
  app.use('/api/*', limitBodies());
  // The query cost budget in the open (decision 0079): RateLimit-Policy and RateLimit on every answer.
  app.use('/graphql', rateLimitHeaders());
  app.use('/api/*', rateLimitHeaders());
  if (options.corsOrigins?.length) {
    app.use(
      '/api/*',
      cors({
        origin: options.corsOrigins,
        allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowHeaders: ['content-type', 'authorization'],
        exposeHeaders: EXPOSED_HEADERS,
        credentials: false,
        maxAge: 600,
      }),
    );
  }

  // What Yoga gets of each request, on /graphql and through /api alike.
  const serverContextOf = (c: HonoContext): ServerContext => ({ clientAddress: clientAddressOf(c), meter: meterOf(c.req.raw) });
  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', (c) =>
    c.req.raw.method === 'HEAD'
      ? headOfGraphql(options.yoga, c.req.raw, serverContextOf(c))
      : options.yoga.fetch(c.req.raw, serverContextOf(c)),
  );

  app.route(
    '/api',
    createRestCompat({
      yoga: options.yoga,
      serverContextOf,
      onUnexpectedError: (error, c) => c.var.log.error({ err: error, path: c.req.path }, 'unexpected error in /api'),
    }),
  );
  // The legacy /api described as OpenAPI 3.1 (decision 0078), built from the zod schemas that check its bodies.
  app.get('/openapi.json', (c) => c.json(openApiDocument()));
  // Unknown /api paths answer in JSON too (a mounted app's own notFound is not consulted).
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));

  // GraphiQL's code and styles (its page is GET /graphql in a browser), each compressed once per encoding.
  const graphiqlCopies = compressedCopies();
  app.get(`${GRAPHIQL_ASSETS_PREFIX}:name`, async (c) => {
    const name = c.req.param('name');
    const asset = graphiqlAsset(name);
    if (!asset) return c.text('Not found', 404);
    const headers = { 'Content-Type': asset.contentType, 'Cache-Control': 'public, max-age=3600', Vary: 'Accept-Encoding' };
    const encoding = cachedPreferredEncoding(c.req.header('accept-encoding'));
    if (!encoding || asset.body.length < COMPRESSION_THRESHOLD) return c.body(asset.body, 200, headers);
    const body = await graphiqlCopies(name, asset.body, encoding);
    return c.body(body, 200, { ...headers, 'Content-Encoding': encoding });
  });

  app.on(['GET', 'HEAD'], '/uploads/*', async (c) => {
    const key = uploadKeyOf(c.req.path);
    const file = key === null ? null : await options.services.storage.get(key);
    if (!file) return c.text('Not found', 404);
    const headers: Record<string, string> = {
      'Content-Type': file.contentType,
      // Stored files never change (new uploads get new names), and they are images we re-encoded.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    };
    if (file.size !== undefined) headers['Content-Length'] = String(file.size);
    if (c.req.method === 'HEAD') {
      await file.body.cancel();
      return new Response(null, { status: 200, headers });
    }
    return new Response(file.body, { status: 200, headers });
  });
  app.all('/uploads/*', (c) => c.text('Not found', 404));

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    const report = await readiness(options.services);
    return c.json(report, report.ready ? 200 : 503);
  });

  const webDir = options.webDir;
  if (webDir && existsSync(path.join(webDir, 'index.html'))) serveWebApp(app, webDir);

  app.notFound((c) => c.text('Not found', 404));
  app.onError((error, c) => {
    c.var.log.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
  });
  return app;
}
