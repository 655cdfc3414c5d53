import { describe, expect, it, vi } from 'vitest';
import { intoForm } from './form-errors';

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
