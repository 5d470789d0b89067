import type { Prisma } from '@kadr/core/generated/prisma/client';

/**
 * Locks the team's admin memberships and answers who they are: two admins demoting or removing each other at once
 * queue here, and the second sees the first's change (it may no longer be an admin itself), so a team never ends
 * up without an admin.
 */
export async function lockTeamAdmins(tx: Prisma.TransactionClient, teamId: string): Promise<Set<string>> {
  const admins = await tx.$queryRaw<{ user_id: string }[]>`
    SELECT user_id FROM team_members WHERE team_id = ${teamId}::uuid AND role = 'admin' ORDER BY user_id FOR UPDATE`;
  return new Set(admins.map((a) => a.user_id));
}
