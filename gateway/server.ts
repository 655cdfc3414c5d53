// Listens. Everything else (the app, the schema, the database) is built elsewhere.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  createSecureServer,
  type Http2SecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type Http2Session,
} from 'node:http2';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';

/** A request as either server gives it: HTTP/1.1's, or HTTP/2's compatibility objects (which read alike). */
export type NodeRequest = IncomingMessage | Http2ServerRequest;
export type NodeResponse = ServerResponse | Http2ServerResponse;

/** The certificate chain and private key (PEM) the gateway serves HTTPS with. */
export interface TlsFiles {
  cert: string | Buffer;
  key: string | Buffer;
}

export interface ListenOptions {
  port: number;
  host: string;
  /** Answers some requests before the app (graphql-over-node.ts); returns false for the rest. */
  fastPath?: (request: NodeRequest, response: NodeResponse) => boolean;
  /**
   * HTTPS with HTTP/2 (decision 0087), HTTP/1.1 kept over the same port for clients that do not offer
   * HTTP/2; plain HTTP/1.1 without it. A phone's first visit makes some twenty requests: over HTTP/2 they
   * share one connection instead of queueing for six.
   */
  tls?: TlsFiles;
  /** How long an HTTP/2 connection may stay silent (HTTP2_IDLE_TIMEOUT_MS unless a test shortens it). */
  http2IdleTimeoutMs?: number;
}

/**
 * How long an idle keep-alive connection stays open (Node's default, stated here so that the proxy's
 * own idle timeout in deploy/nginx.conf can be held under it: a proxy must let a connection go before
 * the server does, or it may send a request on a connection being closed).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/**
 * How long an HTTP/2 connection may go with no frame either way before it is told to go away (nginx's
 * keepalive_timeout default). Node sets no limit, so without one an idle connection, or thousands of
 * them, would stay open for good. A browser keeps its connection between a member's taps, and a live
 * stream's keep-alive comment (every 12 s, Yoga's) keeps a connection with a live stream busy.
 */
export const HTTP2_IDLE_TIMEOUT_MS = 75_000;

/** The listening gateway: close() stops it. */
export type GatewayServer = Server | Http2SecureServer;

/** Per HTTPS server, what close() must end: HTTP/2 sessions, and HTTP/1.1 connections with their requests in flight. */
const secureConnections = new WeakMap<Http2SecureServer, { sessions: Set<Http2Session>; http1: Map<Socket, number>; closing: boolean }>();

export function listen(app: Hono, options: ListenOptions & { tls?: undefined }): Promise<Server>;
export function listen(app: Hono, options: ListenOptions & { tls: TlsFiles }): Promise<Http2SecureServer>;
export function listen(app: Hono, options: ListenOptions): Promise<GatewayServer>;
export function listen(app: Hono, options: ListenOptions): Promise<GatewayServer> {
  const appListener = getRequestListener(app.fetch);
  const { fastPath } = options;
  const listener = (request: NodeRequest, response: NodeResponse) => {
    if (!fastPath?.(request, response)) void appListener(request, response);
  };
  const server = options.tls
    ? secureServer(options.tls, listener, options.http2IdleTimeoutMs ?? HTTP2_IDLE_TIMEOUT_MS)
    : createServer(listener);
  if (!options.tls) (server as Server).keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}

function secureServer(
  tls: TlsFiles,
  listener: (request: NodeRequest, response: NodeResponse) => void,
  http2IdleTimeoutMs: number,
): Http2SecureServer {
  const state = { sessions: new Set<Http2Session>(), http1: new Map<Socket, number>(), closing: false };
  const server = createSecureServer({ cert: tls.cert, key: tls.key, allowHTTP1: true }, (request, response) => {
    // An HTTP/1.1 request over TLS: counted on its connection, so a stop ends the connection once it is idle.
    const socket = request.socket as Socket;
    const inFlight = state.http1.get(socket);
    if (inFlight !== undefined) {
      state.http1.set(socket, inFlight + 1);
      // No idle timeout while a request is being answered, however long it takes (a live stream).
      socket.setTimeout(0);
      response.once('close', () => {
        const left = (state.http1.get(socket) ?? 1) - 1;
        state.http1.set(socket, left);
        if (left === 0) idle(socket);
      });
    }
    listener(request, response);
  });
  // Idle, an HTTP/1.1 connection closes after KEEP_ALIVE_TIMEOUT_MS as plain HTTP's do (Node's HTTP/1.1
  // layer destroys a socket that times out), or at once when the server is stopping.
  const idle = (socket: Socket) => (state.closing ? socket.end() : socket.setTimeout(KEEP_ALIVE_TIMEOUT_MS));
  // Every connection that did not choose HTTP/2, from its handshake: one that never sends a request
  // (a preconnect) must not hold a stop either.
  server.on('secureConnection', (socket: TLSSocket) => {
    if (socket.alpnProtocol === 'h2') return;
    state.http1.set(socket, 0);
    socket.once('close', () => state.http1.delete(socket));
    idle(socket);
  });
  server.on('session', (session) => {
    state.sessions.add(session);
    session.once('close', () => state.sessions.delete(session));
    // Silent for the idle time: GOAWAY, so no new request comes on it and those in flight finish. Still
    // silent as long again (a request whose client never sent its whole body): destroyed.
    // (Node calls a session's timeout callback once: it is given again for the second period.)
    const silent = () => {
      if (session.closed) return session.destroy();
      session.close();
      session.setTimeout(http2IdleTimeoutMs, silent);
    };
    session.setTimeout(http2IdleTimeoutMs, silent);
  });
  secureConnections.set(server, state);
  return server;
}

/**
 * How long a stop waits for requests in flight (decision 0024): longer than any request should take,
 * shorter than the 30 s a supervisor (Docker, Kubernetes, systemd) waits before SIGKILL.
 */
export const DRAIN_TIMEOUT_MS = 25_000;

/**
 * Stops taking connections (the listening socket closes, so new ones are refused) and waits for the
 * requests in flight to be answered, at most `graceMs`; then closes whatever is left. Idle keep-alive
 * connections are closed at once, and busy ones after their response; an HTTP/2 session is told to go
 * away (GOAWAY) and closes once its streams end. Resolves with whether every request finished in time.
 */
export function close(server: GatewayServer, graceMs = DRAIN_TIMEOUT_MS): Promise<boolean> {
  const secure = secureConnections.get(server as Http2SecureServer);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      if (secure) {
        for (const session of secure.sessions) session.destroy();
        for (const socket of secure.http1.keys()) socket.destroy();
      } else (server as Server).closeAllConnections?.();
      resolve(false);
    }, graceMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve(true);
    });
    if (secure) {
      secure.closing = true;
      for (const session of secure.sessions) session.close();
      for (const [socket, inFlight] of secure.http1) if (inFlight === 0) socket.end();
    } else (server as Server).closeIdleConnections?.();
  });
}
