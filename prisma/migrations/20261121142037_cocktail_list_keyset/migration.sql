-- DropIndex
DROP INDEX "cocktails_name_search_id_idx";

-- CreateIndex
CREATE UNIQUE INDEX "cocktails_name_search_id_key" ON "cocktails"("name_search", "id");
