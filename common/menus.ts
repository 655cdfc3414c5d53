// Menus of bar and brand accounts (issue 41, decision 0077): the limits, the texts and the one schema
// of a menu as its owner saves it, read by the editor's form (zodResolver) and by the domain (parseInput).
import { z } from 'zod';
import { collapsedText, optionalCollapsedText, optionalTrimmedText } from './validation';
import {
  MENU_ITEMS_MAX,
  MENU_ITEM_DESCRIPTION_MAX,
  MENU_ITEM_NAME_MAX,
  MENU_MESSAGES,
  MENU_NAME_MAX,
  MENU_NOTE_MAX,
  MENU_PRICE_MAX,
  MENU_SECTION_ITEMS_MAX,
  MENU_SECTION_NAME_MAX,
  MENU_SECTIONS_MAX,
} from './menu-limits';

export * from './menu-limits';

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
