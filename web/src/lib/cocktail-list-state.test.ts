import { describe, expect, it } from 'vitest';
import { connectionFilter, LIST_STATE_KEY, readListState, updateListState, writeListState } from './cocktail-list-state';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('the cocktail list state in session storage', () => {
  it('keeps the filters, the search, the scroll position and how many cocktails were loaded', () => {
    const storage = memoryStorage();
    writeListState({ filters: ['spirits:gin', 'eras:Classic'], search: 'negroni', scrollY: 1234, loadedCount: 200 }, storage);
    // Chips come back in the sheet's order.
    expect(readListState(storage)).toEqual({
      filters: ['eras:Classic', 'spirits:gin'],
      search: 'negroni',
      scrollY: 1234,
      loadedCount: 200,
    });
  });

  it('starts afresh from nothing, from junk, and from chips that no longer exist', () => {
    const storage = memoryStorage();
    expect(readListState(storage)).toEqual({ filters: [], search: '' });
    storage.setItem(LIST_STATE_KEY, '{not json');
    expect(readListState(storage)).toEqual({ filters: [], search: '' });
    storage.setItem(LIST_STATE_KEY, JSON.stringify({ filters: ['spirits:ABSINTHE', 7], search: 5, scrollY: -3 }));
    expect(readListState(storage)).toEqual({ filters: [], search: '', scrollY: undefined, loadedCount: undefined });
  });

  it('updates one part and keeps the rest', () => {
    const storage = memoryStorage();
    updateListState({ filters: ['categories:Sour'] }, storage);
    updateListState({ scrollY: 500, loadedCount: 100 }, storage);
    expect(readListState(storage)).toMatchObject({ filters: ['categories:Sour'], scrollY: 500, loadedCount: 100 });
  });
});

describe('the filter sent to the server', () => {
  it('maps era chips to eras, spirits to spirits, styles to categories and glasses to glassware', () => {
    expect(
      connectionFilter({ filters: ['eras:Modern', 'spirits:rum', 'spirits:gin', 'categories:Sweet', 'glassware:Coupe'], search: '' }),
    ).toEqual({
      eras: ['Modern'],
      spirits: ['gin', 'rum'],
      categories: ['Sweet'],
      glassware: ['Coupe'],
    });
  });

  it('searches from 2 characters and is null when nothing is chosen', () => {
    expect(connectionFilter({ filters: [], search: ' n ' })).toBeNull();
    expect(connectionFilter({ filters: [], search: 'ne' })).toEqual({ search: 'ne' });
    expect(connectionFilter({ filters: ['eras:Classic'], search: 'sour' })).toEqual({ eras: ['Classic'], search: 'sour' });
  });
});
