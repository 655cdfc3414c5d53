// Limits on the shape of GraphQL documents (graphql-armor), checked while parsing and validating, so an
// abusive document is refused before any resolver runs. Every operation the web client and rest-compat
// send stays well inside them (gateway/security/graphql-limits.test.ts measures each); see
// docs/decisions/0021-graphql-limits-and-csrf.md for how the numbers were chosen.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** The `extensions.code` of a refusal by one of these limits. */
export const LIMIT_ERROR_CODE = 'QUERY_LIMIT_EXCEEDED';

/**
 * armor throws its refusals out of validation by default, which skips Yoga's handling of validation
 * errors (the response would be 200). Reported as ordinary validation errors instead, they answer 400,
 * and they read as what they are (armor words them as "Syntax Error: ...").
 */
const reportAsValidationError = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => {
      context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code: LIMIT_ERROR_CODE } }));
    },
  ],
};

export const GRAPHQL_LIMITS = {
  /** Nesting of selection sets; the deepest client operation (a paginated search) is 10. */
  maxDepth: 12,
  /** armor's cost estimate (objects 2, scalars 1, x1.5 per level, x`first` for literal page sizes); client max about 42,000. */
  maxCost: 100_000,
  /** Aliased fields (`__typename` excluded); the client uses at most 4. */
  maxAliases: 15,
  /** Directive uses (@connection, @include, ...); the client uses at most 10. */
  maxDirectives: 25,
  /** Lexical tokens of the whole document; the largest client operation has about 510, GraphiQL's introspection under 200. */
  maxTokens: 2_000,
} as const;

/**
 * graphql-armor as one Yoga plugin. Field suggestions ("Did you mean ...?") stay on: introspection is
 * open (GraphiQL is part of the product), so hiding them would hide nothing from an attacker and only
 * make mistakes harder to fix.
 */
export function graphqlLimitsPlugin(): Plugin {
  return EnvelopArmorPlugin({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, ...reportAsValidationError },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true, ...reportAsValidationError },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, ...reportAsValidationError },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, ...reportAsValidationError },
    // Counted while parsing (there is no validation context yet): a parse error, "Syntax Error: Token limit ...".
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
    blockFieldSuggestion: { enabled: false },
  }) as Plugin;
}
