import type { PrismaClient } from '@kadr/core/generated/prisma/client';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import type { IdentityProfile } from '../inference/local/identity-profile';
import type { ReplicateModelReference } from '../inference/replicate/replicate-training';
import { GenerationError } from './generate-headshots.pipeline';

export const MODEL_NOT_READY_MESSAGE = 'Your AI model is not ready to generate images. Train it again and retry.';

/**
 * Reads the identity profile of a user's trained model (what the local engine renders from), caching it by its
 * key for the life of `cache`. A model that is gone, untrained or whose profile can't be read is a GenerationError.
 */
export async function loadModelProfile(
  deps: { prisma: PrismaClient; store: ObjectStore },
  userId: string,
  modelId: string,
  cache?: Map<string, IdentityProfile>,
): Promise<IdentityProfile> {
  const model = await deps.prisma.aiCustomModel.findFirst({ where: { id: modelId, userId } });
  if (!model || model.trainingStatus !== 'succeeded' || !model.artifactKey) throw new GenerationError(MODEL_NOT_READY_MESSAGE);
  const cached = cache?.get(model.artifactKey);
  if (cached) return cached;
  const body = await deps.store.getBuffer(model.artifactKey);
  if (!body) throw new GenerationError(MODEL_NOT_READY_MESSAGE);
  const profile = JSON.parse(body.toString('utf8')) as IdentityProfile;
  if (!Array.isArray(profile.references) || profile.references.length === 0) throw new GenerationError(MODEL_NOT_READY_MESSAGE);
  cache?.set(model.artifactKey, profile);
  return profile;
}

/** What the replicate engine generates from: the user's trained version, its trigger word, their identity centroid. */
export interface ReplicateModelTarget {
  /** `owner/name:version`. */
  version: string;
  triggerWord: string | null;
  /** Null for a model trained before identities were kept, or whose selfies showed no face: outputs are flagged. */
  centroid: number[] | null;
}

/**
 * Reads the reference a replicate training left at the model's artifact key (replicate-training.ts). A model that
 * is gone, untrained, trained elsewhere or whose reference can't be read is a GenerationError.
 */
export async function loadReplicateModel(
  deps: { prisma: PrismaClient; store: ObjectStore },
  userId: string,
  modelId: string,
  cache?: Map<string, ReplicateModelTarget>,
): Promise<ReplicateModelTarget> {
  const model = await deps.prisma.aiCustomModel.findFirst({ where: { id: modelId, userId } });
  if (!model || model.trainingStatus !== 'succeeded' || model.provider !== 'replicate' || !model.artifactKey) throw new GenerationError(MODEL_NOT_READY_MESSAGE);
  const cached = cache?.get(model.artifactKey);
  if (cached) return cached;
  const body = await deps.store.getBuffer(model.artifactKey);
  const reference = body ? (parseJson(body) as Partial<ReplicateModelReference> | null) : null;
  if (reference?.provider !== 'replicate' || typeof reference.version !== 'string' || !reference.version.includes(':')) {
    throw new GenerationError(MODEL_NOT_READY_MESSAGE);
  }
  const centroid = Array.isArray(reference.identity?.centroid) && reference.identity.centroid.length > 0 ? reference.identity.centroid : null;
  const target = { version: reference.version, triggerWord: model.triggerWord ?? reference.triggerWord ?? null, centroid };
  cache?.set(model.artifactKey, target);
  return target;
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}
