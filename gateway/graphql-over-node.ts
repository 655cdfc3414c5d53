// The hot path: a JSON POST to /graphql goes from node:http straight to Yoga (decision 0034), without
// Hono's conversion of the request and response to fetch objects and back. It gets everything the
// Hono stack gives /graphql: a request id and its access-log line, the security headers of an API
// answer, the body limit, the client address as TRUST_PROXY says. Anything else (GraphiQL, multipart
// uploads, bodies without a length, every other path) returns false and goes through the Hono app.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { YogaServerInstance } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { Context } from './context';
import { JSON_BODY_LIMIT } from './app';
import { clientAddressResolver, type TrustProxy } from './security/client-address';
import { API_POLICY, commonSecurityHeaders } from './security/headers';
import { elapsedMs, logRequest, REQUEST_ID_HEADER, requestIdOf } from './security/request-log';
import type { ServerContext } from './yoga';

export interface GraphqlOverNodeOptions {
  yoga: YogaServerInstance<ServerContext, Context>;
  logger: Logger;
  trustProxy?: TrustProxy;
  hsts?: boolean;
}

/** A node:http handler that answers JSON POSTs to /graphql and returns true, or returns false for anything else. */
export function graphqlOverNode(options: GraphqlOverNodeOptions): (request: IncomingMessage, response: ServerResponse) => boolean {
  const resolveClientAddress = clientAddressResolver(options.trustProxy ?? { hops: 0 });
  const headers = Object.entries({ 'Content-Security-Policy': API_POLICY, ...commonSecurityHeaders(options) });
  return (request, response) => {
    if (request.method !== 'POST' || (request.url !== '/graphql' && !request.url?.startsWith('/graphql?'))) return false;
    if (!request.headers['content-type']?.startsWith('application/json')) return false;
    const length = Number(request.headers['content-length']);
    // Without a length (a chunked body) or over the limit, Hono's body limit answers as it streams.
    if (!request.headers['content-length'] || !Number.isSafeInteger(length) || length > JSON_BODY_LIMIT) return false;

    const started = performance.now();
    const requestId = requestIdOf(single(request.headers['x-request-id']));
    const log = options.logger.child({ reqId: requestId });
    // Set before Yoga writes its head: Node merges them with it (Yoga's own headers win, as in the Hono stack).
    for (const [name, value] of headers) response.setHeader(name, value);
    response.setHeader(REQUEST_ID_HEADER, requestId);
    response.once('finish', () => {
      logRequest(log, { method: 'POST', path: '/graphql', status: response.statusCode, durationMs: elapsedMs(started) });
    });
    const forwardedFor = request.headers['x-forwarded-for'];
    const clientAddress = resolveClientAddress(
      request.socket.remoteAddress ?? 'unknown',
      Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
    );
    Promise.resolve(options.yoga.handle(request, response, { clientAddress })).catch((error: unknown) => {
      log.error({ err: error, path: '/graphql' }, 'unhandled error');
      if (!response.headersSent) {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: 'Something went wrong on our side. Please try again.' }));
      } else response.destroy();
    });
    return true;
  };
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
