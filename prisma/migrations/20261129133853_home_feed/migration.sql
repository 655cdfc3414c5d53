-- CreateEnum
CREATE TYPE "ActivityKind" AS ENUM ('cocktail_posted', 'repoured', 'reviewed', 'checked_in', 'position_verified', 'achievement_added', 'venue_award_added', 'event_posted', 'gig_posted');

-- CreateTable
CREATE TABLE "activities" (
    "id" SERIAL NOT NULL,
    "actor_id" INTEGER NOT NULL,
    "kind" "ActivityKind" NOT NULL,
    "cocktail_id" INTEGER,
    "repour_id" INTEGER,
    "review_id" INTEGER,
    "check_in_id" INTEGER,
    "work_entry_id" INTEGER,
    "achievement_id" INTEGER,
    "venue_award_id" INTEGER,
    "event_id" INTEGER,
    "gig_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "activities_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "feed_entries" (
    "member_id" INTEGER NOT NULL,
    "activity_id" INTEGER NOT NULL,
    "actor_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "feed_entries_pkey" PRIMARY KEY ("member_id","activity_id")
);

-- CreateTable
CREATE TABLE "mutes" (
    "muter_id" INTEGER NOT NULL,
    "muted_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "mutes_pkey" PRIMARY KEY ("muter_id","muted_id")
);

-- CreateIndex
CREATE INDEX "activities_actor_id_created_at_id_idx" ON "activities"("actor_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "activities_cocktail_id_idx" ON "activities"("cocktail_id");

-- CreateIndex
CREATE INDEX "activities_repour_id_idx" ON "activities"("repour_id");

-- CreateIndex
CREATE INDEX "activities_review_id_idx" ON "activities"("review_id");

-- CreateIndex
CREATE INDEX "activities_check_in_id_idx" ON "activities"("check_in_id");

-- CreateIndex
CREATE INDEX "activities_work_entry_id_idx" ON "activities"("work_entry_id");

-- CreateIndex
CREATE INDEX "activities_achievement_id_idx" ON "activities"("achievement_id");

-- CreateIndex
CREATE INDEX "activities_venue_award_id_idx" ON "activities"("venue_award_id");

-- CreateIndex
CREATE INDEX "activities_event_id_idx" ON "activities"("event_id");

-- CreateIndex
CREATE INDEX "activities_gig_id_idx" ON "activities"("gig_id");

-- CreateIndex
CREATE INDEX "feed_entries_member_id_created_at_activity_id_idx" ON "feed_entries"("member_id", "created_at" DESC, "activity_id" DESC);

-- CreateIndex
CREATE INDEX "feed_entries_member_id_actor_id_idx" ON "feed_entries"("member_id", "actor_id");

-- CreateIndex
CREATE INDEX "feed_entries_activity_id_idx" ON "feed_entries"("activity_id");

-- CreateIndex
CREATE INDEX "feed_entries_actor_id_idx" ON "feed_entries"("actor_id");

-- CreateIndex
CREATE INDEX "mutes_muted_id_idx" ON "mutes"("muted_id");

-- AddForeignKey
ALTER TABLE "activities" ADD CONSTRAINT "activities_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activities" ADD CONSTRAINT "activities_cocktail_id_fkey" FOREIGN KEY ("cocktail_id") REFERENCES "cocktails"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activities" ADD CONSTRAINT "activities_repour_id_fkey" FOREIGN KEY ("repour_id") REFERENCES "repours"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activities" ADD CONSTRAINT "activities_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "cocktail_reviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activities" ADD CONSTRAINT "activities_check_in_id_fkey" FOREIGN KEY ("check_in_id") REFERENCES "check_ins"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activities" ADD CONSTRAINT "activities_work_entry_id_fkey" FOREIGN KEY ("work_entry_id") REFERENCES "work_entries"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activities" ADD CONSTRAINT "activities_achievement_id_fkey" FOREIGN KEY ("achievement_id") REFERENCES "achievements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activities" ADD CONSTRAINT "activities_venue_award_id_fkey" FOREIGN KEY ("venue_award_id") REFERENCES "venue_awards"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activities" ADD CONSTRAINT "activities_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activities" ADD CONSTRAINT "activities_gig_id_fkey" FOREIGN KEY ("gig_id") REFERENCES "gigs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feed_entries" ADD CONSTRAINT "feed_entries_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feed_entries" ADD CONSTRAINT "feed_entries_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feed_entries" ADD CONSTRAINT "feed_entries_activity_id_fkey" FOREIGN KEY ("activity_id") REFERENCES "activities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mutes" ADD CONSTRAINT "mutes_muter_id_fkey" FOREIGN KEY ("muter_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mutes" ADD CONSTRAINT "mutes_muted_id_fkey" FOREIGN KEY ("muted_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The home feed (issue 40, decision 0073). Acts are written by triggers on their subjects' tables, in
-- the transaction of every write (the gateway, raw SQL, the seed), so no domain file records them and no
-- path can forget to; an act goes with its subject (the foreign keys above cascade).

-- Accounts with more followers than this are read at read time (fan-out on read); the others' acts are
-- written into each follower's inbox (fan-out on write). common/feed.ts FEED_FANOUT_MAX is the same number
-- (gateway/schema/feed.test.ts holds them equal).
CREATE FUNCTION "feed_fanout_max"() RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT 1000 $$;

-- An act goes into its actor's own inbox, and into each follower's when the actor is not loud.
CREATE FUNCTION "feed_fan_out"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "feed_entries" ("member_id", "activity_id", "actor_id", "created_at")
  SELECT n."actor_id", n."id", n."actor_id", n."created_at" FROM "new_rows" n
  UNION ALL
  SELECT f."follower_id", n."id", n."actor_id", n."created_at"
  FROM "new_rows" n
  JOIN "users" u ON u."id" = n."actor_id" AND u."followers_count" <= "feed_fanout_max"()
  JOIN "follows" f ON f."following_id" = n."actor_id"
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER "activities_fan_out" AFTER INSERT ON "activities"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "feed_fan_out"();

-- Following someone brings their latest acts into the follower's inbox (the loud are read at read time);
-- unfollowing takes them out.
CREATE FUNCTION "feed_follow_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "feed_entries" ("member_id", "activity_id", "actor_id", "created_at")
    SELECT NEW."follower_id", a."id", a."actor_id", a."created_at"
    FROM "activities" a
    WHERE a."actor_id" = NEW."following_id"
      AND (SELECT u."followers_count" FROM "users" u WHERE u."id" = NEW."following_id") <= "feed_fanout_max"()
    ORDER BY a."created_at" DESC, a."id" DESC
    LIMIT 100
    ON CONFLICT DO NOTHING;
    RETURN NEW;
  END IF;
  DELETE FROM "feed_entries" WHERE "member_id" = OLD."follower_id" AND "actor_id" = OLD."following_id";
  RETURN OLD;
END
$$;
CREATE TRIGGER "follows_feed_insert" AFTER INSERT ON "follows" FOR EACH ROW EXECUTE FUNCTION "feed_follow_changed"();
CREATE TRIGGER "follows_feed_delete" AFTER DELETE ON "follows" FOR EACH ROW EXECUTE FUNCTION "feed_follow_changed"();

-- The acts, one function per subject table (statement triggers: a bulk insert is one insert of acts).
CREATE FUNCTION "activity_of_cocktails"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "activities" ("actor_id", "kind", "cocktail_id", "created_at")
  SELECT "creator_id", 'cocktail_posted', "id", "created_at" FROM "new_rows" WHERE "creator_id" IS NOT NULL;
  RETURN NULL;
END
$$;
CREATE TRIGGER "cocktails_activity" AFTER INSERT ON "cocktails"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "activity_of_cocktails"();

CREATE FUNCTION "activity_of_repours"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "activities" ("actor_id", "kind", "repour_id", "cocktail_id", "created_at")
  SELECT "user_id", 'repoured', "id", "cocktail_id", "created_at" FROM "new_rows";
  RETURN NULL;
END
$$;
CREATE TRIGGER "repours_activity" AFTER INSERT ON "repours"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "activity_of_repours"();

CREATE FUNCTION "activity_of_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "activities" ("actor_id", "kind", "review_id", "cocktail_id", "created_at")
  SELECT "user_id", 'reviewed', "id", "cocktail_id", "created_at" FROM "new_rows";
  RETURN NULL;
END
$$;
CREATE TRIGGER "cocktail_reviews_activity" AFTER INSERT ON "cocktail_reviews"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "activity_of_reviews"();

CREATE FUNCTION "activity_of_check_ins"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "activities" ("actor_id", "kind", "check_in_id", "cocktail_id", "created_at")
  SELECT "user_id", 'checked_in', "id", "cocktail_id", "created_at" FROM "new_rows";
  RETURN NULL;
END
$$;
CREATE TRIGGER "check_ins_activity" AFTER INSERT ON "check_ins"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "activity_of_check_ins"();

CREATE FUNCTION "activity_of_achievements"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "activities" ("actor_id", "kind", "achievement_id", "created_at")
  SELECT "user_id", 'achievement_added', "id", "created_at" FROM "new_rows";
  RETURN NULL;
END
$$;
CREATE TRIGGER "achievements_activity" AFTER INSERT ON "achievements"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "activity_of_achievements"();

CREATE FUNCTION "activity_of_venue_awards"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "activities" ("actor_id", "kind", "venue_award_id", "created_at")
  SELECT "created_by_id", 'venue_award_added', "id", "created_at" FROM "new_rows";
  RETURN NULL;
END
$$;
CREATE TRIGGER "venue_awards_activity" AFTER INSERT ON "venue_awards"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "activity_of_venue_awards"();

CREATE FUNCTION "activity_of_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "activities" ("actor_id", "kind", "event_id", "created_at")
  SELECT "owner_id", 'event_posted', "id", "created_at" FROM "new_rows";
  RETURN NULL;
END
$$;
CREATE TRIGGER "events_activity" AFTER INSERT ON "events"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "activity_of_events"();

CREATE FUNCTION "activity_of_gigs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "activities" ("actor_id", "kind", "gig_id", "created_at")
  SELECT "poster_id", 'gig_posted', "id", "created_at" FROM "new_rows";
  RETURN NULL;
END
$$;
CREATE TRIGGER "gigs_activity" AFTER INSERT ON "gigs"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "activity_of_gigs"();

-- A position becomes an act when its organisation verifies it, and stops being one when it no longer is.
CREATE FUNCTION "activity_of_work_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."verification_status" = 'verified' AND (TG_OP = 'INSERT' OR OLD."verification_status" <> 'verified') THEN
    INSERT INTO "activities" ("actor_id", "kind", "work_entry_id", "created_at")
    VALUES (NEW."user_id", 'position_verified', NEW."id", CURRENT_TIMESTAMP);
  ELSIF TG_OP = 'UPDATE' AND OLD."verification_status" = 'verified' AND NEW."verification_status" <> 'verified' THEN
    DELETE FROM "activities" WHERE "work_entry_id" = NEW."id" AND "kind" = 'position_verified';
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER "work_entries_activity_insert" AFTER INSERT ON "work_entries"
  FOR EACH ROW EXECUTE FUNCTION "activity_of_work_entries"();
CREATE TRIGGER "work_entries_activity_update" AFTER UPDATE OF "verification_status" ON "work_entries"
  FOR EACH ROW EXECUTE FUNCTION "activity_of_work_entries"();

-- What was done before the feed existed, newest 1,000 of each kind, so no feed starts empty for a member
-- who already follows someone.
INSERT INTO "activities" ("actor_id", "kind", "cocktail_id", "created_at")
SELECT "creator_id", 'cocktail_posted', "id", "created_at" FROM "cocktails" WHERE "creator_id" IS NOT NULL ORDER BY "created_at" DESC LIMIT 1000;
INSERT INTO "activities" ("actor_id", "kind", "repour_id", "cocktail_id", "created_at")
SELECT "user_id", 'repoured', "id", "cocktail_id", "created_at" FROM "repours" ORDER BY "created_at" DESC LIMIT 1000;
INSERT INTO "activities" ("actor_id", "kind", "review_id", "cocktail_id", "created_at")
SELECT "user_id", 'reviewed', "id", "cocktail_id", "created_at" FROM "cocktail_reviews" ORDER BY "created_at" DESC LIMIT 1000;
INSERT INTO "activities" ("actor_id", "kind", "check_in_id", "cocktail_id", "created_at")
SELECT "user_id", 'checked_in', "id", "cocktail_id", "created_at" FROM "check_ins" ORDER BY "created_at" DESC LIMIT 1000;
INSERT INTO "activities" ("actor_id", "kind", "achievement_id", "created_at")
SELECT "user_id", 'achievement_added', "id", "created_at" FROM "achievements" ORDER BY "created_at" DESC LIMIT 1000;
INSERT INTO "activities" ("actor_id", "kind", "venue_award_id", "created_at")
SELECT "created_by_id", 'venue_award_added', "id", "created_at" FROM "venue_awards" ORDER BY "created_at" DESC LIMIT 1000;
INSERT INTO "activities" ("actor_id", "kind", "event_id", "created_at")
SELECT "owner_id", 'event_posted', "id", "created_at" FROM "events" ORDER BY "created_at" DESC LIMIT 1000;
INSERT INTO "activities" ("actor_id", "kind", "gig_id", "created_at")
SELECT "poster_id", 'gig_posted', "id", "created_at" FROM "gigs" ORDER BY "created_at" DESC LIMIT 1000;
INSERT INTO "activities" ("actor_id", "kind", "work_entry_id", "created_at")
SELECT "user_id", 'position_verified', "id", "updated_at" FROM "work_entries" WHERE "verification_status" = 'verified' ORDER BY "updated_at" DESC LIMIT 1000;
