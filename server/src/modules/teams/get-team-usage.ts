import type { Services } from '../../services-contract';
import { USAGE_WINDOW_DAYS } from '../library/get-usage';
import type { TeamView } from './team-access';

export interface TeamMemberUsage {
  userId: string;
  fullName: string;
  creditsSpent30d: number;
  photos30d: number;
  videos30d: number;
}

interface UsageRow {
  user_id: string;
  full_name: string;
  credits: bigint | number;
  photos: bigint | number;
  videos: bigint | number;
}

/**
 * What each member did with the team's credits over the last 30 days: credits charged to the team wallet (its
 * captures, by actor), photos and videos delivered on the team's credits (each row records its team). Admins see
 * every member, a member only themselves.
 */
export async function getTeamUsage(services: Pick<Services, 'prisma'>, team: TeamView, now = new Date()): Promise<TeamMemberUsage[]> {
  const since = new Date(now.getTime() - USAGE_WINDOW_DAYS * 24 * 3600 * 1000);
  const onlyViewer = team.viewerRole === 'admin' ? null : team.viewerId;
  const rows = await services.prisma.$queryRaw<UsageRow[]>`
    SELECT m.user_id, u.full_name,
      COALESCE((SELECT -SUM(e.amount) FROM credit_ledger_entries e
        WHERE e.team_id = m.team_id AND e.actor_id = m.user_id AND e.kind = 'capture' AND e.created_at >= ${since}), 0) AS credits,
      (SELECT COUNT(*) FROM generated_images g
        WHERE g.team_id = m.team_id AND g.user_id = m.user_id AND g.status = 'succeeded' AND g.kind IN ('headshot', 'background') AND g.created_at >= ${since}) AS photos,
      (SELECT COUNT(*) FROM videos v
        WHERE v.team_id = m.team_id AND v.user_id = m.user_id AND v.status = 'succeeded' AND v.created_at >= ${since}) AS videos
    FROM team_members m JOIN users u ON u.id = m.user_id
    WHERE m.team_id = ${team.id}::uuid AND (${onlyViewer}::uuid IS NULL OR m.user_id = ${onlyViewer}::uuid)
    ORDER BY m.created_at, m.user_id`;
  return rows.map((r) => ({ userId: r.user_id, fullName: r.full_name, creditsSpent30d: Number(r.credits), photos30d: Number(r.photos), videos30d: Number(r.videos) }));
}
