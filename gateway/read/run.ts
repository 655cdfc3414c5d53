// Running what the compiler built (decision 0065): a plan per operation, field path and choice of
// @include/@skip, kept in a bounded cache; each request binds its Slots (the viewer, arguments, a
// parent's values) and runs the plan as a prepared statement.
import { brandWithType, PothosValidationError } from '@pothos/core';
import { Kind, type FieldNode, type GraphQLObjectType, type GraphQLResolveInfo, type OperationDefinitionNode } from 'graphql';
import type { Context } from '../context';
import { readRows } from '../db/client';
import { ClientInputCache } from '../security/client-input-cache';
import { AGAIN, type Binding, entrySql, PageArgumentError, type Scope, Slot, symbolicViewer, viewerClassOf } from './compile';
import type { NodeSql } from './declarations';
import type { FieldReading, ScopeCheck } from './registry';
import { NotInSql } from './cursors';
import { Dynamic, sql, type Sql, Unsupported } from './sql';

/** A compiled statement: its text and what each of its parameters is, a value or a Slot. */
export interface Plan {
  text: string;
  values: unknown[];
  /** Whether it holds Dynamic pieces (its text is then written per request). */
  dynamic: boolean;
  /** An answer known without a statement (`text` is the answer's data): `{ __typename }`. */
  constant?: true;
  /** Root fields' rules of the builder's scopes, which the caller must pass for the plan to answer. */
  checks?: ScopeCheck[];
  /** Whether a derived row in it may ask for a second run (compile.ts: AGAIN). */
  again?: boolean;
}

/** Plans, per operation and key (decision 0064: bounded in entries and in bytes of SQL text). */
const plans = new ClientInputCache<OperationDefinitionNode, Plan | null>({
  maxEntries: 2_048,
  maxBytes: 32 * 1024 * 1024,
  sizeOf: (plan) => (plan ? plan.text.length * 2 : 1),
});

/** The values of an operation's Boolean variables, which @include and @skip read, as part of a plan's key. */
export function booleanVariablesKey(operation: OperationDefinitionNode, variables: Record<string, unknown>): string {
  let key = '';
  for (const definition of operation.variableDefinitions ?? []) {
    const type = definition.type.kind === Kind.NON_NULL_TYPE ? definition.type.type : definition.type;
    if (type.kind === Kind.NAMED_TYPE && type.name.value === 'Boolean') key += `|${String(variables[definition.variable.name.value])}`;
  }
  return key;
}

function pathKey(path: GraphQLResolveInfo['path']): string {
  let key = String(path.key);
  for (let at = path.prev; at; at = at.prev) key = `${typeof at.key === 'number' ? '#' : String(at.key)}.${key}`;
  return key;
}

/** The statement of a compiled expression: one row, its JSON as text. */
export function planOf(expression: Sql, scope?: Pick<Scope, 'again'>): Plan {
  const statement = sql`SELECT (${expression})::text AS v`;
  return {
    text: statement.text,
    values: statement.values,
    dynamic: statement.values.some((value) => value instanceof Dynamic),
    again: scope?.again ?? false,
  };
}

/**
 * A parameter's value for one request: a Slot read from it. A Date goes as its ISO text, in UTC: the pg
 * driver would write it in the process's time zone, whose date may be the day before.
 */
function boundValue(value: unknown, binding: Binding): unknown {
  const read = value instanceof Slot ? (value as Slot<Binding>).read(binding) : value;
  return read instanceof Date ? read.toISOString() : read;
}

/**
 * The statement of a plan for one request: its parameters' values (Slots read), and Dynamic pieces
 * written into its text with their parameters numbered after the plan's.
 */
export function bind(plan: Plan, binding: Binding): { text: string; values: unknown[] } {
  if (!plan.dynamic)
    return {
      text: plan.text,
      values: plan.values.map((value) => boundValue(value, binding)),
    };
  const values: unknown[] = [];
  const text = plan.text.replace(/\$(\d+)/g, (_token, position: string) => {
    const value = plan.values[Number(position) - 1];
    if (value instanceof Dynamic) {
      // A piece may hold pieces of its own (a node's selection with a filter written per request).
      const built = (value as Dynamic<Binding>).build(binding);
      const piece = bind({ text: built.text, values: built.values, dynamic: true }, binding);
      const offset = values.length;
      values.push(...piece.values);
      return piece.text.replace(/\$(\d+)/g, (_inner, index: string) => `$${Number(index) + offset}`);
    }
    values.push(boundValue(value, binding));
    return `$${values.length}`;
  });
  return { text, values };
}

/** Runs a plan: the JSON text of its one value. */
export async function runPlan(context: Context, plan: Plan, binding: Binding): Promise<string | null> {
  const text = await runOnce(context, plan, binding);
  // A derived row that could not be answered from as written (a misspelt search): once more, written with
  // what it found. The marker cannot occur otherwise: no response key has a $, and a quote inside a JSON
  // string is escaped.
  if (!plan.again || text === null || !text.includes(`"${AGAIN}"`)) return text;
  binding.found = new Map();
  collectAgain(JSON.parse(text), binding.found);
  return runOnce(context, plan, binding);
}

async function runOnce(context: Context, plan: Plan, binding: Binding): Promise<string | null> {
  let statement: { text: string; values: unknown[] };
  try {
    statement = bind(plan, binding);
  } catch (error) {
    if (error instanceof PageArgumentError) throw new PothosValidationError(error.message);
    throw error;
  }
  const rows = await readRows<{ v: string | null }>(context.prisma, statement, { prepared: true });
  return rows[0]?.v ?? null;
}

/** Every `{"$again": {key, ...}}` of an answer, by key. */
function collectAgain(value: unknown, found: Map<string, unknown>): void {
  if (Array.isArray(value)) for (const item of value) collectAgain(item, found);
  else if (value && typeof value === 'object') {
    const again = (value as Record<string, { key: string }>)[AGAIN];
    if (again) found.set(again.key, again);
    else for (const item of Object.values(value)) collectAgain(item, found);
  }
}

let readPathOn = true;

/**
 * Turns the read path's entries on or off for this process: off, every field resolves as its own
 * resolver does (tests compare the two, byte for byte).
 */
export function setReadPath(on: boolean): void {
  readPathOn = on;
}

/**
 * A field that starts rows (a root field, a mutation payload's node): its whole selection read in one
 * statement, as objects graphql-js walks (their fields pass values through). A selection the read path
 * does not cover is resolved as the field's own resolver resolves it.
 */
export async function readEntry(
  reading: FieldReading,
  parent: unknown,
  context: Context,
  info: GraphQLResolveInfo,
  fallback: () => unknown,
): Promise<unknown> {
  if (!readPathOn) return fallback();
  const key = `objects:${viewerClassOf(context.viewer)}:${pathKey(info.path)}${booleanVariablesKey(info.operation, info.variableValues)}`;
  const plan = plans.getOrMake(info.operation, key, () => {
    try {
      const scope: Scope = {
        prisma: context.prisma,
        schema: info.schema,
        fragments: info.fragments,
        variables: info.variableValues,
        marked: true,
        aliases: { next: 0 },
        viewer: symbolicViewer(context.viewer),
      };
      const field = (info.parentType as GraphQLObjectType).getFields()[info.fieldName];
      return planOf(entrySql(reading, field, info.fieldNodes as FieldNode[], scope), scope);
    } catch (error) {
      if (error instanceof Unsupported) {
        if (process.env.READ_DEBUG) console.log('read path: unsupported', info.parentType.name, info.fieldName, error.message);
        return null;
      }
      throw error;
    }
  });
  if (!plan) return fallback();
  const binding: Binding = {
    variables: info.variableValues,
    viewer: context.viewer,
    parent: (parent ?? null) as Record<string, unknown> | null,
    args: new Map(),
  };
  let text: string | null;
  try {
    text = await runPlan(context, plan, binding);
  } catch (error) {
    // A page the read path leaves to the field's resolver (backwards pages).
    if (error instanceof NotInSql) return fallback();
    throw error;
  }
  if (text === null) return null;
  const value: unknown = JSON.parse(text);
  if (reading.kind === 'node') brandNodes(reading.node, value, binding.args.get(info.fieldNodes[0]) ?? {});
  return value;
}

/**
 * Brands each node built in SQL with the type its id names, as the relay plugin brands the nodes it
 * loads: graphql-js resolves the Node interface's type from it.
 */
function brandNodes(node: NodeSql, value: unknown, args: Record<string, unknown>): void {
  const ids = Array.isArray(value) ? (args.ids as string[]) : [args.id as string];
  const nodes = Array.isArray(value) ? (value as unknown[]) : [value];
  nodes.forEach((built, index) => {
    if (built && typeof built === 'object') brandWithType(built, node.decode(ids[index]).typename as never);
  });
}
