import { z } from 'zod';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { ownedBy, type Actor } from '../access/actor';

const schema = z.strictObject({
  name: z.string().trim().max(80, 'Name must be at most 80 characters').optional().nullable(),
  description: z.string().trim().max(500, 'Description must be at most 500 characters').optional().nullable(),
});

/** A new model in `draft`: photos are added to it, then it is trained. Returns the modelId. */
export async function createModel(services: Pick<Services, 'prisma' | 'pubsub'>, actor: Actor, input: unknown): Promise<{ modelId: string }> {
  const { name, description } = parseInput(schema, input);
  const model = await services.prisma.aiCustomModel.create({
    data: { ...ownedBy(actor), modelName: name || null, description: description || null },
  });
  await services.pubsub.publish('modelChanged', { ...ownedBy(actor), modelId: model.id });
  return { modelId: model.id };
}
