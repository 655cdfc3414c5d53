// Re-pours (issue 23, decision 47): a member shares a cocktail with their followers, with an optional short
// note, and may take it back. The spec names only the figures (a cocktail's repours_count, a profile's
// "Total Re-pours"); the texts below are ours, shared by the gateway and the client.
// What a member sends (the note's schema) is in repour-input.ts, so that screens showing the Repour
// button and its texts do not load zod.
import { countOf } from './plural';

/** A note is a line or two to one's followers, not a review (the repours table's CHECK holds the same). */
export const REPOUR_NOTE_MAX = 280;

export const REPOUR_MESSAGES = {
  /** The button's accessible name says what a tap does, as the like and follow buttons do (decision 0039). */
  repour: 'Repour',
  undo: 'Undo repour',
  signInToRepour: 'Sign in to re-pour cocktails.',
  /** The creator (or an admin) re-pouring a private cocktail: its followers could not see it. */
  privateCocktail: 'Only public cocktails can be re-poured. Make it public first.',
  repoured: 'Re-poured to your followers',
  undone: 'Repour undone',
  repourFailed: 'Could not re-pour this cocktail. Please try again.',
  undoFailed: 'Could not undo this repour. Please try again.',
  backwardsPaging: 'Re-pours are paged forwards only (first and after).',
  badCursor: 'This page of re-pours no longer exists; start again from the first page.',
} as const;

/** The dialog the Repour button opens. */
export const REPOUR_DIALOG = {
  title: 'Repour to your followers',
  description: (cocktail: string) => `Share ${cocktail} with the people who follow you. Add a note if you like.`,
  noteLabel: 'Note',
  notePlaceholder: 'Why should they try it?',
  cancel: 'Cancel',
  submit: 'Repour',
  submitting: 'Re-pouring...',
} as const;

/** A re-pour as the feed and profiles show it. */
export const REPOUR_CARD = {
  repoured: 'Re-poured',
} as const;

/** The feed's section of re-pours by the members the viewer follows. */
export const FOLLOWED_REPOURS = {
  title: 'Re-pours from people you follow',
  loading: 'Loading...',
  emptyTitle: 'No re-pours yet',
  emptyText: 'When someone you follow re-pours a cocktail, it shows up here.',
  findPeople: 'Find people to follow',
  loadMore: 'Load more',
} as const;

/** A profile's section of the member's re-pours. */
export const PROFILE_REPOURS = {
  title: 'Re-pours',
  emptyTitle: 'No re-pours yet',
  ownEmptyText: 'Tap Repour on a cocktail to share it with your followers.',
  loading: 'Loading...',
  loadMore: 'Load more',
} as const;

/** How many re-pours the feed and a profile load at a time. */
export const REPOURS_PAGE_SIZE = 10;

/** A cocktail's count as the Repour button's label reads it: "1 repour", "12 repours". */
export function repoursCountLabel(count: number): string {
  return countOf(count, 'repour');
}
