-- Cocktail counts kept with the writes (issue 20, decision 32): the list's total and a profile's
-- cocktail count read these instead of counting cocktail rows. Statement triggers on cocktails keep them
-- in the transaction of every write, whatever makes it (the gateway, the seed's import, raw SQL, a
-- member's deletion setting creator_id to null); cocktail_counts_recount() rebuilds them from the rows.

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "private_cocktails_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "public_cocktails_count" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "cocktail_counts" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "public_count" INTEGER NOT NULL DEFAULT 0,
    "private_count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "cocktail_counts_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "cocktail_counts_one_row" CHECK ("id" = 1)
);

-- Moves the counters by the cocktails a statement added (+) or removed (-), per creator and visibility.
-- The whole-database row is updated first: it is the one row every counting write takes, so such writes
-- queue on it before they lock any member's row, in one order, and never deadlock on each other.
CREATE FUNCTION cocktail_counts_move(creator_ids integer[], public_deltas integer[], private_deltas integer[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF coalesce(array_length(creator_ids, 1), 0) = 0 THEN
    RETURN;
  END IF;
  UPDATE cocktail_counts SET
    public_count = public_count + (SELECT sum(d) FROM unnest(public_deltas) AS d),
    private_count = private_count + (SELECT sum(d) FROM unnest(private_deltas) AS d)
  WHERE id = 1;
  UPDATE users u SET
    public_cocktails_count = u.public_cocktails_count + d.public_delta,
    private_cocktails_count = u.private_cocktails_count + d.private_delta
  FROM unnest(creator_ids, public_deltas, private_deltas) AS d(creator_id, public_delta, private_delta)
  WHERE u.id = d.creator_id;
END
$$;

-- One call per statement, with the rows it changed (transition tables): a 20,000-row INSERT moves the
-- counters once, and an UPDATE that changes neither visibility nor creator (a like, an edit) moves nothing.
CREATE FUNCTION cocktail_counts_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cocktail_counts_move(array_agg(creator_id), array_agg(public_delta), array_agg(private_delta)) FROM (
      SELECT creator_id, count(*) FILTER (WHERE visibility = 'public')::int AS public_delta,
             count(*) FILTER (WHERE visibility <> 'public')::int AS private_delta
      FROM new_rows GROUP BY creator_id
    ) changed;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cocktail_counts_move(array_agg(creator_id), array_agg(public_delta), array_agg(private_delta)) FROM (
      SELECT creator_id, -count(*) FILTER (WHERE visibility = 'public')::int AS public_delta,
             -count(*) FILTER (WHERE visibility <> 'public')::int AS private_delta
      FROM old_rows GROUP BY creator_id
    ) changed;
  ELSE
    PERFORM cocktail_counts_move(array_agg(creator_id), array_agg(public_delta), array_agg(private_delta)) FROM (
      SELECT creator_id, coalesce(sum(n) FILTER (WHERE visibility = 'public'), 0)::int AS public_delta,
             coalesce(sum(n) FILTER (WHERE visibility <> 'public'), 0)::int AS private_delta
      FROM (
        SELECT n.creator_id, n.visibility, 1 AS n FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE o.visibility IS DISTINCT FROM n.visibility OR o.creator_id IS DISTINCT FROM n.creator_id
        UNION ALL
        SELECT o.creator_id, o.visibility, -1 AS n FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE o.visibility IS DISTINCT FROM n.visibility OR o.creator_id IS DISTINCT FROM n.creator_id
      ) moved
      GROUP BY creator_id
    ) changed;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER cocktails_counts_insert AFTER INSERT ON cocktails
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cocktail_counts_change();
CREATE TRIGGER cocktails_counts_update AFTER UPDATE ON cocktails
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cocktail_counts_change();
CREATE TRIGGER cocktails_counts_delete AFTER DELETE ON cocktails
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cocktail_counts_change();

-- Every counter again from the rows: this migration's backfill, and what a bulk load that ran with
-- triggers off (bench/data.ts) calls when it is done.
CREATE FUNCTION cocktail_counts_recount() RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO cocktail_counts (id, public_count, private_count)
    SELECT 1, count(*) FILTER (WHERE visibility = 'public'), count(*) FILTER (WHERE visibility <> 'public') FROM cocktails
  ON CONFLICT (id) DO UPDATE SET public_count = excluded.public_count, private_count = excluded.private_count;
  UPDATE users u SET
    public_cocktails_count = coalesce(c.public_count, 0),
    private_cocktails_count = coalesce(c.private_count, 0)
  FROM users m
  LEFT JOIN (
    SELECT creator_id, count(*) FILTER (WHERE visibility = 'public') AS public_count, count(*) FILTER (WHERE visibility <> 'public') AS private_count
    FROM cocktails WHERE creator_id IS NOT NULL GROUP BY creator_id
  ) c ON c.creator_id = m.id
  WHERE u.id = m.id
    AND (u.public_cocktails_count, u.private_cocktails_count) IS DISTINCT FROM (coalesce(c.public_count, 0), coalesce(c.private_count, 0));
$$;

-- TRUNCATE fires no row or statement DELETE triggers: the counters are rebuilt (all zero) instead.
CREATE FUNCTION cocktail_counts_truncated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM cocktail_counts_recount();
  RETURN NULL;
END
$$;

CREATE TRIGGER cocktails_counts_truncate AFTER TRUNCATE ON cocktails
  FOR EACH STATEMENT EXECUTE FUNCTION cocktail_counts_truncated();

SELECT cocktail_counts_recount();
