-- CreateEnum
CREATE TYPE "Recognition" AS ENUM ('verified', 'og', 'identity_verified');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "verified_position" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "recognition_changes" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "changed_by_id" INTEGER,
    "recognition" "Recognition" NOT NULL,
    "granted" BOOLEAN NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "recognition_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "recognition_changes_user_id_created_at_idx" ON "recognition_changes"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "recognition_changes_changed_by_id_idx" ON "recognition_changes"("changed_by_id");

-- AddForeignKey
ALTER TABLE "recognition_changes" ADD CONSTRAINT "recognition_changes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recognition_changes" ADD CONSTRAINT "recognition_changes_changed_by_id_fkey" FOREIGN KEY ("changed_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Badges (docs/decisions/0050): only the two the spec names. Anything else was never written by the app.
UPDATE "users" SET "badges" = ARRAY(
  SELECT DISTINCT b FROM unnest("badges") AS b WHERE b IN ('og', 'identity_verified')
) WHERE NOT ("badges" <@ ARRAY['og', 'identity_verified']::text[]);
ALTER TABLE "users" ADD CONSTRAINT "users_badges_known" CHECK ("badges" <@ ARRAY['og', 'identity_verified']::text[]);

-- The verified tick's second source (decision 50): users.verified_position says whether the member has a
-- current position (flagged current, no end date) whose verification status is verified. Kept here, in the
-- writing statement's transaction, on every path that writes work entries (a decision, an edit that resets
-- the status, a removal, a member's removal cascading), so lists of people read it as a column.
-- The member's row is locked before the count is taken: each statement of a plpgsql function takes a new
-- snapshot, so two parallel changes to one member's entries queue and the second sees the first.
CREATE FUNCTION "users_verified_position_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT DISTINCT "user_id" FROM "new_rows");
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT DISTINCT "user_id" FROM "old_rows");
  ELSE
    ids := ARRAY(SELECT "user_id" FROM "old_rows" UNION SELECT "user_id" FROM "new_rows");
  END IF;
  PERFORM 1 FROM "users" WHERE "id" = ANY(ids) ORDER BY "id" FOR UPDATE;
  UPDATE "users" u SET "verified_position" = v."verified"
  FROM (
    SELECT x."id", EXISTS (
      SELECT 1 FROM "work_entries" w
      WHERE w."user_id" = x."id" AND w."current" AND w."end_date" IS NULL AND w."verification_status" = 'verified'
    ) AS "verified"
    FROM unnest(ids) AS x("id")
  ) v
  WHERE u."id" = v."id" AND u."verified_position" IS DISTINCT FROM v."verified";
  RETURN NULL;
END
$$;

CREATE TRIGGER "work_entries_verified_position_insert" AFTER INSERT ON "work_entries"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "users_verified_position_sync"();
CREATE TRIGGER "work_entries_verified_position_delete" AFTER DELETE ON "work_entries"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "users_verified_position_sync"();
CREATE TRIGGER "work_entries_verified_position_update" AFTER UPDATE ON "work_entries"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "users_verified_position_sync"();

UPDATE "users" u SET "verified_position" = true
WHERE EXISTS (
  SELECT 1 FROM "work_entries" w
  WHERE w."user_id" = u."id" AND w."current" AND w."end_date" IS NULL AND w."verification_status" = 'verified'
);
