// Where the menu editor shows a refused save's messages (issue 41's audit). The server names them by the
// input's paths (`sections.0.items.1.cocktailId`: a cocktail made private after it went on the menu); the
// form shows each on what it is about, so the member can change or remove it: an item's name, price,
// note and cocktail on their own, anything else of an item on the item, a section's on the section, and
// the menu's on the menu. `root` is react-hook-form's place for a message about a whole array or object.

/** The fields of an item the editor shows a message under. */
const ITEM_FIELDS = new Set(['name', 'price', 'note', 'cocktailId']);

const INDEX = /^\d+$/;

/** The form's path for a message the server gave on the input's `path`. */
export function menuFormPathOf(path: string): string {
  const parts = path.split('.');
  if (parts[0] !== 'sections') return path;
  const [, section, key, item, field, ...rest] = parts;
  if (section === undefined || !INDEX.test(section)) return 'sections.root';
  const sectionPath = `sections.${section}`;
  if (key === 'name' && item === undefined) return `${sectionPath}.name`;
  if (key !== 'items') return `${sectionPath}.root`;
  if (item === undefined || !INDEX.test(item)) return `${sectionPath}.items.root`;
  const itemPath = `${sectionPath}.items.${item}`;
  return field !== undefined && ITEM_FIELDS.has(field) && rest.length === 0 ? `${itemPath}.${field}` : `${itemPath}.root`;
}
