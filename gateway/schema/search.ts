// search(query): cocktails, ingredients, people and venues, each a connection with its own count, and
// the total (spec sections 2, 3 and 7). Matching and ranking are gateway/domain/search.ts; here the
// ranked ids become pages of nodes: built by PostgreSQL where the shaped planner covers the selection
// under edges.node (decision 0060), otherwise loaded through Prisma with the selection of the request.
import { type PageInfoShape, resolveOffsetConnection } from '@pothos/plugin-relay';
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { GraphQLResolveInfo } from 'graphql';
import { MAX_PAGE_SIZE } from '../../common/constants';
import type { Viewer } from '../auth/sessions';
import { builder } from '../builder';
import type { Context } from '../context';
import { visibleCocktailsWhere } from '../domain/cocktails';
import { cocktailRating } from '../domain/reviews';
import { inIdOrder, Search, SEARCH_KINDS, type SearchKind, type SearchMatches, searchTerms } from '../domain/search';
import { CocktailNode } from './cocktail';
import { IngredientNode } from './ingredient';
import { UserNode } from './user';
import { VenueNode } from './venue';
import { shapedSearchNodes } from './shaped-rows';
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

const DEFAULT_PAGE_SIZE = 20;

interface SearchConnection<T> {
  matches: SearchMatches;
  edges: ReadonlyArray<{ cursor: string; node: T } | null>;
  pageInfo: PageInfoShape;
}

/** A page of a kind's ranked ids, loaded by `load` in the order of those ids with the request's selection under edges.node. */
async function page<T extends object>(
  run: SearchRun,
  kind: SearchKind,
  args: { first?: number | null; after?: string | null; last?: number | null; before?: string | null },
  load: (ids: number[]) => Promise<T[]>,
): Promise<SearchConnection<T>> {
  const matches = await run.matches(kind);
  const connection = await resolveOffsetConnection(
    { args, totalCount: matches.ids.length, defaultSize: DEFAULT_PAGE_SIZE, maxSize: MAX_PAGE_SIZE },
    ({ offset, limit }) => {
      const ids = matches.ids.slice(offset, offset + limit);
      return ids.length ? load(ids) : [];
    },
  );
  return { ...connection, matches };
}

/**
 * A page of nodes in the order of `ids`, each with its database id: the shaped planner's objects (their
 * fields pass the values through) where it covers the selection, else the rows `viaPrisma` loads. The
 * shaped objects stand in for the rows, whose fields they answer under the request's own keys, hence the cast.
 */
async function nodesOf<T extends { id: number }>(
  kind: SearchKind,
  ids: number[],
  context: Context,
  info: GraphQLResolveInfo,
  viaPrisma: () => Promise<T[]>,
): Promise<Array<{ id: number; node: T }>> {
  const shaped = await shapedSearchNodes(kind, ids, context, info);
  if (shaped) return shaped as unknown as Array<{ id: number; node: T }>;
  return inIdOrder(ids, await viaPrisma()).map((node) => ({ id: node.id, node }));
}

/** A page of nodes and nothing else of them (see nodesOf). */
async function onlyNodesOf<T extends { id: number }>(...args: Parameters<typeof nodesOf<T>>): Promise<T[]> {
  return (await nodesOf(...args)).map(({ node }) => node);
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
          .findMany({ where: { id: { in: cocktailIds } }, select: { id: true, ratingSum: true, ratingCount: true } })
          .then((rows) => new Map(rows.map((row) => [row.id, cocktailRating(row)])))
      : Promise.resolve(new Map());
    return loaded;
  };
}

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** A connection's count fields: totalCount (up to 1000) and whether that is all of them. */
function countFields(t: PothosSchemaTypes.ObjectFieldBuilder<Types, { matches: SearchMatches }>, what: string) {
  return {
    totalCount: t.int({
      description: `How many ${what} match, counted up to 1000 (see totalCountIsExact).`,
      resolve: (connection) => connection.matches.count,
    }),
    totalCountIsExact: t.boolean({
      description: 'False when more than 1000 match: the count then reads "1000+" and paging ends at the 1000th.',
      resolve: (connection) => connection.matches.countIsExact,
    }),
  };
}

export const SearchRef = builder.objectRef<SearchRun>('Search').implement({
  description:
    'What a search found. Matching ignores case and accents, finds word beginnings and near spellings, and ranks by ' +
    'closeness. Queries under 2 characters (trimmed) find nothing.',
  fields: (t) => ({
    query: t.string({ description: 'The query as searched (trimmed).', resolve: (run) => run.query }),
    totalCount: t.int({
      description: 'Cocktails, ingredients, people and venues found, each counted up to 1000.',
      resolve: async (run) => (await run.all()).reduce((sum, matches) => sum + matches.count, 0),
    }),
    totalCountIsExact: t.boolean({
      description: 'False when some kind has more than 1000 matches.',
      resolve: async (run) => (await run.all()).every((matches) => matches.countIsExact),
    }),
    cocktails: t.connection(
      {
        type: CocktailNode,
        description: 'Public cocktails (and your own) by name, then by ingredient.',
        resolve: async (run, args, context, info) => {
          // The page's database ids, in the order of its edges, for their ratings.
          let pageIds: number[] = [];
          const connection = await page(run, 'cocktails', args, async (ids) => {
            // The cocktail's rule in the WHERE as well: one made private since the matching is left out, not refused.
            const found = await nodesOf('cocktails', ids, context, info, () =>
              context.prisma.cocktail.findMany({
                ...nodeQuery(context, info),
                where: { AND: [{ id: { in: ids } }, visibleCocktailsWhere(context.viewer)] },
              }),
            );
            pageIds = found.map(({ id }) => id);
            return found.map(({ node }) => node);
          });
          const ratings = averageRatings(context, pageIds);
          return {
            ...connection,
            edges: connection.edges.map((edge, index) => edge && { ...edge, ratings, cocktailId: pageIds[index] }),
          };
        },
      },
      {
        name: 'SearchCocktailConnection',
        description: 'The cocktails a search found, best match first.',
        fields: (t) => countFields(t, 'cocktails'),
      },
      {
        name: 'SearchCocktailEdge',
        fields: (t) => ({
          rating: t.float({
            nullable: true,
            description: "The cocktail's average review rating (1 to 5), or null before its first review.",
            resolve: async (edge) => ('ratings' in edge ? ((await edge.ratings()).get(edge.cocktailId) ?? null) : null),
          }),
        }),
      },
    ),
    ingredients: t.connection(
      {
        type: IngredientNode,
        description: 'Ingredients by name.',
        resolve: (run, args, context, info) =>
          page(run, 'ingredients', args, (ids) =>
            onlyNodesOf('ingredients', ids, context, info, () =>
              context.prisma.ingredient.findMany({ ...nodeQuery(context, info), where: { id: { in: ids } } }),
            ),
          ),
      },
      {
        name: 'SearchIngredientConnection',
        description: 'The ingredients a search found, best match first.',
        fields: (t) => countFields(t, 'ingredients'),
      },
      { name: 'SearchIngredientEdge' },
    ),
    people: t.connection(
      {
        type: UserNode,
        description: 'Members by display name, username, location and specialties.',
        resolve: (run, args, context, info) =>
          page(run, 'people', args, (ids) =>
            onlyNodesOf('people', ids, context, info, () =>
              context.prisma.user.findMany({ ...nodeQuery(context, info), where: { id: { in: ids } } }),
            ),
          ),
      },
      {
        name: 'SearchPersonConnection',
        description: 'The people a search found, best match first.',
        fields: (t) => countFields(t, 'people'),
      },
      { name: 'SearchPersonEdge' },
    ),
    venues: t.connection(
      {
        type: VenueNode,
        description: 'Venues by name and city.',
        resolve: (run, args, context, info) =>
          page(run, 'venues', args, (ids) =>
            onlyNodesOf('venues', ids, context, info, () =>
              context.prisma.venue.findMany({ ...nodeQuery(context, info), where: { id: { in: ids } } }),
            ),
          ),
      },
      {
        name: 'SearchVenueConnection',
        description: 'The venues a search found, best match first.',
        fields: (t) => countFields(t, 'venues'),
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
    args: { query: t.arg.string({ description: 'What was typed; under 2 characters (trimmed) finds nothing.' }) },
    resolve: (_root, { query }, context) => new SearchRun(context, query.trim(), context.viewer),
  }),
}));
