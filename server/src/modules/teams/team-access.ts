import { z } from 'zod';
import type { Env } from '@kadr/core/env';
import { ForbiddenError } from '@kadr/core/errors/app-error';
import type { Prisma, TeamRole } from '@kadr/core/generated/prisma/client';
import { ownerOf, type Actor } from '../access/actor';
import { TeamNotFoundError, TeamsDisabledError } from './teams.errors';

/** A team as one of its members sees it: who is looking and with which role decides what else they see. */
export interface TeamView {
  id: string;
  name: string;
  createdAt: Date;
  memberCount: number;
  viewerId: string;
  viewerRole: TeamRole;
}

/** TEAMS_ENABLED=false turns every team call away, before anything is read. */
export function assertTeamsEnabled(env: Pick<Env, 'TEAMS_ENABLED'>): void {
  if (!env.TEAMS_ENABLED) throw new TeamsDisabledError();
}

const teamId = z.uuid();

/**
 * The team `id` as the actor's user sees it, or TEAM_NOT_FOUND when there is no such team or they are not in it
 * (a malformed id too): outsiders cannot tell the two apart.
 */
export async function getTeamView(db: Prisma.TransactionClient, actor: Actor, id: string): Promise<TeamView> {
  if (!teamId.safeParse(id).success) throw new TeamNotFoundError();
  const viewerId = ownerOf(actor);
  const member = await db.teamMember.findUnique({
    where: { teamId_userId: { teamId: id, userId: viewerId } },
    select: { role: true, team: { select: { id: true, name: true, createdAt: true, _count: { select: { members: true } } } } },
  });
  if (!member) throw new TeamNotFoundError();
  const { team } = member;
  return { id: team.id, name: team.name, createdAt: team.createdAt, memberCount: team._count.members, viewerId, viewerRole: member.role };
}

/** getTeamView for an admin's action: a member who is not an admin is refused (403). */
export async function getAdminTeamView(db: Prisma.TransactionClient, actor: Actor, id: string): Promise<TeamView> {
  const view = await getTeamView(db, actor, id);
  if (view.viewerRole !== 'admin') throw new ForbiddenError('Only team admins can do this');
  return view;
}
