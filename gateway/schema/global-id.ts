import { decodeGlobalID } from '@pothos/plugin-relay';
import { ValidationError } from '../errors';

/**
 * Whether a number can be a row's id: ids are PostgreSQL `integer`s, so anything outside 1..2^31-1
 * points at nothing (and would make the database refuse the query, a 500, rather than find no row).
 */
export function isDatabaseId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;
}

/** The database id inside a global ID of the expected type, or a validation error on `path`. */
export function databaseIdOf(globalId: string | number, typename: string, path: string): number {
  try {
    const { typename: actual, id } = decodeGlobalID(String(globalId));
    const databaseId = Number(id);
    if (actual === typename && isDatabaseId(databaseId)) return databaseId;
  } catch {
    // fall through: not a global ID at all
  }
  throw ValidationError.field(path, `Not a ${typename} id`);
}
