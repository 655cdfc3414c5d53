// Expected failures. Domain code throws these; mutations list them as typed results (the errors
// plugin), and anywhere else Yoga turns them into GraphQL errors carrying `extensions.code`.
// Anything else that is thrown is a bug: logged, and masked as "Unexpected error."
import { countOf } from '../common/plural';
import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import { MESSAGES } from '../common/auth';
import { FIELD_ERRORS_MAX, type FieldError, fieldErrorsOf } from '../common/validation';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'ALREADY_EXISTS'
  | 'INVITE_USED'
  | 'INVITE_EXPIRED'
  | 'NOT_PENDING'
  | 'SERVICE_UNAVAILABLE'
  | 'QUERY_TIMEOUT';

export abstract class AppError extends Error {
  abstract readonly code: ErrorCode;
  /** The HTTP status a REST client sees for this failure. */
  abstract readonly status: number;
}

export type { FieldError };

export class ValidationError extends AppError {
  readonly code: 'BAD_USER_INPUT' | 'PAYLOAD_TOO_LARGE' | 'ALREADY_EXISTS' | 'INVITE_USED' | 'INVITE_EXPIRED' | 'NOT_PENDING' =
    'BAD_USER_INPUT';
  readonly status: number = 400;
  readonly fields: FieldError[];
  constructor(message: string, fields: FieldError[] = []) {
    super(message);
    this.name = 'ValidationError';
    this.fields = fields.slice(0, FIELD_ERRORS_MAX);
  }

  /** Zod's failures as field errors; the first one's message becomes the error's message. */
  static fromZod(error: z.ZodError): ValidationError {
    const fields = fieldErrorsOf(error);
    return new ValidationError(fields[0]?.message ?? 'Invalid input', fields);
  }

  /** One failing field, its message also the error's message. */
  static field(path: string, message: string): ValidationError {
    return new ValidationError(message, [{ path, message }]);
  }
}

export class NotAuthorizedError extends AppError {
  readonly status: number;
  readonly code: 'UNAUTHENTICATED' | 'FORBIDDEN';
  constructor(message: string, code: 'UNAUTHENTICATED' | 'FORBIDDEN' = 'FORBIDDEN') {
    super(message);
    this.name = 'NotAuthorizedError';
    this.code = code;
    this.status = code === 'UNAUTHENTICATED' ? 401 : 403;
  }
}

export class NotFoundError extends AppError {
  readonly code = 'NOT_FOUND' as const;
  readonly status = 404;
  constructor(message = 'Not found') {
    super(message);
    this.name = 'NotFoundError';
  }
}

/**
 * What a limit reached says: a wait of a minute or less is "a moment"; a longer one (an hourly or daily
 * limit) is said in minutes or hours, so a member knows whether to try again now or later.
 */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds <= 60) return 'Too many attempts. Please wait a moment and try again.';
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = minutes < 90 ? countOf(minutes, 'minute') : countOf(Math.ceil(minutes / 60), 'hour');
  return `Too many attempts. Please try again in ${wait}.`;
}

export class RateLimitedError extends AppError {
  readonly code = 'RATE_LIMITED' as const;
  readonly status = 429;
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message = rateLimitedMessage(retryAfterSeconds)) {
    super(message);
    this.name = 'RateLimitedError';
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/** A file over the size limit: a validation failure of its field, that REST answers with 413. */
export class PayloadTooLargeError extends ValidationError {
  override readonly code = 'PAYLOAD_TOO_LARGE' as const;
  override readonly status = 413;
  constructor(path: string, message: string) {
    super(message, [{ path, message }]);
    this.name = 'PayloadTooLargeError';
  }
}

/**
 * The thing to add is there already (an ingredient of that name): a validation failure of its field
 * with a code of its own, so a client that only needs the thing to exist can tell it from the others.
 * REST answers it with 400, as any refused field.
 */
export class AlreadyExistsError extends ValidationError {
  override readonly code = 'ALREADY_EXISTS' as const;
  constructor(path: string, message: string) {
    super(message, [{ path, message }]);
    this.name = 'AlreadyExistsError';
  }
}

/**
 * Sign-up with a code that was used or has expired: a refusal of the inviteCode field with a code of
 * its own, so a client tells the member why without reading the text. REST answers 400, as before.
 */
export class InviteUnavailableError extends ValidationError {
  override readonly code: 'INVITE_USED' | 'INVITE_EXPIRED';
  constructor(code: 'INVITE_USED' | 'INVITE_EXPIRED') {
    const message = code === 'INVITE_USED' ? MESSAGES.inviteUsed : MESSAGES.inviteExpired;
    super(message, [{ path: 'inviteCode', message }]);
    this.name = 'InviteUnavailableError';
    this.code = code;
  }
}

/**
 * A decision on something no longer waiting for one (a verification request or a venue claim decided or
 * withdrawn meanwhile): a refusal of its id with a code of its own, so a client takes it off the list it
 * was decided from without reading the text, which says what became of it. REST answers 400, as before.
 */
export class NotPendingError extends ValidationError {
  override readonly code = 'NOT_PENDING' as const;
  constructor(path: string, message: string) {
    super(message, [{ path, message }]);
    this.name = 'NotPendingError';
  }
}

/** The database cannot be reached (decision 0024): nobody's fault, worth retrying, answered with 503. */
export class ServiceUnavailableError extends AppError {
  readonly code = 'SERVICE_UNAVAILABLE' as const;
  readonly status = 503;
  constructor(message = 'Repour cannot reach its database right now. Please try again in a moment.') {
    super(message);
    this.name = 'ServiceUnavailableError';
  }
}

/**
 * A query outran the per-request deadline (decision 0027) and was stopped; answered with 503, as the
 * server being too busy for it is the likelier cause than the query itself (the cost limit refuses those).
 */
export class QueryTimeoutError extends AppError {
  readonly code = 'QUERY_TIMEOUT' as const;
  readonly status = 503;
  constructor(seconds: number) {
    super(
      `The request took longer than ${seconds} seconds and was stopped. Ask for less (smaller pages, fewer fields) or try again later.`,
    );
    this.name = 'QueryTimeoutError';
  }
}

/** The input as the schema outputs it, or a ValidationError naming every failing field: how the domain reads an input. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw ValidationError.fromZod(result.error);
  return result.data;
}

/** Message a signed-out caller sees where an account is needed. */
export const SIGN_IN_REQUIRED = 'You need to sign in to do that.';

/**
 * An expected failure as the GraphQL error a client sees: its code (and fields, or seconds to wait), and
 * the HTTP status and headers Yoga answers with (it strips `http` from the body), as /api answers.
 */
export function graphQLErrorOf(error: AppError, path?: ReadonlyArray<string | number>): GraphQLError {
  return new GraphQLError(error.message, {
    path,
    extensions: {
      code: error.code,
      ...(error instanceof ValidationError ? { fields: error.fields } : {}),
      ...(error instanceof RateLimitedError ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      http: {
        status: error.status,
        ...(error instanceof RateLimitedError ? { headers: { 'Retry-After': String(error.retryAfterSeconds) } } : {}),
      },
    },
  });
}
