import type { TeamRole } from '@kadr/core/generated/prisma/client';
import type { Services } from '../../services-contract';
import { ownerOf, type Actor } from '../access/actor';
import { assertTeamsEnabled, type TeamView } from './team-access';

/**
 * One statement, each team's member count counted for that team alone (Prisma's `_count` counted every team's
 * members, then joined).
 */
const MY_TEAMS = `
  SELECT t.id, t.name, t.created_at AS "createdAt", m.role::text AS "viewerRole",
         (SELECT COUNT(*) FROM team_members c WHERE c.team_id = t.id)::int AS "memberCount"
    FROM team_members m
    JOIN teams t ON t.id = m.team_id
   WHERE m.user_id = $1::uuid
   ORDER BY m.created_at ASC, m.team_id ASC`;

/** The teams the actor's user belongs to, the ones joined first first. */
export async function listMyTeams(services: Pick<Services, 'db' | 'env'>, actor: Actor): Promise<TeamView[]> {
  assertTeamsEnabled(services.env);
  const viewerId = ownerOf(actor);
  const rows = await services.db.sql.query<Omit<TeamView, 'viewerId'> & { viewerRole: TeamRole }>(MY_TEAMS, [viewerId], 'kadr_my_teams');
  return rows.map((row) => ({ ...row, viewerId }));
}
