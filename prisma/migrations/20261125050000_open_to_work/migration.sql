-- CreateEnum
CREATE TYPE "WorkRole" AS ENUM ('bartender', 'bar_back', 'head_bartender', 'bar_manager', 'brand_ambassador', 'consultant', 'event_staff');

-- CreateTable
CREATE TABLE "open_to_work" (
    "user_id" INTEGER NOT NULL,
    "roles" "WorkRole"[],
    "cities" TEXT[],
    "city_keys" TEXT[],
    "note" TEXT,
    "specialty_keys" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "has_verified_position" BOOLEAN NOT NULL DEFAULT false,
    "since" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "open_to_work_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE INDEX "open_to_work_rank_idx" ON "open_to_work"("has_verified_position", "since", "user_id");

-- CreateIndex
CREATE INDEX "open_to_work_roles_idx" ON "open_to_work" USING GIN ("roles");

-- CreateIndex
CREATE INDEX "open_to_work_city_keys_idx" ON "open_to_work" USING GIN ("city_keys");

-- CreateIndex
CREATE INDEX "open_to_work_specialty_keys_idx" ON "open_to_work" USING GIN ("specialty_keys");

-- AddForeignKey
ALTER TABLE "open_to_work" ADD CONSTRAINT "open_to_work_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- What the search filters and ranks by, kept in step with the tables they come from by triggers, in the
-- writing statement's transaction (as decisions 32 and 46 keep counters), so that every path that writes
-- those tables (a profile edit, a verification decided, an entry edited or removed, an admin changing an
-- account's type, a member's removal cascading) keeps the rows right (docs/decisions/0051).

-- A member's specialties as a specialty filter compares them.
CREATE FUNCTION "open_to_work_specialty_keys"("specialties" TEXT[]) RETURNS TEXT[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT lower(s)), ARRAY[]::TEXT[]) FROM unnest("specialties") AS s
$$;

-- has_verified_position of these members, written only where it changes.
CREATE FUNCTION "open_to_work_refresh_verified"("ids" INTEGER[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "open_to_work" o SET "has_verified_position" = v."verified"
  FROM (
    SELECT m AS "user_id",
           EXISTS (SELECT 1 FROM "work_entries" w WHERE w."user_id" = m AND w."verification_status" = 'verified') AS "verified"
    FROM unnest("ids") AS m
  ) v
  WHERE o."user_id" = v."user_id" AND o."has_verified_position" IS DISTINCT FROM v."verified"
$$;

-- Statement triggers with transition tables (PostgreSQL allows no column list with them): an update that
-- changes neither an entry's status to or from verified nor its member refreshes nobody.
CREATE FUNCTION "work_entries_open_to_work"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "open_to_work_refresh_verified"(ARRAY(SELECT DISTINCT "user_id" FROM "new_rows" WHERE "verification_status" = 'verified'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "open_to_work_refresh_verified"(ARRAY(SELECT DISTINCT "user_id" FROM "old_rows" WHERE "verification_status" = 'verified'));
  ELSE
    PERFORM "open_to_work_refresh_verified"(ARRAY(
      SELECT o."user_id" FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
        WHERE (o."verification_status" = 'verified') <> (n."verification_status" = 'verified') OR o."user_id" <> n."user_id"
      UNION
      SELECT n."user_id" FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
        WHERE (o."verification_status" = 'verified') <> (n."verification_status" = 'verified') OR o."user_id" <> n."user_id"
    ));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "work_entries_open_to_work_insert" AFTER INSERT ON "work_entries"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "work_entries_open_to_work"();
CREATE TRIGGER "work_entries_open_to_work_delete" AFTER DELETE ON "work_entries"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "work_entries_open_to_work"();
CREATE TRIGGER "work_entries_open_to_work_update" AFTER UPDATE ON "work_entries"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "work_entries_open_to_work"();

-- A member's specialties follow into their row; an account that is no longer a bartender's (an admin
-- changed its type) is no longer open to work. A row trigger with a column list: the counters' updates
-- of users (follows, cocktails) never fire it.
CREATE FUNCTION "users_open_to_work"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."profile_type" <> 'bartender' THEN
    DELETE FROM "open_to_work" WHERE "user_id" = NEW."id";
  ELSE
    UPDATE "open_to_work" SET "specialty_keys" = "open_to_work_specialty_keys"(NEW."specialties") WHERE "user_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "users_open_to_work" AFTER UPDATE OF "specialties", "profile_type" ON "users"
  FOR EACH ROW
  WHEN (OLD."specialties" IS DISTINCT FROM NEW."specialties" OR OLD."profile_type" IS DISTINCT FROM NEW."profile_type")
  EXECUTE FUNCTION "users_open_to_work"();
