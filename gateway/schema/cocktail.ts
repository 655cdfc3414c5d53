import { decodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder';
import { prisma } from '../db/client';
import { canEditCocktail, cocktailListOrder, visibleCocktailsWhere } from '../domain/cocktails';
import { ValidationError } from '../errors';
import type { Prisma } from '../generated/prisma/client';
import { CocktailTypeEnum, VisibilityEnum } from './enums';

export const CocktailIngredientRef = builder.prismaObject('CocktailIngredient', {
  description: 'One line of a recipe: an amount of an ingredient, in order.',
  fields: (t) => ({
    amount: t.exposeFloat('amount', { nullable: true, description: 'Null for lines without a measure ("Top with").' }),
    unit: t.exposeString('unit', { description: 'ml, oz, cl, tsp, tbsp, dash, barspoon, qty, "Top with", or an imported unit.' }),
    brand: t.exposeString('brand', { nullable: true }),
    note: t.exposeString('note', { nullable: true }),
    optional: t.exposeBoolean('optional'),
    orderIndex: t.exposeInt('orderIndex', { description: '1-based position in the recipe.' }),
    ingredient: t.relation('ingredient'),
  }),
});

export const CocktailNode = builder.prismaNode('Cocktail', {
  id: { field: 'id' },
  description: 'A cocktail recipe.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id used in URLs (/cocktails/{id}) and the legacy /api.' }),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    directions: t.exposeString('directions', { nullable: true }),
    glassware: t.exposeString('glassware'),
    garnish: t.exposeString('garnish', { nullable: true }),
    notes: t.exposeString('notes', { nullable: true }),
    classicEra: t.exposeString('classicEra', { nullable: true, description: '"Classic" or "Modern" where known.' }),
    isMocktail: t.exposeBoolean('isMocktail'),
    photoUrl: t.exposeString('photoUrl', { nullable: true }),
    visibility: t.expose('visibility', { type: VisibilityEnum }),
    type: t.expose('type', { type: CocktailTypeEnum }),
    categories: t.exposeStringList('categories'),
    method: t.exposeString('method', { nullable: true }),
    abv: t.exposeFloat('abv', { nullable: true }),
    likesCount: t.exposeInt('likesCount'),
    repoursCount: t.exposeInt('repoursCount'),
    originalCreatorName: t.exposeString('originalCreatorName', { nullable: true }),
    sourceUrl: t.exposeString('sourceUrl', { nullable: true }),
    year: t.exposeInt('year', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    venue: t.relation('venue', { nullable: true }),
    creator: t.relation('creator', { nullable: true }),
    ingredients: t.relation('ingredients', {
      description: 'The recipe lines, in order.',
      query: { orderBy: { orderIndex: 'asc' } },
    }),
    viewerCanEdit: t.boolean({
      description: 'Whether the caller may edit this cocktail (its creator, or an admin).',
      select: { creatorId: true },
      resolve: (cocktail, _args, context) => canEditCocktail(context.viewer, cocktail),
    }),
  }),
});

const CocktailFilter = builder.inputType('CocktailFilter', {
  description: 'Filters combine with AND; the values inside one filter combine with OR.',
  fields: (t) => ({
    eras: t.stringList({ required: false, description: 'Classic and/or Modern.' }),
    glassware: t.stringList({ required: false, description: 'Glass names, matched case-insensitively.' }),
    categories: t.stringList({ required: false, description: 'Cocktails in any of these categories.' }),
    creator: t.id({ required: false, description: 'Cocktails created by this member (a User id).' }),
    mocktail: t.boolean({ required: false, description: 'true: only mocktails; false: only alcoholic cocktails.' }),
  }),
});

function cocktailFilterWhere(filter: typeof CocktailFilter.$inferInput | null | undefined): Prisma.CocktailWhereInput[] {
  if (!filter) return [];
  const where: Prisma.CocktailWhereInput[] = [];
  if (filter.eras?.length) where.push({ classicEra: { in: filter.eras } });
  if (filter.glassware?.length) {
    where.push({ OR: filter.glassware.map((glass) => ({ glassware: { equals: glass, mode: 'insensitive' as const } })) });
  }
  if (filter.categories?.length) where.push({ categories: { hasSome: filter.categories } });
  if (filter.creator) {
    const { typename, id } = decodeGlobalID(String(filter.creator));
    const creatorId = Number(id);
    if (typename !== 'User' || !Number.isSafeInteger(creatorId)) throw ValidationError.field('filter.creator', 'Not a member id');
    where.push({ creatorId });
  }
  if (filter.mocktail !== null && filter.mocktail !== undefined) where.push({ isMocktail: filter.mocktail });
  return where;
}

/** A list offset: 0 when absent; never negative. */
function offsetOf(offset: number | null | undefined): number {
  if (offset === null || offset === undefined) return 0;
  if (offset < 0) throw ValidationError.field('offset', 'offset must be 0 or more');
  return offset;
}

builder.queryFields((t) => ({
  cocktails: t.prismaConnection(
    {
      type: 'Cocktail',
      cursor: 'id',
      description: 'The cocktail database, alphabetically, at most 100 a page.',
      args: {
        filter: t.arg({ type: CocktailFilter, required: false }),
        offset: t.arg.int({
          required: false,
          description: 'Skips this many cocktails first (after `after` when both are given), for clients that number pages: page n of size s starts at offset (n - 1) * s.',
        }),
      },
      resolve: (query, _root, args, context) =>
        prisma.cocktail.findMany({
          ...query,
          skip: query.skip + offsetOf(args.offset),
          where: { AND: [visibleCocktailsWhere(context.viewer), ...cocktailFilterWhere(args.filter)] },
          orderBy: cocktailListOrder,
        }),
      totalCount: (_root, args, context) =>
        prisma.cocktail.count({ where: { AND: [visibleCocktailsWhere(context.viewer), ...cocktailFilterWhere(args.filter)] } }),
    },
    { name: 'CocktailConnection', description: 'A page of cocktails.' },
    { name: 'CocktailEdge' },
  ),
  cocktail: t.prismaField({
    type: 'Cocktail',
    nullable: true,
    description: 'A cocktail by the numeric id of its URL; null when it does not exist or is private.',
    args: { databaseId: t.arg.int() },
    resolve: (query, _root, { databaseId }, context) =>
      prisma.cocktail.findFirst({ ...query, where: { AND: [{ id: databaseId }, visibleCocktailsWhere(context.viewer)] } }),
  }),
}));
