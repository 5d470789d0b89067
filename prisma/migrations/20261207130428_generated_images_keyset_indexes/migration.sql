-- DropIndex
DROP INDEX "generated_images_user_id_created_at_idx";

-- CreateIndex
CREATE INDEX "generated_images_user_id_created_at_id_idx" ON "generated_images"("user_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "generated_images_user_id_identity_score_created_at_id_idx" ON "generated_images"("user_id", "identity_score", "created_at", "id");
