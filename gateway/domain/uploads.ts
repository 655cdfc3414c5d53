// Uploads nothing uses (decision 0089): what "in use" is, an account's unused uploads (their cap, in
// gateway/domain/images.ts), and the prune that deletes them, record and file, once their grace has passed.
// An upload is released when it is stored and whenever a cocktail or a profile lets go of it (the
// upload_released triggers set uploads.released_at); the prune looks at each released one once, through
// the released_at index, so a run reads what it decides about and nothing else.
import { UNUSED_UPLOAD_GRACE_HOURS } from '../../common/uploads';
import { Prisma } from '../generated/prisma/client';
import type { Services } from '../services';
import { STORAGE_KEY_PATTERN, UPLOADS_PREFIX } from '../storage';

const NOW = Prisma.sql`(now() AT TIME ZONE 'UTC')`;

/**
 * Whether something uses the upload `upload` (an alias of uploads): a cocktail's photo or a member's
 * avatar names its URL, each one probe of that column's index. A new column that names uploads: a line
 * here, and its triggers calling upload_released (migration unused_uploads_and_old_sessions).
 */
function uploadInUse(upload: string): Prisma.Sql {
  const url = Prisma.sql`${UPLOADS_PREFIX}::text || ${Prisma.raw(upload)}.key`;
  return Prisma.sql`(EXISTS (SELECT 1 FROM cocktails WHERE photo_url = ${url})
    OR EXISTS (SELECT 1 FROM users WHERE avatar_url = ${url}))`;
}

/**
 * How many uploads of the member nothing uses: those released and not picked up since (in use ones that
 * the prune has not looked at yet are left out). Read through the (owner_id, released_at) index.
 */
export async function unusedUploadsOf(prisma: Prisma.TransactionClient, ownerId: number): Promise<number> {
  const [{ count }] = await prisma.$queryRaw<Array<{ count: number }>>`
    SELECT count(*)::int AS count FROM uploads u
     WHERE u.owner_id = ${ownerId}::int AND u.released_at IS NOT NULL AND NOT ${uploadInUse('u')}`;
  return count;
}

/** Uploads one statement of the prune decides about at most: short statements, short locks. */
export const UPLOAD_PRUNE_BATCH = 200;
/** Batches one prune runs at most; what is left waits for the next run. */
export const UPLOAD_PRUNE_MAX_BATCHES = 50;

export interface UploadPruneResult {
  /** Uploads deleted, record and file: nothing used them for UNUSED_UPLOAD_GRACE_HOURS. */
  deleted: number;
  /** Uploads found in use, not looked at again until something lets go of them. */
  inUse: number;
}

/**
 * Deletes the uploads released more than UNUSED_UPLOAD_GRACE_HOURS ago that nothing uses, and marks the
 * others in use (released_at null). In batches of `batchSize`, oldest first, each one transaction: the
 * statement decides and deletes the records, then the files go, and a file that cannot be deleted
 * rolls the batch back for the next run (deleting a file already gone is no error). Run by the
 * uploads.prune job (gateway/jobs/kinds.ts). `at`: the time to prune for (tests); the database's clock,
 * in UTC, when absent.
 */
export async function pruneUploads(
  { prisma, storage }: Pick<Services, 'prisma' | 'storage'>,
  { at, batchSize = UPLOAD_PRUNE_BATCH }: { at?: Date; batchSize?: number } = {},
): Promise<UploadPruneResult> {
  const clock = Prisma.sql`coalesce(${at ? at.toISOString() : null}::timestamp(3), ${NOW}::timestamp(3))`;
  const result: UploadPruneResult = { deleted: 0, inUse: 0 };
  for (let batch = 0; batch < UPLOAD_PRUNE_MAX_BATCHES; batch++) {
    const decided = await prisma.$transaction(
      async (tx) => {
        // Locked, so a save naming one of them (assertOwnUpload) waits for the decision, and then finds
        // the upload gone or its grace begun again.
        const [row] = await tx.$queryRaw<Array<{ keys: string[]; in_use: number; due: number }>>`
          WITH due AS (
            SELECT id FROM uploads
             WHERE released_at < ${clock} - make_interval(hours => ${UNUSED_UPLOAD_GRACE_HOURS}::int)
             ORDER BY released_at LIMIT ${batchSize}::int
             FOR UPDATE SKIP LOCKED
          ), in_use AS (
            UPDATE uploads u SET released_at = NULL FROM due WHERE u.id = due.id AND ${uploadInUse('u')} RETURNING u.id
          ), unused AS (
            DELETE FROM uploads u USING due WHERE u.id = due.id AND NOT ${uploadInUse('u')} RETURNING u.key
          )
          SELECT coalesce((SELECT array_agg(key) FROM unused), '{}') AS keys,
                 (SELECT count(*) FROM in_use)::int AS in_use, (SELECT count(*) FROM due)::int AS due`;
        // (A record of a key the app never makes has no file of ours, and would fail its batch for ever.)
        await Promise.all(row.keys.filter((key) => STORAGE_KEY_PATTERN.test(key)).map((key) => storage.delete(key)));
        return row;
      },
      { maxWait: 10_000, timeout: 60_000 },
    );
    result.deleted += decided.keys.length;
    result.inUse += decided.in_use;
    if (decided.due < batchSize) break;
  }
  return result;
}
