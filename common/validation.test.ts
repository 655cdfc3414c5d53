import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkTypes, collapseSpaces, collapsedText, fieldErrorsOf, optionalCollapsedText, type TypeExpectation } from './validation';

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

describe("a value's types against a schema, its rules left for later", () => {
  const schema = z.object({
    name: z.string().min(1, 'Name'),
    isMocktail: z.boolean().nullish(),
    categories: z.array(z.string()).nullish(),
    visibility: z.enum(['public', 'private']).nullish(),
    year: z.union([z.number(), z.nan()]).nullish(),
    lines: z.array(z.object({ amount: z.number().max(1, 'Amount') })).nullish(),
    kind: z.discriminatedUnion('type', [z.object({ type: z.literal('award') }), z.object({ type: z.literal('certificate') })]).optional(),
  });
  const told = (value: unknown) => {
    const seen: Array<[string, TypeExpectation]> = [];
    const { errors } = checkTypes(schema, value, (path, expectation) => {
      seen.push([path, expectation]);
      return `${path}: ${expectation.expected}`;
    });
    return { errors, seen };
  };

  it('passes a value whose types fit, whatever its rules say', () => {
    expect(told({ name: '', lines: [{ amount: 5 }] }).errors).toEqual([]);
  });

  it('tells each wrong type by its path, as fieldErrorsOf does, and what was expected', () => {
    const { errors, seen } = told({ name: 42, isMocktail: 'yes', categories: 'Sour', lines: [{ amount: 'a splash' }] });
    expect(errors).toEqual([
      { path: 'name', message: 'name: string' },
      { path: 'isMocktail', message: 'isMocktail: boolean' },
      { path: 'categories', message: 'categories: array' },
      { path: 'lines.0.amount', message: 'lines.0.amount: number' },
    ]);
    expect(seen.find(([path]) => path === 'categories')?.[1]).toEqual({ expected: 'array', element: 'string', missing: false });
  });

  it('tells a missing value, a value outside a list, a union and a discriminator', () => {
    const { seen } = told({ visibility: 'friends', year: 'abc', kind: { type: 'medal' } });
    expect(Object.fromEntries(seen)).toEqual({
      name: { expected: 'string', element: undefined, missing: true },
      visibility: { expected: 'value', values: ['public', 'private'], missing: false },
      year: { expected: 'number', missing: false },
      'kind.type': { expected: 'value', values: ['award', 'certificate'], missing: false },
    });
  });
});
