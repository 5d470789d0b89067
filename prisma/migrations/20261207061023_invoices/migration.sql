-- CreateEnum
CREATE TYPE "InvoiceKind" AS ENUM ('invoice', 'correction');

-- CreateEnum
CREATE TYPE "KsefStatus" AS ENUM ('not_applicable', 'pending', 'sent', 'accepted', 'rejected');

-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "buyer_country" TEXT,
ADD COLUMN     "vat_id" TEXT;

-- CreateTable
CREATE TABLE "invoice_counters" (
    "series" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "last" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "invoice_counters_pkey" PRIMARY KEY ("series","period")
);

-- CreateTable
CREATE TABLE "invoices" (
    "id" UUID NOT NULL,
    "number" TEXT NOT NULL,
    "series" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "kind" "InvoiceKind" NOT NULL,
    "payment_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "corrects_id" UUID,
    "idempotency_key" TEXT NOT NULL,
    "issued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "language" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "consumer" BOOLEAN NOT NULL,
    "vat_treatment" TEXT NOT NULL,
    "buyer_name" TEXT NOT NULL,
    "buyer_tax_id" TEXT,
    "net_minor" INTEGER NOT NULL,
    "vat_minor" INTEGER NOT NULL,
    "gross_minor" INTEGER NOT NULL,
    "document" JSONB NOT NULL,
    "ksef_status" "KsefStatus" NOT NULL DEFAULT 'not_applicable',
    "ksef_number" TEXT,
    "ksef_reference" TEXT,
    "ksef_error" TEXT,
    "ksef_upo" TEXT,
    "ksef_attempts" INTEGER NOT NULL DEFAULT 0,
    "ksef_sent_at" TIMESTAMPTZ(3),
    "ksef_accepted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "invoices_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices"("number");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_idempotency_key_key" ON "invoices"("idempotency_key");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_ksef_number_key" ON "invoices"("ksef_number");

-- CreateIndex
CREATE INDEX "invoices_payment_id_idx" ON "invoices"("payment_id");

-- CreateIndex
CREATE INDEX "invoices_user_id_issued_at_idx" ON "invoices"("user_id", "issued_at");

-- CreateIndex
CREATE INDEX "invoices_ksef_status_updated_at_idx" ON "invoices"("ksef_status", "updated_at");

-- CreateIndex
CREATE INDEX "invoices_issued_at_idx" ON "invoices"("issued_at");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_series_period_sequence_key" ON "invoices"("series", "period", "sequence");

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_id_fkey" FOREIGN KEY ("corrects_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
