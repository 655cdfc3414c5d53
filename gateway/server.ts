// Listens. Everything else (the app, the schema, the database) is built elsewhere.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';

export interface ListenOptions {
  port: number;
  host: string;
  /** Answers some requests before the app (graphql-over-node.ts); returns false for the rest. */
  fastPath?: (request: IncomingMessage, response: ServerResponse) => boolean;
}

/**
 * How long an idle keep-alive connection stays open (Node's default, stated here so that the proxy's
 * own idle timeout in deploy/nginx.conf can be held under it: a proxy must let a connection go before
 * the server does, or it may send a request on a connection being closed).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

export function listen(app: Hono, options: ListenOptions): Promise<Server> {
  const appListener = getRequestListener(app.fetch);
  const { fastPath } = options;
  const server = createServer(
    fastPath
      ? (request, response) => {
          if (!fastPath(request, response)) void appListener(request, response);
        }
      : appListener,
  );
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
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
