// The cocktail list page shaped by PostgreSQL (decision 0054; its amendment adds user(databaseId) and
// node(id) of a member, with their followers and following; decision 0062 a member's cocktails): from the GraphQL selection of
// Query.cocktails, one statement returns the page with every row, line, ingredient and creator built by
// row_to_json / array_to_json under the response keys the request asked for, and the fields of those
// objects only pass the values through. A selection the planner does not fully understand (an unknown
// field, an argument, a directive, a fragment on another type, a filter) takes the Prisma path
// unchanged, so a response never depends on the shape being recognised, only its cost does.
import SchemaBuilder, { BasePlugin, brandWithType, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import { parsePrismaCursor } from '@pothos/plugin-prisma';
import { decodeGlobalID } from '@pothos/plugin-relay';
import {
  getNamedType,
  isEnumType,
  isObjectType,
  Kind,
  type FieldNode,
  type GraphQLField,
  type GraphQLSchema,
  type GraphQLFieldResolver,
  type DirectiveNode,
  type GraphQLResolveInfo,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
  print,
} from 'graphql';
import { CONNECTIONS_PAGE_SIZE } from '../../common/connections';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../common/constants';
import { BADGES } from '../../common/recognition';
import type { Viewer } from '../auth/sessions';
import type { Context } from '../context';
import { visibleCocktailDatabaseCountSql, visibleCocktailsSqlOn } from '../domain/cocktails';
import { decodeFollowCursor } from '../domain/follows';
import { Prisma } from '../generated/prisma/client';
import { isDatabaseId } from './global-id';
import { readRows } from '../db/client';
import { ClientInputCache } from '../security/client-input-cache';

/** The key that marks an object built here (in SQL or below): its fields are read by response key. */
export const SHAPED = '$shaped';

/** Types whose fields pass a shaped object's values through (everything the planner can build). */
const SHAPED_TYPES = new Set([
  'CocktailConnection',
  'CocktailEdge',
  'PageInfo',
  'Cocktail',
  'CocktailIngredient',
  'Ingredient',
  'User',
  'Venue',
  'ConnectionCounts',
  'FollowConnection',
  'FollowEdge',
]);

let enabled = true;

/** Turns the shaped path on or off for this process (tests compare the two; the bench's `SHAPED_ROWS=0` measures without it). */
export function setShapedRows(on: boolean): void {
  enabled = on;
}

// ---------------------------------------------------------------------------
// What SQL builds each field (aliases: c cocktail, u member, l line, i ingredient, v the viewer)
// ---------------------------------------------------------------------------

/** A global id as the relay plugin encodes it: base64 of "Type:id" (gateway/schema/global-id.ts). */
const globalId = (typename: string, column: string) =>
  `translate(encode(convert_to('${typename}:' || ${column}, 'UTF8'), 'base64'), E'\\n', '')`;

/**
 * A double precision column as finiteOrNull (schema/finite.ts) reads it: NaN and the infinities are
 * null. PostgreSQL writes a float8 in JSON with the shortest digits that read back as the same double
 * (extra_float_digits 1, its default), so JSON.parse gives the number Prisma would have; `+ 0` makes
 * -0 a 0, as JSON.stringify writes it. For the values recipes hold (amounts 0 or 0.01 to 10,000, ABVs
 * such as 41.5) it writes the digits JSON.stringify writes; a number under 0.000001 or from 10^15 up it
 * writes in its own notation of the same number (1e-07 for 1e-7: decision 0059).
 */
const finite = (column: string) =>
  `CASE WHEN ${column} IN ('NaN'::float8, 'Infinity'::float8, '-Infinity'::float8) THEN NULL ELSE ${column} + 0 END`;

/**
 * A `timestamp(3)` column (Prisma reads it as UTC) as the DateTime scalar writes a Date: toISOString(),
 * milliseconds and a Z. The scalar passes a string through as it is (gateway/builder.ts).
 */
const isoTime = (column: string) => `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Every character JavaScript's trim() removes (WhiteSpace and LineTerminator: what /\s/ matches), for btrim. */
const JS_SPACES = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code))
  .filter((char) => /\s/.test(char))
  .join('');

/** A text column trimmed as JavaScript trims it, null when nothing is left. */
const trimmed = (column: string) => `nullif(btrim(${column}, '${JS_SPACES}'), '')`;

/** displayNameOf (common/people.ts): the chosen name, else first and last name, else the username, else "User". */
const displayName = `coalesce(${trimmed('u.display_name')}, nullif(concat_ws(' ', ${trimmed('u.first_name')}, ${trimmed('u.last_name')}), ''), ${trimmed('u.username')}, 'User')`;

/** orderedBadges (common/recognition.ts): the known badges the member holds, each once, in the order of BADGES. */
const badges = `to_json(ARRAY(SELECT b.badge FROM unnest(ARRAY[${BADGES.map((badge) => `'${badge}'`).join(', ')}]::text[]) WITH ORDINALITY b(badge, at) WHERE b.badge = ANY(u.badges) ORDER BY b.at))`;

/** Scalar fields, by GraphQL type and field name: the SQL expression of its value (a plain column or a known computed field). */
const SCALARS: Record<string, Record<string, string>> = {
  Cocktail: {
    id: globalId('Cocktail', 'c.id'),
    databaseId: 'c.id',
    name: 'c.name',
    description: 'c.description',
    directions: 'c.directions',
    glassware: 'c.glassware',
    garnish: 'c.garnish',
    notes: 'c.notes',
    classicEra: 'c.classic_era',
    isMocktail: 'c.is_mocktail',
    photoUrl: 'c.photo_url',
    visibility: 'c.visibility::text',
    type: 'c.type::text',
    // A list column may hold NULL (Prisma creates it without NOT NULL), which Prisma reads as [].
    categories: "coalesce(c.categories, '{}'::text[])",
    method: 'c.method',
    abv: finite('c.abv'),
    likesCount: 'c.likes_count',
    repoursCount: 'c.repours_count',
    originalCreatorName: 'c.original_creator_name',
    sourceUrl: 'c.source_url',
    year: 'c.year',
    createdAt: isoTime('c.created_at'),
    updatedAt: isoTime('c.updated_at'),
    // canEditCocktail and viewerIsCreator (schema/cocktail.ts); false signed out (v.id is null).
    viewerCanEdit: '(v.admin OR coalesce(c.creator_id = v.id, false))',
    viewerIsCreator: 'coalesce(c.creator_id = v.id, false)',
    // The viewer's like and re-pour (schema/like.ts, schema/repour.ts): false signed out.
    viewerHasLiked: 'EXISTS (SELECT 1 FROM cocktail_likes k WHERE k.cocktail_id = c.id AND k.user_id = v.id)',
    viewerHasRepoured: 'EXISTS (SELECT 1 FROM repours r WHERE r.cocktail_id = c.id AND r.user_id = v.id)',
  },
  CocktailIngredient: {
    amount: finite('l.amount'),
    unit: 'l.unit',
    brand: 'l.brand',
    note: 'l.note',
    optional: 'l.optional',
    orderIndex: 'l.order_index',
  },
  Ingredient: {
    id: globalId('Ingredient', 'i.id'),
    databaseId: 'i.id',
    name: 'i.name',
    category: 'i.category',
    abv: finite('i.abv'),
    description: 'i.description',
    origin: 'i.origin',
    // relationCount('variants') (schema/search.ts): every ingredient whose parent this one is.
    variantCount: '(SELECT count(*)::int FROM ingredients iv WHERE iv.parent_id = i.id)',
  },
  // The User node has no rule of its own (every member's profile is public); its fields that are
  // per viewer (email, journey, ...) are not here, so asking for them takes the Prisma path.
  User: {
    id: globalId('User', 'u.id'),
    databaseId: 'u.id',
    username: 'u.username',
    firstName: 'u.first_name',
    lastName: 'u.last_name',
    chosenDisplayName: 'u.display_name',
    avatarUrl: 'u.avatar_url',
    bio: 'u.bio',
    location: 'u.location',
    profileType: 'u.profile_type::text',
    isAdmin: 'u.is_admin',
    specialties: "coalesce(u.specialties, '{}'::text[])",
    followersCount: 'u.followers_count',
    followingCount: 'u.following_count',
    // hasVerifiedTick (common/recognition.ts): an admin's grant or a verified current position.
    isVerified: '(u.is_verified OR u.verified_position)',
    verifiedByAdmin: 'u.is_verified',
    verifiedByPosition: 'u.verified_position',
    createdAt: isoTime('u.created_at'),
    hours: 'u.hours',
    favoriteStyle: 'u.favorite_style',
    displayName,
    badges,
    // visibleCocktailCountOf (domain/cocktails.ts): the private ones only for the member themself and admins.
    cocktailCount:
      '(u.public_cocktails_count + CASE WHEN v.admin OR coalesce(v.id = u.id, false) THEN u.private_cocktails_count ELSE 0 END)',
    // schema/follow.ts: false signed out (v.id is null).
    viewerIsFollowing: 'EXISTS (SELECT 1 FROM follows fv WHERE fv.follower_id = v.id AND fv.following_id = u.id)',
    followsViewer: 'EXISTS (SELECT 1 FROM follows fv WHERE fv.follower_id = u.id AND fv.following_id = v.id)',
  },
  // The member's counters (schema/follow.ts); mutual is counted in Node, so asking for it falls back.
  ConnectionCounts: {
    followers: 'u.followers_count',
    following: 'u.following_count',
  },
  // The Venue node has no rule of its own either: every venue is public.
  Venue: {
    id: globalId('Venue', 've.id'),
    databaseId: 've.id',
    name: 've.name',
    city: 've.city',
    state: 've.state',
    country: 've.country',
    address: 've.address',
    websiteUrl: 've.website_url',
    isVerified: 've.is_verified',
    checkInCount: 've.check_ins_count',
  },
};

/** Relations: the SQL of the related object (or list) from the selection of its fields. */
const RELATIONS: Record<string, Record<string, (object: string) => string>> = {
  Cocktail: {
    creator: (user) => `(SELECT ${user} FROM users u WHERE u.id = c.creator_id)`,
    venue: (venue) => `(SELECT ${venue} FROM venues ve WHERE ve.id = c.venue_id)`,
    // The recipe lines in order, as the relation's `orderBy: { orderIndex: 'asc' }` (unique per cocktail).
    ingredients: (line) => `(SELECT ${arrayJson(line, 'l.order_index')} FROM cocktail_ingredients l WHERE l.cocktail_id = c.id)`,
  },
  CocktailIngredient: {
    ingredient: (ingredient) => `(SELECT ${ingredient} FROM ingredients i WHERE i.id = l.ingredient_id)`,
  },
  // The same member's row: its counters.
  User: {
    connectionCounts: (counts) => counts,
  },
};

const RELATION_TYPES: Record<string, string> = {
  'Cocktail.creator': 'User',
  'Cocktail.venue': 'Venue',
  'Cocktail.ingredients': 'CocktailIngredient',
  'CocktailIngredient.ingredient': 'Ingredient',
  'User.connectionCounts': 'ConnectionCounts',
};

/**
 * A member's followers and following (schema/follow.ts): the follow rows of `mine` = the member, newest
 * first, the member at the other end in `other`, the whole list's size from the counter.
 */
const FOLLOW_LISTS: Record<string, { mine: string; other: string; counter: string }> = {
  'User.followers': { mine: 'following_id', other: 'follower_id', counter: 'followers_count' },
  'User.following': { mine: 'follower_id', other: 'following_id', counter: 'following_count' },
};
const FOLLOW_LIST_PARTS = ['FollowConnection.totalCount', 'FollowConnection.edges', 'FollowConnection.pageInfo'];
const FOLLOW_EDGE_PARTS = ['FollowEdge.cursor', 'FollowEdge.node', 'FollowEdge.connectedAt'];
const USER_COCKTAILS_PARTS = [
  'User.cocktails',
  'UserCocktailConnection.totalCount',
  'UserCocktailConnection.edges',
  'UserCocktailConnection.pageInfo',
  'UserCocktailEdge.cursor',
  'UserCocktailEdge.node',
];

/** Each scalar `Type.field` the planner builds and its SQL (for the test that holds them to the columns' nullability). */
export function shapedScalars(): Array<[field: string, sql: string]> {
  return Object.entries(SCALARS).flatMap(([type, fields]) =>
    Object.entries(fields).map(([field, sql]): [string, string] => [`${type}.${field}`, sql]),
  );
}

/** Every `Type.field` the planner builds in SQL (for the test that holds them to the schema's rules). */
export function shapedFields(): string[] {
  return [
    ...Object.entries(SCALARS).flatMap(([type, fields]) => Object.keys(fields).map((field) => `${type}.${field}`)),
    ...Object.keys(RELATION_TYPES),
    ...Object.keys(FOLLOW_LISTS),
    ...FOLLOW_LIST_PARTS,
    ...FOLLOW_EDGE_PARTS,
    ...USER_COCKTAILS_PARTS,
  ];
}

// ---------------------------------------------------------------------------
// Reading the selection
// ---------------------------------------------------------------------------

class Unsupported extends Error {}

type Fragments = GraphQLResolveInfo['fragments'];

/** What the selection reads of the request: its fragments, and the variables of @include and @skip. */
interface Reading {
  fragments: Fragments;
  variables: GraphQLResolveInfo['variableValues'];
  /** The schema, for each field's type: that its scalar is written as PostgreSQL writes it (passedThrough). */
  schema: GraphQLSchema;
  /**
   * Whether each object carries the SHAPED marker: an object graphql-js walks does (its fields pass
   * values through), an answer written as it comes does not (and has `__typename` written in).
   */
  marked: boolean;
  /** The follow lists' arguments, read per request into the statement's parameter row `a` (column s0, t0, ... of slot 0). */
  slots: ArgumentReader[];
}

type Variables = GraphQLResolveInfo['variableValues'];
/** An argument's value in one request: a literal of the document, or a variable's value. */
type ArgumentValue = (variables: Variables) => unknown;
/** A follow list's parameters in one request, or undefined when the Prisma path would read its arguments otherwise. */
type ArgumentReader = (variables: Variables) => SlotValues | undefined;
interface SlotValues {
  size: number;
  /**
   * A follow list's cursor: its instant as a timestamp literal ('infinity' without a cursor: every row
   * is before it) and its member id. The member's cocktails: 'infinity' (unused) and the cursor's cocktail id.
   */
  at: string;
  id: number;
  previous: boolean;
}

/**
 * Whether @include and @skip keep a selection, as graphql-js decides; undefined for any other
 * directive. The plan is cached with the values of the operation's Boolean variables (cachedPlan).
 */
function kept(directives: readonly DirectiveNode[] | undefined, { variables }: Reading): boolean {
  let keep = true;
  for (const directive of directives ?? []) {
    const name = directive.name.value;
    if ((name !== 'include' && name !== 'skip') || directive.arguments?.length !== 1) throw new Unsupported();
    const value = directive.arguments[0].value;
    const on = value.kind === Kind.BOOLEAN ? value.value : value.kind === Kind.VARIABLE ? variables[value.name.value] : undefined;
    if (typeof on !== 'boolean') throw new Unsupported();
    if (name === 'include' ? !on : on) keep = false;
  }
  return keep;
}

/**
 * The fields of a selection on `typename`, by response key, through fragment spreads and inline
 * fragments on that very type. Other directives, arguments and fragments on other types are not understood.
 */
export function collect(
  typename: string,
  selectionSets: readonly SelectionSetNode[],
  reading: Reading,
  into = new Map<string, FieldNode[]>(),
): Map<string, FieldNode[]> {
  const { fragments } = reading;
  for (const set of selectionSets) {
    for (const selection of set.selections) {
      if (!kept(selection.directives, reading)) continue;
      if (selection.kind === Kind.FIELD) {
        // Only the follow lists and the member's cocktails take arguments the planner reads (first, after:
        // followListSql, userCocktailsSql); the root fields' are read by whoever runs them (shapedRootText).
        const field = `${typename}.${selection.name.value}`;
        if (selection.arguments?.length && typename !== 'Query' && !FOLLOW_LISTS[field] && field !== 'User.cocktails')
          throw new Unsupported();
        const key = selection.alias?.value ?? selection.name.value;
        const same = into.get(key);
        if (same && same[0].name.value !== selection.name.value) throw new Unsupported();
        if (
          same &&
          print({ kind: Kind.SELECTION_SET, selections: [{ ...selection, selectionSet: undefined, alias: undefined }] }) !==
            print({ kind: Kind.SELECTION_SET, selections: [{ ...same[0], selectionSet: undefined, alias: undefined }] })
        ) {
          throw new Unsupported();
        }
        if (same) same.push(selection);
        else into.set(key, [selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (selection.typeCondition && selection.typeCondition.name.value !== typename) throw new Unsupported();
        collect(typename, [selection.selectionSet], reading, into);
      } else {
        const fragment = fragments[selection.name.value];
        if (!fragment || fragment.directives?.length || fragment.typeCondition.name.value !== typename) throw new Unsupported();
        collect(typename, [fragment.selectionSet], reading, into);
      }
    }
  }
  return into;
}

function subSelections(nodes: FieldNode[]): SelectionSetNode[] {
  return nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
}

/** A response key, checked to be a GraphQL name ([_A-Za-z][_0-9A-Za-z]*): written into SQL and JSON literals as it is. */
export function checkedKey(key: string): string {
  if (!/^[_A-Za-z][_0-9A-Za-z]*$/.test(key)) throw new Unsupported();
  return key;
}

/**
 * The JSON object of these members in this order (each a SQL expression), with the SHAPED marker first
 * when `marked`: row_to_json of a one-row sub-select whose columns are named by the response keys,
 * which PostgreSQL writes compact (`{"a":1,"b":[1,2]}`), as JSON.stringify writes the same value.
 * A column name holds at most 63 bytes (NAMEDATALEN): a longer response key takes the Prisma path.
 */
export function objectJson(members: Array<[key: string, value: string]>, marked: boolean): string {
  const columns = marked ? [`true AS "${SHAPED}"`] : [];
  for (const [key, value] of members) {
    if (key.length > 63) throw new Unsupported();
    columns.push(`${value} AS "${checkedKey(key)}"`);
  }
  // The row's alias is no GraphQL name, so no column (response key) can take its place as row_to_json's argument.
  return `(SELECT row_to_json("$row") FROM (SELECT ${columns.join(', ')}) "$row")`;
}

/** The JSON array of `value` over the rows, in `order` (and `filter`'s rows only), `[]` for none: compact, as objectJson's. */
export function arrayJson(value: string, order: string, filter = ''): string {
  return `coalesce(array_to_json(array_agg(${value} ORDER BY ${order}) ${filter}), '[]'::json)`;
}

/** Scalars whose value graphql-js writes as PostgreSQL writes it in JSON: strings, numbers, booleans, the DateTime's ISO string. */
const PASSED_THROUGH = new Set(['String', 'Int', 'Float', 'Boolean', 'ID', 'DateTime']);

function fieldOf(reading: Reading, typename: string, name: string): GraphQLField<unknown, unknown> {
  const type = reading.schema.getType(typename);
  const field = isObjectType(type) ? type.getFields()[name] : undefined;
  if (!field) throw new Unsupported();
  return field;
}

/** Requires a scalar field's type to be written as PostgreSQL writes it: an enum only when each value is its own name. */
function passedThrough(field: GraphQLField<unknown, unknown>): void {
  const named = getNamedType(field.type);
  if (isEnumType(named)) {
    if (!named.getValues().every((value) => value.value === value.name)) throw new Unsupported();
  } else if (!PASSED_THROUGH.has(named.name)) throw new Unsupported();
}

/** `__typename`: written in for an answer that goes out as text, left to graphql-js for an object it walks. */
function typenameMember(key: string, typename: string, reading: Reading): Array<[string, string]> {
  return reading.marked ? [] : [[key, `'${typename}'`]];
}

/** The JSON of the selection on `typename`, keyed by response key (see objectJson). */
function objectSql(typename: string, selectionSets: readonly SelectionSetNode[], reading: Reading): string {
  const members: Array<[string, string]> = [];
  for (const [key, nodes] of collect(typename, selectionSets, reading)) {
    const name = nodes[0].name.value;
    if (name === '__typename') {
      members.push(...typenameMember(key, typename, reading));
      continue;
    }
    const field = fieldOf(reading, typename, name);
    const scalar = SCALARS[typename]?.[name];
    if (scalar !== undefined) {
      if (subSelections(nodes).length) throw new Unsupported();
      passedThrough(field);
      members.push([key, scalar]);
      continue;
    }
    const list = FOLLOW_LISTS[`${typename}.${name}`];
    if (list) {
      members.push([key, followListSql(list, nodes, reading)]);
      continue;
    }
    if (typename === 'User' && name === 'cocktails') {
      members.push([key, userCocktailsSql(nodes, reading)]);
      continue;
    }
    const relation = RELATIONS[typename]?.[name];
    if (relation === undefined) throw new Unsupported();
    members.push([key, relation(objectSql(RELATION_TYPES[`${typename}.${name}`], subSelections(nodes), reading))]);
  }
  return objectJson(members, reading.marked);
}

/** The value of an argument node: a literal, null, or a variable. */
function argumentValue(node: ValueNode): ArgumentValue {
  if (node.kind === Kind.VARIABLE) return (variables) => variables[node.name.value];
  if (node.kind === Kind.NULL) return () => null;
  if (node.kind === Kind.INT) {
    const value = Number(node.value);
    return () => value;
  }
  if (node.kind === Kind.STRING) return () => node.value;
  throw new Unsupported();
}

/** The latest instant a follow cursor may carry here: the last millisecond PostgreSQL's timestamp reads from an ISO string. */
const LAST_CURSOR_MILLIS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * A connection's JSON as the Prisma path writes it, over rows numbered `n` from 1 under `rows.alias` (the
 * page and one more row, for hasNextPage; grouped into one row by the caller): the parts asked for in
 * the answer's order, the edges of the page (each edge's cursor and typename here, its other fields from
 * `edgeField`, which throws Unsupported for a field it cannot shape), the page info and the total.
 */
function connectionSql(
  typenames: { connection: string; edge: string },
  nodes: FieldNode[],
  reading: Reading,
  rows: { alias: string; cursor: string; size: string; previous: string; totalCount: string },
  edgeField: (name: string, fieldNodes: FieldNode[]) => string,
): string {
  const { alias, cursor, size } = rows;
  let edgeNodes: FieldNode[] = [];
  let pageInfoNodes: FieldNode[] = [];
  const connection = parts(typenames.connection, nodes, reading, ['totalCount', 'edges', 'pageInfo'] as const, (part, fieldNodes) => {
    if (part === 'edges') edgeNodes = edgeNodes.concat(fieldNodes);
    if (part === 'pageInfo') pageInfoNodes = pageInfoNodes.concat(fieldNodes);
  });
  const edge: Array<[string, string]> = [];
  for (const [key, fieldNodes] of collect(typenames.edge, subSelections(edgeNodes), reading)) {
    const name = fieldNodes[0].name.value;
    if (name === '__typename') edge.push(...typenameMember(key, typenames.edge, reading));
    else if (name === 'cursor') edge.push([key, cursor]);
    else edge.push([key, edgeField(name, fieldNodes)]);
  }
  const inPage = `FILTER (WHERE ${alias}.n <= ${size})`;
  const pageInfoValues: Record<PageInfoPart, string> = {
    // count(n), not count(*): an aggregate belongs to the query of the columns it reads, and these
    // values sit in objectJson's own sub-select.
    hasNextPage: `count(${alias}.n) > ${size}`,
    hasPreviousPage: rows.previous,
    startCursor: `(array_agg(${cursor} ORDER BY ${alias}.n) ${inPage})[1]`,
    endCursor: `(array_agg(${cursor} ORDER BY ${alias}.n DESC) ${inPage})[1]`,
  };
  const pageInfo = parts('PageInfo', pageInfoNodes, reading, ['hasNextPage', 'hasPreviousPage', 'startCursor', 'endCursor'] as const);
  const values: Record<'totalCount' | 'edges' | 'pageInfo', string> = {
    totalCount: rows.totalCount,
    edges: arrayJson(objectJson(edge, reading.marked), `${alias}.n`, inPage),
    pageInfo: objectJson(
      pageInfo.map(([key, part]) => [key, part === '__typename' ? `'PageInfo'` : pageInfoValues[part]]),
      reading.marked,
    ),
  };
  return objectJson(
    connection.map(([key, part]): [string, string] => [key, part === '__typename' ? `'${typenames.connection}'` : values[part]]),
    reading.marked,
  );
}

/**
 * A connection's `first` and `after` as its Prisma path reads them: `first` (defaultSize without it) a
 * whole number from 0, at most MAX_PAGE_SIZE, and `after` read by `afterCursor`; undefined where that
 * path refuses them (or `afterCursor` does) or where the field has another argument.
 */
function pageArguments(
  field: FieldNode,
  defaultSize: number,
  afterCursor: (size: number, cursor: unknown) => SlotValues | undefined,
): ArgumentReader {
  let first: ArgumentValue = () => undefined;
  let after: ArgumentValue = () => undefined;
  for (const argument of field.arguments ?? []) {
    if (argument.name.value === 'first') first = argumentValue(argument.value);
    else if (argument.name.value === 'after') after = argumentValue(argument.value);
    else throw new Unsupported();
  }
  return (variables) => {
    const size = (first(variables) ?? defaultSize) as number;
    if (!Number.isInteger(size) || size < 0) return undefined;
    return afterCursor(Math.min(size, MAX_PAGE_SIZE), after(variables));
  };
}

/**
 * How the Prisma path reads a follow list's `first` and `after` (pageSize of domain/keyset.ts and
 * afterCursorWhere of domain/follows.ts), or undefined where it refuses them or reads them otherwise.
 */
function followArguments(field: FieldNode): ArgumentReader {
  return pageArguments(field, CONNECTIONS_PAGE_SIZE, (size, cursor) => {
    if (!cursor) return { size, at: 'infinity', id: 0, previous: false };
    let key;
    try {
      key = decodeFollowCursor(cursor as string);
    } catch {
      return undefined;
    }
    if (key.userId > 2_147_483_647 || key.createdAt.getTime() > LAST_CURSOR_MILLIS) return undefined;
    return { size, at: key.createdAt.toISOString(), id: key.userId, previous: true };
  });
}

/**
 * A follow list as toConnection (schema/follow.ts) builds it, in SQL: the page of follow rows newest
 * first (one more than the page, for hasNextPage), from the cursor as afterCursorWhere reads it, each
 * edge's cursor as encodeFollowCursor writes it (base64url of "follow:millis:id"), the total from the
 * member's counter. `u` is the member whose list it is.
 */
function followListSql(list: { mine: string; other: string; counter: string }, nodes: FieldNode[], reading: Reading): string {
  const slot = reading.slots.length;
  reading.slots.push(followArguments(nodes[0]));
  const [size, at, id, previous] = ['s', 't', 'i', 'p'].map((column) => `a.${column}${slot}`);
  const cursor = `translate(encode(convert_to('follow:' || (extract(epoch FROM f.created_at) * 1000)::bigint || ':' || f.other, 'UTF8'), 'base64'), E'+/=\\n', '-_')`;
  const connection = connectionSql(
    { connection: 'FollowConnection', edge: 'FollowEdge' },
    nodes,
    reading,
    { alias: 'f', cursor, size, previous, totalCount: `u.${list.counter}` },
    (name, fieldNodes) => {
      if (name === 'connectedAt') return isoTime('f.created_at');
      if (name === 'node') return `(SELECT ${objectSql('User', subSelections(fieldNodes), reading)} FROM users u WHERE u.id = f.other)`;
      throw new Unsupported();
    },
  );
  // The rows are numbered above the LIMIT, so the index scan stops after the page and its look-ahead row;
  // GROUP BY () makes it one row whether or not a part asks for an aggregate.
  return `(SELECT ${connection} FROM (
      SELECT f.created_at, f.other, row_number() OVER (ORDER BY f.created_at DESC, f.other) AS n
      FROM (
        SELECT f.created_at, f.${list.other} AS other
        FROM follows f
        WHERE f.${list.mine} = u.id AND f.created_at <= ${at} AND NOT (f.created_at = ${at} AND f.${list.other} <= ${id})
        ORDER BY f.created_at DESC, f.${list.other}
        LIMIT ${size} + 1) f) f
    GROUP BY ())`;
}

/**
 * How the Prisma plugin reads User.cocktails' `first` and `after` (prismaCursorConnectionQuery and
 * getConnectionPageSize: 20 by default, at most MAX_PAGE_SIZE; the cursor's `id`), or undefined where
 * it refuses them (a negative `first`, a cursor that is not one of its own) or reads them otherwise.
 */
function userCocktailsArguments(field: FieldNode): ArgumentReader {
  return pageArguments(field, DEFAULT_PAGE_SIZE, (size, cursor) => {
    if (cursor == null) return { size, at: 'infinity', id: 0, previous: false };
    let id: unknown;
    try {
      id = parsePrismaCursor(cursor);
    } catch {
      return undefined;
    }
    if (typeof id !== 'number' || !Number.isInteger(id) || id < -2_147_483_648 || id > 2_147_483_647) return undefined;
    return { size, at: 'infinity', id, previous: true };
  });
}

/**
 * User.cocktails (schema/user.ts) as the Prisma plugin's relatedConnection loads it, in SQL: the
 * member's cocktails the viewer may see (visibleCocktailsWhere, as the list's statement applies it),
 * highest id first, one more than the page for hasNextPage. After a cursor it reads as Prisma's cursor
 * does: from the cursor's row on (no row with that id: nothing), skipping one. Each edge's cursor is
 * formatPrismaCursor's (base64 of `GPC:N:<id>`); the total counts what the viewer may see
 * (filterConnectionTotalCount). `u` is the member, `v` the viewer.
 */
function userCocktailsSql(nodes: FieldNode[], reading: Reading): string {
  const slot = reading.slots.length;
  reading.slots.push(userCocktailsArguments(nodes[0]));
  const [size, id, previous] = ['s', 'i', 'p'].map((column) => `a.${column}${slot}`);
  const cursor = `translate(encode(convert_to('GPC:N:' || c.id, 'UTF8'), 'base64'), E'\\n', '')`;
  const visible = `(v.admin OR c.visibility = 'public' OR c.creator_id = v.id)`;
  const connection = connectionSql(
    { connection: 'UserCocktailConnection', edge: 'UserCocktailEdge' },
    nodes,
    reading,
    { alias: 'c', cursor, size, previous, totalCount: `(SELECT count(*)::int FROM cocktails c WHERE c.creator_id = u.id AND ${visible})` },
    (name, fieldNodes) => {
      if (name === 'node') return objectSql('Cocktail', subSelections(fieldNodes), reading);
      throw new Unsupported();
    },
  );
  // Numbered above the LIMIT, so the index scan on (creator_id) stops after the page and its look-ahead row.
  return `(SELECT ${connection} FROM (
      SELECT c.*, row_number() OVER (ORDER BY c.id DESC) AS n
      FROM (
        SELECT c.*
        FROM cocktails c
        WHERE c.creator_id = u.id AND ${visible}
          AND (NOT ${previous} OR c.id <= (SELECT x.id FROM cocktails x WHERE x.id = ${id}))
        ORDER BY c.id DESC
        OFFSET CASE WHEN ${previous} THEN 1 ELSE 0 END
        LIMIT ${size} + 1) c) c
    GROUP BY ())`;
}

export type PageInfoPart = 'hasNextPage' | 'hasPreviousPage' | 'startCursor' | 'endCursor';
type ConnectionPart = 'totalCount' | 'databaseTotalCount' | 'edges' | 'pageInfo';

/** What a request of the list asks for, found once per (document, operation, field path, Boolean variables, marking). */
interface ListPlan {
  /** The SQL of one edge's JSON (c the cocktail, v the viewer), or null when no part asks for edges. */
  edge: Prisma.Sql | null;
  connection: Array<[string, ConnectionPart | '__typename']>;
  pageInfo: Array<[string, PageInfoPart | '__typename']>;
  /** Whether a cursor is asked for (an edge's, or the page's first or last). */
  cursors: boolean;
}

/**
 * The parts of a connection (or its page info) asked for, in the answer's order: each response key and
 * the part it names, `__typename` among them when the answer is written as it comes (graphql-js answers
 * it for an object it walks).
 */
function parts<T extends string>(
  typename: string,
  nodes: FieldNode[],
  reading: Reading,
  known: readonly T[],
  each?: (part: T, nodes: FieldNode[]) => void,
): Array<[string, T | '__typename']> {
  const found: Array<[string, T | '__typename']> = [];
  for (const [key, fieldNodes] of collect(typename, subSelections(nodes), reading)) {
    const name = fieldNodes[0].name.value;
    if (name === '__typename') {
      if (!reading.marked) found.push([checkedKey(key), '__typename']);
      continue;
    }
    if (!(known as readonly string[]).includes(name)) throw new Unsupported();
    found.push([checkedKey(key), name as T]);
    each?.(name as T, fieldNodes);
  }
  return found;
}

function unlessUnsupported<T>(plan: () => T): T | null {
  try {
    return plan();
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}

/** What a plan is made from: a resolver's info, or the same parts of an operation read before it runs (shaped-answers.ts). */
export type PlanSource = Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments' | 'variableValues' | 'schema' | 'operation' | 'path'>;

function readingOf(info: PlanSource, marked: boolean): Reading {
  return { fragments: info.fragments, variables: info.variableValues, schema: info.schema, marked, slots: [] };
}

/** The list and the detail bind no parameter row: a follow list under them takes the Prisma path. */
function withoutSlots<T>(reading: Reading, value: T): T {
  if (reading.slots.length) throw new Unsupported();
  return value;
}

/**
 * A list page's cursor as the Prisma plugin writes it (formatPrismaCursor of `(nameSearch, id)`): base64
 * of `GPC:T:` and the JSON array of the tagged parts `S:<nameSearch>` and `N:<id>`. PostgreSQL escapes a
 * JSON string as JSON.stringify does (the same short escapes, \u00xx for the other control characters).
 */
const LIST_CURSOR = `translate(encode(convert_to('GPC:T:[' || to_json('S:' || c.name_search)::text || ',' || to_json('N:' || c.id)::text || ']', 'UTF8'), 'base64'), E'\\n', '')`;

/** The list's plan: the connection's parts, and the SQL of each edge. */
function listPlanOf(info: PlanSource, marked: boolean): ListPlan | null {
  return unlessUnsupported(() => {
    const reading = readingOf(info, marked);
    let edges: FieldNode[] = [];
    let pageInfo: FieldNode[] = [];
    const connection = parts(
      'CocktailConnection',
      info.fieldNodes as FieldNode[],
      reading,
      ['totalCount', 'databaseTotalCount', 'edges', 'pageInfo'] as const,
      (part, nodes) => {
        if (part === 'edges') edges = edges.concat(nodes);
        if (part === 'pageInfo') pageInfo = pageInfo.concat(nodes);
      },
    );
    let nodes: FieldNode[] = [];
    const edgeParts = parts('CocktailEdge', edges, reading, ['cursor', 'node'] as const, (part, fieldNodes) => {
      if (part === 'node') nodes = nodes.concat(fieldNodes);
    });
    const page = parts('PageInfo', pageInfo, reading, ['hasNextPage', 'hasPreviousPage', 'startCursor', 'endCursor'] as const);
    const node = nodes.length ? objectSql('Cocktail', subSelections(nodes), reading) : '';
    const edgeMembers = edgeParts.map(([key, part]): [string, string] => [
      key,
      part === '__typename' ? `'CocktailEdge'` : part === 'cursor' ? LIST_CURSOR : node,
    ]);
    const edge = edges.length ? withoutSlots(reading, Prisma.raw(objectJson(edgeMembers, marked))) : null;
    const cursors = page.some(([, part]) => part === 'startCursor' || part === 'endCursor');
    return { edge, connection, pageInfo: page, cursors };
  });
}

/** The detail's plan: the SQL of the one cocktail's text. */
function detailPlanOf(info: PlanSource, marked: boolean): Prisma.Sql | null {
  return unlessUnsupported(() => {
    const reading = readingOf(info, marked);
    return withoutSlots(reading, Prisma.raw(objectSql('Cocktail', subSelections(info.fieldNodes as FieldNode[]), reading)));
  });
}

/** A member's plan: the SQL of the member's text (u, with the viewer v and the follow lists' parameters a), and how to read those parameters. */
interface UserPlan {
  node: Prisma.Sql;
  slots: ArgumentReader[];
}

function userPlanOf(info: PlanSource, marked: boolean): UserPlan | null {
  return unlessUnsupported(() => {
    const reading = readingOf(info, marked);
    const node = Prisma.raw(objectSql('User', subSelections(info.fieldNodes as FieldNode[]), reading));
    return { node, slots: reading.slots };
  });
}

/**
 * Plans per operation, field path and choice of @include/@skip (decision 0064: at most 2,048, and 32 MB
 * of SQL text, for all documents together; the least recently used go first).
 */
export const shapedPlans = new ClientInputCache<OperationDefinitionNode, unknown>({
  maxEntries: 2_048,
  maxBytes: 32 * 1024 * 1024,
  sizeOf: planSize,
});

/** A plan's size, roughly: the length of its SQL text. */
function planSize(plan: unknown): number {
  if (!plan || typeof plan !== 'object') return 1;
  let size = 0;
  for (const value of Object.values(plan)) {
    if (value instanceof Prisma.Sql) size += value.text.length;
    else if (typeof value === 'string') size += value.length;
  }
  return Math.max(1, size * 2);
}

/**
 * The plan's key within its operation: the field's path and the values of the operation's Boolean
 * variables (the only ones @include and @skip can read), so a plan is per (document, operation, field
 * path) and per choice of those directives.
 */
function planKey(info: PlanSource): string {
  let key = String(info.path.key);
  for (let at = info.path.prev; at; at = at.prev) key = `${String(at.key)}.${key}`;
  return key + booleanVariablesKey(info.operation, info.variableValues);
}

/** The values of an operation's Boolean variables, which @include and @skip read, as part of a plan's key. */
export function booleanVariablesKey(operation: OperationDefinitionNode, variables: PlanSource['variableValues']): string {
  let key = '';
  for (const definition of operation.variableDefinitions ?? []) {
    const type = definition.type.kind === Kind.NON_NULL_TYPE ? definition.type.type : definition.type;
    if (type.kind === Kind.NAMED_TYPE && type.name.value === 'Boolean') key += `|${String(variables[definition.variable.name.value])}`;
  }
  return key;
}

/** The plan of this field in this operation, made on its first request and kept with the parsed document (one for each way of answering). */
function cachedPlan<P>(info: PlanSource, marked: boolean, make: (info: PlanSource, marked: boolean) => P | null): P | null {
  return shapedPlans.getOrMake(info.operation, `${marked ? 'objects' : 'text'}:${planKey(info)}`, () => make(info, marked)) as P | null;
}

// ---------------------------------------------------------------------------
// Running it
// ---------------------------------------------------------------------------

interface ListArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  offset?: number | null;
  filter?: Record<string, unknown> | null;
}

/** The page's keyset start, as the Prisma path's cursor parser reads it, or undefined when that path would refuse it. */
function afterKey(after: string): { nameSearch: string; id: number } | undefined {
  let parsed: unknown;
  try {
    parsed = parsePrismaCursor(after);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
  const [nameSearch, id] = parsed as unknown[];
  if (typeof nameSearch !== 'string' || typeof id !== 'number' || !Number.isInteger(id) || id < -2_147_483_648 || id > 2_147_483_647) {
    return undefined;
  }
  return { nameSearch, id };
}

/** Whether a filter argument filters nothing (absent, or every value empty). */
function noFilter(filter: ListArgs['filter']): boolean {
  if (filter === null || filter === undefined) return true;
  return Object.values(filter).every((value) => value === null || value === undefined);
}

/** The viewer's parameter row `v` every shaped statement reads (id null signed out; admin false then). */
function viewerRow(viewer: Viewer | null): Prisma.Sql {
  return Prisma.sql`(SELECT ${viewer?.id ?? null}::int AS id, ${viewer?.isAdmin ?? false}::boolean AS admin) v`;
}

type Shaped = Record<string, unknown> & { [SHAPED]: true };

/**
 * What a shaped root field gives: with `marked`, the object graphql-js walks (its fields pass the
 * values through); without, the field's answer as JSON text, written out as it is (shaped-answers.ts).
 * Undefined when the request must take the Prisma path.
 */
type Way<T> = T extends true ? Shaped : string;

/** The page's one row: how many rows were read (the page and one more), the edges' JSON, the page's first and last cursor, the total. */
interface PageRow {
  fetched: number;
  edges: string;
  start_cursor: string | null;
  end_cursor: string | null;
  /** The list's total, when the request asks for it. */
  total: number | null;
}

/**
 * The connection, shaped, or undefined when this request must take the Prisma path: arguments that
 * path refuses or reads otherwise (before, last, a negative first or offset, a filter), or a selection
 * the plan does not cover.
 */
async function shapedList<M extends boolean>(args: ListArgs, context: Context, info: PlanSource, marked: M): Promise<Way<M> | undefined> {
  if (args.before != null || args.last != null || !noFilter(args.filter)) return undefined;
  if (args.first != null && (!Number.isInteger(args.first) || args.first < 0)) return undefined;
  if (args.offset != null && (!Number.isInteger(args.offset) || args.offset < 0)) return undefined;
  const after = args.after != null ? afterKey(args.after) : null;
  if (after === undefined) return undefined;
  const plan = cachedPlan(info, marked, listPlanOf);
  if (!plan) return undefined;

  const viewer: Viewer | null = context.viewer;
  const size = Math.min(args.first ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const offset = args.offset ?? 0;
  // totalCount and databaseTotalCount are the same number on an unfiltered list: the counters' row,
  // read in the page's statement (one snapshot, one round trip).
  const counted = plan.connection.some(([, part]) => part === 'totalCount' || part === 'databaseTotalCount');

  // The rows are numbered below the LIMIT (at least one more than the page, for hasNextPage), so the scan stops there.
  const [page] = await readRows<PageRow>(
    context.prisma,
    Prisma.sql`
    SELECT coalesce(max(p.n), 0)::int AS fetched,
      coalesce(array_to_json(array_agg(p.edge ORDER BY p.n) FILTER (WHERE p.n <= ${size}::int)), '[]'::json)::text AS edges,
      (array_agg(p.cursor ORDER BY p.n) FILTER (WHERE p.n <= ${size}::int))[1] AS start_cursor,
      (array_agg(p.cursor ORDER BY p.n DESC) FILTER (WHERE p.n <= ${size}::int))[1] AS end_cursor,
      ${counted ? visibleCocktailDatabaseCountSql(viewer) : Prisma.sql`NULL::int`} AS total
    FROM (
      SELECT q.edge, q.cursor, row_number() OVER (ORDER BY q.name_search, q.id) AS n
      FROM (
        SELECT c.id, c.name_search, ${plan.edge ?? Prisma.sql`NULL::json`} AS edge, ${plan.cursors ? Prisma.raw(LIST_CURSOR) : Prisma.sql`NULL::text`} AS cursor
        FROM ${viewerRow(viewer)}, cocktails c
        WHERE ${visibleCocktailsSqlOn(context.prisma, viewer)}
          ${after ? Prisma.sql`AND c.name_search >= ${after.nameSearch} AND (c.name_search > ${after.nameSearch} OR c.id > ${after.id}::int)` : Prisma.empty}
        ORDER BY c.name_search, c.id
        LIMIT ${Prisma.raw(String(listLimit(size)))}${offset > 0 ? Prisma.sql` OFFSET ${offset}::int` : Prisma.empty}
      ) q
    ) p`,
    { prepared: true },
  );
  const pageInfoValues: Record<PageInfoPart, unknown> = {
    hasNextPage: page.fetched > size,
    hasPreviousPage: args.after != null,
    startCursor: page.start_cursor,
    endCursor: page.end_cursor,
  };

  if (marked) {
    const edges = JSON.parse(page.edges) as Shaped[];
    const pageInfo: Shaped = { [SHAPED]: true };
    for (const [key, part] of plan.pageInfo) if (part !== '__typename') pageInfo[key] = pageInfoValues[part];
    const connection: Shaped = { [SHAPED]: true };
    for (const [key, part] of plan.connection) {
      if (part !== '__typename') connection[key] = part === 'edges' ? edges : part === 'pageInfo' ? pageInfo : page.total;
    }
    return connection as Way<M>;
  }
  let pageInfoText = '{';
  for (const [index, [key, part]] of plan.pageInfo.entries()) {
    pageInfoText += `${index ? ',' : ''}"${key}":${part === '__typename' ? '"PageInfo"' : JSON.stringify(pageInfoValues[part])}`;
  }
  pageInfoText += '}';
  let text = '{';
  for (const [index, [key, part]] of plan.connection.entries()) {
    text += `${index ? ',' : ''}"${key}":`;
    if (part === '__typename') text += '"CocktailConnection"';
    else if (part === 'edges') text += page.edges;
    else if (part === 'pageInfo') text += pageInfoText;
    else text += String(page.total);
  }
  return `${text}}` as Way<M>;
}

/**
 * The LIMIT a list page of `size` is read with, written into the statement: the first of these above
 * the size. With the LIMIT a parameter, PostgreSQL's generic plan assumed a tenth of the table and was
 * never chosen, so every page was planned again (0.2 to 0.3 ms of its 2); written in, the prepared
 * statement keeps one plan (pgbench, one client: 1.76 to 1.85 ms a page of 100 against 1.96 to 2.20).
 * The sizes clients ask for (100, 50, 20) are hit exactly, so the statement reads one row past the
 * page, for hasNextPage; another size reads up to twice as many rows as it shows. A handful of statement
 * texts per selection, where one per size would fill the prepared statements' bound (decision 0060).
 */
const LIST_LIMITS = [1, 2, 3, 5, 9, 17, 21, 33, 51, 65, 101];
function listLimit(size: number): number {
  return LIST_LIMITS.find((limit) => limit > size) ?? size + 1;
}

/** One row's JSON read as the marked object or kept as the text PostgreSQL wrote; null for no row. */
function oneRow<M extends boolean>(rows: Array<{ node: string }>, marked: M): Way<M> | null {
  if (!rows.length) return marked ? null : ('null' as Way<M>);
  return (marked ? JSON.parse(rows[0].node) : rows[0].node) as Way<M>;
}

/**
 * One cocktail by the id of its URL, shaped, as `cocktail(databaseId)` loads it through Prisma: null
 * when it does not exist or the viewer may not see it. Undefined when the selection is not covered.
 */
async function shapedDetail<M extends boolean>(
  args: { databaseId: number },
  context: Context,
  info: PlanSource,
  marked: M,
): Promise<Way<M> | null | undefined> {
  const plan = cachedPlan(info, marked, detailPlanOf);
  if (!plan) return undefined;
  const viewer: Viewer | null = context.viewer;
  const rows = await readRows<{ node: string }>(
    context.prisma,
    Prisma.sql`
    SELECT ${plan}::text AS node
    FROM ${viewerRow(viewer)}, cocktails c
    WHERE c.id = ${args.databaseId}::int AND ${visibleCocktailsSqlOn(context.prisma, viewer)}`,
    { prepared: true },
  );
  return oneRow(rows, marked);
}

/**
 * A member by the id of their profile URL, shaped, as `user(databaseId)` loads them through Prisma
 * (null when there is none; every member's profile is public), with their follow lists. Undefined
 * when the selection or a follow list's arguments are not covered.
 */
async function shapedUser<M extends boolean>(
  args: { databaseId: number },
  context: Context,
  info: PlanSource,
  marked: M,
): Promise<Way<M> | null | undefined> {
  const plan = cachedPlan(info, marked, userPlanOf);
  if (!plan) return undefined;
  const slots: SlotValues[] = [];
  for (const read of plan.slots) {
    const values = read(info.variableValues);
    if (!values) return undefined;
    slots.push(values);
  }
  const viewer: Viewer | null = context.viewer;
  const parameters = slots.length
    ? Prisma.sql`, (SELECT ${Prisma.join(
        slots.map(
          ({ size, at, id, previous }, slot) =>
            Prisma.sql`${size}::int AS ${Prisma.raw(`s${slot}`)}, ${at}::timestamp AS ${Prisma.raw(`t${slot}`)}, ${id}::int AS ${Prisma.raw(`i${slot}`)}, ${previous}::boolean AS ${Prisma.raw(`p${slot}`)}`,
        ),
      )}) a`
    : Prisma.empty;
  const rows = await readRows<{ node: string }>(
    context.prisma,
    Prisma.sql`
    SELECT ${plan.node}::text AS node
    FROM ${viewerRow(viewer)}${parameters}, users u
    WHERE u.id = ${args.databaseId}::int`,
    { prepared: true },
  );
  return oneRow(rows, marked);
}

/**
 * `node(id)` of a member (the connections screen's next pages: Relay refetches the list through it),
 * shaped like `user(databaseId)` and branded as a User for the Node interface. Undefined for any other
 * id, or one the builder's decodeGlobalID would read otherwise (gateway/builder.ts).
 */
async function shapedNode<M extends boolean>(
  args: { id?: unknown },
  context: Context,
  info: PlanSource,
  marked: M,
): Promise<Way<M> | null | undefined> {
  // The relay plugin's argument mapper has usually decoded the id already (with the builder's decodeGlobalID).
  let decoded: { typename: string; id: string };
  if (typeof args.id === 'object' && args.id !== null && 'typename' in args.id && 'id' in args.id) {
    decoded = args.id as { typename: string; id: string };
  } else if (typeof args.id === 'string') {
    try {
      decoded = decodeGlobalID(args.id);
    } catch {
      return undefined;
    }
  } else return undefined;
  if (typeof decoded.id !== 'string' || decoded.typename !== 'User' || !/^\d{1,10}$/.test(decoded.id) || !isDatabaseId(Number(decoded.id)))
    return undefined;
  const user = await shapedUser({ databaseId: Number(decoded.id) }, context, info, marked);
  if (user && typeof user === 'object') brandWithType(user, 'User' as never);
  return user;
}

/** The root fields of Query the planner answers. */
export const SHAPED_ROOTS = new Set(['cocktails', 'user', 'node']);

/**
 * A root field's answer as JSON text, written as it is (shaped-answers.ts, decision 0059): the same
 * plan and statement as the objects graphql-js walks, without the marker and with `__typename` written
 * in. Undefined when the field must be executed (the Prisma path, or the shaped path switched off).
 */
export function shapedRootText(
  name: string,
  args: Record<string, unknown>,
  context: Context,
  info: PlanSource,
): Promise<string | null | undefined> | undefined {
  if (!enabled) return undefined;
  if (name === 'cocktails') return shapedList(args as ListArgs, context, info, false);
  if (name === 'cocktail') return shapedDetail(args as { databaseId: number }, context, info, false);
  if (name === 'user') return shapedUser(args as { databaseId: number }, context, info, false);
  if (name === 'node') return shapedNode(args as { id?: unknown }, context, info, false);
  return undefined;
}

/** Whether the shaped path is on in this process. */
export function shapedRowsOn(): boolean {
  return enabled;
}

// ---------------------------------------------------------------------------
// The plugin: Query.cocktails tries the shaped path first; the shaped types' fields pass values through
// ---------------------------------------------------------------------------

function isShaped(parent: unknown): parent is Shaped {
  return typeof parent === 'object' && parent !== null && (parent as Shaped)[SHAPED] === true;
}

export class ShapedRowsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (fieldConfig.parentType === 'Query' && fieldConfig.name === 'cocktails') {
      return async (parent, args, context, info) => {
        const shaped = enabled ? await shapedList(args as ListArgs, context as Context, info, true) : undefined;
        return shaped ?? resolver(parent, args, context, info);
      };
    }
    if (fieldConfig.parentType === 'Query' && fieldConfig.name === 'user') {
      return async (parent, args, context, info) => {
        const shaped = enabled ? await shapedUser(args as { databaseId: number }, context as Context, info, true) : undefined;
        return shaped === undefined ? resolver(parent, args, context, info) : shaped;
      };
    }
    if (fieldConfig.parentType === 'Query' && fieldConfig.name === 'node') {
      return async (parent, args, context, info) => {
        const shaped = enabled ? await shapedNode(args as { id?: unknown }, context as Context, info, true) : undefined;
        return shaped === undefined ? resolver(parent, args, context, info) : shaped;
      };
    }
    if (!SHAPED_TYPES.has(fieldConfig.parentType)) return resolver;
    // Outermost of the plugins (first in the builder's list): a shaped object was built under the
    // request's own response keys, already authorized by the statement's visibility rule.
    return (parent, args, context, info) => (isShaped(parent) ? parent[info.path.key] : resolver(parent, args, context, info));
  }
}

SchemaBuilder.registerPlugin('shapedRows', ShapedRowsPlugin);

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how Pothos plugins declare themselves
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      shapedRows: ShapedRowsPlugin<Types>;
    }
  }
}
