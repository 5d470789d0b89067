import type { Services } from '../../services-contract';
import { generatedImageDto, type GeneratedImageDto } from '../generation/generated-image';
import type { TeamView } from './team-access';

export const TEAM_HEADSHOTS_PAGE_MAX = 200;

/**
 * The photos members made with the team's credits, newest first, with signed URLs to see and download them:
 * the team's admins only (members get none; the invitation screen says so before anyone joins).
 */
export async function listTeamHeadshots(services: Pick<Services, 'prisma' | 'store' | 'env'>, team: TeamView, first = 50): Promise<GeneratedImageDto[]> {
  const take = Math.min(Math.max(Math.trunc(first), 0), TEAM_HEADSHOTS_PAGE_MAX);
  if (team.viewerRole !== 'admin' || take === 0) return [];
  const rows = await services.prisma.generatedImage.findMany({
    where: { teamId: team.id, status: 'succeeded', deletedAt: null },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    take,
  });
  return Promise.all(rows.map((image) => generatedImageDto(services, image)));
}
