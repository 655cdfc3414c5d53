// The Create Cocktail form's draft in session storage, so a trip to the custom-ingredient screen (or
// anywhere else) and back does not lose what was typed. Cleared once the cocktail is saved.
import { newRow, type CocktailFormState } from '@/components/cocktail-form/form-state';

export const CREATE_DRAFT_KEY = 'createCocktailDraft';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(storage: Storage | null = browserStorage()): CocktailFormState | null {
  try {
    const draft = JSON.parse(storage?.getItem(CREATE_DRAFT_KEY) ?? 'null') as CocktailFormState | null;
    if (!draft || typeof draft !== 'object' || !Array.isArray(draft.ingredients)) return null;
    // Fresh row keys: the page's own counter starts again after a reload.
    return { ...draft, ingredients: draft.ingredients.map(({ key: _key, ...row }) => newRow(row)) };
  } catch {
    return null;
  }
}

/**
 * Whether a draft holds anything the member wrote: a filled text, a ticked box, a category, a photo or an
 * ingredient line with a name or an amount. A blank form (the one every visit saves) is not worth a notice.
 */
export function draftHasContent(draft: CocktailFormState): boolean {
  const { ingredients, categories, photoUrl, iAmCreator, isMocktail, ...texts } = draft;
  return (
    iAmCreator ||
    isMocktail ||
    categories.length > 0 ||
    Boolean(photoUrl) ||
    Object.values(texts).some((value) => typeof value === 'string' && value.trim() !== '') ||
    ingredients.some((row) => row.ingredient.trim() !== '' || row.amount.trim() !== '' || row.brand.trim() !== '')
  );
}

export function writeDraft(draft: CocktailFormState, storage: Storage | null = browserStorage()): void {
  try {
    storage?.setItem(CREATE_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // storage full or blocked: nothing is lost but the draft
  }
}

export function clearDraft(storage: Storage | null = browserStorage()): void {
  try {
    storage?.removeItem(CREATE_DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}
