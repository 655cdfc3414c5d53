import { decodeGlobalID } from '@pothos/plugin-relay';
import { NotFoundError, ValidationError } from '../errors';

/**
 * Whether a number can be a row's id: ids are PostgreSQL `integer`s, so anything outside 1..2^31-1
 * points at nothing (and would make the database refuse the query, a 500, rather than find no row).
 */
export function isDatabaseId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;
}

/**
 * The database id inside a global ID of the expected type, or null for anything else (another type, an
 * id beyond any row's, not a global ID at all). Every argument that names a node by its global ID is
 * read through this; the caller says what a wrong one means (a field error, or a node not found).
 */
function decodeDatabaseId(globalId: string | number, typename: string): number | null {
  try {
    const { typename: actual, id } = decodeGlobalID(String(globalId));
    const databaseId = Number(id);
    return actual === typename && isDatabaseId(databaseId) ? databaseId : null;
  } catch {
    return null;
  }
}

/** The database id inside a global ID of the expected type, or a validation error on `path`. */
export function databaseIdOf(globalId: string | number, typename: string, path: string, message = `Not a ${typename} id`): number {
  const id = decodeDatabaseId(globalId, typename);
  if (id === null) throw ValidationError.field(path, message);
  return id;
}

/** The database id inside a global ID of the expected type, or NotFoundError with the spec's message for it. */
export function existingIdOf(globalId: string | number, typename: string, notFound: string): number {
  const id = decodeDatabaseId(globalId, typename);
  if (id === null) throw new NotFoundError(notFound);
  return id;
}
