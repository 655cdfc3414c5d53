// Reading a mutation's typed result (decision 5): the payload, or an Error with a message and, for
// validation, the failing fields.

interface ResultLike {
  readonly __typename: string;
  readonly message?: string;
  readonly fields?: ReadonlyArray<{ readonly path: string; readonly message: string }>;
}

/** The error's message, or the fallback when the result carries none. */
export function failureMessage(result: ResultLike, fallback: string): string {
  return ('message' in result && result.message) || fallback;
}

/** Field messages by path ("firstName", "entry.city" as "city"), for inline errors and red borders. */
export function fieldErrors(result: ResultLike): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of result.fields ?? []) {
    const key = field.path.split('.').at(-1) ?? field.path;
    errors[key] ??= field.message;
  }
  return errors;
}
