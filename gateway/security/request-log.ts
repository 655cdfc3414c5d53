// A request id and an access-log line for every request. The line names the method, the path (never the
// query string, which may carry a token), the status, the duration and the request id; headers and
// bodies (passwords, tokens, uploaded files) never reach the log.
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An incoming id is kept when it is a short plain token (a proxy's or a load balancer's); anything else is replaced. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(incoming: string | undefined): string {
  return incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's id (also in the X-Request-Id response header). */
    requestId: string;
    /** The logger with this request's id on every line. */
    log: Logger;
  }
}

/** Health checks and static files that were served fine are logged at debug (they would drown the rest). */
function quietPath(path: string): boolean {
  return path === '/healthz' || path === '/readyz' || path.startsWith('/assets/') || path.startsWith('/graphiql/');
}

export interface RequestLine {
  method: string;
  /** The path only: the query string may carry a token. */
  path: string;
  status: number;
  durationMs: number;
}

/** What an access-log line is written through: a pino logger, or a RequestLogger. */
export type RequestLineLogger = Pick<Logger, 'info' | 'error' | 'debug'>;

/**
 * The lines of one request with its id, as `logger.child({ reqId })` writes them (the id right after the
 * time, then the line's fields), without making a pino child for every request (decision 0056): nothing
 * is built for a level the logger does not write.
 */
export class RequestLogger {
  constructor(
    private readonly logger: Logger,
    private readonly reqId: string,
  ) {}

  info(line: object, message: string): void {
    if (this.logger.isLevelEnabled('info')) this.logger.info({ reqId: this.reqId, ...line }, message);
  }

  error(line: object, message: string): void {
    if (this.logger.isLevelEnabled('error')) this.logger.error({ reqId: this.reqId, ...line }, message);
  }

  debug(line: object, message: string): void {
    if (this.logger.isLevelEnabled('debug')) this.logger.debug({ reqId: this.reqId, ...line }, message);
  }
}

/** The access-log line of an answered request, at the level its status calls for. */
export function logRequest(log: RequestLineLogger | RequestLogger, line: RequestLine): void {
  if (line.status >= 500) log.error(line, 'request');
  else if (line.status < 400 && quietPath(line.path)) log.debug(line, 'request');
  else log.info(line, 'request');
}

/** Milliseconds since `started` (performance.now()), to a tenth. */
export function elapsedMs(started: number): number {
  return Math.round((performance.now() - started) * 10) / 10;
}

export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header('x-request-id'));
    const log = logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    try {
      await next();
    } finally {
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
      logRequest(log, { method: c.req.method, path: c.req.path, status: c.res.status, durationMs: elapsedMs(started) });
    }
  };
}
