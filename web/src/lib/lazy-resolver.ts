import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver loaded when the form is first validated (its first submit), not with its screen: the
 * sign-in screen, the first a visitor sees, paints without zod and the schemas (about 38 KiB gzip).
 * The schema is still the one common/ shares with the server; only when it loads changes.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let loaded: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined; // Tried again on the next submit (a network back, say).
      throw error;
    });
    return (await loaded)(values, context, options);
  };
}
