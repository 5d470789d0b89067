-- CreateTable
CREATE TABLE "job_outbox" (
    "job_id" UUID NOT NULL,
    "kind" "AiJobKind" NOT NULL,
    "input" JSONB NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_outbox_pkey" PRIMARY KEY ("job_id")
);

-- CreateIndex
CREATE INDEX "job_outbox_next_attempt_at_idx" ON "job_outbox"("next_attempt_at");

-- AddForeignKey
ALTER TABLE "job_outbox" ADD CONSTRAINT "job_outbox_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "ai_jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
