// The built web client (web/dist), served by the app after /graphql, /api and /uploads (decision 0066):
// - the app shell (index.html) at every path of the client's route table (common/app-routes.ts) with
//   200, and at any other page path with 404: the client still shows its "Page not found", and a
//   crawler or a tool sees that nothing is there. A missing file (a path with an extension, such as
//   /openapi.json) is a plain JSON 404, never the page. The shell at a route names the chunks the
//   route will load (the build's route-preloads.json) as module preloads, so a phone fetches them
//   beside the entry instead of once the entry has run (decision 0084);
// - Vite's hashed files (/assets/*) cached for a year as immutable; the shell and the service worker
//   revalidated on every load, so a deploy reaches members at once; the other public files for an hour;
// - each file in the brotli or gzip copy the build made beside it (vite.config.ts), as Accept-Encoding
//   allows; files without one are compressed per request (compression.ts).
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { isAppPath, ROUTE_PRELOADS_FILE, routeOfPath, type RouteId } from '../common/app-routes';
import { cachedPreferredEncoding, type Bytes, type ContentEncoding } from './compression';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const PUBLIC_FILE_CACHE = 'public, max-age=3600';

/** The service worker: its name never changes but its content does with each build, so it is fetched fresh. */
const SERVICE_WORKER = '/sw.js';

interface ShellCopies {
  mtimeMs: number;
  size: number;
  identity: Bytes;
  br: Bytes;
  gzip: Bytes;
  /** Content hash: one ETag per encoding, as each encoding is its own sequence of bytes. */
  hash: string;
}

function shellCopies(identity: Bytes, mtimeMs: number, size: number): ShellCopies {
  return {
    mtimeMs,
    size,
    identity,
    // Once per build and route, a couple of kilobytes: the best each algorithm does.
    br: zlib.brotliCompressSync(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }) as Bytes,
    gzip: zlib.gzipSync(identity, { level: zlib.constants.Z_BEST_COMPRESSION }) as Bytes,
    hash: createHash('sha256').update(identity).digest('base64url').slice(0, 22),
  };
}

/** The build's list of the chunks each route loads beyond the entry's; none when the build wrote none. */
function readPreloads(webDir: string): Partial<Record<RouteId, string[]>> {
  try {
    return JSON.parse(readFileSync(path.join(webDir, ROUTE_PRELOADS_FILE), 'utf8')) as Partial<Record<RouteId, string[]>>;
  } catch {
    return {};
  }
}

/** index.html with a module preload of each chunk, at the end of its head. */
function withPreloads(html: string, files: readonly string[]): string {
  const at = html.indexOf('</head>');
  if (files.length === 0 || at < 0) return html;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  return html.slice(0, at) + links + html.slice(at);
}

interface Build {
  mtimeMs: number;
  size: number;
  html: string;
  preloads: Partial<Record<RouteId, string[]>>;
  /** The shell as index.html has it (at /index.html, which the service worker keeps). */
  plain: ShellCopies;
  /** The shell of each route, made at its first request. */
  routes: Map<RouteId, ShellCopies>;
}

function readBuild(webDir: string): Build {
  const file = path.join(webDir, 'index.html');
  const { mtimeMs, size } = statSync(file);
  const html = readFileSync(file, 'utf8');
  return {
    mtimeMs,
    size,
    html,
    preloads: readPreloads(webDir),
    plain: shellCopies(Buffer.from(html) as Bytes, mtimeMs, size),
    routes: new Map(),
  };
}

/**
 * The app shell, kept in memory in its three encodings per route, read again when index.html changes
 * on disk (a build while the server runs), so it always names the hashed files that exist.
 */
function appShell(webDir: string) {
  const file = path.join(webDir, 'index.html');
  let build = readBuild(webDir);
  const current = async (route: RouteId | null) => {
    const { mtimeMs, size } = await stat(file);
    if (mtimeMs !== build.mtimeMs || size !== build.size) build = readBuild(webDir);
    if (!route) return build.plain;
    let copies = build.routes.get(route);
    if (!copies) {
      copies = shellCopies(Buffer.from(withPreloads(build.html, build.preloads[route] ?? [])) as Bytes, build.mtimeMs, build.size);
      build.routes.set(route, copies);
    }
    return copies;
  };
  /** The shell at this request's path: its route's (an unknown path's is the "Page not found" route's), or index.html's own. */
  return async (c: Context, status: 200 | 404): Promise<Response> => {
    const shell = await current(c.req.path === '/index.html' ? null : routeOfPath(rawPathOf(c)).id);
    const encoding: ContentEncoding | null = cachedPreferredEncoding(c.req.header('accept-encoding'));
    const etag = `"${shell.hash}${encoding ? `-${encoding}` : ''}"`;
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': REVALIDATE,
      Vary: 'Accept-Encoding',
    };
    if (status === 200) {
      headers.ETag = etag;
      if (
        c.req
          .header('if-none-match')
          ?.split(',')
          .some((tag) => tag.trim() === etag)
      )
        return c.body(null, 304, headers);
    }
    const body = encoding ? shell[encoding] : shell.identity;
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body.byteLength);
    return c.body(body, status, headers);
  };
}

/** A path that names a file (its last segment has an extension) rather than a page. */
function isFilePath(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

/** The pathname as the browser sent it (percent-encoded), as the client's router reads it. */
function rawPathOf(c: Context): string {
  return new URL(c.req.url).pathname;
}

/** Adds the web client's routes to the app. webDir must hold a build (index.html). */
export function serveWebApp(app: Hono, webDir: string): void {
  const shell = appShell(webDir);
  const files = serveStatic({ root: webDir, precompressed: true });

  // The client's screens, and index.html itself (the service worker keeps the shell under that name).
  app.get('*', (c, next) => (c.req.path === '/index.html' || isAppPath(rawPathOf(c)) ? shell(c, 200) : next()));

  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      // Vite names these files by their content: a new build makes new names.
      if (c.res.status === 200) c.header('Cache-Control', IMMUTABLE);
    },
    files,
  );
  app.use(
    '*',
    async (c, next) => {
      await next();
      if (c.res.status === 200 && !c.res.headers.has('Cache-Control')) {
        c.header('Cache-Control', c.req.path === SERVICE_WORKER ? REVALIDATE : PUBLIC_FILE_CACHE);
      }
    },
    files,
  );

  app.get('*', (c) => (isFilePath(c.req.path) ? c.json({ error: 'Not found' }, 404) : shell(c, 404)));
}
