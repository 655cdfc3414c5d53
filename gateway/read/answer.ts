// Answers written as PostgreSQL wrote them (decision 0065): a query whose root fields are all read in SQL
// is one statement, whose text is the answer's `data`, put together without graphql-js walking it.
// Everything before execution still runs (parsing, the limits, the cost and its budget, the deadline, the
// context with the viewer). A query with a root field that is not read in SQL (a suggestion list merged
// in JavaScript, an invite check with its rate limit), or a request whose arguments a field refuses, is
// executed by graphql-js: each root field then reads its rows in SQL by itself (plugin.ts).
import {
  getOperationAST,
  Kind,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FieldNode,
  type OperationDefinitionNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context';
import { QueryTimeoutError } from '../errors';
import { ClientInputCache } from '../security/client-input-cache';
import { entrySql, PageArgumentError, symbolicViewer, viewerClassOf, type Scope } from './compile';
import { NotInSql } from './cursors';
import { readingOf, scopeCheckOf, type ScopeCheck } from './registry';
import { booleanVariablesKey, planOf, runPlan, type Plan } from './run';
import { literal, objectJson, Unsupported, type Sql } from './sql';
import { collectSubFields } from '@graphql-tools/utils';
import { getVariableValues } from 'graphql';

/** An answer's text, for Yoga's result processor (its `stringify`) and the /graphql fast path. */
export interface TextResult extends ExecutionResult {
  stringify(): string;
}

/** The result of an operation answered as text: `data` is parsed only if something reads it (/api's mapping, a test). */
export function textResult(data: string): TextResult {
  let parsed: ExecutionResult['data'];
  const result = {} as TextResult;
  Object.defineProperty(result, 'data', { enumerable: true, get: () => (parsed ??= JSON.parse(data) as ExecutionResult['data']) });
  // Extensions (the query cost, when asked: decision 0079) are added after the text was read.
  Object.defineProperty(result, 'stringify', {
    value: () => (result.extensions ? `{"data":${data},"extensions":${JSON.stringify(result.extensions)}}` : `{"data":${data}}`),
  });
  return result;
}

/** Whole operations' statements, per viewer class and @include/@skip choice (null: executed instead). */
export const answers = new ClientInputCache<OperationDefinitionNode, Plan | null>({
  maxEntries: 2_048,
  maxBytes: 32 * 1024 * 1024,
  sizeOf: (plan) => (plan ? plan.text.length * 2 : 1),
});

let answering = true;

/** Turns answering as text on or off for this process (tests compare it with graphql-js walking the same objects). */
export function setAnswersAsText(on: boolean): void {
  answering = on;
}

function fragmentsOf(document: DocumentNode) {
  const fragments: Record<string, import('graphql').FragmentDefinitionNode> = {};
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  return fragments;
}

function planOfOperation(
  args: ExecutionArgs,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  context: Context,
): Plan | null {
  const queryType = args.schema.getQueryType();
  if (!queryType) return null;
  try {
    const scope: Scope = {
      prisma: context.prisma,
      schema: args.schema,
      fragments: fragmentsOf(args.document),
      variables,
      marked: false,
      aliases: { next: 0 },
      viewer: symbolicViewer(context.viewer),
    };
    const { fields } = collectSubFields(args.schema, scope.fragments, { coerced: variables, sources: {} } as never, queryType, [
      { kind: Kind.FIELD, name: { kind: Kind.NAME, value: 'query' }, selectionSet: operation.selectionSet } as FieldNode,
    ]);
    const members: Array<[string, Sql]> = [];
    const constant: Record<string, string> = {};
    const checks: ScopeCheck[] = [];
    for (const [key, nodes] of fields) {
      const name = nodes[0].name.value;
      if (name === '__typename') {
        members.push([key, literal(queryType.name)]);
        constant[key] = queryType.name;
        continue;
      }
      const reading = readingOf(queryType.name, name);
      const field = queryType.getFields()[name];
      // Not read in SQL, or with a rule of its own in JavaScript: executed, the rule applied. A rule of the
      // builder's scopes (admins only) is asked of each request's caller before the plan answers.
      if (!reading || !field || reading.kind === 'model') return null;
      if (readingOf(queryType.name, `${name}$auth`)) {
        const check = scopeCheckOf(queryType.name, name);
        if (!check) return null;
        checks.push(check);
      }
      members.push([key, entrySql(reading, field, nodes, scope)]);
    }
    // Only __typename: the answer is known without a statement.
    if (Object.keys(constant).length === members.length)
      return { text: JSON.stringify(constant), values: [], dynamic: false, constant: true };
    return { ...planOf(objectJson(members, false), scope), ...(checks.length ? { checks } : {}) };
  } catch (error) {
    if (error instanceof Unsupported) {
      if (process.env.READ_DEBUG) console.log('read path (text): unsupported', error.message);
      return null;
    }
    throw error;
  }
}

/**
 * The operation's answer as text, or undefined when graphql-js must execute it: not a query, a root
 * field not read in SQL, a variable that does not coerce, or an argument a field refuses.
 */
export async function answerAsText(args: ExecutionArgs): Promise<TextResult | undefined> {
  if (!answering) return undefined;
  const operation = getOperationAST(args.document, args.operationName);
  if (operation?.operation !== 'query') return undefined;
  const coerced = getVariableValues(
    args.schema,
    operation.variableDefinitions ?? [],
    (args.variableValues ?? {}) as Record<string, unknown>,
  );
  if (coerced.errors) return undefined;
  const variables = coerced.coerced;
  const context = args.contextValue as Context;
  const key = `text:${viewerClassOf(context.viewer)}${booleanVariablesKey(operation, variables)}`;
  const plan = answers.getOrMake(operation, key, () => planOfOperation(args, operation, variables, context));
  if (!plan) return undefined;
  // A caller a root field refuses: graphql-js executes the query and reports the refusal on that field.
  for (const check of plan.checks ?? []) if (!(await check(context))) return undefined;
  try {
    if (plan.constant) return textResult(plan.text);
    const text = await runPlan(context, plan, { variables, viewer: context.viewer, parent: null, args: new Map() });
    return textResult(text ?? '{}');
  } catch (error) {
    if (error instanceof QueryTimeoutError) throw error;
    // An argument a field refuses, or a page it leaves to its resolver: graphql-js reports or reads it.
    if (error instanceof PageArgumentError || error instanceof NotInSql || isRefusal(error)) return undefined;
    throw error;
  }
}

/** A refusal of an argument (a bad cursor, a negative page size): reported by graphql-js on its field. */
function isRefusal(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ValidationError' ||
      error.name === 'PothosValidationError' ||
      error.name === 'NotAuthorizedError' ||
      error.name === 'NotFoundError')
  );
}

/** The envelop plugin: a query read whole in SQL is answered as text; any other is executed (each of its root fields read in SQL). */
export function answersAsTextPlugin(): Plugin<Context> {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn(async (args) => (await answerAsText(args)) ?? executeFn(args));
    },
  };
}
