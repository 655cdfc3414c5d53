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
