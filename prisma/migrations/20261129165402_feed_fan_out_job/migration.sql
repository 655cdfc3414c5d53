-- CreateTable
CREATE TABLE "feed_fan_outs" (
    "activity_id" INTEGER NOT NULL,
    "actor_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,
    "done_through" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "feed_fan_outs_pkey" PRIMARY KEY ("activity_id")
);

-- CreateTable
CREATE TABLE "feed_inbox_floors" (
    "member_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,
    "activity_id" INTEGER NOT NULL,

    CONSTRAINT "feed_inbox_floors_pkey" PRIMARY KEY ("member_id")
);

-- CreateIndex
CREATE INDEX "feed_fan_outs_created_at_activity_id_idx" ON "feed_fan_outs"("created_at" DESC, "activity_id" DESC);

-- CreateIndex
CREATE INDEX "feed_entries_created_at_idx" ON "feed_entries"("created_at");

-- AddForeignKey
ALTER TABLE "feed_fan_outs" ADD CONSTRAINT "feed_fan_outs_activity_id_fkey" FOREIGN KEY ("activity_id") REFERENCES "activities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feed_inbox_floors" ADD CONSTRAINT "feed_inbox_floors_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The fan-out moves off the write (issue 40, decision 0075). An act's trigger no longer copies it into
-- every follower's inbox in the writer's transaction (about 50 ms at 1,000 followers): it writes one row
-- here, feed_fan_outs, in the same transaction, and the feed.fan-out job (gateway/jobs/kinds.ts) drains
-- the table in batches. Until it has, the feed reads the pending acts of the accounts a member follows
-- at read time (gateway/domain/feed.ts feedIdsSql), as it reads the loud accounts' acts.
CREATE OR REPLACE FUNCTION "feed_fan_out"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "feed_fan_outs" ("activity_id", "actor_id", "created_at")
  SELECT n."id", n."actor_id", n."created_at" FROM "new_rows" n;
  RETURN NULL;
END
$$;

-- One batch of the job, in the caller's transaction (one statement): copies pending acts into their
-- actors' inboxes and, for actors with at most feed_fanout_max() followers, their followers' ones, about
-- `budget` rows in all, oldest act first. An act with more followers than the room left is done in parts:
-- `done_through` is the last follower id copied, and the row goes once every follower has the act.
-- Idempotent: a batch rolled back (or a retried job) copies again what it had copied, and the inbox's
-- primary key keeps one entry per member and act. Two workers never take the same act (SKIP LOCKED).
-- The follows read are share-locked until the batch commits: an unfollow at the same moment waits for
-- it and then removes what it copied (its trigger deletes the actor's entries from the follower's inbox),
-- or it comes first and the batch no longer sees the follow.
CREATE FUNCTION "feed_fan_out_pending"("budget" integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  p record;
  written integer := 0;
  worked integer := 0;
  room integer;
  copied integer;
  last_follower integer;
BEGIN
  FOR p IN SELECT * FROM "feed_fan_outs" ORDER BY "activity_id" FOR UPDATE SKIP LOCKED LOOP
    EXIT WHEN written >= "budget";
    worked := worked + 1;
    IF p."done_through" = 0 THEN
      INSERT INTO "feed_entries" ("member_id", "activity_id", "actor_id", "created_at")
      VALUES (p."actor_id", p."activity_id", p."actor_id", p."created_at")
      ON CONFLICT DO NOTHING;
      written := written + 1;
    END IF;
    -- A loud account's acts are read at read time: only its own inbox has them.
    IF (SELECT u."followers_count" FROM "users" u WHERE u."id" = p."actor_id") > "feed_fanout_max"() THEN
      DELETE FROM "feed_fan_outs" WHERE "activity_id" = p."activity_id";
      CONTINUE;
    END IF;
    room := greatest("budget" - written, 1);
    WITH "batch" AS (
      SELECT f."follower_id" FROM "follows" f
      WHERE f."following_id" = p."actor_id" AND f."follower_id" > p."done_through"
      ORDER BY f."follower_id"
      LIMIT room
      FOR KEY SHARE OF f
    ), "copied" AS (
      INSERT INTO "feed_entries" ("member_id", "activity_id", "actor_id", "created_at")
      SELECT b."follower_id", p."activity_id", p."actor_id", p."created_at" FROM "batch" b
      ON CONFLICT DO NOTHING
    )
    SELECT count(*)::int, max(b."follower_id") INTO copied, last_follower FROM "batch" b;
    written := written + copied;
    IF copied < room THEN
      DELETE FROM "feed_fan_outs" WHERE "activity_id" = p."activity_id";
    ELSE
      UPDATE "feed_fan_outs" SET "done_through" = last_follower WHERE "activity_id" = p."activity_id";
    END IF;
  END LOOP;
  RETURN worked;
END
$$;
