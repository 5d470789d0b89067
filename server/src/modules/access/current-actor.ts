import type { Prisma, TeamRole } from '../../../../core/src/generated/prisma/client';
import { userActor, type Actor } from './actor';

/**
 * What a user row is read with to know whom they act for: their role in their current team (none when they have
 * left it or it is gone). Spread into a user query's `include`, so it comes in the same statement.
 */
export const currentMembership = (userId: string) =>
  ({ currentTeam: { select: { members: { where: { userId }, select: { role: true } } } } }) satisfies Prisma.UserInclude;

export interface UserWithMembership {
  id: string;
  currentTeamId: string | null;
  currentTeam: { members: { role: TeamRole }[] } | null;
}

/**
 * A signed-in user acts for their current team (as a `member`, on its credits) while they are still in it and teams
 * are enabled; otherwise for themselves (a stale currentTeamId counts as personal).
 */
export function actorOf(user: UserWithMembership, teamsEnabled: boolean): Actor {
  const role = teamsEnabled && user.currentTeamId ? user.currentTeam?.members[0]?.role : undefined;
  return role && user.currentTeamId ? { kind: 'member', userId: user.id, teamId: user.currentTeamId, role } : userActor(user.id);
}

/** actorOf for a user by id, read now (after a switch, say); null when there is no such user. */
export async function readActor(db: Prisma.TransactionClient, userId: string, teamsEnabled: boolean): Promise<Actor | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, currentTeamId: true, ...currentMembership(userId) } });
  return user ? actorOf(user, teamsEnabled) : null;
}
