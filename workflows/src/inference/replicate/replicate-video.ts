import { probeVideo } from '../local/video-probe';
import type { VideoQuality } from '../local/video-engine';
import { VideoProviderError, type RenderedVideo, type VideoContext, type VideoProvider, type VideoRequest } from '../video-provider';
import type { ReplicateClient } from './replicate-client';
import { awaitPrediction, downloadOutput, isRefusal, outputUrl, resumePrediction, webhookFields, type WebhookOptions } from './replicate-predictions';
import type { ReplicatePrediction } from './replicate-types';
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

/** The provider downloads the frame when the prediction starts; predictions queue for minutes, not hours. */
const FRAME_URL_TTL_SECONDS = 3600;
const FAILED = 'The video could not be made by the provider';

/** `owner/name` or `owner/name:version` → its parts. */
export function parseModelRef(ref: string): { owner: string; name: string; version: string | null } {
  const match = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)(?::([A-Za-z0-9]+))?$/.exec(ref);
  if (!match) throw new Error(`Not a Replicate model (owner/name or owner/name:version): ${ref}`);
  return { owner: match[1]!, name: match[2]!, version: match[3] ?? null };
}

export { outputUrl };

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

  async function start(req: VideoRequest, ctx: VideoContext): Promise<ReplicatePrediction> {
    const image = await ctx.store.presignGet(req.frameKey, { expiresInSeconds: FRAME_URL_TTL_SECONDS, audience: 'remote' });
    const body = {
      input: { image, prompt: req.prompt, duration: req.durationSeconds, resolution: REPLICATE_VIDEO_RESOLUTION[req.quality] },
      ...webhookFields(opts, { jobId: req.jobId }),
    };
    try {
      const prediction = model.version
        ? await client.createPrediction({ version: model.version, ...body })
        : await client.createModelPrediction(model.owner, model.name, body);
      await ctx.saveProviderRef(prediction.id);
      return prediction;
    } catch (err) {
      if (isRefusal(err)) throw new VideoProviderError(`Replicate refused the video: ${cleanProviderError(err.detail, FAILED)}`);
      throw err;
    }
  }

  function progressOf(prediction: ReplicatePrediction): number {
    if (prediction.status === 'succeeded') return 1;
    if (prediction.status === 'starting') return 0.05;
    const since = Date.parse(prediction.started_at ?? prediction.created_at);
    return Number.isNaN(since) ? 0.1 : Math.max(0.1, Math.min(0.95, (now() - since) / expectedMs));
  }

  /** Downloads the output MP4 and reads what it is (ffprobe): a file that is no video fails the job. */
  async function download(prediction: ReplicatePrediction, signal: AbortSignal): Promise<RenderedVideo> {
    const url = outputUrl(prediction.output);
    if (!url) throw new VideoProviderError('The provider finished without a video');
    const tooLarge = () => new VideoProviderError('The provider returned a video that is too large');
    const { bytes: mp4 } = await downloadOutput(url, { fetch: fetchImpl, signal, maxBytes, tooLarge });
    const probe = await probeVideo(mp4).catch(() => null);
    if (!probe || probe.width <= 0 || probe.durationSeconds <= 0) throw new VideoProviderError('The provider returned a file that is not a playable video');
    return { mp4, width: probe.width, height: probe.height, fps: probe.fps, durationSeconds: probe.durationSeconds };
  }

  return {
    name: 'replicate',
    async render(req, ctx) {
      let prediction: ReplicatePrediction | null = null;
      try {
        prediction = (await resumePrediction(client, ctx.providerRef)) ?? (await start(req, ctx));
        const result = await awaitPrediction(prediction, {
          client,
          updates,
          pollIntervalMs: opts.pollIntervalMs,
          signal: ctx.signal,
          onState: (p) => ctx.reportProgress(progressOf(p)),
          log: ctx.log,
        });
        if (result.status !== 'succeeded') {
          const fallback = result.status === 'canceled' ? 'The video was canceled at the provider' : FAILED;
          throw new VideoProviderError(cleanProviderError(result.error, fallback));
        }
        return await download(result, ctx.signal);
      } finally {
        if (prediction) updates.forget(prediction.id);
      }
    },
  };
}
