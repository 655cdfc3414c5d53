// Cocktails: the node, the list with its filters, one cocktail by its URL id, the duplicate-name check,
// and the mutations that create and change them and upload their photos.
import { COCKTAIL_INGREDIENTS_MAX } from '../../common/cocktail-rules';
import {
  AMOUNT_MAX,
  AMOUNT_MIN_POSITIVE,
  COCKTAIL_CATEGORIES,
  DEFAULT_PAGE_SIZE,
  DUPLICATE_NAME_MIN_CHARS,
  MAX_PAGE_SIZE,
  MAX_UPLOAD_BYTES,
  SEARCH_MIN_LENGTH,
  YEAR_MAX,
  YEAR_MIN,
} from '../../common/constants';
import { BASE_SPIRITS, type CocktailSort } from '../../common/cocktail-filters';
import { COCKTAIL_MESSAGES, TEXT_LIMITS } from '../../common/cocktail-rules';
import { UNUSED_UPLOAD_GRACE_HOURS, UNUSED_UPLOADS_MAX } from '../../common/uploads';
import { builder } from '../builder';
import { byParent } from '../read/sources';
import {
  canEditCocktail,
  canSeeCocktail,
  cocktailFilterWhere,
  editableCocktailsWhere,
  cocktailListCount,
  cocktailListCountSql,
  cocktailListOrder,
  afterSortedWhere,
  COCKTAIL_SORT_KEYS,
  cocktailSortOrder,
  cocktailsCreatedByWhere,
  createCocktail,
  isCocktailNameTaken,
  updateCocktail,
  visibleCocktailDatabaseCount,
  visibleCocktailDatabaseCountSql,
  visibleCocktailsWhere,
  type CocktailListFilter,
} from '../domain/cocktails';
import { rowMatches } from '../read/prisma-where';
import { storeImage } from '../domain/images';
import { STRENGTH_SELECT, strengthOf, strengthSql } from '../domain/strength';
import { ValidationError } from '../errors';
import { databaseIdIn, decodeDatabaseId, wrongIdIsFieldError, wrongIdIsNotFound } from './global-id';
import { badTextPath } from './text-input-plugin';
import { NotInSql, type Page, prismaPage, prismaTextIdCursor } from '../read/cursors';
import type { RowRef } from '../read/declarations';
import type { Prisma } from '../generated/prisma/client';
import { CocktailTypeEnum, VisibilityEnum } from './enums';
import { finiteOrNull } from './finite';
import { finite, sql } from '../read/sql';
import { UserNode } from './user';

export const CocktailIngredientRef = builder.prismaObject('CocktailIngredient', {
  description: 'One line of a recipe: an amount of an ingredient, in order.',
  // Select mode: only the columns the request's fields read, and always the brand, which the list's
  // cards read on every line: a plain resolver reads it (decision 0035).
  select: { id: true, brand: true },
  fields: (t) => ({
    amount: t.float({
      nullable: true,
      description: 'Null for lines without a measure ("Top with").',
      select: { amount: true },
      resolve: (line) => finiteOrNull(line.amount),
      sql: (line) => finite(line.col('amount')),
    }),
    unit: t.exposeString('unit', { description: 'ml, oz, cl, tsp, tbsp, dash, barspoon, qty, "Top with", or an imported unit.' }),
    brand: t.exposeString('brand', {
      description: `The brand named for this line, if any (at most ${TEXT_LIMITS.brand} characters).`,
      nullable: true,
    }),
    note: t.exposeString('note', {
      description: `A note on this line (at most ${TEXT_LIMITS.lineNote} characters), for example "fresh".`,
      nullable: true,
    }),
    optional: t.exposeBoolean('optional', { description: 'Whether the recipe works without it.' }),
    orderIndex: t.exposeInt('orderIndex', { description: '1-based position in the recipe.' }),
    ingredient: t.relation('ingredient', { description: 'The ingredient of the database this line uses.' }),
  }),
});

export const CocktailNode = builder.prismaNode('Cocktail', {
  id: { field: 'id' },
  // node(id) of something that does not exist (or no longer does) is null, not an error.
  nullable: true,
  description: 'A cocktail recipe.',
  // Select mode: only the columns the request's fields read, always the two the visibility rule reads,
  // and always the columns of the list's card, which plain resolvers read (decision 0035).
  select: {
    id: true,
    visibility: true,
    creatorId: true,
    name: true,
    glassware: true,
    classicEra: true,
    likesCount: true,
    repoursCount: true,
    originalCreatorName: true,
  },
  // One visibility rule on every way to a cocktail (decision 0023): node(id) and nodes(ids) load only
  // what the caller may see (null otherwise, as cocktail(databaseId) answers), and a cocktail reached by
  // any other path is checked again here, so no new field can leak a private one.
  findUnique: (id, context): Prisma.CocktailWhereUniqueInput => ({ id: Number(id), AND: [visibleCocktailsWhere(context.viewer)] }),
  authScopes: (cocktail, context) => canSeeCocktail(context.viewer, cocktail),
  sqlVisibleInFindUnique: true,
  sqlVisible: (cocktail, request) => request.where(cocktail, visibleCocktailsWhere(request.viewer)),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id used in URLs (/cocktails/{id}) and the legacy /api.' }),
    name: t.exposeString('name', { description: `The cocktail's name (at most ${TEXT_LIMITS.name} characters).` }),
    description: t.exposeString('description', {
      description: `A short description (at most ${TEXT_LIMITS.description.toLocaleString('en-US')} characters).`,
      nullable: true,
    }),
    directions: t.exposeString('directions', {
      description: `How to make it: the Instructions card (at most ${TEXT_LIMITS.directions.toLocaleString('en-US')} characters).`,
      nullable: true,
    }),
    glassware: t.exposeString('glassware', { description: 'The glass it is served in ("Cocktail Glass" when none was chosen).' }),
    garnish: t.exposeString('garnish', {
      description: `The garnish, as free text (at most ${TEXT_LIMITS.garnish} characters).`,
      nullable: true,
    }),
    notes: t.exposeString('notes', {
      description: `Notes of the Additional Information card (at most ${TEXT_LIMITS.notes.toLocaleString('en-US')} characters).`,
      nullable: true,
    }),
    classicEra: t.exposeString('classicEra', { nullable: true, description: '"Classic" or "Modern" where known.' }),
    isMocktail: t.exposeBoolean('isMocktail', { description: 'Whether it is a mocktail (non-alcoholic).' }),
    photoUrl: t.exposeString('photoUrl', {
      description: 'The photo, when it has one (uploaded with uploadCocktailPhoto).',
      nullable: true,
    }),
    visibility: t.expose('visibility', {
      description: 'Who may see it: public (everyone) or private (its creator and admins).',
      type: VisibilityEnum,
    }),
    type: t.expose('type', { description: 'Whether the member who added it created it.', type: CocktailTypeEnum }),
    categories: t.exposeStringList('categories', {
      description: 'Its categories (Classic, Modern, Tropical, Sour, Sweet, Bitter, Smoky, Refreshing, Strong, Light).',
      maxItems: COCKTAIL_CATEGORIES.length,
    }),
    method: t.exposeString('method', { description: 'How it is mixed (shaken, stirred, built...), when known.', nullable: true }),
    abv: t.float({
      description: 'Alcohol by volume, in percent, as the recipe gives it; null when unknown.',
      nullable: true,
      select: { abv: true },
      resolve: (cocktail) => finiteOrNull(cocktail.abv),
      sql: (cocktail) => finite(cocktail.col('abv')),
    }),
    estimatedAbv: t.float({
      nullable: true,
      description:
        "The estimated strength as served, in percent ABV to one decimal: the ingredients' strength over their volume, " +
        "diluted by the method with Dave Arnold's formulas (Liquid Intelligence; built as stirred, blended with its volume of ice, layered with none). " +
        "Null when an ingredient's strength is unknown, an alcoholic line has no measure in a volume, the glass is topped up, or the method is unknown.",
      select: STRENGTH_SELECT,
      resolve: (cocktail) => strengthOf(cocktail)?.abv ?? null,
      sql: (cocktail) => strengthSql(cocktail, 'abv'),
    }),
    finalVolumeMl: t.float({
      nullable: true,
      description:
        'The estimated volume as served, in whole millilitres: the ingredients and the water the ice adds (see estimatedAbv). Null when estimatedAbv is.',
      select: STRENGTH_SELECT,
      resolve: (cocktail) => strengthOf(cocktail)?.volumeMl ?? null,
      sql: (cocktail) => strengthSql(cocktail, 'volumeMl'),
    }),
    likesCount: t.exposeInt('likesCount', { description: 'How many members like it.' }),
    repoursCount: t.exposeInt('repoursCount', { description: 'How many members re-poured it into their feed.' }),
    originalCreatorName: t.exposeString('originalCreatorName', {
      description: 'Who created it, when the member who added it did not (the "by" of the card).',
      nullable: true,
    }),
    sourceUrl: t.exposeString('sourceUrl', { description: 'Where the recipe comes from (the "View Source" link).', nullable: true }),
    year: t.exposeInt('year', { description: `The year it was created (${YEAR_MIN} to ${YEAR_MAX}).`, nullable: true }),
    createdAt: t.expose('createdAt', { description: 'When it was added to the database.', type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { description: 'When it was last changed.', type: 'DateTime' }),
    venue: t.relation('venue', { description: 'The venue where it was created, when given.', nullable: true }),
    creator: t.relation('creator', { description: 'The member who added it; null for recipes the database started with.', nullable: true }),
    ingredients: t.relation('ingredients', {
      description: `The recipe lines, in order (at most ${COCKTAIL_INGREDIENTS_MAX}).`,
      maxItems: COCKTAIL_INGREDIENTS_MAX,
      query: { orderBy: { orderIndex: 'asc' }, take: COCKTAIL_INGREDIENTS_MAX },
    }),
    viewerCanEdit: t.boolean({
      description: 'Whether the caller may edit this cocktail (its creator, or an admin).',
      select: { creatorId: true },
      resolve: (cocktail, _args, context) => canEditCocktail(context.viewer, cocktail),
      sql: (cocktail, request) => request.holds(cocktail, editableCocktailsWhere(request.viewer)),
    }),
    viewerIsCreator: t.boolean({
      description: 'Whether the caller created this cocktail (the detail screen shows Edit to its creator only).',
      select: { creatorId: true },
      resolve: (cocktail, _args, context) => rowMatches(cocktailsCreatedByWhere(context.viewer), cocktail),
      sql: (cocktail, request) => request.holds(cocktail, cocktailsCreatedByWhere(request.viewer)),
    }),
  }),
});

export const BaseSpiritEnum = builder.enumType('BaseSpirit', {
  description: 'A base spirit of the list filter: cocktails with an ingredient of the spirit category that names it.',
  values: {
    whiskey: { description: 'Cocktails with a whiskey of the spirit category.' },
    gin: { description: 'Cocktails with a gin of the spirit category.' },
    vodka: { description: 'Cocktails with a vodka of the spirit category.' },
    tequila: { description: 'Cocktails with a tequila of the spirit category.' },
    rum: { description: 'Cocktails with a rum of the spirit category.' },
  } as const satisfies Record<(typeof BASE_SPIRITS)[number], { description: string }>,
});

export const CocktailFilter = builder.inputType('CocktailFilter', {
  description: 'Filters combine with AND; the values inside one filter combine with OR.',
  fields: (t) => ({
    eras: t.stringList({ required: false, description: 'Classic and/or Modern: the era, or a category of that name.' }),
    spirits: t.field({ type: [BaseSpiritEnum], required: false, description: 'Cocktails containing any of these base spirits.' }),
    glassware: t.stringList({ required: false, description: 'Glass names, matched case-insensitively.' }),
    categories: t.stringList({ required: false, description: 'Cocktails in any of these categories.' }),
    creator: t.globalID({
      required: false,
      for: UserNode,
      description: 'Cocktails created by this member (a User id).',
      ...wrongIdIsFieldError('filter.creator', 'Not a member id'),
    }),
    mocktail: t.boolean({ required: false, description: 'true: only mocktails; false: only alcoholic cocktails.' }),
    search: t.string({
      required: false,
      description: `Text in the name, the ingredients, the original creator or the creator (from ${SEARCH_MIN_LENGTH} characters; accents and case ignored).`,
    }),
  }),
});

export function listFilterOf(filter: typeof CocktailFilter.$inferInput | null | undefined): CocktailListFilter | null {
  if (!filter) return null;
  let creatorId: number | null = null;
  if (filter.creator) {
    creatorId = databaseIdIn(filter.creator);
  }
  return { ...filter, creatorId };
}

/**
 * The list's filter as the read path reads the field's arguments (as graphql-js coerces them: the
 * creator still a global id). A filter graphql-js refuses (a creator that is no member's id, text no
 * column can store) is left to the field's resolver, which reports it in its words.
 */
export function sqlListFilterOf(filter: Record<string, unknown> | null | undefined): CocktailListFilter | null {
  if (!filter) return null;
  if (badTextPath(filter, '')) throw new NotInSql('text the field refuses');
  const { creator, ...rest } = filter as Omit<CocktailListFilter, 'creatorId'> & { creator?: string | null };
  // An optional id sent empty is no id (schema/global-id.ts).
  if (creator === null || creator === undefined || creator === '') return { ...rest, creatorId: null };
  const creatorId = decodeDatabaseId(creator, 'User');
  if (creatorId === null) throw new NotInSql('not a member id');
  return { ...rest, creatorId };
}

/** The list's page as its arguments ask: a Prisma cursor's page, skipping `offset` rows (refused by the resolver when negative). */
function listPage(args: Record<string, unknown>): Page {
  const offset = (args.offset as number | null | undefined) ?? 0;
  if (offset < 0) throw new NotInSql('negative offset');
  return { ...prismaPage(args, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE), skip: offset };
}

/** A list offset: 0 when absent; never negative. */
function offsetOf(offset: number | null | undefined): number {
  if (offset === null || offset === undefined) return 0;
  if (offset < 0) throw ValidationError.field('offset', 'offset must be 0 or more');
  return offset;
}

/**
 * The list's keyset: the rows after the cursor's (nameSearch, id) in the list's order. Written as
 * `nameSearch >= k AND (nameSearch > k OR id > i)` so the (name_search, id) index starts the scan at
 * the cursor whatever its depth (an OR alone gives the index no lower bound).
 */
function afterKeyWhere(after: { nameSearch: string; id: number }): Prisma.CocktailWhereInput {
  return { nameSearch: { gte: after.nameSearch }, OR: [{ nameSearch: { gt: after.nameSearch } }, { id: { gt: after.id } }] };
}

const CocktailSortEnum = builder.enumType('CocktailSort', {
  description:
    'An order of the cocktail list. Each reads an index and breaks ties by id, so a cursor always names one place in it; ' +
    'a page after a cursor starts after that cocktail as it is now (in name order: after its name and id).',
  values: {
    name: { description: 'Alphabetically, ignoring case and accents (the default).' },
    newest: { description: 'The latest added first.' },
    top_rated: { description: 'The best average rating first, then the most reviews; cocktails without reviews last.' },
    most_liked: { description: 'The most likes first.' },
    most_repoured: { description: 'The most re-pours first.' },
  } satisfies Record<CocktailSort, { description: string }>,
});

type SortedBy = Exclude<CocktailSort, 'name'>;

/** The list's order as its arguments ask; null for the alphabetical one. */
function sortedBy(args: { sort?: unknown }): SortedBy | null {
  const sort = (args.sort as CocktailSort | null | undefined) ?? 'name';
  return sort === 'name' ? null : sort;
}

/**
 * A sorted list's page in SQL: its cursor is the alphabetical one (name and id), and the page starts after
 * the cursor's row as it is now, which must still be one of the list's (Prisma's cursor rule).
 */
function sortedPage(args: Record<string, unknown>): Page {
  const page = listPage(args);
  if (!page.after) return page;
  if (page.after.length !== 2) throw new NotInSql('cursor of another shape');
  return { ...page, after: [page.after[1]] };
}

/** The read path's order of each sort: its keys, descending, ties broken by id. */
const SORTED_ORDERS = Object.fromEntries(
  (Object.keys(COCKTAIL_SORT_KEYS) as SortedBy[]).map((sort) => [
    sort,
    {
      order: COCKTAIL_SORT_KEYS[sort].map((key) => ({
        key: (cocktail: RowRef) => cocktail.col(key.field),
        descending: true,
        cursorType: key.cursorType,
      })),
      page: sortedPage,
      cursorRowMustExist: true as const,
      rowKeyset: true as const,
    },
  ]),
);

builder.queryFields((t) => ({
  cocktails: t.prismaConnection(
    {
      type: 'Cocktail',
      // The cursor holds the sort key and the id (opaque to clients); pages start with a keyset
      // condition, never an OFFSET, so a page deep in the list costs what the first does.
      cursor: 'nameSearch_id',
      description: `The cocktail database, alphabetically unless \`sort\` says otherwise, at most ${MAX_PAGE_SIZE} a page.`,
      args: {
        filter: t.arg({
          description:
            'Narrows the list (spirits, eras, glassware, categories, creator, mocktail, search); omit it for the whole database.',
          type: CocktailFilter,
          required: false,
        }),
        sort: t.arg({ type: CocktailSortEnum, required: false, description: 'The order of the list; name when left out.' }),
        offset: t.arg.int({
          required: false,
          description:
            'Skips this many cocktails first (after `after` when both are given), for clients that number pages: page n of size s starts at offset (n - 1) * s.',
        }),
      },
      // The page, its total and the database's in one statement: the filter and the total written per
      // request from the same domain builders as the resolver's (one text per shape of the filter).
      sql: {
        connection: {
          model: 'Cocktail',
          where: (cocktail, _row, request) =>
            request.dynamic(({ args, where }) => where(cocktail, { AND: cocktailFilterWhere(sqlListFilterOf(args.filter as never)) })),
          order: [
            { key: (cocktail) => cocktail.col('nameSearch'), cursorType: 'text' },
            { key: (cocktail) => cocktail.col('id'), cursorType: 'int' },
          ],
          cursor: (cocktail) => prismaTextIdCursor(cocktail, 'nameSearch'),
          page: listPage,
          orders: { of: sortedBy, by: SORTED_ORDERS },
          skips: true,
          totalCount: (_row, request) =>
            request.dynamic((dynamic) => cocktailListCountSql(dynamic, sqlListFilterOf(dynamic.args.filter as never))),
          maxSize: MAX_PAGE_SIZE,
        },
      },
      resolve: (query, _root, args, context) => {
        // Pothos would hand the cursor to Prisma, whose cursor pagination re-reads the cursor row
        // and cannot join relations; the keyset below does neither.
        if (args.before) throw ValidationError.field('before', 'The list pages forwards only (first, after)');
        const { cursor, skip: _skip, ...rest } = query;
        const after = (cursor as { nameSearch_id?: { nameSearch: string; id: number } } | undefined)?.nameSearch_id;
        const where = [visibleCocktailsWhere(context.viewer), ...cocktailFilterWhere(listFilterOf(args.filter))];
        const offset = offsetOf(args.offset);
        const sort = sortedBy(args);
        const page = (start: Prisma.CocktailWhereInput | null, orderBy: Prisma.CocktailOrderByWithRelationInput[]) =>
          context.prisma.cocktail.findMany({
            ...rest,
            // A list under a node's relation (a creator's cocktails) is read a level at a time, for the
            // page's rows: joined laterally, it would be built for every row the order reads (issue 37).
            ...(nestsListUnderRelation((rest as { select?: unknown }).select ?? rest.include)
              ? { relationLoadStrategy: 'query' as const }
              : {}),
            ...(offset > 0 ? { skip: offset } : {}),
            where: { AND: start ? [...where, start] : where },
            orderBy,
          });
        if (!sort) return page(after ? afterKeyWhere(after) : null, cocktailListOrder);
        if (!after) return page(null, cocktailSortOrder(sort));
        // Sorted: the page starts after the cursor's row as it is now, when it is still one of the list's.
        const select = Object.fromEntries(COCKTAIL_SORT_KEYS[sort].map((key) => [key.field, true]));
        return context.prisma.cocktail
          .findFirst({ where: { AND: [{ id: after.id }, ...where] }, select })
          .then((row) => (row ? page(afterSortedWhere(sort, row), cocktailSortOrder(sort)) : []));
      },
      totalCount: (_root, args, context) => cocktailListCount(context, context.viewer, listFilterOf(args.filter)),
    },
    {
      name: 'CocktailConnection',
      description: 'A page of cocktails.',
      fields: (t) => ({
        databaseTotalCount: t.int({
          description:
            'How many cocktails the caller may see in the whole database, whatever the filter (the list\'s "N total cocktails in database"; `totalCount` is how many match). Read from counters, never counted.',
          resolve: (_connection, _args, context) => visibleCocktailDatabaseCount(context, context.viewer),
          sql: (_row, request) => visibleCocktailDatabaseCountSql(request),
        }),
      }),
    },
    { name: 'CocktailEdge' },
  ),
  cocktail: t.prismaField({
    type: 'Cocktail',
    nullable: true,
    description: 'A cocktail by the numeric id of its URL; null when it does not exist or is private.',
    args: { databaseId: t.arg.int({ description: "The number of the cocktail's URL (/cocktails/{databaseId})." }) },
    sql: { rows: { where: (cocktail, _row, request) => sql`${cocktail.col('id')} = ${request.arg('databaseId')}` } },
    resolve: (query, _root, { databaseId }, context) =>
      context.prisma.cocktail.findFirst({ ...query, where: { AND: [{ id: databaseId }, visibleCocktailsWhere(context.viewer)] } }),
  }),
  cocktailNameTaken: t.boolean({
    description:
      "Whether a cocktail of this name that the caller may see exists, ignoring case and accents (the create form's non-blocking warning).",
    args: {
      name: t.arg.string({ description: `The name typed (the warning applies from ${DUPLICATE_NAME_MIN_CHARS} characters).` }),
      excluding: t.arg.globalID({
        required: false,
        for: CocktailNode,
        description: 'The cocktail being edited, which may keep its name.',
        ...wrongIdIsNotFound(COCKTAIL_MESSAGES.notFound),
      }),
    },
    resolve: (_root, { name, excluding }, context) =>
      isCocktailNameTaken(context, context.viewer, name, excluding ? databaseIdIn(excluding) : null),
  }),
}));

// ---------------------------------------------------------------------------
// Creating and changing
// ---------------------------------------------------------------------------

const CocktailIngredientInput = builder.inputType('CocktailIngredientInput', {
  description: 'One recipe line, in the order of the recipe.',
  fields: (t) => ({
    amount: t.float({
      required: false,
      description: `0, or ${AMOUNT_MIN_POSITIVE} to ${AMOUNT_MAX.toLocaleString('en-US')}; quarter ounces for oz; null for "Top with".`,
    }),
    unit: t.string({ required: false, description: 'One of ml (default), oz, cl, tsp, tbsp, dash, barspoon, qty, "Top with".' }),
    ingredient: t.string({ description: 'The ingredient name; a name the database does not know is added.' }),
    brand: t.string({ description: `A brand for this line (at most ${TEXT_LIMITS.brand} characters).`, required: false }),
    note: t.string({
      required: false,
      description: `A word on the line as its recipe wrote it ("to taste", "or Cointreau"); at most ${TEXT_LIMITS.lineNote} characters.`,
    }),
    category: t.string({ required: false, description: 'The category of an ingredient the database does not know yet (required then).' }),
    description: t.string({ required: false, description: 'A description of an ingredient the database does not know yet.' }),
    optional: t.boolean({
      required: false,
      description:
        'Whether the recipe works without it ("Can make now" does not ask for it). Left out or null: not optional on create; ' +
        'on update, as the saved line of the same ingredient is (its n-th line matching the n-th saved one), else not optional.',
    }),
  }),
});

const VenueInput = builder.inputType('CocktailVenueInput', {
  description: 'The venue of a cocktail: an existing venue of that name (and city), or a new one.',
  fields: (t) => ({
    name: t.string({
      description: `The venue's name: an existing venue of that name and city is used, else one is added (at most ${TEXT_LIMITS.place} characters).`,
    }),
    city: t.string({ description: `City (at most ${TEXT_LIMITS.place} characters).`, required: false }),
    state: t.string({ description: `State or region (at most ${TEXT_LIMITS.place} characters).`, required: false }),
    country: t.string({ description: `Country (at most ${TEXT_LIMITS.place} characters).`, required: false }),
  }),
});

const AttributionInput = builder.inputType('CocktailAttributionInput', {
  description: 'Who created the cocktail and where. "I am the creator" drops the original creator and source link.',
  fields: (t) => ({
    iAmCreator: t.boolean({ description: '"I am the creator": the cocktail is the member\'s own (type my_own).', required: false }),
    originalCreatorName: t.string({
      description: `Who created it, when it is not the member's own (at most ${TEXT_LIMITS.person} characters).`,
      required: false,
    }),
    sourceUrl: t.string({ required: false, description: 'An http(s) link.' }),
    year: t.int({ required: false, description: `${YEAR_MIN} to ${YEAR_MAX}.` }),
    venue: t.field({ description: 'Where it was created (optional).', type: VenueInput, required: false }),
  }),
});

const CocktailInput = builder.inputType('CocktailInput', {
  description: "A cocktail's fields. On create, what is left out takes its default; on update, it stays as it is.",
  fields: (t) => ({
    name: t.string({ required: false, description: 'Required on create.' }),
    isMocktail: t.boolean({ description: '"This is a mocktail (non-alcoholic)".', required: false }),
    description: t.string({ description: `At most ${TEXT_LIMITS.description.toLocaleString('en-US')} characters.`, required: false }),
    directions: t.string({
      description: `Instructions & Notes: how to make it (at most ${TEXT_LIMITS.directions.toLocaleString('en-US')} characters).`,
      required: false,
    }),
    notes: t.string({ description: `At most ${TEXT_LIMITS.notes.toLocaleString('en-US')} characters.`, required: false }),
    garnish: t.string({ description: `Free text, at most ${TEXT_LIMITS.garnish} characters.`, required: false }),
    glassware: t.string({
      required: false,
      description: 'A glass of the list; "Other" with glasswareOther; nothing for "Cocktail Glass".',
    }),
    glasswareOther: t.string({
      description: 'The glass when glassware is Other: required then ("Please specify the glassware").',
      required: false,
    }),
    categories: t.stringList({
      description: 'Any of Classic, Modern, Tropical, Sour, Sweet, Bitter, Smoky, Refreshing, Strong, Light.',
      required: false,
    }),
    classicEra: t.string({ required: false, description: 'Classic, Modern or empty; by default what the categories imply.' }),
    method: t.string({
      required: false,
      description:
        'How it is mixed: shaken, stirred, built, blended or layered (or Shake, Stir, Build, Blend, Muddle, Layer as recipes write it); empty for none. ' +
        'By default what the directions name. Its strength and volume as served are estimated by it. Another word: "The method is shaken, stirred, built, blended, layered or none".',
    }),
    visibility: t.field({ type: VisibilityEnum, required: false, description: 'public by default.' }),
    attribution: t.field({ description: 'Who created it, where and when.', type: AttributionInput, required: false }),
    ingredients: t.field({
      type: [CocktailIngredientInput],
      required: false,
      description: 'The whole recipe, in order; replaces the old lines.',
    }),
    photoUrl: t.string({ required: false, description: 'The URL uploadCocktailPhoto gave, or null to remove the photo.' }),
  }),
});

/** Whether a Prisma select reads a list (a relation with take or orderBy) inside a relation of the row. */
function nestsListUnderRelation(select: unknown, depth = 0): boolean {
  if (!select || typeof select !== 'object') return false;
  return Object.values(select as Record<string, unknown>).some((value) => {
    if (!value || typeof value !== 'object') return false;
    const relation = value as { select?: unknown; include?: unknown; take?: unknown; orderBy?: unknown };
    if (depth > 0 && (relation.take !== undefined || relation.orderBy !== undefined)) return true;
    return nestsListUnderRelation(relation.select ?? relation.include, depth + 1);
  });
}

const CocktailPayload = builder.objectRef<{ id: number }>('CocktailPayload').implement({
  description: 'The cocktail as saved.',
  fields: (t) => ({
    cocktail: t.prismaField({
      description: 'The cocktail as it now is.',
      type: CocktailNode,
      sql: byParent('id'),
      resolve: (query, payload, _args, context) => context.prisma.cocktail.findUniqueOrThrow({ ...query, where: { id: payload.id } }),
    }),
  }),
});

const CocktailPhotoPayload = builder.objectRef<{ url: string; width: number; height: number }>('CocktailPhotoPayload').implement({
  description: 'A stored photo: give its URL to createCocktail or updateCocktail as photoUrl.',
  fields: (t) => ({
    photoUrl: t.exposeString('url', {
      description: 'Where the stored photo is: pass it as the photoUrl of createCocktail or updateCocktail.',
    }),
    width: t.exposeInt('width', { description: "The stored photo's width, in pixels." }),
    height: t.exposeInt('height', { description: "The stored photo's height, in pixels." }),
  }),
});

const UpdateCocktailInput = builder.inputType('UpdateCocktailInput', {
  description: 'Which cocktail to change, and the fields to change (what is left out stays as it is).',
  fields: (t) => ({
    id: t.globalID({
      for: CocktailNode,
      description: 'The Cocktail to change; one the caller may not see, or none, is NotFoundError.',
      ...wrongIdIsNotFound(COCKTAIL_MESSAGES.notFound),
    }),
    cocktail: t.field({ type: CocktailInput, description: 'The fields to change, as createCocktail takes them.' }),
  }),
});

const UploadCocktailPhotoInput = builder.inputType('UploadCocktailPhotoInput', {
  description: 'A cocktail photo to store.',
  fields: (t) => ({
    photo: t.field({
      type: 'File',
      description: `The image, under ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB, sent as a part of a multipart request.`,
    }),
  }),
});

builder.mutationFields((t) => ({
  createCocktail: t.field({
    type: CocktailPayload,
    description: 'Adds a cocktail for the signed-in member, all or nothing.',
    args: { input: t.arg({ type: CocktailInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => ({ id: await createCocktail(context, context.viewer, input) }),
  }),
  updateCocktail: t.field({
    type: CocktailPayload,
    description: 'Changes a cocktail: its creator and admins may. All or nothing.',
    args: { input: t.arg({ type: UpdateCocktailInput }) },
    errors: {},
    resolve: async (_root, { input }, context) => ({
      id: await updateCocktail(context, context.viewer, databaseIdIn(input.id), input.cocktail),
    }),
  }),
  uploadCocktailPhoto: t.field({
    type: CocktailPhotoPayload,
    description:
      `Stores a cocktail photo (an image under ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB, sent as a multipart request), re-encoded without its metadata. ` +
      `A photo on no cocktail or profile for ${UNUSED_UPLOAD_GRACE_HOURS} hours (from its upload, or from when it was replaced or removed) ` +
      `is deleted; a member may hold ${UNUSED_UPLOADS_MAX} such photos at once (a ValidationError past that).`,
    args: { input: t.arg({ type: UploadCocktailPhotoInput }) },
    errors: {},
    resolve: (_root, { input }, context) => storeImage(context, context.viewer, input.photo, 'cocktail_photo', 'photo'),
  }),
}));
