// Text arguments that PostgreSQL cannot store: a NUL character ("\u0000") is refused by every text column
// (and by the search's raw SQL), which surfaced as a 500. Every field with arguments checks them first
// and answers with a ValidationError on the field that carries one (a typed result for mutations).
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import { ValidationError } from '../errors';

export const NUL_MESSAGE = 'Text cannot contain NUL characters';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The path of the first string holding a NUL character, or null. */
export function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  const entries = Array.isArray(value) ? value.entries() : isPlainObject(value) ? Object.entries(value) : null;
  if (!entries) return null;
  for (const [key, item] of entries) {
    const found = nulPath(item, path ? `${path}.${key}` : String(key));
    if (found) return found;
  }
  return null;
}

export class TextInputPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (Object.keys(fieldConfig.args).length === 0) return resolver;
    return (parent, args, context, info) => {
      const path = nulPath(args, '');
      // Input objects are named as their fields ("name", "ingredients.2.ingredient"), as other validation errors are.
      if (path) throw ValidationError.field(path.replace(/^((input|entry)\.)+/, ''), NUL_MESSAGE);
      return resolver(parent, args, context, info);
    };
  }
}

SchemaBuilder.registerPlugin('textInput', TextInputPlugin);

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how Pothos plugins declare themselves
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      textInput: TextInputPlugin<Types>;
    }
  }
}
