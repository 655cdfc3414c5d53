import { describe, expect, it } from 'vitest';
import { repourSchema } from './repour-input';
import { REPOUR_NOTE_MAX, repoursCountLabel } from './repours';
import { fieldErrorsOf } from './validation';

function errorsOf(input: unknown) {
  const result = repourSchema.safeParse(input);
  return result.success ? [] : fieldErrorsOf(result.error);
}

describe('a re-pour', () => {
  it('takes an optional note, its spaces collapsed, empty or blank as none', () => {
    expect(repourSchema.parse({ note: '  Try   it\nwith\tmezcal.  ' })).toEqual({ note: 'Try it with mezcal.' });
    expect(repourSchema.parse({ note: ' \n ' })).toEqual({ note: null });
    expect(repourSchema.parse({ note: null })).toEqual({ note: null });
    expect(repourSchema.parse({})).toEqual({ note: null });
  });

  it(`allows ${REPOUR_NOTE_MAX} characters of note and refuses one more, counted after collapsing`, () => {
    expect(errorsOf({ note: 'x'.repeat(REPOUR_NOTE_MAX) })).toEqual([]);
    expect(errorsOf({ note: `  ${'x'.repeat(REPOUR_NOTE_MAX)}  ` })).toEqual([]);
    expect(errorsOf({ note: 'x'.repeat(REPOUR_NOTE_MAX + 1) })).toEqual([
      { path: 'note', message: `At most ${REPOUR_NOTE_MAX} characters` },
    ]);
  });

  it('refuses a note that is not text', () => {
    expect(errorsOf({ note: 42 })).toHaveLength(1);
    expect(errorsOf({ note: 42 })[0].path).toBe('note');
  });

  it('labels a count in words: one repour, many repours', () => {
    expect(repoursCountLabel(0)).toBe('0 repours');
    expect(repoursCountLabel(1)).toBe('1 repour');
    expect(repoursCountLabel(12)).toBe('12 repours');
  });
});
