-- AlterTable
ALTER TABLE "uploaded_photos" ADD COLUMN     "identity_mismatch" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "identity_similarity" DOUBLE PRECISION,
DROP COLUMN "reasons",
ADD COLUMN     "reasons" JSONB NOT NULL DEFAULT '[]';
