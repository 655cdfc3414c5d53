// The cocktail list page shaped by PostgreSQL (decision 0054; its amendment adds user(databaseId) and
// node(id) of a member, with their followers and following): from the GraphQL selection of
// Query.cocktails, one statement returns the page with every row, line, ingredient and creator built by
// json_build_object / json_agg under the response keys the request asked for, and the fields of those
// objects only pass the values through. A selection the planner does not fully understand (an unknown
// field, an argument, a directive, a fragment on another type, a filter) takes the Prisma path
// unchanged, so a response never depends on the shape being recognised, only its cost does.
import SchemaBuilder, { BasePlugin, brandWithType, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import { formatPrismaCursor, parsePrismaCursor } from '@pothos/plugin-prisma';
import { decodeGlobalID } from '@pothos/plugin-relay';
import {
  Kind,
  type FieldNode,
  type GraphQLFieldResolver,
  type DirectiveNode,
  type GraphQLResolveInfo,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
  print,
} from 'graphql';
import { CONNECTIONS_PAGE_SIZE } from '../../common/connections';
import { MAX_PAGE_SIZE } from '../../common/constants';
import { BADGES } from '../../common/recognition';
import type { Viewer } from '../auth/sessions';
import type { Context } from '../context';
import { cocktailListCount, visibleCocktailDatabaseCount } from '../domain/cocktails';
import { decodeFollowCursor } from '../domain/follows';
import { visibleCocktailsSql } from '../domain/search';
import { Prisma } from '../generated/prisma/client';
import { isDatabaseId } from './global-id';
import { readRows } from '../db/client';

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

/** The list's default and largest page, as the Prisma plugin's connection reads them (gateway/builder.ts). */
const DEFAULT_PAGE_SIZE = 20;

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
 * (extra_float_digits 1, its default), so JSON.parse gives the number Prisma would have.
 */
const finite = (column: string) =>
  `CASE WHEN ${column} IN ('NaN'::float8, 'Infinity'::float8, '-Infinity'::float8) THEN NULL ELSE ${column} END`;

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
    categories: 'c.categories',
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
    specialties: 'u.specialties',
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
  },
};

/** Relations: the SQL of the related object (or list) from the selection of its fields. */
const RELATIONS: Record<string, Record<string, (object: string) => string>> = {
  Cocktail: {
    creator: (user) => `(SELECT ${user} FROM users u WHERE u.id = c.creator_id)`,
    venue: (venue) => `(SELECT ${venue} FROM venues ve WHERE ve.id = c.venue_id)`,
    // The recipe lines in order, as the relation's `orderBy: { orderIndex: 'asc' }` (unique per cocktail).
    ingredients: (line) =>
      `(SELECT coalesce(json_agg(${line} ORDER BY l.order_index), '[]'::json) FROM cocktail_ingredients l WHERE l.cocktail_id = c.id)`,
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

/** Every `Type.field` the planner builds in SQL (for the test that holds them to the schema's rules). */
export function shapedFields(): string[] {
  return [
    ...Object.entries(SCALARS).flatMap(([type, fields]) => Object.keys(fields).map((field) => `${type}.${field}`)),
    ...Object.keys(RELATION_TYPES),
    ...Object.keys(FOLLOW_LISTS),
    ...FOLLOW_LIST_PARTS,
    ...FOLLOW_EDGE_PARTS,
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
  /** The cursor's instant as a timestamp literal ('infinity' without a cursor: every row is before it) and its member id. */
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
function collect(
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
        // Only the follow lists take arguments the planner reads (first, after: followListSql).
        if (selection.arguments?.length && !FOLLOW_LISTS[`${typename}.${selection.name.value}`]) throw new Unsupported();
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

/** A SQL string literal of a response key (GraphQL names are [_A-Za-z][_0-9A-Za-z]*, so no quoting issue). */
function keyLiteral(key: string): string {
  if (!/^[_A-Za-z][_0-9A-Za-z]*$/.test(key)) throw new Unsupported();
  return `'${key}'`;
}

/** json_build_object of the selection on `typename`, keyed by response key and marked as shaped. */
function objectSql(typename: string, selectionSets: readonly SelectionSetNode[], reading: Reading): string {
  const pairs = [`'${SHAPED}', true`];
  for (const [key, nodes] of collect(typename, selectionSets, reading)) {
    const name = nodes[0].name.value;
    if (name === '__typename') continue; // graphql-js answers it from the type
    const scalar = SCALARS[typename]?.[name];
    if (scalar !== undefined) {
      if (subSelections(nodes).length) throw new Unsupported();
      pairs.push(`${keyLiteral(key)}, ${scalar}`);
      continue;
    }
    const list = FOLLOW_LISTS[`${typename}.${name}`];
    if (list) {
      pairs.push(`${keyLiteral(key)}, ${followListSql(list, nodes, reading)}`);
      continue;
    }
    const relation = RELATIONS[typename]?.[name];
    if (relation === undefined) throw new Unsupported();
    const related = RELATION_TYPES[`${typename}.${name}`];
    pairs.push(`${keyLiteral(key)}, ${relation(objectSql(related, subSelections(nodes), reading))}`);
  }
  // json_build_object takes at most 100 arguments.
  if (pairs.length > 50) throw new Unsupported();
  return `json_build_object(${pairs.join(', ')})`;
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
 * How the Prisma path reads a follow list's `first` and `after` (pageSize of domain/keyset.ts and
 * afterCursorWhere of domain/follows.ts), or undefined where it refuses them or reads them otherwise.
 */
function followArguments(field: FieldNode): ArgumentReader {
  let first: ArgumentValue = () => undefined;
  let after: ArgumentValue = () => undefined;
  for (const argument of field.arguments ?? []) {
    if (argument.name.value === 'first') first = argumentValue(argument.value);
    else if (argument.name.value === 'after') after = argumentValue(argument.value);
    else throw new Unsupported();
  }
  return (variables) => {
    const size = (first(variables) ?? CONNECTIONS_PAGE_SIZE) as number;
    if (!Number.isInteger(size) || size < 0) return undefined;
    const cursor = after(variables) as string | null | undefined;
    if (!cursor) return { size: Math.min(size, MAX_PAGE_SIZE), at: 'infinity', id: 0, previous: false };
    let key;
    try {
      key = decodeFollowCursor(cursor);
    } catch {
      return undefined;
    }
    if (key.userId > 2_147_483_647 || key.createdAt.getTime() > LAST_CURSOR_MILLIS) return undefined;
    return { size: Math.min(size, MAX_PAGE_SIZE), at: key.createdAt.toISOString(), id: key.userId, previous: true };
  };
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
  let edgeNodes: FieldNode[] = [];
  let pageInfoNodes: FieldNode[] = [];
  const connection = parts('FollowConnection', nodes, reading, ['totalCount', 'edges', 'pageInfo'] as const, (part, fieldNodes) => {
    if (part === 'edges') edgeNodes = edgeNodes.concat(fieldNodes);
    if (part === 'pageInfo') pageInfoNodes = pageInfoNodes.concat(fieldNodes);
  });
  const edgePairs = [`'${SHAPED}', true`];
  for (const [key, fieldNodes] of collect('FollowEdge', subSelections(edgeNodes), reading)) {
    const name = fieldNodes[0].name.value;
    if (name === '__typename') continue;
    if (name === 'cursor') edgePairs.push(`${keyLiteral(key)}, ${cursor}`);
    else if (name === 'connectedAt') edgePairs.push(`${keyLiteral(key)}, ${isoTime('f.created_at')}`);
    else if (name === 'node')
      edgePairs.push(
        `${keyLiteral(key)}, (SELECT ${objectSql('User', subSelections(fieldNodes), reading)} FROM users u WHERE u.id = f.other)`,
      );
    else throw new Unsupported();
  }
  const inPage = `FILTER (WHERE f.n <= ${size})`;
  const pageInfoValues: Record<PageInfoPart, string> = {
    hasNextPage: `count(*) > ${size}`,
    hasPreviousPage: previous,
    startCursor: `(array_agg(${cursor} ORDER BY f.n) ${inPage})[1]`,
    endCursor: `(array_agg(${cursor} ORDER BY f.n DESC) ${inPage})[1]`,
  };
  const pageInfo = parts('PageInfo', pageInfoNodes, reading, ['hasNextPage', 'hasPreviousPage', 'startCursor', 'endCursor'] as const);
  const pageInfoSql = `json_build_object('${SHAPED}', true${pageInfo.map(([key, part]) => `, ${keyLiteral(key)}, ${pageInfoValues[part]}`).join('')})`;
  const values: Record<'totalCount' | 'edges' | 'pageInfo', string> = {
    totalCount: `u.${list.counter}`,
    edges: `coalesce(json_agg(json_build_object(${edgePairs.join(', ')}) ORDER BY f.n) ${inPage}, '[]'::json)`,
    pageInfo: pageInfoSql,
  };
  const pairs = [`'${SHAPED}', true`, ...connection.map(([key, part]) => `${keyLiteral(key)}, ${values[part]}`)];
  if (pairs.length > 50 || edgePairs.length > 50) throw new Unsupported();
  // The rows are numbered above the LIMIT, so the index scan stops after the page and its look-ahead row;
  // GROUP BY () makes it one row whether or not a part asks for an aggregate.
  return `(SELECT json_build_object(${pairs.join(', ')}) FROM (
      SELECT f.created_at, f.other, row_number() OVER (ORDER BY f.created_at DESC, f.other) AS n
      FROM (
        SELECT f.created_at, f.${list.other} AS other
        FROM follows f
        WHERE f.${list.mine} = u.id AND f.created_at <= ${at} AND NOT (f.created_at = ${at} AND f.${list.other} <= ${id})
        ORDER BY f.created_at DESC, f.${list.other}
        LIMIT ${size} + 1) f) f
    GROUP BY ())`;
}

type EdgePart = 'cursor' | 'node';
type PageInfoPart = 'hasNextPage' | 'hasPreviousPage' | 'startCursor' | 'endCursor';
type ConnectionPart = 'totalCount' | 'databaseTotalCount' | 'edges' | 'pageInfo';

/** What a request of the list asks for, found once per (document, operation, field path). */
interface ListPlan {
  /** The SQL of one cocktail's JSON (c the cocktail, v the viewer), or null when no edge asks for its node. */
  node: Prisma.Sql | null;
  connection: Array<[string, ConnectionPart]>;
  edge: Array<[string, EdgePart]>;
  pageInfo: Array<[string, PageInfoPart]>;
  cursors: boolean;
}

function parts<T extends string>(
  typename: string,
  nodes: FieldNode[],
  reading: Reading,
  known: readonly T[],
  each?: (part: T, nodes: FieldNode[]) => void,
): Array<[string, T]> {
  const found: Array<[string, T]> = [];
  for (const [key, fieldNodes] of collect(typename, subSelections(nodes), reading)) {
    const name = fieldNodes[0].name.value;
    if (name === '__typename') continue;
    if (!(known as readonly string[]).includes(name)) throw new Unsupported();
    found.push([key, name as T]);
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

function readingOf(info: GraphQLResolveInfo): Reading {
  return { fragments: info.fragments, variables: info.variableValues, slots: [] };
}

/** The list and the detail bind no parameter row: a follow list under them takes the Prisma path. */
function withoutSlots<T>(reading: Reading, value: T): T {
  if (reading.slots.length) throw new Unsupported();
  return value;
}

/** The list's plan: the connection's parts, and the SQL of each node. */
function listPlanOf(info: GraphQLResolveInfo): ListPlan | null {
  return unlessUnsupported(() => {
    const reading = readingOf(info);
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
    const edge = parts('CocktailEdge', edges, reading, ['cursor', 'node'] as const, (part, fieldNodes) => {
      if (part === 'node') nodes = nodes.concat(fieldNodes);
    });
    const page = parts('PageInfo', pageInfo, reading, ['hasNextPage', 'hasPreviousPage', 'startCursor', 'endCursor'] as const);
    const node = nodes.length ? withoutSlots(reading, Prisma.raw(objectSql('Cocktail', subSelections(nodes), reading))) : null;
    const cursors = edge.some(([, part]) => part === 'cursor') || page.some(([, part]) => part === 'startCursor' || part === 'endCursor');
    return { node, connection, edge, pageInfo: page, cursors };
  });
}

/** The detail's plan: the SQL of the one cocktail. */
function detailPlanOf(info: GraphQLResolveInfo): Prisma.Sql | null {
  return unlessUnsupported(() => {
    const reading = readingOf(info);
    return withoutSlots(reading, Prisma.raw(objectSql('Cocktail', subSelections(info.fieldNodes as FieldNode[]), reading)));
  });
}

/** A member's plan: the SQL of the member (u, with the viewer v and the follow lists' parameters a), and how to read those parameters. */
interface UserPlan {
  node: Prisma.Sql;
  slots: ArgumentReader[];
}

function userPlanOf(info: GraphQLResolveInfo): UserPlan | null {
  return unlessUnsupported(() => {
    const reading = readingOf(info);
    const node = Prisma.raw(objectSql('User', subSelections(info.fieldNodes as FieldNode[]), reading));
    return { node, slots: reading.slots };
  });
}

const plans = new WeakMap<OperationDefinitionNode, Map<string, unknown>>();

/**
 * The plan's key within its operation: the field's path and the values of the operation's Boolean
 * variables (the only ones @include and @skip can read), so a plan is per (document, operation, field
 * path) and per choice of those directives.
 */
function planKey(info: GraphQLResolveInfo): string {
  let key = String(info.path.key);
  for (let at = info.path.prev; at; at = at.prev) key = `${String(at.key)}.${key}`;
  for (const definition of info.operation.variableDefinitions ?? []) {
    const type = definition.type.kind === Kind.NON_NULL_TYPE ? definition.type.type : definition.type;
    if (type.kind === Kind.NAMED_TYPE && type.name.value === 'Boolean')
      key += `|${String(info.variableValues[definition.variable.name.value])}`;
  }
  return key;
}

/** The plan of this field in this operation, made on its first request and kept with the parsed document. */
function cachedPlan<P>(info: GraphQLResolveInfo, make: (info: GraphQLResolveInfo) => P | null): P | null {
  let byKey = plans.get(info.operation);
  if (!byKey) plans.set(info.operation, (byKey = new Map()));
  const key = planKey(info);
  let plan = byKey.get(key) as P | null | undefined;
  if (plan === undefined) byKey.set(key, (plan = make(info)));
  return plan;
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

type Shaped = Record<string, unknown> & { [SHAPED]: true };

/**
 * The connection, shaped, or undefined when this request must take the Prisma path: arguments that
 * path refuses or reads otherwise (before, last, a negative first or offset, a filter), or a selection
 * the plan does not cover.
 */
async function shapedList(args: ListArgs, context: Context, info: GraphQLResolveInfo): Promise<Shaped | undefined> {
  if (args.before != null || args.last != null || !noFilter(args.filter)) return undefined;
  if (args.first != null && (!Number.isInteger(args.first) || args.first < 0)) return undefined;
  if (args.offset != null && (!Number.isInteger(args.offset) || args.offset < 0)) return undefined;
  const after = args.after != null ? afterKey(args.after) : null;
  if (after === undefined) return undefined;
  const plan = cachedPlan(info, listPlanOf);
  if (!plan) return undefined;

  const viewer: Viewer | null = context.viewer;
  const take = Math.min(args.first ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE) + 1;
  const offset = args.offset ?? 0;
  // The counts start with the page; their own statements are the Prisma path's.
  const counts: Partial<Record<ConnectionPart, Promise<number>>> = {};
  for (const [, part] of plan.connection) {
    if (part === 'totalCount') counts.totalCount ??= cocktailListCount(context, viewer, null);
    if (part === 'databaseTotalCount') counts.databaseTotalCount ??= visibleCocktailDatabaseCount(context, viewer);
  }
  // Read by graphql-js once the page is in; a failure is reported on its field, not as unhandled.
  for (const count of Object.values(counts)) count.catch(() => undefined);

  const rows = await readRows<{ page: string }>(
    context.prisma,
    Prisma.sql`
    SELECT coalesce(json_agg(json_build_array(p.id, p.name_search, p.node) ORDER BY p.name_search, p.id), '[]'::json)::text AS page
    FROM (
      SELECT c.id, c.name_search, ${plan.node ?? Prisma.sql`NULL::json`} AS node
      FROM (SELECT ${viewer?.id ?? null}::int AS id, ${viewer?.isAdmin ?? false}::boolean AS admin) v, cocktails c
      WHERE ${visibleCocktailsSql(viewer)}
        ${after ? Prisma.sql`AND c.name_search >= ${after.nameSearch} AND (c.name_search > ${after.nameSearch} OR c.id > ${after.id}::int)` : Prisma.empty}
      ORDER BY c.name_search, c.id
      LIMIT ${take}::int${offset > 0 ? Prisma.sql` OFFSET ${offset}::int` : Prisma.empty}
    ) p`,
  );
  const page = JSON.parse(rows[0]?.page ?? '[]') as Array<[number, string, Shaped | null]>;
  const full = page.length === take;
  const pageRows = full ? page.slice(0, -1) : page;

  const cursorOf = (id: number, nameSearch: string) => formatPrismaCursor({ nameSearch, id }, ['nameSearch', 'id']);
  const edges = pageRows.map(([id, nameSearch, node]) => {
    const edge: Shaped = { [SHAPED]: true };
    for (const [key, part] of plan.edge) edge[key] = part === 'node' ? node : cursorOf(id, nameSearch);
    return edge;
  });
  const first = pageRows[0];
  const last = pageRows[pageRows.length - 1];
  const pageInfoValues: Record<PageInfoPart, unknown> = {
    hasNextPage: full,
    hasPreviousPage: args.after != null,
    startCursor: plan.cursors && first ? cursorOf(first[0], first[1]) : null,
    endCursor: plan.cursors && last ? cursorOf(last[0], last[1]) : null,
  };
  const pageInfo: Shaped = { [SHAPED]: true };
  for (const [key, part] of plan.pageInfo) pageInfo[key] = pageInfoValues[part];

  const connection: Shaped = { [SHAPED]: true };
  for (const [key, part] of plan.connection) {
    connection[key] = part === 'edges' ? edges : part === 'pageInfo' ? pageInfo : counts[part];
  }
  return connection;
}

/**
 * One cocktail by the id of its URL, shaped, as `cocktail(databaseId)` loads it through Prisma: null
 * when it does not exist or the viewer may not see it. Undefined when the selection is not covered.
 */
async function shapedDetail(args: { databaseId: number }, context: Context, info: GraphQLResolveInfo): Promise<Shaped | null | undefined> {
  const plan = cachedPlan(info, detailPlanOf);
  if (!plan) return undefined;
  const viewer: Viewer | null = context.viewer;
  const rows = await readRows<{ node: string }>(
    context.prisma,
    Prisma.sql`
    SELECT ${plan}::text AS node
    FROM (SELECT ${viewer?.id ?? null}::int AS id, ${viewer?.isAdmin ?? false}::boolean AS admin) v, cocktails c
    WHERE c.id = ${args.databaseId}::int AND ${visibleCocktailsSql(viewer)}`,
  );
  return rows.length ? (JSON.parse(rows[0].node) as Shaped) : null;
}

/**
 * A member by the id of their profile URL, shaped, as `user(databaseId)` loads them through Prisma
 * (null when there is none; every member's profile is public), with their follow lists. Undefined
 * when the selection or a follow list's arguments are not covered.
 */
async function shapedUser(args: { databaseId: number }, context: Context, info: GraphQLResolveInfo): Promise<Shaped | null | undefined> {
  const plan = cachedPlan(info, userPlanOf);
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
    FROM (SELECT ${viewer?.id ?? null}::int AS id, ${viewer?.isAdmin ?? false}::boolean AS admin) v${parameters}, users u
    WHERE u.id = ${args.databaseId}::int`,
  );
  return rows.length ? (JSON.parse(rows[0].node) as Shaped) : null;
}

/**
 * `node(id)` of a member (the connections screen's next pages: Relay refetches the list through it),
 * shaped like `user(databaseId)` and branded as a User for the Node interface. Undefined for any other
 * id, or one the builder's decodeGlobalID would read otherwise (gateway/builder.ts).
 */
async function shapedNode(args: { id?: unknown }, context: Context, info: GraphQLResolveInfo): Promise<Shaped | null | undefined> {
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
  const user = await shapedUser({ databaseId: Number(decoded.id) }, context, info);
  if (user) brandWithType(user, 'User' as never);
  return user;
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
        const shaped = enabled ? await shapedList(args as ListArgs, context as Context, info) : undefined;
        return shaped ?? resolver(parent, args, context, info);
      };
    }
    if (fieldConfig.parentType === 'Query' && fieldConfig.name === 'cocktail') {
      return async (parent, args, context, info) => {
        const shaped = enabled ? await shapedDetail(args as { databaseId: number }, context as Context, info) : undefined;
        return shaped === undefined ? resolver(parent, args, context, info) : shaped;
      };
    }
    if (fieldConfig.parentType === 'Query' && fieldConfig.name === 'user') {
      return async (parent, args, context, info) => {
        const shaped = enabled ? await shapedUser(args as { databaseId: number }, context as Context, info) : undefined;
        return shaped === undefined ? resolver(parent, args, context, info) : shaped;
      };
    }
    if (fieldConfig.parentType === 'Query' && fieldConfig.name === 'node') {
      return async (parent, args, context, info) => {
        const shaped = enabled ? await shapedNode(args as { id?: unknown }, context as Context, info) : undefined;
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
