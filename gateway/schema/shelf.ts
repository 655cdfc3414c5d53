// My shelf (issue 41, decision 0076): the signed-in account's shelf of ingredients, the cocktail list's
// "Can make now" and "Missing one" pages, "What to buy next", and addToShelf / removeFromShelf.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { COCKTAIL_MESSAGES } from '../../common/cocktail-rules';
import { DB_INT_MAX, INGREDIENT_CATEGORIES, MAX_PAGE_SIZE } from '../../common/constants';
import {
  SHELF_ADD_MAX,
  SHELF_COCKTAILS_PAGE_SIZE,
  SHELF_MAX,
  SHELF_MESSAGES,
  SHELF_PAGE_SIZE,
  WHAT_TO_BUY_MAX,
  type ShelfFilter,
} from '../../common/shelf';
import { builder } from '../builder';
import { pageSize } from '../domain/keyset';
import type { CocktailListFilter } from '../domain/cocktails';
import {
  addToShelf,
  decodeShelfCursor,
  encodeShelfCursor,
  missingOneSql,
  removeFromShelf,
  shelfCocktailsCount,
  shelfCocktailsPage,
  shelfCountSql,
  shelfCursorSql,
  shelfOwner,
  shelfPageSql,
  type ShelfQuery,
  whatToBuyNext,
} from '../domain/shelf';
import { sql } from '../read/sql';
import { ValidationError } from '../errors';
import type { Cocktail, Ingredient } from '../generated/prisma/client';
import type { Context } from '../context';
import { CocktailFilter, CocktailNode, listFilterOf, sqlListFilterOf } from './cocktail';
import { databaseIdIn, wrongIdIsFieldError } from './global-id';
import { IngredientNode } from './ingredient';
import { viewerHasRelated } from './viewer-flags';
import { byParent } from '../read/sources';
import { encodeGlobalID } from '@pothos/plugin-relay';

interface PageInfoShape {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

function pageInfoOf(cursors: string[], hasNextPage: boolean, after: string | null | undefined): PageInfoShape {
  return { hasNextPage, hasPreviousPage: Boolean(after), startCursor: cursors[0] ?? null, endCursor: cursors.at(-1) ?? null };
}

// ---------------------------------------------------------------------------
// The shelf
// ---------------------------------------------------------------------------

builder.prismaObjectFields(IngredientNode, (t) => ({
  viewerHasOnShelf: t.boolean({
    description:
      "Whether the ingredient is on the signed-in account's shelf (a bar account's is its venue's), whichever page of the shelf is loaded; false signed out.",
    ...viewerHasRelated('onShelves', (viewer) => ({ userId: shelfOwner(viewer).id })),
  }),
}));

interface ShelfEdgeShape {
  cursor: string;
  node: Ingredient;
  addedAt: Date;
}

interface ShelfConnectionShape {
  edges: ShelfEdgeShape[];
  pageInfo: PageInfoShape;
  userId: number;
}

const ShelfConnection = builder.connectionObject<typeof IngredientNode, ShelfConnectionShape>(
  {
    type: IngredientNode,
    name: 'ShelfConnection',
    description: `A page of the ingredients on the signed-in account's shelf, alphabetically (at most ${SHELF_MAX} in all).`,
    fields: (t) => ({
      totalCount: t.int({
        description: `How many ingredients the shelf holds (at most ${SHELF_MAX}).`,
        resolve: (connection, _args, context) => context.prisma.shelfItem.count({ where: { userId: connection.userId } }),
      }),
    }),
  },
  {
    name: 'ShelfEdge',
    description: 'An ingredient on the shelf.',
    fields: (t) => ({
      addedAt: t.field({ type: 'DateTime', description: 'When the ingredient was put on the shelf.', resolve: (edge) => edge.addedAt }),
    }),
  },
);

/** `shelfitem:<id>:<name_search>` in base64url: the shelf's order is the ingredient's name, then its id. */
function encodeShelfItemCursor(nameSearch: string, id: number): string {
  return Buffer.from(`shelfitem:${id}:${nameSearch}`).toString('base64url');
}

function decodeShelfItemCursor(cursor: string): { id: number; nameSearch: string } {
  const match = /^shelfitem:(\d+):(.*)$/s.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const id = match ? Number(match[1]) : NaN;
  if (!match || !Number.isSafeInteger(id) || id > DB_INT_MAX) throw ValidationError.field('after', SHELF_MESSAGES.badCursor);
  return { id, nameSearch: match[2] };
}

// ---------------------------------------------------------------------------
// The list's shelf filters
// ---------------------------------------------------------------------------

export const ShelfFilterEnum = builder.enumType('ShelfFilter', {
  description: 'Which cocktails of the list a shelf picks: those it can make now, or those it is one ingredient short of.',
  values: {
    can_make: { value: 'can_make', description: 'Every line that is not optional is on the shelf (or substituted: decision 0076).' },
    missing_one: { value: 'missing_one', description: 'Exactly one required ingredient is missing; the edge names it.' },
  } satisfies Record<ShelfFilter, unknown>,
});

interface ShelfCocktailEdgeShape {
  cursor: string;
  node: Cocktail;
  missingIngredient: Ingredient | null;
}

interface ShelfCocktailConnectionShape {
  edges: ShelfCocktailEdgeShape[];
  pageInfo: PageInfoShape;
  total: () => Promise<number>;
}

const ShelfCocktailConnection = builder.connectionObject<typeof CocktailNode, ShelfCocktailConnectionShape>(
  {
    type: CocktailNode,
    name: 'ShelfCocktailConnection',
    description: 'A page of the cocktails the signed-in account can make now, or is one ingredient short of, alphabetically.',
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many cocktails the caller may see match the filter.',
        resolve: (connection) => connection.total(),
      }),
    }),
  },
  {
    name: 'ShelfCocktailEdge',
    description: 'A cocktail the shelf can make, or the one ingredient it lacks for it.',
    fields: (t) => ({
      missingIngredient: t.field({
        type: IngredientNode,
        nullable: true,
        description: 'The one ingredient the shelf lacks (missing_one); null when the shelf can make the cocktail now.',
        resolve: (edge) => edge.missingIngredient,
      }),
    }),
  },
);

interface SuggestionShape {
  ingredient: Ingredient;
  unlocks: number;
}

const ShelfSuggestion = builder.objectRef<SuggestionShape>('ShelfSuggestion').implement({
  description: 'An ingredient to buy next, and how many cocktails it would unlock.',
  fields: (t) => ({
    ingredient: t.field({ type: IngredientNode, description: 'The ingredient to buy.', resolve: (suggestion) => suggestion.ingredient }),
    unlocks: t.exposeInt('unlocks', {
      description: 'How many cocktails the caller may see lack only this ingredient: buying it makes them "Can make now".',
    }),
  }),
});

/** Ingredients by id, in the given order, with the selection `path` of the request asks for. */
async function ingredientsByIds(context: Context, info: Parameters<typeof queryFromInfo>[0]['info'], path: string[], ids: number[]) {
  if (ids.length === 0) return new Map<number, Ingredient>();
  const query = queryFromInfo({ context, info, path }) as { select?: Record<string, unknown>; include?: Record<string, unknown> };
  const select = query.select ? { ...query.select, id: true } : undefined;
  const rows = (await context.prisma.ingredient.findMany({
    ...(select ? { select } : query.include ? { include: query.include } : {}),
    where: { id: { in: [...new Set(ids)] } },
  })) as Ingredient[];
  return new Map(rows.map((row) => [row.id, row]));
}

/** A shelf list's page as its arguments ask: its size, and the cocktail it starts after. */
function shelfPageOf(args: { first?: number | null; after?: string | null; last?: number | null; before?: string | null }) {
  const size = pageSize(args, SHELF_COCKTAILS_PAGE_SIZE, MAX_PAGE_SIZE, SHELF_MESSAGES.backwardsPaging);
  return { size, after: args.after ? decodeShelfCursor(args.after) : null };
}

/** The shelf filter and the list's own filters, as the arguments give them (read by `listFilter`, as each path reads the list's). */
function shelfQueryOf<Args extends { filter?: unknown; listFilter?: unknown }>(
  args: Args,
  listFilter: (filter: never) => CocktailListFilter | null,
): ShelfQuery {
  return { filter: args.filter as ShelfFilter, listFilter: listFilter((args.listFilter ?? null) as never) };
}

builder.queryFields((t) => ({
  shelfCategoryIngredients: t.prismaConnection(
    {
      type: 'Ingredient',
      cursor: 'nameSearch',
      description:
        "The base ingredients of one category (not their variants), alphabetically: the My Bar screen's quick add by category. Pages forwards (first, after).",
      args: { category: t.arg.string({ description: 'One of the ingredient categories (spirit, liqueur, bitters, syrup, ...).' }) },
      maxSize: MAX_PAGE_SIZE,
      resolve: (query, _root, args, context) => {
        if (!(INGREDIENT_CATEGORIES as readonly string[]).includes(args.category)) {
          throw ValidationError.field('category', COCKTAIL_MESSAGES.ingredientCategory);
        }
        return context.prisma.ingredient.findMany({
          ...query,
          where: { category: args.category, parentId: null },
          orderBy: { nameSearch: 'asc' },
        });
      },
    },
    { name: 'CategoryIngredientConnection', description: 'A page of the base ingredients of a category.' },
    { name: 'CategoryIngredientEdge', description: 'A base ingredient of the category.' },
  ),
  myShelf: t.connection(
    {
      type: IngredientNode,
      description:
        "The ingredients on the signed-in account's shelf, alphabetically; a bar account's shelf is its venue's. Pages forwards (first, after). Signed-in members only.",
      authScopes: { authenticated: true },
      resolve: async (_root, args, context, info) => {
        const userId = shelfOwner(context.viewer).id;
        const size = pageSize(args, SHELF_PAGE_SIZE, MAX_PAGE_SIZE, SHELF_MESSAGES.backwardsPaging);
        const after = args.after ? decodeShelfItemCursor(args.after) : null;
        const rows = await context.prisma.shelfItem.findMany({
          where: {
            userId,
            ...(after
              ? {
                  OR: [
                    { ingredient: { nameSearch: { gt: after.nameSearch } } },
                    { ingredient: { nameSearch: after.nameSearch }, ingredientId: { gt: after.id } },
                  ],
                }
              : {}),
          },
          orderBy: [{ ingredient: { nameSearch: 'asc' } }, { ingredientId: 'asc' }],
          take: size + 1,
          select: { createdAt: true, ingredientId: true, ingredient: { select: { nameSearch: true } } },
        });
        const page = rows.slice(0, size);
        const nodes = await ingredientsByIds(
          context,
          info,
          ['edges', 'node'],
          page.map((row) => row.ingredientId),
        );
        const edges = page.map((row) => ({
          cursor: encodeShelfItemCursor(row.ingredient.nameSearch, row.ingredientId),
          node: nodes.get(row.ingredientId)!,
          addedAt: row.createdAt,
        }));
        return {
          edges,
          pageInfo: pageInfoOf(
            edges.map((edge) => edge.cursor),
            rows.length > size,
            args.after,
          ),
          userId,
        };
      },
    },
    ShelfConnection,
  ),
  shelfCocktails: t.connection(
    {
      type: CocktailNode,
      description:
        'The cocktails the caller may see that the signed-in account\'s shelf can make now, or is missing one ingredient for (the cocktail list\'s "Can make now" and "Missing one"), among those `listFilter` keeps, alphabetically. Optional lines are not needed; a variant stands for its base and a base for its variants (decision 0076). Pages forwards (first, after). Signed-in members only.',
      authScopes: { authenticated: true },
      args: {
        filter: t.arg({ type: ShelfFilterEnum, description: 'Can make now, or missing one.' }),
        listFilter: t.arg({
          type: CocktailFilter,
          required: false,
          description: "The cocktail list's own filters (chips, search), as `cocktails` takes them; the shelf's filter applies besides.",
        }),
      },
      // The page, its cards and the missing ingredients in one statement (decision 0076): the page's ids
      // from the domain's statement, which the resolver runs through Prisma.
      sql: {
        connection: {
          model: 'Cocktail',
          afterInWhere: true,
          where: (cocktail, _row, request) =>
            sql`${cocktail.col('id')} IN (${request.dynamic((dynamic) => {
              const { args } = dynamic;
              const page = shelfPageOf(args);
              return sql`SELECT shelf_p.id FROM (${shelfPageSql(dynamic, request.viewerId, shelfQueryOf(args, sqlListFilterOf), page.after, page.size + 1)}) shelf_p`;
            })})`,
          order: [
            { key: (cocktail) => cocktail.col('nameSearch'), cursorType: 'text' },
            { key: (cocktail) => cocktail.col('id'), cursorType: 'int' },
          ],
          cursor: shelfCursorSql,
          page: (args) => ({ size: shelfPageOf(args).size, after: args.after ? [args.after] : null }),
          totalCount: (_row, request) =>
            request.dynamic((dynamic) => shelfCountSql(dynamic, request.viewerId, shelfQueryOf(dynamic.args, sqlListFilterOf))),
          edgeRows: {
            missingIngredient: {
              model: 'Ingredient',
              where: (ingredient, cocktail, request) =>
                request.dynamic(({ args }) =>
                  args.filter === 'missing_one' ? sql`${ingredient.col('id')} = ${missingOneSql(request.viewerId, cocktail!)}` : sql`false`,
                ),
            },
          },
          maxSize: MAX_PAGE_SIZE,
        },
      },
      resolve: async (_root, args, context, info) => {
        const viewer = shelfOwner(context.viewer);
        const { size, after } = shelfPageOf(args);
        const query = shelfQueryOf(args, listFilterOf);
        const rows = await shelfCocktailsPage(context, viewer, query, after, size);
        const page = rows.slice(0, size);
        const ids = page.map((row) => row.id);
        const cocktails = ids.length
          ? ((await context.prisma.cocktail.findMany({
              ...queryFromInfo({ context, info, path: ['edges', 'node'] }),
              where: { id: { in: ids } },
            })) as Cocktail[])
          : [];
        const byId = new Map(cocktails.map((cocktail) => [cocktail.id, cocktail]));
        const missing = await ingredientsByIds(
          context,
          info,
          ['edges', 'missingIngredient'],
          page.flatMap((row) => (row.missingId === null ? [] : [row.missingId])),
        );
        const edges = page
          .filter((row) => byId.has(row.id))
          .map((row) => ({
            cursor: encodeShelfCursor(row),
            node: byId.get(row.id)!,
            missingIngredient: row.missingId === null ? null : (missing.get(row.missingId) ?? null),
          }));
        return {
          edges,
          pageInfo: pageInfoOf(
            edges.map((edge) => edge.cursor),
            rows.length > size,
            args.after,
          ),
          total: () => shelfCocktailsCount(context, viewer, query),
        };
      },
    },
    ShelfCocktailConnection,
  ),
  whatToBuyNext: t.field({
    type: [ShelfSuggestion],
    description: `"What to buy next": the ingredients that would unlock the most cocktails the caller may see that the signed-in account's shelf is one ingredient short of, most first (at most ${WHAT_TO_BUY_MAX}). Signed-in members only.`,
    maxItems: WHAT_TO_BUY_MAX,
    authScopes: { authenticated: true },
    args: {
      first: t.arg.int({ required: false, description: `How many suggestions (1 to ${WHAT_TO_BUY_MAX}; ${WHAT_TO_BUY_MAX} when absent).` }),
    },
    resolve: async (_root, args, context, info) => {
      const viewer = shelfOwner(context.viewer);
      const first = args.first ?? WHAT_TO_BUY_MAX;
      if (first < 1 || first > WHAT_TO_BUY_MAX) throw ValidationError.field('first', `Ask for 1 to ${WHAT_TO_BUY_MAX} suggestions`);
      const suggestions = await whatToBuyNext(context, viewer, first);
      const ingredients = await ingredientsByIds(
        context,
        info,
        ['ingredient'],
        suggestions.map((suggestion) => suggestion.ingredientId),
      );
      return suggestions.flatMap((suggestion) => {
        const ingredient = ingredients.get(suggestion.ingredientId);
        return ingredient ? [{ ingredient, unlocks: suggestion.unlocks }] : [];
      });
    },
  }),
}));

// ---------------------------------------------------------------------------
// Changing the shelf
// ---------------------------------------------------------------------------

const AddToShelfInput = builder.inputType('AddToShelfInput', {
  description: 'Ingredients to put on the shelf.',
  fields: (t) => ({
    ingredientIds: t.globalIDList({
      for: IngredientNode,
      description: `The Ingredients to add (1 to ${SHELF_ADD_MAX}; those already on the shelf are kept as they are).`,
      ...wrongIdIsFieldError('ingredientIds', 'Not an ingredient id'),
    }),
  }),
});

const RemoveFromShelfInput = builder.inputType('RemoveFromShelfInput', {
  description: 'An ingredient to take off the shelf.',
  fields: (t) => ({
    ingredientId: t.globalID({
      for: IngredientNode,
      description: 'The Ingredient to remove.',
      ...wrongIdIsFieldError('ingredientId', 'Not an ingredient id'),
    }),
  }),
});

const AddToShelfPayload = builder.objectRef<{ added: number[]; userId: number }>('AddToShelfPayload').implement({
  description: 'The ingredients are on the shelf.',
  fields: (t) => ({
    addedIngredients: t.prismaField({
      type: [IngredientNode],
      maxItems: SHELF_ADD_MAX,
      description: 'The ingredients this call put on the shelf (not those already there).',
      resolve: (query, payload, _args, context) =>
        context.prisma.ingredient.findMany({
          ...query,
          where: { id: { in: payload.added } },
          orderBy: [{ nameSearch: 'asc' }, { id: 'asc' }],
        }),
    }),
    shelfTotal: t.int({
      description: 'How many ingredients the shelf now holds.',
      resolve: (payload, _args, context) => context.prisma.shelfItem.count({ where: { userId: payload.userId } }),
    }),
  }),
});

const RemoveFromShelfPayload = builder.objectRef<{ ingredientId: number; userId: number }>('RemoveFromShelfPayload').implement({
  description: 'The ingredient is no longer on the shelf (whether or not it was).',
  fields: (t) => ({
    removedIngredientId: t.id({
      description: 'The global id of the Ingredient taken off (for the client to drop it from its lists).',
      resolve: (payload) => encodeGlobalID('Ingredient', payload.ingredientId),
    }),
    ingredient: t.prismaField({
      type: IngredientNode,
      nullable: true,
      description: 'The Ingredient taken off, as it now stands (its viewerHasOnShelf false); null when no such ingredient exists.',
      sql: byParent('ingredientId'),
      resolve: (query, payload, _args, context) => context.prisma.ingredient.findUnique({ ...query, where: { id: payload.ingredientId } }),
    }),
    shelfTotal: t.int({
      description: 'How many ingredients the shelf now holds.',
      resolve: (payload, _args, context) => context.prisma.shelfItem.count({ where: { userId: payload.userId } }),
    }),
  }),
});

builder.mutationFields((t) => ({
  addToShelf: t.field({
    type: AddToShelfPayload,
    description: `Puts ingredients on the signed-in account's shelf (a bar account's is its venue's). All or nothing: an unknown ingredient, or a shelf past ${SHELF_MAX}, changes nothing.`,
    args: { input: t.arg({ type: AddToShelfInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const { added } = await addToShelf(context, context.viewer, { ingredientIds: input.ingredientIds.map(databaseIdIn) });
      return { added, userId: context.viewer!.id };
    },
  }),
  removeFromShelf: t.field({
    type: RemoveFromShelfPayload,
    description: "Takes an ingredient off the signed-in account's shelf. Idempotent.",
    args: { input: t.arg({ type: RemoveFromShelfInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const ingredientId = databaseIdIn(input.ingredientId);
      await removeFromShelf(context, context.viewer, ingredientId);
      return { ingredientId, userId: context.viewer!.id };
    },
  }),
}));
