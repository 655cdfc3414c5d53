// search(query): cocktails, ingredients, people and venues, each a connection with its own count, and
// the total (spec sections 2, 3 and 7). Matching and ranking are gateway/domain/search.ts; here the
// ranked ids become pages of nodes: built by PostgreSQL where the shaped planner covers the selection
// under edges.node (decision 0060), in the statement that matches their kind (decision 0063), otherwise
// loaded through Prisma with the selection of the request. A count alone reads no node.
import { cursorToOffset, offsetForArgs, offsetToCursor, type PageInfoShape, resolveOffsetConnection } from '@pothos/plugin-relay';
import { queryFromInfo } from '@pothos/plugin-prisma';
import { getArgumentValues, Kind, type GraphQLObjectType, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../common/constants';
import type { Viewer } from '../auth/sessions';
import { builder } from '../builder';
import type { Context } from '../context';
import { visibleCocktailsWhere } from '../domain/cocktails';
import { cocktailRating } from '../domain/reviews';
import { COUNT_LIMIT, inIdOrder, Search, SEARCH_KINDS, type SearchKind, type SearchMatches, searchTerms } from '../domain/search';
import { CocktailNode } from './cocktail';
import { IngredientNode } from './ingredient';
import { UserNode } from './user';
import { badTextPath } from './text-input-plugin';
import { VenueNode } from './venue';
import {
  type PageInfoPart,
  type PlanSource,
  type SearchConnectionPlan,
  searchNodesOf,
  searchNodesSql,
  searchTextPlan,
  shapedSearchNodes,
} from './shaped-rows';
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

/**
 * A request's search runs, by query as searched: the answer written as text (searchText) and graphql-js,
 * should it execute the operation after all, share the one run, so nothing is matched twice.
 */
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

/** A page's node with its database id (and a cocktail built by PostgreSQL, with its rating's counters: SearchNode). */
type PageItem<T> = { id: number; node: T; ratingSum?: number; ratingCount?: number };

/**
 * The ids a page reads (the page and one more, for hasNextPage), as resolveOffsetConnection slices them
 * when `first` and `after` are all it is given: `count` ids from `offset`. Undefined when it is given
 * `last` or `before` (the slice then depends on the count), or arguments it refuses.
 */
function pageRange(args: PageArgs): { offset: number; count: number } | undefined {
  if (args.last != null || args.before != null) return undefined;
  if (args.first != null && (!Number.isInteger(args.first) || args.first < 0)) return undefined;
  let offset = 0;
  if (args.after != null) {
    try {
      offset = cursorToOffset(args.after) + 1;
    } catch {
      return undefined;
    }
  }
  if (!Number.isSafeInteger(offset) || offset < 0 || offset > COUNT_LIMIT) return undefined;
  return { offset, count: Math.min(args.first ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE) + 1 };
}

/**
 * A page of a kind's ranked ids, each node with its database id: built by PostgreSQL where the shaped
 * planner covers the selection under edges.node (in the statement that matches the kind, when both are
 * asked for in the same turn: Search.pageNodes), otherwise loaded by `viaPrisma`.
 */
async function page<T extends { id: number }>(
  run: SearchRun,
  kind: SearchKind,
  args: PageArgs,
  context: Context,
  info: GraphQLResolveInfo,
  viaPrisma: (ids: number[]) => Promise<T[]>,
): Promise<SearchConnection<PageItem<T>>> {
  const nodesSql = searchNodesSql(kind, context, info);
  const range = nodesSql && pageRange(args);
  // Asked for before the matches are awaited, so the page joins this turn's matching statement.
  const built = range ? run.pageNodes(kind, { ...range, nodes: nodesSql }) : undefined;
  const matches = await run.matches(kind);
  const connection = await resolveOffsetConnection(
    { args, totalCount: matches.ids.length, defaultSize: DEFAULT_PAGE_SIZE, maxSize: MAX_PAGE_SIZE },
    async ({ offset, limit }) => {
      const ids = matches.ids.slice(offset, offset + limit);
      if (!ids.length) return [];
      // A count (the search screen's `first: 0` per kind) or page info alone: the ids tell hasNextPage, no node is read.
      if (!readsEdges(info)) return ids.map((id) => ({ id, node: null as unknown as T }));
      const end = (from: number, count: number) => Math.min(from + count, matches.ids.length);
      const text = range && offset === range.offset && end(offset, limit) === end(range.offset, range.count) ? await built : undefined;
      // The shaped objects stand in for the rows, whose fields they answer under the request's own keys, hence the casts.
      if (text !== undefined) return searchNodesOf(text) as unknown as Array<PageItem<T>>;
      const shaped = await shapedSearchNodes(kind, ids, context, info);
      if (shaped) return shaped as unknown as Array<PageItem<T>>;
      return inIdOrder(ids, await viaPrisma(ids)).map((node) => ({ id: node.id, node }));
    },
  );
  return { ...connection, matches };
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
          const connection = await page(run, 'cocktails', args, context, info, (ids) =>
            // The cocktail's rule in the WHERE as well: one made private since the matching is left out, not refused.
            context.prisma.cocktail.findMany({
              ...nodeQuery(context, info),
              where: { AND: [{ id: { in: ids } }, visibleCocktailsWhere(context.viewer)] },
            }),
          );
          // The page's ratings: from the counters its nodes were built with, or read once when an edge's rating is asked for.
          const found = connection.edges.flatMap((edge) => (edge ? [edge.node] : []));
          const ratings = found.every((item) => item.ratingSum !== undefined && item.ratingCount !== undefined)
            ? () => Promise.resolve(new Map(found.map((item) => [item.id, cocktailRating(item as Required<PageItem<unknown>>)])))
            : averageRatings(
                context,
                found.map((item) => item.id),
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
          nodesPage(run, 'ingredients', args, context, info, (ids) =>
            context.prisma.ingredient.findMany({ ...nodeQuery(context, info), where: { id: { in: ids } } }),
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
          nodesPage(run, 'people', args, context, info, (ids) =>
            context.prisma.user.findMany({ ...nodeQuery(context, info), where: { id: { in: ids } } }),
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
          nodesPage(run, 'venues', args, context, info, (ids) =>
            context.prisma.venue.findMany({ ...nodeQuery(context, info), where: { id: { in: ids } } }),
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
    resolve: (_root, { query }, context) => searchRunOf(context, query),
  }),
}));

/**
 * A `search` root field's answer as JSON text, written as graphql-js would write it (shaped-answers.ts,
 * decision 0063): the search's matching with each page's edges built in the same statement
 * (Search.pageNodes), the counts, cursors and page info as resolveOffsetConnection gives them, put
 * together without graphql-js walking it. Undefined, before anything ran, when the operation must be
 * executed: a selection the plan does not cover, `last` or `before`, or arguments graphql-js refuses
 * (it then says why: a negative `first`, a cursor that is not one, text no column can store). Also
 * undefined, after the statement, when a page's kind matched nothing as typed but its corrected query
 * did (its page is then read by graphql-js, from the same run) or a statement failed (graphql-js
 * reports it).
 */
export function searchText(args: Record<string, unknown>, context: Context, info: PlanSource): Promise<string | undefined> | undefined {
  const plan = searchTextPlan(info);
  // Text the field's own check refuses (TextInputPlugin, which only graphql-js runs): its error is graphql-js's to give.
  if (!plan || typeof args.query !== 'string' || badTextPath(args, '')) return undefined;
  const fields = (info.schema.getType('Search') as GraphQLObjectType).getFields();
  const pages: Array<{ key: string; plan: SearchConnectionPlan; args: PageArgs; range: { offset: number; count: number } }> = [];
  for (const [key, member] of plan.members) {
    if (typeof member === 'string') continue;
    let pageArgs: PageArgs;
    try {
      pageArgs = getArgumentValues(fields[member.kind], member.field, info.variableValues) as PageArgs;
    } catch {
      return undefined;
    }
    const range = pageRange(pageArgs);
    if (!range || badTextPath(pageArgs, '')) return undefined;
    pages.push({ key, plan: member, args: pageArgs, range });
  }
  const run = searchRunOf(context, args.query);
  // Every page's edges and every kind's matching asked for in this turn: one statement.
  const built = pages.map(({ plan: connection, range: { offset, count } }) => {
    const size = count - 1;
    const { edges } = connection;
    if (!edges || !size) return undefined;
    return run.pageNodes(connection.kind, { offset, count: size, nodes: (ids) => edges(ids, offset, context.viewer) });
  });
  const counted = plan.members.some(([, member]) => member === 'totalCount' || member === 'totalCountIsExact');
  const matched = Promise.all(
    (counted ? SEARCH_KINDS : pages.map(({ plan: connection }) => connection.kind)).map((kind) => run.matches(kind)),
  );
  return (async () => {
    let kinds: SearchMatches[];
    let edges: Array<string | undefined>;
    try {
      [kinds, edges] = await Promise.all([matched, Promise.all(built)]);
    } catch {
      return undefined;
    }
    let text = '{';
    for (const [index, [key, member]] of plan.members.entries()) {
      text += `${index ? ',' : ''}"${key}":`;
      if (member === '__typename') text += '"Search"';
      else if (member === 'query') text += JSON.stringify(run.query);
      else if (member === 'totalCount') text += String(kinds.reduce((sum, matches) => sum + matches.count, 0));
      else if (member === 'totalCountIsExact') text += String(kinds.every((matches) => matches.countIsExact));
      else {
        const at = pages.findIndex((page) => page.key === key);
        const connection = connectionText(member, pages[at].args, await run.matches(member.kind), edges[at]);
        if (connection === undefined) return undefined;
        text += connection;
      }
    }
    return `${text}}`;
  })();
}

/**
 * A connection's JSON text as resolveOffsetConnection and the connection's fields give it, from its
 * kind's matches and the page's edges built with them; undefined when the page has rows but no edges
 * were built.
 */
function connectionText(plan: SearchConnectionPlan, args: PageArgs, matches: SearchMatches, edges: string | undefined): string | undefined {
  const { offset, limit, expectedSize, hasPreviousPage, hasNextPage } = offsetForArgs({
    args,
    totalCount: matches.ids.length,
    defaultSize: DEFAULT_PAGE_SIZE,
    maxSize: MAX_PAGE_SIZE,
  });
  const read = Math.max(0, Math.min(limit, matches.ids.length - offset));
  const shown = Math.min(read, expectedSize);
  if (plan.edges && shown && edges === undefined) return undefined;
  const pageInfo: Record<PageInfoPart, unknown> = {
    hasNextPage: hasNextPage(read),
    hasPreviousPage,
    startCursor: offsetToCursor(offset),
    endCursor: offsetToCursor(offset + shown - 1),
  };
  let text = '{';
  for (const [index, [key, part]] of plan.connection.entries()) {
    text += `${index ? ',' : ''}"${key}":`;
    if (part === '__typename') text += `"${plan.typename}"`;
    else if (part === 'totalCount') text += String(matches.count);
    else if (part === 'totalCountIsExact') text += String(matches.countIsExact);
    else if (part === 'edges') text += shown ? edges! : '[]';
    else {
      text += '{';
      for (const [at, [pageKey, pagePart]] of plan.pageInfo.entries()) {
        text += `${at ? ',' : ''}"${pageKey}":${pagePart === '__typename' ? '"PageInfo"' : JSON.stringify(pageInfo[pagePart])}`;
      }
      text += '}';
    }
  }
  return `${text}}`;
}
