-- Invites expire (docs/decisions/0029-invite-expiry.md).
-- AlterTable
ALTER TABLE "invites" ADD COLUMN "expires_at" TIMESTAMP(3);

-- Existing codes get the default lifetime from their creation. The unused admin codes the seed made
-- (no creator) were printed in every start banner, and so in every log: they expire now.
UPDATE "invites" SET "expires_at" = "created_at" + INTERVAL '14 days';
UPDATE "invites" SET "expires_at" = CURRENT_TIMESTAMP WHERE "is_admin" AND "created_by_id" IS NULL AND "used_by_id" IS NULL;

ALTER TABLE "invites" ALTER COLUMN "expires_at" SET DEFAULT (CURRENT_TIMESTAMP + '14 days'::interval),
ALTER COLUMN "expires_at" SET NOT NULL;
