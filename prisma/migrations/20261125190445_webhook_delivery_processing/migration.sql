-- CreateEnum
CREATE TYPE "WebhookDeliveryStatus" AS ENUM ('pending', 'processed', 'failed');

-- AlterTable
-- Deliveries recorded before this migration were processed as they arrived and are kept only to answer a repeat:
-- they get placeholder facts (defaults dropped again below) and count as processed.
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_pkey",
ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "error" TEXT,
ADD COLUMN     "event_type" TEXT NOT NULL DEFAULT 'unknown',
ADD COLUMN     "object_id" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "object_kind" TEXT NOT NULL DEFAULT 'unknown',
ADD COLUMN     "payload" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "processed_at" TIMESTAMPTZ(3),
ADD COLUMN     "status" "WebhookDeliveryStatus" NOT NULL DEFAULT 'pending',
ADD CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("source", "id");

UPDATE "webhook_deliveries" SET "status" = 'processed', "attempts" = 1, "processed_at" = "received_at";

ALTER TABLE "webhook_deliveries" ALTER COLUMN "event_type" DROP DEFAULT,
ALTER COLUMN "object_id" DROP DEFAULT,
ALTER COLUMN "object_kind" DROP DEFAULT,
ALTER COLUMN "payload" DROP DEFAULT;

-- CreateIndex
CREATE INDEX "webhook_deliveries_status_received_at_idx" ON "webhook_deliveries"("status", "received_at");
