// Every list in the schema is bounded (docs/decisions/0064-bounded-lists-deadlines-and-write-limits.md):
// a connection's `edges` by its page size (at most MAX_PAGE_SIZE), and every other list field by the
// `maxItems` it declares. The query cost (security/query-cost.ts) multiplies what a list selects by that
// bound, so a document nesting lists that point back at their owner (an account's events, each
// event's owner, its events...) is priced at what it could really read and refused before anything
// runs. The schema does not build with a list field that declares no bound, so a new unbounded list
// cannot be added by accident; the field's resolver must read at most that many (a Prisma `take`),
// and an answer longer than the bound is cut to it (an error in tests, where it means a missing take).
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type PothosOutputFieldType, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import { MAX_LIST_ITEMS, MAX_PAGE_SIZE } from '../../common/constants';

/** The extension of a GraphQL list field that holds its bound (read by the cost walk and the schema test). */
export const MAX_ITEMS = 'maxItems';

/** Whether a field is a connection's `edges`, bounded by the connection's page size instead. */
export function isConnectionEdges(parentType: string, fieldName: string): boolean {
  return fieldName === 'edges' && parentType.endsWith('Connection');
}

function isList(type: PothosOutputFieldType<SchemaTypes>): boolean {
  return type.kind === 'List';
}

/** Bounds of list fields that plugins make (no options of ours reach them). */
function pluginBound(parentType: string, fieldName: string): number | undefined {
  if (isConnectionEdges(parentType, fieldName)) return MAX_PAGE_SIZE;
  // The relay plugin's nodes(ids:): as many as the ids, which the list-argument limit holds to 100.
  if (parentType === 'Query' && fieldName === 'nodes') return MAX_LIST_ITEMS;
  return undefined;
}

export class ListBoundsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    if (!isList(fieldConfig.type as PothosOutputFieldType<SchemaTypes>)) return fieldConfig;
    const declared = (fieldConfig.pothosOptions as { maxItems?: number }).maxItems;
    const bound = declared ?? pluginBound(fieldConfig.parentType, fieldConfig.name);
    if (bound === undefined || !Number.isInteger(bound) || bound < 1) {
      throw new Error(
        `${fieldConfig.parentType}.${fieldConfig.name} is a list without a bound: declare maxItems (the most items it can hold), or make it a connection`,
      );
    }
    return { ...fieldConfig, extensions: { ...fieldConfig.extensions, [MAX_ITEMS]: bound } };
  }

  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    const bound = (fieldConfig.pothosOptions as { maxItems?: number }).maxItems;
    if (bound === undefined) return resolver;
    const coordinate = `${fieldConfig.parentType}.${fieldConfig.name}`;
    const bounded = (items: unknown) => {
      if (!Array.isArray(items) || items.length <= bound) return items;
      if (process.env.NODE_ENV === 'test') throw new Error(`${coordinate} returned ${items.length} items, over its bound of ${bound}`);
      return items.slice(0, bound);
    };
    return (parent, args, context, info) => {
      const items = resolver(parent, args, context, info) as unknown;
      return items instanceof Promise ? items.then(bounded) : bounded(items);
    };
  }
}

SchemaBuilder.registerPlugin('listBounds', ListBoundsPlugin);

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how Pothos plugins declare themselves
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      listBounds: ListBoundsPlugin<Types>;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameters are Pothos's
    export interface FieldOptions<Types extends SchemaTypes, ParentShape, Type, Nullable, Args, ResolveShape, ResolveReturnShape> {
      /** The most items a list field can hold: its resolver reads at most that many, and the query cost multiplies by it. */
      maxItems?: number;
    }
  }
}
