-- AlterTable
ALTER TABLE "uploaded_photos" ADD COLUMN     "duplicate_of_id" UUID,
ADD COLUMN     "perceptual_hash" TEXT;

-- CreateIndex
CREATE INDEX "uploaded_photos_duplicate_of_id_idx" ON "uploaded_photos"("duplicate_of_id");

-- AddForeignKey
ALTER TABLE "uploaded_photos" ADD CONSTRAINT "uploaded_photos_duplicate_of_id_fkey" FOREIGN KEY ("duplicate_of_id") REFERENCES "uploaded_photos"("id") ON DELETE SET NULL ON UPDATE CASCADE;
