// The one way an input's rules are told: a zod schema in common/ (limits and the spec's messages), its
// failures read as field errors by fieldErrorsOf. The form (zodResolver), the domain (parseInput) and
// rest-compat all read the same schema.
import { z } from 'zod';

/** A failing input field, as the client named it (e.g. "name", "ingredients.2.amount"), and its message. */
export interface FieldError {
  path: string;
  message: string;
}

/** The most field errors one refusal lists: a form has far fewer fields; past it, the first ones are told. */
export const FIELD_ERRORS_MAX = 100;

/** Zod's issues as field errors, in the order the schema found them (the first FIELD_ERRORS_MAX). */
export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  return error.issues.slice(0, FIELD_ERRORS_MAX).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** Typed text as stored: trimmed, inner runs of whitespace as one space; '' for null or undefined. */
export function collapseSpaces(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ');
}

/** The message of a text over its limit. */
export const tooLongMessage = (max: number) => `At most ${max} characters`;

/** Text that must be given: collapsed, then required and at most `max` characters. */
export const collapsedText = (max: number, required: string) =>
  z
    .string()
    .transform(collapseSpaces)
    .pipe(z.string().min(1, required).max(max, tooLongMessage(max)));

/** Text that may be left empty: collapsed, null when empty, at most `max` characters. */
export const optionalCollapsedText = (max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => collapseSpaces(value) || null)
    .pipe(z.string().max(max, tooLongMessage(max)).nullable());

/** Text whose inner spacing matters (a description, a date, a time): trimmed only, null when empty. */
export const trimmedOrNull = () =>
  z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim() || null);

/** Trimmed text that may be left empty, at most `max` characters. */
export const optionalTrimmedText = (max: number) => trimmedOrNull().pipe(z.string().max(max, tooLongMessage(max)).nullable());

/** A whole year from `min` to `max`, or null when not given; NaN (a box holding no number) is refused with `message`. */
export const boundedYear = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.nan()])
    .nullish()
    .transform((year) => year ?? null)
    .refine((year) => year === null || (Number.isInteger(year) && year >= min && year <= max), message);

/** What a value of the wrong JSON type should have been: a JSON type, one of some values, or a list of one type. */
export interface TypeExpectation {
  /** string, number, int, boolean, array, object; "value" when only `values` are allowed. */
  expected: string;
  /** The values allowed (an enum, a literal, a union's discriminator). */
  values?: readonly unknown[];
  /** The type of a list's items. */
  element?: string;
  /** Nothing (undefined or null) where the schema needs a value. */
  missing: boolean;
}

/** The failures that are about a value's type; the others (too short, not a link, a custom rule) are rules about the value. */
const TYPE_FAILURES = new Set(['invalid_type', 'invalid_value', 'invalid_union']);

function expectationOf(issue: z.core.$ZodRawIssue): TypeExpectation | null {
  if (!TYPE_FAILURES.has(issue.code ?? '')) return null;
  const missing = issue.input === undefined || issue.input === null;
  if (issue.code === 'invalid_value') return { expected: 'value', values: issue.values as unknown[], missing };
  if (issue.code === 'invalid_union') {
    if (Array.isArray(issue.options)) return { expected: 'value', values: issue.options as unknown[], missing };
    // A union of types (a number or NaN): told as its first member.
    const first = (issue.errors as z.core.$ZodIssue[][] | undefined)?.[0]?.[0];
    return { expected: first && 'expected' in first ? String(first.expected) : 'value', missing };
  }
  const def = (issue.inst as z.core.$ZodType | undefined)?._zod.def;
  const element = def?.type === 'array' ? (def as z.core.$ZodArrayDef).element._zod.def.type : undefined;
  return { expected: String(issue.expected), element, missing };
}

/**
 * The type failures of `value` against `schema`, phrased by `phrase` (given the failing path); failures
 * of the rules about values are left out, for the caller's later parse. For a caller that must refuse a
 * wrong type at once but let the rules answer after authorization: rest-compat, whose legacy API answers
 * 401 or 403 before a rule's 400 (docs/decisions/0036). The value comes back typed as the schema's input.
 */
export function checkTypes<S extends z.ZodType>(
  schema: S,
  value: unknown,
  phrase: (path: string, expectation: TypeExpectation) => string,
): { value: z.input<S>; errors: FieldError[] } {
  const result = schema.safeParse(value, {
    error: (issue) => {
      // A union tries each member on its own (no path yet): the union's own issue is the one told.
      const expectation = issue.path ? expectationOf(issue) : null;
      return expectation ? phrase(issue.path!.join('.'), expectation) : undefined;
    },
  });
  const failures = result.success ? [] : result.error.issues.filter((issue) => TYPE_FAILURES.has(issue.code));
  return { value: value as z.input<S>, errors: failures.length ? fieldErrorsOf(new z.ZodError(failures)) : [] };
}
