-- CreateEnum
CREATE TYPE "VenueClaimStatus" AS ENUM ('pending', 'approved', 'rejected', 'withdrawn');

-- CreateTable
CREATE TABLE "venue_claims" (
    "id" SERIAL NOT NULL,
    "venue_id" INTEGER NOT NULL,
    "claimant_id" INTEGER NOT NULL,
    "listed_by_claimant" BOOLEAN NOT NULL DEFAULT false,
    "message" TEXT,
    "status" "VenueClaimStatus" NOT NULL DEFAULT 'pending',
    "decided_by_id" INTEGER,
    "decided_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "venue_claims_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "venue_claims_venue_id_status_idx" ON "venue_claims"("venue_id", "status");

-- CreateIndex
CREATE INDEX "venue_claims_status_created_at_idx" ON "venue_claims"("status", "created_at");

-- CreateIndex
CREATE INDEX "venue_claims_claimant_id_created_at_idx" ON "venue_claims"("claimant_id", "created_at");

-- AddForeignKey
ALTER TABLE "venue_claims" ADD CONSTRAINT "venue_claims_venue_id_fkey" FOREIGN KEY ("venue_id") REFERENCES "venues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "venue_claims" ADD CONSTRAINT "venue_claims_claimant_id_fkey" FOREIGN KEY ("claimant_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "venue_claims" ADD CONSTRAINT "venue_claims_decided_by_id_fkey" FOREIGN KEY ("decided_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
