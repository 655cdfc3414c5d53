import { ServiceUnavailableError } from '../errors';
import { Prisma } from '../generated/prisma/client';

/** A unique constraint refused the write (Prisma's P2002). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

/** The row to update or delete was not there (Prisma's P2025). */
export function isRecordNotFound(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025';
}

/** Prisma's codes for a database it cannot reach, that closed the connection, or timed out (or a full pool). */
const UNAVAILABLE_PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2037']);
/** The driver adapter's kinds for the same. */
const UNAVAILABLE_ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
/** PostgreSQL's SQLSTATE classes and codes: connection exceptions (08), shutting down or starting (57P0x), a cancelled (timed-out) statement. */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-4]|57014|53300)$/;
/** What node-postgres and sockets say when the server is gone or silent (errors the adapter passes through unmapped). */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection is closed|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EPIPE|Can't reach database server|Server has closed the connection|canceling statement due to statement timeout/;

/**
 * Whether `error` (or anything in its cause chain) says the database is unreachable or not answering,
 * rather than refusing what we asked: a connection refused, closed, or timed out; a full pool; a
 * statement over the timeout.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === 'object' && !seen.has(current);) {
    seen.add(current);
    const value = current as {
      code?: unknown;
      kind?: unknown;
      message?: unknown;
      meta?: { driverAdapterError?: { cause?: { kind?: unknown; originalCode?: unknown } } };
      cause?: unknown;
    };
    if (current instanceof Prisma.PrismaClientInitializationError) return true;
    if (typeof value.code === 'string' && (UNAVAILABLE_PRISMA_CODES.has(value.code) || UNAVAILABLE_SQLSTATE.test(value.code))) return true;
    const adapterCause = value.meta?.driverAdapterError?.cause;
    if (typeof adapterCause?.kind === 'string' && UNAVAILABLE_ADAPTER_KINDS.has(adapterCause.kind)) return true;
    if (typeof adapterCause?.originalCode === 'string' && UNAVAILABLE_SQLSTATE.test(adapterCause.originalCode)) return true;
    if (typeof value.kind === 'string' && UNAVAILABLE_ADAPTER_KINDS.has(value.kind)) return true;
    if (typeof value.message === 'string' && UNAVAILABLE_MESSAGES.test(value.message)) return true;
    current = value.cause;
  }
  return false;
}

/**
 * The error to report for `error`: ServiceUnavailableError (503, SERVICE_UNAVAILABLE, a message that
 * names no host, port or statement) when the database is unavailable, `error` itself otherwise. Error
 * masking calls it first, so every path (GraphQL, /api through it) answers alike.
 */
export function toUnavailable<T>(error: T): T | ServiceUnavailableError {
  return isDatabaseUnavailable(error) ? new ServiceUnavailableError() : error;
}
