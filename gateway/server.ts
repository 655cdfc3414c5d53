// Listens. Everything else (the app, the schema, the database) is built elsewhere.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

export function listen(app: Hono, options: { port: number; host: string }): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host }, () => resolve(server as Server));
    server.once('error', reject);
  });
}

/**
 * How long a stop waits for requests in flight (decision 0024): longer than any request should take,
 * shorter than the 30 s a supervisor (Docker, Kubernetes, systemd) waits before SIGKILL.
 */
export const DRAIN_TIMEOUT_MS = 25_000;

/**
 * Stops taking connections (the listening socket closes, so new ones are refused) and waits for the
 * requests in flight to be answered, at most `graceMs`; then closes whatever is left. Idle keep-alive
 * connections are closed at once, and busy ones after their response. Resolves with whether every
 * request finished in time.
 */
export function close(server: Server, graceMs = DRAIN_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.closeAllConnections?.();
      resolve(false);
    }, graceMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve(true);
    });
    server.closeIdleConnections?.();
  });
}
