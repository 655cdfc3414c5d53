// The schema is read in SQL by construction: a field of a row type that says nothing of how it is read
// stops the schema from building (coverage.ts).
import { GraphQLBoolean, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../schema';
import { assertEveryFieldRead, unreadFields } from './coverage';
import { sameRowTypeNames } from './plugin';

describe('every field of a row type is read in SQL', () => {
  it('holds for the whole schema (it would not have built otherwise)', () => {
    expect(unreadFields(schema, sameRowTypeNames())).toEqual([]);
  });

  it('names a field added to a model type without saying how it is read', () => {
    // Cocktail is the Prisma model's type: its `name` is derived from the model; the new field is not.
    const Cocktail = new GraphQLObjectType({
      name: 'Cocktail',
      fields: { name: { type: GraphQLString }, viewerHasTasted: { type: GraphQLBoolean } },
    });
    const changed = new GraphQLSchema({ query: new GraphQLObjectType({ name: 'Query', fields: { c: { type: Cocktail } } }) });
    expect(unreadFields(changed, new Set())).toEqual(['Cocktail.viewerHasTasted']);
    expect(() => assertEveryFieldRead(changed, new Set())).toThrow(/Cocktail\.viewerHasTasted/);
  });

  it('leaves types that are not rows alone (payloads, errors)', () => {
    const Payload = new GraphQLObjectType({ name: 'SomePayload', fields: { ok: { type: GraphQLBoolean } } });
    const other = new GraphQLSchema({ query: new GraphQLObjectType({ name: 'Query', fields: { p: { type: Payload } } }) });
    expect(unreadFields(other, new Set())).toEqual([]);
  });
});
