-- The cocktail list's sorts (issue 42, decision 0078): newest reads the (created_at DESC, id DESC) index
-- already there; top rated, most liked and most re-poured each read an index of their own, ties broken
-- by id, so a page is a page of its index at any depth.

-- The average rating as a stored generated column of the counters the reviews' triggers keep (decision
-- 45): 0 without reviews, so the column is never null and unrated cocktails come last.
ALTER TABLE "cocktails" ADD COLUMN "rating_average" DOUBLE PRECISION NOT NULL
  GENERATED ALWAYS AS (CASE WHEN rating_count > 0 THEN rating_sum::double precision / rating_count::double precision ELSE 0::double precision END) STORED;

-- CreateIndex
CREATE INDEX "cocktails_rating_average_rating_count_id_idx" ON "cocktails"("rating_average" DESC, "rating_count" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "cocktails_likes_count_id_idx" ON "cocktails"("likes_count" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "cocktails_repours_count_id_idx" ON "cocktails"("repours_count" DESC, "id" DESC);
