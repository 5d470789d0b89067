import type { Services } from '../../services-contract';
import { ownerOf, type Actor } from '../access/actor';

/** Spec: usage stats cover the last 30 days. */
export const USAGE_WINDOW_DAYS = 30;

const DAY_MS = 24 * 3600 * 1000;

interface DayCount {
  day: string;
  n: bigint | number;
}

/** The window's UTC days, oldest first, today last. */
function windowDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: USAGE_WINDOW_DAYS }, (_, i) => new Date(today - (USAGE_WINDOW_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/**
 * The viewer's last 30 days (UTC, today included): credits actually charged (captures; holds not yet charged
 * and released credits are not use), photos delivered (headshots and background changes, deleted ones too:
 * they were made) and videos delivered; per day for the chart, and the totals.
 */
export async function getUsage(services: Pick<Services, 'prisma'>, actor: Actor, now = new Date()) {
  const days = windowDays(now);
  const since = new Date(`${days[0]}T00:00:00.000Z`);
  const { prisma } = services;
  const [credits, photos, videos] = await Promise.all([
    prisma.$queryRaw<DayCount[]>`
      SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, -SUM(amount) AS n FROM credit_ledger_entries
      WHERE user_id = ${ownerOf(actor)}::uuid AND kind = 'capture' AND created_at >= ${since} GROUP BY 1`,
    prisma.$queryRaw<DayCount[]>`
      SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, COUNT(*) AS n FROM generated_images
      WHERE user_id = ${ownerOf(actor)}::uuid AND status = 'succeeded' AND kind IN ('headshot', 'background') AND created_at >= ${since}
      GROUP BY 1`,
    prisma.$queryRaw<DayCount[]>`
      SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, COUNT(*) AS n FROM videos
      WHERE user_id = ${ownerOf(actor)}::uuid AND status = 'succeeded' AND created_at >= ${since} GROUP BY 1`,
  ]);
  const byDay = (rows: DayCount[]) => new Map(rows.map((r) => [r.day, Number(r.n)]));
  const [c, p, v] = [byDay(credits), byDay(photos), byDay(videos)];
  const perDay = days.map((date) => ({ date, credits: c.get(date) ?? 0, photos: p.get(date) ?? 0, videos: v.get(date) ?? 0 }));
  const total = (key: 'credits' | 'photos' | 'videos') => perDay.reduce((sum, d) => sum + d[key], 0);
  return { windowDays: USAGE_WINDOW_DAYS, creditsUsed: total('credits'), photos: total('photos'), videos: total('videos'), days: perDay };
}

export type UsageStats = Awaited<ReturnType<typeof getUsage>>;
