// Keyset pages of a member's edges (follows, likes): a cursor is the edge's (created_at, other id), opaque
// to clients, and a page starts strictly after it; paging is forwards only.
import { CONNECTION_MESSAGES } from '../../common/connections';
import { ValidationError } from '../errors';

export interface TimeKey {
  createdAt: Date;
  id: number;
}

/** `kind:millis:id` in base64url: the kind keeps a follow's cursor from being read as a like's. */
export function encodeTimeCursor(kind: string, key: TimeKey): string {
  return Buffer.from(`${kind}:${key.createdAt.getTime()}:${key.id}`).toString('base64url');
}

/** The key of a cursor of `kind`; anything else is a field error on `after` saying `badCursor`. */
export function decodeTimeCursor(kind: string, cursor: string, badCursor: string): TimeKey {
  const match = new RegExp(`^${kind}:(\\d+):(\\d+)$`).exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const createdAt = match ? new Date(Number(match[1])) : null;
  const id = match ? Number(match[2]) : NaN;
  if (!createdAt || Number.isNaN(createdAt.getTime()) || !Number.isSafeInteger(id)) throw ValidationError.field('after', badCursor);
  return { createdAt, id };
}

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** How many rows a page shows (forward paging only: `backwards` says so to a caller asking for `last`). */
export function pageSize(
  args: PageArgs,
  defaultSize: number,
  maxSize: number,
  backwards: string = CONNECTION_MESSAGES.backwardsPaging,
): number {
  if (args.last != null || args.before != null) throw ValidationError.field('last', backwards);
  const first = args.first ?? defaultSize;
  if (!Number.isInteger(first) || first < 0) throw ValidationError.field('first', 'first must be 0 or more');
  return Math.min(first, maxSize);
}
