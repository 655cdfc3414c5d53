// Limits on GraphQL documents, so an abusive one is refused before any resolver runs: their shape
// (graphql-armor, while parsing and validating) and their cost (ours, on the coerced arguments, just
// before execution). Every operation the web client and rest-compat send stays well inside them
// (gateway/security/graphql-limits.test.ts measures each); see docs/decisions/0021-graphql-limits-and-csrf.md
// and 0027-query-cost-and-deadline.md for how the numbers were chosen.
import { DOCUMENT_LIMITS } from '../../common/api-limits';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import {
  type ASTVisitor,
  type ExecutionArgs,
  type ExecutionResult,
  type FieldNode,
  GraphQLError,
  Kind,
  type SelectionNode,
  type ValidationContext,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context';
import { graphQLErrorOf, RateLimitedError } from '../errors';
import { RATE_LIMITS, type RateLimitRule } from '../rate-limit';
import { MAX_PAGE_SIZE } from '../../common/constants';
import { cachedOperationCost, MAX_LIST_ITEMS } from './query-cost';

/** The `extensions.code` of a refusal by one of these limits. */
export const LIMIT_ERROR_CODE = 'QUERY_LIMIT_EXCEEDED';
/**
 * The `extensions.code` of a connection asked for more than MAX_PAGE_SIZE items (`first`/`last`, a
 * literal or a variable alike): refused rather than cut silently (decision 0079).
 */
export const PAGE_SIZE_ERROR_CODE = 'PAGE_SIZE_EXCEEDED';

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
  maxDepth: DOCUMENT_LIMITS.maxDepth,
  /**
   * The operation's cost on its coerced arguments (gateway/security/query-cost.ts: objects 2, scalars 1,
   * x1.5 per level, a connection's edges x its page size whether literal, a variable or the default,
   * every other list x the most items it can hold). The largest the clients send, with page sizes at
   * 100, is about 165,000 (RestCocktails: 100 cocktails with recipes of up to 30 lines); the web list's
   * page of 100 about 120,000 (decision 0064). A document nesting an account's events three deep costs
   * millions.
   */
  maxCost: DOCUMENT_LIMITS.maxCost,
  /** Items in any list argument (`nodes(ids:)`, names, a recipe's lines). */
  maxListItems: MAX_LIST_ITEMS,
  /** Aliased fields (`__typename` excluded); the client uses at most 4. */
  maxAliases: DOCUMENT_LIMITS.maxAliases,
  /** Directive uses (@connection, @include, ...); the client uses at most 10. */
  maxDirectives: DOCUMENT_LIMITS.maxDirectives,
  /** Lexical tokens of the whole document; the largest client operation has about 510, GraphiQL's introspection under 200. */
  maxTokens: DOCUMENT_LIMITS.maxTokens,
} as const;

/**
 * graphql-armor and the introspection depth rule as one Yoga plugin. Field suggestions ("Did you mean
 * ...?") stay on: introspection is open (GraphiQL is part of the product), so hiding them would hide
 * nothing from an attacker and only make mistakes harder to fix.
 */
export function graphqlLimitsPlugin(): Plugin {
  const armor = EnvelopArmorPlugin({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, ...reportAsValidationError },
    // The cost is ours (queryCostPlugin): armor's reads only literal page sizes.
    costLimit: { enabled: false },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, ...reportAsValidationError },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, ...reportAsValidationError },
    // Counted while parsing (there is no validation context yet): a parse error, "Syntax Error: Token limit ...".
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
    blockFieldSuggestion: { enabled: false },
  }) as Plugin;
  return {
    onPluginInit({ addPlugin }) {
      addPlugin(armor);
      addPlugin({ onValidate: ({ addValidationRule }) => addValidationRule(introspectionDepthRule) });
    },
  };
}

/** A type's lists of members (on __Type), which introspection lists one level deep. */
const MEMBER_LISTS = new Set(['fields', 'inputFields', 'interfaces', 'possibleTypes', 'enumValues']);

export const INTROSPECTION_DEPTH_MESSAGE =
  "Introspection lists a type's members (fields, inputFields, interfaces, possibleTypes, enumValues) one level deep: " +
  "select names and type references beneath them, not their types' members again.";

/**
 * Introspection lists a type's members one level deep: a `fields` (or inputFields, interfaces,
 * possibleTypes, enumValues) beneath another is refused, fragments followed. An introspection root then
 * answers at most the schema once, which is its price (COST_WEIGHTS.introspection, decision 0027).
 * GraphiQL's introspection query, gql.tada's and every standard one list one level; graphql-js's own
 * rule allows two, which a `__type(name: "Node") { possibleTypes { fields { ... } } }` makes most of
 * the schema, and a `__schema` twice it.
 */
export function introspectionDepthRule(context: ValidationContext): ASTVisitor {
  // Per fragment, whether it lists members twice when entered with members listed above it or not:
  // each fragment is walked at most twice, however often it is spread.
  const known = new Map<string, boolean>();
  const listsTwice = (node: SelectionNode | FieldNode, listed: boolean): boolean => {
    if (node.kind === Kind.FRAGMENT_SPREAD) {
      const key = `${listed}:${node.name.value}`;
      const fragment = context.getFragment(node.name.value);
      if (!fragment || known.has(key)) return known.get(key) ?? false;
      // A cycle (refused by graphql-js's own rule) stops here.
      known.set(key, false);
      const found = fragment.selectionSet.selections.some((child) => listsTwice(child, listed));
      known.set(key, found);
      return found;
    }
    if (node.kind === Kind.FIELD && MEMBER_LISTS.has(node.name.value)) {
      if (listed) return true;
      listed = true;
    }
    return node.selectionSet?.selections.some((child) => listsTwice(child, listed)) ?? false;
  };
  return {
    Field(node) {
      if (node.name.value !== '__schema' && node.name.value !== '__type') return undefined;
      if (listsTwice(node, false)) {
        context.reportError(new GraphQLError(INTROSPECTION_DEPTH_MESSAGE, { nodes: [node], extensions: { code: LIMIT_ERROR_CODE } }));
      }
      return false;
    },
  };
}

/**
 * A refusal by a limit, answered as Yoga answers validation errors (400, or 200 to plain application/json);
 * `details` are extensions that say what was refused (a list's argument and length).
 */
export function limitError(message: string, details: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code: LIMIT_ERROR_CODE, ...details, http: { spec: true, status: 400 } } });
}

/** Who a cost budget belongs to: the member when signed in, else the client address. */
export function costBudgetKey(context: Pick<Context, 'viewer' | 'clientAddress'>): string {
  return context.viewer ? `member:${context.viewer.id}` : `address:${context.clientAddress}`;
}

export const COST_BUDGET_MESSAGE = 'Too many requests for now: please wait a moment and try again.';

/**
 * The cost limit and the list-argument limit, checked on the operation as it is about to execute: the
 * variables are known and coerced there (defaults applied), and nothing has run yet. Validation would
 * be too early: Yoga caches its result per document, whatever the variables. An operation within them
 * then consumes its cost from its client's budget (`budget`, per member or per address; null for none):
 * past it, 429 with Retry-After, and nothing runs. A subscription is checked the same way as it starts
 * (its document's cost once: the values it sends later are its first answer again).
 */
export function queryCostPlugin(budget: RateLimitRule | null = RATE_LIMITS.queryCostPerClient): Plugin<Context> {
  return {
    // Synchronous unless the budget is consumed or the cost was asked for: an operation that costs
    // nothing (`{ __typename }`) does not wait a turn.
    onExecute: (payload) => {
      const checked = checkCost(payload, budget);
      if (!wantsQueryCost(payload.args.contextValue.request)) return checked;
      const report = { onExecuteDone: ({ result }: { result: unknown }) => addQueryCost(result, payload.args, budget) };
      return checked ? checked.then(() => report) : report;
    },
    onSubscribe: (payload) => checkCost(payload, budget),
  };
}

/** The request header that asks for the operation's cost in the answer's `extensions.queryCost`. */
export const QUERY_COST_HEADER = 'x-query-cost';

function wantsQueryCost(request: Request | undefined): boolean {
  const value = request?.headers.get(QUERY_COST_HEADER);
  return value === '1' || value === 'true';
}

/**
 * `extensions.queryCost` of an answer whose client asked (`X-Query-Cost: 1`): what the operation cost,
 * the most one may cost, and the budget as the operation left it (decision 0079).
 */
function addQueryCost(result: unknown, args: OperationStart['args'], budget: RateLimitRule | null): void {
  if (!result || typeof result !== 'object' || Symbol.asyncIterator in result) return;
  const verdict = cachedOperationCost(args.schema, args.document, args.variableValues as Record<string, unknown>, args.operationName);
  if (!verdict || !('cost' in verdict)) return;
  const state = args.contextValue.meter?.state;
  const answer = result as ExecutionResult;
  answer.extensions = {
    ...answer.extensions,
    queryCost: {
      cost: Math.ceil(verdict.cost),
      maxCost: GRAPHQL_LIMITS.maxCost,
      ...(budget
        ? {
            budget: {
              limit: budget.points,
              windowSeconds: budget.duration,
              ...(state ? { remaining: Math.floor(state.remaining), resetSeconds: Math.ceil(state.resetSeconds) } : {}),
            },
          }
        : {}),
    },
  };
}

/** What an operation about to execute, or a subscription about to start, offers the check. */
interface OperationStart {
  args: Pick<ExecutionArgs, 'schema' | 'document' | 'variableValues' | 'operationName'> & { contextValue: Context };
  setResultAndStopExecution(result: ExecutionResult): void;
}

function checkCost({ args, setResultAndStopExecution }: OperationStart, budget: RateLimitRule | null): Promise<void> | void {
  const verdict = cachedOperationCost(args.schema, args.document, args.variableValues as Record<string, unknown>, args.operationName);
  if (!verdict) return;
  if ('listTooLong' in verdict) {
    const { coordinate, argument, count } = verdict.listTooLong;
    setResultAndStopExecution({
      errors: [
        limitError(`List limit of ${GRAPHQL_LIMITS.maxListItems} items exceeded: ${coordinate} has ${count}.`, {
          maxListItems: GRAPHQL_LIMITS.maxListItems,
          argument,
          count,
        }),
      ],
    });
  } else if ('pageTooLarge' in verdict) {
    const { coordinate, count } = verdict.pageTooLarge;
    setResultAndStopExecution({
      errors: [
        new GraphQLError(`Page size limit of ${MAX_PAGE_SIZE} exceeded: ${coordinate} asks for ${count}.`, {
          extensions: { code: PAGE_SIZE_ERROR_CODE, maxPageSize: MAX_PAGE_SIZE, http: { spec: true, status: 400 } },
        }),
      ],
    });
  } else if (verdict.cost > GRAPHQL_LIMITS.maxCost) {
    setResultAndStopExecution({
      errors: [limitError(`Query Cost limit of ${GRAPHQL_LIMITS.maxCost} exceeded, found ${Math.ceil(verdict.cost)}.`)],
    });
  } else if (budget && verdict.cost > 0) {
    const meter = args.contextValue.meter;
    return args.contextValue.limits
      .consume('queryCostPerClient', costBudgetKey(args.contextValue), Math.ceil(verdict.cost), budget)
      .then((state) => {
        if (meter) meter.state = state;
      })
      .catch((error: unknown) => {
        if (!(error instanceof RateLimitedError)) throw error;
        if (meter) meter.state = { remaining: 0, resetSeconds: error.retryAfterSeconds };
        setResultAndStopExecution({ errors: [graphQLErrorOf(new RateLimitedError(error.retryAfterSeconds, COST_BUDGET_MESSAGE))] });
      });
  }
}
