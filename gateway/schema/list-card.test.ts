// Decision 35: the list of 100 cards reads its columns through plain resolvers. A column field of a
// Prisma object in select mode is wrapped by the Prisma plugin (its selection mapping runs on every
// row, for every field), so each scalar the web app's card reads must be a field without that wrapper.
import { readFile } from 'node:fs/promises';
import { getNamedType, isObjectType, isScalarType, Kind, parse, type GraphQLObjectType, type SelectionSetNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from './index';

async function cardFragment(): Promise<SelectionSetNode> {
  const source = await readFile(new URL('../../web/src/features/cocktails/CocktailCard.tsx', import.meta.url), 'utf8');
  const fragment = /graphql`([^`]*fragment CocktailCard_cocktail[^`]*)`/.exec(source);
  if (!fragment) throw new Error('CocktailCard_cocktail not found');
  const definition = parse(fragment[1]).definitions[0];
  if (definition.kind !== Kind.FRAGMENT_DEFINITION) throw new Error('not a fragment');
  return definition.selectionSet;
}

/** `Type.field` of every scalar the selection reads, with whether the Prisma plugin wraps its resolver. */
function scalarFields(type: GraphQLObjectType, selections: SelectionSetNode, into: Map<string, boolean>): Map<string, boolean> {
  for (const selection of selections.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    const field = type.getFields()[selection.name.value];
    const fieldType = getNamedType(field.type);
    if (isObjectType(fieldType) && selection.selectionSet) scalarFields(fieldType, selection.selectionSet, into);
    else if (isScalarType(fieldType)) into.set(`${type.name}.${field.name}`, Boolean(field.extensions?.pothosPrismaSelect));
  }
  return into;
}

describe('the cocktail list card', () => {
  it('reads every column of the card through a plain resolver, not through the per-row selection mapping', async () => {
    const cocktail = schema.getType('Cocktail') as GraphQLObjectType;
    const fields = scalarFields(cocktail, await cardFragment(), new Map());
    expect(fields.size).toBeGreaterThanOrEqual(10);
    expect([...fields].filter(([, wrapped]) => wrapped).map(([name]) => name)).toEqual([]);
  });
});
