-- CreateIndex
CREATE INDEX "notifications_read_at_notified_at_idx" ON "notifications"("read_at", "notified_at");
