// The words of a report card that the spec does not give.

/** Shown in place of the cocktail's name when the caller may no longer see the cocktail (it went private). */
export const HIDDEN_COCKTAIL = 'A cocktail that is now private';

/** The reported cocktail's name, or HIDDEN_COCKTAIL when the report's cocktail is null for this caller. */
export function reportedCocktailName(cocktail: { readonly name: string } | null | undefined): string {
  return cocktail?.name ?? HIDDEN_COCKTAIL;
}
