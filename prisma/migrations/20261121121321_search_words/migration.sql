-- CreateTable
CREATE TABLE "search_words" (
    "word" TEXT NOT NULL,

    CONSTRAINT "search_words_pkey" PRIMARY KEY ("word")
);

-- CreateIndex
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING GIN ("word" gin_trgm_ops);

-- The words of folded search text that a misspelt query word can be corrected to.
CREATE FUNCTION search_words_of(search_text text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE STRICT
  AS $$ SELECT DISTINCT word FROM regexp_split_to_table(search_text, '[^[:alpha:]]+') AS word WHERE length(word) >= 3 $$;

-- Adds the words of the columns named as trigger arguments; words are never removed (a stale word only
-- makes a correction that finds nothing).
CREATE FUNCTION search_words_add() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  search_column text;
BEGIN
  FOREACH search_column IN ARRAY TG_ARGV LOOP
    INSERT INTO search_words (word)
      SELECT search_words_of(to_jsonb(NEW) ->> search_column)
      ON CONFLICT DO NOTHING;
  END LOOP;
  RETURN NULL;
END
$$;

CREATE TRIGGER cocktails_search_words AFTER INSERT OR UPDATE OF name_search, ingredients_search ON cocktails
  FOR EACH ROW EXECUTE FUNCTION search_words_add('name_search', 'ingredients_search');
CREATE TRIGGER ingredients_search_words AFTER INSERT OR UPDATE OF name_search ON ingredients
  FOR EACH ROW EXECUTE FUNCTION search_words_add('name_search');
CREATE TRIGGER users_search_words AFTER INSERT OR UPDATE OF search_text ON users
  FOR EACH ROW EXECUTE FUNCTION search_words_add('search_text');
CREATE TRIGGER venues_search_words AFTER INSERT OR UPDATE OF search_text ON venues
  FOR EACH ROW EXECUTE FUNCTION search_words_add('search_text');

-- pg_trgm declares similarity as cheap as `=` (cost 1), so on a word list of tens of thousands the
-- planner would rather compute it for every word (30 ms) than ask the trigram index (2 ms). It costs
-- about what a hundred simple operators do. Where the extension belongs to another role (a managed
-- server's administrator created it), the plan stays as it was: slower, still correct.
DO $$
BEGIN
  ALTER FUNCTION similarity_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'similarity_op keeps its cost: the migration does not own pg_trgm';
END
$$;

-- The words already there.
INSERT INTO search_words (word)
  SELECT search_words_of(name_search) FROM cocktails
  UNION SELECT search_words_of(ingredients_search) FROM cocktails
  UNION SELECT search_words_of(name_search) FROM ingredients
  UNION SELECT search_words_of(search_text) FROM users
  UNION SELECT search_words_of(search_text) FROM venues
  ON CONFLICT DO NOTHING;
