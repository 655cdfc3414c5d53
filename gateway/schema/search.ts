// search(query): cocktails, ingredients, people and venues, each a connection with its own count, and
// the total (spec sections 2, 3 and 7). Matching and ranking are gateway/domain/search.ts; here the
// ranked ids become pages of nodes. On the read path (decision 0065) the whole search is one statement:
// the search is a derived row (each kind's matches, searchRowSql) and each kind a ranked connection over
// its ids, its nodes built from their declarations with their type's rule; a misspelt query is matched
// anew in a second statement. Resolved by graphql-js (the read path off, or what it leaves: `last`,
// `before`, refused arguments, a query too short to search), each kind is matched by Search and its
// page loaded through Prisma with the selection of the request. A count alone reads no node.
import { cursorToOffset, type PageInfoShape, resolveOffsetConnection } from '@pothos/plugin-relay';
import { queryFromInfo } from '@pothos/plugin-prisma';
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SEARCH_MIN_LENGTH } from '../../common/constants';
import type { Viewer } from '../auth/sessions';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '../../common/reviews';
import { builder } from '../builder';
import type { Context } from '../context';
import { visibleCocktailsWhere } from '../domain/cocktails';
import { cocktailRating } from '../domain/reviews';
import { cocktailRatingSql } from '../domain/reviews';
import {
  COUNT_LIMIT,
  correctedTerms,
  inIdOrder,
  KINDS,
  matchesSql,
  Search,
  SEARCH_KINDS,
  type SearchKind,
  type SearchMatches,
  type SearchRetry,
  searchRowSql,
  searchRuleOf,
  searchTerms,
} from '../domain/search';
import { NotInSql } from '../read/cursors';
import type { DynamicRequest, RankedSql, RowRef } from '../read/declarations';
import { join, sql, type Sql } from '../read/sql';
import { CocktailNode } from './cocktail';
import { IngredientNode } from './ingredient';
import { UserNode } from './user';
import { badTextPath } from './text-input-plugin';
import { VenueNode } from './venue';
import type { Services } from '../services';

/** One search request: the query as typed, and its matching (each kind matched once). */
class SearchRun extends Search {
  constructor(
    services: Pick<Services, 'prisma'>,
    readonly query: string,
    viewer: Viewer | null,
  ) {
    super(services, searchTerms(query), viewer);
  }

  all(): Promise<SearchMatches[]> {
    return Promise.all(SEARCH_KINDS.map((kind) => this.matches(kind)));
  }
}

/** A request's search runs, by query as searched: fields that ask for the same search share its one run. */
const runs = new WeakMap<Context, Map<string, SearchRun>>();

function searchRunOf(context: Context, query: string): SearchRun {
  let byQuery = runs.get(context);
  if (!byQuery) runs.set(context, (byQuery = new Map()));
  const trimmed = query.trim();
  let run = byQuery.get(trimmed);
  if (!run) byQuery.set(trimmed, (run = new SearchRun(context, trimmed, context.viewer)));
  return run;
}

interface SearchConnection<T> {
  matches: SearchMatches;
  edges: ReadonlyArray<{ cursor: string; node: T } | null>;
  pageInfo: PageInfoShape;
}

/** A connection's paging arguments, as the search's connections take them. */
interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/**
 * A page of a kind's ranked ids, as resolveOffsetConnection slices them, each node loaded by `viaPrisma`
 * (left out when gone or not visible) with its database id.
 */
async function page<T extends { id: number }>(
  run: SearchRun,
  kind: SearchKind,
  args: PageArgs,
  info: GraphQLResolveInfo,
  viaPrisma: (ids: number[]) => Promise<T[]>,
): Promise<SearchConnection<{ id: number; node: T }>> {
  const matches = await run.matches(kind);
  const connection = await resolveOffsetConnection(
    { args, totalCount: matches.ids.length, defaultSize: DEFAULT_PAGE_SIZE, maxSize: MAX_PAGE_SIZE },
    async ({ offset, limit }) => {
      const ids = matches.ids.slice(offset, offset + limit);
      if (!ids.length) return [];
      // A count (the search screen's `first: 0` per kind) or page info alone: the ids tell hasNextPage, no node is read.
      if (!readsEdges(info)) return ids.map((id) => ({ id, node: null as unknown as T }));
      return inIdOrder(ids, await viaPrisma(ids)).map((node) => ({ id: node.id, node }));
    },
  );
  return { ...connection, matches };
}

/**
 * The page a search connection's arguments ask for, on the read path: what resolveOffsetConnection reads
 * when given `first` and `after` alone. `last` and `before` (whose page depends on the count), and
 * arguments the connection refuses (a negative `first`, a cursor that is not one, text no column can
 * store), are left to its resolver, which says why in its words.
 */
function offsetPage(args: Record<string, unknown>): { offset: number; size: number } {
  const { first, after, last, before } = args as PageArgs;
  if (last != null || before != null) throw new NotInSql('backwards');
  if (first != null && (!Number.isInteger(first) || first < 0)) throw new NotInSql('refused first');
  if (badTextPath(args, '')) throw new NotInSql('refused text');
  let offset = 0;
  if (after != null) {
    try {
      offset = cursorToOffset(after) + 1;
    } catch {
      throw new NotInSql('refused cursor');
    }
  }
  // Past the ids every page is empty: the resolver answers those (and the statement's offsets stay ints).
  if (!Number.isSafeInteger(offset) || offset < 0 || offset > COUNT_LIMIT + 1) throw new NotInSql('offset out of range');
  return { offset, size: Math.min(first ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE) };
}

/** A kind's connection on the read path: its page of the derived row's ranked ids (at most COUNT_LIMIT). */
function rankedKind(kind: SearchKind, edgeFields?: RankedSql['edgeFields']): { ranked: RankedSql } {
  return { ranked: { model: KINDS[kind].model, ids: (search) => matchesSql.ids(search.col(kind)), page: offsetPage, edgeFields } };
}

/** Whether a connection's selection reads its edges, through fragments (@include and @skip not weighed). */
function readsEdges(info: GraphQLResolveInfo): boolean {
  const seen = new Set<string>();
  const reads = (set: SelectionSetNode | undefined): boolean =>
    !!set?.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === 'edges';
      if (selection.kind === Kind.INLINE_FRAGMENT) return reads(selection.selectionSet);
      if (seen.has(selection.name.value)) return false;
      seen.add(selection.name.value);
      return reads(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => reads(node.selectionSet));
}

/** A page of the nodes alone (see page). */
async function nodesPage<T extends { id: number }>(...args: Parameters<typeof page<T>>): Promise<SearchConnection<T>> {
  const connection = await page(...args);
  return { ...connection, edges: connection.edges.map((edge) => edge && { cursor: edge.cursor, node: edge.node.node }) };
}

/** The Prisma selection the request makes of each node, so relations load in the same statement. */
function nodeQuery(context: Context, info: GraphQLResolveInfo) {
  return queryFromInfo({ context, info, path: ['edges', 'node'] });
}

/**
 * The average ratings of a page of cocktails, from their counters (decision 45), asked for once and only
 * when an edge's rating is read.
 */
function averageRatings({ prisma }: Pick<Services, 'prisma'>, cocktailIds: number[]): () => Promise<Map<number, number | null>> {
  let loaded: Promise<Map<number, number | null>> | undefined;
  return () => {
    loaded ??= cocktailIds.length
      ? prisma.cocktail
          .findMany({ where: { id: { in: cocktailIds } }, select: { id: true, ratingAverage: true, ratingCount: true } })
          .then((rows) => new Map(rows.map((row) => [row.id, cocktailRating(row)])))
      : Promise.resolve(new Map());
    return loaded;
  };
}

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** A connection's count fields: totalCount (up to 1000) and whether that is all of them (read in SQL from the search's row). */
function countFields(t: PothosSchemaTypes.ObjectFieldBuilder<Types, { matches: SearchMatches }>, what: string, kind: SearchKind) {
  return {
    totalCount: t.int({
      description: `How many ${what} match, counted up to ${COUNT_LIMIT} (see totalCountIsExact).`,
      resolve: (connection) => connection.matches.count,
      sql: (search: RowRef) => matchesSql.count(search.col(kind)),
    }),
    totalCountIsExact: t.boolean({
      description: `False when more than ${COUNT_LIMIT} match: the count then reads "${COUNT_LIMIT}+" and paging ends at the ${COUNT_LIMIT}th.`,
      resolve: (connection) => connection.matches.countIsExact,
      sql: (search: RowRef) => matchesSql.countIsExact(search.col(kind)),
    }),
  };
}

export const SearchRef = builder.objectRef<SearchRun>('Search').implement({
  description:
    'What a search found. Matching ignores case and accents, finds word beginnings and near spellings, and ranks by ' +
    `closeness. Queries under ${SEARCH_MIN_LENGTH} characters (trimmed) find nothing.`,
  fields: (t) => ({
    query: t.string({ description: 'The query as searched (trimmed).', resolve: (run) => run.query, sql: (search) => search.col('query') }),
    totalCount: t.int({
      description: `Cocktails, ingredients, people and venues found, each counted up to ${COUNT_LIMIT}.`,
      resolve: async (run) => (await run.all()).reduce((sum, matches) => sum + matches.count, 0),
      sql: (search) =>
        join(
          SEARCH_KINDS.map((kind) => matchesSql.count(search.col(kind))),
          ' + ',
        ),
    }),
    totalCountIsExact: t.boolean({
      description: `False when some kind has more than ${COUNT_LIMIT} matches.`,
      resolve: async (run) => (await run.all()).every((matches) => matches.countIsExact),
      sql: (search) =>
        sql`(${join(
          SEARCH_KINDS.map((kind) => matchesSql.countIsExact(search.col(kind))),
          ' AND ',
        )})`,
    }),
    cocktails: t.connection(
      {
        type: CocktailNode,
        description: 'Public cocktails (and your own) by name, then by ingredient.',
        sql: rankedKind('cocktails', { rating: cocktailRatingSql }),
        resolve: async (run, args, context, info) => {
          const connection = await page(run, 'cocktails', args, info, (ids) =>
            // The cocktail's rule in the WHERE as well: one made private since the matching is left out, not refused.
            context.prisma.cocktail.findMany({
              ...nodeQuery(context, info),
              where: { AND: [{ id: { in: ids } }, visibleCocktailsWhere(context.viewer)] },
            }),
          );
          // The page's ratings, read once when an edge's rating is asked for.
          const ratings = averageRatings(
            context,
            connection.edges.flatMap((edge) => (edge ? [edge.node.id] : [])),
          );
          return {
            ...connection,
            edges: connection.edges.map((edge) => edge && { cursor: edge.cursor, node: edge.node.node, ratings, cocktailId: edge.node.id }),
          };
        },
      },
      {
        name: 'SearchCocktailConnection',
        description: 'The cocktails a search found, best match first.',
        fields: (t) => countFields(t, 'cocktails', 'cocktails'),
      },
      {
        name: 'SearchCocktailEdge',
        fields: (t) => ({
          rating: t.float({
            nullable: true,
            description: `The cocktail's average review rating (${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}), or null before its first review.`,
            resolve: async (edge) => ('ratings' in edge ? ((await edge.ratings()).get(edge.cocktailId) ?? null) : null),
          }),
        }),
      },
    ),
    ingredients: t.connection(
      {
        type: IngredientNode,
        description: 'Ingredients by name.',
        sql: rankedKind('ingredients'),
        resolve: (run, args, context, info) =>
          nodesPage(run, 'ingredients', args, info, (ids) =>
            context.prisma.ingredient.findMany({ ...nodeQuery(context, info), where: { id: { in: ids } } }),
          ),
      },
      {
        name: 'SearchIngredientConnection',
        description: 'The ingredients a search found, best match first.',
        fields: (t) => countFields(t, 'ingredients', 'ingredients'),
      },
      { name: 'SearchIngredientEdge' },
    ),
    people: t.connection(
      {
        type: UserNode,
        description: 'Members by display name, username, location and specialties.',
        sql: rankedKind('people'),
        resolve: (run, args, context, info) =>
          nodesPage(run, 'people', args, info, (ids) =>
            context.prisma.user.findMany({ ...nodeQuery(context, info), where: { id: { in: ids } } }),
          ),
      },
      {
        name: 'SearchPersonConnection',
        description: 'The people a search found, best match first.',
        fields: (t) => countFields(t, 'people', 'people'),
      },
      { name: 'SearchPersonEdge' },
    ),
    venues: t.connection(
      {
        type: VenueNode,
        description: 'Venues by name and city.',
        sql: rankedKind('venues'),
        resolve: (run, args, context, info) =>
          nodesPage(run, 'venues', args, info, (ids) =>
            context.prisma.venue.findMany({ ...nodeQuery(context, info), where: { id: { in: ids } } }),
          ),
      },
      {
        name: 'SearchVenueConnection',
        description: 'The venues a search found, best match first.',
        fields: (t) => countFields(t, 'venues', 'venues'),
      },
      { name: 'SearchVenueEdge' },
    ),
  }),
});

builder.prismaObjectFields('Ingredient', (t) => ({
  variantCount: t.relationCount('variants', { description: 'Ingredients that are variants of this one ("N variants").' }),
}));

builder.queryFields((t) => ({
  search: t.field({
    type: SearchRef,
    description: 'Searches cocktails, ingredients, people and venues at once (the search screen; GET /api/search).',
    args: { query: t.arg.string({ description: `What was typed; under ${SEARCH_MIN_LENGTH} characters (trimmed) finds nothing.` }) },
    resolve: (_root, { query }, context) => searchRunOf(context, query),
    sql: {
      rows: {
        derived: {
          columns: ['query', ...SEARCH_KINDS],
          source: (used, request) => {
            const kinds = SEARCH_KINDS.filter((kind) => used.has(kind));
            // Each kind's row under the alias its matching reads (`c`), for its rule.
            const rows = Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, request.row(KINDS[kind].model, 'c')])) as Record<
              SearchKind,
              RowRef
            >;
            return request.dynamic((dynamic) => searchRow(dynamic, kinds, rows));
          },
        },
      },
    },
  }),
}));

/**
 * The search's row for one request (searchRowSql): its text depends on the query's words (how many, how
 * long), each shape prepared once. A second run (a kind matched nothing and a word has a correction)
 * matches those kinds with the corrected query, as Search.find does.
 */
function searchRow(request: DynamicRequest, kinds: SearchKind[], rows: Record<SearchKind, RowRef>): Sql {
  const { query } = request.args;
  // Text the field's own check refuses (TextInputPlugin, which only graphql-js runs): its error is graphql-js's to give.
  if (typeof query !== 'string' || badTextPath(request.args, '')) throw new NotInSql('refused query');
  const trimmed = query.trim();
  const terms = searchTerms(trimmed);
  // Under 2 characters: nothing found, and nothing to ask the database (the resolver's answer).
  if (!terms) throw new NotInSql('nothing to search for');
  // Two searches in one operation are told apart by what they match: the same query and kinds, the same row.
  const key = `${kinds.join(' ')}:${trimmed}`;
  const retry = request.found(key) as SearchRetry | undefined;
  const corrected = retry && correctedTerms(terms, retry.corrections);
  return searchRowSql(
    trimmed,
    key,
    kinds,
    (kind) => (corrected && retry.empty.includes(kind) ? corrected : terms),
    (kind) => request.where(rows[kind], searchRuleOf(kind, request.viewer) ?? {}),
    retry ? null : terms,
  );
}
