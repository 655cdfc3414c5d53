-- CreateIndex
CREATE INDEX "cocktails_created_at_id_idx" ON "cocktails"("created_at" DESC, "id" DESC);
