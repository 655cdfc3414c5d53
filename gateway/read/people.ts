// How a member is named and recognised, in SQL: the server's one definition of each (the fields that
// show them read these; the web client's common/people.ts and common/recognition.ts mirror them only to
// show a change before the server answers).
import { BADGES } from '../../common/recognition';
import type { RowRef } from './declarations';
import { join, literal, sql, type Sql } from './sql';

/** Every character JavaScript's trim() removes (WhiteSpace and LineTerminator: what /\s/ matches), for btrim. */
const JS_SPACES = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code))
  .filter((char) => /\s/.test(char))
  .join('');

/** A text column trimmed as JavaScript trims it, null when nothing is left. */
function trimmed(column: Sql): Sql {
  return sql`nullif(btrim(${column}, ${literal(JS_SPACES)}), '')`;
}

/** The chosen display name, else first and last name, else the username, else "User". */
export function displayNameSql(user: RowRef): Sql {
  return sql`coalesce(${trimmed(user.col('displayName'))}, nullif(concat_ws(' ', ${trimmed(user.col('firstName'))}, ${trimmed(user.col('lastName'))}), ''), ${trimmed(user.col('username'))}, 'User')`;
}

/** The verified tick: an admin's grant, or a verified current position. */
export function verifiedTickSql(user: RowRef): Sql {
  return sql`(${user.col('isVerified')} OR ${user.col('verifiedPosition')})`;
}

/** The known badges the member holds, each once, in the order profiles show them. */
export function badgesSql(user: RowRef): Sql {
  return sql`to_json(ARRAY(SELECT b.badge FROM unnest(ARRAY[${join(
    BADGES.map((badge) => literal(badge)),
    ', ',
  )}]::text[]) WITH ORDINALITY b(badge, at) WHERE b.badge = ANY(${user.col('badges')}) ORDER BY b.at))`;
}
