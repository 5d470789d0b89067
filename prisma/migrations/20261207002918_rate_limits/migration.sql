-- DropTable: the fixed-window counters; the token buckets below replace them (a burst at a window edge got twice the limit).
DROP TABLE "rate_limit_buckets";

-- CreateTable, UNLOGGED (Prisma does not model it; the drift check passes): no WAL for a row written on every
-- limited request; a crash of PostgreSQL empties the buckets, which only forgives the requests counted so far.
CREATE UNLOGGED TABLE "rate_limits" (
    "key" TEXT NOT NULL,
    "tat" DOUBLE PRECISION NOT NULL,
    "allowed" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "rate_limits_tat_idx" ON "rate_limits"("tat");
