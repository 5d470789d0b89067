-- CreateEnum
CREATE TYPE "DataExportStatus" AS ENUM ('queued', 'running', 'ready', 'failed', 'expired');

-- CreateEnum
CREATE TYPE "AccountDeletionStatus" AS ENUM ('running', 'completed');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "deleted_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "data_exports" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "team_id" UUID,
    "status" "DataExportStatus" NOT NULL DEFAULT 'queued',
    "locale" TEXT NOT NULL DEFAULT 'en',
    "storage_key" TEXT,
    "size_bytes" BIGINT,
    "file_count" INTEGER NOT NULL DEFAULT 0,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "completed_at" TIMESTAMPTZ(3),
    "expires_at" TIMESTAMPTZ(3),

    CONSTRAINT "data_exports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "account_deletions" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "requested_by" TEXT NOT NULL,
    "admin_id" UUID,
    "reason" TEXT,
    "status" "AccountDeletionStatus" NOT NULL DEFAULT 'running',
    "step" TEXT NOT NULL DEFAULT 'requested',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "account_deletions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "data_exports_user_id_created_at_idx" ON "data_exports"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "data_exports_status_expires_at_idx" ON "data_exports"("status", "expires_at");

-- CreateIndex
CREATE INDEX "account_deletions_user_id_idx" ON "account_deletions"("user_id");

-- CreateIndex
CREATE INDEX "account_deletions_status_created_at_idx" ON "account_deletions"("status", "created_at");

-- AddForeignKey
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One export and one deletion under way per user at a time (the request that finds one answers with a clear error).
CREATE UNIQUE INDEX "data_exports_one_active_per_user" ON "data_exports"("user_id") WHERE "status" IN ('queued', 'running');
CREATE UNIQUE INDEX "account_deletions_one_running_per_user" ON "account_deletions"("user_id") WHERE "status" = 'running';

-- The audit log stays append-only, with one exception for the right to erasure (GDPR art. 17): an account's
-- deletion may clear the deleted person's email from entries (admin_email, target_email set to NULL) and rewrite
-- their before/after/details without the person's data, inside a transaction that says so
-- (SET LOCAL kadr.audit_redaction = 'on'). Who acted, on which id, what, why, when and from where never change,
-- and DELETE and TRUNCATE stay refused.
CREATE OR REPLACE FUNCTION "audit_log_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND current_setting('kadr.audit_redaction', true) = 'on'
     AND NEW."id" = OLD."id"
     AND NEW."admin_id" IS NOT DISTINCT FROM OLD."admin_id"
     AND NEW."action" = OLD."action"
     AND NEW."target_user_id" IS NOT DISTINCT FROM OLD."target_user_id"
     AND NEW."reason" IS NOT DISTINCT FROM OLD."reason"
     AND NEW."ip" IS NOT DISTINCT FROM OLD."ip"
     AND NEW."user_agent" IS NOT DISTINCT FROM OLD."user_agent"
     AND NEW."request_id" IS NOT DISTINCT FROM OLD."request_id"
     AND NEW."created_at" = OLD."created_at"
     AND (NEW."admin_email" IS NULL OR NEW."admin_email" = OLD."admin_email")
     AND (NEW."target_email" IS NULL OR NEW."target_email" = OLD."target_email")
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log_entries is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
