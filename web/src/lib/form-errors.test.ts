import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { firstErrorMessage, firstErrorPath, intoForm } from './form-errors';

describe("a save's field messages", () => {
  it('land in the form under the fields the server named', () => {
    const setError = vi.fn();
    intoForm<{ name: string; date: string }>(setError)({ name: 'Please enter the event name', date: 'Please choose a date' });
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'Please enter the event name' }],
      ['date', { type: 'server', message: 'Please choose a date' }],
    ]);
  });
});

describe("a refused form's first error", () => {
  it('is the first the schema found, told by the toast and focused by its path', () => {
    // As react-hook-form holds them: a list field's errors are an array, with holes for rows without one.
    const name = { type: 'custom', message: 'Please enter a cocktail name' };
    const errors = {
      ingredients: [undefined, { amount: { type: 'custom', message: 'Amounts must be numbers of 0 or more' } }],
      name,
    } as unknown as FieldErrors;
    expect(firstErrorMessage(errors)).toBe('Amounts must be numbers of 0 or more');
    expect(firstErrorPath(errors)).toBe('ingredients.1.amount');
    expect(firstErrorPath({ name } as FieldErrors)).toBe('name');
    expect(firstErrorPath({})).toBeNull();
  });
});
