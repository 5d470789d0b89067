import sharp from 'sharp';
import type { Prisma, PrismaClient } from '@kadr/core/generated/prisma/client';
import { defaultLogger, jobLogger, type Logger } from '@kadr/core/log/logger';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import { publishIn, type PubSub } from '@kadr/core/events/pubsub';
import { captureHold } from '@kadr/core/ledger/settle-hold';
import { renderMatchingHeadshot } from '../inference/local/headshot-engine';
import { extractFrame, probeVideo } from '../inference/local/video-probe';
import { candidatesFor, reportCost, runWithFailover, type Routing } from '../inference/routing/failover';
import { VideoProviderError, type VideoProvider } from '../inference/video-provider';
import { type VideoProviderName, VIDEO_COST, type GenerateVideoInput } from '@kadr/core/jobs/video-job';
import { IDENTITY_MATCH_THRESHOLD } from './generate-headshots.contract';
import { imageKeys, videoKeys } from '@kadr/core/media/media-keys';
import { GenerationError } from './generate-headshots.pipeline';
import { SOURCE_IMAGE_GONE_MESSAGE, VIDEO_DELETED_MESSAGE, type ProcessedVideo } from './generate-video.contract';
import type { VideoSteps } from './generate-video.pipeline';
import { hasFailed, setJobProgress, setJobStage, settleJob, wasCaptured } from './job-rows';
import { loadModelProfile, MODEL_NOT_READY_MESSAGE } from './model-profile';

export interface VideoDeps {
  prisma: PrismaClient;
  store: ObjectStore;
  pubsub: PubSub;
  providers: Partial<Record<VideoProviderName, VideoProvider>>;
  /** Fail-over between the remote providers (order, health); absent: the job's provider only. */
  routing?: Routing;
  /** Aborts when this attempt must stop (its reason a JobStopped): a running render stops. */
  signal?: AbortSignal;
  /** Where the activities log (each line bound to its job: jobLogger); stdout at info when absent. */
  log?: Logger;
  now?: () => Date;
}

/** The share of the job's progress the provider's render covers (the 'processing' stage). */
const PROCESS_FROM = 20;
const PROCESS_SPAN = 65;
/** Progress is written at most every this many points (a render reports many times a second). */
const PROGRESS_STEP = 3;
const POSTER_QUALITY = 85;
/** References tried for a first frame rendered from the model before the best of them is used. */
const FIRST_FRAME_ATTEMPTS = 3;

const captureKey = (input: GenerateVideoInput) => `${input.jobId}:video:capture`;

/**
 * The video activities over Postgres, the object store and a video provider. Idempotent per job: the video row
 * was created with the job, its files have fixed keys, the capture is keyed by the job, and a finished job is
 * left alone.
 */
export function createVideoActivities(deps: VideoDeps): VideoSteps {
  const { prisma, store, pubsub } = deps;
  const now = deps.now ?? (() => new Date());
  const changed = (input: GenerateVideoInput) => pubsub.publish('videoJobChanged', { userId: input.userId, jobId: input.jobId });
  const changedIn = (tx: Prisma.TransactionClient, input: GenerateVideoInput) => publishIn(tx, 'videoJobChanged', { userId: input.userId, jobId: input.jobId });

  async function assertNotDeleted(input: GenerateVideoInput) {
    const video = await prisma.video.findFirst({ where: { id: input.videoId, userId: input.userId }, select: { deletedAt: true } });
    if (!video || video.deletedAt) throw new GenerationError(VIDEO_DELETED_MESSAGE);
  }

  /** The user's delivered image, as the first frame. */
  async function sourceFrame(input: GenerateVideoInput, sourceImageId: string): Promise<Buffer> {
    const image = await prisma.generatedImage.findFirst({ where: { id: sourceImageId, userId: input.userId, status: 'succeeded', deletedAt: null } });
    const bytes = image ? await store.getBuffer(imageKeys(input.userId, image.id).image) : null;
    if (!bytes) throw new GenerationError(SOURCE_IMAGE_GONE_MESSAGE);
    return bytes;
  }

  async function dropFiles(input: GenerateVideoInput, which: 'work' | 'all') {
    const keys = videoKeys(input.userId, input.videoId);
    await store.deleteMany(which === 'work' ? [keys.frame, keys.mask] : Object.values(keys));
  }

  return {
    async setStage(input, stage, progress) {
      await setJobStage(prisma, input.jobId, stage, progress, now());
      await prisma.video.updateMany({ where: { id: input.videoId, status: 'pending' }, data: { status: 'processing' } });
      await changed(input);
    },

    async prepare(input) {
      await assertNotDeleted(input);
      const keys = videoKeys(input.userId, input.videoId);
      if (input.sourceImageId) {
        await store.put(keys.frame, await sourceFrame(input, input.sourceImageId), { contentType: 'image/jpeg' });
        return { frameKey: keys.frame, maskKey: null };
      }
      if (!input.modelId) throw new GenerationError(MODEL_NOT_READY_MESSAGE);
      const profile = await loadModelProfile(deps, input.userId, input.modelId);
      // The best reference that renders as the user (a reference whose person mask missed is never used).
      const shot = await renderMatchingHeadshot(
        { profile, store, style: input.style, options: { aspectRatio: '1:1', quality: 'high', intensity: 0.8 } },
        { first: 0, step: 1, maxAttempts: FIRST_FRAME_ATTEMPTS, threshold: IDENTITY_MATCH_THRESHOLD },
      );
      await store.put(keys.frame, shot.jpeg, { contentType: 'image/jpeg' });
      await store.put(keys.mask, shot.mask, { contentType: 'image/png' });
      return { frameKey: keys.frame, maskKey: keys.mask };
    },

    async process(input, frame): Promise<ProcessedVideo> {
      // The provider the job is bound to (where its run may already be: providerRef), else its first choice.
      const job = await prisma.aiJob.findUniqueOrThrow({ where: { id: input.jobId }, select: { providerRef: true, provider: true } });
      const bound = (job.provider ?? input.provider) as VideoProviderName;
      const candidates = deps.routing ? candidatesFor(bound, deps.routing.order) : [bound];
      if (!candidates.some((name) => deps.providers[name])) {
        throw new GenerationError(`Videos cannot be made right now: the ${bound} video provider is not configured`);
      }
      let written = PROCESS_FROM;
      const reportProgress = (fraction: number) => {
        const progress = Math.round(PROCESS_FROM + PROCESS_SPAN * fraction);
        if (progress < written + PROGRESS_STEP && fraction < 1) return;
        written = progress;
        void setJobProgress(prisma, input.jobId, progress)
          .then((moved) => (moved ? changed(input) : undefined))
          .catch(() => undefined);
      };
      const log = jobLogger(deps.log ?? defaultLogger(), input);
      // A row without a provider (older jobs) is bound to the input's.
      let boundNow: string = job.provider ?? input.provider;
      try {
        const rendered = await runWithFailover({
          capability: 'video',
          candidates,
          available: (name) => Boolean(deps.providers[name]),
          health: deps.routing?.health ?? null,
          onFailover: deps.routing?.onFailover,
          log,
          bind: async (name) => {
            if (name === boundNow) return;
            // A run of this job exists at its provider: it is followed there, never started anywhere else.
            if (job.providerRef) throw new Error(`video job ${input.jobId} has a run at ${boundNow} (${job.providerRef}): not moved to ${name}`);
            // Only a provider that started nothing is left (ProviderUnavailable): its ref, if any, is not carried over.
            await prisma.aiJob.update({ where: { id: input.jobId }, data: { provider: name, providerRef: null } });
            boundNow = name;
            job.providerRef = null;
          },
          run: async (name, mayStart) => {
            const video = await deps.providers[name]!.render(
              { jobId: input.jobId, userId: input.userId, ...frame, prompt: input.prompt, durationSeconds: input.durationSeconds, quality: input.quality, motion: input.motion },
              {
                store,
                signal: deps.signal ?? new AbortController().signal,
                reportProgress,
                mayStart,
                providerRef: job.providerRef,
                saveProviderRef: async (ref) => void (await prisma.aiJob.update({ where: { id: input.jobId }, data: { providerRef: ref } })),
                log,
              },
            );
            reportCost(deps.routing, name, 'video', video.durationSeconds);
            return video;
          },
        });
        // Provider URLs expire: the file is ours from now on.
        await store.put(videoKeys(input.userId, input.videoId).video, rendered.mp4, { contentType: 'video/mp4' });
        return { width: rendered.width, height: rendered.height, fps: rendered.fps, durationSeconds: rendered.durationSeconds, bytes: rendered.mp4.length };
      } catch (err) {
        if (err instanceof VideoProviderError) throw new GenerationError(err.message);
        throw err;
      }
    },

    async render(input, processed) {
      await assertNotDeleted(input);
      const keys = videoKeys(input.userId, input.videoId);
      const mp4 = await store.getBuffer(keys.video);
      if (!mp4) throw new Error(`video file missing: ${keys.video}`);
      const probe = await probeVideo(mp4);
      const first = await extractFrame(mp4, 0);
      const poster = await sharp(first.data, { raw: { width: first.width, height: first.height, channels: 3 } }).jpeg({ quality: POSTER_QUALITY }).toBuffer();
      await store.put(keys.poster, poster, { contentType: 'image/jpeg' });
      const { count } = await prisma.video.updateMany({
        where: { id: input.videoId, userId: input.userId, deletedAt: null },
        data: { status: 'succeeded', storageKey: keys.video, posterKey: keys.poster, errorMessage: null },
      });
      if (count === 0) throw new GenerationError(VIDEO_DELETED_MESSAGE);
      const output = { videoId: input.videoId, width: probe.width, height: probe.height, fps: probe.fps, durationSeconds: probe.durationSeconds, bytes: processed.bytes };
      await prisma.aiJob.update({ where: { id: input.jobId }, data: { output } });
      await changed(input);
    },

    async capture(input) {
      const { holdId } = input;
      if (!holdId) return;
      await prisma.$transaction((tx) => captureHold(tx, { holdId, amount: VIDEO_COST, idempotencyKey: captureKey(input), reason: 'video' }));
    },

    async complete(input) {
      await settleJob(prisma, input, { status: 'succeeded' }, now(), (tx) => changedIn(tx, input));
      await dropFiles(input, 'work');
      return { status: 'succeeded', videoId: input.videoId };
    },

    async fail(input, message) {
      // Charged means delivered: a job that fails after its capture (while settling) still ends completed.
      if (await wasCaptured(prisma, captureKey(input))) {
        await settleJob(prisma, input, { status: 'succeeded' }, now(), (tx) => changedIn(tx, input));
        await dropFiles(input, 'work');
      } else {
        await settleJob(prisma, input, { status: 'failed', message }, now(), async (tx) => {
          await tx.video.updateMany({ where: { id: input.videoId }, data: { status: 'failed', errorMessage: message, storageKey: null, posterKey: null } });
          await changedIn(tx, input);
        });
        if (await hasFailed(prisma, input.jobId)) await dropFiles(input, 'all');
      }
    },
  };
}
