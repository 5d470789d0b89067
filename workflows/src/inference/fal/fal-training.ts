import { createHash } from 'node:crypto';
import { defaultLogger, type Logger } from '@kadr/core/log/logger';
import { userPrefix } from '@kadr/core/object-store/keys';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import { TrainingFailure } from '@kadr/core/jobs/training-job';
import { getFaceEngine, type FaceEngine } from '@kadr/core/vision/human';
import type { TrainingArtifact } from '../../training/train-model.contract';
import { TrainingCanceled, TrainingError } from '../../training/train-model.pipeline';
import { zipStored } from '../event-loop';
import { selfieIdentity, type SelfieIdentity } from '../local/identity-score';
import { cleanProviderError } from '../replicate/training-progress';
import { trainingStopped, type TrainingContext, type TrainingProvider, type TrainingRequest } from '../training-provider';
import { isRefusal, type FalClient } from './fal-client';
import {
  awaitRequest,
  collectRequest,
  DownloadFailed,
  downloadFile,
  falPollInterval,
  falWebhookUrl,
  fileUrl,
  mayNotStart,
  resumeRequest,
  type FalWebhookOptions,
} from './fal-requests';
import type { FalStatus, FluxLoraTrainingOutput } from './fal-types';
import { falUpdates, type FalUpdates } from './fal-updates';

export interface FalTrainingOptions extends FalWebhookOptions {
  client: FalClient;
  /** The FLUX LoRA trainer's endpoint id (FAL_TRAINING_MODEL), e.g. fal-ai/flux-lora-fast-training. */
  endpoint: string;
  steps?: number;
  triggerWord?: string;
  /** Expected length of a training once it runs, for the time-based progress estimate. */
  expectedDurationMs?: number;
  /** Largest weights file copied into our store. */
  maxWeightsBytes?: number;
  updates?: FalUpdates;
  faceEngine?: () => Promise<FaceEngine>;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * The reference a fal training leaves at the model's artifact key (fal-output.json). The LoRA's weights are copied
 * into our store (`weightsKey`): fal's file may go, and a copy lets the model run anywhere that takes a FLUX LoRA.
 */
export interface FalModelReference {
  provider: 'fal';
  requestId: string;
  endpoint: string;
  /** fal's URL of the trained LoRA (diffusers safetensors): what the headshot engine hands flux-lora while it lasts. */
  loraUrl: string;
  configUrl: string | null;
  /** Our copy of the weights, and its size and SHA-256. */
  weightsKey: string;
  weightsBytes: number;
  weightsSha256: string;
  triggerWord: string;
  steps: number;
  modelId: string;
  completedAt: string;
  /** The user's identity from the training selfies (null when none showed a face): outputs are checked against it. */
  identity: SelfieIdentity | null;
}

/** What is kept in the object store under the model's prefix. */
export const falKeys = (userId: string, modelId: string) => {
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/.test(modelId)) throw new Error(`Not a usable model id for an object key: ${modelId.slice(0, 80)}`);
  const prefix = `${userPrefix(userId, 'models')}${modelId}/`;
  return {
    /** `{ jobId, requestId, endpoint }`: a retried job resumes the request it submitted instead of paying for another. */
    state: `${prefix}fal-training.json`,
    output: `${prefix}fal-output.json`,
    weights: `${prefix}fal-lora.safetensors`,
  };
};

/** Reads a fal model reference; null when the bytes are not one. */
export function parseFalReference(body: Buffer | null): FalModelReference | null {
  if (!body) return null;
  try {
    const ref = JSON.parse(body.toString('utf8')) as Partial<FalModelReference> | null;
    return ref?.provider === 'fal' && typeof ref.loraUrl === 'string' && typeof ref.weightsKey === 'string' ? (ref as FalModelReference) : null;
  } catch {
    return null;
  }
}

const JSON_TYPE = { contentType: 'application/json' };
const FAILED = 'The training failed at the provider';

/**
 * The `fal` training provider: the selfies go to fal's FLUX LoRA trainer as a zip uploaded to fal's storage (our store
 * need not be reachable from the internet). The request id is saved before the wait, so a retried job resumes it; a
 * signed webhook wakes the wait, polling covers a lost one. On success the LoRA's weights are copied into our store.
 */
export function createFalTrainingProvider(opts: FalTrainingOptions): TrainingProvider {
  const { client, endpoint } = opts;
  const updates = opts.updates ?? falUpdates;
  const now = opts.now ?? Date.now;
  const fetchImpl = opts.fetch ?? fetch;
  const steps = opts.steps ?? 1000;
  const triggerWord = opts.triggerWord ?? 'TOK';
  const expectedMs = opts.expectedDurationMs ?? 5 * 60_000;
  const maxWeightsBytes = opts.maxWeightsBytes ?? 1024 * 1024 * 1024;

  async function start(req: TrainingRequest, ctx: TrainingContext, keys: ReturnType<typeof falKeys>): Promise<FalStatus> {
    const files: { name: string; bytes: Uint8Array }[] = [];
    for (const [i, photo] of req.photos.entries()) {
      if (ctx.signal.aborted) throw trainingStopped(ctx.signal);
      const bytes = await ctx.store.getBuffer(photo.key);
      if (bytes) files.push({ name: `photo-${String(i + 1).padStart(2, '0')}.jpg`, bytes: new Uint8Array(bytes) });
    }
    if (files.length === 0) throw new TrainingError(TrainingFailure.PROVIDER_FAILED, 'None of the training photos could be read');
    if (ctx.signal.aborted) throw trainingStopped(ctx.signal);
    try {
      // JPEGs do not compress further: stored as they are, in turns (the loop, and its heartbeats, run in between).
      const zip = await zipStored(files);
      const imagesUrl = await client.uploadFile(zip, { fileName: 'training-images.zip', contentType: 'application/zip', signal: ctx.signal });
      const submitted = await client.submit(
        endpoint,
        { images_data_url: imagesUrl, trigger_word: triggerWord, steps },
        // Not aborted by a stop: a submit cut off after fal took it would lose the request id, and a retry would pay again.
        { webhookUrl: falWebhookUrl(opts, { jobId: req.jobId }) },
      );
      await ctx.store.put(keys.state, Buffer.from(JSON.stringify({ jobId: req.jobId, requestId: submitted.request_id, endpoint })), JSON_TYPE);
      return { status: 'IN_QUEUE', request_id: submitted.request_id, queue_position: submitted.queue_position };
    } catch (err) {
      if (isRefusal(err)) throw new TrainingError(TrainingFailure.PROVIDER_FAILED, `fal refused the training: ${cleanProviderError(err.detail, FAILED)}`);
      throw err;
    }
  }

  /** The request this job already submitted (a retry after a crash or a stop), if fal still knows it. */
  async function resume(req: TrainingRequest, ctx: TrainingContext, keys: ReturnType<typeof falKeys>): Promise<FalStatus | null> {
    const state = parseState(await ctx.store.getBuffer(keys.state));
    if (state?.jobId !== req.jobId || typeof state.requestId !== 'string' || !state.requestId) return null;
    return resumeRequest(client, typeof state.endpoint === 'string' ? state.endpoint : endpoint, state.requestId, ctx.signal, { outageLimitMs: opts.outageLimitMs, log: ctx.log });
  }

  function progressOf(state: FalStatus, runningSince: { at: number | null }): number {
    if (state.status === 'IN_QUEUE') return 1;
    if (state.status === 'COMPLETED') return 99;
    runningSince.at ??= now();
    return Math.max(2, Math.min(95, ((now() - runningSince.at) / expectedMs) * 100));
  }

  async function finish(done: FalStatus, req: TrainingRequest, ctx: TrainingContext, keys: ReturnType<typeof falKeys>): Promise<TrainingArtifact> {
    const outcome = await collectRequest<FluxLoraTrainingOutput>(client, endpoint, done, ctx.signal, { outageLimitMs: opts.outageLimitMs, log: ctx.log });
    if (!outcome.ok) {
      const message = outcome.expired ? 'The training finished at the provider, but its result is no longer available there' : cleanProviderError(outcome.error, FAILED);
      throw new TrainingError(TrainingFailure.PROVIDER_FAILED, message);
    }
    const loraUrl = fileUrl(outcome.output?.diffusers_lora_file);
    if (!loraUrl) throw new TrainingError(TrainingFailure.PROVIDER_FAILED, 'The training finished without LoRA weights');
    let weights: Buffer;
    try {
      ({ bytes: weights } = await downloadFile(loraUrl, {
        fetch: fetchImpl,
        signal: ctx.signal,
        maxBytes: maxWeightsBytes,
        outageLimitMs: opts.outageLimitMs,
        log: ctx.log,
        tooLarge: () => new TrainingError(TrainingFailure.PROVIDER_FAILED, 'The provider returned LoRA weights that are too large'),
      }));
    } catch (err) {
      if (err instanceof DownloadFailed && err.status === 404) throw new TrainingError(TrainingFailure.PROVIDER_FAILED, 'The trained weights are no longer available at the provider');
      throw err;
    }
    await ctx.store.put(keys.weights, weights, { contentType: 'application/octet-stream' });
    const reference: FalModelReference = {
      provider: 'fal',
      requestId: done.request_id,
      endpoint,
      loraUrl,
      configUrl: fileUrl(outcome.output.config_file),
      weightsKey: keys.weights,
      weightsBytes: weights.length,
      weightsSha256: createHash('sha256').update(weights).digest('hex'),
      triggerWord,
      steps,
      modelId: req.modelId,
      completedAt: new Date(now()).toISOString(),
      identity: await identityOf(req, ctx.store, ctx.log ?? defaultLogger()),
    };
    await ctx.store.put(keys.output, Buffer.from(JSON.stringify(reference, null, 2)), JSON_TYPE);
    return { artifactKey: keys.output, providerRef: done.request_id, triggerWord, provider: 'fal' };
  }

  /** The centroid generated images are checked against, from the selfies while they are still here (best effort). */
  async function identityOf(req: TrainingRequest, store: ObjectStore, log: Logger): Promise<SelfieIdentity | null> {
    try {
      const photos = await Promise.all(req.photos.map((p) => store.getBuffer(p.key)));
      return await selfieIdentity(photos, await (opts.faceEngine ?? getFaceEngine)());
    } catch (err) {
      log.warn({ err, modelId: req.modelId }, 'identity of the model not computed: its images stay unverified');
      return null;
    }
  }

  return {
    name: 'fal',
    async train(req, ctx) {
      if (ctx.signal.aborted) throw trainingStopped(ctx.signal);
      const keys = falKeys(req.userId, req.modelId);
      let request: FalStatus | null = null;
      try {
        request = await resume(req, ctx, keys);
        if (!request) {
          if (ctx.mayStart === false) throw mayNotStart('train');
          request = await start(req, ctx, keys);
        }
        let reported = -1;
        const runningSince = { at: null as number | null };
        const done = await awaitRequest(request, {
          client,
          endpoint,
          updates,
          pollIntervalMs: falPollInterval(opts),
          signal: ctx.signal,
          log: ctx.log,
          outageLimitMs: opts.outageLimitMs,
          onState: async (state) => {
            const percent = Math.floor(progressOf(state, runningSince));
            if (percent > reported) {
              reported = percent;
              await ctx.reportProgress(percent);
            }
          },
        });
        const artifact = await finish(done, req, ctx, keys);
        await ctx.reportProgress(100);
        return artifact;
      } catch (err) {
        // A stop that ended the wait: TrainingCanceled for a cancel (the request was canceled at fal), else the stop.
        if (ctx.signal.aborted && !(err instanceof TrainingError) && !(err instanceof TrainingCanceled)) throw trainingStopped(ctx.signal);
        throw err;
      } finally {
        if (request) updates.forget(request.request_id);
      }
    },
  };
}

function parseState(saved: Buffer | null): { jobId?: unknown; requestId?: unknown; endpoint?: unknown } | null {
  if (!saved) return null;
  try {
    return JSON.parse(saved.toString('utf8')) as { jobId?: unknown; requestId?: unknown; endpoint?: unknown } | null;
  } catch {
    return null;
  }
}
