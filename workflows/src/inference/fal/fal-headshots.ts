import { defaultLogger, type Logger } from '@kadr/core/log/logger';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import type { HeadshotQuality } from '@kadr/core/jobs/headshot-job';
import { headshotPrompt, ImageProviderError, type HeadshotPredictionRequest, type PredictionContext, type ProviderImage } from '../replicate/replicate-headshots';
import { cleanProviderError } from '../replicate/training-progress';
import { isRefusal, type FalClient } from './fal-client';
import { awaitRequest, collectRequest, downloadFile, falPollInterval, falWebhookUrl, fileUrl, mayNotStart, resumeRequest, type FalWebhookOptions } from './fal-requests';
import type { FalStatus, FluxLoraOutput } from './fal-types';
import { falUpdates, type FalUpdates } from './fal-updates';

/**
 * The `fal` headshot engine, for models trained on fal: one request per image to FLUX with the user's LoRA
 * (fal-ai/flux-lora, `loras: [{path, scale}]`), its id saved before the wait and resumed on a retry; the JPEG is
 * downloaded at once and handed back for our store. The LoRA is fal's file while fal still serves it, else our own
 * copy of the weights uploaded to fal's storage.
 */

export interface FalHeadshotOptions extends FalWebhookOptions {
  client: FalClient;
  /** FAL_HEADSHOT_MODEL, e.g. fal-ai/flux-lora. */
  endpoint: string;
  /** Largest output accepted. */
  maxBytes?: number;
  updates?: FalUpdates;
  fetch?: typeof fetch;
}

/** The model's LoRA as its fal reference names it (fal-training.ts: loraUrl and weightsKey). */
export interface FalLora {
  url: string;
  /** Our copy of the weights in the store: uploaded to fal when fal's file is gone. */
  weightsKey: string;
}

export type FalHeadshotRequest = Omit<HeadshotPredictionRequest, 'version'> & { lora: FalLora };

export interface FalHeadshotContext extends PredictionContext {
  /** Where our copy of the weights is read from. */
  store: ObjectStore;
  /** False: only resume `providerRef`, never start a request (TrainingContext.mayStart). Absent: true. */
  mayStart?: boolean;
}

export interface FalHeadshotEngine {
  readonly name: 'fal';
  render(req: FalHeadshotRequest, ctx: FalHeadshotContext): Promise<ProviderImage>;
}

const FAILED = 'The image could not be made by the provider';
const STEPS: Record<HeadshotQuality, number> = { standard: 28, high: 40 };

/** One megapixel at the ratio ('w:h'), sides multiples of 16 (1024×1024 for 1:1): flux-lora's `image_size`. */
export function falImageSize(ratio: string): { width: number; height: number } {
  const [w, h] = ratio.split(':').map(Number) as [number, number];
  const side = (x: number) => Math.round(Math.sqrt(1024 * 1024 * x) / 16) * 16;
  return { width: side(w / h), height: side(h / w) };
}

/**
 * The request's input (fal-ai/flux-lora): the prompt with the trigger word, the LoRA at full strength (what keeps the
 * likeness), guidance from style intensity (2 … 4), one JPEG with the safety checker on. FLUX takes no negative prompt.
 */
export function falHeadshotInput(req: FalHeadshotRequest, loraPath: string): Record<string, unknown> {
  return {
    prompt: headshotPrompt(req.triggerWord, req.prompt, req.style),
    loras: [{ path: loraPath, scale: 1 }],
    image_size: falImageSize(req.aspectRatio),
    num_images: 1,
    output_format: 'jpeg',
    enable_safety_checker: true,
    num_inference_steps: STEPS[req.quality],
    guidance_scale: Math.round((2 + 2 * Math.min(1, Math.max(0, req.intensity))) * 100) / 100,
    seed: req.seed,
  };
}

export function createFalHeadshotEngine(opts: FalHeadshotOptions): FalHeadshotEngine {
  const { client, endpoint } = opts;
  const updates = opts.updates ?? falUpdates;
  const fetchImpl = opts.fetch ?? fetch;
  const maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
  /** The path each LoRA runs with, found once per process: fal's URL, or our copy uploaded there. */
  const loraPaths = new Map<string, Promise<string>>();

  async function findLoraPath(lora: FalLora, store: ObjectStore, log: Logger, signal: AbortSignal): Promise<string> {
    const res = await fetchImpl(lora.url, { method: 'HEAD', signal }).catch(() => null);
    // Only a clear "gone" sends our copy: a network hiccup is no reason to upload a large file.
    if (!res || ![403, 404, 410].includes(res.status)) return lora.url;
    const weights = await store.getBuffer(lora.weightsKey);
    if (!weights) throw new ImageProviderError('The model’s weights are no longer available');
    log.info({ weightsKey: lora.weightsKey }, 'fal no longer serves the LoRA: uploading our copy of the weights');
    return client.uploadFile(new Uint8Array(weights), { fileName: 'lora.safetensors', contentType: 'application/octet-stream', signal });
  }

  function loraPath(lora: FalLora, ctx: FalHeadshotContext): Promise<string> {
    let found = loraPaths.get(lora.url);
    if (!found) {
      found = findLoraPath(lora, ctx.store, ctx.log ?? defaultLogger(), ctx.signal);
      loraPaths.set(lora.url, found);
      // Not kept when it failed: the next image asks again.
      found.catch(() => loraPaths.delete(lora.url));
    }
    return found;
  }

  async function start(req: FalHeadshotRequest, ctx: FalHeadshotContext): Promise<FalStatus> {
    try {
      const input = falHeadshotInput(req, await loraPath(req.lora, ctx));
      // Not aborted by a stop: a submit cut off after fal took it would lose the request id, and a retry would pay again.
      const submitted = await client.submit(endpoint, input, { webhookUrl: falWebhookUrl(opts, { jobId: req.jobId, image: String(req.index) }) });
      await ctx.saveProviderRef(submitted.request_id);
      return { status: 'IN_QUEUE', request_id: submitted.request_id };
    } catch (err) {
      if (isRefusal(err)) throw new ImageProviderError(`fal refused the image: ${cleanProviderError(err.detail, FAILED)}`);
      throw err;
    }
  }

  return {
    name: 'fal',
    async render(req, ctx) {
      let request: FalStatus | null = null;
      try {
        request = await resumeRequest(client, endpoint, ctx.providerRef, ctx.signal, { outageLimitMs: opts.outageLimitMs, log: ctx.log });
        if (!request) {
          if (ctx.mayStart === false) throw mayNotStart('headshots');
          request = await start(req, ctx);
        }
        const done = await awaitRequest(request, { client, endpoint, updates, pollIntervalMs: falPollInterval(opts), signal: ctx.signal, log: ctx.log, outageLimitMs: opts.outageLimitMs });
        const outcome = await collectRequest<FluxLoraOutput>(client, endpoint, done, ctx.signal, { outageLimitMs: opts.outageLimitMs, log: ctx.log });
        if (!outcome.ok) throw new ImageProviderError(cleanProviderError(outcome.error, FAILED));
        if (outcome.output?.has_nsfw_concepts?.[0]) throw new ImageProviderError('The provider’s safety checker withheld the image');
        const url = fileUrl(outcome.output?.images?.[0]);
        if (!url) throw new ImageProviderError('The provider finished without an image');
        const tooLarge = () => new ImageProviderError('The provider returned an image that is too large');
        const { bytes } = await downloadFile(url, { fetch: fetchImpl, signal: ctx.signal, maxBytes, tooLarge, outageLimitMs: opts.outageLimitMs, log: ctx.log });
        return { bytes, predictionId: done.request_id };
      } finally {
        if (request) updates.forget(request.request_id);
      }
    },
  };
}
