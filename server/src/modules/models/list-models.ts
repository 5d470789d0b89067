import type { Services } from '../../services';
import { modelDto } from './model';

/** The user's models, newest first, with the active one marked. */
export async function listModels({ prisma }: Services, userId: string) {
  const [user, models] = await Promise.all([
    prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { currentCustomModelId: true } }),
    prisma.aiCustomModel.findMany({ where: { userId }, orderBy: { createdAt: 'desc' } }),
  ]);
  return models.map((m) => modelDto(m, user.currentCustomModelId));
}
