import { describe, expect, it, vi } from 'vitest';
import { createSavedCopies, requestKey } from './saved-copies';

describe('which screens show a saved copy', () => {
  it('keys a request by operation, document and variables, whatever the order of the variables', () => {
    expect(requestKey('CocktailListPageQuery', 'abc', { first: 100, filter: { search: 'gin', eras: ['Classic'] } })).toBe(
      requestKey('CocktailListPageQuery', 'abc', { filter: { eras: ['Classic'], search: 'gin' }, first: 100 }),
    );
    expect(requestKey('CocktailListPageQuery', 'abc', { first: 100 })).not.toBe(requestKey('CocktailListPageQuery', 'abd', { first: 100 }));
    expect(requestKey('CocktailDetailPageQuery', 'abc', { databaseId: 1 })).not.toBe(
      requestKey('CocktailDetailPageQuery', 'abc', { databaseId: 2 }),
    );
  });

  it('marks a request answered from the device until the network answers it, and tells its listeners', () => {
    const copies = createSavedCopies();
    const listener = vi.fn();
    copies.subscribe(listener);
    copies.markSaved('a', 1_000);
    expect(copies.savedAt('a')).toBe(1_000);
    expect(listener).toHaveBeenCalledTimes(1);
    copies.markFresh('b');
    expect(copies.savedAt('a')).toBe(1_000);
    copies.markFresh('a');
    expect(copies.savedAt('a')).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('says once that the server is back after saved copies were shown, and not when none were', () => {
    const copies = createSavedCopies();
    expect(copies.backOnline()).toBe(false);
    copies.markSaved('a', 1_000);
    expect(copies.backOnline()).toBe(true);
    expect(copies.backOnline()).toBe(false);
  });

  it('forgets every mark when cleared (sign-in, sign-out), and keeps a bounded number of them', () => {
    const copies = createSavedCopies();
    for (let i = 0; i < 1_000; i += 1) copies.markSaved(`key-${i}`, i);
    expect(copies.savedAt('key-0')).toBeUndefined();
    expect(copies.savedAt('key-999')).toBe(999);
    copies.clear();
    expect(copies.savedAt('key-999')).toBeUndefined();
    expect(copies.backOnline()).toBe(false);
  });
});
