-- AlterTable
ALTER TABLE "users" ADD COLUMN     "weekly_top10_hits" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "weekly_top10_periods" (
    "period" TEXT NOT NULL,
    "starts_at" TIMESTAMP(3) NOT NULL,
    "ends_at" TIMESTAMP(3) NOT NULL,
    "computed_at" TIMESTAMP(3),

    CONSTRAINT "weekly_top10_periods_pkey" PRIMARY KEY ("period")
);

-- CreateTable
CREATE TABLE "weekly_top10_entries" (
    "period" TEXT NOT NULL,
    "rank" SMALLINT NOT NULL,
    "cocktail_id" INTEGER,
    "creator_id" INTEGER,
    "likes" INTEGER NOT NULL,
    "repours" INTEGER NOT NULL,
    "score" INTEGER NOT NULL,

    CONSTRAINT "weekly_top10_entries_pkey" PRIMARY KEY ("period","rank")
);

-- CreateIndex
CREATE INDEX "weekly_top10_entries_cocktail_id_idx" ON "weekly_top10_entries"("cocktail_id");

-- CreateIndex
CREATE INDEX "weekly_top10_entries_creator_id_idx" ON "weekly_top10_entries"("creator_id");

-- CreateIndex
CREATE INDEX "cocktail_likes_created_at_cocktail_id_idx" ON "cocktail_likes"("created_at", "cocktail_id");

-- AddForeignKey
ALTER TABLE "weekly_top10_entries" ADD CONSTRAINT "weekly_top10_entries_period_fkey" FOREIGN KEY ("period") REFERENCES "weekly_top10_periods"("period") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "weekly_top10_entries" ADD CONSTRAINT "weekly_top10_entries_cocktail_id_fkey" FOREIGN KEY ("cocktail_id") REFERENCES "cocktails"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "weekly_top10_entries" ADD CONSTRAINT "weekly_top10_entries_creator_id_fkey" FOREIGN KEY ("creator_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The Weekly Top 10 (issue 23, decision 49). A list has ten places at most.
ALTER TABLE "weekly_top10_entries" ADD CONSTRAINT "weekly_top10_entries_rank_range" CHECK ("rank" BETWEEN 1 AND 10);

-- The live list's row, never computed yet: the server's first refresh claims it (gateway/domain/weekly-top10.ts).
-- Times are UTC, as every timestamp column of this schema.
INSERT INTO "weekly_top10_periods" ("period", "starts_at", "ends_at", "computed_at")
VALUES ('rolling', (now() AT TIME ZONE 'UTC') - interval '7 days', now() AT TIME ZONE 'UTC', NULL);
