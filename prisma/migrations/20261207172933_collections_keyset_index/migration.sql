-- DropIndex
DROP INDEX "collections_user_id_idx";

-- CreateIndex
CREATE INDEX "collections_user_id_created_at_id_idx" ON "collections"("user_id", "created_at", "id");
