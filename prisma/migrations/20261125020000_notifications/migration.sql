-- CreateEnum
CREATE TYPE "NotificationKind" AS ENUM ('follow', 'like', 'repour', 'review', 'verification_requested', 'verification_decided', 'suggestion_resolved');

-- CreateTable
CREATE TABLE "notifications" (
    "id" SERIAL NOT NULL,
    "recipient_id" INTEGER NOT NULL,
    "actor_id" INTEGER NOT NULL,
    "kind" "NotificationKind" NOT NULL,
    "subject_id" INTEGER NOT NULL,
    "cocktail_id" INTEGER,
    "review_id" INTEGER,
    "verification_request_id" INTEGER,
    "report_id" INTEGER,
    "notified_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "read_at" TIMESTAMP(3),

    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "notifications_recipient_id_notified_at_id_idx" ON "notifications"("recipient_id", "notified_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "notifications_recipient_id_read_at_idx" ON "notifications"("recipient_id", "read_at");

-- CreateIndex
CREATE INDEX "notifications_cocktail_id_idx" ON "notifications"("cocktail_id");

-- CreateIndex
CREATE INDEX "notifications_review_id_idx" ON "notifications"("review_id");

-- CreateIndex
CREATE INDEX "notifications_verification_request_id_idx" ON "notifications"("verification_request_id");

-- CreateIndex
CREATE INDEX "notifications_report_id_idx" ON "notifications"("report_id");

-- CreateIndex
CREATE UNIQUE INDEX "notifications_once" ON "notifications"("actor_id", "kind", "subject_id", "recipient_id");

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_fkey" FOREIGN KEY ("recipient_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_cocktail_id_fkey" FOREIGN KEY ("cocktail_id") REFERENCES "cocktails"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "cocktail_reviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_verification_request_id_fkey" FOREIGN KEY ("verification_request_id") REFERENCES "verification_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_report_id_fkey" FOREIGN KEY ("report_id") REFERENCES "cocktail_reports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Notifications (docs/decisions/0048). Nobody hears of their own doing, whoever writes the row; and the
-- subject key is the id of the kind's subject (0 for a follow, whose subject is the actor), so that the
-- unique key above keeps one row per thing that happened. A kind without its branch here is refused:
-- whoever adds one says what its subject is.
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_not_self" CHECK ("recipient_id" <> "actor_id");
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_subject" CHECK (
  "subject_id" IS NOT DISTINCT FROM CASE "kind"
    WHEN 'follow' THEN 0
    WHEN 'like' THEN "cocktail_id"
    WHEN 'repour' THEN "cocktail_id"
    WHEN 'review' THEN "review_id"
    WHEN 'verification_requested' THEN "verification_request_id"
    WHEN 'verification_decided' THEN "verification_request_id"
    WHEN 'suggestion_resolved' THEN "report_id"
  END
);
