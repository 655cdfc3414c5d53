// Menus of bar and brand accounts (issue 41, decision 0077). Only the owner makes, saves and removes
// them; a published menu is anyone's to read, a draft only its owner's (and admins'). A save replaces the
// menu's sections and items in one transaction, so what was reordered in the editor is what is kept.
import { withinCap } from './account-caps';
import { ACCOUNT_CAPS } from '../../common/account-caps';
import { type ExportedMenu, MENU_MESSAGES, menuExportDocument, type MenuInput, menuSchema } from '../../common/menus';
import { csvField } from '../../common/recipe-import';
import type { Viewer } from '../auth/sessions';
import { NotAuthorizedError, NotFoundError, parseInput, ValidationError } from '../errors';
import { type Menu, Prisma } from '../generated/prisma/client';
import type { Services } from '../services';
import type { RequestSql } from '../read/declarations';
import { statementRequest } from '../read/compile';
import { visibleCocktailsWhere } from './cocktails';
import { requireViewer } from './profiles';
import { venuesSpokenByWhere, venuesSpokenForWhere } from './venue-accounts';

export type { MenuInput };

/** Who reads a menu: anyone a published one; a draft, its owner and admins. The one rule of menus. */
export function visibleMenusWhere(viewer: Viewer | null): Prisma.MenuWhereInput {
  if (viewer?.isAdmin) return {};
  if (!viewer) return { published: true };
  return { OR: [{ published: true }, { ownerId: viewer.id }] };
}

/** Who changes a menu: its owner. */
export function editableMenusWhere(viewer: Viewer | null): Prisma.MenuWhereInput {
  return viewer ? { ownerId: viewer.id } : { id: { in: [] } };
}

function requireMenuAccount(viewer: Viewer): void {
  if (viewer.profileType !== 'bar' && viewer.profileType !== 'brand') throw new NotAuthorizedError(MENU_MESSAGES.accountsOnly);
}

/** The viewer's own menu, or not found (another's menu is not told apart from none). */
async function ownMenu({ prisma }: Pick<Services, 'prisma'>, viewer: Viewer, id: number): Promise<Menu> {
  const menu = await prisma.menu.findFirst({ where: { AND: [{ id }, editableMenusWhere(viewer)] } });
  if (!menu) throw new NotFoundError(MENU_MESSAGES.notFound);
  return menu;
}

/**
 * The cocktails a menu names, by id: each must be one the public sees (the cocktail visibility rule for
 * a signed-out reader, since a menu is read by anyone), else the item's cocktailId is refused.
 */
async function cocktailNames(db: Prisma.TransactionClient, menu: ReturnType<typeof menuSchema.parse>): Promise<Map<number, string>> {
  const ids = [
    ...new Set(menu.sections.flatMap((section) => section.items.flatMap((item) => (item.cocktailId === null ? [] : [item.cocktailId])))),
  ];
  if (ids.length === 0) return new Map();
  const found = await db.cocktail.findMany({
    where: { AND: [{ id: { in: ids } }, visibleCocktailsWhere(null)] },
    select: { id: true, name: true },
  });
  const names = new Map(found.map((cocktail) => [cocktail.id, cocktail.name]));
  const fields = menu.sections.flatMap((section, s) =>
    section.items.flatMap((item, i) =>
      item.cocktailId !== null && !names.has(item.cocktailId)
        ? [{ path: `sections.${s}.items.${i}.cocktailId`, message: MENU_MESSAGES.cocktailNotPublic }]
        : [],
    ),
  );
  if (fields.length > 0) throw new ValidationError(MENU_MESSAGES.cocktailNotPublic, fields);
  return names;
}

/** Writes the menu's sections and items anew, in the order given. */
async function writeContent(tx: Prisma.TransactionClient, menuId: number, menu: ReturnType<typeof menuSchema.parse>): Promise<void> {
  const names = await cocktailNames(tx, menu);
  await tx.menuSection.deleteMany({ where: { menuId } });
  if (menu.sections.length === 0) return;
  const sections = await tx.menuSection.createManyAndReturn({
    data: menu.sections.map((section, position) => ({ menuId, name: section.name, position })),
    select: { id: true, position: true },
  });
  const idAt = new Map(sections.map((section) => [section.position, section.id]));
  const items = menu.sections.flatMap((section, s) =>
    section.items.map((item, position) => ({
      menuId,
      sectionId: idAt.get(s)!,
      position,
      cocktailId: item.cocktailId,
      // A cocktail's item is named as the cocktail, kept should the cocktail later go private.
      name: item.cocktailId !== null ? names.get(item.cocktailId)! : item.name!,
      description: item.description,
      price: item.price,
      note: item.note,
      available: item.available,
    })),
  );
  if (items.length > 0) await tx.menuItem.createMany({ data: items });
}

/** A new menu of the viewer's account; a bar's is at the venue it speaks for whenever it is read (Menu.venue). */
export async function createMenu(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  input: MenuInput,
): Promise<Menu> {
  const viewer = requireViewer(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'menuWritesPerMember');
  requireMenuAccount(viewer);
  const menu = parseInput(menuSchema, input);
  return withinCap(
    { prisma },
    ACCOUNT_CAPS.menus,
    { account: viewer.id },
    (tx) => tx.menu.count({ where: { ownerId: viewer.id } }),
    async (tx) => {
      const created = await tx.menu.create({
        data: { ownerId: viewer.id, name: menu.name, published: menu.published },
      });
      await writeContent(tx, created.id, menu);
      return created;
    },
  );
}

/** Saves the whole menu: its name, whether it is published, and its sections and items in order. */
export async function updateMenu(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  id: number,
  input: MenuInput,
): Promise<Menu> {
  const viewer = requireViewer(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'menuWritesPerMember');
  await ownMenu({ prisma }, viewer, id);
  const menu = parseInput(menuSchema, input);
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM menus WHERE id = ${id}::int FOR UPDATE`;
    await writeContent(tx, id, menu);
    return tx.menu.update({ where: { id }, data: { name: menu.name, published: menu.published } });
  });
}

export async function removeMenu(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  id: number,
): Promise<Menu> {
  const viewer = requireViewer(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'menuWritesPerMember');
  const menu = await ownMenu({ prisma }, viewer, id);
  await prisma.menu.deleteMany({ where: { id, ownerId: viewer.id } });
  return menu;
}

// ---------------------------------------------------------------------------------------------------
// "On the menu at": published menus naming a cocktail, one per account, the viewer's city first
// ---------------------------------------------------------------------------------------------------

/** Columns of a menus row in a statement, by Prisma field name (the read path's RowRef is one). */
export interface MenuColumns {
  col(field: 'id' | 'ownerId' | 'published' | 'updatedAt'): Prisma.Sql;
}

/**
 * The published menus with the cocktail, each account's first only (its lowest id): the rows of "On
 * the menu at", as a condition on the menus row `menu`.
 */
export function menusWithCocktailSql(menu: MenuColumns, cocktailId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`${menu.col('published')}
    AND EXISTS (SELECT 1 FROM menu_items mi WHERE mi.menu_id = ${menu.col('id')} AND mi.cocktail_id = ${cocktailId})
    AND NOT EXISTS (SELECT 1 FROM menus m2 JOIN menu_items mi2 ON mi2.menu_id = m2.id
      WHERE m2.owner_id = ${menu.col('ownerId')} AND m2.published AND mi2.cocktail_id = ${cocktailId} AND m2.id < ${menu.col('id')})`;
}

/**
 * Their order: the viewer's city first (place_city_key, the migration's one definition of a place's
 * city, over the city of the venue the menu's owner speaks for, else its owner's location, and over the
 * viewer's location), then the most recently saved.
 */
export function menuPlacesOrderSql(request: Pick<RequestSql, 'row' | 'where'>, menu: MenuColumns, viewerId: Prisma.Sql): Prisma.Sql {
  const venue = request.row('Venue', 'menu_v');
  return Prisma.sql`(place_city_key(coalesce((SELECT ${venue.col('city')} FROM venues menu_v WHERE ${request.where(venue, venuesSpokenByWhere(menu.col('ownerId')))}),
      (SELECT o.location FROM users o WHERE o.id = ${menu.col('ownerId')})))
      = place_city_key((SELECT me.location FROM users me WHERE me.id = ${viewerId}))) DESC NULLS LAST,
    ${menu.col('updatedAt')} DESC, ${menu.col('id')} DESC`;
}

/** The ids of "On the menu at" for a cocktail and viewer, in order (the Prisma path's one statement). */
export async function menuPlaceIds(
  { prisma }: Pick<Services, 'prisma'>,
  viewer: Viewer | null,
  cocktailId: number,
  first: number,
): Promise<number[]> {
  const request = statementRequest(prisma, viewer);
  const menu = request.row('Menu', 'm');
  const rows = await prisma.$queryRaw<Array<{ id: number }>>`SELECT m.id FROM menus m
    WHERE ${menusWithCocktailSql(menu, Prisma.sql`${cocktailId}::int`)}
    ORDER BY ${menuPlacesOrderSql(request, menu, Prisma.sql`${viewer?.id ?? null}::int`)} LIMIT ${first}::int`;
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------------------------------------------
// Export (docs/export-format.md, `repour.menus` version 1)
// ---------------------------------------------------------------------------------------------------

export type MenuExportFormat = 'json' | 'csv';

export interface MenuExportFile {
  filename: string;
  contentType: string;
  content: string;
  count: number;
}

const CSV_HEADER = [
  'menu',
  'published',
  'venue',
  'section',
  'position',
  'item',
  'cocktail_id',
  'description',
  'price',
  'note',
  'available',
];

/** The menus as a spreadsheet: a header, then one row per item in the menus' order (RFC 4180, CRLF). */
export function menuExportCsv(menus: readonly ExportedMenu[]): string {
  const rows: Array<Array<string | number | boolean | null>> = [CSV_HEADER];
  for (const menu of menus)
    for (const section of menu.sections)
      section.items.forEach((item, index) =>
        rows.push([
          menu.name,
          menu.published,
          menu.venue,
          section.name,
          index + 1,
          item.name,
          item.cocktailId,
          item.description,
          item.price,
          item.note,
          item.available,
        ]),
      );
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** The viewer's own menus, drafts included, as one file (an account keeps at most ACCOUNT_CAPS.menus). */
export async function exportMenus(
  { prisma }: Pick<Services, 'prisma'>,
  viewerOrNull: Viewer | null,
  format: MenuExportFormat,
  now: Date = new Date(),
): Promise<MenuExportFile> {
  const viewer = requireViewer(viewerOrNull);
  // Every menu of the account is at the venue it speaks for now.
  const venue = await prisma.venue.findFirst({ where: venuesSpokenForWhere(viewer), select: { name: true } });
  const rows = await prisma.menu.findMany({
    where: { ownerId: viewer.id },
    orderBy: { id: 'asc' },
    take: ACCOUNT_CAPS.menus.max,
    select: {
      name: true,
      published: true,
      sections: {
        orderBy: { position: 'asc' },
        select: {
          name: true,
          items: {
            orderBy: { position: 'asc' },
            select: { name: true, cocktailId: true, description: true, price: true, note: true, available: true },
          },
        },
      },
    },
  });
  const menus: ExportedMenu[] = rows.map((menu) => ({
    name: menu.name,
    published: menu.published,
    venue: venue?.name ?? null,
    sections: menu.sections,
  }));
  const day = now.toISOString().slice(0, 10);
  return format === 'json'
    ? {
        filename: `repour-menus-${day}.json`,
        contentType: 'application/json',
        content: JSON.stringify(menuExportDocument(menus, now), null, 2),
        count: menus.length,
      }
    : { filename: `repour-menus-${day}.csv`, contentType: 'text/csv', content: menuExportCsv(menus), count: menus.length };
}
