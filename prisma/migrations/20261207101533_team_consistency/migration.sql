-- AlterTable
ALTER TABLE "generated_images" ADD COLUMN     "consistency" JSONB,
ADD COLUMN     "replaced_by_id" UUID;

-- AlterTable
ALTER TABLE "teams" ADD COLUMN     "style" JSONB;
