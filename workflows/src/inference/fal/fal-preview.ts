import type { Env } from '@kadr/core/env';
import type { ProviderCallObserver } from '@kadr/core/providers/providers';
import { offerOf } from '@kadr/core/providers/catalogue';
import { ImageProviderError } from '../replicate/replicate-headshots';
import { cleanProviderError } from '../replicate/training-progress';
import { previewPrompt, selfieFileType, type PreviewContext, type PreviewEngine, type PreviewRequest } from '../preview/preview-engine';
import { FalClient, isRefusal } from './fal-client';
import { awaitRequest, collectRequest, downloadFile, falPollInterval, falWebhookUrl, fileUrl, mayNotStart, resumeRequest, type FalWebhookOptions } from './fal-requests';
import type { FalStatus, FluxLoraOutput } from './fal-types';
import { falUpdates, type FalUpdates } from './fal-updates';

/**
 * The `fal` first-look engine (capability `preview`): FLUX.1 Kontext [pro] (fal-ai/flux-pro/kontext, $0.04 an image,
 * commercial use allowed through fal's API), an image-editing model given one reference photo. The selfie goes to
 * fal's storage (`POST /storage/upload/initiate`, then PUT), the request is submitted with `image_url` and the prompt,
 * its id saved before the wait and resumed on a retry; a signed webhook wakes the wait and polling covers a lost one.
 * The JPEG is downloaded at once. Contract read from fal's model page (input `prompt`, `image_url`, `seed`,
 * `guidance_scale`, `num_images`, `output_format`, `safety_tolerance`, `aspect_ratio`; output `images[].url`,
 * `has_nsfw_concepts`): the same queue API as the other fal adapters.
 */

export const FAL_PREVIEW_ENDPOINT = offerOf('fal', 'preview')!.endpoint;

export interface FalPreviewOptions extends FalWebhookOptions {
  client: FalClient;
  endpoint?: string;
  maxBytes?: number;
  updates?: FalUpdates;
  fetch?: typeof fetch;
}

const FAILED = 'The preview could not be made by the provider';
const KONTEXT_RATIOS = ['21:9', '16:9', '4:3', '3:2', '1:1', '2:3', '3:4', '9:16', '9:21'];

/** The request's input (fal-ai/flux-pro/kontext). */
export function falPreviewInput(req: PreviewRequest, imageUrl: string): Record<string, unknown> {
  return {
    prompt: previewPrompt(req.style),
    image_url: imageUrl,
    aspect_ratio: KONTEXT_RATIOS.includes(req.aspectRatio) ? req.aspectRatio : '1:1',
    num_images: 1,
    output_format: 'jpeg',
    guidance_scale: 3.5,
    safety_tolerance: '2',
    seed: req.seed,
  };
}

export function createFalPreviewEngine(opts: FalPreviewOptions): PreviewEngine {
  const { client } = opts;
  const endpoint = opts.endpoint ?? FAL_PREVIEW_ENDPOINT;
  const updates = opts.updates ?? falUpdates;
  const fetchImpl = opts.fetch ?? fetch;
  const maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;

  async function start(req: PreviewRequest, ctx: PreviewContext): Promise<FalStatus> {
    const selfie = await ctx.store.getBuffer(req.selfieKey);
    if (!selfie) throw new ImageProviderError('The selfie for this preview is no longer there');
    try {
      // Nothing is run or billed by an upload: its failures (but a refusal) are ProviderUnavailable (fal-client.ts).
      const imageUrl = await client.uploadFile(new Uint8Array(selfie), { ...selfieFileType(selfie), signal: ctx.signal });
      // Not aborted by a stop: a submit cut off after fal took it would lose the request id, and a retry would pay again.
      const submitted = await client.submit(endpoint, falPreviewInput(req, imageUrl), { webhookUrl: falWebhookUrl(opts, { jobId: req.jobId, image: String(req.index) }) });
      await ctx.saveProviderRef(submitted.request_id);
      return { status: 'IN_QUEUE', request_id: submitted.request_id };
    } catch (err) {
      if (isRefusal(err)) throw new ImageProviderError(`fal refused the preview: ${cleanProviderError(err.detail, FAILED)}`);
      throw err;
    }
  }

  return {
    name: 'fal',
    async render(req, ctx) {
      let request: FalStatus | null = null;
      try {
        request = await resumeRequest(client, endpoint, ctx.providerRef, ctx.signal);
        if (!request) {
          if (ctx.mayStart === false) throw mayNotStart('preview');
          request = await start(req, ctx);
        }
        const done = await awaitRequest(request, { client, endpoint, updates, pollIntervalMs: falPollInterval(opts), signal: ctx.signal, log: ctx.log });
        const outcome = await collectRequest<FluxLoraOutput>(client, endpoint, done, ctx.signal);
        if (!outcome.ok) throw new ImageProviderError(cleanProviderError(outcome.error, FAILED));
        if (outcome.output?.has_nsfw_concepts?.[0]) throw new ImageProviderError('The provider’s safety checker withheld the image');
        const url = fileUrl(outcome.output?.images?.[0]);
        if (!url) throw new ImageProviderError('The provider finished without an image');
        const tooLarge = () => new ImageProviderError('The provider returned an image that is too large');
        const { bytes } = await downloadFile(url, { fetch: fetchImpl, signal: ctx.signal, maxBytes, tooLarge });
        return { bytes, predictionId: done.request_id };
      } finally {
        if (request) updates.forget(request.request_id);
      }
    },
  };
}

type FalPreviewEnv = Pick<Env, 'NODE_ENV' | 'PUBLIC_URL' | 'FAL_KEY' | 'FAL_QUEUE_URL' | 'FAL_REST_URL' | 'FAL_POLL_INTERVAL_SECONDS' | 'FAL_WEBHOOK_POLL_INTERVAL_SECONDS'>;

/** fal's first-look engine from configuration; null without FAL_KEY. `observe` sees each HTTP call (under `preview`). */
export function falPreviewEngineFrom(env: FalPreviewEnv, observe?: ProviderCallObserver): PreviewEngine | null {
  if (!env.FAL_KEY) return null;
  const client = new FalClient({ key: env.FAL_KEY, queueUrl: env.FAL_QUEUE_URL, restUrl: env.FAL_REST_URL, capability: 'preview', observe });
  return createFalPreviewEngine({
    client,
    publicUrl: env.PUBLIC_URL,
    // fal delivers webhooks to https URLs; tests point it at the local double over http.
    allowHttpWebhooks: env.NODE_ENV === 'test',
    pollIntervalMs: env.FAL_POLL_INTERVAL_SECONDS * 1000,
    webhookPollIntervalMs: env.FAL_WEBHOOK_POLL_INTERVAL_SECONDS * 1000,
  });
}
