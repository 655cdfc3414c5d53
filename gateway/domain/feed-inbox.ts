// The feed's inboxes, kept by jobs (issue 40, decision 0075): the fan-out of saved acts into their
// followers' inboxes, off the write, and the prune that bounds each inbox. An act's trigger writes it to
// feed_fan_outs in the writer's transaction; the feed.fan-out job copies it into the inboxes in batches
// (the SQL function feed_fan_out_pending, migration feed_fan_out_job), and until then the feed reads it
// at read time (feedIdsSql). The feed.prune job drops what is older than the feed's horizon and cuts
// each inbox to its newest FEED_INBOX_MAX entries.
import { Prisma } from '../generated/prisma/client';
import type { Services } from '../services';

/** Inbox rows one batch of the fan-out writes (about): one short transaction each. */
export const FEED_FAN_OUT_BATCH = 500;
/** Batches one fan-out job runs at most; if acts are still pending it queues another job. */
export const FEED_FAN_OUT_MAX_BATCHES = 200;

/** The feed shows nothing older than this (every source, at read time); the prune drops inbox rows past it. */
export const FEED_HORIZON_DAYS = 90;
/**
 * Entries an inbox keeps (50 pages of 20): the prune cuts the older ones and records where (the member's
 * floor), and the feed then reads nothing older from the loud accounts either, so it ends in one place.
 */
export const FEED_INBOX_MAX = 1_000;
/** Rows one statement of the horizon's prune deletes at most. */
export const FEED_PRUNE_BATCH = 5_000;
/** Statements the horizon's prune runs at most per run; what is left waits for the next run. */
export const FEED_PRUNE_MAX_BATCHES = 100;
/** Members whose inboxes one statement of the cap's prune looks at (a range of user ids). */
export const FEED_PRUNE_MEMBERS_PER_BATCH = 1_000;

const NOW = Prisma.sql`(now() AT TIME ZONE 'UTC')`;

export interface FanOutResult {
  /** Pending acts worked on (an act of many followers counts once per batch it took). */
  acts: number;
  batches: number;
  /** Whether the job stopped at FEED_FAN_OUT_MAX_BATCHES with acts still pending. */
  more: boolean;
}

/**
 * Copies the pending acts into the inboxes: batches of about `batchSize` rows, each one statement in a
 * transaction of its own, until none is left (or `maxBatches`). Safe to run twice at once (each batch
 * skips the acts another holds) and to run again after a failure (a copy already made is not doubled).
 */
export async function fanOutPendingActs(
  { prisma }: Pick<Services, 'prisma'>,
  { batchSize = FEED_FAN_OUT_BATCH, maxBatches = FEED_FAN_OUT_MAX_BATCHES }: { batchSize?: number; maxBatches?: number } = {},
): Promise<FanOutResult> {
  const result: FanOutResult = { acts: 0, batches: 0, more: false };
  while (result.batches < maxBatches) {
    const [row] = await prisma.$queryRaw<Array<{ acts: number }>>`SELECT feed_fan_out_pending(${batchSize}::int) AS acts`;
    result.batches += 1;
    if (row.acts === 0) return result;
    result.acts += row.acts;
  }
  result.more = (await prisma.feedFanOut.count({ take: 1 })) > 0;
  return result;
}

export interface FeedPruneResult {
  /** Entries older than FEED_HORIZON_DAYS deleted. */
  pastHorizon: number;
  /** Entries past their inbox's newest FEED_INBOX_MAX deleted. */
  pastCap: number;
  /** Inboxes cut to FEED_INBOX_MAX in this run. */
  inboxesCut: number;
}

/**
 * Bounds every inbox: deletes the entries older than FEED_HORIZON_DAYS (a range of the created_at
 * index, `batchSize` rows a statement, FEED_PRUNE_MAX_BATCHES statements at most), then walks the
 * members by id, `membersPerBatch` a statement, and cuts each inbox with more than `max` entries to its
 * newest `max` (one range of the (member, created_at, activity) index each), recording the cut as the
 * member's floor. `at`: the time to prune for (tests); the database's clock when absent.
 */
export async function pruneFeedInboxes(
  { prisma }: Pick<Services, 'prisma'>,
  {
    at,
    batchSize = FEED_PRUNE_BATCH,
    max = FEED_INBOX_MAX,
    membersPerBatch = FEED_PRUNE_MEMBERS_PER_BATCH,
  }: { at?: Date; batchSize?: number; max?: number; membersPerBatch?: number } = {},
): Promise<FeedPruneResult> {
  const clock = Prisma.sql`coalesce(${at ? at.toISOString() : null}::timestamp(3), ${NOW}::timestamp(3))`;
  const result: FeedPruneResult = { pastHorizon: 0, pastCap: 0, inboxesCut: 0 };
  for (let batch = 0; batch < FEED_PRUNE_MAX_BATCHES; batch++) {
    const deleted = await prisma.$executeRaw`
      DELETE FROM feed_entries e
      USING (SELECT member_id, activity_id FROM feed_entries
             WHERE created_at < ${clock} - make_interval(days => ${FEED_HORIZON_DAYS}::int) LIMIT ${batchSize}::int) doomed
      WHERE e.member_id = doomed.member_id AND e.activity_id = doomed.activity_id`;
    result.pastHorizon += deleted;
    if (deleted < batchSize) break;
  }
  const [{ last }] = await prisma.$queryRaw<Array<{ last: number | null }>>`SELECT max(id) AS last FROM users`;
  for (let from = 0; from < (last ?? 0); from += membersPerBatch) {
    // Each member's `max`-th newest entry, for those who have one more; what is older goes, and the
    // entry kept last becomes the member's floor (raised, never lowered).
    const [row] = await prisma.$queryRaw<Array<{ deleted: number; cut: number }>>`
      WITH cut AS (
        SELECT m.id AS member_id, k.created_at, k.activity_id FROM users m
        CROSS JOIN LATERAL (
          SELECT e.created_at, e.activity_id FROM feed_entries e WHERE e.member_id = m.id
          ORDER BY e.created_at DESC, e.activity_id DESC OFFSET ${max - 1}::int LIMIT 1) k
        WHERE m.id > ${from}::int AND m.id <= ${from + membersPerBatch}::int
          AND EXISTS (SELECT 1 FROM feed_entries o WHERE o.member_id = m.id
                      AND (o.created_at, o.activity_id) < (k.created_at, k.activity_id))
      ), floors AS (
        INSERT INTO feed_inbox_floors (member_id, created_at, activity_id)
        SELECT member_id, created_at, activity_id FROM cut
        ON CONFLICT (member_id) DO UPDATE SET created_at = excluded.created_at, activity_id = excluded.activity_id
        WHERE (feed_inbox_floors.created_at, feed_inbox_floors.activity_id) < (excluded.created_at, excluded.activity_id)
      ), gone AS (
        DELETE FROM feed_entries e USING cut
        WHERE e.member_id = cut.member_id AND (e.created_at, e.activity_id) < (cut.created_at, cut.activity_id)
        RETURNING 1
      )
      SELECT (SELECT count(*) FROM gone)::int AS deleted, (SELECT count(*) FROM cut)::int AS cut`;
    result.pastCap += row.deleted;
    result.inboxesCut += row.cut;
  }
  return result;
}
