// The words of saving a cocktail and a new ingredient (spec sections 4 and 8), verbatim: the mutation
// hooks of the create screen and the edit dialog toast them.

export const CREATED = 'Cocktail created successfully!';
export const CREATE_FAILED = 'Failed to create cocktail. Please try again.';
export const UPDATED = 'Cocktail updated successfully!';
export const UPDATE_FAILED = 'Failed to update cocktail';
export const INGREDIENT_SAVED = 'Ingredient saved';
export const INGREDIENT_SAVE_FAILED = 'Failed to save ingredient';
