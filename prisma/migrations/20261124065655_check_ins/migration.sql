-- AlterTable
ALTER TABLE "check_ins" ADD COLUMN     "cocktail_id" INTEGER;

-- AlterTable
ALTER TABLE "venues" ADD COLUMN     "check_ins_count" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "check_ins_user_id_venue_id_created_at_idx" ON "check_ins"("user_id", "venue_id", "created_at");

-- CreateIndex
CREATE INDEX "check_ins_cocktail_id_idx" ON "check_ins"("cocktail_id");

-- AddForeignKey
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_cocktail_id_fkey" FOREIGN KEY ("cocktail_id") REFERENCES "cocktails"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A venue's check-in count (docs/decisions/0046), moved by statement triggers in the writing statement's
-- transaction as the cocktail counters are (decision 32): every path that writes check-ins (a check-in,
-- its removal, a member's or a venue's removal cascading, a merge of duplicate venues) keeps it exact.
-- The UPDATE trigger has no column list (PostgreSQL allows none with transition tables): an update that
-- keeps the venue takes one off and puts one back.
CREATE FUNCTION "check_ins_count_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "venues" v SET "check_ins_count" = v."check_ins_count" - o."n"
    FROM (SELECT "venue_id", count(*) AS "n" FROM "old_rows" GROUP BY "venue_id") o
    WHERE v."id" = o."venue_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "venues" v SET "check_ins_count" = v."check_ins_count" + n."n"
    FROM (SELECT "venue_id", count(*) AS "n" FROM "new_rows" GROUP BY "venue_id") n
    WHERE v."id" = n."venue_id";
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "check_ins_count_insert" AFTER INSERT ON "check_ins"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "check_ins_count_move"();
CREATE TRIGGER "check_ins_count_delete" AFTER DELETE ON "check_ins"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "check_ins_count_move"();
CREATE TRIGGER "check_ins_count_update" AFTER UPDATE ON "check_ins"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "check_ins_count_move"();

UPDATE "venues" v SET "check_ins_count" = c."n"
FROM (SELECT "venue_id", count(*) AS "n" FROM "check_ins" GROUP BY "venue_id") c
WHERE v."id" = c."venue_id";
