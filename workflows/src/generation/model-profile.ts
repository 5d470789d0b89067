import type { PrismaClient } from '@kadr/core/generated/prisma/client';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import type { IdentityProfile } from '../inference/local/identity-profile';
import { isRemoteProvider } from '@kadr/core/providers/providers';
import type { FalLora } from '../inference/fal/fal-headshots';
import { parseFalReference } from '../inference/fal/fal-training';
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

/** What a remote headshot engine generates from: the provider's handle on the trained LoRA, its trigger word, the identity centroid. */
export type RemoteModelTarget = (
  | {
      provider: 'replicate';
      /** The trained version, `owner/name:version`. */
      version: string;
    }
  | {
      provider: 'fal';
      /** fal's LoRA file, and our copy of its weights (uploaded to fal when fal's file is gone). */
      lora: FalLora;
    }
) & {
  triggerWord: string | null;
  /** Null for a model trained before identities were kept, or whose selfies showed no face: outputs are flagged. */
  centroid: number[] | null;
};

/**
 * Reads the reference a remote training left at the model's artifact key (replicate-training.ts, fal-training.ts),
 * for the provider that trained the model. A model that is gone, untrained, trained on the local engine or whose
 * reference can't be read is a GenerationError.
 */
export async function loadRemoteModel(
  deps: { prisma: PrismaClient; store: ObjectStore },
  userId: string,
  modelId: string,
  cache?: Map<string, RemoteModelTarget>,
): Promise<RemoteModelTarget> {
  const model = await deps.prisma.aiCustomModel.findFirst({ where: { id: modelId, userId } });
  if (!model || model.trainingStatus !== 'succeeded' || !isRemoteProvider(model.provider) || !model.artifactKey) throw new GenerationError(MODEL_NOT_READY_MESSAGE);
  const cached = cache?.get(model.artifactKey);
  if (cached) return cached;
  const body = await deps.store.getBuffer(model.artifactKey);
  const target = model.provider === 'fal' ? falTarget(body) : replicateTarget(body);
  if (!target) throw new GenerationError(MODEL_NOT_READY_MESSAGE);
  target.triggerWord = model.triggerWord ?? target.triggerWord;
  cache?.set(model.artifactKey, target);
  return target;
}

const centroidOf = (identity: { centroid?: unknown } | null | undefined): number[] | null =>
  Array.isArray(identity?.centroid) && identity.centroid.length > 0 ? (identity.centroid as number[]) : null;

function replicateTarget(body: Buffer | null): RemoteModelTarget | null {
  const reference = body ? (parseJson(body) as Partial<ReplicateModelReference> | null) : null;
  if (reference?.provider !== 'replicate' || typeof reference.version !== 'string' || !reference.version.includes(':')) return null;
  return { provider: 'replicate', version: reference.version, triggerWord: reference.triggerWord ?? null, centroid: centroidOf(reference.identity) };
}

function falTarget(body: Buffer | null): RemoteModelTarget | null {
  const reference = parseFalReference(body);
  if (!reference) return null;
  return { provider: 'fal', lora: { url: reference.loraUrl, weightsKey: reference.weightsKey }, triggerWord: reference.triggerWord ?? null, centroid: centroidOf(reference.identity) };
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}
