// Security headers on every response: a Content-Security-Policy for the web app (its one inline script,
// the theme snippet in index.html, allowed by hash), a separate one for GraphiQL, and a locked-down one
// for API answers. See docs/decisions/0022-logs-and-security-headers.md.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { GRAPHIQL_ASSETS_PREFIX } from './graphiql';

/** sha256 sources for the inline scripts of the built index.html (the theme snippet). */
export function inlineScriptHashes(webDir: string | undefined): string[] {
  if (!webDir) return [];
  const file = path.join(webDir, 'index.html');
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((match) => match[1].trim() !== '')
    .map((match) => `'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
}

function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The web app: its own scripts only; inline styles because Radix, sonner and vaul inject them at run time. */
export function webAppPolicy(scriptHashes: string[]): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  });
}

/** GraphiQL (GET /graphql in a browser): its files from /graphiql/, Monaco's injected styles, data: fonts and icons. */
export const GRAPHIQL_POLICY = policy({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
});

/** Nothing the app uses but the camera (photo capture on phones, through a file input). */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()';

/** JSON answers and other non-pages: nothing may load or frame them. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

export interface SecurityHeaderOptions {
  webDir?: string;
  /** Strict-Transport-Security, only when the site is served over HTTPS (HSTS=true). */
  hsts?: boolean;
}

/** The headers every response gets besides its Content-Security-Policy. */
export function commonSecurityHeaders(options: { hsts?: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const appPolicy = webAppPolicy(inlineScriptHashes(options.webDir));
  const common = commonSecurityHeaders(options);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has('Content-Security-Policy')) {
      const type = headers.get('content-type') ?? '';
      // A worker script's own response carries the policy its fetches run under: the service worker
      // (sw.js) precaches the app's files, so scripts get their page's policy, not the API's.
      const isPageOrScript = type.startsWith('text/html') || /^(text|application)\/javascript/.test(type);
      const isGraphiQL = c.req.path === '/graphql' || c.req.path.startsWith(GRAPHIQL_ASSETS_PREFIX);
      headers.set('Content-Security-Policy', isGraphiQL && isPageOrScript ? GRAPHIQL_POLICY : isPageOrScript ? appPolicy : API_POLICY);
    }
    for (const [name, value] of Object.entries(common)) headers.set(name, value);
  };
}
