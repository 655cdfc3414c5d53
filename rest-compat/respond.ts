// How rest-compat answers: JSON bodies, and failures as { error } with a meaningful status (spec
// section 8's texts where it gives them). Never a stack trace.
import { DB_INT_MAX } from '../common/constants';
import type { Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldError } from '../common/validation';
import type { GraphQLResult } from './operation';

/** The one type a JSON body is taken as (jsonBody). */
const JSON_MEDIA_TYPE = 'application/json';
const NOT_JSON = 'The request body must be JSON.';

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
  // What the route would have taken (RFC 9110, 15.5.16).
  if (error.status === 415) c.header('Accept', JSON_MEDIA_TYPE);
  return c.json({ error: error.message, ...(error.field ? { field: error.field } : {}), ...error.extra }, error.status);
}

/**
 * What a caller did wrong, or may not do, as the schema says it (decision 0005): every code of
 * gateway/errors.ts (ErrorCode) and of the query limits (gateway/security/graphql-limits.ts). A code not
 * here (INTERNAL_SERVER_ERROR, a document of ours the schema refuses) is a failure of ours: a 500.
 */
const STATUS_BY_CODE: Record<string, ContentfulStatusCode> = {
  BAD_USER_INPUT: 400,
  ALREADY_EXISTS: 400,
  INVITE_USED: 400,
  INVITE_EXPIRED: 400,
  NOT_PENDING: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  QUERY_TIMEOUT: 503,
  // The query limits (decision 0027): only the size of a request reaches them through /api (a body's list
  // over 100 items, a page so deep its offset costs more than a document may).
  QUERY_LIMIT_EXCEEDED: 400,
  PAGE_SIZE_EXCEEDED: 400,
};

type ErrorExtensions = NonNullable<NonNullable<GraphQLResult<unknown>['errors']>[number]['extensions']> & {
  retryAfterSeconds?: number;
  maxListItems?: number;
  argument?: string;
  count?: number;
  maxPageSize?: number;
};

/**
 * A query limit's refusal in the legacy API's words: GraphQL's words name the operation's arguments, which a
 * legacy caller never wrote. A list names its body field (the argument's last name, snake_case).
 */
function limitRefusal(extensions: ErrorExtensions): RestError | null {
  if (extensions.code === 'PAGE_SIZE_EXCEEDED') return new RestError(400, `limit must be at most ${extensions.maxPageSize}`, 'limit');
  if (extensions.code !== 'QUERY_LIMIT_EXCEEDED') return null;
  if (typeof extensions.maxListItems === 'number' && extensions.argument) {
    const field = snakeCaseFields()(extensions.argument.split('.').at(-1)!);
    return new RestError(400, `${field} has ${extensions.count} items; a list holds at most ${extensions.maxListItems}.`, field);
  }
  return new RestError(400, 'The request asks for more than one answer may hold (a page too far in, or too large). Ask for less.');
}

/**
 * An operation that failed in a way no caller causes: rest-compat sent something the schema refuses
 * (a bug of ours) or the server broke. Logged by the API's error handler, answered with a plain 500.
 */
export class OperationFailedError extends Error {
  override name = 'OperationFailedError';
}

/** A GraphQL result's top-level errors as a RestError (the first one decides), or null when there are none. */
export function errorOfResult(result: GraphQLResult<unknown>): RestError | OperationFailedError | null {
  const first = result.errors?.[0];
  if (!first) return null;
  const extensions: ErrorExtensions = first.extensions ?? {};
  const status = STATUS_BY_CODE[extensions.code ?? ''];
  if (!status) return new OperationFailedError(`${extensions.code ?? 'no code'}: ${first.message}`);
  const retryAfter = extensions.retryAfterSeconds;
  return (
    limitRefusal(extensions) ??
    new RestError(status, first.message, extensions.fields?.[0]?.path, retryAfter ? { retry_after: retryAfter } : {})
  );
}

/** How a route names the schema's input fields in its own JSON (the GraphQL path when it names none). */
export type FieldNames = (path: string) => string;

/** camelCase segments as snake_case, with a route's own names for some: "attribution.sourceUrl" -> "attribution.source_link". */
export function snakeCaseFields(overrides: Record<string, string> = {}): FieldNames {
  return (path) =>
    overrides[path] ??
    path
      .split('.')
      .map((segment) => overrides[segment] ?? segment.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`))
      .join('.');
}

/**
 * A typed mutation failure (ValidationError, NotAuthorizedError, NotFoundError) as a RestError: the
 * first failing field names the error; when several fail, `errors` lists each with its message.
 */
export function errorOfTyped(
  result: { __typename: string; message?: string; code?: string; fields?: FieldError[] },
  fieldNames: FieldNames = (path) => path,
): RestError {
  const status = STATUS_BY_CODE[result.code ?? ''] ?? (result.__typename === 'NotFoundError' ? 404 : 400);
  const fields = (result.fields ?? []).map((field) => ({ field: fieldNames(field.path), message: field.message }));
  return new RestError(status, result.message ?? 'Request failed', fields[0]?.field, fields.length > 1 ? { errors: fields } : {});
}

/** The data of a successful result, or throws the matching RestError. */
export function dataOf<T>(result: GraphQLResult<T>): T {
  const error = errorOfResult(result);
  if (error) throw error;
  if (!result.data) throw new OperationFailedError('a GraphQL result without data or errors');
  return result.data;
}

/** A mutation's payload when its __typename is the expected one; its typed error as a RestError otherwise. */
export function payloadOf<T extends { __typename: string }, Name extends T['__typename']>(
  value: T,
  typename: Name,
  fieldNames?: FieldNames,
): Extract<T, { __typename: Name }> {
  if (value.__typename !== typename) throw errorOfTyped(value as never, fieldNames);
  return value as Extract<T, { __typename: Name }>;
}

/**
 * The JSON body of a request: a 415 when a body is sent as another type than application/json (a charset
 * or other parameter may follow), a 400 naming the problem when it is no JSON object. A browser sends
 * text/plain, a form or no type at all to another site without asking it first (no CORS preflight), so a
 * hostile page could otherwise sign in, sign up or report on its visitor's address; application/json it
 * must ask for.
 */
export async function jsonBody(c: HonoContext): Promise<Record<string, unknown>> {
  const contentType = c.req.header('content-type');
  if ((contentType ?? '').split(';')[0].trim().toLowerCase() !== JSON_MEDIA_TYPE) {
    // No body at all is no JSON object, as it always was; a body of another type is not read as JSON.
    if (contentType === undefined && !(await c.req.text())) throw new RestError(400, NOT_JSON);
    throw new RestError(415, 'Send the body as JSON, with Content-Type: application/json.');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new RestError(400, NOT_JSON);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new RestError(400, 'The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

/** The largest id (and offset) the schema's Int carries. */
export const MAX_INT = DB_INT_MAX;

/** A numeric id from the path; 404 for anything that is not one. */
export function idParam(c: HonoContext, name: string, what: string): number {
  const raw = c.req.param(name) ?? '';
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || id < 1 || id > MAX_INT) throw new RestError(404, `${what} not found`);
  return id;
}

/**
 * A whole-number query parameter: `fallback` when absent, a 400 naming it when it is not a whole number
 * of at least `min`; values above `max` are lowered to it (a legacy client asking for more gets the most).
 */
export function intQuery(c: HonoContext, name: string, options: { fallback: number; min: number; max?: number }): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return options.fallback;
  if (!/^-?\d{1,15}$/.test(raw.trim())) throw new RestError(400, `${name} must be a whole number`, name);
  const value = Number(raw.trim());
  if (value < options.min) throw new RestError(400, `${name} must be at least ${options.min}`, name);
  if (options.max !== undefined) return Math.min(value, options.max);
  if (value > MAX_INT) throw new RestError(400, `${name} is too large`, name);
  return value;
}

/** A yes/no query parameter: true for "true" or "1", false when absent; a 400 naming it otherwise. */
export function booleanQuery(c: HonoContext, name: string): boolean {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new RestError(400, `${name} must be true or false`, name);
}

/** One of a few allowed values of a JSON field or query parameter, or a 400 naming it. */
export function oneOf<T extends string>(value: unknown, name: string, allowed: readonly T[]): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new RestError(400, `${name} must be one of: ${allowed.join(', ')}`, name);
}

/** The file of a multipart form's field, or a 400 naming the field (a body that is no form included). */
export async function fileField(c: HonoContext, name: string): Promise<File> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw new RestError(400, `Send the file as multipart/form-data, in the field ${name}`, name);
  }
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new RestError(400, 'The multipart body could not be read.', name);
  }
  const file = form[name];
  if (!(file instanceof File)) throw new RestError(400, `${name} is required`, name);
  return file;
}
