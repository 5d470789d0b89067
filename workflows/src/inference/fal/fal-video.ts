import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultLogger } from '@kadr/core/log/logger';
import { PROBE_TEMP_PREFIX } from '../local/temp-folders';
import { mediaTools, runTool } from '../local/video-ffmpeg';
import { probeVideo } from '../local/video-probe';
import { cleanProviderError } from '../replicate/training-progress';
import { VideoProviderError, type RenderedVideo, type VideoContext, type VideoProvider, type VideoRequest } from '../video-provider';
import { isRefusal, type FalClient } from './fal-client';
import { awaitRequest, collectRequest, downloadFile, falPollInterval, falWebhookUrl, fileUrl, mayNotStart, resumeRequest, type FalWebhookOptions } from './fal-requests';
import type { FalStatus, FalVideoOutput } from './fal-types';
import { falUpdates, type FalUpdates } from './fal-updates';

export interface FalVideoOptions extends FalWebhookOptions {
  client: FalClient;
  /** FAL_VIDEO_MODEL: an image-to-video endpoint taking `image_url`, `prompt` and `duration` ("5" | "10"), answering `video.url`. */
  endpoint: string;
  /** Expected length of a request once it runs, for the time-based progress estimate (Kling: 1.5 to 2.5 min). */
  expectedDurationMs?: number;
  /** Largest output accepted. */
  maxBytes?: number;
  updates?: FalUpdates;
  fetch?: typeof fetch;
  now?: () => number;
}

/** The clip lengths the model makes (Kling 2.5 Turbo: `duration` "5" or "10"). */
export const FAL_VIDEO_DURATIONS = [5, 10] as const;

const FAILED = 'The video could not be made by the provider';

/** The shortest clip the model makes that is at least `seconds` long; null when it makes none that long. */
export function falClipSeconds(seconds: number): (typeof FAL_VIDEO_DURATIONS)[number] | null {
  return FAL_VIDEO_DURATIONS.find((d) => d >= seconds) ?? null;
}

const frameType = (bytes: Buffer) => (bytes[0] === 0x89 && bytes[1] === 0x50 ? { contentType: 'image/png', fileName: 'frame.png' } : { contentType: 'image/jpeg', fileName: 'frame.jpg' });

/**
 * The `fal` video provider: the first frame goes to fal's storage, then to the image-to-video model with the prompt
 * and the shortest clip length that covers the asked one; the request id is saved before the wait and resumed on a
 * retry; a signed webhook wakes the wait, polling covers a lost one. The MP4 is downloaded at once, cut to the asked
 * length when the clip is longer, and read with ffprobe.
 */
export function createFalVideoProvider(opts: FalVideoOptions): VideoProvider {
  const { client, endpoint } = opts;
  const updates = opts.updates ?? falUpdates;
  const now = opts.now ?? Date.now;
  const fetchImpl = opts.fetch ?? fetch;
  const expectedMs = opts.expectedDurationMs ?? 120_000;
  const maxBytes = opts.maxBytes ?? 256 * 1024 * 1024;

  async function start(req: VideoRequest, ctx: VideoContext): Promise<FalStatus> {
    const clip = falClipSeconds(req.durationSeconds);
    if (!clip) throw new VideoProviderError(`The video model ${endpoint} does not make ${req.durationSeconds}-second videos (it makes ${FAL_VIDEO_DURATIONS.join(' or ')} seconds)`);
    const frame = await ctx.store.getBuffer(req.frameKey);
    if (!frame) throw new Error(`The video's first frame is missing: ${req.frameKey}`);
    try {
      // The frame goes to fal's storage: our own store need not be reachable from the internet.
      const imageUrl = await client.uploadFile(new Uint8Array(frame), { ...frameType(frame), signal: ctx.signal });
      const submitted = await client.submit(
        endpoint,
        { image_url: imageUrl, prompt: req.prompt, duration: String(clip) },
        // Not aborted by a stop: a submit cut off after fal took it would lose the request id, and a retry would pay again.
        { webhookUrl: falWebhookUrl(opts, { jobId: req.jobId }) },
      );
      await ctx.saveProviderRef(submitted.request_id);
      return { status: 'IN_QUEUE', request_id: submitted.request_id };
    } catch (err) {
      if (isRefusal(err)) throw new VideoProviderError(`fal refused the video: ${cleanProviderError(err.detail, FAILED)}`);
      throw err;
    }
  }

  function progressOf(state: FalStatus, runningSince: { at: number | null }): number {
    if (state.status === 'IN_QUEUE') return 0.05;
    if (state.status === 'COMPLETED') return 0.97;
    runningSince.at ??= now();
    return Math.max(0.1, Math.min(0.95, (now() - runningSince.at) / expectedMs));
  }

  /** Downloads the MP4, cuts it to the asked length when longer, and reads what it is: a file that is no video fails the job. */
  async function download(output: FalVideoOutput | undefined, seconds: number, signal: AbortSignal): Promise<RenderedVideo> {
    const url = fileUrl(output?.video);
    if (!url) throw new VideoProviderError('The provider finished without a video');
    const tooLarge = () => new VideoProviderError('The provider returned a video that is too large');
    let { bytes: mp4 } = await downloadFile(url, { fetch: fetchImpl, signal, maxBytes, tooLarge, outageLimitMs: opts.outageLimitMs });
    let probe = await probeVideo(mp4).catch(() => null);
    if (!probe || probe.width <= 0 || probe.durationSeconds <= 0) throw new VideoProviderError('The provider returned a file that is not a playable video');
    if (probe.durationSeconds > seconds + 0.25) {
      mp4 = await cut(mp4, seconds, signal);
      probe = await probeVideo(mp4);
    }
    return { mp4, width: probe.width, height: probe.height, fps: probe.fps, durationSeconds: probe.durationSeconds };
  }

  return {
    name: 'fal',
    async render(req, ctx) {
      let request: FalStatus | null = null;
      const log = ctx.log ?? defaultLogger();
      let reported = 0;
      const runningSince = { at: null as number | null };
      try {
        request = await resumeRequest(client, endpoint, ctx.providerRef, ctx.signal, { outageLimitMs: opts.outageLimitMs, log });
        if (!request) {
          if (ctx.mayStart === false) throw mayNotStart('video');
          request = await start(req, ctx);
        }
        const done = await awaitRequest(request, {
          client,
          endpoint,
          updates,
          pollIntervalMs: falPollInterval(opts),
          signal: ctx.signal,
          log,
          outageLimitMs: opts.outageLimitMs,
          onState: (state) => {
            reported = Math.max(reported, progressOf(state, runningSince));
            ctx.reportProgress(reported);
          },
        });
        const outcome = await collectRequest<FalVideoOutput>(client, endpoint, done, ctx.signal, { outageLimitMs: opts.outageLimitMs, log });
        if (!outcome.ok) throw new VideoProviderError(cleanProviderError(outcome.error, FAILED));
        const video = await download(outcome.output, req.durationSeconds, ctx.signal);
        ctx.reportProgress(1);
        return video;
      } finally {
        if (request) updates.forget(request.request_id);
      }
    },
  };
}

/** The first `seconds` of an MP4, re-encoded (H.264, the audio kept as AAC) so the cut need not fall on a keyframe. */
async function cut(mp4: Buffer, seconds: number, signal: AbortSignal): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), PROBE_TEMP_PREFIX));
  try {
    const input = join(dir, 'clip.mp4');
    const output = join(dir, 'cut.mp4');
    await writeFile(input, mp4);
    // prettier-ignore
    await runTool((await mediaTools()).ffmpeg.path, [
      '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
      '-i', input, '-t', String(seconds),
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '18', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart',
      output,
    ], { signal });
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
