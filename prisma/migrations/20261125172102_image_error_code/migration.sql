-- AlterTable
ALTER TABLE "generated_images" ADD COLUMN     "error_code" TEXT;
