// The GraphQL side of a member's toggle (domain/toggle.ts): a mutation to add the member's row and one to take
// it back, each taking the target's global id (a wrong one is the target's NOT_FOUND) and answering a
// payload with the target as it now is (its new count and viewer flag), so the client never refetches.
import type { FieldMap, InputFieldMap, ObjectParam, ObjectRef } from '@pothos/core';
import type { Context } from '../context';
import { builder } from '../builder';
import { databaseIdIn, wrongIdIsNotFound } from './global-id';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** What a toggle's payload is built from: the target's database id (and what the write answered). */
export interface ToggleResult {
  targetId: number;
}

type PayloadFields<Result> = (t: PothosSchemaTypes.ObjectFieldBuilder<Types, Result>) => FieldMap;

/** One of the pair: `likeCocktail`, its input LikeCocktailInput and its payload LikeCocktailPayload. */
interface ToggleMutation<Result extends ToggleResult> {
  name: string;
  description: string;
  /** The input's id field's description ("The Cocktail to like."). */
  idDescription: string;
  /** The input's other fields, if any (a re-pour's note). */
  inputFields?: (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => InputFieldMap;
  payloadDescription: string;
  /** This payload's own fields, besides the target. */
  payloadFields?: PayloadFields<Result>;
  /** The domain's write, by the target's database id: what the payload needs besides that id. */
  write: (context: Context, targetId: number, input: Record<string, unknown>) => Promise<Omit<Result, 'targetId'>>;
}

export function toggleMutations<Result extends ToggleResult = ToggleResult>(pair: {
  /** The input's id field (`cocktailId`), the node type it names, and the message when there is none. */
  id: { field: string; for: ObjectParam<Types>; notFound: string };
  /** Both payloads' field with the target as it now is, read by `result.targetId`. */
  payloadFields: PayloadFields<Result>;
  on: ToggleMutation<Result>;
  off: ToggleMutation<Result>;
}): void {
  const mutation = ({
    name,
    description,
    idDescription,
    inputFields,
    payloadDescription,
    payloadFields,
    write,
  }: ToggleMutation<Result>) => {
    const typeName = name[0].toUpperCase() + name.slice(1);
    const payload = builder.objectRef<Result>(`${typeName}Payload`).implement({
      description: payloadDescription,
      fields: (t) => ({ ...payloadFields?.(t), ...pair.payloadFields(t) }),
    });
    const input = builder.inputType(`${typeName}Input`, {
      fields: (t) => ({
        [pair.id.field]: t.globalID({ for: pair.id.for, description: idDescription, ...wrongIdIsNotFound(pair.id.notFound) }),
        ...inputFields?.(t),
      }),
    });
    builder.mutationField(name, (t) =>
      t.field({
        // Seen as its base shape here: Pothos's resolver type cannot tell that a generic Result is not a list.
        type: payload as unknown as ObjectRef<Types, ToggleResult>,
        description,
        args: { input: t.arg({ type: input }) },
        errors: {},
        resolve: async (_root, args, context) => {
          const given = args.input as Record<string, unknown>;
          const targetId = databaseIdIn(given[pair.id.field] as { id: string });
          return { ...(await write(context, targetId, given)), targetId };
        },
      }),
    );
  };
  mutation(pair.on);
  mutation(pair.off);
}
