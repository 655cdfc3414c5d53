-- A report keeps the cocktail's name as it was when the report was made (spec section 3: cocktail_name),
-- since its message speaks of that version. Reports made before this learn the name the cocktail has now:
-- the name they were made under was not kept.
ALTER TABLE "cocktail_reports" ADD COLUMN "cocktail_name" TEXT;

UPDATE "cocktail_reports" r SET "cocktail_name" = c."name" FROM "cocktails" c WHERE c."id" = r."cocktail_id";

ALTER TABLE "cocktail_reports" ALTER COLUMN "cocktail_name" SET NOT NULL;
