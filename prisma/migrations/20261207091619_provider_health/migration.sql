-- CreateTable
CREATE TABLE "provider_pauses" (
    "id" UUID NOT NULL,
    "provider" TEXT NOT NULL,
    "capability" TEXT,
    "reason" TEXT NOT NULL,
    "paused_by" UUID,
    "paused_by_email" TEXT,
    "paused_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "provider_pauses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "provider_circuits" (
    "provider" TEXT NOT NULL,
    "capability" TEXT NOT NULL,
    "process" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "since" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "provider_circuits_pkey" PRIMARY KEY ("provider","capability","process")
);

-- CreateIndex
CREATE INDEX "provider_pauses_provider_idx" ON "provider_pauses"("provider");

-- CreateIndex
CREATE INDEX "provider_circuits_updated_at_idx" ON "provider_circuits"("updated_at");
