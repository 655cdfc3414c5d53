// How rest-compat answers: JSON bodies, and failures as { error } with a meaningful status (spec
// section 8's texts where it gives them). Never a stack trace.
import type { Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { GraphQLResult } from './operation';

export class RestError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly field?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function errorResponse(c: HonoContext, error: RestError) {
  if (error.status === 429 && typeof error.extra.retry_after === 'number') c.header('Retry-After', String(error.extra.retry_after));
  return c.json({ error: error.message, ...(error.field ? { field: error.field } : {}), ...error.extra }, error.status);
}

const STATUS_BY_CODE: Record<string, ContentfulStatusCode> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  GRAPHQL_VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
};

/** A GraphQL result's top-level errors as a RestError (the first one decides), or null when there are none. */
export function errorOfResult(result: GraphQLResult<unknown>): RestError | null {
  const first = result.errors?.[0];
  if (!first) return null;
  const code = first.extensions?.code ?? '';
  const status = STATUS_BY_CODE[code] ?? (first.extensions?.http?.status as ContentfulStatusCode | undefined) ?? 500;
  const message = status === 500 ? 'Something went wrong on our side. Please try again.' : first.message;
  const retryAfter = (first.extensions as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
  return new RestError(status, message, first.extensions?.fields?.[0]?.path, retryAfter ? { retry_after: retryAfter } : {});
}

/** A typed mutation failure (ValidationError, NotAuthorizedError, NotFoundError) as a RestError. */
export function errorOfTyped(result: { __typename: string; message?: string; code?: string; fields?: Array<{ path: string; message: string }> }): RestError {
  const status = STATUS_BY_CODE[result.code ?? ''] ?? (result.__typename === 'NotFoundError' ? 404 : 400);
  return new RestError(status, result.message ?? 'Request failed', result.fields?.[0]?.path);
}

/** The data of a successful result, or throws the matching RestError. */
export function dataOf<T>(result: GraphQLResult<T>): T {
  const error = errorOfResult(result);
  if (error) throw error;
  if (!result.data) throw new RestError(500, 'Something went wrong on our side. Please try again.');
  return result.data;
}

/** A mutation's payload when its __typename is the expected one; its typed error as a RestError otherwise. */
export function payloadOf<T extends { __typename: string }>(value: T, typename: string): T {
  if (value.__typename !== typename) throw errorOfTyped(value as never);
  return value;
}

/** The JSON body of a request, or a 400 naming the problem. */
export async function jsonBody(c: HonoContext): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new RestError(400, 'The request body must be JSON.');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new RestError(400, 'The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

/** A string field of a JSON body ('' when absent); a 400 naming the field when it is not a string. */
export function stringField(body: Record<string, unknown>, name: string, options: { optional?: boolean } = {}): string {
  const value = body[name];
  if (value === undefined || value === null) {
    if (options.optional) return '';
    throw new RestError(400, `${name} is required`, name);
  }
  if (typeof value !== 'string') throw new RestError(400, `${name} must be a string`, name);
  return value;
}

/** A numeric id from the path; 404 for anything that is not one. */
export function idParam(c: HonoContext, name: string, what: string): number {
  const raw = c.req.param(name) ?? '';
  const id = Number(raw);
  if (!/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw new RestError(404, `${what} not found`);
  return id;
}
