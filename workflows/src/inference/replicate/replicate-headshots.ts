import type { HeadshotAspectRatio, HeadshotQuality } from '@kadr/core/jobs/headshot-job';
import { stylePrompt } from '@kadr/core/catalogue/headshot-style-prompts';
import { defaultLogger, type Logger } from '@kadr/core/log/logger';
import { parseVersionRef, type ReplicateClient } from './replicate-client';
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
import type { ReplicatePrediction } from './replicate-types';
import { pausedAt, unavailableFrom } from './replicate-unavailable';
import { replicateUpdates, type ReplicateUpdates } from './replicate-updates';
import { cleanProviderError } from './training-progress';

/**
 * The `replicate` headshot engine: one prediction per image on the user's trained FLUX LoRA version (a private
 * version of our destination model, made by the replicate training provider), followed by signed webhook or, failing
 * that, by polling; the output is downloaded at once (Replicate's file URLs expire within an hour) and handed back
 * for our store. The identity check and the rest of delivery are the generation activities' business.
 */

export interface ReplicateHeadshotOptions extends WebhookOptions {
  client: ReplicateClient;
  /** Fallback polling of a prediction when no webhook arrives. */
  pollIntervalMs: number;
  /** Largest output accepted. */
  maxBytes?: number;
  updates?: ReplicateUpdates;
  fetch?: typeof fetch;
}

export interface HeadshotPredictionRequest {
  jobId: string;
  /** Which image of the job (0-based): part of the webhook URL, for the access logs. */
  index: number;
  /** The trained version, `owner/name:version`. */
  version: string;
  /** The word the LoRA was trained on (TOK): it has to be in the prompt for the person to appear. */
  triggerWord: string | null;
  prompt: string;
  negativePrompt: string | null;
  style: string;
  aspectRatio: HeadshotAspectRatio;
  quality: HeadshotQuality;
  /** Style intensity, 0 … 1. */
  intensity: number;
  seed: number;
}

export interface PredictionContext {
  /** Aborts when the attempt must stop: the prediction is canceled only when its reason is a cancel (job-stop.ts). */
  signal: AbortSignal;
  /** The prediction an earlier attempt of this image started, to resume instead of paying twice. */
  providerRef: string | null;
  /** Records the prediction before waiting for it. */
  saveProviderRef(ref: string): Promise<void>;
  /** The job's logger (its id, and its request's); stdout at info when absent. */
  log?: Logger;
  /**
   * False: only resume the prediction at `providerRef`, never start one (Replicate is paused or its circuit open);
   * with none to resume, render throws ProviderUnavailable ('paused') and creates nothing. Absent: true.
   */
  mayStart?: boolean;
}

export interface ProviderImage {
  /** The output file as Replicate made it (JPEG, as asked for). */
  bytes: Buffer;
  predictionId: string;
}

export interface ReplicateHeadshotEngine {
  readonly name: 'replicate';
  render(req: HeadshotPredictionRequest, ctx: PredictionContext): Promise<ProviderImage>;
}

/** A failure of this image the user should read (the image fails with this message; nothing is charged for it). */
export class ImageProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageProviderError';
  }
}

const FAILED = 'The image could not be made by the provider';
/** Creates tried in one attempt when each answer is lost and no prediction is found after it. */
const MAX_CREATE_ROUNDS = 3;
/** Inputs of the FLUX LoRA models the trainer makes, for a version whose schema can't be read. */
const FLUX_LORA_INPUTS = ['prompt', 'aspect_ratio', 'num_outputs', 'output_format', 'output_quality', 'num_inference_steps', 'guidance_scale', 'lora_scale', 'seed'];
const STEPS: Record<HeadshotQuality, number> = { standard: 28, high: 40 };
const JPEG_QUALITY: Record<HeadshotQuality, number> = { standard: 90, high: 95 };

/** The prompt: the trigger word first (the trained person), then the user's words, then the style's. */
export function headshotPrompt(triggerWord: string | null, prompt: string, style: string): string {
  const words = prompt.trim().replace(/[\s,.;]+$/u, '');
  const subject = triggerWord && !new RegExp(`(?<![\\p{L}\\p{N}])${escape(triggerWord)}(?![\\p{L}\\p{N}])`, 'u').test(words) ? `photo of ${triggerWord}, ` : '';
  return `${subject}${words}, ${stylePrompt(style)}`;
}

/**
 * The prediction's input. Guidance follows style intensity (2 … 4: how strongly the prompt and style are followed;
 * the LoRA stays at full strength, which is what keeps the likeness). Inputs the version does not name in its schema
 * (a negative prompt, for FLUX) are left out; `accepted` null means the schema is unknown: the FLUX LoRA inputs.
 */
export function headshotInput(req: HeadshotPredictionRequest, accepted: ReadonlySet<string> | null): Record<string, unknown> {
  const input: Record<string, unknown> = {
    prompt: headshotPrompt(req.triggerWord, req.prompt, req.style),
    negative_prompt: req.negativePrompt?.trim() || undefined,
    aspect_ratio: req.aspectRatio,
    num_outputs: 1,
    output_format: 'jpg',
    output_quality: JPEG_QUALITY[req.quality],
    num_inference_steps: STEPS[req.quality],
    guidance_scale: Math.round((2 + 2 * Math.min(1, Math.max(0, req.intensity))) * 100) / 100,
    lora_scale: 1,
    seed: req.seed,
  };
  const takes = accepted ?? new Set(FLUX_LORA_INPUTS);
  return Object.fromEntries(Object.entries(input).filter(([key, value]) => value !== undefined && (key === 'prompt' || takes.has(key))));
}

export function createReplicateHeadshotEngine(opts: ReplicateHeadshotOptions): ReplicateHeadshotEngine {
  const { client } = opts;
  const updates = opts.updates ?? replicateUpdates;
  const fetchImpl = opts.fetch ?? fetch;
  const maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
  const schemas = new Map<string, Promise<Set<string> | null>>();

  /** The inputs a version names in its schema, read once per version; null when it can't be read now. */
  function inputsOf(ref: string, log: Logger): Promise<Set<string> | null> {
    let found = schemas.get(ref);
    if (!found) {
      const { owner, name, version } = parseVersionRef(ref);
      found = client.getModelVersion(owner, name, version).then(
        (v) => {
          const properties = v.openapi_schema?.components?.schemas?.Input?.properties;
          return properties ? new Set(Object.keys(properties)) : null;
        },
        (err: unknown) => {
          // Not kept: the next image asks again. The create request decides whether the version exists.
          schemas.delete(ref);
          log.warn({ err, version: ref }, 'Replicate model schema unavailable');
          return null;
        },
      );
      schemas.set(ref, found);
    }
    return found;
  }

  async function start(req: HeadshotPredictionRequest, ctx: PredictionContext): Promise<ReplicatePrediction> {
    const { version } = parseVersionRef(req.version);
    const input = headshotInput(req, await inputsOf(req.version, ctx.log ?? defaultLogger()));
    const marker = { jobId: req.jobId, image: req.index };
    try {
      for (let round = 1; ; round++) {
        try {
          const prediction = await client.createPrediction({ version, input, ...webhookFields(opts, { jobId: req.jobId, image: String(req.index) }) });
          await ctx.saveProviderRef(prediction.id);
          return prediction;
        } catch (err) {
          if (isRefusal(err) || unavailableFrom(err, 'headshots', true) || round >= MAX_CREATE_ROUNDS) throw err;
          // The answer was lost, not the request: the prediction may exist. Found, it is this image's; else create.
          const found = await findAfterLostCreate(client, opts, marker, err, { signal: ctx.signal, log: ctx.log });
          if (found) {
            await ctx.saveProviderRef(found.id);
            return found;
          }
        }
      }
    } catch (err) {
      if (isRefusal(err)) throw new ImageProviderError(`Replicate refused the image: ${cleanProviderError(err.detail, FAILED)}`);
      // No prediction was made: the image may go to another provider.
      throw unavailableFrom(err, 'headshots', true) ?? err;
    }
  }

  /** This image's prediction at Replicate when its reference was never saved (webhooks on); saved once found. */
  async function found(req: HeadshotPredictionRequest, ctx: PredictionContext): Promise<ReplicatePrediction | null> {
    let prediction: ReplicatePrediction | null;
    try {
      prediction = await lookupPrediction(client, opts, { jobId: req.jobId, image: req.index }, ctx.signal);
    } catch (err) {
      if (ctx.signal.aborted) throw err;
      if (isRefusal(err)) throw new ImageProviderError(`Replicate refused the image: ${cleanProviderError(err.detail, FAILED)}`);
      // Replicate cannot say now: as before any create, the image may go to another provider.
      throw unavailableFrom(err, 'headshots', false) ?? err;
    }
    if (prediction) await ctx.saveProviderRef(prediction.id);
    return prediction;
  }

  return {
    name: 'replicate',
    async render(req, ctx) {
      let prediction: ReplicatePrediction | null = null;
      try {
        prediction = await resumePrediction(client, ctx.providerRef, { signal: ctx.signal, outageLimitMs: opts.outageLimitMs, log: ctx.log });
        if (!prediction && ctx.mayStart === false) throw pausedAt('headshots');
        // No reference saved: an earlier attempt may still have made one (its answer lost, or a crash before saving).
        prediction ??= await found(req, ctx);
        prediction ??= await start(req, ctx);
        const result = await awaitPrediction(prediction, { client, updates, pollIntervalMs: pollInterval(opts), signal: ctx.signal, log: ctx.log, outageLimitMs: opts.outageLimitMs });
        if (result.status !== 'succeeded') throw new ImageProviderError(cleanProviderError(result.error, endedWithout(result.status, 'image', FAILED)));
        const url = outputUrl(result.output);
        if (!url) throw new ImageProviderError('The provider finished without an image');
        const tooLarge = () => new ImageProviderError('The provider returned an image that is too large');
        const { bytes } = await downloadOutput(url, { fetch: fetchImpl, signal: ctx.signal, maxBytes, tooLarge, outageLimitMs: opts.outageLimitMs, log: ctx.log });
        return { bytes, predictionId: result.id };
      } finally {
        if (prediction) updates.forget(prediction.id);
      }
    },
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
