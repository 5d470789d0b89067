import type { Prisma } from '../../../../core/src/generated/prisma/client';
import type { Services } from '../../services';
import { ModelNotFoundError } from './models.errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user's own model, or ModelNotFoundError — also for someone else's model, so ids of other users' models
 * can't be probed.
 */
export async function getOwnedModel(
  { prisma }: Pick<Services, 'prisma'>,
  userId: string,
  modelId: string,
  tx?: Prisma.TransactionClient,
) {
  if (!UUID.test(modelId)) throw new ModelNotFoundError();
  const model = await (tx ?? prisma).aiCustomModel.findFirst({ where: { id: modelId, userId } });
  if (!model) throw new ModelNotFoundError();
  return model;
}
