// The read path's compiler (decision 0065): a selection on a type becomes one SQL expression that builds
// the answer's JSON, under the response keys the request asked for. Every field says (or the Prisma model
// says for it) what it reads: a column, a relation, a count, a connection, or a value computed in SQL.
// A type with a rule of who may see its rows (`sqlVisible`) has it applied wherever its rows are read.
// Values that differ per request (the viewer, arguments, a parent's values) are Slots: the statement's
// text depends only on the selection, so it is prepared once and planned once.
import { collectSubFields } from '@graphql-tools/utils';
import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  isEnumType,
  type GraphQLEnumType,
  isListType,
  isObjectType,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { DB_INT_MAX } from '../../common/constants';
import type { Viewer } from '../auth/sessions';
import type { PrismaClient } from '../generated/prisma/client';
import type { ConnectionSql, DerivedRowSql, NodeSql, RankedSql, RequestSql, RowRef, RowsSql } from './declarations';
import { type ModelInfo, modelOf, modelsOf } from './model';
import { orderBySql, whereSql, type WhereModels } from './prisma-where';
import { NotInSql, offsetCursor } from './cursors';
import { readingOf, type FieldReading } from './registry';
import {
  arrayJson,
  Dynamic,
  empty,
  finite,
  globalId,
  isoTime,
  join,
  checkedName,
  literal,
  objectJson,
  raw,
  Slot,
  sql,
  type Sql,
  Unsupported,
} from './sql';
export { Slot };

/** What a request binds: its variables, the viewer, and a parent's values (an entry field under a mutation). */
export interface Binding {
  variables: Record<string, unknown>;
  viewer: Viewer | null;
  parent: Record<string, unknown> | null;
  /** A field's coerced arguments, once per field node. */
  args: Map<FieldNode, Record<string, unknown>>;
  /** What a first run of the statement found, by key (a derived row's `again`): set for the second run only. */
  found?: Map<string, unknown>;
}

/** What a compilation knows: the schema, the request's fragments and the values of its @include/@skip variables. */
export interface Scope {
  prisma: PrismaClient;
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  /** Variables: only their Boolean values decide anything at compile time (the plan is kept per them). */
  variables: Record<string, unknown>;
  /** Objects for graphql-js to walk (marked, no __typename) or the answer's text (unmarked, __typename written). */
  marked: boolean;
  aliases: { next: number };
  /** The viewer of the plan's class (viewerClassOf): its id is a parameter of the request. */
  viewer: Viewer | null;
  /** Set when a derived row may ask for a second run (its `again`): the runner then looks for it. */
  again?: boolean;
}

/**
 * What a plan is kept per besides its selection: signed out, an admin, or a member of an account type.
 * Rules branch on these (who is an admin, who is signed in); within a class, the viewer's id is a parameter.
 */
export function viewerClassOf(viewer: Viewer | null): string {
  if (!viewer) return 'anonymous';
  return viewer.isAdmin ? 'admin' : `member:${viewer.profileType}`;
}

/** The viewer a plan of this class is compiled for: its id a Slot, read from the request's viewer. */
export function symbolicViewer(viewer: Viewer | null): Viewer | null {
  if (!viewer) return null;
  return {
    id: new Slot<Binding>((b) => b.viewer?.id ?? null, 'int') as unknown as number,
    sessionId: '',
    username: '',
    profileType: viewer.profileType,
    isAdmin: viewer.isAdmin,
  };
}

/** The variables as @graphql-tools/utils' collectSubFields reads them (graphql 17's shape, coerced values). */
function variablesOf(scope: Scope): Parameters<typeof collectSubFields>[2] {
  return { coerced: scope.variables, sources: {} } as Parameters<typeof collectSubFields>[2];
}

/** A page's scan limit as written into a statement: its size and the look-ahead row, at most `limit`. */
function scanLimitOf(size: unknown, limit: number): number {
  return Number.isSafeInteger(size) && (size as number) >= 0 ? Math.min((size as number) + 1, limit) : limit;
}

function slot(read: (binding: Binding) => unknown, cast: string): Sql {
  return sql`${new Slot<Binding>(read, cast) as unknown as string}::${raw(cast)}`;
}

export const VIEWER_ID = (): Sql => slot((b) => b.viewer?.id ?? null, 'int');
export const VIEWER_IS_ADMIN = (): Sql => slot((b) => b.viewer?.isAdmin ?? false, 'boolean');

/** The cast of an argument of this GraphQL type. */
function castOf(type: GraphQLOutputType | ReturnType<typeof getNullableType>): string {
  const nullable = getNullableType(type as GraphQLOutputType);
  if (isListType(nullable)) return `${castOf(nullable.ofType as GraphQLOutputType)}[]`;
  const named = getNamedType(nullable as GraphQLOutputType);
  if (named.name === 'Int') return 'int';
  if (named.name === 'Float') return 'float8';
  if (named.name === 'Boolean') return 'boolean';
  return 'text';
}

/** Arguments of a field node, coerced as graphql-js coerces them, once per request. */
export function argsOf(binding: Binding, field: GraphQLField<unknown, unknown>, node: FieldNode): Record<string, unknown> {
  let args = binding.args.get(node);
  if (!args) binding.args.set(node, (args = getArgumentValues(field, node, binding.variables)));
  return args;
}

function requestSql(field: GraphQLField<unknown, unknown> | null, node: FieldNode | null, scope: Scope): RequestSql {
  return {
    viewer: scope.viewer,
    row: (model, alias) => rowRef(modelOf(scope.prisma, model), alias),
    where: (row, where) => whereSql(row.model, row.alias, where as Record<string, unknown>, reachOf(scope)),
    holds: (row, where) => sql`coalesce((${whereSql(row.model, row.alias, where as Record<string, unknown>, reachOf(scope))}), false)`,
    dynamic: (build) =>
      sql`${
        new Dynamic<Binding>((binding) =>
          build({
            viewer: binding.viewer,
            args: field && node ? argsOf(binding, field, node) : {},
            row: (model, alias) => rowRef(modelOf(scope.prisma, model), alias),
            // Aliases of its own, numbered alike every request: the piece's text is the same for the same shape.
            where: (row, where) =>
              whereSql(row.model, row.alias, where as Record<string, unknown>, {
                models: modelsOf(scope.prisma),
                aliases: { next: 10_000 },
              }),
            found: (key) => binding.found?.get(key),
          }),
        ) as unknown as string
      }`,
    viewerId: VIEWER_ID(),
    viewerIsAdmin: VIEWER_IS_ADMIN(),
    viewerProfileType: slot((b) => b.viewer?.profileType ?? null, 'text'),
    atRequest: <T>(read: () => T, cast: string) => new Slot<Binding>(() => read(), cast) as unknown as T,
    arg(name) {
      const definition = field?.args.find((arg) => arg.name === name);
      if (!field || !node || !definition) throw new Unsupported(`no argument ${name}`);
      return slot((b) => argsOf(b, field, node)[name] ?? null, castOf(definition.type));
    },
    parent(key) {
      return slot((b) => (b.parent?.[key] as never) ?? null, 'int');
    },
  };
}

/**
 * What SQL written by the domain reads of a statement JavaScript runs itself (a count the Prisma path
 * asks for): the viewer, with its id a value, and rules written as SQL over a row.
 */
export function statementRequest(prisma: PrismaClient, viewer: Viewer | null): Pick<RequestSql, 'viewer' | 'row' | 'where'> {
  const reach: WhereModels = { models: modelsOf(prisma), aliases: { next: 0 } };
  return {
    viewer,
    row: (model, alias) => rowRef(modelOf(prisma, model), alias),
    where: (row, where) => whereSql(row.model, row.alias, where as Record<string, unknown>, reach),
  };
}

function reachOf(scope: Scope): WhereModels {
  return { models: modelsOf(scope.prisma), aliases: scope.aliases };
}

function rowRef(model: ModelInfo, alias: string): RowRef {
  return {
    alias,
    model,
    col(field) {
      const column = model.columns[field];
      if (!column) throw new Unsupported(`${model.name}.${field} is not a column`);
      return raw(`${alias}."${column}"`);
    },
  };
}

function nextAlias(scope: Scope): string {
  scope.aliases.next += 1;
  return `t${scope.aliases.next}`;
}

/** The value of a column as the field's GraphQL type writes it. */
function columnValue(row: RowRef, field: string, type: GraphQLOutputType): Sql {
  const info = row.model.types[field];
  const column = row.col(field);
  const named = getNamedType(type);
  if (info?.isList) {
    if (isEnumType(named)) return sql`to_json(ARRAY(SELECT ${enumValue(named, sql`e::text`)} FROM unnest(${column}) e))`;
    return sql`to_json(coalesce(${column}, '{}'))`;
  }
  if (isEnumType(named)) return enumValue(named, sql`${column}::text`);
  if (named.name === 'DateTime') return isoTime(column);
  if (named.name === 'Float') return finite(column);
  if (named.name === 'ID') return sql`${column}::text`;
  return column;
}

/** An enum column as the GraphQL enum writes it: each internal value as its GraphQL name. */
function enumValue(type: GraphQLEnumType, value: Sql): Sql {
  const values = type.getValues();
  if (values.every((item) => item.name === item.value)) return value;
  return sql`CASE ${value} ${join(
    values.map((item) => sql`WHEN ${literal(String(item.value))} THEN ${literal(item.name)}`),
    ' ',
  )} END`;
}

/** The object type a field's rows are of (the field's type, through lists and non-null). */
function objectTypeOf(type: GraphQLOutputType): GraphQLObjectType {
  const named = getNamedType(type);
  if (!isObjectType(named)) throw new Unsupported(`${named.name} is not an object type`);
  return named;
}

/**
 * The JSON of `fieldNodes`' selection on `type`, for the row `row` (null for a type with no row of its own
 * whose fields read nothing of one).
 */
export function selectionSql(type: GraphQLObjectType, row: RowRef | null, fieldNodes: readonly FieldNode[], scope: Scope): Sql {
  const { fields } = collectSubFields(scope.schema, scope.fragments, variablesOf(scope), type, fieldNodes as FieldNode[]);
  const members: Array<[string, Sql]> = [];
  for (const [key, nodes] of fields) {
    const name = nodes[0].name.value;
    if (name === '__typename') {
      if (!scope.marked) members.push([key, literal(type.name)]);
      continue;
    }
    const field = type.getFields()[name];
    if (!field) throw new Unsupported(`${type.name}.${name}`);
    members.push([key, fieldSql(type, field, row, nodes, scope)]);
  }
  return objectJson(members, scope.marked);
}

function fieldSql(
  type: GraphQLObjectType,
  field: GraphQLField<unknown, unknown>,
  row: RowRef | null,
  nodes: FieldNode[],
  scope: Scope,
): Sql {
  const reading = readingOf(type.name, field.name);
  if (!reading) throw new Unsupported(`${type.name}.${field.name} says nothing of how it is read`);
  const request = requestSql(field, nodes[0], scope);
  return readingSql(reading, field, row, nodes, scope, request);
}

/** The row of a value read where there is none (a count of a whole table): any column it reads is Unsupported. */
const NO_ROW: RowRef = {
  alias: '',
  model: { name: '', table: '', columns: {}, types: {}, relations: {}, key: [] },
  col(field) {
    throw new Unsupported(`no row to read ${field} of`);
  },
};

function needRow(row: RowRef | null, what: string): RowRef {
  if (!row) throw new Unsupported(`${what} needs a row`);
  return row;
}

function readingSql(
  reading: FieldReading,
  field: GraphQLField<unknown, unknown>,
  row: RowRef | null,
  nodes: FieldNode[],
  scope: Scope,
  request: RequestSql,
): Sql {
  switch (reading.kind) {
    case 'column':
      return columnValue(needRow(row, reading.field), reading.field, field.type);
    case 'id':
      return globalId(reading.typename, needRow(row, 'id').col(needRow(row, 'id').model.key[0]));
    case 'value':
      return reading.sql(row ?? NO_ROW, request);
    case 'relation':
      return relationSql(reading, field, needRow(row, field.name), nodes, scope);
    case 'count':
      return countSql(reading, needRow(row, field.name), scope);
    case 'rows':
      return rowsSql(reading.rows, field, row, nodes, scope, request);
    case 'connection':
      return connectionSql(reading.connection, field, row, nodes, scope, request);
    case 'ranked':
      return rankedSql(reading.ranked, field, needRow(row, field.name), nodes, scope, request);
    case 'node':
      return nodeSql(reading.node, field, nodes, scope);
    case 'model':
      throw new Unsupported('a model is no field');
  }
}

/** Who may see rows of `typename`, where a type says so; nothing otherwise. */
function visibleSql(typename: string, row: RowRef, request: RequestSql): Sql {
  if (readingOf(typename, '$unreadable')) throw new Unsupported(`${typename} has a rule of who may see it, and none in SQL`);
  const rule = readingOf(typename, '$visible');
  return rule?.kind === 'value' ? sql` AND ${rule.sql(row, request)}` : empty;
}

function joinCondition(child: RowRef, parent: RowRef, relation: { from: string[]; to: string[] }): Sql {
  return join(
    relation.from.map((column, index) => raw(`${child.alias}."${relation.to[index]}" = ${parent.alias}."${column}"`)),
    ' AND ',
  );
}

/** A relation of the Prisma model (t.relation), with its static query's where, order and take. */
function relationSql(
  reading: Extract<FieldReading, { kind: 'relation' }>,
  field: GraphQLField<unknown, unknown>,
  row: RowRef,
  nodes: FieldNode[],
  scope: Scope,
): Sql {
  const relation = row.model.relations[reading.relation];
  if (!relation) throw new Unsupported(`${row.model.name}.${reading.relation} is not a relation`);
  const target = modelOf(scope.prisma, relation.target);
  const type = objectTypeOf(field.type);
  const child = rowRef(target, nextAlias(scope));
  const request = requestSql(field, nodes[0], scope);
  const where = sql`${joinCondition(child, row, relation)} AND ${whereSql(target, child.alias, reading.query?.where, reachOf(scope))}${visibleSql(type.name, child, request)}`;
  const object = selectionSql(type, child, nodes, scope);
  const from = raw(`"${target.table}" ${child.alias}`);
  if (!relation.isList) return sql`(SELECT ${object} FROM ${from} WHERE ${where})`;
  return listSql(object, from, child, where, orderBySql(target, child.alias, reading.query?.orderBy), reading.maxItems);
}

/**
 * A list of rows as JSON, in order, at most `limit`: numbered in a sub-select so the aggregate keeps the
 * order (`output`'s, when the list is given in another order than it is taken in).
 */
function listSql(object: Sql, from: Sql, child: RowRef, where: Sql, order: Sql, limit: number, output?: Sql): Sql {
  const ordered = order === empty || order.text === '' ? raw(`${child.alias}.ctid`) : order;
  return sql`(SELECT ${arrayJson(raw('x.o'), raw('x.n'))} FROM (SELECT ${object} AS o, row_number() OVER (ORDER BY ${output ?? ordered}) AS n FROM ${from} WHERE ${where} ORDER BY ${ordered} LIMIT ${raw(String(limit))}) x)`;
}

/** t.relationCount: how many related rows (matching its static where). */
function countSql(reading: Extract<FieldReading, { kind: 'count' }>, row: RowRef, scope: Scope): Sql {
  const relation = row.model.relations[reading.relation];
  if (!relation?.isList) throw new Unsupported(`${row.model.name}.${reading.relation} is not a list relation`);
  const target = modelOf(scope.prisma, relation.target);
  const child = rowRef(target, nextAlias(scope));
  return sql`(SELECT count(*)::int FROM ${raw(`"${target.table}" ${child.alias}`)} WHERE ${joinCondition(child, row, relation)} AND ${whereSql(target, child.alias, reading.where, reachOf(scope))})`;
}

/** Rows a field declares (an object or a list of them), or the same row under another type. */
function rowsSql(
  rows: RowsSql,
  field: GraphQLField<unknown, unknown>,
  row: RowRef | null,
  nodes: FieldNode[],
  scope: Scope,
  request: RequestSql,
): Sql {
  const type = objectTypeOf(field.type);
  if (rows.derived) return derivedSql(rows.derived, type, nodes, scope, request);
  if (rows.same) {
    const object = selectionSql(type, row, nodes, scope);
    return rows.when ? sql`CASE WHEN ${rows.when(needRow(row, field.name), request)} THEN ${object} END` : object;
  }
  const modelName = rows.model ?? modelNameOf(type);
  const target = modelOf(scope.prisma, modelName);
  const child = rowRef(target, nextAlias(scope));
  const where = sql`${rows.where ? rows.where(child, row, request) : sql`true`}${visibleSql(type.name, child, request)}`;
  const object = selectionSql(type, child, nodes, scope);
  const from = raw(`"${target.table}" ${child.alias}`);
  if (!isListType(getNullableType(field.type))) {
    return sql`(SELECT ${object} FROM ${from} WHERE ${where}${rows.orderBy ? sql` ORDER BY ${rows.orderBy(child, row, request)}` : empty} LIMIT 1)`;
  }
  const limit = rows.limit ?? (field.extensions?.maxItems as number | undefined);
  if (!limit) throw new Unsupported(`${field.name} has no bound`);
  return listSql(object, from, child, where, rows.orderBy ? rows.orderBy(child, row, request) : empty, limit, rows.outputOrder?.(child));
}

/** Marks the value of a derived row that asks for a second run (gateway/read/run.ts looks for it). */
export const AGAIN = '$again';

/**
 * The object of a derived row's type: its selection over the row its source computes (only the columns
 * the selection reads), or `{"$again": ...}` when the row says the statement must run once more.
 */
function derivedSql(derived: DerivedRowSql, type: GraphQLObjectType, nodes: FieldNode[], scope: Scope, request: RequestSql): Sql {
  const alias = nextAlias(scope);
  const used = new Set<string>();
  const columns = Object.fromEntries(derived.columns.map((column) => [column, column]));
  const model: ModelInfo = { name: type.name, table: '', columns, types: {}, relations: {}, key: [] };
  const row: RowRef = {
    alias,
    model,
    col(field) {
      if (!(field in columns)) throw new Unsupported(`${type.name} has no column ${field}`);
      used.add(field);
      return raw(`${alias}."${checkedName(field)}"`);
    },
  };
  const object = selectionSql(type, row, nodes, scope);
  scope.again = true;
  const t = raw(alias);
  // Kept whole (OFFSET 0): the row is computed once, however often its columns are read.
  return sql`(SELECT CASE WHEN ${t}.again IS NULL THEN ${object} ELSE json_build_object(${literal(AGAIN)}, ${t}.again) END
    FROM (SELECT * FROM (${derived.source(used, request)}) ${t} OFFSET 0) ${t})`;
}

/** The Prisma model of a type built with prismaObject or prismaNode. */
export function modelNameOf(type: GraphQLObjectType): string {
  const model = readingOf(type.name, '$model');
  if (model?.kind !== 'model') throw new Unsupported(`${type.name} is not a Prisma model's type`);
  return model.model;
}

// ---------------------------------------------------------------------------------------------------
// Nodes
// ---------------------------------------------------------------------------------------------------

/**
 * The row a node's global id names, as the node's type: its selection (the fields of fragments on that
 * type, and the interface's) over the row of that id, where its rule holds; a function of the id's SQL.
 * Unsupported for a type that is no node of a Prisma model, or whose node the Prisma path answers
 * otherwise (NodeSql).
 */
function nodeOfType(typename: string, fieldNodes: FieldNode[], scope: Scope): (id: Sql) => Sql {
  const type = scope.schema.getType(typename);
  if (!isObjectType(type) || !type.getInterfaces().some((known) => known.name === 'Node')) throw new Unsupported(`${typename} is no node`);
  if (readingOf(typename, '$visible') && !readingOf(typename, '$findUnique'))
    throw new Unsupported(`${typename}'s node is refused by its authScopes, not left out by a findUnique`);
  const model = modelOf(scope.prisma, modelNameOf(type));
  const row = rowRef(model, nextAlias(scope));
  const visible = visibleSql(typename, row, requestSql(null, null, scope));
  const object = selectionSql(type, row, fieldNodes, scope);
  const from = raw(`"${model.table}" ${row.alias}`);
  return (id) => sql`(SELECT ${object} FROM ${from} WHERE ${row.col(model.key[0])} = ${id}${visible})`;
}

/**
 * Query.node and nodes: each global id's row, of the type it names. The types are the request's, so the
 * statement has a text per type (or list of types, for nodes): a Dynamic piece, each type's selection
 * compiled once per plan. An id of a type not read in SQL leaves the field to its resolver.
 */
function nodeSql(declared: NodeSql, field: GraphQLField<unknown, unknown>, fieldNodes: FieldNode[], scope: Scope): Sql {
  const types = new Map<string, ((id: Sql) => Sql) | null>();
  const nodeOf = (globalId: string): Sql => {
    const { typename, id } = declared.decode(globalId);
    let node = types.get(typename);
    if (node === undefined) {
      // Kept only for the schema's own types: a client's id names any type it likes.
      if (!scope.schema.getType(typename)) throw new NotInSql(`no type ${typename}`);
      try {
        node = nodeOfType(typename, fieldNodes, scope);
      } catch (error) {
        if (!(error instanceof Unsupported)) throw error;
        if (process.env.READ_DEBUG) console.log('read path: unsupported node', typename, error.message);
        node = null;
      }
      types.set(typename, node);
    }
    if (!node) throw new NotInSql(`node of ${typename}`);
    return node(sql`${Number(id)}::int`);
  };
  const list = isListType(getNullableType(field.type));
  return sql`${
    new Dynamic<Binding>((binding) => {
      const args = argsOf(binding, field, fieldNodes[0]);
      if (!list) return nodeOf(args.id as string);
      const ids = args.ids as string[];
      // array_to_json writes compact JSON, as JSON.stringify does (json_build_array writes spaces).
      return ids.length ? sql`array_to_json(ARRAY[${join(ids.map(nodeOf))}]::json[])` : sql`'[]'::json`;
    }) as unknown as string
  }`;
}

// ---------------------------------------------------------------------------------------------------
// Connections
// ---------------------------------------------------------------------------------------------------

/** An argument a connection refuses, as graphql-js would report it on the field. */
export class PageArgumentError extends Error {}

const SENTINELS: Record<'text' | 'int' | 'float8' | 'timestamp' | 'date', [ascending: unknown, descending: unknown]> = {
  text: ['', '\u{10FFFF}'],
  int: [-2_147_483_648, 2_147_483_647],
  float8: ['-infinity', 'infinity'],
  timestamp: ['-infinity', 'infinity'],
  date: ['-infinity', 'infinity'],
};

/** The page's rows after its cursor, in the connection's order: an index-friendly keyset condition. */
function keysetSql(connection: ConnectionSql, child: RowRef, keys: Sql[]): Sql {
  const parts = connection.order.map((part, index) => ({ key: part.key(child), value: keys[index], descending: part.descending }));
  if (connection.rowKeyset) {
    if (parts.some((part) => part.descending !== parts[0].descending)) throw new Unsupported('a row keyset of mixed directions');
    return sql`(${join(
      parts.map((part) => part.key),
      ', ',
    )}) ${raw(parts[0].descending ? '<' : '>')} (${join(
      parts.map((part) => part.value),
      ', ',
    )})`;
  }
  const after = (index: number): Sql => {
    const { key, value, descending } = parts[index];
    if (index === parts.length - 1) return sql`${key} ${raw(descending ? '<' : '>')} ${value}`;
    return sql`(${key} ${raw(descending ? '<' : '>')} ${value} OR (${key} = ${value} AND ${after(index + 1)}))`;
  };
  const first = parts[0];
  return sql`${first.key} ${raw(first.descending ? '<=' : '>=')} ${first.value} AND ${after(0)}`;
}

/** An edge's node: the connection's row itself, or the row of another model it points at. */
function connectionNodeSql(
  connection: ConnectionSql,
  nodeType: GraphQLObjectType,
  child: RowRef,
  fieldNodes: FieldNode[],
  scope: Scope,
  request: RequestSql,
): Sql {
  if (!connection.nodeOf) return selectionSql(nodeType, child, fieldNodes, scope);
  const model = modelOf(scope.prisma, connection.nodeOf.model);
  const node = rowRef(model, nextAlias(scope));
  return sql`(SELECT ${selectionSql(nodeType, node, fieldNodes, scope)} FROM ${raw(`"${model.table}" ${node.alias}`)} WHERE ${connection.nodeOf.where(node, child)}${visibleSql(nodeType.name, node, request)})`;
}

function connectionSql(
  connection: ConnectionSql,
  field: GraphQLField<unknown, unknown>,
  row: RowRef | null,
  nodes: FieldNode[],
  scope: Scope,
  request: RequestSql,
): Sql {
  if (connection.orders) {
    // One statement text per order, the asked one written in per request (its slots bound only then).
    const { of, by } = connection.orders;
    const own = connectionSql({ ...connection, orders: undefined }, field, row, nodes, scope, request);
    const others = new Map(
      Object.entries(by).map(([name, order]) => [
        name,
        connectionSql({ ...connection, ...order, orders: undefined }, field, row, nodes, scope, request),
      ]),
    );
    return sql`${
      new Dynamic<Binding>((b) => {
        const name = of(argsOf(b, field, nodes[0]));
        return (name !== null && others.get(name)) || own;
      }) as unknown as string
    }`;
  }
  const connectionType = objectTypeOf(field.type);
  const edgeField = connectionType.getFields().edges;
  const edgeType = objectTypeOf(edgeField.type);
  const nodeType = objectTypeOf(edgeType.getFields().node.type);
  const target = modelOf(scope.prisma, connection.model);
  const child = rowRef(target, nextAlias(scope));
  const node = nodes[0];
  // A cursor whose keys are not of the order's types (another shape, an Int out of range) is the
  // connection's resolver's to refuse, in its words.
  const page = (b: Binding) => {
    const asked = connection.page(argsOf(b, field, node));
    if (asked.after && !connection.afterInWhere && !keysFit(connection, asked.after)) throw new NotInSql('cursor of another shape');
    return asked;
  };
  const size = slot((b) => page(b).size, 'int');
  const hasAfter = slot((b) => page(b).after !== null, 'boolean');
  const sentinel = (part: ConnectionSql['order'][number]) => SENTINELS[part.cursorType][part.descending ? 1 : 0];
  const castOfKey = (part: ConnectionSql['order'][number]) => (part.cursorType === 'int' ? 'int' : part.cursorType);
  let keys: Sql[];
  let cursorRow: Sql = empty;
  if (connection.cursorRowMustExist) {
    // Prisma's cursor: the row of the cursor's id, whose keys the page starts after; none when it is gone.
    const cursorId = slot((b) => page(b).after?.[0] ?? null, 'int');
    const idColumn = raw(`k."${target.columns[target.key[0]]}"`);
    const table = raw(`"${target.table}"`);
    keys = connection.order.map((part) => {
      const k = rowRef(target, 'k');
      return sql`coalesce((SELECT ${part.key(k)} FROM ${table} k WHERE ${idColumn} = ${cursorId}), ${slot(() => sentinel(part), castOfKey(part))})`;
    });
    // The cursor's row must be one of the connection's own, its filter and its node's rule holding of it, or the
    // page is empty: a page never starts from a row the viewer may not see (a sorted list would tell where a
    // private name sorts). Prisma differs here: it looks the row up whatever its rule, and skips one row more.
    const k = rowRef(target, 'k');
    const ofConnection = sql`${connection.where ? sql` AND ${connection.where(k, row, request)}` : empty}${connection.nodeOf ? empty : visibleSql(nodeType.name, k, request)}`;
    cursorRow = sql` AND EXISTS (SELECT 1 FROM ${table} k WHERE ${idColumn} = ${cursorId}${ofConnection})`;
  } else {
    keys = connection.order.map((part, index) =>
      slot((b) => {
        const { after } = page(b);
        return after ? after[index] : sentinel(part);
      }, castOfKey(part)),
    );
  }
  // Rows whose node the viewer may not see are left out, whether the rows are the nodes or point at them.
  // (The node's rule is written over the node's row: a like row has no visibility column of its own.)
  let visible = connection.nodeOf ? empty : visibleSql(nodeType.name, child, request);
  if (connection.nodeOf) {
    const model = modelOf(scope.prisma, connection.nodeOf.model);
    const node = rowRef(model, nextAlias(scope));
    const rule = visibleSql(nodeType.name, node, request);
    if (rule !== empty)
      visible = sql` AND EXISTS (SELECT 1 FROM ${raw(`"${model.table}" ${node.alias}`)} WHERE ${connection.nodeOf.where(node, child)}${rule})`;
  }
  // Where the page starts, written only for a page after a cursor: the first page's statement has no
  // cursor to look up, so PostgreSQL costs its generic plan as it costs each custom one and keeps it.
  const keyset = connection.afterInWhere ? empty : sql` AND ${keysetSql(connection, child, keys)}`;
  const afterCursor = sql`${keyset}${cursorRow}`;
  const fromCursor =
    afterCursor.text.trim() === ''
      ? empty
      : sql`${new Dynamic<Binding>((b) => (page(b).after !== null ? afterCursor : empty)) as unknown as string}`;
  const where = sql`${connection.where ? connection.where(child, row, request) : sql`true`}${visible}${fromCursor}`;
  const order = join(
    connection.order.map(
      (part) => sql`${part.key(child)} ${raw(part.descending ? 'DESC' : 'ASC')}${part.nullsLast ? raw(' NULLS LAST') : empty}`,
    ),
    ', ',
  );
  const limit = connection.maxSize + 1;
  const skip = connection.skips
    ? sql`${new Dynamic<Binding>((b) => (page(b).skip ? sql` OFFSET ${page(b).skip}::int` : empty)) as unknown as string}`
    : empty;

  // What the selection asks of the connection, its edges and its page info.
  const { fields } = collectSubFields(scope.schema, scope.fragments, variablesOf(scope), connectionType, nodes);
  let edgeNodes: FieldNode[] = [];
  let pageInfoNodes: FieldNode[] = [];
  const parts: Array<[string, string]> = [];
  for (const [key, fieldNodes] of fields) {
    const name = fieldNodes[0].name.value;
    if (name === 'edges') edgeNodes = edgeNodes.concat(fieldNodes);
    if (name === 'pageInfo') pageInfoNodes = pageInfoNodes.concat(fieldNodes);
    parts.push([key, name]);
  }
  const edgeMembers: Array<[string, Sql]> = [];
  if (edgeNodes.length) {
    for (const [key, fieldNodes] of collectSubFields(scope.schema, scope.fragments, variablesOf(scope), edgeType, edgeNodes).fields) {
      const name = fieldNodes[0].name.value;
      if (name === '__typename') {
        if (!scope.marked) edgeMembers.push([key, literal(edgeType.name)]);
      } else if (name === 'cursor') edgeMembers.push([key, connection.cursor(child)]);
      else if (name === 'node') edgeMembers.push([key, connectionNodeSql(connection, nodeType, child, fieldNodes, scope, request)]);
      else if (connection.edgeFields?.[name])
        edgeMembers.push([key, connection.edgeFields[name](child, requestSql(edgeType.getFields()[name], fieldNodes[0], scope))]);
      // An edge's object reads the connection's arguments (the edge's field has none).
      else if (connection.edgeRows?.[name])
        edgeMembers.push([key, rowsSql(connection.edgeRows[name], edgeType.getFields()[name], child, fieldNodes, scope, request)]);
      else throw new Unsupported(`${edgeType.name}.${name}`);
    }
  }
  const inPage = sql`FILTER (WHERE x.n <= ${size})`;
  const pageInfoMembers: Array<[string, Sql]> = [];
  const pageInfoType = objectTypeOf(connectionType.getFields().pageInfo.type);
  if (pageInfoNodes.length) {
    for (const [key, fieldNodes] of collectSubFields(scope.schema, scope.fragments, variablesOf(scope), pageInfoType, pageInfoNodes)
      .fields) {
      const name = fieldNodes[0].name.value;
      if (name === '__typename') {
        if (!scope.marked) pageInfoMembers.push([key, literal('PageInfo')]);
      } else if (name === 'hasNextPage') pageInfoMembers.push([key, sql`count(x.n) > ${size}`]);
      else if (name === 'hasPreviousPage') pageInfoMembers.push([key, hasAfter]);
      else if (name === 'startCursor') pageInfoMembers.push([key, sql`(array_agg(x.c ORDER BY x.n) ${inPage})[1]`]);
      else if (name === 'endCursor') pageInfoMembers.push([key, sql`(array_agg(x.c ORDER BY x.n DESC) ${inPage})[1]`]);
      else throw new Unsupported(`PageInfo.${name}`);
    }
  }
  const members: Array<[string, Sql]> = [];
  for (const [key, name] of parts) {
    if (name === '__typename') {
      if (!scope.marked) members.push([key, literal(connectionType.name)]);
    } else if (name === 'edges') members.push([key, arrayJson(raw('x.e'), raw('x.n'), inPage)]);
    else if (name === 'pageInfo') members.push([key, objectJson(pageInfoMembers, scope.marked)]);
    else if (name === 'totalCount' && connection.totalCount) members.push([key, connection.totalCount(row, request)]);
    else {
      // A field of the connection's own (a list's counts): read as it declares, from the connection's parent row.
      const reading = readingOf(connectionType.name, name);
      const own = connectionType.getFields()[name];
      if (!reading || !own) throw new Unsupported(`${connectionType.name}.${name}`);
      const ownNodes = fields.get(key)!;
      members.push([key, readingSql(reading, own, row, ownNodes, scope, requestSql(field, node, scope))]);
    }
  }
  const edge = edgeMembers.length ? objectJson(edgeMembers, scope.marked) : sql`NULL::json`;
  // The asked page and its look-ahead row, so the scan stops after them, numbered outside the scan (a
  // window over the scan reads one row past its last); the look-ahead row is numbered but not built.
  // The LIMIT is written into the text, a statement per page size: PostgreSQL cannot estimate a LIMIT
  // that is a parameter, so it would cost a generic plan at a tenth of the table and plan every run anew.
  const t = raw(child.alias);
  const scanLimit = sql`${new Dynamic<Binding>((b) => raw(String(scanLimitOf(page(b).size, limit)))) as unknown as string}`;
  const whole = sql`(SELECT ${objectJson(members, scope.marked)} FROM (
    SELECT CASE WHEN ${t}.n <= ${size} THEN ${edge} END AS e, ${connection.cursor(child)} AS c, ${t}.n
    FROM (SELECT ${t}.*, row_number() OVER (ORDER BY ${order}) AS n FROM (
      SELECT ${t}.* FROM ${raw(`"${target.table}" ${child.alias}`)} WHERE ${where} ORDER BY ${order} LIMIT ${scanLimit}${skip}
    ) ${t}) ${t}
    ) x GROUP BY ())`;
  return connection.when ? sql`CASE WHEN ${connection.when(row ?? NO_ROW, request)} THEN ${whole} END` : whole;
}

/**
 * A page of ranked ids (RankedSql), as resolveOffsetConnection gives it: `shown` rows from the offset
 * (at most the page's size, within the ids), each edge's cursor its offset; one more id is read for
 * hasNextPage. The page's ids are joined with their rows in the ids' order, a row gone or not visible
 * left out (the count of rows read is what hasNextPage and the end cursor go by, as the resolver's).
 */
function rankedSql(
  ranked: RankedSql,
  field: GraphQLField<unknown, unknown>,
  row: RowRef,
  nodes: FieldNode[],
  scope: Scope,
  request: RequestSql,
): Sql {
  const connectionType = objectTypeOf(field.type);
  const edgeType = objectTypeOf(connectionType.getFields().edges.type);
  const nodeType = objectTypeOf(edgeType.getFields().node.type);
  const target = modelOf(scope.prisma, ranked.model);
  const child = rowRef(target, nextAlias(scope));
  const node = nodes[0];
  const page = (b: Binding) => ranked.page(argsOf(b, field, node));
  const offset = slot((b) => page(b).offset, 'int');
  const size = slot((b) => page(b).size, 'int');
  const ids = ranked.ids(row, request);
  const shown = sql`greatest(least(cardinality(${ids}) - ${offset}, ${size}), 0)`;
  const cursorAt = (n: Sql) => offsetCursor(sql`${offset} + ${n} - 1`);
  const t = raw(child.alias);

  const { fields } = collectSubFields(scope.schema, scope.fragments, variablesOf(scope), connectionType, nodes);
  let edgeNodes: FieldNode[] = [];
  let pageInfoNodes: FieldNode[] = [];
  for (const [, fieldNodes] of fields) {
    if (fieldNodes[0].name.value === 'edges') edgeNodes = edgeNodes.concat(fieldNodes);
    if (fieldNodes[0].name.value === 'pageInfo') pageInfoNodes = pageInfoNodes.concat(fieldNodes);
  }
  const edgeMembers: Array<[string, Sql]> = [];
  if (edgeNodes.length) {
    for (const [key, fieldNodes] of collectSubFields(scope.schema, scope.fragments, variablesOf(scope), edgeType, edgeNodes).fields) {
      const name = fieldNodes[0].name.value;
      if (name === '__typename') {
        if (!scope.marked) edgeMembers.push([key, literal(edgeType.name)]);
      } else if (name === 'cursor') edgeMembers.push([key, cursorAt(sql`${t}.n`)]);
      else if (name === 'node') edgeMembers.push([key, selectionSql(nodeType, child, fieldNodes, scope)]);
      else if (ranked.edgeFields?.[name])
        edgeMembers.push([key, ranked.edgeFields[name](child, requestSql(edgeType.getFields()[name], fieldNodes[0], scope))]);
      else throw new Unsupported(`${edgeType.name}.${name}`);
    }
  }
  const read = sql`count(x.n)`;
  const pageInfoMembers: Array<[string, Sql]> = [];
  if (pageInfoNodes.length) {
    const pageInfoType = objectTypeOf(connectionType.getFields().pageInfo.type);
    for (const [key, fieldNodes] of collectSubFields(scope.schema, scope.fragments, variablesOf(scope), pageInfoType, pageInfoNodes)
      .fields) {
      const name = fieldNodes[0].name.value;
      if (name === '__typename') {
        if (!scope.marked) pageInfoMembers.push([key, literal(pageInfoType.name)]);
      } else if (name === 'hasNextPage') pageInfoMembers.push([key, sql`${read} > ${shown}`]);
      else if (name === 'hasPreviousPage') pageInfoMembers.push([key, sql`${offset} > 0`]);
      else if (name === 'startCursor') pageInfoMembers.push([key, offsetCursor(offset)]);
      else if (name === 'endCursor') pageInfoMembers.push([key, cursorAt(sql`least(${read}, ${shown})`)]);
      else throw new Unsupported(`${pageInfoType.name}.${name}`);
    }
  }
  const members: Array<[string, Sql]> = [];
  for (const [key, fieldNodes] of fields) {
    const name = fieldNodes[0].name.value;
    if (name === '__typename') {
      if (!scope.marked) members.push([key, literal(connectionType.name)]);
    } else if (name === 'edges') members.push([key, arrayJson(raw('x.e'), raw('x.n'), sql`FILTER (WHERE x.n <= ${shown})`)]);
    else if (name === 'pageInfo') members.push([key, objectJson(pageInfoMembers, scope.marked)]);
    else {
      // A field of the connection's own (its counts): read as it declares, from the connection's parent row.
      const reading = readingOf(connectionType.name, name);
      const own = connectionType.getFields()[name];
      if (!reading || !own) throw new Unsupported(`${connectionType.name}.${name}`);
      members.push([key, readingSql(reading, own, row, fieldNodes, scope, requestSql(field, node, scope))]);
    }
  }
  const edge = edgeMembers.length ? objectJson(edgeMembers, scope.marked) : sql`NULL::json`;
  // PostgreSQL's slices are 1-based and inclusive: the page's ids and the one after them.
  return sql`(SELECT ${objectJson(members, scope.marked)} FROM (
    SELECT CASE WHEN ${t}.n <= ${shown} THEN ${edge} END AS e, ${t}.n
    FROM (SELECT ${t}.*, row_number() OVER (ORDER BY k.o) AS n
      FROM unnest((${ids})[${offset} + 1 : ${offset} + ${shown} + 1]) WITH ORDINALITY k(id, o)
      JOIN ${raw(`"${target.table}" ${child.alias}`)} ON ${child.col(target.key[0])} = k.id
      WHERE true${visibleSql(nodeType.name, child, request)}) ${t}
    ) x GROUP BY ())`;
}

/**
 * Whether a cursor's keys are values of the order's key types (an Int within PostgreSQL's int); with
 * Prisma's cursor, its one key is the row's id.
 */
function keysFit(connection: ConnectionSql, keys: unknown[]): boolean {
  const types = connection.cursorRowMustExist ? ['int'] : connection.order.map((part) => part.cursorType);
  if (keys.length !== types.length) return false;
  return keys.every((key, index) => {
    if (types[index] === 'int') return Number.isSafeInteger(key) && Math.abs(key as number) <= DB_INT_MAX;
    if (types[index] === 'text') return typeof key === 'string';
    if (types[index] === 'float8') return typeof key === 'number' && Number.isFinite(key);
    // A time PostgreSQL reads from its ISO text: years 1 to 9999.
    const year = typeof key === 'string' || key instanceof Date ? new Date(key as string).getUTCFullYear() : NaN;
    return year >= 1 && year <= 9999;
  });
}

/** The value of a field that starts rows (a root field, a payload's node), with no row above it. */
export function entrySql(reading: FieldReading, field: GraphQLField<unknown, unknown>, nodes: FieldNode[], scope: Scope): Sql {
  return readingSql(reading, field, null, nodes, scope, requestSql(field, nodes[0], scope));
}
