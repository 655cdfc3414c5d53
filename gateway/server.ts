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

/** Stops taking connections and waits for requests in flight (at most `graceMs`). */
export function close(server: Server, graceMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.closeAllConnections?.();
      resolve();
    }, graceMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections?.();
  });
}
