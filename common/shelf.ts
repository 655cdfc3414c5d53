// My shelf (issue 41, decision 0076): the ingredients an account has, its bounds, and the words of the My
// Bar screen and the list's filters. Which recipe lines a shelf satisfies is the gateway's, in SQL
// (gateway/domain/shelf.ts, shelfCoveredSql).
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';
import { countOf } from './plural';

/** At most this many ingredients on one shelf: a well-stocked back bar holds a few hundred bottles. */
export const SHELF_MAX = 300;
/** At most this many ingredients added by one call (a category's quick add). */
export const SHELF_ADD_MAX = 50;
/** How many "What to buy next" suggestions are listed. */
export const WHAT_TO_BUY_MAX = 20;
/** How many of a category's ingredients "Add by category" lists at a time: one page, one call's worth. */
export const SHELF_CATEGORY_PAGE_SIZE = SHELF_ADD_MAX;
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
  /** Adding the category's listed ingredients when that is not all of them (more to load, or past one call's bound). */
  addListed: (count: number, listed: number) => (count === listed ? `Add these ${count}` : `Add ${count} of these ${listed}`),
  moreOfCategory: (category: string) => `Load more ${category}`,
  onShelf: (count: number) => `${count} on your shelf`,
  empty: 'Your shelf is empty. Add what you have at home or behind the bar.',
  remove: (name: string) => `Remove ${name}`,
  added: (name: string) => `${name} added to your shelf`,
  addedMany: (count: number) => `${countOf(count, 'ingredient')} added to your shelf`,
  whatToBuy: 'What to buy next',
  whatToBuyIntro: 'Each of these would let you make the most cocktails you are one ingredient short of.',
  whatToBuyEmpty: 'Nothing to suggest yet: add a few ingredients first.',
  unlocks: (count: number) => `unlocks ${countOf(count, 'cocktail')}`,
  openList: 'See what you can make',
} as const;

/** The cocktail list's shelf filters (the filter sheet's "My Bar" section). */
export const SHELF_FILTERS = ['can_make', 'missing_one'] as const;
export type ShelfFilter = (typeof SHELF_FILTERS)[number];
export const SHELF_FILTER_LABELS: Record<ShelfFilter, string> = { can_make: 'Can make now', missing_one: 'Missing one' };
export const missingLabel = (name: string) => `Missing: ${name}`;
