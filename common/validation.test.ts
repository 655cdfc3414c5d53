import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collapseSpaces, collapsedText, fieldErrorsOf, optionalCollapsedText } from './validation';

describe('typed text', () => {
  it('is trimmed and its inner runs of whitespace become one space', () => {
    expect(collapseSpaces('  Tales   of\tthe\n Cocktail ')).toBe('Tales of the Cocktail');
    expect(collapseSpaces(null)).toBe('');
    expect(collapseSpaces(undefined)).toBe('');
  });

  it('that is required refuses blank text with its message and long text with its limit', () => {
    const title = collapsedText(5, 'Please enter a title');
    expect(title.parse('  a   b ')).toBe('a b');
    expect(fieldErrorsOf(title.safeParse('   ').error!)).toEqual([{ path: '', message: 'Please enter a title' }]);
    expect(fieldErrorsOf(title.safeParse('abcdef').error!)).toEqual([{ path: '', message: 'At most 5 characters' }]);
  });

  it('that is optional is null when empty and refused over its limit', () => {
    const place = optionalCollapsedText(5);
    expect(place.parse('  ')).toBeNull();
    expect(place.parse(null)).toBeNull();
    expect(place.parse(undefined)).toBeNull();
    expect(place.parse(' 1st  ')).toBe('1st');
    expect(place.safeParse('abcdef').error?.issues[0].message).toBe('At most 5 characters');
  });
});

describe('a zod failure as field errors', () => {
  it('names every failing field by its dotted path, in the order the schema found them', () => {
    const schema = z.object({ name: z.string().min(1, 'Name'), lines: z.array(z.object({ amount: z.number().max(1, 'Amount') })) });
    const result = schema.safeParse({ name: '', lines: [{ amount: 0 }, { amount: 2 }] });
    expect(fieldErrorsOf(result.error!)).toEqual([
      { path: 'name', message: 'Name' },
      { path: 'lines.1.amount', message: 'Amount' },
    ]);
  });
});
