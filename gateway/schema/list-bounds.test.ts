// Every list is bounded, and a document nesting lists that lead back to their owner is priced at what it
// could read: refused before anything runs (docs/decisions/0064).
import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  parse,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_CAPS } from '../../common/account-caps';
import { GRAPHQL_LIMITS, LIMIT_ERROR_CODE } from '../security/graphql-limits';
import { operationCost } from '../security/query-cost';
import { setupTestGateway, type TestGateway } from '../testing/harness';
import { isConnectionEdges, MAX_ITEMS } from './list-bounds';
import { schema } from './index';

let gw: TestGateway;
beforeAll(async () => {
  gw = await setupTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

type Field = GraphQLField<unknown, unknown>;

const isList = (field: Field) => isListType(getNullableType(field.type));
const objectTypes = (s: GraphQLSchema) =>
  Object.values(s.getTypeMap()).filter((type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'));

/** The fields of an object type that hold one object (what leads from a list's item back to its owner). */
function singleObjectFields(type: GraphQLNamedType): Field[] {
  if (!isObjectType(type)) return [];
  return Object.values(type.getFields()).filter(
    (field) => !isList(field) && isCompositeType(getNamedType(field.type)) && field.args.every((arg) => !isRequired(arg.type)),
  );
}

const isRequired = (type: unknown) => String(type).endsWith('!');

/**
 * A selection that follows `list` from its owner type, then a path of single-object fields back to that
 * type, `depth` times: the shape of issue 37's attack (an account's events, each event's owner, its events...).
 */
function nested(list: Field, back: Field[], depth: number): string {
  if (depth === 0) return '__typename';
  const inner = back.reduceRight((selection, step) => `${step.name} { ${selection} }`, nested(list, back, depth - 1));
  return `${list.name} { __typename ${inner} }`;
}

/** Paths of one or two single-object fields from `from` that end on `to`. */
function pathsBack(from: GraphQLNamedType, to: GraphQLObjectType): Field[][] {
  const paths: Field[][] = [];
  for (const first of singleObjectFields(from)) {
    const next = getNamedType(first.type);
    if (next === to) paths.push([first]);
    for (const second of singleObjectFields(next)) if (getNamedType(second.type) === to) paths.push([first, second]);
  }
  return paths;
}

describe('lists', () => {
  it('each declare the most items they hold, unless they are a connection page', () => {
    const unbounded = objectTypes(schema).flatMap((type) =>
      Object.values(type.getFields())
        .filter((field) => isList(field))
        .filter((field) => {
          const bound = field.extensions?.[MAX_ITEMS];
          return !(typeof bound === 'number' && bound > 0) && !isConnectionEdges(type.name, field.name);
        })
        .map((field) => `${type.name}.${field.name}`),
    );
    expect(unbounded).toEqual([]);
    // Issue 37's lists, among those checked.
    const bounds = Object.fromEntries(
      objectTypes(schema).flatMap((type) =>
        Object.values(type.getFields())
          .filter(isList)
          .map((field) => [`${type.name}.${field.name}`, field.extensions?.[MAX_ITEMS]]),
      ),
    );
    expect(bounds).toMatchObject({
      'User.events': ACCOUNT_CAPS.upcomingEvents.max,
      'Venue.team': 100,
      'Venue.awards': ACCOUNT_CAPS.venueAwards.max,
      'User.workEntries': ACCOUNT_CAPS.workEntries.max,
    });
  });

  it('that lead back to their owner are priced at their bounds: nested three deep, refused or at most a few hundred items', () => {
    const checked: string[] = [];
    const passed: string[] = [];
    for (const owner of objectTypes(schema)) {
      for (const list of Object.values(owner.getFields()).filter(isList)) {
        const item = getNamedType(list.type);
        if (!isObjectType(item) || isConnectionEdges(owner.name, list.name) || list.args.some((arg) => isRequired(arg.type))) continue;
        for (const back of pathsBack(item, owner)) {
          const selection = nested(list, back, 3);
          // From the owner type wherever it can be reached: priced as a fragment's selection on it.
          const document = parse(`query { node(id: "x") { ... on ${owner.name} { ${selection} } } }`, { noLocation: true });
          const verdict = operationCost(schema, document, {});
          const bound = list.extensions?.[MAX_ITEMS] as number;
          const coordinate = `${owner.name}.${list.name} via ${back.map((field) => field.name).join('.')}`;
          checked.push(coordinate);
          if (verdict && 'cost' in verdict && verdict.cost <= GRAPHQL_LIMITS.maxCost && bound ** 3 > 1000)
            passed.push(`${coordinate}: cost ${verdict.cost}, up to ${bound ** 3} items`);
        }
      }
    }
    expect(passed).toEqual([]);
    expect(checked).toEqual(expect.arrayContaining(['User.events via owner', 'Venue.awards via venue', 'Venue.team via venue']));
  });

  it("refuse issue 37's attack (an account's events, their owner's events, three deep) before anything runs", async () => {
    const bar = await gw.signedInMember({ profileType: 'bar' });
    await gw.prisma.event.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({ ownerId: bar.user.id, name: `Night ${i}`, date: '2099-01-15' })),
    });
    const query = `query($u:Int!){ user(databaseId:$u){ events(includePast:true){ name owner{ events(includePast:true){ name owner{ events(includePast:true){ name } } } } } } }`;
    const { result, statements } = await gw.recordQueries(async () =>
      gw.app.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
        body: JSON.stringify({ query, variables: { u: bar.user.id } }),
      }),
    );
    expect(result.status).toBe(400);
    const body = (await result.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.errors.map((error) => error.extensions.code)).toEqual([LIMIT_ERROR_CODE]);
    expect(body.errors[0].message).toMatch(/^Query Cost limit of 200000 exceeded, found \d+\.$/);
    expect(statements).toEqual([]);
    // One level of it is an ordinary profile read: answered whole.
    const one = await gw.graphql<{ user: { events: unknown[] } }>(
      `query($u:Int!){ user(databaseId:$u){ events(includePast:true){ name } } }`,
      {
        u: bar.user.id,
      },
    );
    expect(one.data!.user.events).toHaveLength(60);
  });

  it('read at most their bound, whatever the database holds', async () => {
    const bartender = await gw.signedInMember({ profileType: 'bartender' });
    const max = ACCOUNT_CAPS.achievements.max;
    // Written past the cap behind the application's back (the cap keeps the application from doing so).
    await gw.prisma.achievement.createMany({
      data: Array.from({ length: max + 5 }, (_, i) => ({
        userId: bartender.user.id,
        type: 'award' as const,
        title: `Gold ${i}`,
        year: 2000,
      })),
    });
    const { data } = await gw.graphql<{ user: { achievements: unknown[] } }>(
      'query($u: Int!) { user(databaseId: $u) { achievements { title } } }',
      { u: bartender.user.id },
    );
    expect(data!.user.achievements).toHaveLength(max);
  });
});
