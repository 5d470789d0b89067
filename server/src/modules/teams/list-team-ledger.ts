import type { Services } from '../../services-contract';
import type { TeamView } from './team-access';

export interface TeamLedgerEntryDto {
  id: string;
  amount: number;
  kind: string;
  actorId: string | null;
  actorName: string | null;
  createdAt: Date;
  reason: string | null;
  /** What a charge paid for: the kind of its hold's job (training, headshot, video, background); null otherwise. */
  jobKind: string | null;
}

interface LedgerRow {
  id: string;
  amount: number;
  kind: string;
  actor_id: string | null;
  actor_name: string | null;
  created_at: Date;
  reason: string | null;
  job_kind: string | null;
}

export const TEAM_LEDGER_PAGE_MAX = 200;

/**
 * The team wallet's ledger, newest first, each movement with who made it and, for a charge, the kind of job it paid
 * for (a video's capture reads as a video): admins see every movement, a member only their own. One statement.
 */
export async function listTeamLedger(services: Pick<Services, 'prisma'>, team: TeamView, first = 50): Promise<TeamLedgerEntryDto[]> {
  const take = Math.min(Math.max(Math.trunc(first), 0), TEAM_LEDGER_PAGE_MAX);
  if (take === 0) return [];
  const onlyViewer = team.viewerRole === 'admin' ? null : team.viewerId;
  const rows = await services.prisma.$queryRaw<LedgerRow[]>`
    SELECT e.id, e.amount, e.kind::text AS kind, e.actor_id, u.full_name AS actor_name, e.created_at, e.reason, j.kind::text AS job_kind
    FROM credit_ledger_entries e
      LEFT JOIN users u ON u.id = e.actor_id
      LEFT JOIN credit_holds h ON h.id = e.hold_id
      LEFT JOIN ai_jobs j ON j.id = h.job_id
    WHERE e.team_id = ${team.id}::uuid AND (${onlyViewer}::uuid IS NULL OR e.actor_id = ${onlyViewer}::uuid)
    ORDER BY e.created_at DESC, e.id DESC
    LIMIT ${take}`;
  return rows.map((r) => ({
    id: r.id,
    amount: r.amount,
    kind: r.kind,
    actorId: r.actor_id,
    actorName: r.actor_name,
    createdAt: r.created_at,
    reason: r.reason,
    jobKind: r.job_kind,
  }));
}
