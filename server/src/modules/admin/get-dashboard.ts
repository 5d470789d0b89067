import type { Services } from '../../services-contract';

export interface AdminDashboard {
  users: number;
  signups24h: number;
  signups30d: number;
  activeSubscriptions: number;
  creditsSold24h: number;
  creditsSold30d: number;
  creditsSpent24h: number;
  creditsSpent30d: number;
  jobsRunning: number;
  jobsFailed24h: number;
  jobsFailed30d: number;
}

/**
 * The console's figures, over the last 24 hours and 30 days: sign-ups, credits sold (purchases and subscription
 * periods entering the ledger), credits spent (captures), failed jobs (by when they ended); and now: users, active
 * subscriptions, jobs queued or running. One statement, so the figures come from one snapshot.
 */
export async function getDashboard(services: Pick<Services, 'prisma'>, now = new Date()): Promise<AdminDashboard> {
  const day = new Date(now.getTime() - 86_400_000);
  const month = new Date(now.getTime() - 30 * 86_400_000);
  const [row] = await services.prisma.$queryRaw<Record<keyof AdminDashboard, bigint | number | null>[]>`
    SELECT
      (SELECT COUNT(*) FROM users) AS users,
      (SELECT COUNT(*) FROM users WHERE created_at >= ${day}) AS "signups24h",
      (SELECT COUNT(*) FROM users WHERE created_at >= ${month}) AS "signups30d",
      (SELECT COUNT(*) FROM subscriptions WHERE status = 'active') AS "activeSubscriptions",
      (SELECT SUM(amount) FROM credit_ledger_entries WHERE kind IN ('purchase', 'subscription') AND created_at >= ${day}) AS "creditsSold24h",
      (SELECT SUM(amount) FROM credit_ledger_entries WHERE kind IN ('purchase', 'subscription') AND created_at >= ${month}) AS "creditsSold30d",
      (SELECT -SUM(amount) FROM credit_ledger_entries WHERE kind = 'capture' AND created_at >= ${day}) AS "creditsSpent24h",
      (SELECT -SUM(amount) FROM credit_ledger_entries WHERE kind = 'capture' AND created_at >= ${month}) AS "creditsSpent30d",
      (SELECT COUNT(*) FROM ai_jobs WHERE status IN ('queued', 'running')) AS "jobsRunning",
      (SELECT COUNT(*) FROM ai_jobs WHERE status = 'failed' AND COALESCE(finished_at, updated_at) >= ${day}) AS "jobsFailed24h",
      (SELECT COUNT(*) FROM ai_jobs WHERE status = 'failed' AND COALESCE(finished_at, updated_at) >= ${month}) AS "jobsFailed30d"`;
  return Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, Number(value ?? 0)])) as unknown as AdminDashboard;
}
