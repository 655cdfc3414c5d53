-- Uploads nothing uses are deleted, and sessions that ended are (decision 0089).
--
-- uploads.released_at: since when nothing may have used the upload. Set when it is stored (its default)
-- and when a cocktail or a profile lets go of it (the triggers below); the uploads prune
-- (gateway/domain/uploads.ts) reads the rows whose grace has passed through its index, deletes those
-- nothing uses (the row, then the file) and sets the others' to null, so each upload is looked at once
-- after it is stored and once after each time it is let go of. Uploads stored before this migration are
-- each looked at once, from their upload time.

-- DropIndex
DROP INDEX "uploads_owner_id_created_at_idx";

-- AlterTable
ALTER TABLE "uploads" ADD COLUMN     "released_at" TIMESTAMP(3) DEFAULT CURRENT_TIMESTAMP;
UPDATE "uploads" SET "released_at" = "created_at";

-- CreateIndex
CREATE INDEX "cocktails_photo_url_idx" ON "cocktails"("photo_url");

-- CreateIndex
CREATE INDEX "sessions_expires_at_idx" ON "sessions"("expires_at");

-- CreateIndex
CREATE INDEX "sessions_revoked_at_idx" ON "sessions"("revoked_at");

-- CreateIndex
CREATE INDEX "uploads_owner_id_released_at_idx" ON "uploads"("owner_id", "released_at");

-- CreateIndex
CREATE INDEX "uploads_released_at_idx" ON "uploads"("released_at");

-- CreateIndex
CREATE INDEX "users_avatar_url_idx" ON "users"("avatar_url");

-- A row let go of the upload its column named (TG_ARGV[0]: replaced, cleared, or the row deleted): the
-- upload is released, for the prune to look at once its grace has passed. One function for every column
-- that names an upload by its URL ("/uploads/<key>", gateway/storage urlForKey); a new such column gets
-- the two triggers below and a line in gateway/domain/uploads.ts (uploadInUseSql).
CREATE FUNCTION "upload_released"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  url text := to_jsonb(OLD) ->> TG_ARGV[0];
BEGIN
  IF starts_with(url, '/uploads/') THEN
    UPDATE "uploads" SET "released_at" = (now() AT TIME ZONE 'UTC')
     WHERE "key" = substr(url, length('/uploads/') + 1);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "cocktails_photo_released" AFTER UPDATE OF "photo_url" ON "cocktails"
  FOR EACH ROW WHEN (OLD."photo_url" IS DISTINCT FROM NEW."photo_url" AND OLD."photo_url" IS NOT NULL)
  EXECUTE FUNCTION "upload_released"('photo_url');
CREATE TRIGGER "cocktails_photo_released_on_delete" AFTER DELETE ON "cocktails"
  FOR EACH ROW WHEN (OLD."photo_url" IS NOT NULL)
  EXECUTE FUNCTION "upload_released"('photo_url');

CREATE TRIGGER "users_avatar_released" AFTER UPDATE OF "avatar_url" ON "users"
  FOR EACH ROW WHEN (OLD."avatar_url" IS DISTINCT FROM NEW."avatar_url" AND OLD."avatar_url" IS NOT NULL)
  EXECUTE FUNCTION "upload_released"('avatar_url');
CREATE TRIGGER "users_avatar_released_on_delete" AFTER DELETE ON "users"
  FOR EACH ROW WHEN (OLD."avatar_url" IS NOT NULL)
  EXECUTE FUNCTION "upload_released"('avatar_url');
