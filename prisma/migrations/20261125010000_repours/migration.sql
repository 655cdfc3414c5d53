-- AlterTable
ALTER TABLE "repours" ADD COLUMN     "note" TEXT;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "total_repours" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "repours_user_id_created_at_id_idx" ON "repours"("user_id", "created_at" DESC, "id" DESC);

-- Re-pours (issue 23, decision 47). A note is short whoever writes the row (REPOUR_NOTE_MAX in common/repours.ts).
ALTER TABLE "repours" ADD CONSTRAINT "repours_note_length" CHECK ("note" IS NULL OR char_length("note") <= 280);

-- Two counters, kept as decisions 32 and 45 keep theirs: statement triggers with the rows a statement
-- changed, in the transaction of every write (the gateway, raw SQL, a member's or a cocktail's deletion
-- cascading to its re-pours):
--  * cocktails.repours_count: the cocktail's re-pours, moved by the repours table's triggers;
--  * users.total_repours ("Total Re-pours"): the sum of repours_count over the member's PUBLIC cocktails,
--    moved by the cocktails table's triggers whenever a statement changes a cocktail's repours_count,
--    visibility or creator, or inserts or deletes one: the old rows' share comes off their creators, the
--    new rows' share goes on. A re-pour thus moves both, taking the cocktail's row, then its creator's.
-- The UPDATE triggers have no column list (PostgreSQL allows none with transition tables): an update that
-- changes none of those columns (an edit, a like) moves nothing and locks no other row.
CREATE FUNCTION "repours_count_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "cocktails" c SET "repours_count" = c."repours_count" + d."n"
    FROM (SELECT "cocktail_id", count(*)::int AS "n" FROM "new_rows" GROUP BY "cocktail_id") d
    WHERE c."id" = d."cocktail_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "cocktails" c SET "repours_count" = c."repours_count" - d."n"
    FROM (SELECT "cocktail_id", count(*)::int AS "n" FROM "old_rows" GROUP BY "cocktail_id") d
    WHERE c."id" = d."cocktail_id";
  ELSE
    UPDATE "cocktails" c SET "repours_count" = c."repours_count" + d."n"
    FROM (
      SELECT "cocktail_id", sum("n")::int AS "n" FROM (
        SELECT "cocktail_id", 1 AS "n" FROM "new_rows"
        UNION ALL
        SELECT "cocktail_id", -1 AS "n" FROM "old_rows"
      ) "moved"
      GROUP BY "cocktail_id"
    ) d
    WHERE c."id" = d."cocktail_id" AND d."n" <> 0;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "repours_count_insert" AFTER INSERT ON "repours"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "repours_count_move"();
CREATE TRIGGER "repours_count_update" AFTER UPDATE ON "repours"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "repours_count_move"();
CREATE TRIGGER "repours_count_delete" AFTER DELETE ON "repours"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "repours_count_move"();

-- A deleted cocktail's re-pours are gone by cascade before this runs (the repours trigger then finds no
-- cocktail to move); its old row still carries its repours_count, which comes off its creator here.
CREATE FUNCTION "users_total_repours_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "users" u SET "total_repours" = u."total_repours" + d."n"
    FROM (
      SELECT "creator_id", sum("repours_count")::int AS "n" FROM "new_rows"
      WHERE "visibility" = 'public' AND "repours_count" <> 0 AND "creator_id" IS NOT NULL
      GROUP BY "creator_id"
    ) d
    WHERE u."id" = d."creator_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "users" u SET "total_repours" = u."total_repours" - d."n"
    FROM (
      SELECT "creator_id", sum("repours_count")::int AS "n" FROM "old_rows"
      WHERE "visibility" = 'public' AND "repours_count" <> 0 AND "creator_id" IS NOT NULL
      GROUP BY "creator_id"
    ) d
    WHERE u."id" = d."creator_id";
  ELSE
    UPDATE "users" u SET "total_repours" = u."total_repours" + d."n"
    FROM (
      SELECT "creator_id", sum("n")::int AS "n" FROM (
        SELECT "creator_id", "repours_count" AS "n" FROM "new_rows" WHERE "visibility" = 'public' AND "repours_count" <> 0
        UNION ALL
        SELECT "creator_id", -"repours_count" AS "n" FROM "old_rows" WHERE "visibility" = 'public' AND "repours_count" <> 0
      ) "moved"
      WHERE "creator_id" IS NOT NULL
      GROUP BY "creator_id"
    ) d
    WHERE u."id" = d."creator_id" AND d."n" <> 0;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "cocktails_total_repours_insert" AFTER INSERT ON "cocktails"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "users_total_repours_move"();
CREATE TRIGGER "cocktails_total_repours_update" AFTER UPDATE ON "cocktails"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "users_total_repours_move"();
CREATE TRIGGER "cocktails_total_repours_delete" AFTER DELETE ON "cocktails"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "users_total_repours_move"();

-- Both counters again from the rows: this migration's backfill, after a TRUNCATE of repours (which fires no
-- DELETE trigger), and after a bulk load with triggers off.
CREATE FUNCTION "repour_counts_recount"() RETURNS void LANGUAGE sql AS $$
  UPDATE "cocktails" c SET "repours_count" = coalesce(r."n", 0)
  FROM "cocktails" m
  LEFT JOIN (SELECT "cocktail_id", count(*)::int AS "n" FROM "repours" GROUP BY "cocktail_id") r ON r."cocktail_id" = m."id"
  WHERE c."id" = m."id" AND c."repours_count" <> coalesce(r."n", 0);
  UPDATE "users" u SET "total_repours" = coalesce(t."n", 0)
  FROM "users" m
  LEFT JOIN (
    SELECT "creator_id", sum("repours_count")::int AS "n" FROM "cocktails"
    WHERE "visibility" = 'public' AND "creator_id" IS NOT NULL
    GROUP BY "creator_id"
  ) t ON t."creator_id" = m."id"
  WHERE u."id" = m."id" AND u."total_repours" <> coalesce(t."n", 0);
$$;

CREATE FUNCTION "repour_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "repour_counts_recount"();
  RETURN NULL;
END
$$;

CREATE TRIGGER "repours_count_truncate" AFTER TRUNCATE ON "repours"
  FOR EACH STATEMENT EXECUTE FUNCTION "repour_counts_truncated"();

SELECT "repour_counts_recount"();
