// Answers written as PostgreSQL wrote them (decision 0059): a query whose every root field the shaped
// planner covers (shaped-rows.ts: the cocktail list, a cocktail, a member, a member's node, and
// `__typename`; the search, schema/search.ts, decision 0063) is answered with the JSON text the
// statement built, put together without being parsed, walked by graphql-js and serialised again.
// Everything before execution still runs (parsing, the limits, the cost and its budget, the deadline,
// the context with the viewer); anything the planner does not cover, a variable that does not coerce
// or a statement failing is executed by graphql-js as before. Non-null fields are held to NOT NULL
// columns by shaped-rows.test.ts, since graphql-js does not check what it is not given.
import {
  getArgumentValues,
  getOperationAST,
  getVariableValues,
  Kind,
  type DocumentNode,
  type ExecutionArgs,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context';
import { QueryTimeoutError } from '../errors';
import { ClientInputCache } from '../security/client-input-cache';
import { textResult, type TextResult } from '../read/answer';
import { searchText } from './search';
import { booleanVariablesKey, checkedKey, collect, shapedRowsOn, type PlanSource } from './shaped-rows';

/** The root fields answered as text here: the search (schema/search.ts, decision 0063); the read path answers the others (read/answer.ts). */
const ROOTS = new Set(['search']);

let answering = true;

/** Turns answering as text on or off for this process (tests compare it with the objects graphql-js walks). */
export function setShapedAnswers(on: boolean): void {
  answering = on;
}

/** A root field the planner answers: its response key, its name and definition, its field nodes (merged). */
interface Root {
  key: string;
  name: string;
  field: GraphQLField<unknown, unknown> | null;
  nodes: FieldNode[];
}

/**
 * The root fields of each operation, per values of its Boolean variables (@include, @skip): null when
 * one is not the planner's. At most 2,048 for all documents together (decision 0064).
 */
export const shapedRoots = new ClientInputCache<OperationDefinitionNode, Root[] | null>({ maxEntries: 2_048, maxBytes: 8 * 1024 * 1024 });
const fragmentsByDocument = new WeakMap<DocumentNode, Record<string, FragmentDefinitionNode>>();

function fragmentsOf(document: DocumentNode): Record<string, FragmentDefinitionNode> {
  let fragments = fragmentsByDocument.get(document);
  if (!fragments) {
    fragments = {};
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    }
    fragmentsByDocument.set(document, fragments);
  }
  return fragments;
}

/** Per operation: whether every field at its root, whatever @include and @skip say, is one the planner may answer. */
const candidates = new WeakMap<OperationDefinitionNode, boolean>();

function rootNamesShaped(set: SelectionSetNode, fragments: Record<string, FragmentDefinitionNode>, seen: Set<string>): boolean {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value !== '__typename' && !ROOTS.has(selection.name.value)) return false;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (!rootNamesShaped(selection.selectionSet, fragments, seen)) return false;
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = fragments[selection.name.value];
      if (!fragment || !rootNamesShaped(fragment.selectionSet, fragments, seen)) return false;
    }
  }
  return true;
}

/** Decided once per operation, before any variable is coerced: a query for `viewer` and the like pays nothing more. */
function mayAnswer(document: DocumentNode, operation: OperationDefinitionNode): boolean {
  let verdict = candidates.get(operation);
  if (verdict === undefined)
    candidates.set(operation, (verdict = rootNamesShaped(operation.selectionSet, fragmentsOf(document), new Set())));
  return verdict;
}

function rootsOf(args: ExecutionArgs, operation: OperationDefinitionNode, variables: PlanSource['variableValues']): Root[] | null {
  return shapedRoots.getOrMake(operation, booleanVariablesKey(operation, variables), () => {
    let roots: Root[] | null = [];
    const queryFields = args.schema.getQueryType()?.getFields() ?? {};
    try {
      const reading = { fragments: fragmentsOf(args.document), variables, schema: args.schema, marked: false };
      for (const [responseKey, nodes] of collect('Query', [operation.selectionSet], reading)) {
        const name = nodes[0].name.value;
        if (name === '__typename') roots.push({ key: responseKey, name, field: null, nodes });
        else if (ROOTS.has(name) && queryFields[name]) roots.push({ key: checkedKey(responseKey), name, field: queryFields[name], nodes });
        else {
          roots = null;
          break;
        }
      }
    } catch {
      // A selection collect does not understand (another directive, a fragment on another type, a key that is not a name).
      roots = null;
    }
    return roots;
  });
}

/**
 * The operation's answer as text (at once when it reads nothing), or undefined (synchronously when it
 * is clear before anything runs) when graphql-js must execute it.
 */
export function shapedAnswer(args: ExecutionArgs): Promise<TextResult | undefined> | TextResult | undefined {
  if (!answering || !shapedRowsOn()) return undefined;
  try {
    return answerOf(args);
  } catch {
    // An argument that does not coerce, or another surprise before anything ran: graphql-js reports it.
    return undefined;
  }
}

function answerOf(args: ExecutionArgs): Promise<TextResult | undefined> | TextResult | undefined {
  const operation = getOperationAST(args.document, args.operationName);
  if (operation?.operation !== 'query' || !mayAnswer(args.document, operation)) return undefined;
  const coerced = getVariableValues(args.schema, operation.variableDefinitions ?? [], args.variableValues ?? {});
  if (coerced.errors) return undefined;
  const variables = coerced.coerced;
  const roots = rootsOf(args, operation, variables);
  if (!roots) return undefined;
  const context = args.contextValue as Context;
  const fragments = fragmentsOf(args.document);
  const texts: Array<Promise<string | null | undefined> | string | undefined> = [];
  for (const root of roots) {
    if (!root.field) {
      texts.push('"Query"');
      continue;
    }
    const info: PlanSource = {
      fieldNodes: root.nodes,
      fragments,
      variableValues: variables,
      schema: args.schema,
      operation,
      path: { prev: undefined, key: root.key, typename: 'Query' },
    };
    const rootArgs = getArgumentValues(root.field, root.nodes[0], variables);
    const text = searchText(rootArgs, context, info);
    if (!text) return undefined;
    texts.push(text);
  }
  // Nothing to wait for (only `__typename`s): answered in this turn.
  if (texts.every((text) => typeof text === 'string')) return joined(roots, texts as string[]);
  return Promise.all(texts).then(
    (answers) => joined(roots, answers),
    // A statement that failed: graphql-js runs the operation and reports the error on its field; a query
    // past its deadline is answered so at once.
    (error: unknown) => {
      if (error instanceof QueryTimeoutError) throw error;
      return undefined;
    },
  );
}

/** The roots' texts put together under their keys, or undefined when one was not answered. */
function joined(roots: Root[], answers: Array<string | null | undefined>): TextResult | undefined {
  let data = '{';
  for (const [index, root] of roots.entries()) {
    const answer = answers[index];
    if (answer === undefined) return undefined;
    data += `${index ? ',' : ''}"${root.key}":${answer}`;
  }
  return textResult(`${data}}`);
}

/**
 * The envelop plugin: the execution becomes "an operation the planner covers is answered as text, any
 * other is executed", run once every check before execution has passed (and within the query's
 * deadline, whose plugin wraps this one).
 */
export function shapedAnswersPlugin(): Plugin<Context> {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn((args) => {
        const answer = shapedAnswer(args);
        if (!answer) return executeFn(args);
        if (!(answer instanceof Promise)) return answer;
        return answer.then((result) => result ?? executeFn(args));
      });
    },
  };
}
