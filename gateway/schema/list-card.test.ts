// Decision 35: the list of 100 cards reads its columns through plain resolvers. A column field of a
// Prisma object in select mode is wrapped by the Prisma plugin (its selection mapping runs on every
// row, for every field), so each scalar the web app's card reads must be a field without that wrapper.
import { readFile } from 'node:fs/promises';
import { getNamedType, isObjectType, isScalarType, Kind, parse, type GraphQLObjectType, type SelectionSetNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from './index';

/** The card's fragments: CocktailCard_cocktail and those it spreads (the like and Repour buttons'), by name. */
async function cardFragments(): Promise<Map<string, SelectionSetNode>> {
  const files = [
    '../../web/src/features/cocktails/CocktailCard.tsx',
    '../../web/src/components/LikeButton.tsx',
    '../../web/src/components/repours/RepourButton.tsx',
  ];
  const fragments = new Map<string, SelectionSetNode>();
  for (const file of files) {
    const source = await readFile(new URL(file, import.meta.url), 'utf8');
    for (const [, text] of source.matchAll(/graphql`([^`]*fragment [^`]*)`/g)) {
      for (const definition of parse(text).definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition.selectionSet);
      }
    }
  }
  return fragments;
}

/** `Type.field` of every scalar the selection reads (through its fragment spreads), with whether the Prisma plugin wraps its resolver. */
function scalarFields(
  type: GraphQLObjectType,
  selections: SelectionSetNode,
  fragments: Map<string, SelectionSetNode>,
  into: Map<string, boolean>,
): Map<string, boolean> {
  for (const selection of selections.selections) {
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const spread = fragments.get(selection.name.value);
      if (!spread) throw new Error(`fragment ${selection.name.value} not found`);
      scalarFields(type, spread, fragments, into);
      continue;
    }
    if (selection.kind !== Kind.FIELD) continue;
    const field = type.getFields()[selection.name.value];
    const fieldType = getNamedType(field.type);
    if (isObjectType(fieldType) && selection.selectionSet) scalarFields(fieldType, selection.selectionSet, fragments, into);
    else if (isScalarType(fieldType)) into.set(`${type.name}.${field.name}`, Boolean(field.extensions?.pothosPrismaSelect));
  }
  return into;
}

/**
 * Fields that are per viewer, not columns: their select is the caller's own row (the like), joined into
 * the page's statement, so they need the plugin's selection (decisions 44 and 47).
 */
const PER_VIEWER = ['Cocktail.viewerHasLiked', 'Cocktail.viewerHasRepoured'];

describe('the cocktail list card', () => {
  it('reads every column of the card through a plain resolver, not through the per-row selection mapping', async () => {
    const cocktail = schema.getType('Cocktail') as GraphQLObjectType;
    const fragments = await cardFragments();
    const fields = scalarFields(cocktail, fragments.get('CocktailCard_cocktail')!, fragments, new Map());
    expect(fields.size).toBeGreaterThanOrEqual(11);
    expect(fields.has('Cocktail.likesCount')).toBe(true);
    expect(fields.has('Cocktail.repoursCount')).toBe(true);
    expect(fields.has('Cocktail.viewerHasRepoured')).toBe(true);
    expect([...fields].filter(([name, wrapped]) => wrapped && !PER_VIEWER.includes(name)).map(([name]) => name)).toEqual([]);
  });
});
