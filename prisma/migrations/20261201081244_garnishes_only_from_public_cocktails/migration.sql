-- Garnish suggestions are everyone's, so only a public cocktail's garnish joins them (decision 0090).
-- Before, a private cocktail's did too, and stayed after the cocktail was gone. A suggestion goes when no
-- public cocktail's garnish names it: those of private cocktails, and of cocktails since deleted or made
-- private (a public cocktail saved again adds its own back). "Names it": its folded text (name_search,
-- common/search-text.ts) is in the garnish folded alike (toSearchText as SQL: NFKD without marks, lower
-- case, its foldings, spaces collapsed), which is how garnishSuggestionOf cuts a name out of what was
-- written. Each distinct public garnish looks up the suggestions it holds through their trigram index.
WITH "shown" AS MATERIALIZED (
  SELECT DISTINCT btrim(regexp_replace(replace(replace(replace(replace(replace(translate(
    lower(regexp_replace(normalize("garnish", NFKD), '[\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F]', '', 'g')),
    '‘’‚‛′“”„–—øłđð', '''''''''''""""--oldd'),
    'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'), 'þ', 'th'), '№', 'no'), '\s+', ' ', 'g')) AS "text"
  FROM "cocktails"
  WHERE "visibility" = 'public' AND "garnish" IS NOT NULL
),
"named" AS (
  SELECT DISTINCT g."id"
  FROM "shown" s
  JOIN "garnishes" g ON g."name_search" <% s."text" AND strpos(s."text", g."name_search") > 0
)
DELETE FROM "garnishes" WHERE "id" NOT IN (SELECT "id" FROM "named");
