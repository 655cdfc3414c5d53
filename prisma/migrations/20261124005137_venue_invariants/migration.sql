-- The venue rules held by the database (issue 19): one venue per bar account, one venue per name and city.
-- Rows that parallel requests made before these constraints held are resolved first, so the indexes can
-- be created on any database: duplicates of a name and city fold into the first such venue (what named
-- them now names it), and an account that owns several venues keeps the first it got.

CREATE TEMP TABLE "venue_duplicates" AS
  SELECT v."id" AS "duplicate_id", k."kept_id"
  FROM "venues" v
  JOIN (SELECT "search_text", min("id") AS "kept_id" FROM "venues" GROUP BY "search_text" HAVING count(*) > 1) k
    ON k."search_text" = v."search_text" AND v."id" <> k."kept_id";

UPDATE "cocktails" t SET "venue_id" = d."kept_id" FROM "venue_duplicates" d WHERE t."venue_id" = d."duplicate_id";
UPDATE "work_entries" t SET "venue_id" = d."kept_id" FROM "venue_duplicates" d WHERE t."venue_id" = d."duplicate_id";
UPDATE "verification_requests" t SET "venue_id" = d."kept_id" FROM "venue_duplicates" d WHERE t."venue_id" = d."duplicate_id";
UPDATE "venue_awards" t SET "venue_id" = d."kept_id" FROM "venue_duplicates" d WHERE t."venue_id" = d."duplicate_id";
UPDATE "events" t SET "venue_id" = d."kept_id" FROM "venue_duplicates" d WHERE t."venue_id" = d."duplicate_id";
UPDATE "check_ins" t SET "venue_id" = d."kept_id" FROM "venue_duplicates" d WHERE t."venue_id" = d."duplicate_id";
UPDATE "venue_claims" t SET "venue_id" = d."kept_id" FROM "venue_duplicates" d WHERE t."venue_id" = d."duplicate_id";
-- A brand partnered with two of the duplicates keeps one partnership.
DELETE FROM "partnerships" p USING (
  SELECT q."id", row_number() OVER (PARTITION BY q."brand_user_id", coalesce(d."kept_id", q."venue_id") ORDER BY q."id") AS "n"
  FROM "partnerships" q LEFT JOIN "venue_duplicates" d ON d."duplicate_id" = q."venue_id"
) r WHERE r."id" = p."id" AND r."n" > 1;
UPDATE "partnerships" t SET "venue_id" = d."kept_id" FROM "venue_duplicates" d WHERE t."venue_id" = d."duplicate_id";
-- The kept venue takes the owner of the first duplicate that had one, when it had none.
UPDATE "venues" k SET "owner_id" = o."owner_id", "is_verified" = k."is_verified" OR o."is_verified"
FROM (
  SELECT DISTINCT ON (d."kept_id") d."kept_id", v."owner_id", v."is_verified"
  FROM "venue_duplicates" d JOIN "venues" v ON v."id" = d."duplicate_id"
  WHERE v."owner_id" IS NOT NULL
  ORDER BY d."kept_id", v."id"
) o
WHERE k."id" = o."kept_id" AND k."owner_id" IS NULL;
DELETE FROM "venues" v USING "venue_duplicates" d WHERE v."id" = d."duplicate_id";
DROP TABLE "venue_duplicates";

-- An account that owns several venues keeps the first; the others lose their owner and its open listing.
WITH "extra" AS (
  SELECT v."id", v."owner_id" FROM "venues" v
  WHERE v."owner_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "venues" w WHERE w."owner_id" = v."owner_id" AND w."id" < v."id")
), "withdrawn" AS (
  UPDATE "venue_claims" c SET "status" = 'withdrawn' FROM "extra" e
  WHERE c."venue_id" = e."id" AND c."claimant_id" = e."owner_id" AND c."status" = 'pending'
  RETURNING c."id"
)
UPDATE "venues" v SET "owner_id" = NULL FROM "extra" e WHERE v."id" = e."id";

-- DropIndex
DROP INDEX "venues_owner_id_idx";

-- CreateIndex
CREATE UNIQUE INDEX "venues_owner_id_key" ON "venues"("owner_id");

-- CreateIndex
CREATE UNIQUE INDEX "venues_search_text_key" ON "venues"("search_text");
