// The cost of an operation, computed on its coerced arguments (variables and defaults included) just
// before it runs: graphql-armor's cost limit reads only literal `first:` values, so the same document
// with `first: $n` passed as cheap. docs/decisions/0027-query-cost-and-deadline.md
import {
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isCompositeType,
  isListType,
  isObjectType,
  Kind,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type TypeNode,
} from 'graphql';
import { DEFAULT_PAGE_SIZE, MAX_LIST_ITEMS, MAX_PAGE_SIZE } from '../../common/constants';
import { MAX_ITEMS } from '../schema/list-bounds';
import { ClientInputCache } from './client-input-cache';

/** What one field costs (graphql-armor's weights, kept so the limit reads as before). */
export const COST_WEIGHTS = {
  /** A field with a selection set (an object, or a list of them). */
  object: 2,
  /** A leaf (scalar or enum). */
  scalar: 1,
  /** Each level of nesting multiplies what lies beneath it. */
  depthFactor: 1.5,
  /** The page a connection serves when neither `first` nor `last` is given (the builder's defaultConnectionSize). */
  defaultPageSize: DEFAULT_PAGE_SIZE,
  /** The largest page a connection serves (a larger `first`/`last` is refused, PAGE_SIZE_EXCEEDED). */
  maxPageSize: MAX_PAGE_SIZE,
  /**
   * Rows a connection's `offset` skips per point: the database still reads each one. Deep numbered pages
   * of the legacy /api stay within a document's limit (page 1,000 of 100 costs 10,000 more); an offset
   * of millions does not.
   */
  offsetRowsPerPoint: 10,
  /**
   * What an introspection root field costs, whatever it selects beneath (decision 0027): the walk cannot
   * tell how long the schema's own lists are, and introspection lists a type's members one level deep
   * (introspectionDepthRule), so what a root can answer is bounded by the schema. A `__schema` reads at
   * most the whole schema once: GraphiQL's introspection query's answer (getIntrospectionQuery, 470 KB)
   * prices at about 109,000 in the weights above. Two exceed a document's limit, and each spends from
   * its client's budget like any read. A `__type` reads one type's members: Query's, the widest, about
   * 7,800. A test holds both prices above what they stand for as the schema grows.
   */
  introspection: { __schema: 120_000, __type: 10_000 },
} as const;

export { MAX_LIST_ITEMS };

/** A list argument over MAX_LIST_ITEMS: its coordinate, its path among the field's arguments ("input.cocktail.ingredients"), its length. */
export interface ListTooLong {
  coordinate: string;
  argument: string;
  count: number;
}

export type CostVerdict = { cost: number } | { listTooLong: ListTooLong } | { pageTooLarge: { coordinate: string; count: number } };

interface Walk {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  listTooLong?: ListTooLong;
  pageTooLarge?: { coordinate: string; count: number };
}

/**
 * The operation's cost, as executing it with these variables would make it: each field costs its
 * weight plus 1.5 x what it selects; a connection's `edges` (and `nodes(ids:)`) count once per item
 * they can hold, from the coerced `first`/`last` (a variable, a default, or the default page size).
 * Every other list counts the most items it can hold (its declared bound: a recipe's lines, a member's
 * achievements).
 * Also reports the first list argument longer than MAX_LIST_ITEMS, and the first connection asked for a
 * page larger than MAX_PAGE_SIZE (refused, not cut: decision 0079). Null when the variables cannot be
 * coerced or the operation is not found: execution then refuses the request before running anything.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  rawVariables: Record<string, unknown> | null | undefined,
  operationName?: string | null,
): CostVerdict | null {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation) return null;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {}, { maxErrors: 1 });
  if (coerced.errors) return null;
  const rootType = schema.getRootType(operation.operation);
  if (!rootType) return null;
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  const walk: Walk = { schema, fragments, variables: coerced.coerced };
  const cost = selectionCost(walk, operation.selectionSet, rootType, 1);
  if (walk.listTooLong) return { listTooLong: walk.listTooLong };
  return walk.pageTooLarge ? { pageTooLarge: walk.pageTooLarge } : { cost };
}

/** The sum over a selection set's fields (fragments' fields included; the branches of an abstract type all count). */
function selectionCost(walk: Walk, selectionSet: SelectionSetNode, parentType: GraphQLCompositeType, pageSize: number): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (!isIncluded(walk, selection)) continue;
    if (selection.kind === Kind.FIELD) cost += fieldCost(walk, selection, parentType, pageSize);
    else {
      const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : walk.fragments[selection.name.value];
      if (!fragment) continue;
      const condition = fragment.typeCondition ? walk.schema.getType(fragment.typeCondition.name.value) : parentType;
      if (condition && isCompositeType(condition)) cost += selectionCost(walk, fragment.selectionSet, condition, pageSize);
    }
  }
  return cost;
}

/**
 * One field: `pageSize` is the page of the connection the field belongs to, which its list fields
 * (`edges`) hold that many times.
 */
function fieldCost(walk: Walk, node: FieldNode, parentType: GraphQLCompositeType, pageSize: number): number {
  const name = node.name.value;
  if (name === '__schema' || name === '__type') return COST_WEIGHTS.introspection[name];
  const field = 'getFields' in parentType ? (parentType.getFields()[name] as GraphQLField<unknown, unknown> | undefined) : undefined;
  if (!field) return COST_WEIGHTS.scalar;
  const args = argumentsOf(walk, field, node);
  checkListArguments(walk, `${parentType.name}.${name}`, args);
  const type = getNamedType(field.type);
  const isList = isListType(getNullableType(field.type));
  let items = 1;
  if (isList && isConnection(parentType)) items = pageSize;
  else if (isList) items = listBound(field);
  if (name === 'nodes' && Array.isArray(args.ids)) items = args.ids.length;
  if (!node.selectionSet || !isCompositeType(type)) return items * COST_WEIGHTS.scalar;
  const ownPage = isConnection(type) ? connectionPageSize(args) : 1;
  if (isConnection(type) && !walk.pageTooLarge) {
    for (const name of ['first', 'last'] as const) {
      const asked = args[name];
      if (typeof asked === 'number' && asked > COST_WEIGHTS.maxPageSize) {
        walk.pageTooLarge = { coordinate: `${parentType.name}.${node.name.value}(${name}:)`, count: asked };
        break;
      }
    }
  }
  const skipped = isConnection(type) ? offsetCost(args) : 0;
  return items * (COST_WEIGHTS.object + skipped + COST_WEIGHTS.depthFactor * selectionCost(walk, node.selectionSet, type, ownPage));
}

/** What a connection's `offset` costs: the rows it skips, which the database reads all the same. */
function offsetCost(args: Record<string, unknown>): number {
  const offset = args.offset;
  return typeof offset === 'number' && offset > 0 ? Math.ceil(offset / COST_WEIGHTS.offsetRowsPerPoint) : 0;
}

/**
 * The most items a list field can hold, as it declares (schema/list-bounds.ts: the schema does not build
 * with a list that declares none). A list without one (a schema built elsewhere) counts as a full page.
 */
function listBound(field: GraphQLField<unknown, unknown>): number {
  const bound = field.extensions?.[MAX_ITEMS];
  return typeof bound === 'number' ? bound : COST_WEIGHTS.maxPageSize;
}

function isConnection(type: GraphQLCompositeType): boolean {
  return isObjectType(type) && type.name.endsWith('Connection') && 'edges' in type.getFields();
}

/** The rows a connection reads for these arguments, as the builder pages them (DEFAULT_PAGE_SIZE unless told, at most MAX_PAGE_SIZE). */
function connectionPageSize(args: Record<string, unknown>): number {
  const sizes = [args.first, args.last].filter((value): value is number => typeof value === 'number');
  const asked = sizes.length ? Math.max(...sizes) : COST_WEIGHTS.defaultPageSize;
  return Math.max(0, Math.min(asked, COST_WEIGHTS.maxPageSize));
}

/** The field's arguments as execution coerces them; an argument execution would refuse counts as absent. */
function argumentsOf(walk: Walk, field: GraphQLField<unknown, unknown>, node: FieldNode): Record<string, unknown> {
  try {
    return getArgumentValues(field, node, walk.variables);
  } catch {
    return {};
  }
}

function isIncluded(walk: Walk, selection: SelectionSetNode['selections'][number]): boolean {
  try {
    if (getDirectiveValues(GraphQLSkipDirective, selection, walk.variables)?.if === true) return false;
    if (getDirectiveValues(GraphQLIncludeDirective, selection, walk.variables)?.if === false) return false;
  } catch {
    // execution refuses a directive it cannot read; counting the selection is the safe side
  }
  return true;
}

/** Records the first list (at any depth of the arguments, input objects included) longer than MAX_LIST_ITEMS. */
function checkListArguments(walk: Walk, coordinate: string, args: Record<string, unknown>): void {
  if (walk.listTooLong) return;
  const visit = (value: unknown, path: string): void => {
    if (walk.listTooLong || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      if (value.length > MAX_LIST_ITEMS) {
        walk.listTooLong = { coordinate: `${coordinate}(${path}:)`, argument: path, count: value.length };
        return;
      }
      value.forEach((item) => visit(item, path));
      return;
    }
    if (value instanceof File || value instanceof Blob) return;
    for (const [key, inner] of Object.entries(value)) visit(inner, `${path}.${key}`);
  };
  for (const [name, value] of Object.entries(args)) visit(value, name);
}

/**
 * What the verdicts of one document depend on, and the verdicts already found for it. A verdict is a
 * function of the schema, the document, the operation's name and those of its variables that can change
 * it: a variable used in a `first`, `last` or `offset` argument or a directive (@skip, @include), or one whose type
 * holds a list or an input object (the list limit reads every list, at any depth). A variable of a
 * scalar or enum type used anywhere else (an id, a search text) cannot change the cost or a list's length.
 */
interface DocumentCosts {
  /** The variables that matter, per operation name ('' for the only operation). */
  relevant: Map<string, string[]>;
}

/** Per parsed document: Yoga's parser cache hands the same DocumentNode for the same text (decision 0056). */
const documentCosts = new WeakMap<DocumentNode, DocumentCosts>();
/** Verdicts kept, for all documents together (decision 0064): a verdict is a few bytes and its key. */
export const COST_VERDICTS_KEPT = 4_096;
/** A key longer than this (large list variables) is not kept: the walk runs each time. */
const MAX_KEY_LENGTH = 2_048;
/** The verdicts, per document and values of what can change them; at most 4,096, and 4 MB of keys. */
export const costVerdicts = new ClientInputCache<DocumentNode, CostVerdict | null>({
  maxEntries: COST_VERDICTS_KEPT,
  maxBytes: 4 * 1024 * 1024,
});

/**
 * operationCost, remembered per document for the values of the variables that can change it, so a
 * document sent again (a screen's query with another id) is not walked again. The same verdict as
 * operationCost for every input but one: when a variable that cannot change the cost (a scalar outside
 * `first`/`last` and directives) has a value execution will refuse, the verdict of a valid value is
 * returned, and execution still refuses the request.
 */
export function cachedOperationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  rawVariables: Record<string, unknown> | null | undefined,
  operationName?: string | null,
): CostVerdict | null {
  let costs = documentCosts.get(document);
  if (!costs) {
    costs = { relevant: new Map() };
    documentCosts.set(document, costs);
  }
  const name = operationName ?? '';
  let relevant = costs.relevant.get(name);
  if (!relevant) {
    const operation = getOperationAST(document, operationName ?? undefined);
    if (!operation) return null;
    relevant = relevantVariables(schema, document, operation);
    costs.relevant.set(name, relevant);
  }
  let key = name;
  try {
    for (const variable of relevant) key += `\u0000${JSON.stringify(rawVariables?.[variable])}`;
  } catch {
    // A value JSON cannot write (only from a caller in this process): walked each time.
    return operationCost(schema, document, rawVariables, operationName);
  }
  if (key.length > MAX_KEY_LENGTH) return operationCost(schema, document, rawVariables, operationName);
  return costVerdicts.getOrMake(document, key, () => operationCost(schema, document, rawVariables, operationName));
}

/** The operation's variables that can change its verdict (see DocumentCosts), in a fixed order. */
function relevantVariables(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): string[] {
  const used = new Set<string>();
  const collect = (node: Parameters<typeof visit>[0]) =>
    visit(node, {
      Variable(variable) {
        used.add(variable.name.value);
      },
    });
  // Every definition: fragments are shared between operations, and a wider set only costs a longer key.
  visit(document, {
    Argument(argument) {
      if (['first', 'last', 'offset'].includes(argument.name.value)) collect(argument.value);
    },
    Directive(directive) {
      collect(directive);
    },
  });
  const holdsListOrInput = (type: TypeNode): boolean => {
    if (type.kind === Kind.LIST_TYPE) return true;
    if (type.kind === Kind.NON_NULL_TYPE) return holdsListOrInput(type.type);
    const named = schema.getType(type.name.value);
    // An unknown type: execution refuses it, but the safe side is to count it.
    return !named || !('serialize' in named);
  };
  return (operation.variableDefinitions ?? [])
    .filter((definition) => used.has(definition.variable.name.value) || holdsListOrInput(definition.type))
    .map((definition) => definition.variable.name.value);
}
