-- My shelf (issue 41, decision 0076): the ingredients an account has, and what each cocktail needs.
--
-- shelf_items: one row per ingredient an account keeps. A bar account speaks for one venue (decision
-- 0020), so its shelf is its venue's; a brand's is the brand's.
CREATE TABLE "shelf_items" (
  "user_id" INTEGER NOT NULL,
  "ingredient_id" INTEGER NOT NULL,
  "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "shelf_items_pkey" PRIMARY KEY ("user_id", "ingredient_id")
);
CREATE INDEX "shelf_items_ingredient_id_idx" ON "shelf_items"("ingredient_id");
ALTER TABLE "shelf_items" ADD CONSTRAINT "shelf_items_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "shelf_items" ADD CONSTRAINT "shelf_items_ingredient_id_fkey" FOREIGN KEY ("ingredient_id") REFERENCES "ingredients"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- cocktails.required_ingredient_ids: the distinct ingredients of a recipe's lines that are not optional,
-- ascending. shelf_key_1 and shelf_key_2: the two of them used by the fewest recipes when the recipe was
-- last written (shelf_key_2 null with fewer than two). Kept by statement triggers on cocktail_ingredients
-- (every write path: the gateway, the seed, imports).
--
-- Why the keys (decision 0076 has the figures): "required <@ covered" cannot use an index well (GIN
-- returns every cocktail holding any covered ingredient: most of them), and checking it on every row of
-- 100k is a second. But a cocktail the shelf can make has ALL its ingredients covered, its rarest among
-- them; one it misses one ingredient of has its rarest or its second rarest covered (or has one
-- ingredient). So the candidates are index lookups of the covered ids on the keys, few when the shelf
-- is small or its ingredients common; the exact test runs on them only. The keys are a choice for speed,
-- never for correctness: any two distinct required ingredients would give the same answers.
ALTER TABLE "cocktails" ADD COLUMN "required_ingredient_ids" INTEGER[] NOT NULL DEFAULT '{}',
  ADD COLUMN "shelf_key_1" INTEGER,
  ADD COLUMN "shelf_key_2" INTEGER;

-- The required ingredients of `cocktail_ids`' lines, rarest first by `uses` (ingredient -> recipe lines).
CREATE FUNCTION cocktail_required_ingredients_of(cocktail_ids int[]) RETURNS void
  LANGUAGE sql
  AS $$
  UPDATE cocktails c SET required_ingredient_ids = x.required, shelf_key_1 = x.by_rarity[1], shelf_key_2 = x.by_rarity[2]
  FROM (
    SELECT m.id,
      coalesce((SELECT array_agg(DISTINCT l.ingredient_id ORDER BY l.ingredient_id) FROM cocktail_ingredients l WHERE l.cocktail_id = m.id AND NOT l.optional), '{}'::int[]) AS required,
      (SELECT array_agg(r.id ORDER BY r.uses, r.id) FROM (
        SELECT DISTINCT l.ingredient_id AS id, (SELECT count(*) FROM cocktail_ingredients u WHERE u.ingredient_id = l.ingredient_id) AS uses
        FROM cocktail_ingredients l WHERE l.cocktail_id = m.id AND NOT l.optional
      ) r) AS by_rarity
    FROM cocktails m WHERE m.id = ANY(cocktail_ids)
  ) x
  WHERE c.id = x.id
    AND (c.required_ingredient_ids, c.shelf_key_1, c.shelf_key_2) IS DISTINCT FROM (x.required, x.by_rarity[1], x.by_rarity[2]);
$$;

CREATE FUNCTION cocktail_required_ingredients_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cocktail_required_ingredients_of(array_agg(DISTINCT cocktail_id)) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cocktail_required_ingredients_of(array_agg(DISTINCT cocktail_id)) FROM old_rows;
  ELSE
    PERFORM cocktail_required_ingredients_of(array_agg(DISTINCT cocktail_id)) FROM (
      SELECT cocktail_id FROM new_rows UNION SELECT cocktail_id FROM old_rows
    ) changed;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER cocktail_ingredients_required_insert AFTER INSERT ON cocktail_ingredients
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cocktail_required_ingredients_change();
CREATE TRIGGER cocktail_ingredients_required_update AFTER UPDATE ON cocktail_ingredients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cocktail_required_ingredients_change();
CREATE TRIGGER cocktail_ingredients_required_delete AFTER DELETE ON cocktail_ingredients
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cocktail_required_ingredients_change();

-- Every cocktail's again from its lines, the uses counted once: this migration's backfill, and what a
-- bulk load with triggers off (bench/data.ts) calls when it is done.
CREATE FUNCTION cocktail_required_ingredients_recount() RETURNS void
  LANGUAGE sql
  AS $$
  WITH uses AS (SELECT ingredient_id AS id, count(*) AS n FROM cocktail_ingredients GROUP BY ingredient_id),
  lines AS (SELECT DISTINCT cocktail_id, ingredient_id FROM cocktail_ingredients WHERE NOT optional),
  x AS (
    SELECT l.cocktail_id, array_agg(l.ingredient_id ORDER BY l.ingredient_id) AS required,
      array_agg(l.ingredient_id ORDER BY u.n, l.ingredient_id) AS by_rarity
    FROM lines l JOIN uses u ON u.id = l.ingredient_id GROUP BY l.cocktail_id
  )
  UPDATE cocktails c SET required_ingredient_ids = coalesce(x.required, '{}'::int[]), shelf_key_1 = x.by_rarity[1], shelf_key_2 = x.by_rarity[2]
  FROM cocktails m LEFT JOIN x ON x.cocktail_id = m.id
  WHERE c.id = m.id
    AND (c.required_ingredient_ids, c.shelf_key_1, c.shelf_key_2) IS DISTINCT FROM (coalesce(x.required, '{}'::int[]), x.by_rarity[1], x.by_rarity[2]);
$$;
SELECT cocktail_required_ingredients_recount();

CREATE INDEX "cocktails_shelf_key_1_idx" ON "cocktails"("shelf_key_1");
CREATE INDEX "cocktails_shelf_key_2_idx" ON "cocktails"("shelf_key_2");
