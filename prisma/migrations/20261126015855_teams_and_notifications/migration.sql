-- CreateEnum
CREATE TYPE "InvitationKind" AS ENUM ('email', 'link');

-- CreateEnum
CREATE TYPE "NotificationEmailStatus" AS ENUM ('none', 'pending', 'sent');

-- AlterEnum
ALTER TYPE "LedgerKind" ADD VALUE 'transfer';

-- DropIndex
DROP INDEX "notifications_user_id_read_at_created_at_idx";

-- AlterTable
ALTER TABLE "ai_jobs" ADD COLUMN     "team_id" UUID;

-- AlterTable
ALTER TABLE "generated_images" ADD COLUMN     "team_id" UUID;

-- Nothing wrote notifications before this migration (the table was a placeholder); empty it so the new
-- NOT NULL columns need no default.
DELETE FROM "notifications";

-- AlterTable
ALTER TABLE "notifications" DROP COLUMN "body",
DROP COLUMN "data",
DROP COLUMN "kind",
DROP COLUMN "title",
ADD COLUMN     "body_en" TEXT NOT NULL,
ADD COLUMN     "body_pl" TEXT NOT NULL,
ADD COLUMN     "dedup_key" TEXT NOT NULL,
ADD COLUMN     "email_status" "NotificationEmailStatus" NOT NULL DEFAULT 'none',
ADD COLUMN     "link" TEXT,
ADD COLUMN     "params" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "title_en" TEXT NOT NULL,
ADD COLUMN     "title_pl" TEXT NOT NULL,
ADD COLUMN     "type" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "team_invitations" ADD COLUMN     "allowed_domain" TEXT,
ADD COLUMN     "kind" "InvitationKind" NOT NULL DEFAULT 'email',
ADD COLUMN     "max_uses" INTEGER,
ADD COLUMN     "revoked_at" TIMESTAMPTZ(3),
ADD COLUMN     "use_count" INTEGER NOT NULL DEFAULT 0,
ALTER COLUMN "email" DROP NOT NULL;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "notification_email_prefs" JSONB NOT NULL DEFAULT '{}';

-- CreateIndex
CREATE INDEX "generated_images_team_id_created_at_idx" ON "generated_images"("team_id", "created_at");

-- CreateIndex
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "notifications_user_id_read_at_idx" ON "notifications"("user_id", "read_at");

-- CreateIndex
CREATE INDEX "notifications_email_status_created_at_idx" ON "notifications"("email_status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "notifications_user_id_dedup_key_key" ON "notifications"("user_id", "dedup_key");

-- AddForeignKey
ALTER TABLE "generated_images" ADD CONSTRAINT "generated_images_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ai_jobs" ADD CONSTRAINT "ai_jobs_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE SET NULL ON UPDATE CASCADE;
