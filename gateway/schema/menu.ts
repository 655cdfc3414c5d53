// Menus of bar and brand accounts (issue 41, decision 0077): the node and its sections and items, an
// account's menus on its profile, "On the menu at" on a cocktail, the export, and the three mutations.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { ACCOUNT_CAPS } from '../../common/account-caps';
import {
  MENU_ITEM_DESCRIPTION_MAX,
  MENU_ITEM_NAME_MAX,
  MENU_ITEMS_MAX,
  MENU_MESSAGES,
  MENU_NOTE_MAX,
  MENU_PLACES_MAX,
  MENU_PRICE_MAX,
  MENU_SECTION_ITEMS_MAX,
  MENU_SECTION_NAME_MAX,
  MENU_SECTIONS_MAX,
  MENU_NAME_MAX,
} from '../../common/menus';
import { builder } from '../builder';
import { canSeeCocktail } from '../domain/cocktails';
import {
  createMenu,
  editableMenusWhere,
  exportMenus,
  type MenuExportFile,
  menuPlaceIds,
  menuPlacesOrderSql,
  menusWithCocktailSql,
  removeMenu,
  updateMenu,
  visibleMenusWhere,
} from '../domain/menus';
import { venuesSpokenByWhere } from '../domain/venue-accounts';
import { rowMatches } from '../read/prisma-where';
import { prismaIdCursor, prismaPage } from '../read/cursors';
import { byParent } from '../read/sources';
import { sql } from '../read/sql';
import { CocktailNode } from './cocktail';
import { databaseIdIn, wrongIdIsFieldError, wrongIdIsNotFound } from './global-id';
import { UserNode } from './user';
import { VenueNode } from './venue';

export const MenuItemRef = builder.prismaObject('MenuItem', {
  description: "One line of a menu: a cocktail of the database or the venue's own, with its price.",
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id of the line (a new one on every save of its menu).' }),
    name: t.exposeString('name', {
      description: "The name shown: the venue's own, or the cocktail's as it was when the menu was saved.",
    }),
    description: t.exposeString('description', { nullable: true, description: 'What is in it, as the venue says.' }),
    price: t.exposeString('price', { description: 'The price as the venue writes it ("$14", "12 €").' }),
    note: t.exposeString('note', { nullable: true, description: 'A short note ("Made with house orgeat").' }),
    available: t.exposeBoolean('available', { description: 'False while the venue cannot serve it (shown as "Unavailable").' }),
    // A cocktail can go private after the menu named it: the line keeps its name, not the link.
    cocktail: t.field({
      type: CocktailNode,
      nullable: true,
      description: "The database's cocktail this line is; null for the venue's own, or when the caller may no longer see it.",
      select: (_args, _context, nestedSelection) => ({ cocktail: nestedSelection(true) }),
      resolve: (item, _args, context) => (item.cocktail && canSeeCocktail(context.viewer, item.cocktail) ? item.cocktail : null),
      sql: { rows: { where: (cocktail, item) => sql`${cocktail.col('id')} = ${item!.col('cocktailId')}` } },
    }),
  }),
});

export const MenuSectionRef = builder.prismaObject('MenuSection', {
  description: 'A named part of a menu, its items in order.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id of the section (a new one on every save of its menu).' }),
    name: t.exposeString('name', { description: 'The section\'s name ("Classics", "House").' }),
    items: t.relation('items', {
      description: `The section's items in the menu's order (at most ${MENU_SECTION_ITEMS_MAX}).`,
      maxItems: MENU_SECTION_ITEMS_MAX,
      query: { orderBy: { position: 'asc' } },
    }),
  }),
});

export const MenuNode = builder.prismaNode('Menu', {
  id: { field: 'id' },
  // node(id) of a menu that does not exist, or is a draft of someone else's, is null.
  nullable: true,
  description:
    "A bar's or brand's menu: named sections of items. Published, anyone reads it (signed out too: /menus/{databaseId}); a draft, only its owner and admins.",
  findUnique: (id, context) => ({ id: Number(id), AND: [visibleMenusWhere(context.viewer)] }),
  authScopes: (menu, context) => rowMatches(visibleMenusWhere(context.viewer), menu),
  sqlVisibleInFindUnique: true,
  sqlVisible: (menu, request) => request.where(menu, visibleMenusWhere(request.viewer)),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id of its public address, /menus/{databaseId}.' }),
    name: t.exposeString('name', { description: 'The menu\'s name ("Cocktails", "Summer 2026").' }),
    published: t.exposeBoolean('published', { description: "Whether anyone may read it; a draft is its owner's only." }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it was last saved.' }),
    owner: t.relation('owner', { description: 'The bar or brand account that keeps it (its profile lists it).' }),
    // Not kept on the menu: the venue its owner speaks for as it is read, so a claim approved later, or a
    // listing an admin rejects, moves every menu of the bar with it.
    venue: t.field({
      type: VenueNode,
      nullable: true,
      description: "The venue a bar account speaks for; null for a brand's menu.",
      select: (_args, _context, nestedSelection) => ({
        owner: { select: { venuesOwned: nestedSelection({ take: 1, orderBy: { id: 'asc' as const } }) } },
      }),
      resolve: (menu) => menu.owner.venuesOwned[0] ?? null,
      sql: {
        rows: {
          where: (venue, menu, request) => request.where(venue, venuesSpokenByWhere(menu!.col('ownerId'))),
          orderBy: (venue) => sql`${venue.col('id')} ASC`,
        },
      },
    }),
    viewerIsOwner: t.boolean({
      description: 'Whether the caller keeps this menu (and so may change it).',
      resolve: (menu, _args, context) => rowMatches(editableMenusWhere(context.viewer), menu),
      sql: (menu, request) => request.holds(menu, editableMenusWhere(request.viewer)),
    }),
    itemCount: t.relationCount('items', { description: 'Items on the menu, all sections together.' }),
    sections: t.relation('sections', {
      description: `The sections in order (at most ${MENU_SECTIONS_MAX}).`,
      maxItems: MENU_SECTIONS_MAX,
      query: { orderBy: { position: 'asc' } },
    }),
  }),
});

builder.prismaObjectFields(UserNode, (t) => ({
  menus: t.relatedConnection(
    'menus',
    {
      cursor: 'id',
      description: `A bar or brand account's menus, oldest first: the published ones, and for the account itself its drafts too (at most ${ACCOUNT_CAPS.menus.max}).`,
      query: (_args, context) => ({ where: visibleMenusWhere(context.viewer), orderBy: { id: 'asc' } }),
      totalCount: true,
      sql: {
        connection: {
          model: 'Menu',
          where: (menu, user, request) =>
            sql`${menu.col('ownerId')} = ${user!.col('id')} AND ${request.where(menu, visibleMenusWhere(request.viewer))}`,
          order: [{ key: (menu) => menu.col('id'), cursorType: 'int' }],
          cursor: (menu) => prismaIdCursor(menu),
          page: (args) => prismaPage(args, ACCOUNT_CAPS.menus.max, ACCOUNT_CAPS.menus.max),
          cursorRowMustExist: true,
          totalCount: (user, request) =>
            sql`(SELECT count(*)::int FROM menus m WHERE m.owner_id = ${user!.col('id')} AND ${request.where(request.row('Menu', 'm'), visibleMenusWhere(request.viewer))})`,
          maxSize: ACCOUNT_CAPS.menus.max,
        },
      },
    },
    { name: 'MenuConnection', description: "A page of an account's menus." },
    { name: 'MenuEdge', description: 'A menu in a page of menus.' },
  ),
}));

builder.prismaObjectFields(CocktailNode, (t) => ({
  onTheMenuAt: t.prismaField({
    type: [MenuNode],
    description: `"On the menu at": published menus with this cocktail, one per account, those in the caller's city first (the menu's venue city, else its owner's location, against the caller's profile location), then the latest saved; at most ${MENU_PLACES_MAX}.`,
    maxItems: MENU_PLACES_MAX,
    select: { id: true },
    resolve: async (query, cocktail, _args, context) => {
      const ids = await menuPlaceIds(context, context.viewer, cocktail.id, MENU_PLACES_MAX);
      if (ids.length === 0) return [];
      const rows = await context.prisma.menu.findMany({ ...query, where: { id: { in: ids } } });
      return ids.flatMap((id) => rows.filter((row) => row.id === id));
    },
    sql: {
      rows: {
        model: 'Menu',
        where: (menu, cocktail) => menusWithCocktailSql(menu, cocktail!.col('id')),
        orderBy: (menu, _cocktail, request) => menuPlacesOrderSql(request, menu, request.viewerId),
      },
    },
  }),
}));

builder.queryFields((t) => ({
  menu: t.prismaField({
    type: 'Menu',
    nullable: true,
    description:
      'A menu by the numeric id of its public address (/menus/{id}); null when it does not exist or is a draft the caller may not read.',
    args: { databaseId: t.arg.int({ description: 'The numeric id of the menu.' }) },
    sql: { rows: { where: (menu, _row, request) => sql`${menu.col('id')} = ${request.arg('databaseId')}` } },
    resolve: (query, _root, { databaseId }, context) =>
      context.prisma.menu.findFirst({ ...query, where: { AND: [{ id: databaseId }, visibleMenusWhere(context.viewer)] } }),
  }),
}));

// ---------------------------------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------------------------------

const MenuExportFormatEnum = builder.enumType('MenuExportFormat', {
  description: 'The kind of file a menu export writes.',
  values: {
    json: { value: 'json', description: 'Repour\'s JSON, {"format": "repour.menus", "version": 1, ...} (docs/export-format.md).' },
    csv: { value: 'csv', description: 'A spreadsheet: one row per menu item.' },
  } as const,
});

const MenuExportFileRef = builder.objectRef<MenuExportFile>('MenuExportFile').implement({
  description: `The signed-in account's menus, drafts included, as one file (an account keeps at most ${ACCOUNT_CAPS.menus.max}).`,
  fields: (t) => ({
    filename: t.exposeString('filename', { description: 'A file name to save it under: repour-menus-<day>.json or .csv.' }),
    contentType: t.exposeString('contentType', { description: 'application/json or text/csv.' }),
    content: t.exposeString('content', { description: "The file's text." }),
    count: t.exposeInt('count', { description: 'Menus in the file.' }),
  }),
});

builder.queryFields((t) => ({
  myMenuExport: t.field({
    type: MenuExportFileRef,
    authScopes: { authenticated: true },
    description: "The signed-in account's own menus, drafts included, as a JSON or CSV file. Signed out: UNAUTHENTICATED.",
    args: { format: t.arg({ type: MenuExportFormatEnum, required: true, description: 'JSON (documented, versioned) or CSV.' }) },
    resolve: (_root, args, context) => exportMenus(context, context.viewer, args.format),
  }),
}));

// ---------------------------------------------------------------------------------------------------
// Mutations
// ---------------------------------------------------------------------------------------------------

const MenuItemInput = builder.inputType('MenuItemInput', {
  description: "One line of a menu: a public cocktail of the database, or the venue's own item by name.",
  fields: (t) => ({
    cocktailId: t.globalID({
      for: CocktailNode,
      required: false,
      description: "A public Cocktail; the line then takes the cocktail's name. Another's private cocktail: a ValidationError on the line.",
      ...wrongIdIsFieldError('cocktailId', MENU_MESSAGES.cocktailNotPublic),
    }),
    name: t.string({
      required: false,
      description: `The venue's own item (1 to ${MENU_ITEM_NAME_MAX} characters); required without a cocktail.`,
    }),
    description: t.string({ required: false, description: `What is in it (at most ${MENU_ITEM_DESCRIPTION_MAX} characters).` }),
    price: t.string({ description: `The price as the venue writes it (1 to ${MENU_PRICE_MAX} characters).` }),
    note: t.string({ required: false, description: `A short note (at most ${MENU_NOTE_MAX} characters).` }),
    available: t.boolean({ required: false, description: 'False to show it as "Unavailable"; true when left out.' }),
  }),
});

const MenuSectionInput = builder.inputType('MenuSectionInput', {
  description: 'A section of a menu, its items in order.',
  fields: (t) => ({
    name: t.string({ description: `1 to ${MENU_SECTION_NAME_MAX} characters.` }),
    items: t.field({
      type: [MenuItemInput],
      description: `At most ${MENU_SECTION_ITEMS_MAX} items; ${MENU_ITEMS_MAX} on the whole menu.`,
    }),
  }),
});

const CreateMenuInput = builder.inputType('CreateMenuInput', {
  description: "A new menu of the caller's bar or brand account.",
  fields: (t) => ({
    name: t.string({ description: `The menu's name, 1 to ${MENU_NAME_MAX} characters.` }),
    published: t.boolean({ required: false, description: "Whether anyone may read it; a draft (false, the default) is the owner's only." }),
    sections: t.field({
      type: [MenuSectionInput],
      required: false,
      description: `The sections in order (at most ${MENU_SECTIONS_MAX}); none when left out.`,
    }),
  }),
});

const UpdateMenuInput = builder.inputType('UpdateMenuInput', {
  description: 'The whole menu as it should now be: its sections and items replace the old ones, in this order.',
  fields: (t) => ({
    menuId: t.globalID({ for: MenuNode, description: "The caller's own Menu.", ...wrongIdIsNotFound(MENU_MESSAGES.notFound) }),
    name: t.string({ description: `The menu's name, 1 to ${MENU_NAME_MAX} characters.` }),
    published: t.boolean({ required: false, description: "Whether anyone may read it; a draft (false, the default) is the owner's only." }),
    sections: t.field({
      type: [MenuSectionInput],
      required: false,
      description: `The sections in order (at most ${MENU_SECTIONS_MAX}); none when left out.`,
    }),
  }),
});

const RemoveMenuInput = builder.inputType('RemoveMenuInput', {
  description: 'The menu to remove.',
  fields: (t) => ({
    menuId: t.globalID({ for: MenuNode, description: "The caller's own Menu.", ...wrongIdIsNotFound(MENU_MESSAGES.notFound) }),
  }),
});

interface MenuResult {
  menuId: number;
  ownerId: number;
}

const MenuPayload = builder.objectRef<MenuResult>('MenuPayload').implement({
  description: 'The menu as saved, and its owner with their menus as they now are.',
  fields: (t) => ({
    menu: t.prismaField({
      type: MenuNode,
      description: 'The menu as saved.',
      sql: byParent('menuId'),
      resolve: (query, result, _args, context) => context.prisma.menu.findUniqueOrThrow({ ...query, where: { id: result.menuId } }),
    }),
    owner: t.prismaField({
      type: UserNode,
      description: 'The account that keeps it.',
      sql: byParent('ownerId'),
      resolve: (query, result, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: result.ownerId } }),
    }),
  }),
});

const RemoveMenuPayload = builder.objectRef<MenuResult>('RemoveMenuPayload').implement({
  description: "The removed menu's id, and its owner with their menus as they now are.",
  fields: (t) => ({
    removedMenuId: t.id({ description: 'The global id of the removed Menu.', resolve: (result) => encodeGlobalID('Menu', result.menuId) }),
    owner: t.prismaField({
      type: UserNode,
      description: 'The account that kept it.',
      sql: byParent('ownerId'),
      resolve: (query, result, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: result.ownerId } }),
    }),
  }),
});

interface MenuContentArgs {
  name: string;
  published?: boolean | null;
  sections?: Array<{
    name: string;
    items: Array<{
      cocktailId?: { id: string } | null;
      name?: string | null;
      description?: string | null;
      price: string;
      note?: string | null;
      available?: boolean | null;
    }>;
  }> | null;
}

/** The input with its cocktails' global ids read as database ids, for the domain's schema. */
function menuInputOf(input: MenuContentArgs) {
  return {
    name: input.name,
    published: input.published,
    sections: input.sections?.map((section) => ({
      name: section.name,
      items: section.items.map((item) => ({ ...item, cocktailId: item.cocktailId ? databaseIdIn(item.cocktailId) : null })),
    })),
  };
}

builder.mutationFields((t) => ({
  createMenu: t.field({
    type: MenuPayload,
    description: `Adds a menu to the caller's bar or brand account (a bar's is at its venue); at most ${ACCOUNT_CAPS.menus.max} an account.`,
    args: { input: t.arg({ type: CreateMenuInput, description: 'The new menu.' }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const menu = await createMenu(context, context.viewer, menuInputOf(input as MenuContentArgs));
      return { menuId: menu.id, ownerId: menu.ownerId };
    },
  }),
  updateMenu: t.field({
    type: MenuPayload,
    description: "Saves the caller's menu whole: name, published, and its sections and items in order (how they are reordered).",
    args: { input: t.arg({ type: UpdateMenuInput, description: 'The menu as it should now be.' }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const menu = await updateMenu(context, context.viewer, databaseIdIn(input.menuId), menuInputOf(input as MenuContentArgs));
      return { menuId: menu.id, ownerId: menu.ownerId };
    },
  }),
  removeMenu: t.field({
    type: RemoveMenuPayload,
    description: "Removes one of the caller's menus.",
    args: { input: t.arg({ type: RemoveMenuInput, description: 'The menu to remove.' }) },
    errors: {},
    resolve: async (_root, { input }, context) => {
      const menu = await removeMenu(context, context.viewer, databaseIdIn(input.menuId));
      return { menuId: menu.id, ownerId: menu.ownerId };
    },
  }),
}));
