-- AlterTable
ALTER TABLE "generated_images" ADD COLUMN     "preview" BOOLEAN NOT NULL DEFAULT false;
