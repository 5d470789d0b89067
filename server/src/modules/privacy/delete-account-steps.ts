import { setTimeout as sleep } from 'node:timers/promises';
import Stripe from 'stripe';
import type { AiJob } from '@kadr/core/generated/prisma/client';
import type { Logger } from '@kadr/core/log/logger';
import { userPrefix } from '@kadr/core/object-store/keys';
import type { Services } from '../../services-contract';
import { endActiveJob } from '../jobs/end-active-job';

// The steps of an account's deletion that reach beyond its rows: its jobs, its Stripe subscriptions and cards, its
// files. Each may run again after a crash (run-account-deletion.ts records the last one done) and then does only
// what is left.

/** Who is being deleted, read from the users row before it becomes the tombstone. */
export interface DeletionSubject {
  deletionId: string;
  userId: string;
  email: string;
  fullName: string;
  stripeCustomerId: string | null;
}

export interface StepContext {
  signal: AbortSignal;
  log: Logger;
}

/** What a job ended by a deletion says, and how the next attempt finds the jobs it must wait for. */
export const CANCELED_BY_DELETION = 'Canceled: the account was deleted';

/** How long the job engines get to let go of the canceled jobs before the files go (a late file is caught later). */
const JOB_STOP_WAIT_MS = 60_000;
const JOB_STOP_POLL_MS = 500;

/**
 * 1. Ends every queued or running job of the user as a cancel does (holds given back, rows canceled), tells a training
 * to stop (the engines cancel a paid run at the provider when a job is canceled), then waits, bounded, until the job
 * engines hold none of them any more, so no step still running writes a file after the files are gone.
 */
export async function cancelJobs(services: Pick<Services, 'prisma' | 'training' | 'generation' | 'media'>, subject: DeletionSubject, ctx: StepContext): Promise<void> {
  const { prisma } = services;
  const active = await prisma.aiJob.findMany({ where: { userId: subject.userId, status: { in: ['queued', 'running'] } }, select: { id: true } });
  for (const { id } of active) await prisma.$transaction((tx) => endActiveJob(tx, id, CANCELED_BY_DELETION));
  // Also those an attempt before a crash ended: telling a training again is a no-op once it has stopped.
  const ended = await prisma.aiJob.findMany({ where: { userId: subject.userId, status: 'canceled', errorMessage: CANCELED_BY_DELETION } });
  for (const job of ended) if (job.kind === 'training' && job.modelId) await services.training.requestCancel({ jobId: job.id, modelId: job.modelId });
  const tracks = (job: AiJob) => (job.kind === 'training' ? services.training : job.kind === 'headshot' ? services.generation : services.media).tracks(job);
  const deadline = Date.now() + JOB_STOP_WAIT_MS;
  let held = ended;
  while (held.length) {
    const still: AiJob[] = [];
    for (const job of held) if (await tracks(job)) still.push(job);
    held = still;
    if (!held.length) break;
    if (Date.now() > deadline) {
      ctx.log.warn({ jobs: held.map((j) => j.id) }, 'account deletion: job engines still hold canceled jobs; going on');
      break;
    }
    await sleep(JOB_STOP_POLL_MS, undefined, { signal: ctx.signal });
  }
  ctx.log.info({ canceled: active.length }, 'account deletion: jobs canceled');
}

/** Stripe answers 404 (resource_missing) for a subscription or card it no longer has: nothing left to do there. */
const isGone = (err: unknown) => err instanceof Stripe.errors.StripeInvalidRequestError && (err.statusCode === 404 || err.code === 'resource_missing');

/**
 * 2. Cancels the user's subscriptions at Stripe now (DELETE /v1/subscriptions/{id}: no further charge, no proration)
 * and detaches the cards and other payment methods saved on their Stripe customer; the local rows are marked
 * canceled (kept: they belong to the payments the law keeps). Invoices and payments stay at Stripe, as the law asks.
 */
export async function cancelStripe(services: Pick<Services, 'prisma' | 'stripe'>, subject: DeletionSubject, ctx: StepContext): Promise<void> {
  const { prisma } = services;
  const subscriptions = await prisma.subscription.findMany({ where: { userId: subject.userId, status: { not: 'canceled' } } });
  const stripe = services.stripe?.stripe;
  if (!stripe && (subscriptions.some((s) => s.processor === 'stripe' && s.processorRef) || subject.stripeCustomerId)) {
    // Payments are off (production without a key): nothing can be told to Stripe from here.
    ctx.log.warn({ subscriptions: subscriptions.length }, 'account deletion: Stripe is not configured; subscriptions marked canceled here only');
  }
  if (stripe) {
    for (const sub of subscriptions) {
      if (sub.processor !== 'stripe' || !sub.processorRef) continue;
      try {
        const remote = await stripe.subscriptions.retrieve(sub.processorRef);
        if (remote.status !== 'canceled' && remote.status !== 'incomplete_expired') await stripe.subscriptions.cancel(sub.processorRef, {}, { idempotencyKey: `delete-account-${subject.deletionId}-${sub.processorRef}` });
      } catch (err) {
        if (!isGone(err)) throw err;
      }
    }
    if (subject.stripeCustomerId) {
      for await (const method of stripe.paymentMethods.list({ customer: subject.stripeCustomerId, limit: 100 })) {
        try {
          await stripe.paymentMethods.detach(method.id);
        } catch (err) {
          if (!isGone(err)) throw err;
        }
      }
    }
  }
  await prisma.subscription.updateMany({ where: { userId: subject.userId, status: { not: 'canceled' } }, data: { status: 'canceled', cancelAtPeriodEnd: false } });
  ctx.log.info({ subscriptions: subscriptions.length }, 'account deletion: Stripe subscriptions canceled');
}

/**
 * 3. Deletes every stored object under the user's prefix (`users/<id>/`: selfies, thumbnails, trained profiles,
 * headshots, videos, exports), then lists it again: anything still there fails the step, to be tried again.
 */
export async function deleteFiles(services: Pick<Services, 'store'>, subject: DeletionSubject, ctx: StepContext): Promise<void> {
  const prefix = userPrefix(subject.userId);
  let deleted = 0;
  for (let round = 0; round < 5; round++) {
    const listed = await services.store.list(prefix);
    if (!listed.length) break;
    ctx.signal.throwIfAborted();
    await services.store.deleteMany(listed.map((o) => o.key));
    deleted += listed.length;
  }
  const left = await services.store.list(prefix);
  if (left.length) throw new Error(`account deletion: ${left.length} objects are still under ${prefix}`);
  ctx.log.info({ deleted }, 'account deletion: files deleted');
}
