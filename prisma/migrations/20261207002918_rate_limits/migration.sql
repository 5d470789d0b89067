-- DropTable: the fixed-window counters; the sliding windows below replace them (a burst at a window edge got twice the limit).
DROP TABLE "rate_limit_buckets";

-- CreateTable, UNLOGGED (Prisma does not model it; the drift check passes): no WAL for a row written on every
-- limited request; a crash of PostgreSQL empties the counters, which only forgives the requests counted so far.
CREATE UNLOGGED TABLE "rate_limits" (
    "key" TEXT NOT NULL,
    "window_ms" DOUBLE PRECISION NOT NULL,
    "window_start" DOUBLE PRECISION NOT NULL,
    "prev" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "curr" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "allowed" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "rate_limits_window_start_idx" ON "rate_limits"("window_start");
