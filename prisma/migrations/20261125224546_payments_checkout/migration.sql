-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "company_name" TEXT,
ADD COLUMN     "consent_language" TEXT,
ADD COLUMN     "consent_text" TEXT,
ADD COLUMN     "credits_refunded" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "credits_unrecovered" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "disputed_at" TIMESTAMPTZ(3),
ADD COLUMN     "invoice_ref" TEXT,
ADD COLUMN     "payment_intent_ref" TEXT,
ADD COLUMN     "subscription_id" UUID,
ADD COLUMN     "tax_id" TEXT;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "flag_reason" TEXT,
ADD COLUMN     "flagged_at" TIMESTAMPTZ(3),
ADD COLUMN     "stripe_customer_id" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "payments_invoice_ref_key" ON "payments"("invoice_ref");

-- CreateIndex
CREATE UNIQUE INDEX "payments_payment_intent_ref_key" ON "payments"("payment_intent_ref");

-- CreateIndex
CREATE UNIQUE INDEX "users_stripe_customer_id_key" ON "users"("stripe_customer_id");

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions"("id") ON DELETE SET NULL ON UPDATE CASCADE;
