-- DropIndex
DROP INDEX "cocktail_reviews_cocktail_id_idx";

-- AlterTable
ALTER TABLE "cocktail_reviews" ADD COLUMN     "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "cocktails" ADD COLUMN     "rating_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "rating_sum" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "cocktail_reviews_cocktail_id_id_idx" ON "cocktail_reviews"("cocktail_id", "id");

-- CreateIndex
CREATE INDEX "cocktail_reviews_user_id_rating_created_at_idx" ON "cocktail_reviews"("user_id", "rating" DESC, "created_at" DESC);

-- Reviews (issue 23, decision 45). A rating is a whole number of stars, 1 to 5, whoever writes the row.
ALTER TABLE "cocktail_reviews" ADD CONSTRAINT "cocktail_reviews_rating_range" CHECK ("rating" BETWEEN 1 AND 5);

-- A cocktail's average and count read two columns of its row, kept as decision 32's counters are: statement
-- triggers with the rows a statement changed, in the transaction of every write (the gateway, the seed,
-- raw SQL, a member's deletion cascading to their reviews). Rows of a cocktail being deleted are gone
-- before these run, so the update finds nothing to move.
CREATE FUNCTION cocktail_ratings_move() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE cocktails c SET rating_count = c.rating_count + d.n, rating_sum = c.rating_sum + d.s
    FROM (SELECT cocktail_id, count(*)::int AS n, sum(rating)::int AS s FROM new_rows GROUP BY cocktail_id) d
    WHERE c.id = d.cocktail_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE cocktails c SET rating_count = c.rating_count - d.n, rating_sum = c.rating_sum - d.s
    FROM (SELECT cocktail_id, count(*)::int AS n, sum(rating)::int AS s FROM old_rows GROUP BY cocktail_id) d
    WHERE c.id = d.cocktail_id;
  ELSE
    UPDATE cocktails c SET rating_count = c.rating_count + d.n, rating_sum = c.rating_sum + d.s
    FROM (
      SELECT cocktail_id, sum(n)::int AS n, sum(s)::int AS s FROM (
        SELECT cocktail_id, 1 AS n, rating AS s FROM new_rows
        UNION ALL
        SELECT cocktail_id, -1 AS n, -rating AS s FROM old_rows
      ) moved
      GROUP BY cocktail_id
    ) d
    WHERE c.id = d.cocktail_id AND (d.n <> 0 OR d.s <> 0);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER cocktail_reviews_ratings_insert AFTER INSERT ON cocktail_reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cocktail_ratings_move();
CREATE TRIGGER cocktail_reviews_ratings_update AFTER UPDATE ON cocktail_reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cocktail_ratings_move();
CREATE TRIGGER cocktail_reviews_ratings_delete AFTER DELETE ON cocktail_reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cocktail_ratings_move();

-- Every cocktail's figures again from the rows: this migration's backfill, and after a TRUNCATE (which
-- fires no DELETE trigger).
CREATE FUNCTION cocktail_ratings_recount() RETURNS void
  LANGUAGE sql
  AS $$
  UPDATE cocktails c SET rating_count = coalesce(r.n, 0), rating_sum = coalesce(r.s, 0)
  FROM cocktails m
  LEFT JOIN (SELECT cocktail_id, count(*)::int AS n, sum(rating)::int AS s FROM cocktail_reviews GROUP BY cocktail_id) r
    ON r.cocktail_id = m.id
  WHERE c.id = m.id AND (c.rating_count, c.rating_sum) IS DISTINCT FROM (coalesce(r.n, 0), coalesce(r.s, 0));
$$;

CREATE FUNCTION cocktail_ratings_truncated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM cocktail_ratings_recount();
  RETURN NULL;
END
$$;

CREATE TRIGGER cocktail_reviews_ratings_truncate AFTER TRUNCATE ON cocktail_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION cocktail_ratings_truncated();

SELECT cocktail_ratings_recount();
