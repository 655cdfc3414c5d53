// The words of the create screens (spec sections 2, 4 and 8), verbatim; saving a cocktail's are in
// components/cocktail-form/cocktail-form-text.ts, which the edit dialog shares.

export const CUSTOM_INGREDIENT_SAVED = 'Custom ingredient saved successfully!';
/** A save with the login token gone (the spec gives the cocktail's words only; these follow them). */
export const CUSTOM_INGREDIENT_SIGN_IN = 'Please log in to create custom ingredients';
export const FETCH_FAILED_NOT_FOUND = 'Failed to fetch cocktail: Not Found';
/** Where /create?edit={id} leads a member who may not edit the cocktail (the spec gives no words for it). */
export const VIEW_COCKTAIL = 'View Cocktail';

/** The toast of a custom ingredient put into the recipe with Use. */
export function addedToRecipeText(name: string): string {
  return `${name} added to recipe`;
}

/** The toast on /create after saving a custom ingredient. */
export function customIngredientAddedText(name: string): string {
  return `${name} added to your custom ingredients!`;
}

/** The notice over a form that came back from an unsaved draft (the spec gives no words for it). */
export const DRAFT_RESTORED = {
  title: 'Draft restored',
  text: 'This is the cocktail you had not saved yet.',
  startOver: 'Start over',
  keep: 'Keep editing',
} as const;
