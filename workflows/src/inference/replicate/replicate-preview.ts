import type { Env } from '@kadr/core/env';
import type { ProviderCallObserver } from '@kadr/core/providers/providers';
import { offerOf } from '@kadr/core/providers/catalogue';
import { defaultLogger, type Logger } from '@kadr/core/log/logger';
import { previewPrompt, selfieFileType, type PreviewContext, type PreviewEngine, type PreviewRequest } from '../preview/preview-engine';
import { ReplicateClient } from './replicate-client';
import { ImageProviderError } from './replicate-headshots';
import { awaitPrediction, downloadOutput, endedWithout, isRefusal, outputUrl, pollInterval, resumePrediction, webhookFields, type WebhookOptions } from './replicate-predictions';
import type { ReplicatePrediction } from './replicate-types';
import { pausedAt, unavailableFrom } from './replicate-unavailable';
import { replicateUpdates, type ReplicateUpdates } from './replicate-updates';
import { cleanProviderError } from './training-progress';

/**
 * The `replicate` first-look engine (capability `preview`): FLUX.1 Kontext [pro] as Replicate's official model
 * black-forest-labs/flux-kontext-pro ($0.04 an image; commercial use allowed through the API), an image-editing model
 * given one reference photo. The selfie goes to Replicate's Files API (`POST /v1/files`; the run takes its
 * `urls.get`), the prediction is created on the model (`POST /v1/models/{owner}/{name}/predictions`, input `prompt`,
 * `input_image`, `aspect_ratio`, `output_format`, `safety_tolerance`, `seed`; output one image URL) and its id saved
 * before the wait; a signed webhook wakes the wait, polling covers a lost one. The file is deleted once the run ends.
 */

export const REPLICATE_PREVIEW_MODEL = offerOf('replicate', 'preview')!.endpoint;

export interface ReplicatePreviewOptions extends WebhookOptions {
  client: ReplicateClient;
  /** `owner/name` of an official model. */
  model?: string;
  pollIntervalMs: number;
  maxBytes?: number;
  updates?: ReplicateUpdates;
  fetch?: typeof fetch;
}

const FAILED = 'The preview could not be made by the provider';
const KONTEXT_RATIOS = ['1:1', '16:9', '9:16', '4:3', '3:4', '3:2', '2:3', '4:5', '5:4', '21:9', '9:21', '2:1', '1:2'];

/** The prediction's input (black-forest-labs/flux-kontext-pro). */
export function replicatePreviewInput(req: PreviewRequest, image: string): Record<string, unknown> {
  return {
    prompt: previewPrompt(req.style),
    input_image: image,
    aspect_ratio: KONTEXT_RATIOS.includes(req.aspectRatio) ? req.aspectRatio : '1:1',
    output_format: 'jpg',
    safety_tolerance: 2,
    seed: req.seed,
  };
}

export function createReplicatePreviewEngine(opts: ReplicatePreviewOptions): PreviewEngine {
  const { client } = opts;
  const [owner, name] = (opts.model ?? REPLICATE_PREVIEW_MODEL).split('/') as [string, string];
  const updates = opts.updates ?? replicateUpdates;
  const fetchImpl = opts.fetch ?? fetch;
  const maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;

  /** Removes the uploaded selfie once the prediction has ended (it expires on its own otherwise). */
  function dropSelfie(prediction: ReplicatePrediction, log: Logger): Promise<void> {
    const fileId = client.fileIdOf(prediction.input?.input_image);
    if (!fileId) return Promise.resolve();
    return client.deleteFile(fileId).catch((err: unknown) => log.warn({ err, fileId }, 'Replicate input file not deleted'));
  }

  async function start(req: PreviewRequest, ctx: PreviewContext): Promise<ReplicatePrediction> {
    const selfie = await ctx.store.getBuffer(req.selfieKey);
    if (!selfie) throw new ImageProviderError('The selfie for this preview is no longer there');
    const type = selfieFileType(selfie);
    let fileId: string | null = null;
    let creating = false;
    try {
      const file = await client.createFile(new Uint8Array(selfie), { filename: type.fileName, contentType: type.contentType, signal: ctx.signal });
      fileId = file.id;
      creating = true;
      const prediction = await client.createModelPrediction(owner, name, {
        input: replicatePreviewInput(req, file.urls.get),
        ...webhookFields(opts, { jobId: req.jobId, image: String(req.index) }),
      });
      fileId = null;
      await ctx.saveProviderRef(prediction.id);
      return prediction;
    } catch (err) {
      if (isRefusal(err)) throw new ImageProviderError(`Replicate refused the preview: ${cleanProviderError(err.detail, FAILED)}`);
      // No prediction was made: the image may go to another provider.
      throw unavailableFrom(err, 'preview', creating) ?? err;
    } finally {
      // No prediction holds the selfie: it goes now.
      if (fileId) await client.deleteFile(fileId).catch(() => undefined);
    }
  }

  return {
    name: 'replicate',
    async render(req, ctx) {
      let prediction: ReplicatePrediction | null = null;
      const log = ctx.log ?? defaultLogger();
      try {
        prediction = await resumePrediction(client, ctx.providerRef);
        if (!prediction && ctx.mayStart === false) throw pausedAt('preview');
        prediction ??= await start(req, ctx);
        const result = await awaitPrediction(prediction, { client, updates, pollIntervalMs: pollInterval(opts), signal: ctx.signal, log: ctx.log });
        await dropSelfie(result, log);
        if (result.status !== 'succeeded') throw new ImageProviderError(cleanProviderError(result.error, endedWithout(result.status, 'image', FAILED)));
        const url = outputUrl(result.output);
        if (!url) throw new ImageProviderError('The provider finished without an image');
        const tooLarge = () => new ImageProviderError('The provider returned an image that is too large');
        const { bytes } = await downloadOutput(url, { fetch: fetchImpl, signal: ctx.signal, maxBytes, tooLarge });
        return { bytes, predictionId: result.id };
      } finally {
        if (prediction) updates.forget(prediction.id);
      }
    },
  };
}

type ReplicatePreviewEnv = Pick<Env, 'NODE_ENV' | 'PUBLIC_URL' | 'REPLICATE_API_TOKEN' | 'REPLICATE_API_URL' | 'REPLICATE_WEBHOOK_SECRET' | 'REPLICATE_POLL_INTERVAL_SECONDS' | 'REPLICATE_WEBHOOK_POLL_INTERVAL_SECONDS'>;

/** Replicate's first-look engine from configuration; null without REPLICATE_API_TOKEN. */
export function replicatePreviewEngineFrom(env: ReplicatePreviewEnv, observe?: ProviderCallObserver): PreviewEngine | null {
  if (!env.REPLICATE_API_TOKEN) return null;
  return createReplicatePreviewEngine({
    client: new ReplicateClient({ token: env.REPLICATE_API_TOKEN, baseUrl: env.REPLICATE_API_URL, observe, capability: 'preview' }),
    publicUrl: env.PUBLIC_URL,
    webhookSecret: env.REPLICATE_WEBHOOK_SECRET,
    // Replicate delivers webhooks to https URLs; tests point it at the local double over http.
    allowHttpWebhooks: env.NODE_ENV === 'test',
    pollIntervalMs: env.REPLICATE_POLL_INTERVAL_SECONDS * 1000,
    webhookPollIntervalMs: env.REPLICATE_WEBHOOK_POLL_INTERVAL_SECONDS * 1000,
  });
}
