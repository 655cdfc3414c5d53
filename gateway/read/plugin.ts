// The Pothos plugin of the read path (decision 0065). While the schema is built it records how each
// field is read in SQL: derived from the Prisma model (an exposed column, a relation with its static
// query, a relation's count, a node's id) or declared with the field (`sql`). While a request runs, a
// field of an object built in SQL passes its value through, and a field that starts rows (a root field,
// a mutation payload's node) builds its whole selection in one statement.
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type PothosTypeConfig, type SchemaTypes } from '@pothos/core';
import { RequestCache } from '@pothos/plugin-scope-auth';
import type { GraphQLFieldResolver } from 'graphql';
import type { ConnectionSql, NodeSql, RankedSql, RowsSql, ValueSql } from './declarations';
import { recordReading, recordScopeCheck, type FieldReading } from './registry';
import { readEntry } from './run';
import { BUILT } from './sql';

export type FieldSql = ValueSql | { rows: RowsSql } | { connection: ConnectionSql } | { ranked: RankedSql } | { node: NodeSql };

function isBuilt(parent: unknown): parent is Record<string, unknown> {
  return typeof parent === 'object' && parent !== null && (parent as Record<string, unknown>)[BUILT] === true;
}

/** Types whose objects are rows of a Prisma model, by name (filled as types are configured). */
const modelTypes = new Map<string, string>();
/**
 * Types whose fields read a row their parent's field gives them (the parent's own, or one it computes:
 * a derived row): never where rows start.
 */
const sameRowTypes = new Set<string>();

/** The types that group columns of their parent's row (for the check that every row type's field is read: coverage.ts). */
export function sameRowTypeNames(): ReadonlySet<string> {
  return sameRowTypes;
}

function returnTypeName(config: PothosOutputFieldConfig<SchemaTypes>): string | undefined {
  let type = config.type;
  while (type.kind === 'List') type = type.type;
  return 'ref' in type ? ((type.ref as { name?: string }).name ?? String(type.ref)) : undefined;
}

function declaredReading(declared: FieldSql): FieldReading {
  if (typeof declared === 'function') return { kind: 'value', sql: declared };
  if ('rows' in declared) return { kind: 'rows', rows: declared.rows };
  if ('ranked' in declared) return { kind: 'ranked', ranked: declared.ranked };
  if ('node' in declared) return { kind: 'node', node: declared.node };
  return { kind: 'connection', connection: declared.connection };
}

/** A relation's static query, read off the Prisma plugin's select (a query that depends on the request cannot be). */
function staticRelationQuery(select: unknown): Extract<FieldReading, { kind: 'relation' }>['query'] | undefined {
  if (typeof select !== 'function') return undefined;
  let captured: unknown;
  try {
    (select as (args: object, context: object, nested: (query: unknown) => unknown) => unknown)({}, {}, (query) => {
      captured = query;
      return {};
    });
  } catch {
    return undefined;
  }
  if (typeof captured === 'function' || (captured && typeof (captured as Promise<unknown>).then === 'function')) return undefined;
  return (captured ?? {}) as never;
}

function derivedReading(config: PothosOutputFieldConfig<SchemaTypes>): FieldReading | undefined {
  const model = modelTypes.get(config.parentType);
  if (!model) return undefined;
  // A field with a rule of its own (who may read it) is read in SQL only where it says how, rule included.
  if ((config.pothosOptions as { authScopes?: unknown }).authScopes) return undefined;
  const extensions = config.extensions ?? {};
  const exposed = extensions.pothosExposedField as string | undefined;
  if (exposed) return { kind: 'column', field: exposed };
  const relation = extensions.pothosPrismaRelationField as { name: string } | undefined;
  if (relation && config.type.kind === 'List' && !extensions.pothosPrismaTotalCount && !config.name.endsWith('Connection')) {
    // t.relation of a list: its query must be static to be read here; relatedConnection declares its sql.
    if (extensions.pothosPrismaFallbackPlan !== undefined) return undefined;
    const query = staticRelationQuery(extensions.pothosPrismaSelect);
    if (query === undefined) return undefined;
    return {
      kind: 'relation',
      relation: relation.name,
      query: query as never,
      maxItems: (config.pothosOptions as { maxItems?: number }).maxItems ?? 0,
    };
  }
  if (relation && config.type.kind !== 'List') {
    const query = staticRelationQuery(extensions.pothosPrismaSelect);
    if (query === undefined) return undefined;
    return { kind: 'relation', relation: relation.name, query: query as never, maxItems: 1 };
  }
  const select = extensions.pothosPrismaSelect as
    { _count?: { select?: Record<string, true | { where?: Record<string, unknown> }> } } | undefined;
  const counted = select && typeof select === 'object' ? select._count?.select : undefined;
  if (counted && Object.keys(counted).length === 1) {
    const [name, options] = Object.entries(counted)[0];
    return { kind: 'count', relation: name, where: options === true ? undefined : options.where };
  }
  if (config.name === 'id' && config.type.kind === 'Scalar') return { kind: 'id', typename: config.parentType };
  return undefined;
}

export class SqlReadPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onTypeConfig(typeConfig: PothosTypeConfig): PothosTypeConfig {
    const model = typeConfig.extensions?.pothosPrismaModel as string | undefined;
    if (typeConfig.kind === 'Object' && model) {
      modelTypes.set(typeConfig.name, model);
      recordReading(typeConfig.name, '$model', { kind: 'model', model });
    }
    const options = typeConfig.pothosOptions as { sqlVisible?: ValueSql; authScopes?: unknown; sqlVisibleInFindUnique?: true };
    if (model && options.sqlVisibleInFindUnique) recordReading(typeConfig.name, '$findUnique', { kind: 'model', model });
    if (options.sqlVisible) recordReading(typeConfig.name, '$visible', { kind: 'value', sql: options.sqlVisible });
    // A type with a rule of who may see it, and none in SQL: the read path must not read its rows.
    else if (options.authScopes) recordReading(typeConfig.name, '$unreadable', { kind: 'model', model: '' });
    return typeConfig;
  }

  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    const declared = (fieldConfig.pothosOptions as { sql?: FieldSql }).sql;
    if (declared && typeof declared !== 'function' && 'rows' in declared && (declared.rows.same || declared.rows.derived)) {
      const name = returnTypeName(fieldConfig as PothosOutputFieldConfig<SchemaTypes>);
      if (name) sameRowTypes.add(name);
    }
    const reading = declared ? declaredReading(declared) : derivedReading(fieldConfig as PothosOutputFieldConfig<SchemaTypes>);
    if (reading) recordReading(fieldConfig.parentType, fieldConfig.name, reading);
    // A field with a rule of its own in JavaScript: a statement written for a whole operation cannot apply it.
    const authScopes = (fieldConfig.pothosOptions as { authScopes?: unknown }).authScopes;
    if (authScopes) recordReading(fieldConfig.parentType, `${fieldConfig.name}$auth`, { kind: 'model', model: '' });
    // Unless the rule is a map of the builder's scopes (admins only): it reads nothing of a row, so it can be
    // asked of the caller before the statement runs, by the scope-auth plugin itself (its cache included).
    if (authScopes && typeof authScopes === 'object') {
      const builder = this.builder;
      recordScopeCheck(fieldConfig.parentType, fieldConfig.name, async (context) => {
        const failure = await RequestCache.fromContext(context, builder as never).evaluateScopeMap(authScopes as never, undefined);
        return failure === null;
      });
    }
    return fieldConfig;
  }

  /** Outermost: a field of an object built in SQL passes its value through (its rules were applied in SQL). */
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    return (parent, args, context, info) => (isBuilt(parent) ? parent[info.path.key] : resolver(parent, args, context, info));
  }
}

/**
 * Innermost (the last plugin): a field that starts rows where no row is (a root field, a payload's node)
 * is read in SQL, whole, once every other plugin's check on the field (its authScopes) has passed.
 */
export class SqlReadEntryPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    const declared = (fieldConfig.pothosOptions as { sql?: FieldSql }).sql;
    const entry = declared && typeof declared !== 'function' && !modelTypes.has(fieldConfig.parentType) ? declaredReading(declared) : null;
    if (!entry) return resolver;
    return (parent, args, context, info) =>
      sameRowTypes.has(fieldConfig.parentType)
        ? resolver(parent, args, context, info)
        : readEntry(entry, parent, context as never, info, () => resolver(parent, args, context, info));
  }
}

SchemaBuilder.registerPlugin('sqlRead', SqlReadPlugin);
SchemaBuilder.registerPlugin('sqlReadEntry', SqlReadEntryPlugin);

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how Pothos plugins declare themselves
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      sqlRead: SqlReadPlugin<Types>;
      sqlReadEntry: SqlReadEntryPlugin<Types>;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameters are Pothos's
    export interface FieldOptions<Types extends SchemaTypes, ParentShape, Type, Nullable, Args, ResolveShape, ResolveReturnShape> {
      /** How the read path builds this field in SQL (gateway/read/declarations.ts), where the Prisma model does not say. */
      sql?: FieldSql;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameters are Pothos's
    export interface ObjectTypeOptions<Types extends SchemaTypes, Shape> {
      /** Who may see rows of this type, in SQL: applied wherever the read path reads them. */
      sqlVisible?: ValueSql;
      /**
       * The type's `findUnique` applies the same rule as `sqlVisible`, so node(id) answers null for a row
       * the viewer may not see, as SQL does: the read path may then read node(id) of this type.
       */
      sqlVisibleInFindUnique?: true;
    }
  }
}
