// Arguments that name a node by its global ID are declared with the relay plugin's
// `t.arg.globalID({ for: SomeNode })` / `t.input.globalID({ for: SomeNode })`: the plugin decodes them and
// checks their type, and resolvers get `{ typename, id }` (`databaseIdIn` reads the row's id). What a wrong
// id means is the argument's own: a validation error on a field ("Not a Venue id") or the spec's
// not-found message. The relay plugin would refuse one with its own words while mapping arguments, so
// this plugin answers it first, with the argument's error (typed, through the errors plugin's
// `unsafelyHandleInputErrors`, for mutations that declare `errors`).
import SchemaBuilder, {
  BasePlugin,
  createInputValueMapper,
  mapInputFields,
  type PothosOutputFieldConfig,
  type SchemaTypes,
} from '@pothos/core';
import { decodeGlobalID } from '@pothos/plugin-relay';
import type { GraphQLFieldResolver } from 'graphql';
import { withArticle } from '../../common/plural';
import { NotFoundError, ValidationError } from '../errors';

/**
 * Whether a number can be a row's id: ids are PostgreSQL `integer`s, so anything outside 1..2^31-1
 * points at nothing (and would make the database refuse the query, a 500, rather than find no row).
 */
export function isDatabaseId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;
}

/** The database id inside a global ID of the expected type, or null for anything else. */
export function decodeDatabaseId(globalId: string | number, typename: string): number | null {
  try {
    const { typename: actual, id } = decodeGlobalID(String(globalId));
    const databaseId = Number(id);
    return actual === typename && isDatabaseId(databaseId) ? databaseId : null;
  } catch {
    return null;
  }
}

/** The row id of a global ID argument (`t.arg.globalID`), once the relay plugin decoded and checked it. */
export function databaseIdIn(globalId: { id: string }): number {
  return Number(globalId.id);
}

const WRONG_ID = 'repourWrongId';

type WrongId = { field: string; message?: string } | { notFound: string };

/** `t.arg.globalID` options: a wrong id is a validation error on `path` ("Not a Venue id", "Not an Event id", unless said). */
export function wrongIdIsFieldError(path: string, message?: string) {
  return { extensions: { [WRONG_ID]: { field: path, message } satisfies WrongId } };
}

/** `t.arg.globalID` options: a wrong id is a node not found, with the spec's message for it. */
export function wrongIdIsNotFound(message: string) {
  return { extensions: { [WRONG_ID]: { notFound: message } satisfies WrongId } };
}

interface IdArgument {
  wrong: WrongId;
  typename: string;
  optional: boolean;
}

function checkedId(value: unknown, { wrong, typename, optional }: IdArgument): unknown {
  // An optional id sent empty is no id, as it always was.
  if (optional && value === '') return null;
  if (decodeDatabaseId(value as string | number, typename) !== null) return value;
  throw 'notFound' in wrong
    ? new NotFoundError(wrong.notFound)
    : ValidationError.field(wrong.field, wrong.message ?? `Not ${withArticle(typename)} id`);
}

export class GlobalIdArgumentsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapArgMappers(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    const mappings = mapInputFields(fieldConfig.args, this.buildCache, (field): IdArgument | null => {
      const wrong = field.extensions?.[WRONG_ID] as WrongId | undefined;
      const types = field.extensions?.relayGlobalIDFor as Array<{ typename: string }> | null | undefined;
      if (!wrong) return null;
      if (types?.length !== 1) throw new Error(`${fieldConfig.name}: a wrong-id answer needs t.arg.globalID({ for }) of one type`);
      return { wrong, typename: types[0].typename, optional: !field.type.required };
    });
    if (!mappings) return resolver;
    const check = createInputValueMapper(mappings, (value, mapping) => checkedId(value, mapping.value!));
    return (parent, args, context, info) => resolver(parent, check(args as Record<string, unknown>), context, info);
  }
}

SchemaBuilder.registerPlugin('globalIdArguments', GlobalIdArgumentsPlugin);

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how Pothos plugins declare themselves
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      globalIdArguments: GlobalIdArgumentsPlugin<Types>;
    }
  }
}

/**
 * The database id inside a global ID of the expected type, or NotFoundError with the spec's message. Only
 * for the arguments a resolver must check after something else (docs/engineering.md, "Global ids").
 */
export function existingIdOf(globalId: string | number, typename: string, notFound: string): number {
  const id = decodeDatabaseId(globalId, typename);
  if (id === null) throw new NotFoundError(notFound);
  return id;
}
