// Menus' limits and texts (decision 0077), apart from their schema so that a screen that only shows a
// menu does not load zod (decision 0080); common/menus.ts re-exports them.
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
