import type { Prisma, TeamRole } from '@kadr/core/generated/prisma/client';
import { userActor, type Actor } from './actor';

/**
 * Whom a signed-in user acts for: their current team (as a `member`, on its credits) while they are still in it and
 * teams are enabled; otherwise themselves (a stale currentTeamId counts as personal). Reads the membership only
 * when there is a current team, so a personal user costs no statement (Prisma would load an `include` of it as two
 * more statements, not a join).
 */
export async function actorOf(db: Prisma.TransactionClient, user: { id: string; currentTeamId: string | null }, teamsEnabled: boolean): Promise<Actor> {
  if (!teamsEnabled || !user.currentTeamId) return userActor(user.id);
  const member = await db.teamMember.findUnique({ where: { teamId_userId: { teamId: user.currentTeamId, userId: user.id } }, select: { role: true } });
  return actorWithRole(user, member?.role ?? null, teamsEnabled);
}

/** actorOf with the user's role in their current team already read (null: not a member of it, or no team). */
export function actorWithRole(user: { id: string; currentTeamId: string | null }, role: TeamRole | null, teamsEnabled: boolean): Actor {
  return teamsEnabled && user.currentTeamId && role ? { kind: 'member', userId: user.id, teamId: user.currentTeamId, role } : userActor(user.id);
}

/** actorOf for a user by id, read now (after a switch, say); null when there is no such user. */
export async function readActor(db: Prisma.TransactionClient, userId: string, teamsEnabled: boolean): Promise<Actor | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, currentTeamId: true } });
  return user ? actorOf(db, user, teamsEnabled) : null;
}
