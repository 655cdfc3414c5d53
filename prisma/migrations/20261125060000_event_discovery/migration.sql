-- AlterTable
ALTER TABLE "events" ADD COLUMN     "city" TEXT,
ADD COLUMN     "city_search" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "going_count" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "event_attendees" (
    "event_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "event_attendees_pkey" PRIMARY KEY ("event_id","user_id")
);

-- CreateIndex
CREATE INDEX "event_attendees_user_id_idx" ON "event_attendees"("user_id");

-- CreateIndex
CREATE INDEX "events_date_time_id_idx" ON "events"("date", "time", "id");

-- CreateIndex
CREATE INDEX "events_city_search_date_time_id_idx" ON "events"("city_search", "date", "time", "id");

-- AddForeignKey
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Existing events get the city the app now writes on every create and update (docs/decisions/0053): the
-- venue's, else the first part of the owner's profile location. The app folds the filter key with
-- common/search-text.ts; SQL has no such folding (no unaccent on PGlite), so these rows get it lower-cased
-- with spaces collapsed, which differs only for accented names, until the event is next saved.
UPDATE "events" e SET "city" = NULLIF(btrim(regexp_replace(COALESCE(
    NULLIF(btrim((SELECT v."city" FROM "venues" v WHERE v."id" = e."venue_id")), ''),
    split_part((SELECT COALESCE(u."location", '') FROM "users" u WHERE u."id" = e."owner_id"), ',', 1)
  ), '\s+', ' ', 'g')), '');
UPDATE "events" SET "city_search" = lower("city") WHERE "city" IS NOT NULL;
