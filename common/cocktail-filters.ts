// The cocktail list's filter chips (spec section 2) and what each one matches. The spec says filters
// match a cocktail's era or glassware, yet its chips name spirits and styles too; people expect "Gin"
// to find gin cocktails, so each chip matches what its word means (docs/decisions, cocktail filters).
import { GLASSWARE } from './constants';

export const BASE_SPIRITS = ['whiskey', 'gin', 'vodka', 'tequila', 'rum'] as const;
export type BaseSpirit = (typeof BASE_SPIRITS)[number];

/**
 * Words that name each base spirit in an ingredient's name ("Rye whiskey", "Old Tom Gin", "Rhum
 * agricole"), matched as whole words of the folded name of an ingredient of the spirit category.
 */
export const BASE_SPIRIT_WORDS: Record<BaseSpirit, readonly string[]> = {
  whiskey: ['whiskey', 'whisky', 'bourbon', 'scotch', 'rye'],
  gin: ['gin', 'genever'],
  vodka: ['vodka'],
  tequila: ['tequila'],
  rum: ['rum', 'rhum'],
};

/** The cocktail list's orders (issue 42, decision 0078), the list's default first, with the filter sheet's words. */
export const COCKTAIL_SORTS = ['name', 'newest', 'top_rated', 'most_liked', 'most_repoured'] as const;
export type CocktailSort = (typeof COCKTAIL_SORTS)[number];
export const COCKTAIL_SORT_LABELS: Record<CocktailSort, string> = {
  name: 'Name (A-Z)',
  newest: 'Newest',
  top_rated: 'Top rated',
  most_liked: 'Most liked',
  most_repoured: 'Most re-poured',
};

export interface CocktailFilterValue {
  eras?: string[];
  spirits?: BaseSpirit[];
  categories?: string[];
  glassware?: string[];
}

export type FilterGroup = 'eras' | 'spirits' | 'categories' | 'glassware';

export interface FilterChip {
  label: string;
  group: FilterGroup;
  value: string;
}

export const FILTER_SECTIONS: ReadonlyArray<{ title: string; group: FilterGroup; chips: readonly FilterChip[] }> = [
  {
    title: 'Era',
    group: 'eras',
    chips: [
      { label: 'Classic', group: 'eras', value: 'Classic' },
      { label: 'Modern', group: 'eras', value: 'Modern' },
    ],
  },
  {
    title: 'Base spirit',
    group: 'spirits',
    chips: [
      { label: 'Whiskey', group: 'spirits', value: 'whiskey' },
      { label: 'Gin', group: 'spirits', value: 'gin' },
      { label: 'Vodka', group: 'spirits', value: 'vodka' },
      { label: 'Tequila', group: 'spirits', value: 'tequila' },
      { label: 'Rum', group: 'spirits', value: 'rum' },
    ],
  },
  {
    title: 'Style',
    group: 'categories',
    chips: [
      { label: 'Refreshing', group: 'categories', value: 'Refreshing' },
      { label: 'Sour', group: 'categories', value: 'Sour' },
      { label: 'Sweet', group: 'categories', value: 'Sweet' },
    ],
  },
  {
    title: 'Glassware',
    group: 'glassware',
    chips: GLASSWARE.filter((glass) => glass !== 'Other').map((glass) => ({ label: glass, group: 'glassware' as const, value: glass })),
  },
];

/** The chips' key, e.g. "spirits:gin", for checkbox state and storage. */
export function chipKey(chip: Pick<FilterChip, 'group' | 'value'>): string {
  return `${chip.group}:${chip.value}`;
}

const ALL_CHIPS = FILTER_SECTIONS.flatMap((section) => section.chips);

/** The connection's filter for a set of ticked chips (unknown keys are dropped); null when none is ticked. */
export function filterFromChips(keys: Iterable<string>): CocktailFilterValue | null {
  const ticked = new Set(keys);
  const filter: CocktailFilterValue = {};
  for (const chip of ALL_CHIPS) {
    if (!ticked.has(chipKey(chip))) continue;
    const list = (filter[chip.group] ??= []) as string[];
    list.push(chip.value);
  }
  return Object.keys(filter).length > 0 ? filter : null;
}

/** Only keys of existing chips, in the sheet's order (what is stored and restored). */
export function knownChipKeys(keys: Iterable<string>): string[] {
  const given = new Set(keys);
  return ALL_CHIPS.map(chipKey).filter((key) => given.has(key));
}
