// The network layer of the Relay environment: POST /graphql with the member's bearer token, JSON for
// ordinary operations and a graphql-multipart-request-spec body when files go along (Relay's
// `uploadables`). Unsubscribing aborts the request. Every failure reaches Relay as one of the three
// errors below, in the app's words; a request nobody waits for any more fails silently.
import type { FetchFunction, GraphQLResponse, UploadableMap } from 'relay-runtime';
import { NETWORK_ERROR_MESSAGE } from '@common/constants';
import { Observable } from './observable';

export interface GraphQLErrorShape {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; [key: string]: unknown };
}

/** A response that carried no data, only errors: its message is the first error's (e.g. "Not found"). */
export class GraphQLResponseError extends Error {
  override name = 'GraphQLResponseError';
  readonly errors: readonly GraphQLErrorShape[];
  /** extensions.code of the first error: UNAUTHENTICATED, FORBIDDEN, RATE_LIMITED, ... */
  readonly code: string | undefined;
  constructor(errors: readonly GraphQLErrorShape[]) {
    super(errors[0]?.message ?? 'The server could not answer this request.');
    this.errors = errors;
    this.code = errors[0]?.extensions?.code;
  }
}

/** The server did not answer with GraphQL (a proxy error page, a crash): status and status text. */
export class GraphQLHttpError extends Error {
  override name = 'GraphQLHttpError';
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(statusText ? `${status} ${statusText}` : `HTTP ${status}`);
  }
}

/**
 * The request got no answer at all (no connection, the server unreachable, the browser or a proxy
 * cancelled it): the spec's "Network error. Please try again." instead of the browser's "Failed to
 * fetch". A TypeError, like fetch's own failure, so code that tells "no answer" from "an error answer"
 * by `instanceof TypeError` keeps working.
 */
export class NetworkFailureError extends TypeError {
  override name = 'NetworkFailureError';
  constructor(readonly reason: unknown) {
    super(NETWORK_ERROR_MESSAGE);
  }
}

export interface OperationPayload {
  query: string;
  operationName: string;
  variables: Record<string, unknown>;
}

/**
 * The multipart body of the graphql-multipart-request-spec. `uploadables` are keyed by the path of
 * their variable ("photo", "input.avatar", "input.photos.0"); those variables go out as null and the
 * `map` part points each file at its path.
 */
export function buildMultipartBody(operation: OperationPayload, uploadables: UploadableMap): FormData {
  const variables = structuredClone(operation.variables);
  const map: Record<string, string[]> = {};
  const files: Array<[string, File | Blob]> = [];
  Object.entries(uploadables).forEach(([variablePath, file], index) => {
    setAtPath(variables, variablePath.split('.'), null);
    map[String(index)] = [`variables.${variablePath}`];
    files.push([String(index), file]);
  });
  const form = new FormData();
  form.append('operations', JSON.stringify({ ...operation, variables }));
  form.append('map', JSON.stringify(map));
  for (const [name, file] of files) form.append(name, file);
  return form;
}

function setAtPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node: Record<string, unknown> = target;
  path.slice(0, -1).forEach((key, i) => {
    if (node[key] === undefined || node[key] === null) node[key] = /^\d+$/.test(path[i + 1]) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[path[path.length - 1]] = value;
}

/** What a response means for Relay: data (possibly with field errors) goes on; errors alone are thrown. */
export function interpretResponse(json: unknown, status: number, statusText: string): GraphQLResponse {
  if (!json || typeof json !== 'object') throw new GraphQLHttpError(status, statusText);
  const body = json as { data?: unknown; errors?: GraphQLErrorShape[] };
  if (body.data === undefined || body.data === null) {
    if (Array.isArray(body.errors) && body.errors.length > 0) throw new GraphQLResponseError(body.errors);
    throw new GraphQLHttpError(status, statusText);
  }
  return body as GraphQLResponse;
}

function noAnswer(error: unknown): never {
  throw new NetworkFailureError(error);
}

/** Not JSON after all: an answer the app cannot read (its status tells); cut off on the way: no answer. */
function unreadableBody(error: unknown): null {
  if (error instanceof SyntaxError) return null;
  throw new NetworkFailureError(error);
}

export interface FetchFnOptions {
  endpoint?: string;
  /** The stored session token, read at the moment each request starts. */
  getToken(): string | null;
  fetch?: typeof fetch;
  /** Whether the page is being left: requests that fail then are the browser cancelling them. */
  isLeaving?(): boolean;
}

export function createFetchFn({
  endpoint = '/graphql',
  getToken,
  fetch: fetchImpl = fetch,
  isLeaving = () => false,
}: FetchFnOptions): FetchFunction {
  return (request, variables, cacheConfig, uploadables) => {
    const operation: OperationPayload = { query: request.text ?? '', operationName: request.name, variables };
    // A caller may name the token explicitly (signing out sends the token it is about to forget).
    const token = (cacheConfig?.metadata?.authToken as string | undefined) ?? getToken();
    // The CSRF header: the server refuses multipart (upload) requests without it, since a cross-site
    // form could send those without a CORS preflight.
    const headers: Record<string, string> = { accept: 'application/graphql-response+json, application/json', 'x-graphql-yoga-csrf': '1' };
    if (token) headers.authorization = `Bearer ${token}`;
    let body: BodyInit;
    if (uploadables && Object.keys(uploadables).length > 0) {
      // The browser sets the multipart content type with its boundary.
      body = buildMultipartBody(operation, uploadables);
    } else {
      body = JSON.stringify(operation);
      headers['content-type'] = 'application/json';
    }

    return Observable.create<GraphQLResponse>((sink) => {
      const controller = new AbortController();
      fetchImpl(endpoint, { method: 'POST', headers, body, signal: controller.signal })
        .then(async (response) => {
          const isJson = /json/.test(response.headers.get('content-type') ?? '');
          const json: unknown = isJson ? await response.json().catch(unreadableBody) : null;
          sink.next(interpretResponse(json, response.status, response.statusText));
          sink.complete();
        }, noAnswer)
        .catch((error: unknown) => {
          // Unsubscribed (the screen that asked is gone), or the page is being left: nobody to tell.
          if (controller.signal.aborted || isLeaving()) return;
          sink.error(error instanceof Error ? error : new Error(String(error)));
        });
      return () => controller.abort();
    });
  };
}
