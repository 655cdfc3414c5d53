-- A member's shown name, verified tick and badges, each written once (docs/decisions/0069): a function
-- here, whose value PostgreSQL stores in a generated column of users. Prisma, the read path's SQL (search's
-- results included) and /api all read those columns; nothing else computes them, no writer can set them.
-- A generated column may only call IMMUTABLE functions: concat_ws (STABLE) is not used, || is.
-- Changing a rule: a migration that replaces its function, then writes a column the stored one reads
-- (UPDATE "users" SET "display_name" = "display_name"): PostgreSQL recomputes a stored column only when a
-- column it reads is written (SET "shown_name" = DEFAULT recomputes nothing).

-- Text trimmed as JavaScript's trim() trims it (every character /\s/ matches: WhiteSpace and
-- LineTerminator), null when nothing is left: btrim alone removes spaces only.
CREATE FUNCTION "js_trimmed"("value" TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN nullif(btrim("value", U&'\0009\000A\000B\000C\000D\0020\00A0\1680\2000\2001\2002\2003\2004\2005\2006\2007\2008\2009\200A\2028\2029\202F\205F\3000\FEFF'), '');

-- The name screens show (spec section 2): the chosen display name, else first and last name (either
-- alone when the other is empty), else the username, else "User".
CREATE FUNCTION "member_shown_name"("display_name" TEXT, "first_name" TEXT, "last_name" TEXT, "username" TEXT)
RETURNS TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN coalesce(
  js_trimmed("display_name"),
  js_trimmed("first_name") || ' ' || js_trimmed("last_name"),
  js_trimmed("first_name"),
  js_trimmed("last_name"),
  js_trimmed("username"),
  'User'
);

-- The verified tick (decision 50): an admin granted it, or the member holds a verified current position.
CREATE FUNCTION "member_verified_tick"("is_verified" BOOLEAN, "verified_position" BOOLEAN)
RETURNS BOOLEAN LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN "is_verified" OR "verified_position";

-- The badges a profile shows (spec section 3): the known ones, each once, in this order (common/recognition.ts's
-- BADGES, the GraphQL enum and the users_badges_known constraint name the same two).
CREATE FUNCTION "member_shown_badges"("badges" TEXT[]) RETURNS TEXT[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN ARRAY(
  SELECT b."badge" FROM unnest(ARRAY['og', 'identity_verified']) WITH ORDINALITY AS b("badge", "at")
  WHERE b."badge" = ANY("badges") ORDER BY b."at"
);

-- AlterTable
ALTER TABLE "users"
  ADD COLUMN "shown_name" TEXT NOT NULL GENERATED ALWAYS AS (member_shown_name("display_name", "first_name", "last_name", "username")) STORED,
  ADD COLUMN "verified_tick" BOOLEAN NOT NULL GENERATED ALWAYS AS (member_verified_tick("is_verified", "verified_position")) STORED,
  ADD COLUMN "shown_badges" TEXT[] NOT NULL GENERATED ALWAYS AS (member_shown_badges("badges")) STORED;
