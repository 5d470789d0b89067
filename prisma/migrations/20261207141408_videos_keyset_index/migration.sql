-- DropIndex
DROP INDEX "videos_user_id_created_at_idx";

-- CreateIndex
CREATE INDEX "videos_user_id_created_at_id_idx" ON "videos"("user_id", "created_at", "id");
