// Menus of bar and brand accounts (issue 41, decision 0077): the limits, the texts and the one schema
// of a menu as its owner saves it, read by the editor's form (zodResolver) and by the domain (parseInput).
import { z } from 'zod';
import { collapsedText, optionalCollapsedText, optionalTrimmedText } from './validation';

export const MENU_NAME_MAX = 80;
export const MENU_SECTION_NAME_MAX = 80;
export const MENU_ITEM_NAME_MAX = 120;
export const MENU_ITEM_DESCRIPTION_MAX = 300;
export const MENU_PRICE_MAX = 24;
export const MENU_NOTE_MAX = 200;
/** Sections of one menu. */
export const MENU_SECTIONS_MAX = 20;
/** Items of one section. */
export const MENU_SECTION_ITEMS_MAX = 50;
/** Items of one menu, all sections together: the bound of Menu.items and of a printed page's length. */
export const MENU_ITEMS_MAX = 200;
/** Places listed under "On the menu at" on a cocktail's screen. */
export const MENU_PLACES_MAX = 10;

export const MENU_MESSAGES = {
  nameRequired: 'Please enter the menu name',
  sectionNameRequired: 'Please enter the section name',
  itemNameRequired: 'Please enter the item name or pick a cocktail',
  priceRequired: 'Please enter the price',
  tooManySections: `A menu has at most ${MENU_SECTIONS_MAX} sections`,
  tooManySectionItems: `A section has at most ${MENU_SECTION_ITEMS_MAX} items`,
  tooManyItems: `A menu has at most ${MENU_ITEMS_MAX} items`,
  accountsOnly: 'Menus are for bar and brand accounts',
  notFound: 'Menu not found',
  cocktailNotPublic: 'Only public cocktails can go on a menu',
  created: 'Menu created',
  saved: 'Menu saved',
  removed: 'Menu removed',
  unavailable: 'Unavailable',
  onTheMenuAt: 'On the menu at',
  draft: 'Draft: only you can see this menu',
  empty: 'No items on this menu yet',
  loadFailed: 'Failed to load the menu',
} as const;

/**
 * The rules of a menu, over the type its cocktail ids have: numbers once the API has decoded them (the
 * domain), the global id text in the editor's form. One definition, two readings of the id.
 */
export function menuSchemaOf<Id extends z.ZodType>(cocktailId: Id) {
  const item = z
    .object({
      cocktailId: cocktailId.nullish().transform((id) => id ?? null),
      name: optionalCollapsedText(MENU_ITEM_NAME_MAX),
      description: optionalTrimmedText(MENU_ITEM_DESCRIPTION_MAX),
      price: collapsedText(MENU_PRICE_MAX, MENU_MESSAGES.priceRequired),
      note: optionalCollapsedText(MENU_NOTE_MAX),
      available: z
        .boolean()
        .nullish()
        .transform((available) => available ?? true),
    })
    .superRefine((line, ctx) => {
      if (line.cocktailId === null && line.name === null)
        ctx.addIssue({ code: 'custom', path: ['name'], message: MENU_MESSAGES.itemNameRequired });
    });
  const section = z.object({
    name: collapsedText(MENU_SECTION_NAME_MAX, MENU_MESSAGES.sectionNameRequired),
    items: z.array(item).max(MENU_SECTION_ITEMS_MAX, MENU_MESSAGES.tooManySectionItems),
  });
  return z
    .object({
      name: collapsedText(MENU_NAME_MAX, MENU_MESSAGES.nameRequired),
      published: z
        .boolean()
        .nullish()
        .transform((published) => published ?? false),
      sections: z
        .array(section)
        .max(MENU_SECTIONS_MAX, MENU_MESSAGES.tooManySections)
        .nullish()
        .transform((sections) => sections ?? []),
    })
    .superRefine((menu, ctx) => {
      const items = menu.sections.reduce((sum, part) => sum + part.items.length, 0);
      if (items > MENU_ITEMS_MAX) ctx.addIssue({ code: 'custom', path: ['sections'], message: MENU_MESSAGES.tooManyItems });
    });
}

/** A menu as the API takes it (cocktails by their decoded ids). */
export const menuSchema = menuSchemaOf(z.number().int().positive());
export type MenuInput = z.input<typeof menuSchema>;
export type MenuValues = z.output<typeof menuSchema>;

/** A menu as the editor's form holds it (cocktails by global id). */
export const menuFormSchema = menuSchemaOf(z.string().min(1));
export type MenuFormInput = z.input<typeof menuFormSchema>;

// ---------------------------------------------------------------------------------------------------
// Export (docs/export-format.md, `repour.menus` version 1)
// ---------------------------------------------------------------------------------------------------

export const MENU_EXPORT_FORMAT = 'repour.menus';
export const MENU_EXPORT_VERSION = 1;

export interface ExportedMenuItem {
  name: string;
  cocktailId: number | null;
  description: string | null;
  price: string;
  note: string | null;
  available: boolean;
}

export interface ExportedMenu {
  name: string;
  published: boolean;
  venue: string | null;
  sections: Array<{ name: string; items: ExportedMenuItem[] }>;
}

/** The JSON document of a venue's menus. */
export function menuExportDocument(menus: ExportedMenu[], exportedAt: Date) {
  return { format: MENU_EXPORT_FORMAT, version: MENU_EXPORT_VERSION, exportedAt: exportedAt.toISOString(), menus };
}
