// The nodes of a search page shaped by PostgreSQL (decision 0054's planner, kept for decision 0060's
// shapedSearchNodes and decision 0063's search answered as text; the list, the detail, a member and
// node(id), which it also built, are read by the read path now: decision 0065). From the GraphQL
// selection under a search connection's edges.node, one statement returns the nodes with their lines,
// ingredients and creators built by row_to_json / array_to_json under the response keys the request
// asked for, and the fields of those objects only pass the values through. A selection the planner
// does not fully understand (an unknown field, an argument, a directive, a fragment on another type)
// takes the Prisma path unchanged, so a response never depends on the shape being recognised, only its cost does.
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
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
  print,
} from 'graphql';
import { BADGES } from '../../common/recognition';
import type { Viewer } from '../auth/sessions';
import type { Context } from '../context';
import { type SearchKind, visibleCocktailsSql } from '../domain/search';
import { Prisma } from '../generated/prisma/client';
import { readRows } from '../db/client';
import { ClientInputCache } from '../security/client-input-cache';

/** The key that marks an object built here (in SQL or below): its fields are read by response key. */
export const SHAPED = '$shaped';

/** Types whose fields pass a shaped object's values through (everything the planner can build). */
const SHAPED_TYPES = new Set(['Cocktail', 'CocktailIngredient', 'Ingredient', 'User', 'Venue', 'ConnectionCounts']);

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
        // The planner reads no field's arguments: the search's and its connections' are read by
        // whoever runs them (searchText).
        if (selection.arguments?.length && typename !== 'Query' && typename !== 'Search') throw new Unsupported();
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
    const relation = RELATIONS[typename]?.[name];
    if (relation === undefined) throw new Unsupported();
    members.push([key, relation(objectSql(RELATION_TYPES[`${typename}.${name}`], subSelections(nodes), reading))]);
  }
  return objectJson(members, reading.marked);
}

export type PageInfoPart = 'hasNextPage' | 'hasPreviousPage' | 'startCursor' | 'endCursor';

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
  return { fragments: info.fragments, variables: info.variableValues, schema: info.schema, marked };
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

/** The viewer's parameter row `v` every shaped statement reads (id null signed out; admin false then). */
function viewerRow(viewer: Viewer | null): Prisma.Sql {
  return Prisma.sql`(SELECT ${viewer?.id ?? null}::int AS id, ${viewer?.isAdmin ?? false}::boolean AS admin) v`;
}

type Shaped = Record<string, unknown> & { [SHAPED]: true };

/**
 * The search kinds whose page of nodes the planner builds (schema/search.ts): the node type, the
 * connection and edge types around it, and its table. The cocktail's own rule (canSeeCocktail) is
 * applied in the statement, as the list applies it; the other three types have none (a test holds every
 * shaped type but the cocktail to that).
 */
const SEARCH_NODES: Record<SearchKind, { typename: string; connection: string; edge: string; table: string; alias: string }> = {
  cocktails: { typename: 'Cocktail', connection: 'SearchCocktailConnection', edge: 'SearchCocktailEdge', table: 'cocktails', alias: 'c' },
  ingredients: {
    typename: 'Ingredient',
    connection: 'SearchIngredientConnection',
    edge: 'SearchIngredientEdge',
    table: 'ingredients',
    alias: 'i',
  },
  people: { typename: 'User', connection: 'SearchPersonConnection', edge: 'SearchPersonEdge', table: 'users', alias: 'u' },
  venues: { typename: 'Venue', connection: 'SearchVenueConnection', edge: 'SearchVenueEdge', table: 'venues', alias: 've' },
};

/** A search kind's plan: the SQL of one node's JSON from the selection under the connection's edges.node, or null when none is asked for. */
function searchNodesPlanOf(kind: SearchKind, info: PlanSource, marked: boolean): Prisma.Sql | null {
  return unlessUnsupported(() => {
    const { typename, connection, edge } = SEARCH_NODES[kind];
    const reading = readingOf(info, marked);
    let nodes: FieldNode[] = [];
    for (const [, fieldNodes] of collect(connection, subSelections(info.fieldNodes as FieldNode[]), reading)) {
      if (fieldNodes[0].name.value !== 'edges') continue;
      for (const [, edgeFields] of collect(edge, subSelections(fieldNodes), reading)) {
        if (edgeFields[0].name.value === 'node') nodes = nodes.concat(edgeFields);
      }
    }
    if (!nodes.length) return null;
    return Prisma.raw(objectSql(typename, subSelections(nodes), reading));
  });
}

/**
 * A search page's nodes (their ids ranked by gateway/domain/search.ts) as one SQL expression of those
 * ids (an int[]): the JSON text of the nodes, each with its database id, in the order of the ids, as the
 * objects graphql-js walks (searchNodesOf reads them), a cocktail with its rating's counters. Undefined
 * when the selection under edges.node is not covered: the caller loads them through Prisma. The matching
 * statement builds the first pages with it (Search.pageNodes); shapedSearchNodes builds any other.
 */
export function searchNodesSql(kind: SearchKind, context: Context, info: PlanSource): ((ids: Prisma.Sql) => Prisma.Sql) | undefined {
  if (!enabled) return undefined;
  const plan = cachedPlan(info, true, (source, marked) => searchNodesPlanOf(kind, source, marked));
  if (!plan) return undefined;
  const viewer: Viewer | null = context.viewer;
  const ratings = kind === 'cocktails' ? Prisma.raw(`, c.rating_sum AS "ratingSum", c.rating_count AS "ratingCount"`) : Prisma.empty;
  return (ids) => Prisma.sql`(
    SELECT coalesce(array_to_json(array_agg((SELECT row_to_json("$row") FROM (SELECT k.id AS "id", ${plan} AS "node"${ratings}) "$row") ORDER BY k.n)), '[]'::json)::text
    FROM ${viewerRow(viewer)}, ${searchPageRows(kind, ids, viewer)})`;
}

/**
 * A search page's rows, for a FROM after the viewer's row: `k.id` and `k.n` in the order of `ids` (an
 * int[]) joined with the kind's rows under their alias. An id whose row is gone, or a cocktail the viewer
 * may not see, is left out, as the Prisma path leaves them out.
 */
function searchPageRows(kind: SearchKind, ids: Prisma.Sql, viewer: Viewer | null): Prisma.Sql {
  const { table, alias } = SEARCH_NODES[kind];
  return Prisma.sql`unnest(${ids}) WITH ORDINALITY k(id, n)
    JOIN ${Prisma.raw(`${table} ${alias}`)} ON ${Prisma.raw(alias)}.id = k.id
    ${kind === 'cocktails' ? Prisma.sql`WHERE ${visibleCocktailsSql(viewer)}` : Prisma.empty}`;
}

/** A search page's node as searchNodesSql builds it: with its database id, and a cocktail with its rating's counters (decision 45). */
export interface SearchNode {
  id: number;
  node: Shaped;
  ratingSum?: number;
  ratingCount?: number;
}

/** The nodes of searchNodesSql's text, as graphql-js walks them. */
export function searchNodesOf(text: string): SearchNode[] {
  return JSON.parse(text) as SearchNode[];
}

/** A search page's nodes in a statement of their own (searchNodesSql), or undefined when the selection is not covered. */
export async function shapedSearchNodes(
  kind: SearchKind,
  ids: number[],
  context: Context,
  info: PlanSource,
): Promise<SearchNode[] | undefined> {
  const nodes = searchNodesSql(kind, context, info);
  if (!nodes) return undefined;
  const [row] = await readRows<{ nodes: string }>(context.prisma, Prisma.sql`SELECT ${nodes(Prisma.sql`${ids}::int[]`)} AS nodes`, {
    prepared: true,
  });
  return searchNodesOf(row.nodes);
}

/** A search's connection of one kind, as the search's answer written as text puts it together (schema/search.ts: searchText). */
export interface SearchConnectionPlan {
  kind: SearchKind;
  /** The connection's type name, for its `__typename`. */
  typename: string;
  /** The field's node, whose arguments (first, after, ...) are read per request. */
  field: FieldNode;
  connection: Array<[string, 'totalCount' | 'totalCountIsExact' | 'edges' | 'pageInfo' | '__typename']>;
  pageInfo: Array<[string, PageInfoPart | '__typename']>;
  /**
   * The JSON text of the page's edges from the page's ids (an int[]) and the offset of the first (each
   * edge's cursor is offsetToCursor's, base64 of `OffsetConnection:<offset>`), or null when no part asks
   * for edges.
   */
  edges: ((ids: Prisma.Sql, offset: number, viewer: Viewer | null) => Prisma.Sql) | null;
}

/** What a `search` root field asks for, in the answer's order: the search's own fields, and its connections. */
export interface SearchTextPlan {
  members: Array<[string, '__typename' | 'query' | 'totalCount' | 'totalCountIsExact' | SearchConnectionPlan]>;
}

/** An edge's cursor as resolveOffsetConnection writes it (offsetToCursor), `o.first` being the page's first offset. */
const OFFSET_CURSOR = `translate(encode(convert_to('OffsetConnection:' || (o.first + k.n - 1), 'UTF8'), 'base64'), E'\\n', '')`;
/** A search edge's rating as cocktailRating computes it from the counters (decision 45): the mean, null before the first review. */
const RATING = `CASE WHEN c.rating_count > 0 THEN c.rating_sum::float8 / c.rating_count END`;

function searchConnectionPlan(kind: SearchKind, nodes: FieldNode[], reading: Reading): SearchConnectionPlan {
  const { typename, connection: connectionType, edge: edgeType } = SEARCH_NODES[kind];
  let edgeNodes: FieldNode[] = [];
  let pageInfoNodes: FieldNode[] = [];
  const connection = parts(
    connectionType,
    nodes,
    reading,
    ['totalCount', 'totalCountIsExact', 'edges', 'pageInfo'] as const,
    (part, fieldNodes) => {
      if (part === 'edges') edgeNodes = edgeNodes.concat(fieldNodes);
      if (part === 'pageInfo') pageInfoNodes = pageInfoNodes.concat(fieldNodes);
    },
  );
  const pageInfo = parts('PageInfo', pageInfoNodes, reading, ['hasNextPage', 'hasPreviousPage', 'startCursor', 'endCursor'] as const);
  let edges: SearchConnectionPlan['edges'] = null;
  if (edgeNodes.length) {
    const members: Array<[string, string]> = [];
    for (const [key, fieldNodes] of collect(edgeType, subSelections(edgeNodes), reading)) {
      const name = fieldNodes[0].name.value;
      if (name === '__typename') members.push([key, `'${edgeType}'`]);
      else if (name === 'cursor') members.push([key, OFFSET_CURSOR]);
      else if (name === 'node') members.push([key, objectSql(typename, subSelections(fieldNodes), reading)]);
      else if (name === 'rating' && kind === 'cocktails') members.push([key, RATING]);
      else throw new Unsupported();
    }
    const edge = Prisma.raw(objectJson(members, false));
    // Ids the matching found in this statement's snapshot, under the same rule (the cocktail's, in its WHERE): every row is there.
    edges = (ids, offset, viewer) => Prisma.sql`(
      SELECT coalesce(array_to_json(array_agg(${edge} ORDER BY k.n)), '[]'::json)::text
      FROM ${viewerRow(viewer)}, (SELECT ${offset}::int AS first) o, ${searchPageRows(kind, ids, viewer)})`;
  }
  return { kind, typename: connectionType, field: nodes[0], connection, pageInfo, edges };
}

function searchTextPlanOf(info: PlanSource): SearchTextPlan | null {
  return unlessUnsupported(() => {
    const reading = readingOf(info, false);
    const members: SearchTextPlan['members'] = [];
    for (const [key, nodes] of collect('Search', subSelections(info.fieldNodes as FieldNode[]), reading)) {
      const name = nodes[0].name.value;
      if (name === '__typename' || name === 'query' || name === 'totalCount' || name === 'totalCountIsExact') {
        if (subSelections(nodes).length) throw new Unsupported();
        members.push([checkedKey(key), name]);
      } else if (name in SEARCH_NODES) {
        members.push([checkedKey(key), searchConnectionPlan(name as SearchKind, nodes, reading)]);
      } else throw new Unsupported();
    }
    return { members };
  });
}

/** The plan of a `search` root field answered as text, or null when it must be executed (the shaped path off, or a selection not covered). */
export function searchTextPlan(info: PlanSource): SearchTextPlan | null {
  if (!enabled) return null;
  return cachedPlan(info, false, searchTextPlanOf);
}

/** Whether the shaped path is on in this process. */
export function shapedRowsOn(): boolean {
  return enabled;
}

// ---------------------------------------------------------------------------
// The plugin: the shaped types' fields pass values through
// ---------------------------------------------------------------------------

function isShaped(parent: unknown): parent is Shaped {
  return typeof parent === 'object' && parent !== null && (parent as Shaped)[SHAPED] === true;
}

export class ShapedRowsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
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
