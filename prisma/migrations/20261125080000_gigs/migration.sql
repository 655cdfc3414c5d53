-- AlterEnum
ALTER TYPE "NotificationKind" ADD VALUE 'gig_interest';

-- AlterTable
ALTER TABLE "notifications" ADD COLUMN     "gig_id" INTEGER;

-- CreateTable
CREATE TABLE "gigs" (
    "id" SERIAL NOT NULL,
    "poster_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "role" "WorkRole" NOT NULL,
    "starts_on" DATE NOT NULL,
    "pay_text" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "city_key" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "closes_on" DATE NOT NULL,
    "closed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "gigs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gig_interests" (
    "id" SERIAL NOT NULL,
    "gig_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "poster_id" INTEGER NOT NULL,
    "note" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "gig_interests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "gigs_starts_on_id_idx" ON "gigs"("starts_on", "id");

-- CreateIndex
CREATE INDEX "gigs_city_key_starts_on_id_idx" ON "gigs"("city_key", "starts_on", "id");

-- CreateIndex
CREATE INDEX "gigs_role_starts_on_id_idx" ON "gigs"("role", "starts_on", "id");

-- CreateIndex
CREATE INDEX "gigs_poster_id_created_at_idx" ON "gigs"("poster_id", "created_at");

-- CreateIndex
CREATE INDEX "gig_interests_gig_id_created_at_id_idx" ON "gig_interests"("gig_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "gig_interests_user_id_idx" ON "gig_interests"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "gig_interests_gig_id_user_id_key" ON "gig_interests"("gig_id", "user_id");

-- CreateIndex
CREATE INDEX "notifications_gig_id_idx" ON "notifications"("gig_id");

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_gig_id_fkey" FOREIGN KEY ("gig_id") REFERENCES "gigs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gigs" ADD CONSTRAINT "gigs_poster_id_fkey" FOREIGN KEY ("poster_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gig_interests" ADD CONSTRAINT "gig_interests_gig_id_fkey" FOREIGN KEY ("gig_id") REFERENCES "gigs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gig_interests" ADD CONSTRAINT "gig_interests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
