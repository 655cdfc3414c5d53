import { decodeGlobalID } from '@pothos/plugin-relay';
import { ValidationError } from '../errors';

/** The database id inside a global ID of the expected type, or a validation error on `path`. */
export function databaseIdOf(globalId: string | number, typename: string, path: string): number {
  try {
    const { typename: actual, id } = decodeGlobalID(String(globalId));
    const databaseId = Number(id);
    if (actual === typename && Number.isSafeInteger(databaseId)) return databaseId;
  } catch {
    // fall through: not a global ID at all
  }
  throw ValidationError.field(path, `Not a ${typename} id`);
}
