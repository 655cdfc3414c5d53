// The GraphQL side of a member's toggle (domain/toggle.ts): a mutation to add the member's row and one to take
// it back, each taking the target's global id (a wrong one is the target's NOT_FOUND) and answering a
// payload with the target as it now is (its new count and viewer flag), so the client never refetches.
import type { FieldMap, ObjectParam } from '@pothos/core';
import type { Context } from '../context';
import { builder } from '../builder';
import { databaseIdIn, wrongIdIsNotFound } from './global-id';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** What a toggle's payload is built from: the target's database id. */
export interface ToggleResult {
  targetId: number;
}

/** One of the pair: `likeCocktail`, its input LikeCocktailInput and its payload LikeCocktailPayload. */
interface ToggleMutation {
  name: string;
  description: string;
  /** The input's id field's description ("The Cocktail to like."). */
  idDescription: string;
  payloadDescription: string;
  /** The domain's write, by the target's database id. */
  write: (context: Context, targetId: number) => Promise<unknown>;
}

export function toggleMutations(pair: {
  /** The input's id field (`cocktailId`) and the node type it names. */
  id: { field: string; for: ObjectParam<Types>; notFound: string };
  /** The payload's fields: the target as it now is, read by `result.targetId`. */
  payloadFields: (t: PothosSchemaTypes.ObjectFieldBuilder<Types, ToggleResult>) => FieldMap;
  on: ToggleMutation;
  off: ToggleMutation;
}): void {
  const mutation = ({ name, description, idDescription, payloadDescription, write }: ToggleMutation) => {
    const typeName = name[0].toUpperCase() + name.slice(1);
    const payload = builder.objectRef<ToggleResult>(`${typeName}Payload`).implement({
      description: payloadDescription,
      fields: pair.payloadFields,
    });
    const input = builder.inputType(`${typeName}Input`, {
      fields: (t) => ({
        [pair.id.field]: t.globalID({ for: pair.id.for, description: idDescription, ...wrongIdIsNotFound(pair.id.notFound) }),
      }),
    });
    builder.mutationField(name, (t) =>
      t.field({
        type: payload,
        description,
        args: { input: t.arg({ type: input }) },
        errors: {},
        resolve: async (_root, { input: given }, context) => {
          const targetId = databaseIdIn(given[pair.id.field]);
          await write(context, targetId);
          return { targetId };
        },
      }),
    );
  };
  mutation(pair.on);
  mutation(pair.off);
}
