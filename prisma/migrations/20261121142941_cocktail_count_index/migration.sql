-- CreateIndex
CREATE INDEX "cocktails_visibility_creator_id_idx" ON "cocktails"("visibility", "creator_id");
