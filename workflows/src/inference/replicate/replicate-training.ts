import { defaultLogger, type Logger } from '@kadr/core/log/logger';
import { userPrefix } from '@kadr/core/object-store/keys';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import { getFaceEngine, type FaceEngine } from '@kadr/core/vision/human';
import { type TrainingArtifact } from '../../training/train-model.contract';
import { TrainingFailure } from '@kadr/core/jobs/training-job';
import { TrainingCanceled, TrainingError } from '../../training/train-model.pipeline';
import { selfieIdentity, type SelfieIdentity } from '../local/identity-score';
import { zipStored } from '../event-loop';
import { wasCanceled } from '../job-stop';
import { trainingStopped, type TrainingContext, type TrainingProvider, type TrainingRequest } from '../training-provider';
import { parseVersionRef, ReplicateApiError, type ReplicateClient } from './replicate-client';
import { inputSchema, missingInputs } from './replicate-schema';
import { hasEnded, notBehind, type ReplicateTraining, type WebhookEvent } from './replicate-types';
import { pausedAt, unavailableFrom } from './replicate-unavailable';
import { Outage, throughOutage } from './provider-outage';
import { findRunOf, type LookupOptions } from './replicate-lookup';
import { unwellAtReplicate } from './replicate-predictions';
import { replicateUpdates, type ReplicateUpdates } from './replicate-updates';
import { cleanProviderError, trainingProgress } from './training-progress';

export interface ReplicateTrainingOptions {
  client: ReplicateClient;
  /** The app's public origin; webhooks go to `${publicUrl}/webhooks/replicate`. */
  publicUrl: string;
  /** Webhooks are asked for only when our endpoint can verify them, i.e. a secret is configured. */
  webhookSecret?: string;
  /** Accept a plain-http publicUrl for webhooks (tests against the local double); otherwise https only. */
  allowHttpWebhooks?: boolean;
  /** The FLUX LoRA trainer, `owner/name:version`. */
  trainerVersion: string;
  /** Account or organisation owning the destination model the trainings push versions to. */
  destinationOwner: string;
  /** One private destination model; every training adds a version to it. */
  destinationModel?: string;
  /** Fallback polling of the training when no webhook arrives. */
  pollIntervalMs: number;
  /** The same while webhooks are asked for (they wake the wait at once): `pollIntervalMs` when absent. */
  webhookPollIntervalMs?: number;
  steps?: number;
  triggerWord?: string;
  /** Expected length of a training, for the time-based progress estimate when the logs show none. */
  expectedDurationMs?: number;
  updates?: ReplicateUpdates;
  faceEngine?: () => Promise<FaceEngine>;
  now?: () => number;
  /**
   * How long Replicate may stay unreachable or unwell (no answer, timeouts, 5xx, 429) while a training of ours is
   * followed there, before the job fails (OUTAGE_LIMIT_MS, 30 minutes, when absent).
   */
  outageLimitMs?: number;
  /** How far back, and how many pages, a lookup of this job's training reads (replicate-lookup.ts). */
  lookup?: Omit<LookupOptions, 'signal'>;
}

/** Creates tried in one attempt when each answer is lost and no training is found after it. */
const MAX_CREATE_ROUNDS = 3;

/** The reference to a trained version the provider keeps at the model's artifact key (replicate-output.json). */
export interface ReplicateModelReference {
  provider: 'replicate';
  trainingId: string;
  trainer: string;
  destination: string;
  /** `owner/name:version`: what the headshot engine runs predictions on. */
  version: string;
  weights: string | null;
  triggerWord: string;
  steps: number;
  modelId: string;
  completedAt: string | null;
  /** The user's identity from the training selfies (null when none showed a face): outputs are checked against it. */
  identity: SelfieIdentity | null;
}

/** What is kept in the object store under the model's prefix. */
export const replicateKeys = (userId: string, modelId: string) => {
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/.test(modelId)) throw new Error(`Not a usable model id for an object key: ${modelId.slice(0, 80)}`);
  const prefix = `${userPrefix(userId, 'models')}${modelId}/`;
  return {
    /** Where earlier versions kept the zip of the selfies (now uploaded to Replicate's Files API): removed if there. */
    zip: `${prefix}training-images.zip`,
    /** `{ jobId, trainingId }`: a retried job resumes the training it started instead of paying for another. */
    state: `${prefix}replicate-training.json`,
    output: `${prefix}replicate-output.json`,
  };
};

/** The inputs the trainer must take: the zip of the selfies, the word the person is trained on, the step count. */
export const TRAINER_INPUTS = ['input_images', 'trigger_word', 'steps'] as const;

/**
 * Checks at start that the configured trainer exists and takes the inputs we send (its version's schema); throws an
 * error naming the setting when it does not. Replicate out of reach (network, 5xx, throttling) is not a verdict:
 * `unreachable` is called and the first training finds out.
 */
export async function checkTrainer(client: ReplicateClient, trainerVersion: string, unreachable: (err: unknown) => void): Promise<void> {
  const { owner, name, version } = parseVersionRef(trainerVersion);
  let found;
  try {
    found = await client.getModelVersion(owner, name, version);
  } catch (err) {
    if (err instanceof ReplicateApiError && err.status >= 400 && err.status < 500 && err.status !== 429) {
      throw new Error(`REPLICATE_TRAINER_VERSION ${trainerVersion}: Replicate answered ${err.status} (${err.detail}); set it to an existing trainer version this token may run`);
    }
    return unreachable(err);
  }
  const schema = inputSchema(found);
  if (!schema) throw new Error(`REPLICATE_TRAINER_VERSION ${trainerVersion}: the version publishes no input schema, so its inputs cannot be checked`);
  const missing = missingInputs(schema, TRAINER_INPUTS);
  if (missing.length) {
    throw new Error(
      `REPLICATE_TRAINER_VERSION ${trainerVersion} does not take ${missing.join(', ')} (it takes ${Object.keys(schema.properties).join(', ')}): set it to a FLUX LoRA trainer such as ostris/flux-dev-lora-trainer`,
    );
  }
}

const WEBHOOK_EVENTS: WebhookEvent[] = ['start', 'completed'];
const JSON_TYPE = { contentType: 'application/json' };

/**
 * The `replicate` training provider: the selfies go to Replicate's FLUX LoRA trainer as a zip uploaded with
 * Replicate's Files API (our store need not be reachable from the internet); the training pushes a new version of
 * our private destination model. Completion arrives by a signed webhook (which wakes the waiter at once) or, failing
 * that, by polling.
 */
export function createReplicateTrainingProvider(opts: ReplicateTrainingOptions): TrainingProvider {
  const { client } = opts;
  const updates = opts.updates ?? replicateUpdates;
  const now = opts.now ?? Date.now;
  const steps = opts.steps ?? 1000;
  const triggerWord = opts.triggerWord ?? 'TOK';
  const destination = `${opts.destinationOwner}/${opts.destinationModel ?? 'kadr-headshots'}` as const;
  const webhookOrigin = opts.publicUrl.replace(/\/+$/, '');
  const webhooks = Boolean(opts.webhookSecret) && (webhookOrigin.startsWith('https://') || opts.allowHttpWebhooks === true);
  const pollIntervalMs = webhooks ? (opts.webhookPollIntervalMs ?? opts.pollIntervalMs) : opts.pollIntervalMs;
  let destinationReady: Promise<unknown> | null = null;

  const ensureDestination = () => {
    destinationReady ??= client
      .ensureModel({ owner: opts.destinationOwner, name: destination.split('/')[1]!, visibility: 'private', hardware: 'gpu-t4', description: 'Kadr personal models (FLUX LoRA)' })
      .catch((err) => {
        destinationReady = null;
        throw err;
      });
    return destinationReady;
  };

  async function start(req: TrainingRequest, ctx: TrainingContext, keys: ReturnType<typeof replicateKeys>): Promise<ReplicateTraining> {
    const files: { name: string; bytes: Uint8Array }[] = [];
    for (const [i, photo] of req.photos.entries()) {
      if (ctx.signal.aborted) throw trainingStopped(ctx.signal);
      const bytes = await ctx.store.getBuffer(photo.key);
      if (bytes) files.push({ name: `photo-${String(i + 1).padStart(2, '0')}.jpg`, bytes: new Uint8Array(bytes) });
    }
    if (files.length === 0) throw new TrainingError(TrainingFailure.PROVIDER_FAILED, 'None of the training photos could be read');
    if (ctx.signal.aborted) throw trainingStopped(ctx.signal);
    let fileId: string | null = null;
    let creating = false;
    try {
      await ensureDestination();
      // JPEGs do not compress further: stored as they are, in turns (the loop, and its heartbeats, run in between).
      const file = await client.createFile(await zipStored(files), { filename: 'training-images.zip', contentType: 'application/zip', signal: ctx.signal });
      fileId = file.id;
      for (let round = 1; ; round++) {
        creating = true;
        let training: ReplicateTraining | null;
        try {
          training = await client.createTraining(opts.trainerVersion, {
            destination,
            input: { input_images: file.urls.get, trigger_word: triggerWord, steps },
            ...(webhooks
              ? { webhook: `${webhookOrigin}/webhooks/replicate?jobId=${encodeURIComponent(req.jobId)}`, webhook_events_filter: WEBHOOK_EVENTS }
              : {}),
          });
        } catch (err) {
          if (isRefused(err) || unavailableFrom(err, 'train', true) || round >= MAX_CREATE_ROUNDS) throw err;
          // The answer was lost, not the request: the training may exist. Found, it is this job's; else create.
          training = await findAfterLostCreate(req, ctx, err);
          if (!training) continue;
        }
        fileId = null;
        await saveState(ctx.store, keys, req.jobId, training.id);
        return training;
      }
    } catch (err) {
      // A refused request (bad input, token, trainer) does not get better on retry; throttling and outages do.
      if (isRefused(err)) {
        throw new TrainingError(TrainingFailure.PROVIDER_FAILED, `Replicate refused the training: ${cleanProviderError(err.detail)}`);
      }
      // No training was made: the job may go to another provider.
      throw unavailableFrom(err, 'train', creating) ?? err;
    } finally {
      // No training holds the upload: it goes now.
      if (fileId) await client.deleteFile(fileId).catch(() => undefined);
    }
  }

  /**
   * The training this job already started (a retry after a crash), unless it was canceled. Replicate being unreachable
   * or unwell is waited out: the training exists, and may finish meanwhile.
   */
  async function resume(req: TrainingRequest, ctx: TrainingContext, keys: ReturnType<typeof replicateKeys>): Promise<ReplicateTraining | null> {
    const saved = await ctx.store.getBuffer(keys.state);
    if (!saved) return null;
    const state = parseState(saved);
    const trainingId = state?.trainingId;
    if (state?.jobId !== req.jobId || typeof trainingId !== 'string' || !trainingId) return null;
    try {
      const training = await throughOutage(() => client.getTraining(trainingId, ctx.signal), {
        signal: ctx.signal,
        outageLimitMs: opts.outageLimitMs,
        unwell: unwellAtReplicate,
        onRetry: (err, delayMs) => (ctx.log ?? defaultLogger()).warn({ err, trainingId, delayMs }, 'Replicate unreachable while resuming the training: waiting for it'),
      });
      return training.status === 'canceled' ? null : training;
    } catch (err) {
      if (ctx.signal.aborted) throw trainingStopped(ctx.signal);
      if (err instanceof ReplicateApiError && err.status === 404) return null;
      throw err;
    }
  }

  /**
   * This job's training when its id was never saved (webhooks on: its webhook URL names the job); saved once found.
   * Without webhooks no training carries the job's id, so none can be found. Replicate unable to say now: as before
   * any create, the job may go to another provider.
   */
  async function lookup(req: TrainingRequest, ctx: TrainingContext, keys: ReturnType<typeof replicateKeys>): Promise<ReplicateTraining | null> {
    if (!webhooks) return null;
    let training: ReplicateTraining | null;
    try {
      training = await findRunOf<ReplicateTraining>(client, 'trainings', { jobId: req.jobId }, { ...opts.lookup, signal: ctx.signal });
    } catch (err) {
      if (ctx.signal.aborted) throw trainingStopped(ctx.signal);
      if (isRefused(err)) throw new TrainingError(TrainingFailure.PROVIDER_FAILED, `Replicate refused the training: ${cleanProviderError(err.detail)}`);
      throw unavailableFrom(err, 'train', false) ?? err;
    }
    if (training) await saveState(ctx.store, keys, req.jobId, training.id);
    return training;
  }

  /**
   * After a create whose answer was lost (it may have made the training), looks for the training, waiting out an
   * outage meanwhile: the training may exist, so the job must not move. Null when it is surely not there. Without
   * webhooks nothing can be looked up, and the create's own error is thrown; so is it when the lookup fails.
   */
  async function findAfterLostCreate(req: TrainingRequest, ctx: TrainingContext, createError: unknown): Promise<ReplicateTraining | null> {
    if (!webhooks) throw createError;
    const log = ctx.log ?? defaultLogger();
    log.warn({ err: createError, jobId: req.jobId }, 'Replicate create answered ambiguously: looking for the training before creating another');
    try {
      return await throughOutage(() => findRunOf<ReplicateTraining>(client, 'trainings', { jobId: req.jobId }, { ...opts.lookup, signal: ctx.signal }), {
        signal: ctx.signal,
        outageLimitMs: opts.outageLimitMs,
        unwell: unwellAtReplicate,
      });
    } catch (err) {
      if (ctx.signal.aborted) throw trainingStopped(ctx.signal);
      log.warn({ err, jobId: req.jobId }, 'Replicate training lookup failed');
      throw createError;
    }
  }

  async function awaitTraining(first: ReplicateTraining, ctx: TrainingContext): Promise<ReplicateTraining> {
    const id = first.id;
    let current = first;
    let seen = 0;
    let reported = -1;
    const outage = new Outage({ outageLimitMs: opts.outageLimitMs, now }, pollIntervalMs);
    let delay = pollIntervalMs;
    for (;;) {
      if (ctx.signal.aborted) {
        // The user's cancel must stop the spending too; if Replicate can't be told now, the job still ends canceled.
        // Any other stop (a deploy, a missed heartbeat) leaves the training running: the retry resumes it.
        if (wasCanceled(ctx.signal)) {
          await client.cancelTraining(id).catch((err: unknown) => (ctx.log ?? defaultLogger()).warn({ err, trainingId: id }, 'Replicate training not canceled'));
        }
        throw trainingStopped(ctx.signal);
      }
      const percent = Math.floor(trainingProgress(current, steps, opts.expectedDurationMs ?? 12 * 60_000, now()));
      if (percent > reported) {
        reported = percent;
        await ctx.reportProgress(percent);
      }
      if (hasEnded(current)) return current;
      const woke = await updates.wait(id, seen, delay, ctx.signal);
      if (woke === 'aborted') continue;
      if (woke === 'update') {
        const pushed = updates.latest(id);
        seen = pushed.seq;
        if (pushed.state && notBehind(pushed.state, current)) {
          current = pushed.state as ReplicateTraining;
          continue;
        }
      }
      try {
        const polled = await client.getTraining(id, ctx.signal);
        if (outage.ongoing) (ctx.log ?? defaultLogger()).info({ trainingId: id }, 'Replicate reachable again: following the training');
        outage.ended();
        delay = pollIntervalMs;
        if (notBehind(polled, current)) current = polled;
      } catch (err) {
        if (ctx.signal.aborted) continue;
        // Replicate unreachable or unwell: the training goes on there, and is waited for (up to the outage limit).
        if (!unwellAtReplicate(err)) throw err;
        const firstFailure = !outage.ongoing;
        const next = outage.failed();
        if (next === null) throw err;
        if (firstFailure) (ctx.log ?? defaultLogger()).warn({ err, trainingId: id }, 'Replicate unreachable while following the training: waiting for it to come back');
        delay = next;
      }
    }
  }

  async function finish(training: ReplicateTraining, req: TrainingRequest, ctx: TrainingContext, keys: ReturnType<typeof replicateKeys>): Promise<TrainingArtifact> {
    const { store } = ctx;
    if (training.status !== 'succeeded') {
      const fallback =
        training.status === 'canceled' ? 'The training was canceled at the provider' : training.status === 'aborted' ? 'The training did not start in time at the provider' : undefined;
      throw new TrainingError(TrainingFailure.PROVIDER_FAILED, cleanProviderError(training.error, fallback));
    }
    const output = training.output;
    if (!output?.version) throw new TrainingError(TrainingFailure.PROVIDER_FAILED, 'The training finished without a model version');
    // A reference, not a copy: the version lives on in the destination model; the weights URL may expire.
    const reference: ReplicateModelReference = {
      provider: 'replicate',
      trainingId: training.id,
      trainer: opts.trainerVersion,
      destination,
      version: output.version,
      weights: output.weights ?? null,
      triggerWord,
      steps,
      modelId: req.modelId,
      completedAt: training.completed_at ?? null,
      identity: await identityOf(req, store, ctx.log ?? defaultLogger()),
    };
    await store.put(keys.output, Buffer.from(JSON.stringify(reference, null, 2)), JSON_TYPE);
    return { artifactKey: keys.output, providerRef: training.id, triggerWord };
  }

  /**
   * The centroid generated images are checked against, from the selfies while they are still here (they are
   * purged later). Best effort: a model without one still generates, its outputs flagged as unverified.
   */
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
    name: 'replicate',
    async train(req, ctx) {
      if (ctx.signal.aborted) throw trainingStopped(ctx.signal);
      const keys = replicateKeys(req.userId, req.modelId);
      let training: ReplicateTraining | null = null;
      // A training that may still need its zip: the job is retried and resumes it (an unexpected error, or a stop
      // that is no cancel: a worker shutdown, a lost attempt).
      let resumable = false;
      try {
        training = await resume(req, ctx, keys);
        if (!training && ctx.mayStart === false) throw pausedAt('train');
        // No id saved: an earlier attempt may still have made one (its answer lost, or a crash before saving).
        training ??= await lookup(req, ctx, keys);
        training ??= await start(req, ctx, keys);
        resumable = true;
        const result = await awaitTraining(training, ctx);
        resumable = false;
        return await finish(result, req, ctx, keys);
      } catch (err) {
        if (err instanceof TrainingError || err instanceof TrainingCanceled) resumable = false;
        throw err;
      } finally {
        if (training) updates.forget(training.id);
        // The zip is a copy of the selfies: it goes once the outcome is known (Replicate's copy too: it would expire
        // in a day), so the selfie purge covers everything. A training that may still need it keeps it.
        if (!resumable) {
          const fileId = client.fileIdOf(training?.input?.input_images);
          if (fileId) await client.deleteFile(fileId).catch((err: unknown) => (ctx.log ?? defaultLogger()).warn({ err, fileId }, 'Replicate input file not deleted'));
          await ctx.store.delete(keys.zip).catch(() => undefined);
        }
      }
    },
  };
}

/** A request Replicate refused (bad input, token, trainer): it does not get better on retry. */
const isRefused = (err: unknown): err is ReplicateApiError => err instanceof ReplicateApiError && err.status >= 400 && err.status < 500 && err.status !== 429;

/** Records the training of this job, so that a retry resumes it instead of paying for another. */
function saveState(store: ObjectStore, keys: ReturnType<typeof replicateKeys>, jobId: string, trainingId: string): Promise<unknown> {
  return store.put(keys.state, Buffer.from(JSON.stringify({ jobId, trainingId })), JSON_TYPE);
}

function parseState(saved: Buffer): { jobId?: unknown; trainingId?: unknown } | null {
  try {
    return JSON.parse(saved.toString('utf8')) as { jobId?: unknown; trainingId?: unknown } | null;
  } catch {
    return null;
  }
}
