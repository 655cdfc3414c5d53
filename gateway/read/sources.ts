// The row sources fields declare most often (decision 0065).
import type { RowsSql } from './declarations';
import { sql } from './sql';

/** The row whose id the parent holds under `key` (a mutation payload's node: the cocktail as saved). */
export function byParent(key: string): { rows: RowsSql } {
  return { rows: { where: (row, _parent, request) => sql`${row.col('id')} = ${request.parent(key)}` } };
}

/** The row whose id is the field's argument `name` (a root field by the id of a URL). */
export function byArgument(name: string): { rows: RowsSql } {
  return { rows: { where: (row, _parent, request) => sql`${row.col('id')} = ${request.arg(name)}` } };
}
