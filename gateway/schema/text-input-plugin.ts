// Text arguments that PostgreSQL cannot store: a NUL character ("\u0000") is refused by every text column
// (and by the search's raw SQL), which surfaced as a 500; a lone surrogate ("\uD800", which JSON
// allows) is no Unicode text at all: the embedded database failed on it with a 500 and PostgreSQL's
// driver silently stored U+FFFD in its place. Every field with arguments checks them first and answers
// with a ValidationError on the field that carries one (a typed result for mutations).
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import { ValidationError } from '../errors';

export const NUL_MESSAGE = 'Text cannot contain NUL characters';
export const SURROGATE_MESSAGE = 'Text cannot contain unpaired surrogate characters (it is not valid Unicode)';

/** With the u flag, \p{Cs} matches only surrogates that are not half of a pair. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Why a text cannot be stored, or null when it can. */
export function textProblem(value: string): string | null {
  if (value.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(value)) return SURROGATE_MESSAGE;
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The path of the first string that cannot be stored, and why; null when every one can. */
export function badTextPath(value: unknown, path: string): { path: string; message: string } | null {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { path, message } : null;
  }
  const entries = Array.isArray(value) ? value.entries() : isPlainObject(value) ? Object.entries(value) : null;
  if (!entries) return null;
  for (const [key, item] of entries) {
    const found = badTextPath(item, path ? `${path}.${key}` : String(key));
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
      const bad = badTextPath(args, '');
      // Input objects are named as their fields ("name", "ingredients.2.ingredient"), as other validation errors are.
      if (bad) throw ValidationError.field(bad.path.replace(/^((input|entry|cocktail|event)\.)+/, ''), bad.message);
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
