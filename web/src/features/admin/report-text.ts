// The words of a report card that the spec does not give.

/** Beside the name as reported, when the caller may no longer see the cocktail (it went private). */
export const HIDDEN_COCKTAIL = 'Now private';

/** When the cocktail was edited after the report was made: the suggestion may speak of an earlier version. */
export const EDITED_SINCE_REPORT = 'Edited since this suggestion';

/** The cocktail's name now, when it was renamed after the report was made. */
export function renamedTo(name: string): string {
  return `Now “${name}”`;
}

interface ReportedCocktail {
  /** The cocktail's name when it was reported. */
  readonly cocktailName: string;
  /** Null when `cocktail` is. */
  readonly cocktailEditedSince: boolean | null | undefined;
  /** The cocktail as it is now; null when the caller may no longer see it. */
  readonly cocktail: { readonly name: string } | null | undefined;
}

/** What the card says of the cocktail since the report was made: nothing when it is as reported. */
export function reportedCocktailNotes({ cocktailName, cocktailEditedSince, cocktail }: ReportedCocktail): string[] {
  if (!cocktail) return [HIDDEN_COCKTAIL];
  const notes = cocktailEditedSince ? [EDITED_SINCE_REPORT] : [];
  if (cocktail.name !== cocktailName) notes.push(renamedTo(cocktail.name));
  return notes;
}
