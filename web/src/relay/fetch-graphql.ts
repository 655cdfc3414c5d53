// The network layer of the Relay environment: POST /graphql with the member's bearer token, JSON for
// ordinary operations and a graphql-multipart-request-spec body when files go along (Relay's
// `uploadables`). Unsubscribing aborts the request. Every failure reaches Relay as one of the three
// errors below, in the app's words; a request nobody waits for any more fails silently.
//
// Offline (decision 0068): a member's query answers are kept on the device, and a query the server
// cannot be reached for is answered from that copy when there is one. Mutations are never answered
// from the device nor kept for later: offline they fail, and the screen says so.
import type { FetchFunction, GraphQLResponse, RequestParameters, UploadableMap } from 'relay-runtime';
import { NETWORK_ERROR_MESSAGE } from '@common/constants';
import { Observable } from './observable';
import type { SavedAnswerStore } from './saved-answers';
import { requestKey, type SavedCopies } from './saved-copies';

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

/**
 * What a screen or a toast tells of a request that failed: the server's own words when it answered with
 * some (a limit, a refusal, "Not found"), else the caller's text from the spec: a dropped connection or a
 * proxy's error page has no words meant for a member.
 */
export function requestErrorText(error: unknown, fallback: string): string {
  return error instanceof GraphQLResponseError ? error.message : fallback;
}

/**
 * What a toast tells of a write (or an action a member took) that failed: as `requestErrorText`, but no
 * answer at all says "Network error. Please try again.", so the member knows to try again once online.
 */
export function actionErrorText(error: unknown, fallback: string): string {
  return error instanceof NetworkFailureError ? NETWORK_ERROR_MESSAGE : requestErrorText(error, fallback);
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

/** Where a member's query answers are kept, and who is told when a screen shows one of them. */
export interface SavedAnswersOptions {
  /**
   * Whose answers these are: the signed-in member, or null (nothing is kept or read). Asked when a
   * request starts and again when its answer comes: an answer for a member who has signed out since is
   * not kept.
   */
  viewer(): string | null;
  /** The device's saved answers, loaded on first use (IndexedDB code stays out of the first chunk). */
  store(): Promise<SavedAnswerStore>;
  copies: SavedCopies;
  /** The first answer from the network after screens were answered from the device. */
  onBackOnline?(): void;
}

export interface FetchFnOptions {
  endpoint?: string;
  /** The stored session token, read at the moment each request starts. */
  getToken(): string | null;
  fetch?: typeof fetch;
  /** Whether the page is being left: requests that fail then are the browser cancelling them. */
  isLeaving?(): boolean;
  /** Keep members' query answers on the device and answer from them when the server cannot be reached. */
  saved?: SavedAnswersOptions;
}

/** Statuses of a proxy whose server is down or unreachable: as good as no answer for a saved copy. */
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

function isUnreachable(error: unknown): boolean {
  return error instanceof NetworkFailureError || (error instanceof GraphQLHttpError && UNREACHABLE_STATUSES.has(error.status));
}

/** The id Relay keys the operation's document by: the hash of its text, or its persisted id. */
function documentIdOf(request: RequestParameters): string | null {
  return 'cacheID' in request && request.cacheID ? request.cacheID : request.id;
}

/** Keeps an answer worth keeping (data and no errors) in the background; a failure only loses the copy. */
function keep(saved: SavedAnswersOptions, viewer: string, key: string, answer: GraphQLResponse): void {
  const body = answer as { data?: unknown; errors?: unknown };
  if (!body.data || body.errors !== undefined || saved.viewer() !== viewer) return;
  const text = JSON.stringify(answer);
  saved
    .store()
    .then((store) => store.save(viewer, key, text))
    .catch((error: unknown) => console.warn('An answer could not be saved on this device.', error));
}

async function readSaved(saved: SavedAnswersOptions, viewer: string, key: string) {
  try {
    const copy = await (await saved.store()).read(viewer, key);
    return copy ? { savedAt: copy.savedAt, response: JSON.parse(copy.text) as GraphQLResponse } : null;
  } catch (error) {
    console.warn('The answer saved on this device could not be read.', error);
    return null;
  }
}

export function createFetchFn({
  endpoint = '/graphql',
  getToken,
  fetch: fetchImpl = fetch,
  isLeaving = () => false,
  saved,
}: FetchFnOptions): FetchFunction {
  return (request, variables, cacheConfig, uploadables) => {
    const operation: OperationPayload = { query: request.text ?? '', operationName: request.name, variables };
    // A caller may name the token explicitly (signing out sends the token it is about to forget).
    const explicitToken = cacheConfig?.metadata?.authToken as string | undefined;
    const token = explicitToken ?? getToken();
    // Only queries of the signed-in member's own session are kept and answered from the device: a
    // request naming its token (the startup check) asks about that token, and must reach the server.
    const viewer = saved && request.operationKind === 'query' && explicitToken === undefined && !uploadables ? saved.viewer() : null;
    const key = requestKey(request.name, documentIdOf(request), variables);
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
          if (saved && viewer !== null && !UNREACHABLE_STATUSES.has(response.status)) {
            // The server answered: whatever the screen shows now is not the saved copy.
            saved.copies.markFresh(key);
            if (saved.copies.backOnline()) saved.onBackOnline?.();
          }
          const answer = interpretResponse(json, response.status, response.statusText);
          if (saved && viewer !== null) keep(saved, viewer, key, answer);
          sink.next(answer);
          sink.complete();
        }, noAnswer)
        .catch(async (error: unknown) => {
          // Unsubscribed (the screen that asked is gone), or the page is being left: nobody to tell.
          if (controller.signal.aborted || isLeaving()) return;
          const copy = saved && viewer !== null && isUnreachable(error) ? await readSaved(saved, viewer, key) : null;
          if (controller.signal.aborted) return;
          if (saved && copy) {
            saved.copies.markSaved(key, copy.savedAt);
            sink.next(copy.response);
            sink.complete();
            return;
          }
          sink.error(error instanceof Error ? error : new Error(String(error)));
        });
      return () => controller.abort();
    });
  };
}
