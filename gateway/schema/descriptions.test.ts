// Every part of the schema an integrator reads in GraphiQL or by introspection carries a description
// (issue 42): each type, field, argument, enum value and input field, the relay plugin's PageInfo,
// connections and edges included. Write it where the thing is defined (`description:`); builders that
// make many types derive theirs once (derived-descriptions.ts).
import {
  type GraphQLArgument,
  type GraphQLNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from './index';

interface Described {
  coordinate: string;
  description: string | null | undefined;
}

/** Every describable part of the schema, by its schema coordinate ("Type.field(arg)"). */
function describedParts(): Described[] {
  const parts: Described[] = [];
  const args = (owner: string, list: readonly GraphQLArgument[]) =>
    list.map((arg) => ({ coordinate: `${owner}(${arg.name})`, description: arg.description }));
  for (const type of Object.values(schema.getTypeMap()) as GraphQLNamedType[]) {
    if (isIntrospectionType(type)) continue;
    parts.push({ coordinate: type.name, description: type.description });
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        const coordinate = `${type.name}.${field.name}`;
        parts.push({ coordinate, description: field.description }, ...args(coordinate, field.args));
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        parts.push({ coordinate: `${type.name}.${field.name}`, description: field.description });
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) parts.push({ coordinate: `${type.name}.${value.name}`, description: value.description });
    }
  }
  return parts;
}

const undescribed = (part: Described) => !part.description?.trim();

describe('the schema descriptions', () => {
  it('describe every type, field, argument, enum value and input field', () => {
    const missing = describedParts()
      .filter(undescribed)
      .map((part) => part.coordinate);
    expect(missing, 'add a `description:` where each is defined').toEqual([]);
  });

  it("include the relay plugin's own types: PageInfo, Node, connections and edges, and node(id)", () => {
    const parts = new Map(describedParts().map((part) => [part.coordinate, part.description]));
    for (const coordinate of [
      'PageInfo',
      'PageInfo.hasNextPage',
      'PageInfo.endCursor',
      'Node',
      'Node.id',
      'Query.node(id)',
      'Query.nodes(ids)',
    ]) {
      expect(parts.get(coordinate), coordinate).toBeTruthy();
    }
    expect(parts.get('CocktailEdge.cursor')).toMatch(/after/);
    expect(parts.get('Query.cocktails(first)')).toMatch(/at most 100/);
    expect(parts.get('CreateCocktailResult')).toMatch(/createCocktail/);
  });
});
