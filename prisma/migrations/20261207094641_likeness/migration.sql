-- AlterTable
ALTER TABLE "ai_custom_models" ADD COLUMN     "held_out_picked_at" TIMESTAMPTZ(3),
ADD COLUMN     "likeness_calibration" JSONB;

-- AlterTable
ALTER TABLE "ai_jobs" ADD COLUMN     "delivered_count" INTEGER,
ADD COLUMN     "likeness_mean" DOUBLE PRECISION,
ADD COLUMN     "usable_count" INTEGER;

-- AlterTable
ALTER TABLE "generated_images" ADD COLUMN     "likeness" DOUBLE PRECISION,
ADD COLUMN     "likeness_details" JSONB,
ADD COLUMN     "may_not_look_like_you" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "unusable_reason" TEXT,
ADD COLUMN     "usable" BOOLEAN;

-- AlterTable
ALTER TABLE "uploaded_photos" ADD COLUMN     "held_out" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "model_face_references" (
    "model_id" UUID NOT NULL,
    "photo_id" UUID NOT NULL,
    "role" TEXT NOT NULL,
    "embedding" BYTEA NOT NULL,

    CONSTRAINT "model_face_references_pkey" PRIMARY KEY ("model_id","photo_id")
);

-- AddForeignKey
ALTER TABLE "model_face_references" ADD CONSTRAINT "model_face_references_model_id_fkey" FOREIGN KEY ("model_id") REFERENCES "ai_custom_models"("id") ON DELETE CASCADE ON UPDATE CASCADE;
