// The one way an input's rules are told: a zod schema in common/ (limits and the spec's messages), its
// failures read as field errors by fieldErrorsOf. The form (zodResolver), the domain (parseInput) and
// rest-compat all read the same schema.
import { z } from 'zod';

/** A failing input field, as the client named it (e.g. "name", "ingredients.2.amount"), and its message. */
export interface FieldError {
  path: string;
  message: string;
}

/** Zod's issues as field errors, in the order the schema found them. */
export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
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
