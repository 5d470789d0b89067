-- AlterTable
ALTER TABLE "videos" ADD COLUMN     "team_id" UUID;

-- CreateIndex
CREATE INDEX "videos_team_id_created_at_idx" ON "videos"("team_id", "created_at");

-- AddForeignKey
ALTER TABLE "videos" ADD CONSTRAINT "videos_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Backfill: a video made before this column took its team from its job (ai_jobs.team_id, set when the job was
-- charged to a team's wallet); the job's credit hold records the same wallet where the job's own column is empty.
UPDATE "videos" v SET "team_id" = j."team_id"
  FROM "ai_jobs" j
  WHERE j."id" = v."job_id" AND j."team_id" IS NOT NULL AND v."team_id" IS NULL;

UPDATE "videos" v SET "team_id" = h."team_id"
  FROM "credit_holds" h
  WHERE h."job_id" = v."job_id" AND h."team_id" IS NOT NULL AND v."team_id" IS NULL;
