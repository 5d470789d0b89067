import type { Prisma } from '@kadr/core/generated/prisma/client';
import type { Services } from '../../services-contract';
import { ModelNotFoundError } from './models.errors';
import { ownedBy, type Actor } from '../access/actor';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user's own model, or ModelNotFoundError — also for someone else's model, so ids of other users' models
 * can't be probed.
 */
export async function getOwnedModel(
  { prisma }: Pick<Services, 'prisma'>,
  actor: Actor,
  modelId: string,
  tx?: Prisma.TransactionClient,
) {
  if (!UUID.test(modelId)) throw new ModelNotFoundError();
  const model = await (tx ?? prisma).aiCustomModel.findFirst({ where: { id: modelId, ...ownedBy(actor) } });
  if (!model) throw new ModelNotFoundError();
  return model;
}
