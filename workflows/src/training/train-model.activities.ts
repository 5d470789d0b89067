import type { Prisma, PrismaClient } from '@kadr/core/generated/prisma/client';
import { defaultLogger, jobLogger, type Logger } from '@kadr/core/log/logger';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import { publishIn, type PubSub } from '@kadr/core/events/pubsub';
import { captureHold, releaseHold } from '@kadr/core/ledger/settle-hold';
import { countJobCanceled, notifyJobEnded } from '@kadr/core/notifications/job-ended';
import { candidatesFor, reportCost, runWithFailover, type Routing } from '../inference/routing/failover';
import type { TrainingProvider } from '../inference/training-provider';
import { MAX_TRAINING_PHOTOS, TrainingFailure, type TrainingProviderName, type TrainModelInput } from '@kadr/core/jobs/training-job';
import { TrainingError, type TrainingSteps } from './train-model.pipeline';

export interface TrainingDeps {
  prisma: PrismaClient;
  store: ObjectStore;
  pubsub: PubSub;
  providers: Partial<Record<TrainingProviderName, TrainingProvider>>;
  /** Fail-over between the remote providers (order, health); absent: the job's provider only. */
  routing?: Routing;
  /** Training selfies are deleted this many days after the training ends. */
  retentionDays: number;
  /**
   * Aborts when this attempt must stop: its reason (a JobStopped, inference/job-stop.ts) says whether the user canceled
   * the job (a provider's run is canceled too) or the attempt was stopped otherwise (the run is left for the retry).
   */
  cancelSignal: AbortSignal;
  /** Where the activities log (each line bound to its job: jobLogger); stdout at info when absent. */
  log?: Logger;
  now?: () => Date;
}

const IN_PROGRESS = ['queued', 'preparing', 'training', 'finalizing'] as const;
/** Share of the overall progress bar the provider's own progress moves through (10 → 90). */
const TRAIN_FROM = 10;
const TRAIN_SPAN = 80;

/**
 * The training activities: plain functions over Postgres, the object store and the provider. Each is
 * idempotent on the job: status writes only move a model that is still in progress, the capture is keyed by
 * the job, and a hold that is already settled is left alone.
 */
export function createTrainingActivities(deps: TrainingDeps): TrainingSteps {
  const { prisma, pubsub } = deps;
  const now = deps.now ?? (() => new Date());
  const changed = (input: TrainModelInput) => pubsub.publish('modelChanged', { userId: input.userId, modelId: input.modelId });
  const changedIn = (tx: Prisma.TransactionClient, input: TrainModelInput) => publishIn(tx, 'modelChanged', { userId: input.userId, modelId: input.modelId });

  async function progress(input: TrainModelInput, stage: string, percent: number) {
    await prisma.aiCustomModel.updateMany({
      where: { id: input.modelId, trainingStatus: { in: [...IN_PROGRESS] } },
      data: { trainingStatus: stage as (typeof IN_PROGRESS)[number], progress: Math.round(percent) },
    });
    await prisma.aiJob.updateMany({
      where: { id: input.jobId, status: { in: ['queued', 'running'] } },
      data: { status: 'running', stage, progress: Math.round(percent) },
    });
    await changed(input);
  }

  return {
    async setStage(input, stage, percent) {
      await prisma.aiJob.updateMany({ where: { id: input.jobId, startedAt: null }, data: { startedAt: now() } });
      await progress(input, stage, percent);
    },

    async collectPhotos(input) {
      const photos = await prisma.uploadedPhoto.findMany({
        // Held-out selfies (set when the training started) never reach any provider: likeness is measured on them.
        // A photo that repeats an earlier one (duplicateOfId) adds nothing: startTraining counted it out too (isUsable).
        where: { modelId: input.modelId, userId: input.userId, verdict: { in: ['accepted', 'warning'] }, identityMismatch: false, duplicateOfId: null, purgedAt: null, heldOut: false },
        // The first MAX_TRAINING_PHOTOS by creation order, as startTraining counted them: never more, even on a
        // model that holds more (uploads keep a model within the cap; older data may not be).
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        take: MAX_TRAINING_PHOTOS,
        select: { id: true },
      });
      return photos.map((p) => p.id);
    },

    async train(input, photoIds) {
      // The provider the job is bound to: where a run of it may already exist (a retry), else its first choice.
      const job = await prisma.aiJob.findUnique({ where: { id: input.jobId }, select: { provider: true } });
      const bound = (job?.provider ?? input.provider) as TrainingProviderName;
      const candidates = deps.routing ? candidatesFor(bound, deps.routing.order) : [bound];
      if (!candidates.some((name) => deps.providers[name])) {
        throw new TrainingError(TrainingFailure.PROVIDER_FAILED, `Training provider ${bound} is not configured`);
      }
      const photos = await prisma.uploadedPhoto.findMany({
        where: { id: { in: photoIds }, userId: input.userId },
        select: { id: true, storageKey: true, qualityScore: true },
      });
      const log = jobLogger(deps.log ?? defaultLogger(), input);
      let last = -1;
      // A row without a provider (older jobs) is bound to the input's.
      let boundNow: string = job?.provider ?? input.provider;
      return runWithFailover({
        capability: 'train',
        candidates,
        available: (name) => Boolean(deps.providers[name]),
        health: deps.routing?.health ?? null,
        onFailover: deps.routing?.onFailover,
        log,
        // The job and its model name the provider before anything can start there: a retry goes back to it.
        bind: async (name) => {
          if (name === boundNow) return;
          await prisma.$transaction([
            prisma.aiJob.update({ where: { id: input.jobId }, data: { provider: name } }),
            prisma.aiCustomModel.updateMany({ where: { id: input.modelId, trainingStatus: { in: [...IN_PROGRESS] } }, data: { provider: name } }),
          ]);
          boundNow = name;
          await changed(input);
        },
        run: async (name, mayStart) => {
          const artifact = await deps.providers[name]!.train(
            { userId: input.userId, modelId: input.modelId, jobId: input.jobId, photos: photos.map((p) => ({ id: p.id, key: p.storageKey, qualityScore: p.qualityScore })) },
            {
              store: deps.store,
              signal: deps.cancelSignal,
              mayStart,
              reportProgress: async (percent) => {
                const overall = Math.round(TRAIN_FROM + (TRAIN_SPAN * Math.min(100, Math.max(0, percent))) / 100);
                if (overall === last) return;
                last = overall;
                await progress(input, 'training', overall);
              },
              log,
            },
          );
          reportCost(deps.routing, name, 'train', 1);
          return { ...artifact, provider: artifact.provider ?? name };
        },
      });
    },

    async complete(input, artifact) {
      const finishedAt = now();
      await prisma.$transaction(async (tx) => {
        const model = await tx.aiCustomModel.findUnique({ where: { id: input.modelId } });
        if (!model || !(IN_PROGRESS as readonly string[]).includes(model.trainingStatus)) return;
        if (input.holdId) {
          const hold = await tx.creditHold.findUniqueOrThrow({ where: { id: input.holdId } });
          const rest = hold.amount - hold.captured;
          if (rest > 0) await captureHold(tx, { holdId: input.holdId, amount: rest, idempotencyKey: `${input.jobId}:capture`, reason: 'training' });
        }
        await tx.aiCustomModel.update({
          where: { id: input.modelId },
          data: {
            trainingStatus: 'succeeded',
            progress: 100,
            errorMessage: null,
            completedAt: finishedAt,
            artifactKey: artifact.artifactKey,
            providerRef: artifact.providerRef,
            // Where the weights are: headshots of this model run there (absent in histories older than fail-over).
            ...(artifact.provider ? { provider: artifact.provider } : {}),
            triggerWord: artifact.triggerWord,
            photosPurgeAt: new Date(finishedAt.getTime() + deps.retentionDays * 86_400_000),
          },
        });
        // The newest trained model becomes the active one.
        await tx.user.update({ where: { id: input.userId }, data: { currentCustomModelId: input.modelId } });
        await tx.aiJob.update({
          where: { id: input.jobId },
          data: { status: 'succeeded', stage: 'completed', progress: 100, finishedAt, output: { artifactKey: artifact.artifactKey } },
        });
        await notifyJobEnded(tx, input.jobId, 'succeeded');
        await changedIn(tx, input);
      });
    },

    async fail(input, failure, message) {
      await settle(input, 'failed', message, failure);
    },

    async cancel(input) {
      await settle(input, 'canceled', null, null);
    },
  };

  async function settle(input: TrainModelInput, status: 'failed' | 'canceled', message: string | null, failure: string | null) {
    const finishedAt = now();
    await prisma.$transaction(async (tx) => {
      if (input.holdId) await releaseHold(tx, input.holdId);
      await tx.aiCustomModel.updateMany({
        where: { id: input.modelId, trainingStatus: { in: [...IN_PROGRESS] } },
        data: { trainingStatus: status, errorMessage: message, completedAt: finishedAt },
      });
      const ended = await tx.aiJob.updateMany({
        where: { id: input.jobId, status: { in: ['queued', 'running'] } },
        data: { status, errorMessage: message, finishedAt, output: failure ? { failure } : undefined },
      });
      // A canceled training is the user's own doing: nothing to tell them, only counted.
      if (ended.count > 0) await (status === 'failed' ? notifyJobEnded(tx, input.jobId, 'failed') : countJobCanceled(tx, input.jobId));
      await changedIn(tx, input);
    });
  }
}
