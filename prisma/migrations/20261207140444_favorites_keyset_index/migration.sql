-- CreateIndex
CREATE INDEX "favorites_user_id_created_at_image_id_idx" ON "favorites"("user_id", "created_at", "image_id");
