// Runs a named GraphQL operation against the same Yoga instance, in-process, on behalf of the REST
// caller (their bearer token and client address go along), and turns failures into REST answers.
import type { Context as HonoContext } from 'hono';
import type { TadaDocumentNode } from 'gql.tada';
import { type OperationDefinitionNode, print } from 'graphql';
import type { GraphQLParams, YogaServerInstance } from 'graphql-yoga';
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

/** A declared operation: its typed document, and the text and name sent to Yoga. */
export interface Operation<Result, Variables> {
  readonly document: TadaDocumentNode<Result, Variables>;
  readonly name: string;
  readonly text: string;
  readonly kind: OperationDefinitionNode['operation'];
}

export interface OperationRunner {
  /** Runs an operation; File values among the variables go as parts of a multipart request. */
  run<Result, Variables>(
    c: HonoContext,
    operation: Operation<Result, Variables>,
    ...variables: Record<string, never> extends Variables ? [variables?: Variables] : [variables: Variables]
  ): Promise<GraphQLResult<Result>>;
}

const operations = new Map<string, string>();

/**
 * Declares one of rest-compat's named operations. Every route's document goes through here, so a test
 * can check each against the schema (and the server's query limits) without calling it.
 */
export function operation<Result, Variables>(document: TadaDocumentNode<Result, Variables>): Operation<Result, Variables> {
  const definition = document.definitions.find((node): node is OperationDefinitionNode => node.kind === 'OperationDefinition');
  const name = definition?.name?.value;
  if (!definition || !name) throw new Error('rest-compat operations must be named');
  const text = print(document);
  const known = operations.get(name);
  if (known !== undefined && known !== text) throw new Error(`Two rest-compat operations are named ${name}`);
  operations.set(name, text);
  return { document, name, text, kind: definition.operation };
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
function onlyResultErrors(operation: Pick<Operation<unknown, unknown>, 'kind'>, result: GraphQLResult<unknown>): boolean {
  const errors = result.errors ?? [];
  return operation.kind === 'mutation' && errors.length > 0 && errors.every((error) => (error.path?.length ?? 0) > 1);
}

export function operationRunner(
  yoga: YogaServerInstance<ServerContext, Context>,
  serverContextOf: (c: HonoContext) => ServerContext,
  onUnexpectedError: (error: unknown, c: HonoContext) => void = () => {},
): OperationRunner {
  return {
    async run<Result, Variables>(c: HonoContext, operation: Operation<Result, Variables>, variables?: Variables) {
      const headers = new Headers({ accept: 'application/graphql-response+json, application/json' });
      const authorization = c.req.header('authorization');
      if (authorization) headers.set('authorization', authorization);
      let body: BodyInit | null = null;
      const files = Object.fromEntries(Object.entries(variables ?? {}).filter(([, value]) => value instanceof File)) as Record<
        string,
        File
      >;
      // The multipart request spec: a file's variable is null in the operation, the map points a part at it.
      const nulls = Object.fromEntries(Object.keys(files).map((name) => [name, null]));
      const payload = { query: operation.text, variables: { ...variables, ...nulls }, operationName: operation.name };
      if (Object.keys(files).length) {
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
      }
      // Same-origin by construction: Yoga's CSRF prevention asks for this header on non-JSON bodies.
      headers.set('x-graphql-yoga-csrf', 'rest-compat');
      const result = await resultOf<Result>(yoga, headers, body, payload, serverContextOf(c));
      if (onlyResultErrors(operation, result)) {
        // Committed: what was read is answered (the failing fields null), and the failure is ours to look into.
        if (!result.data) throw new CommittedWriteError(result.errors!);
        onUnexpectedError(new CommittedWriteError(result.errors!), c);
        return { data: result.data };
      }
      return result;
    },
  };
}

/**
 * The operation's result. Files go as a multipart request through Yoga's whole handler (it reads the
 * parts); anything else is handed to Yoga's operation handler as parameters, as the /graphql fast path
 * does (decision 0034): the same plugins, limits, budget and masked errors, without writing the
 * operation and its result as JSON only to read them back (decision 0057).
 */
async function resultOf<Result>(
  yoga: YogaServerInstance<ServerContext, Context>,
  headers: Headers,
  body: BodyInit | null,
  params: GraphQLParams,
  serverContext: ServerContext,
): Promise<GraphQLResult<Result>> {
  const url = 'http://rest-compat.internal/graphql';
  if (body !== null) {
    const response = await yoga.fetch(new Request(url, { method: 'POST', headers, body }), serverContext);
    return (await response.json()) as GraphQLResult<Result>;
  }
  const request = new yoga.fetchAPI.Request(url, { method: 'POST', headers });
  const result = await yoga.getResultForParams({ params, request }, serverContext);
  if (!result || Symbol.asyncIterator in result) throw new Error('rest-compat operations answer once; this one did not');
  return result as GraphQLResult<Result>;
}
