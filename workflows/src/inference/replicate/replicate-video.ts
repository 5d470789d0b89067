import { defaultLogger, type Logger } from '@kadr/core/log/logger';
import { probeVideo } from '../local/video-probe';
import type { VideoQuality } from '@kadr/core/jobs/video-job';
import { VideoProviderError, type RenderedVideo, type VideoContext, type VideoProvider, type VideoRequest } from '../video-provider';
import { ReplicateApiError, type ReplicateClient } from './replicate-client';
import {
  awaitPrediction,
  downloadOutput,
  endedWithout,
  findAfterLostCreate,
  isRefusal,
  lookupPrediction,
  outputUrl,
  pollInterval,
  resumePrediction,
  webhookFields,
  type WebhookOptions,
} from './replicate-predictions';
import { accepts, inputSchema, missingInputs, type InputSchema } from './replicate-schema';
import type { ReplicatePrediction } from './replicate-types';
import { pausedAt, unavailableFrom } from './replicate-unavailable';
import { replicateUpdates, type ReplicateUpdates } from './replicate-updates';
import { cleanProviderError } from './training-progress';

export interface ReplicateVideoOptions extends WebhookOptions {
  client: ReplicateClient;
  /** The image-to-video model: `owner/name` (an official model) or `owner/name:version`. */
  model: string;
  /** Fallback polling of the prediction when no webhook arrives. */
  pollIntervalMs: number;
  /** Expected length of a prediction, for the time-based progress estimate. */
  expectedDurationMs?: number;
  /** Largest output accepted. */
  maxBytes?: number;
  updates?: ReplicateUpdates;
  fetch?: typeof fetch;
  now?: () => number;
}

/** Output resolution asked for per quality (image-to-video models such as bytedance/seedance-1-lite take these). */
export const REPLICATE_VIDEO_RESOLUTION: Readonly<Record<VideoQuality, string>> = { standard: '480p', high: '720p', ultra: '1080p' };

const FAILED = 'The video could not be made by the provider';
/** Creates tried in one attempt when each answer is lost and no prediction is found after it. */
const MAX_CREATE_ROUNDS = 3;

/** `owner/name` or `owner/name:version` → its parts. */
export function parseModelRef(ref: string): { owner: string; name: string; version: string | null } {
  const match = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)(?::([A-Za-z0-9]+))?$/.exec(ref);
  if (!match) throw new Error(`Not a Replicate model (owner/name or owner/name:version): ${ref}`);
  return { owner: match[1]!, name: match[2]!, version: match[3] ?? null };
}

export { outputUrl };

/** The inputs an image-to-video model must take for us to use it. */
const REQUIRED_VIDEO_INPUTS = ['image', 'prompt'] as const;

/**
 * The prediction's input, checked against the model's own schema (`null`: unknown, the documented inputs are sent):
 * a model that takes no `image` or `prompt` fails the video with a message naming it; a duration it does not take
 * fails it too (the user paid for that length); a resolution it does not take, or an input it does not name, is
 * left out (the model's default).
 */
export function videoInput(model: string, req: Pick<VideoRequest, 'prompt' | 'durationSeconds' | 'quality'>, image: string, schema: InputSchema | null): Record<string, unknown> {
  const input: Record<string, unknown> = { image, prompt: req.prompt, duration: req.durationSeconds, resolution: REPLICATE_VIDEO_RESOLUTION[req.quality] };
  if (!schema) return input;
  const missing = missingInputs(schema, REQUIRED_VIDEO_INPUTS);
  if (missing.length) throw new VideoProviderError(`The video model ${model} does not take ${missing.map((m) => `\`${m}\``).join(' or ')}: it is not an image-to-video model`);
  const duration = schema.properties.duration;
  if (duration && !accepts(duration, input.duration)) {
    const range = Array.isArray(duration.enum) ? duration.enum.join(', ') : `${duration.minimum ?? '?'}–${duration.maximum ?? '?'}`;
    throw new VideoProviderError(`The video model ${model} does not make ${req.durationSeconds}-second videos (it takes ${range} seconds)`);
  }
  return Object.fromEntries(Object.entries(input).filter(([key, value]) => schema.properties[key] && accepts(schema.properties[key], value)));
}

const frameType = (bytes: Buffer) => (bytes[0] === 0x89 && bytes[1] === 0x50 ? { contentType: 'image/png', filename: 'frame.png' } : { contentType: 'image/jpeg', filename: 'frame.jpg' });

/**
 * The `replicate` video provider: the first frame goes to an image-to-video model behind a short-lived signed URL
 * with the prompt and duration; the prediction is followed by signed webhook (which wakes the waiter at once) or,
 * failing that, by polling; its MP4 is downloaded at once (Replicate's file URLs expire within an hour) and
 * handed back for the store.
 */
export function createReplicateVideoProvider(opts: ReplicateVideoOptions): VideoProvider {
  const { client } = opts;
  const model = parseModelRef(opts.model);
  const updates = opts.updates ?? replicateUpdates;
  const now = opts.now ?? Date.now;
  const fetchImpl = opts.fetch ?? fetch;
  const expectedMs = opts.expectedDurationMs ?? 120_000;
  const maxBytes = opts.maxBytes ?? 256 * 1024 * 1024;
  let schema: Promise<InputSchema | null> | null = null;

  /** The model's input schema, read once (its pinned version, or an official model's latest); null when unreadable now. */
  function schemaOf(log: Logger): Promise<InputSchema | null> {
    schema ??= (model.version ? client.getModelVersion(model.owner, model.name, model.version) : client.getModel(model.owner, model.name).then((m) => m?.latest_version ?? null)).then(
      (version) => inputSchema(version),
      (err: unknown) => {
        // Not kept: the next video asks again. The create request decides whether the model exists.
        schema = null;
        if (err instanceof ReplicateApiError && err.status === 404) throw new VideoProviderError(`The video model ${opts.model} does not exist on Replicate`);
        log.warn({ err, model: opts.model }, 'Replicate model schema unavailable');
        return null;
      },
    );
    return schema;
  }

  /** Removes the uploaded frame once the prediction has ended (it expires on its own otherwise). */
  function dropFrame(prediction: ReplicatePrediction, log: Logger): Promise<void> {
    const fileId = client.fileIdOf(prediction.input?.image);
    if (!fileId) return Promise.resolve();
    return client.deleteFile(fileId).catch((err: unknown) => log.warn({ err, fileId }, 'Replicate input file not deleted'));
  }

  async function start(req: VideoRequest, ctx: VideoContext, log: Logger): Promise<ReplicatePrediction> {
    const known = await schemaOf(log);
    // The frame goes to Replicate's Files API: our own store need not be reachable from the internet.
    const frame = await ctx.store.getBuffer(req.frameKey);
    if (!frame) throw new Error(`The video's first frame is missing: ${req.frameKey}`);
    const input = videoInput(opts.model, req, 'pending', known);
    let fileId: string | null = null;
    let creating = false;
    try {
      const file = await client.createFile(new Uint8Array(frame), { ...frameType(frame), signal: ctx.signal });
      fileId = file.id;
      const body = { input: { ...input, image: file.urls.get }, ...webhookFields(opts, { jobId: req.jobId }) };
      for (let round = 1; ; round++) {
        creating = true;
        try {
          const prediction = model.version
            ? await client.createPrediction({ version: model.version, ...body })
            : await client.createModelPrediction(model.owner, model.name, body);
          fileId = null;
          await ctx.saveProviderRef(prediction.id);
          return prediction;
        } catch (err) {
          if (isRefusal(err) || unavailableFrom(err, 'video', true) || round >= MAX_CREATE_ROUNDS) throw err;
          // The answer was lost, not the request: the prediction may exist. Found, it is this job's; else create.
          const found = await findAfterLostCreate(client, opts, { jobId: req.jobId }, err, { signal: ctx.signal, log });
          if (found) {
            fileId = null;
            await ctx.saveProviderRef(found.id);
            return found;
          }
        }
      }
    } catch (err) {
      if (isRefusal(err)) throw new VideoProviderError(`Replicate refused the video: ${cleanProviderError(err.detail, FAILED)}`);
      // No prediction was made: the job may go to another provider.
      throw unavailableFrom(err, 'video', creating) ?? err;
    } finally {
      // No prediction holds the frame: it goes now.
      if (fileId) await client.deleteFile(fileId).catch(() => undefined);
    }
  }

  /** This job's prediction at Replicate when its reference was never saved (webhooks on); saved once found. */
  async function found(req: VideoRequest, ctx: VideoContext): Promise<ReplicatePrediction | null> {
    let prediction: ReplicatePrediction | null;
    try {
      prediction = await lookupPrediction(client, opts, { jobId: req.jobId }, ctx.signal);
    } catch (err) {
      if (ctx.signal.aborted) throw err;
      if (isRefusal(err)) throw new VideoProviderError(`Replicate refused the video: ${cleanProviderError(err.detail, FAILED)}`);
      // Replicate cannot say now: as before any create, the job may go to another provider.
      throw unavailableFrom(err, 'video', false) ?? err;
    }
    if (prediction) await ctx.saveProviderRef(prediction.id);
    return prediction;
  }

  function progressOf(prediction: ReplicatePrediction): number {
    if (prediction.status === 'succeeded') return 1;
    if (prediction.status === 'starting') return 0.05;
    const since = Date.parse(prediction.started_at ?? prediction.created_at);
    return Number.isNaN(since) ? 0.1 : Math.max(0.1, Math.min(0.95, (now() - since) / expectedMs));
  }

  /** Downloads the output MP4 and reads what it is (ffprobe): a file that is no video fails the job. */
  async function download(prediction: ReplicatePrediction, signal: AbortSignal, log: Logger): Promise<RenderedVideo> {
    const url = outputUrl(prediction.output);
    if (!url) throw new VideoProviderError('The provider finished without a video');
    const tooLarge = () => new VideoProviderError('The provider returned a video that is too large');
    const { bytes: mp4 } = await downloadOutput(url, { fetch: fetchImpl, signal, maxBytes, tooLarge, outageLimitMs: opts.outageLimitMs, log });
    const probe = await probeVideo(mp4).catch(() => null);
    if (!probe || probe.width <= 0 || probe.durationSeconds <= 0) throw new VideoProviderError('The provider returned a file that is not a playable video');
    return { mp4, width: probe.width, height: probe.height, fps: probe.fps, durationSeconds: probe.durationSeconds };
  }

  return {
    name: 'replicate',
    async render(req, ctx) {
      let prediction: ReplicatePrediction | null = null;
      const log = ctx.log ?? defaultLogger();
      try {
        prediction = await resumePrediction(client, ctx.providerRef, { signal: ctx.signal, outageLimitMs: opts.outageLimitMs, log });
        if (!prediction && ctx.mayStart === false) throw pausedAt('video');
        // No reference saved: an earlier attempt may still have made one (its answer lost, or a crash before saving).
        prediction ??= await found(req, ctx);
        prediction ??= await start(req, ctx, log);
        const result = await awaitPrediction(prediction, {
          client,
          updates,
          pollIntervalMs: pollInterval(opts),
          signal: ctx.signal,
          onState: (p) => ctx.reportProgress(progressOf(p)),
          log: ctx.log,
          outageLimitMs: opts.outageLimitMs,
        });
        await dropFrame(result, log);
        if (result.status !== 'succeeded') throw new VideoProviderError(cleanProviderError(result.error, endedWithout(result.status, 'video', FAILED)));
        return await download(result, ctx.signal, log);
      } finally {
        if (prediction) updates.forget(prediction.id);
      }
    },
  };
}
