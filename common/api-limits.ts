// The GraphQL API's limits: what the server enforces (gateway/security/graphql-limits.ts, query-cost.ts,
// deadline.ts, rate-limit.ts) and what the guide at /developers states, from one definition.

/** A document's limits, refused before anything runs. */
export const DOCUMENT_LIMITS = {
  /** Nesting of selection sets. */
  maxDepth: 12,
  /** The operation's cost on its coerced arguments (gateway/security/query-cost.ts). */
  maxCost: 200_000,
  /** Aliased fields (`__typename` excluded). */
  maxAliases: 15,
  /** Directive uses (@connection, @include, ...). */
  maxDirectives: 25,
  /** Lexical tokens of the whole document, counted while parsing. */
  maxTokens: 2_000,
} as const;

/** The query cost a member (or an address, signed out) may spend per window, by default (QUERY_COST_BUDGET). */
export const QUERY_COST_BUDGET_DEFAULT = { points: 800_000, seconds: 10 } as const;

/** How long a query may run, in milliseconds: its whole deadline, and its statements' timeout. */
export const QUERY_DEADLINE_MS = 10_000;

/**
 * The windows of a member's write limits (gateway/rate-limit.ts, decision 0064), as the guide states them:
 * each kind of write has its own limit per `perKindSeconds`; on top of that, toggles of any kind count
 * together per minute, and recipe files imported per day.
 */
export const MEMBER_WRITE_LIMITS = {
  /** The window of each kind's own limit (cocktails, likes, follows, reviews...). */
  perKindSeconds: 60 * 60,
  /** Toggles of any kind together: likes, follows, re-pours, Going, mutes, gig interest, shelf items, and their undoing. */
  toggles: { points: 60, seconds: 60 },
  /** Recipe files imported (each also one write of its kind, the catalog's). */
  recipeImports: { points: 10, seconds: 24 * 60 * 60 },
} as const;

/** A window as the guide says it: "minute", "hour", "day" (else "N seconds"). */
export function windowText(seconds: number): string {
  const names: Record<number, string> = { 60: 'minute', 3600: 'hour', 86_400: 'day' };
  return names[seconds] ?? `${seconds} seconds`;
}
