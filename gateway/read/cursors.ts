// The cursors of the schema's connections, as SQL writes them and as a request's `after` reads back: each
// the same text the connection's Pothos or domain code writes (decision 0065; gateway/read/cursors.test.ts
// holds each SQL form to its JavaScript one).
import { PothosValidationError } from '@pothos/core';
import { parsePrismaCursor } from '@pothos/plugin-prisma';
import { decodeTimeCursor } from '../domain/keyset';
import type { RowRef } from './declarations';
import { base64url, raw, sql, type Sql } from './sql';

/** A connection's page, as its arguments ask: how many rows, and the keys after which it starts. */
export interface Page {
  size: number;
  after: unknown[] | null;
  /** How many rows after the start to skip (a connection that `skips`); none by default. */
  skip?: number;
}

/** A page the read path does not build (backwards pages): the connection's own resolver reads it. */
export class NotInSql extends Error {}

/** base64 of a text, without line breaks, as Buffer#toString('base64') writes it. */
function base64(text: Sql): Sql {
  return sql`translate(encode(convert_to(${text}, 'UTF8'), 'base64'), E'\\n', '')`;
}

/** The Prisma plugin's cursor of one Int field: base64 of `GPC:N:<id>`. */
export function prismaIdCursor(row: RowRef, field = 'id'): Sql {
  return base64(sql`'GPC:N:' || ${row.col(field)}`);
}

/**
 * The Prisma plugin's cursor of a text field and an Int field: base64 of `GPC:T:` and the JSON array of
 * the tagged parts `S:<text>` and `N:<id>` (PostgreSQL escapes a JSON string as JSON.stringify does).
 */
export function prismaTextIdCursor(row: RowRef, text: string, id = 'id'): Sql {
  return base64(sql`'GPC:T:[' || to_json('S:' || ${row.col(text)})::text || ',' || to_json('N:' || ${row.col(id)})::text || ']'`);
}

/** Pothos's offset cursor (offsetToCursor, resolveOffsetConnection's): base64 of `OffsetConnection:<offset>`. */
export function offsetCursor(offset: Sql): Sql {
  return base64(sql`'OffsetConnection:' || (${offset})`);
}

/** A domain time cursor (encodeTimeCursor): base64url of `kind:millis:id`. */
export function timeCursor(kind: string, createdAt: Sql, id: Sql): Sql {
  return base64url(sql`${raw(`'${kind}:'`)} || (extract(epoch FROM ${createdAt}) * 1000)::bigint || ':' || ${id}`);
}

/** decodeTimeCursor's keys (its refusal as it words it), for a keyset over (created_at, id). */
export function timeCursorKeys(kind: string, cursor: string, badCursor: string): unknown[] {
  const { createdAt, id } = decodeTimeCursor(kind, cursor, badCursor);
  return [createdAt.toISOString(), id];
}

/**
 * A Prisma relatedConnection's or prismaConnection's page (prismaCursorConnectionQuery): `first` from
 * 0, `defaultSize` without it, at most `maxSize`; `after` a cursor of its own whose values are the keys.
 * Backwards pages are left to the connection's resolver.
 */
export function prismaPage(args: Record<string, unknown>, defaultSize: number, maxSize: number): Page {
  const { first, after, last, before } = args as {
    first?: number | null;
    after?: string | null;
    last?: number | null;
    before?: string | null;
  };
  if (first != null && first < 0) throw new PothosValidationError('Argument "first" must be a non-negative integer');
  if (last != null && last < 0) throw new PothosValidationError('Argument "last" must be a non-negative integer');
  if (before != null && after != null) throw new PothosValidationError('Arguments "before" and "after" are not supported at the same time');
  if (before != null || last != null) throw new NotInSql('backwards');
  const size = Math.min(first ?? defaultSize, maxSize);
  if (after == null) return { size, after: null };
  const parsed = parsePrismaCursor(after);
  return { size, after: Array.isArray(parsed) ? parsed : [parsed] };
}
