// Limits in the open (issue 42, decision 0079): every GraphQL and /api answer tells its client the query
// cost budget it spends from, as the IETF httpapi draft "RateLimit header fields for HTTP"
// (draft-ietf-httpapi-ratelimit-headers-10) writes it:
//   RateLimit-Policy: "cost";q=800000;w=10     the budget: points per window of seconds
//   RateLimit: "cost";r=799100;t=7             points left, seconds until the window ends
// The points are query cost (gateway/security/query-cost.ts), not requests. One meter per HTTP request:
// the server layer (app.ts, graphql-over-node.ts) makes it, Yoga fills it (who the caller is, what the
// operation cost), and the answer's head is written from it.
import type { RateLimitRule, RateLimits, RateLimitState } from '../rate-limit';

/** The policy's name in both headers. */
export const COST_POLICY = 'cost';

export class RateLimitMeter {
  /** The store and budget the request spends from (unset when no budget is configured). */
  limits?: RateLimits;
  rule?: RateLimitRule;
  /** Whose budget: set once the caller is known (costBudgetKey). */
  key?: string;
  /** The budget as the request's own spending left it (unset when it spent nothing). */
  state?: RateLimitState;

  /** The two headers, or none when there is no budget; the RateLimit header once the caller is known. */
  async headers(): Promise<Record<string, string>> {
    const { limits, rule, key } = this;
    if (!limits || !rule) return {};
    const headers: Record<string, string> = { 'RateLimit-Policy': `"${COST_POLICY}";q=${rule.points};w=${rule.duration}` };
    const state = this.state ?? (key ? await limits.stateOf('queryCostPerClient', key, rule) : undefined);
    if (state) headers.RateLimit = `"${COST_POLICY}";r=${Math.floor(state.remaining)};t=${Math.ceil(state.resetSeconds)}`;
    return headers;
  }
}

/**
 * The answer headers a script on another origin (CORS_ORIGINS) may read, on /graphql and /api alike:
 * the budget, when to try again, and the request's id for a support question.
 */
export const EXPOSED_HEADERS = ['RateLimit', 'RateLimit-Policy', 'Retry-After', 'X-Request-Id'];

/** The meter of each request through the Hono app (rest-compat finds its request's meter here). */
const meters = new WeakMap<Request, RateLimitMeter>();

export function meterOf(request: Request): RateLimitMeter {
  let meter = meters.get(request);
  if (!meter) {
    meter = new RateLimitMeter();
    meters.set(request, meter);
  }
  return meter;
}

/** Hono middleware for /graphql and /api: the answer gets its meter's headers (a header Yoga set wins). */
export function rateLimitHeaders(): (c: { req: { raw: Request }; res: Response }, next: () => Promise<void>) => Promise<void> {
  return async (c, next) => {
    const meter = meterOf(c.req.raw);
    await next();
    for (const [name, value] of Object.entries(await meter.headers())) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}
