// The GraphQL endpoint: Yoga over the Pothos schema. server.ts listens; tests call `yoga.fetch`.
// Subscriptions are served over server-sent events (a POST with "Accept: text/event-stream"), with
// Yoga's pings every 12 s keeping idle connections open through proxies (decision 0072).
import { GraphQLError } from 'graphql';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { Logger } from 'pino';
import { type SessionSettings, type Viewer, viewerFromToken } from './auth/sessions';
import { readOnlyTokensPlugin } from './auth/read-only-tokens';
import { bearerToken } from './auth/tokens';
import { toUnavailable } from './db/errors';
import type { Context } from './context';
import { AppError, graphQLErrorOf } from './errors';
import { RATE_LIMITS, type RateLimitRule } from './rate-limit';
import { schema } from './schema';
import { answersAsTextPlugin } from './read/answer';
import type { Services } from './services';
import { graphiqlOptions, renderGraphiQL } from './security/graphiql';
import { QUERY_DEADLINE_MS, queryDeadlinePlugin } from './security/deadline';
import { documentCachePlugin } from './security/document-cache';
import { costBudgetKey, graphqlLimitsPlugin, queryCostPlugin } from './security/graphql-limits';
import { refusalsInStreamPlugin } from './live/refusals-in-stream';
import { EXPOSED_HEADERS, type RateLimitMeter } from './security/rate-limit-headers';

/**
 * Headers a browser cannot send cross-site without a CORS preflight; one is required on GET and
 * non-JSON POSTs. Yoga's own name, and Apollo's (which some GraphQL clients send).
 */
export const CSRF_HEADERS = ['x-graphql-yoga-csrf', 'graphql-require-preflight'];

export interface YogaOptions {
  /** The database, file storage and rate-limit store every request uses (gateway/services.ts). */
  services: Services;
  sessions: SessionSettings;
  logger: Logger;
  /** Development shows the original message of unexpected errors. */
  exposeErrors?: boolean;
  /** Browser origins allowed to call from other sites; none (same-origin only) by default. */
  corsOrigins?: string[];
  /** How long a query may run before it is stopped (QUERY_DEADLINE_MS unless a test wants less). */
  queryDeadlineMs?: number;
  /** Query cost each member or client address may spend per window (RATE_LIMITS.queryCostPerClient unless configured); null for none. */
  queryCostBudget?: RateLimitRule | null;
}

/** What the server passes with every request (the client address comes from the socket or a trusted proxy). */
export interface ServerContext {
  clientAddress?: string;
  /** Where the answer's RateLimit headers are gathered (gateway/security/rate-limit-headers.ts). */
  meter?: RateLimitMeter;
}

export function createYogaServer(options: YogaOptions): YogaServerInstance<ServerContext, Context> {
  const budget = options.queryCostBudget === undefined ? RATE_LIMITS.queryCostPerClient : options.queryCostBudget;
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    cors: options.corsOrigins?.length
      ? { origin: options.corsOrigins, credentials: false, methods: ['GET', 'POST'], exposedHeaders: EXPOSED_HEADERS }
      : false,
    landingPage: false,
    graphiql: graphiqlOptions,
    // Served from this app (gateway/security/graphiql.ts), not from a CDN, so it works under the CSP.
    renderGraphiQL,
    logging: false,
    // One operation per request: an array body is refused (batches would multiply every limit below).
    batching: false,
    // Bodies are limited before Yoga sees them: Hono's bodyLimit on /graphql (1 MB JSON, 8 MB multipart)
    // and the fast path's Content-Length check. Yoga's own 25 MB limit re-streamed every body through a
    // TransformStream and built a second Request for it (about a tenth of `{ __typename }`'s time).
    maxRequestBodySize: false,
    // Ours instead (documentCachePlugin, below): Yoga's keys every validation by its rules' names, joined per request.
    parserAndValidationCache: false,
    plugins: [
      // Depth, aliases, directives and tokens, checked while parsing and validating.
      graphqlLimitsPlugin(),
      // A read-only access token runs no mutation (decision 0079): refused before the cost is counted.
      readOnlyTokensPlugin(),
      // The cost and list sizes on the coerced arguments, checked just before execution; then the client's cost budget.
      queryCostPlugin(budget),
      // The budget the answer's RateLimit headers describe; a signed-out caller's is known before parsing.
      {
        onParams({ request, context }: { request: Request; context: Partial<ServerContext> }) {
          const meter = context.meter;
          if (!meter || !budget) return;
          meter.limits = options.services.limits;
          meter.rule = budget;
          if (!request.headers.get('authorization'))
            meter.key = costBudgetKey({ viewer: null, clientAddress: context.clientAddress ?? 'unknown' });
        },
      },
      // GET and form-like POSTs (multipart, text/plain, urlencoded) need a header a cross-site form cannot
      // send; application/json POSTs are preflighted by browsers already.
      useCSRFPrevention({ requestHeaders: CSRF_HEADERS }),
      // A query whose every root field is read in SQL is one statement, answered as its text (decision 0065).
      answersAsTextPlugin(),
      // Queries are stopped at the deadline, whichever way they are answered: after the plugins that
      // replace the execution, so that its wrapping holds theirs (decision 0064).
      queryDeadlinePlugin(options.queryDeadlineMs ?? QUERY_DEADLINE_MS),
      // Parsed and validated documents kept per text, after the limits above as Yoga places its own cache.
      documentCachePlugin(),
      // Subscriptions (gateway/live): a refused one answers 200 with its errors in the event stream.
      refusalsInStreamPlugin(),
    ],
    context: ({ request, clientAddress, meter }) => {
      const viewer = viewerFromToken(options.services, options.sessions, bearerToken(request.headers.get('authorization')));
      // Without waiting a turn when the viewer is known (no token, or a cached one).
      if (!(viewer instanceof Promise)) return contextOf(options, request, clientAddress, viewer, meter);
      return viewer.then((read) => contextOf(options, request, clientAddress, read, meter));
    },
    maskedErrors: {
      maskError(error, message) {
        const original = toUnavailable(error instanceof GraphQLError ? error.originalError : error);
        if (original instanceof AppError) return graphQLErrorOf(original, error instanceof GraphQLError ? error.path : undefined);
        // GraphQL errors are deliberate (validation, scope-auth's UNAUTHENTICATED/FORBIDDEN): shown as they are.
        if (error instanceof GraphQLError && (!original || original instanceof GraphQLError)) return error;
        options.logger.error({ err: original ?? error }, 'unexpected error in a GraphQL operation');
        // The path stays: an error beneath a mutation's field tells the client the write itself went through.
        return new GraphQLError(options.exposeErrors && original instanceof Error ? original.message : message, {
          path: error instanceof GraphQLError ? error.path : undefined,
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        });
      },
    },
  });
}

/** A request's context: the services, its viewer, where it came from. */
function contextOf(
  options: YogaOptions,
  request: Request,
  clientAddress: string | undefined,
  viewer: Viewer | null,
  meter: RateLimitMeter | undefined,
): Context {
  const { prisma, storage, limits, jobs, live } = options.services;
  const context = {
    prisma,
    storage,
    limits,
    jobs,
    live,
    viewer,
    clientAddress: clientAddress ?? 'unknown',
    request,
    sessions: options.sessions,
    meter,
  };
  if (meter) meter.key = costBudgetKey(context);
  return context;
}
