import sharp from 'sharp';
import type { PrismaClient } from '@kadr/core/generated/prisma/client';
import { defaultLogger, jobLogger, type Logger } from '@kadr/core/log/logger';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import { scoreIdentity } from '../inference/local/identity-score';
import { seedOf } from '../inference/local/image-ops';
import type { ProviderHealth, RemoteProviderName } from '@kadr/core/providers/providers';
import type { FalHeadshotEngine } from '../inference/fal/fal-headshots';
import { ImageProviderError, type ReplicateHeadshotEngine } from '../inference/replicate/replicate-headshots';
import { type ProcessedHeadshot } from './generate-headshots.contract';
import { imageKeys } from '@kadr/core/media/media-keys';
import type { GenerateHeadshotsInput } from '@kadr/core/jobs/headshot-job';
import { GenerationError } from './generate-headshots.pipeline';
import { loadRemoteModel, type RemoteModelTarget } from './model-profile';

const NOT_AN_IMAGE = 'The provider returned a file that is not an image';
const LABELS: Record<RemoteProviderName, string> = { replicate: 'Replicate', fal: 'fal' };
const unconfigured = (provider: RemoteProviderName) =>
  `Headshots of this model are made on ${LABELS[provider]}, which is not configured right now. Try again later.`;

export interface RemoteStepDeps {
  prisma: PrismaClient;
  store: ObjectStore;
  /** The engines of this process; a model whose provider has none here fails in 'preparing'. */
  replicate?: ReplicateHeadshotEngine;
  fal?: FalHeadshotEngine;
  /** Breakers and pauses: a provider that may not start runs only resumes an image's saved run. Absent: always. */
  health?: ProviderHealth | null;
  signal?: AbortSignal;
  log?: Logger;
}

/**
 * The 'processing' of a headshot job whose model was trained on a remote provider: image `index` is a run on the
 * model's LoRA where its weights are (a prediction on Replicate's trained version, a flux-lora request on fal). The
 * run's id goes to the job row before the wait, so a retried step resumes it instead of paying for another; the output
 * is copied into our store at once (the image key the rest of the job reads) and checked against the user's identity
 * centroid like every local output. A provider that is paused, or whose circuit is open, starts no new image: the
 * engine throws ProviderUnavailable and the step is retried, then the image fails uncharged.
 */
export function createRemoteHeadshotStep(deps: RemoteStepDeps) {
  const { prisma, store } = deps;
  const targets = new Map<string, RemoteModelTarget>();
  const loadTarget = (input: GenerateHeadshotsInput) => loadRemoteModel(deps, input.userId, input.modelId, targets);

  function engineFor(target: RemoteModelTarget): ReplicateHeadshotEngine | FalHeadshotEngine {
    const engine = target.provider === 'fal' ? deps.fal : deps.replicate;
    if (!engine) throw new GenerationError(unconfigured(target.provider));
    return engine;
  }

  async function mayStart(provider: RemoteProviderName): Promise<boolean> {
    if (!deps.health) return true;
    return (await deps.health.admit(provider, 'headshots')).admitted;
  }

  return {
    /** The model's engine is there and its trained LoRA can be read; a GenerationError otherwise. */
    async prepare(input: GenerateHeadshotsInput): Promise<void> {
      engineFor(await loadTarget(input));
    },

    async process(input: GenerateHeadshotsInput, index: number, imageId: string): Promise<ProcessedHeadshot> {
      const target = await loadTarget(input);
      const engine = engineFor(target);
      const refs = await predictionRefs(prisma, input.jobId);
      const request = {
        jobId: input.jobId,
        index,
        triggerWord: target.triggerWord,
        prompt: input.prompt,
        negativePrompt: input.negativePrompt,
        style: input.style,
        aspectRatio: input.aspectRatio,
        quality: input.quality,
        intensity: input.intensity,
        seed: seedOf(input.jobId, index),
      };
      const context = {
        signal: deps.signal ?? new AbortController().signal,
        providerRef: refs[String(index)] ?? null,
        saveProviderRef: (ref: string) => savePredictionRef(prisma, input.jobId, index, ref),
        log: jobLogger(deps.log ?? defaultLogger(), input),
        mayStart: await mayStart(target.provider),
      };
      let bytes: Buffer;
      try {
        ({ bytes } =
          target.provider === 'fal'
            ? await (engine as FalHeadshotEngine).render({ ...request, lora: target.lora }, { ...context, store })
            : await (engine as ReplicateHeadshotEngine).render({ ...request, version: target.version }, context));
      } catch (err) {
        // The provider's own failure (refused, failed, canceled): this image fails with its message, uncharged.
        if (err instanceof ImageProviderError) return { status: 'failed', message: err.message };
        throw err;
      }
      const jpeg = await asJpeg(bytes, input.quality);
      if (!jpeg) return { status: 'failed', message: NOT_AN_IMAGE };
      // No centroid (a model trained before identities were kept): unverifiable, so delivered flagged.
      const identityScore = target.centroid ? (await scoreIdentity(jpeg.bytes, target.centroid)).score : 0;
      await store.put(imageKeys(input.userId, imageId).image, jpeg.bytes, { contentType: 'image/jpeg' });
      return { status: 'succeeded', width: jpeg.width, height: jpeg.height, identityScore };
    },
  };
}

/**
 * The runs of a remote headshot job by image index, kept in `ai_jobs.provider_ref` as a JSON object
 * (`{"0": "<run id>", …}`): one job, one run per image.
 */
async function predictionRefs(prisma: PrismaClient, jobId: string): Promise<Record<string, string>> {
  const job = await prisma.aiJob.findUniqueOrThrow({ where: { id: jobId }, select: { providerRef: true } });
  try {
    const refs = JSON.parse(job.providerRef ?? '{}') as unknown;
    return refs && typeof refs === 'object' && !Array.isArray(refs) ? (refs as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Adds image `index`'s prediction to the job's map in one statement (no lost update beside another image's). */
async function savePredictionRef(prisma: PrismaClient, jobId: string, index: number, ref: string): Promise<void> {
  await prisma.$executeRaw`
    UPDATE ai_jobs
       SET provider_ref = (COALESCE(provider_ref, '{}')::jsonb || jsonb_build_object(${String(index)}::text, ${ref}::text))::text,
           updated_at = now()
     WHERE id = ${jobId}::uuid`;
}

/** The provider's file as our JPEG: kept byte for byte when it is one (as asked), converted otherwise; null if no image. */
async function asJpeg(bytes: Buffer, quality: GenerateHeadshotsInput['quality']): Promise<{ bytes: Buffer; width: number; height: number } | null> {
  const meta = await sharp(bytes).metadata().catch(() => null);
  if (!meta?.width || !meta.height) return null;
  if (meta.format === 'jpeg' && (meta.orientation ?? 1) === 1) return { bytes, width: meta.width, height: meta.height };
  try {
    const { data, info } = await sharp(bytes)
      .rotate()
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: quality === 'high' ? 95 : 90 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
