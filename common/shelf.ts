// My shelf (issue 41, decision 0076): the ingredients an account has, the one substitution rule that
// says which recipe lines they satisfy, and the words of the My Bar screen and the list's filters.
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';

/** At most this many ingredients on one shelf: a well-stocked back bar holds a few hundred bottles. */
export const SHELF_MAX = 300;
/** At most this many ingredients added by one call (a category's quick add). */
export const SHELF_ADD_MAX = 50;
/** How many "What to buy next" suggestions are listed. */
export const WHAT_TO_BUY_MAX = 20;
/** How many shelf ingredients the My Bar screen loads at a time. */
export const SHELF_PAGE_SIZE = MAX_PAGE_SIZE;
/** How many cocktails the list's shelf filters load at a time. */
export const SHELF_COCKTAILS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const SHELF_MESSAGES = {
  signIn: 'Sign in to keep your shelf.',
  full: `Your shelf holds at most ${SHELF_MAX} ingredients: remove some first.`,
  pickOne: 'Pick at least one ingredient.',
  tooMany: `Add at most ${SHELF_ADD_MAX} ingredients at a time.`,
  unknownIngredient: 'That ingredient no longer exists.',
  badCursor: 'This page no longer exists; start again from the first page.',
  backwardsPaging: 'This list pages forwards only (first and after).',
} as const;

/** The My Bar screen's words. */
export const SHELF_TEXT = {
  title: 'My Bar',
  venueTitle: "Our venue's shelf",
  intro: 'Mark the ingredients you have: the cocktail list then shows what you can make now.',
  searchLabel: 'Add an ingredient',
  searchPlaceholder: 'Search ingredients...',
  byCategory: 'Add by category',
  addAll: (category: string) => `Add all ${category}`,
  onShelf: (count: number) => `${count} on your shelf`,
  empty: 'Your shelf is empty. Add what you have at home or behind the bar.',
  remove: (name: string) => `Remove ${name}`,
  added: (name: string) => `${name} added to your shelf`,
  addedMany: (count: number) => `${count} ingredients added to your shelf`,
  whatToBuy: 'What to buy next',
  whatToBuyIntro: 'Each of these would let you make the most cocktails you are one ingredient short of.',
  whatToBuyEmpty: 'Nothing to suggest yet: add a few ingredients first.',
  unlocks: (count: number) => `unlocks ${count} ${count === 1 ? 'cocktail' : 'cocktails'}`,
  openList: 'See what you can make',
} as const;

/** The cocktail list's shelf filters (the filter sheet's "My Bar" section). */
export const SHELF_FILTERS = ['can_make', 'missing_one'] as const;
export type ShelfFilter = (typeof SHELF_FILTERS)[number];
export const SHELF_FILTER_LABELS: Record<ShelfFilter, string> = { can_make: 'Can make now', missing_one: 'Missing one' };
export const missingLabel = (name: string) => `Missing: ${name}`;

/**
 * THE substitution rule, the one place it is written: an ingredient on the shelf stands for itself, for
 * every ingredient it is a variant of ("London Dry Gin" satisfies "Gin", so any gin does), and for every
 * variant of itself (a base spirit for its variants: "Gin" satisfies "London Dry Gin"). Siblings do not
 * stand for each other (an Old Tom is not a London Dry), unless the base is on the shelf too.
 *
 * `parentOf` maps an ingredient to its base (null for a base); it must hold the shelf's ingredients, their
 * ancestors and their descendants (gateway/domain/shelf.ts loads exactly that family).
 */
export function coveredIngredientIds(shelf: Iterable<number>, parentOf: ReadonlyMap<number, number | null>): Set<number> {
  const covered = new Set<number>();
  const children = new Map<number, number[]>();
  for (const [id, parent] of parentOf) {
    if (parent === null) continue;
    const list = children.get(parent) ?? [];
    list.push(id);
    children.set(parent, list);
  }
  for (const id of shelf) {
    // Up: the ingredient and every base above it (a loop in bad data stops at the first repeat).
    for (let at: number | null | undefined = id, steps = 0; at !== null && at !== undefined && steps < 32; steps++) {
      covered.add(at);
      at = parentOf.get(at);
    }
    // Down: every variant below it.
    const stack = [...(children.get(id) ?? [])];
    while (stack.length) {
      const variant = stack.pop()!;
      if (covered.has(variant)) continue;
      covered.add(variant);
      stack.push(...(children.get(variant) ?? []));
    }
  }
  return covered;
}

/** The required ingredients a shelf's covered set lacks, ascending. */
export function missingIngredientIds(required: readonly number[], covered: ReadonlySet<number>): number[] {
  return [...new Set(required)].filter((id) => !covered.has(id)).sort((a, b) => a - b);
}
