-- AlterTable
ALTER TABLE "ai_jobs" ADD COLUMN     "cancel_requested_at" TIMESTAMPTZ(3),
ADD COLUMN     "checkpoints" JSONB NOT NULL DEFAULT '[]';
