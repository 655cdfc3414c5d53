// Runs a named GraphQL operation against the same Yoga instance, in-process, on behalf of the REST
// caller (their bearer token and client address go along), and turns failures into REST answers.
import type { Context as HonoContext } from 'hono';
import type { YogaServerInstance } from 'graphql-yoga';
import type { FieldError } from '../common/validation';
import type { Context } from '../gateway/context';
import type { ServerContext } from '../gateway/yoga';

export interface GraphQLResult<T> {
  data?: T | null;
  errors?: Array<{
    message: string;
    path?: Array<string | number>;
    extensions?: { code?: string; http?: { status?: number }; fields?: FieldError[] };
  }>;
}

export interface OperationRunner {
  run<T = any>(
    c: HonoContext,
    document: string,
    variables?: Record<string, unknown>,
    files?: Record<string, File>,
  ): Promise<GraphQLResult<T>>;
}

/** The name after `query`/`mutation`, which Yoga needs to pick the operation. */
function operationName(document: string): string {
  const match = /\b(?:query|mutation)\s+(\w+)/.exec(document);
  if (!match) throw new Error('rest-compat operations must be named');
  return match[1];
}

const operations = new Map<string, string>();

/**
 * Declares one of rest-compat's named operations. Every route's document goes through here, so a test
 * can check each against the schema (and the server's query limits) without calling it.
 */
export function operation(document: string): string {
  const name = operationName(document);
  const known = operations.get(name);
  if (known !== undefined && known !== document) throw new Error(`Two rest-compat operations are named ${name}`);
  operations.set(name, document);
  return document;
}

/** Every operation declared so far, by name (all of them once the routes are loaded). */
export function declaredOperations(): ReadonlyMap<string, string> {
  return operations;
}

/**
 * A mutation committed, but reading its result failed and left no data (every field is non-null, so
 * one failing field nulls the payload): the write is answered as done, never as failed.
 */
export class CommittedWriteError extends Error {
  override name = 'CommittedWriteError';
  constructor(readonly errors: NonNullable<GraphQLResult<unknown>['errors']>) {
    super(`a write committed, but its result could not be read: ${errors.map((error) => error.message).join('; ')}`);
  }
}

/**
 * Whether a mutation's errors all arose while reading its result: a path beneath the mutation's field is
 * a field of the payload, resolved after the mutation's resolver (and its transaction) returned.
 */
function onlyResultErrors(document: string, result: GraphQLResult<unknown>): boolean {
  const errors = result.errors ?? [];
  return /^\s*mutation\b/.test(document) && errors.length > 0 && errors.every((error) => (error.path?.length ?? 0) > 1);
}

export function operationRunner(
  yoga: YogaServerInstance<ServerContext, Context>,
  clientAddressOf: (c: HonoContext) => string,
  onUnexpectedError: (error: unknown, c: HonoContext) => void = () => {},
): OperationRunner {
  return {
    async run(c, document, variables = {}, files) {
      const headers = new Headers({ accept: 'application/graphql-response+json, application/json' });
      const authorization = c.req.header('authorization');
      if (authorization) headers.set('authorization', authorization);
      let body: BodyInit;
      const payload = { query: document, variables, operationName: operationName(document) };
      if (files && Object.keys(files).length) {
        // The GraphQL multipart request spec: operations, a map of file parts to variables, the files.
        const form = new FormData();
        form.append('operations', JSON.stringify(payload));
        form.append(
          'map',
          JSON.stringify(Object.fromEntries(Object.keys(files).map((name, index) => [String(index), [`variables.${name}`]]))),
        );
        Object.values(files).forEach((file, index) => form.append(String(index), file, file.name));
        body = form;
      } else {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(payload);
      }
      // Same-origin by construction: Yoga's CSRF prevention asks for this header on non-JSON bodies.
      headers.set('x-graphql-yoga-csrf', 'rest-compat');
      const response = await yoga.fetch(new Request('http://rest-compat.internal/graphql', { method: 'POST', headers, body }), {
        clientAddress: clientAddressOf(c),
      });
      const result = (await response.json()) as GraphQLResult<any>;
      if (onlyResultErrors(document, result)) {
        // Committed: what was read is answered (the failing fields null), and the failure is ours to look into.
        if (!result.data) throw new CommittedWriteError(result.errors!);
        onUnexpectedError(new CommittedWriteError(result.errors!), c);
        return { data: result.data };
      }
      return result;
    },
  };
}
