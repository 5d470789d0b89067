import sharp from 'sharp';
import type { PrismaClient } from '@kadr/core/generated/prisma/client';
import { defaultLogger, jobLogger, type Logger } from '@kadr/core/log/logger';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import { isRemoteProvider, type ProviderName, type RemoteProviderName } from '@kadr/core/providers/providers';
import type { GenerateHeadshotsInput } from '@kadr/core/jobs/headshot-job';
import type { FirstLookInput } from '@kadr/core/jobs/first-look';
import { imageKeys } from '@kadr/core/media/media-keys';
import { buildFirstLookProfile, FirstLookProfileError } from '../inference/local/first-look-profile';
import type { IdentityProfile } from '../inference/local/identity-profile';
import { selfieIdentity } from '../inference/local/identity-score';
import { seedOf } from '../inference/local/image-ops';
import type { PreviewEngine } from '../inference/preview/preview-engine';
import { ImageProviderError } from '../inference/replicate/replicate-headshots';
import { candidatesFor, reportCost, runWithFailover, type Routing } from '../inference/routing/failover';
import type { ProcessedHeadshot } from './generate-headshots.contract';
import { GenerationError } from './generate-headshots.pipeline';
import { scorePreviewLikeness } from './first-look-likeness';

// The "first look" of a headshot job whose input has `preview` (core/src/jobs/first-look.ts): preview images of a
// model that is not trained yet. Locally, the embedded engine's identity profile of the model's checked selfies is
// built on the fly and the usual headshot engine composes each preview from one of them (a retouched selfie). On the
// providers (capability `preview`), each image is one run of a single-reference identity model given the best
// selfie, routed with runWithFailover in INFERENCE_PROVIDERS' order: nothing binds a preview to a provider.

export const PREVIEW_PHOTOS_GONE_MESSAGE = 'The photos for this first look are no longer there';
const NOT_AN_IMAGE = 'The provider returned a file that is not an image';

export interface FirstLookDeps {
  prisma: PrismaClient;
  store: ObjectStore;
  /** The remote first-look engines of this process (absent: not configured). */
  previews?: Partial<Record<RemoteProviderName, PreviewEngine>>;
  /** The `preview` capability's order (previewOrder), the providers' health, the metric hooks. */
  previewRouting?: Routing;
  signal?: AbortSignal;
  log?: Logger;
}

const previewOf = (input: GenerateHeadshotsInput): FirstLookInput => {
  if (!input.preview) throw new Error(`job ${input.jobId} is not a first look`);
  return input.preview;
};

export function createFirstLookStep(deps: FirstLookDeps) {
  const { prisma, store } = deps;
  const profiles = new Map<string, Promise<IdentityProfile>>();
  const centroids = new Map<string, Promise<number[] | null>>();

  async function photosOf(input: GenerateHeadshotsInput) {
    const { photoIds } = previewOf(input);
    const photos = await prisma.uploadedPhoto.findMany({
      where: { id: { in: photoIds }, userId: input.userId, purgedAt: null },
      select: { id: true, storageKey: true, qualityScore: true },
    });
    if (photos.length === 0) throw new GenerationError(PREVIEW_PHOTOS_GONE_MESSAGE);
    return photos;
  }

  /** The local profile of the job's photos, built once per job in this process (a retry elsewhere builds it again). */
  function profile(input: GenerateHeadshotsInput): Promise<IdentityProfile> {
    let found = profiles.get(input.jobId);
    if (!found) {
      found = photosOf(input).then((photos) =>
        buildFirstLookProfile({ userId: input.userId, modelId: input.modelId, photos: photos.map((p) => ({ id: p.id, key: p.storageKey, qualityScore: p.qualityScore })) }, { store }).catch((err: unknown) => {
          if (err instanceof FirstLookProfileError) throw new GenerationError(err.message);
          throw err;
        }),
      );
      profiles.set(input.jobId, found);
      found.catch(() => profiles.delete(input.jobId));
    }
    return found;
  }

  /** The centroid of the job's selfies that remote previews are scored against (null: no face in any). */
  function centroid(input: GenerateHeadshotsInput): Promise<number[] | null> {
    let found = centroids.get(input.jobId);
    if (!found) {
      found = photosOf(input)
        .then((photos) => Promise.all(photos.map((p) => store.getBuffer(p.storageKey))))
        .then(async (bytes) => (await selfieIdentity(bytes))?.centroid ?? null);
      centroids.set(input.jobId, found);
      found.catch(() => centroids.delete(input.jobId));
    }
    return found;
  }

  const candidatesOf = (bound: string | null) => {
    const order = deps.previewRouting?.order ?? [];
    return candidatesFor((isRemoteProvider(bound) ? bound : order[0] ?? 'local') as ProviderName, order).filter(isRemoteProvider);
  };

  return {
    /** Whether the job renders on the local engine (else on a provider's `preview` model). */
    isLocal: (input: GenerateHeadshotsInput) => !isRemoteProvider(input.provider),

    profile,

    /** The job's photos are there, and (remote) some engine of the order is configured here; a GenerationError otherwise. */
    async prepare(input: GenerateHeadshotsInput): Promise<void> {
      if (!isRemoteProvider(input.provider)) {
        await profile(input);
        return;
      }
      await photosOf(input);
      if (!candidatesOf(input.provider).some((name) => deps.previews?.[name])) {
        throw new GenerationError('First looks cannot be made right now: no preview provider is configured. Try again later.');
      }
      // The selfies' centroid is computed while the provider makes the first image (it is only needed to score it).
      centroid(input).catch(() => undefined);
    },

    /**
     * Image `index` on the first provider of the order that takes it. The run's id goes to the job's
     * `provider_ref` map as `<provider>:<id>` before the wait, so a retried step resumes it where it is (and only
     * there); an image with no run yet may go to any provider, starting with the job's current one.
     */
    async process(input: GenerateHeadshotsInput, index: number, imageId: string): Promise<ProcessedHeadshot> {
      const { photoId } = previewOf(input);
      const selfie = await prisma.uploadedPhoto.findFirst({ where: { id: photoId, userId: input.userId, purgedAt: null }, select: { storageKey: true } });
      if (!selfie) throw new GenerationError(PREVIEW_PHOTOS_GONE_MESSAGE);
      const job = await prisma.aiJob.findUniqueOrThrow({ where: { id: input.jobId }, select: { provider: true, providerRef: true } });
      const saved = parseRef(readRefs(job.providerRef)[String(index)]);
      const candidates = saved ? [saved.provider] : candidatesOf(job.provider);
      const log = jobLogger(deps.log ?? defaultLogger(), input);
      let bound = job.provider;
      let bytes: Buffer;
      try {
        ({ bytes } = await runWithFailover({
          capability: 'preview',
          candidates,
          available: (name) => isRemoteProvider(name) && Boolean(deps.previews?.[name]),
          health: deps.previewRouting?.health ?? null,
          onFailover: deps.previewRouting?.onFailover,
          log,
          bind: async (name) => {
            if (name === bound) return;
            await prisma.aiJob.update({ where: { id: input.jobId }, data: { provider: name } });
            bound = name;
          },
          run: async (name, mayStart) => {
            const engine = deps.previews![name as RemoteProviderName]!;
            const image = await engine.render(
              { jobId: input.jobId, index, selfieKey: selfie.storageKey, style: input.style, aspectRatio: input.aspectRatio, seed: seedOf(input.jobId, index) },
              {
                store,
                signal: deps.signal ?? new AbortController().signal,
                providerRef: saved?.provider === name ? saved.id : null,
                saveProviderRef: (ref) => saveRef(prisma, input.jobId, index, `${name}:${ref}`),
                log,
                mayStart,
              },
            );
            reportCost(deps.previewRouting, name, 'preview', 1);
            return image;
          },
        }));
      } catch (err) {
        // The provider's own failure (refused, failed, withheld): this image fails with its message, uncharged.
        if (err instanceof ImageProviderError) return { status: 'failed', message: err.message };
        throw err;
      }
      const jpeg = await asJpeg(bytes);
      if (!jpeg) return { status: 'failed', message: NOT_AN_IMAGE };
      const identityScore = await scorePreviewLikeness(jpeg.bytes, await centroid(input));
      await store.put(imageKeys(input.userId, imageId).image, jpeg.bytes, { contentType: 'image/jpeg' });
      return { status: 'succeeded', width: jpeg.width, height: jpeg.height, identityScore };
    },
  };
}

export type FirstLookStep = ReturnType<typeof createFirstLookStep>;

function readRefs(value: string | null): Record<string, string> {
  try {
    const refs = JSON.parse(value ?? '{}') as unknown;
    return refs && typeof refs === 'object' && !Array.isArray(refs) ? (refs as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function parseRef(value: string | undefined): { provider: RemoteProviderName; id: string } | null {
  const at = value?.indexOf(':') ?? -1;
  if (!value || at < 0) return null;
  const provider = value.slice(0, at);
  return isRemoteProvider(provider) ? { provider, id: value.slice(at + 1) } : null;
}

/** Adds image `index`'s run to the job's map in one statement (no lost update beside another image's). */
async function saveRef(prisma: PrismaClient, jobId: string, index: number, ref: string): Promise<void> {
  await prisma.$executeRaw`
    UPDATE ai_jobs
       SET provider_ref = (COALESCE(provider_ref, '{}')::jsonb || jsonb_build_object(${String(index)}::text, ${ref}::text))::text,
           updated_at = now()
     WHERE id = ${jobId}::uuid`;
}

/** The provider's file as our JPEG: kept as it is when it is one, converted otherwise; null if no image. */
async function asJpeg(bytes: Buffer): Promise<{ bytes: Buffer; width: number; height: number } | null> {
  const meta = await sharp(bytes).metadata().catch(() => null);
  if (!meta?.width || !meta.height) return null;
  if (meta.format === 'jpeg' && (meta.orientation ?? 1) === 1) return { bytes, width: meta.width, height: meta.height };
  try {
    const { data, info } = await sharp(bytes).rotate().flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
