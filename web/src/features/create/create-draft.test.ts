import { describe, expect, it } from 'vitest';
import { emptyCocktailForm, newRow } from '@/components/cocktail-form/form-state';
import { draftHasContent, readDraft, writeDraft } from './create-draft';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the Create Cocktail draft', () => {
  it('counts as written once any field holds something, and not while the form is blank', () => {
    expect(draftHasContent(emptyCocktailForm())).toBe(false);
    expect(draftHasContent({ ...emptyCocktailForm(), name: '  ' })).toBe(false);
    expect(draftHasContent({ ...emptyCocktailForm(), name: 'Paper Plane' })).toBe(true);
    expect(draftHasContent({ ...emptyCocktailForm(), isMocktail: true })).toBe(true);
    expect(draftHasContent({ ...emptyCocktailForm(), categories: ['Sour'] })).toBe(true);
    expect(draftHasContent({ ...emptyCocktailForm(), ingredients: [newRow({ ingredient: 'Bourbon' })] })).toBe(true);
  });

  it('comes back as it was written, blank or not', () => {
    const storage = memoryStorage();
    writeDraft({ ...emptyCocktailForm(), name: 'Paper Plane' }, storage);
    expect(draftHasContent(readDraft(storage)!)).toBe(true);
    writeDraft(emptyCocktailForm(), storage);
    expect(draftHasContent(readDraft(storage)!)).toBe(false);
  });
});
