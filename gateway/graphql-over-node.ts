// The hot path: a JSON POST to /graphql goes from node:http to Yoga's operation handler (decision 0034),
// without the fetch Request and Response that Hono and Yoga's own node adapter build, stream and convert
// for every request. It reads the body itself (the length is known and within the limit), hands the
// parameters to Yoga's getResultForParams (Yoga's parameter checks, the envelop plugins: limits, cost,
// deadline, masked errors, the context with the viewer) and writes the result as Yoga's regular result
// processor would. It gets everything the Hono stack gives /graphql: a request id and its access-log
// line, the security headers of an API answer, the body limit, the client address as TRUST_PROXY says.
// A body Yoga would refuse (not JSON, not an operation's parameters) is handed to Yoga whole, before
// anything ran, so the refusal is Yoga's own. Anything else (GraphiQL, multipart uploads, bodies without
// a length, Accept headers asking for streams, requests with an Origin when CORS_ORIGINS is set) returns
// false and goes through the Hono app. Answers are compressed as the app compresses them (compression.ts).
import type { ServerResponse } from 'node:http';
import { isAsyncIterable, processRegularResult, type GraphQLParams, type YogaServerInstance } from 'graphql-yoga';
import type { ExecutionResult } from 'graphql';
import type { Logger } from 'pino';
import type { Context } from './context';
import { JSON_BODY_LIMIT } from '../common/body-limits';
import { cachedPreferredEncoding, encodeText, isCompressible, varyWithAcceptEncoding, type ContentEncoding } from './compression';
import { clientAddressResolver, type TrustProxy } from './security/client-address';
import { QUERY_COST_HEADER } from './security/graphql-limits';
import { API_POLICY, commonSecurityHeaders } from './security/headers';
import { RateLimitMeter } from './security/rate-limit-headers';
import { elapsedMs, logRequest, REQUEST_ID_HEADER, RequestLogger, requestIdOf } from './security/request-log';
import type { ServerContext } from './yoga';
import type { NodeRequest, NodeResponse } from './server';

export interface GraphqlOverNodeOptions {
  yoga: YogaServerInstance<ServerContext, Context>;
  logger: Logger;
  trustProxy?: TrustProxy;
  hsts?: boolean;
  /** Origins allowed cross-site (CORS_ORIGINS): a request with an Origin then goes through the app, where Yoga adds the CORS headers. */
  corsOrigins?: string[];
}

/** A node:http handler that answers JSON POSTs to /graphql and returns true, or returns false for anything else. */
export function graphqlOverNode(options: GraphqlOverNodeOptions): (request: NodeRequest, response: NodeResponse) => boolean {
  const resolveClientAddress = clientAddressResolver(options.trustProxy ?? { hops: 0 });
  // Made once: every answer carries them, written with the head in one call (decision 0056).
  const securityHeaders: Record<string, string> = { 'Content-Security-Policy': API_POLICY, ...commonSecurityHeaders(options) };
  // The same as name, value, name, value...: node:http writes a head given as a flat array without the
  // per-request object walk it does for a record (decision 0058: about 0.008 ms a request).
  const securityHeaderList = Object.entries(securityHeaders).flat();
  return (request, response) => {
    if (request.method !== 'POST' || (request.url !== '/graphql' && !request.url?.startsWith('/graphql?'))) return false;
    if (!request.headers['content-type']?.startsWith('application/json')) return false;
    const length = Number(request.headers['content-length']);
    // Without a length (a chunked body) or over the limit, Hono's body limit answers as it streams.
    if (!request.headers['content-length'] || !Number.isSafeInteger(length) || length > JSON_BODY_LIMIT) return false;
    if (options.corsOrigins?.length && request.headers.origin) return false;
    const mediaType = cachedRegularMediaType(request.headers.accept);
    if (!mediaType) return false;

    const started = performance.now();
    const requestId = requestIdOf(single(request.headers['x-request-id']));
    // The same line as a child logger with { reqId } writes (its bindings first), without making a child per request.
    const log = new RequestLogger(options.logger, requestId);
    response.once('finish', () => {
      logRequest(log, { method: 'POST', path: '/graphql', status: response.statusCode, durationMs: elapsedMs(started) });
    });
    const forwardedFor = request.headers['x-forwarded-for'];
    const clientAddress = resolveClientAddress(
      request.socket.remoteAddress ?? 'unknown',
      Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
    );
    const encoding = cachedPreferredEncoding(single(request.headers['accept-encoding']));
    answer(options.yoga, request, response, { securityHeaders, securityHeaderList, requestId, encoding }, mediaType, {
      clientAddress,
    }).catch((error: unknown) => {
      log.error({ err: error, path: '/graphql' }, 'unhandled error');
      if (!response.headersSent) {
        response.writeHead(500, { ...securityHeaders, [REQUEST_ID_HEADER]: requestId, 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: 'Something went wrong on our side. Please try again.' }));
      } else response.destroy();
    });
    return true;
  };
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

type Yoga = YogaServerInstance<ServerContext, Context>;
type RegularMediaType = 'application/graphql-response+json' | 'application/json';
const REGULAR_MEDIA_TYPES: RegularMediaType[] = ['application/graphql-response+json', 'application/json'];

/**
 * The media type Yoga's regular result processor answers with for this Accept header, found as Yoga
 * finds it (plugins/use-result-processor.js: the first type of the header that a processor matches,
 * `*\/*` or no header meaning application/json; a charset other than utf-8 skipped), or null when the
 * header asks for nothing it serves.
 */
export function regularMediaType(accept: string | undefined): RegularMediaType | null {
  const asked = (accept || '*/*')
    .replace(/\s/g, '')
    .toLowerCase()
    .split(',')
    .flatMap((entry) => {
      const [type, ...parameters] = entry.split(';');
      const charset = parameters.find((parameter) => parameter.includes('charset=')) ?? 'charset=utf-8';
      return charset === 'charset=utf-8' ? [type] : [];
    })
    .reverse();
  let chosen: RegularMediaType | null = null;
  for (const type of asked) {
    const [group, subtype] = type.split('/');
    for (const served of REGULAR_MEDIA_TYPES) {
      const [servedGroup, servedSubtype] = served.split('/');
      if ((group === '*' || group === servedGroup) && (subtype === '*' || subtype === servedSubtype)) chosen = served;
    }
  }
  return chosen;
}

/** Accept headers seen, and the media type each asks for: clients send a handful of different ones. */
const mediaTypes = new Map<string, RegularMediaType | null>();
const MEDIA_TYPES_KEPT = 100;

/** regularMediaType, remembered for the first MEDIA_TYPES_KEPT headers (short ones only): a pure function of the header. */
function cachedRegularMediaType(accept: string | undefined): RegularMediaType | null {
  const key = accept ?? '';
  const known = mediaTypes.get(key);
  if (known !== undefined) return known;
  const found = regularMediaType(accept);
  if (mediaTypes.size < MEDIA_TYPES_KEPT && key.length <= 256) mediaTypes.set(key, found);
  return found;
}

/** The parameters of one operation as Yoga accepts them in a JSON body, or null for anything else. */
function operationParams(body: string): GraphQLParams | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { query, variables, operationName, extensions, ...rest } = parsed as Record<string, unknown>;
  const isObjectOrNone = (value: unknown) => value == null || (typeof value === 'object' && !Array.isArray(value));
  if (Object.keys(rest).length || typeof query !== 'string') return null;
  if (!isObjectOrNone(variables) || !isObjectOrNone(extensions)) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  return parsed as GraphQLParams;
}

function readBody(request: NodeRequest): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The headers Yoga and the context read (the token, the body's type, what the client accepts). */
function forwardedHeaders(request: NodeRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ['authorization', 'content-type', 'accept', QUERY_COST_HEADER]) {
    const value = single(request.headers[name]);
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

async function answer(
  yoga: Yoga,
  request: NodeRequest,
  response: NodeResponse,
  answerHead: AnswerHead,
  mediaType: RegularMediaType,
  serverContext: ServerContext,
): Promise<void> {
  const body = await readBody(request);
  const url = `http://localhost${request.url ?? '/graphql'}`;
  // The answer's RateLimit headers (decision 0079), gathered as Yoga runs the operation.
  const meter = new RateLimitMeter();
  serverContext = { ...serverContext, meter };
  const params = operationParams(body);
  let result: Awaited<ReturnType<Yoga['getResultForParams']>> | undefined;
  if (params) {
    const lean = new yoga.fetchAPI.Request(url, { method: 'POST', headers: forwardedHeaders(request) });
    try {
      result = await yoga.getResultForParams({ params, request: lean }, serverContext);
    } catch {
      // Thrown by Yoga's parameter checks, before anything ran: Yoga answers the whole request below.
      result = undefined;
    }
  }
  if (result === undefined) {
    const headers = Object.entries(request.headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
    );
    // A fetch Request as Hono makes one, so Yoga reads the body as it does through the app.
    const answered = await yoga.fetch(new Request(url, { method: 'POST', headers, body }), serverContext);
    return writeFetchResponse(response, { ...answerHead, limitHeaders: await meter.headers() }, answered);
  }
  const limitHeaders = await meter.headers();
  const plain = !isAsyncIterable(result) && !result.errors?.length && !(result as ExecutionResult).extensions?.http;
  if (!plain)
    return writeFetchResponse(response, { ...answerHead, limitHeaders }, await processRegularResult(result, yoga.fetchAPI, mediaType));
  // An answer written as PostgreSQL wrote it carries its own text, which Yoga's result processor writes too (decision 0059).
  const stringify = (result as { stringify?: (result: unknown) => string }).stringify;
  const json = typeof stringify === 'function' ? stringify(result) : JSON.stringify(result);
  const encoded = await encodeText(json, answerHead.encoding);
  // A flat list of names and values, which HTTP/2's compatibility response takes too (its types say otherwise).
  (response as ServerResponse).writeHead(200, [
    ...answerHead.securityHeaderList,
    ...Object.entries(limitHeaders).flat(),
    REQUEST_ID_HEADER,
    answerHead.requestId,
    'content-type',
    CONTENT_TYPES[mediaType],
    'vary',
    'Accept-Encoding',
    ...(encoded.encoding ? ['content-encoding', encoded.encoding] : []),
    'content-length',
    String(Buffer.byteLength(encoded.body)),
  ]);
  response.end(encoded.body);
}

/** What an answer's head carries: the security headers (as a record and as a flat list) and the request id; and the encoding the client takes. */
interface AnswerHead {
  securityHeaders: Record<string, string>;
  securityHeaderList: string[];
  requestId: string;
  encoding: ContentEncoding | null;
  /** RateLimit-Policy and RateLimit (decision 0079). */
  limitHeaders?: Record<string, string>;
}

const CONTENT_TYPES: Record<RegularMediaType, string> = {
  'application/json': 'application/json; charset=utf-8',
  'application/graphql-response+json': 'application/graphql-response+json; charset=utf-8',
};

/** Yoga's answer, with the security headers and request id under it (Yoga's own headers win, as in the Hono stack), compressed as the app would. */
async function writeFetchResponse(
  response: NodeResponse,
  { securityHeaders, requestId, encoding: accepted, limitHeaders }: AnswerHead,
  answer: Response,
): Promise<void> {
  const text = await answer.text();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...securityHeaders, ...limitHeaders, [REQUEST_ID_HEADER]: requestId })) {
    if (!answer.headers.has(name)) headers[name] = value;
  }
  answer.headers.forEach((value, name) => (headers[name] = value));
  let body: string | Uint8Array = text;
  if (isCompressible(headers['content-type'])) {
    headers.vary = varyWithAcceptEncoding(headers.vary ?? null);
    const encoded = await encodeText(text, headers['content-encoding'] ? null : accepted);
    body = encoded.body;
    if (encoded.encoding) headers['content-encoding'] = encoded.encoding;
  }
  headers['content-length'] = String(Buffer.byteLength(body));
  response.writeHead(answer.status, headers);
  response.end(body);
}
