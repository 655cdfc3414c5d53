// What the forms (react-hook-form + zodResolver over a schema of common/) do with refusals: the first
// message for the toast, and a mutation's field messages put on the form's fields.
import type { FieldErrors, FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { MutationFailure } from '@/relay/mutation-result';

/** The first of a form's errors, in the order the schema found them: its path and message. */
function firstError(errors: FieldErrors | undefined, prefix = ''): { path: string; message: string } | null {
  if (!errors) return null;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    const path = prefix + key;
    if (typeof (value as { message?: unknown }).message === 'string' && 'type' in value) {
      return { path, message: (value as { message: string }).message };
    }
    const nested = firstError(value as FieldErrors, `${path}.`);
    if (nested) return nested;
  }
  return null;
}

/** The first message of a form's errors, in the order the schema found them (the toast tells it). */
export function firstErrorMessage(errors: FieldErrors | undefined): string | null {
  return firstError(errors)?.message ?? null;
}

/** The path of the field the toast's message is about ("name", "ingredients.2.amount"): the one to focus. */
export function firstErrorPath(errors: FieldErrors | undefined): string | null {
  return firstError(errors)?.path ?? null;
}

/**
 * A mutation's field messages on the form's fields (the first per field), `pathOf` turning the input's
 * path into the form's. Fields the form does not show keep their message out of sight: the toast tells it.
 */
export function setServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  failure: MutationFailure | null,
  pathOf: (path: string) => string = (path) => path,
): void {
  const seen = new Set<string>();
  for (const field of failure?.fieldList ?? []) {
    const path = pathOf(field.path);
    if (seen.has(path)) continue;
    seen.add(path);
    setError(path as FieldPath<T>, { type: 'server', message: field.message });
  }
}

/** Hands a save's server field messages to a react-hook-form form, each under its field. */
export function intoForm<T extends FieldValues>(setError: UseFormSetError<T>): (fields: Readonly<Record<string, string>>) => void {
  return (fields) => {
    for (const [name, message] of Object.entries(fields)) setError(name as FieldPath<T>, { type: 'server', message });
  };
}
