import type { Services } from '../../services-contract';
import { modelDto } from './model';
import { ownedBy, ownerOf, type Actor } from '../access/actor';

/** The user's models, newest first, with the active one marked. */
export async function listModels({ prisma }: Pick<Services, 'prisma'>, actor: Actor) {
  const [user, models] = await Promise.all([
    prisma.user.findUniqueOrThrow({ where: { id: ownerOf(actor) }, select: { currentCustomModelId: true } }),
    prisma.aiCustomModel.findMany({ where: ownedBy(actor), orderBy: { createdAt: 'desc' } }),
  ]);
  return models.map((m) => modelDto(m, user.currentCustomModelId));
}
