import type { Services } from '../../services';
import type { TeamView } from './team-access';

export interface TeamLedgerEntryDto {
  id: string;
  amount: number;
  kind: string;
  actorId: string | null;
  actorName: string | null;
  createdAt: Date;
  reason: string | null;
}

export const TEAM_LEDGER_PAGE_MAX = 200;

/** The team wallet's ledger, newest first: admins see every movement, a member only their own. */
export async function listTeamLedger(services: Pick<Services, 'prisma'>, team: TeamView, first = 50): Promise<TeamLedgerEntryDto[]> {
  const take = Math.min(Math.max(Math.trunc(first), 0), TEAM_LEDGER_PAGE_MAX);
  if (take === 0) return [];
  const rows = await services.prisma.creditLedgerEntry.findMany({
    where: { teamId: team.id, ...(team.viewerRole === 'admin' ? {} : { actorId: team.viewerId }) },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take,
  });
  const actorIds = [...new Set(rows.flatMap((r) => (r.actorId ? [r.actorId] : [])))];
  const actors = actorIds.length ? await services.prisma.user.findMany({ where: { id: { in: actorIds } }, select: { id: true, fullName: true } }) : [];
  const names = new Map(actors.map((a) => [a.id, a.fullName]));
  return rows.map((r) => ({
    id: r.id,
    amount: r.amount,
    kind: r.kind,
    actorId: r.actorId,
    actorName: r.actorId ? (names.get(r.actorId) ?? null) : null,
    createdAt: r.createdAt,
    reason: r.reason,
  }));
}
