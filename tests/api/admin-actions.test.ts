import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdCredits } from '@kadr/core/ledger/hold-credits';
import { registry } from '@kadr/core/metrics/metrics';
import { metricValue, parseMetrics } from '../support/prometheus-text';
import { availableCredits, personalWallet } from '@kadr/core/ledger/wallet';
import { registerUser, type TestUser } from '../factories/library';
import { startCheckout, stripeEventsProcessed, submitCheckout } from '../factories/payments';
import { graphql } from '../gql';
import { graphqlClient } from '../support/graphql';
import { serveTestApp } from '../support/serve-app';
import { bearer, call, createTestApp, type TestApp } from '../support/test-app';

// The admin console's acts on jobs and payments (issue #13): cancelling a stuck job releases its hold, retrying a
// failed headshot job starts it again charged like any job, and a refund goes through Stripe (the sandbox) and its
// webhook; each act with its audit entry. Real app over HTTP (the sandbox posts its webhooks), real PostgreSQL.

const CANCEL = graphql(`
  mutation AdminActionsCancel($jobId: ID!) { adminCancelJob(jobId: $jobId) { id kind status errorMessage userId userEmail finishedAt } }
`);
const RETRY = graphql(`
  mutation AdminActionsRetry($jobId: ID!) { adminRetryJob(jobId: $jobId) { id kind status costCredits userId } }
`);
const REFUND = graphql(`
  mutation AdminActionsRefund($paymentId: ID!, $reason: String!) { adminRefundPayment(paymentId: $paymentId, reason: $reason) { id status refundable } }
`);
const PAYMENTS = graphql(`
  query AdminActionsUser($id: ID!) { adminUser(id: $id) { payments { id status refundable credits } user { creditsBalance } } }
`);
const JOBS = graphql(`
  query AdminActionsJobs($kind: String, $status: String) { adminJobs(kind: $kind, status: $status) { edges { node { id kind status } } } }
`);

type Json = Record<string, unknown>;
const codeOf = (result: { errors?: readonly { extensions?: Json }[] }) => result.errors?.[0]?.extensions?.code;

describe('admin acts on jobs', () => {
  let t: TestApp;
  let admin: TestUser;
  let n = 0;

  // No workers: the jobs stay as the console leaves them.
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_DISABLED: 'true', RUN_WORKERS: 'false', ADMIN_EMAILS: 'ops@example.com' });
    admin = await registerUser(t, 'ops@example.com');
  });
  afterAll(() => t?.close());

  const newUser = () => registerUser(t, `customer-${++n}@example.com`);
  const gql = () => graphqlClient(t, admin.token);
  const available = (userId: string) => availableCredits(t.services.prisma, personalWallet(userId));
  const grant = (userId: string, amount: number) =>
    call(t.app, 'POST', `/api/admin/users/${userId}/credits`, { amount, reason: 'test credits' }, bearer(admin.token));

  /** A trained model of the user's (as the engines leave one). */
  const trainedModel = (userId: string) =>
    t.services.prisma.aiCustomModel.create({ data: { userId, modelName: 'Me', trainingStatus: 'succeeded', artifactKey: `models/${randomUUID()}`, provider: 'local' } });

  /** A headshot job as generateHeadshots stores it, with a hold of its cost while `status` is active. */
  async function headshotJob(userId: string, status: 'queued' | 'running' | 'failed' | 'succeeded', cost = 2) {
    const model = await trainedModel(userId);
    const input = { style: 'corporate', quality: 'standard', count: cost, aspectRatio: '1:1', intensity: 0.8, prompt: 'office portrait', negativePrompt: null, promptHints: {}, notes: [] };
    return t.services.prisma.$transaction(async (tx) => {
      const job = await tx.aiJob.create({
        data: { userId, modelId: model.id, kind: 'headshot', status, costCredits: cost, provider: 'local', stage: 'processing', input, ...(status === 'failed' ? { errorMessage: 'No images', finishedAt: new Date() } : {}) },
      });
      if (status === 'queued' || status === 'running') await holdCredits(tx, { userId, amount: cost, jobId: job.id, idempotencyKey: `headshots:${job.id}` });
      return job;
    });
  }

  it('cancels a stuck job: its hold goes back, the job and its images end canceled, with the audit entry', async () => {
    const user = await newUser();
    await grant(user.id, 5);
    const job = await headshotJob(user.id, 'running', 3);
    await t.services.prisma.generatedImage.create({ data: { userId: user.id, jobId: job.id, kind: 'headshot', status: 'processing' } });
    expect(await available(user.id)).toBe(2);

    const metrics = async () => parseMetrics(await registry.metrics());
    const before = await metrics();
    const result = await gql().execute(CANCEL, { jobId: job.id });
    // Counted as a job that ended canceled, its hold as released.
    const after = await metrics();
    const delta = (name: string, labels: Record<string, string>) => metricValue(after, name, labels) - metricValue(before, name, labels);
    expect(delta('kadr_job_duration_seconds_count', { kind: 'headshot', outcome: 'canceled' })).toBe(1);
    expect(delta('kadr_credits_released_total', { wallet: 'user' })).toBe(3);
    expect(result.data?.adminCancelJob).toMatchObject({ id: job.id, kind: 'headshot', status: 'canceled', errorMessage: 'Canceled by an administrator', userId: user.id, userEmail: `customer-${n}@example.com`, finishedAt: expect.any(String) });
    expect(await available(user.id)).toBe(5);
    expect(await t.services.prisma.creditHold.findFirstOrThrow({ where: { jobId: job.id } })).toMatchObject({ status: 'released' });
    expect((await t.services.prisma.generatedImage.findFirstOrThrow({ where: { jobId: job.id } })).status).toBe('canceled');
    expect(await t.services.prisma.auditLogEntry.findFirstOrThrow({ where: { action: 'job.cancel', targetUserId: user.id } })).toMatchObject({
      adminId: admin.id,
      before: { status: 'running' },
      after: { status: 'canceled', creditsReleased: 3 },
      details: { jobId: job.id, kind: 'headshot' },
    });

    const again = await gql().execute(CANCEL, { jobId: job.id });
    expect(codeOf(again)).toBe('JOB_NOT_ACTIVE');
    expect(await t.services.prisma.auditLogEntry.count({ where: { action: 'job.cancel', targetUserId: user.id } })).toBe(1);
    const canceled = await gql().execute(JOBS, { kind: 'headshot', status: 'canceled' });
    expect(canceled.data?.adminJobs.edges.map((e) => e.node.id)).toContain(job.id);
  });

  it('retries a failed headshot job as a new job charged again, and refuses what it cannot start', async () => {
    const user = await newUser();
    await grant(user.id, 3);
    const failed = await headshotJob(user.id, 'failed', 2);

    const result = await gql().execute(RETRY, { jobId: failed.id });
    const retried = result.data?.adminRetryJob;
    expect(retried).toMatchObject({ kind: 'headshot', status: 'queued', costCredits: 2, userId: user.id });
    expect(retried?.id).not.toBe(failed.id);
    const job = await t.services.prisma.aiJob.findUniqueOrThrow({ where: { id: retried!.id } });
    expect(job).toMatchObject({ modelId: failed.modelId, provider: 'local', input: failed.input });
    expect(await t.services.prisma.creditHold.findFirstOrThrow({ where: { jobId: job.id } })).toMatchObject({ status: 'open', amount: 2 });
    expect(await available(user.id)).toBe(1);
    expect(await t.services.prisma.auditLogEntry.findFirstOrThrow({ where: { action: 'job.retry', targetUserId: user.id } })).toMatchObject({
      adminId: admin.id,
      before: { jobId: failed.id, status: 'failed', errorMessage: 'No images' },
      after: { jobId: job.id, status: 'queued', costCredits: 2 },
    });
    expect((await t.services.prisma.aiJob.findUniqueOrThrow({ where: { id: failed.id } })).status).toBe('failed');

    // Short of credits now (1 left for a job of 2): nothing starts and nothing is recorded.
    const short = await gql().execute(RETRY, { jobId: failed.id });
    expect(codeOf(short)).toBe('INSUFFICIENT_CREDITS');
    expect(await t.services.prisma.auditLogEntry.count({ where: { action: 'job.retry', targetUserId: user.id } })).toBe(1);
    // Still active, or of a kind the console does not restart.
    expect(codeOf(await gql().execute(RETRY, { jobId: job.id }))).toBe('JOB_NOT_RETRYABLE');
    const training = await t.services.prisma.aiJob.create({ data: { userId: user.id, kind: 'training', status: 'failed' } });
    const refused = await gql().execute(RETRY, { jobId: training.id });
    expect([codeOf(refused), refused.errors?.[0]?.message]).toEqual(['JOB_NOT_RETRYABLE', 'A training job cannot be retried from the console: its user starts it again']);
  });

});

describe('admin refunds', () => {
  let served: Awaited<ReturnType<typeof serveTestApp>>;
  let t: TestApp;
  let admin: TestUser;

  // Served over HTTP with workers: the Stripe sandbox posts its webhooks, and they are processed.
  beforeAll(async () => {
    served = await serveTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_DISABLED: 'true', WEBHOOK_RETRY_DELAY_SECONDS: '1', ADMIN_EMAILS: 'ops@example.com' });
    t = served.t;
    admin = await registerUser(t, 'ops@example.com');
  }, 60_000);
  afterAll(() => served?.close());

  const gql = () => graphqlClient(t, admin.token);
  const available = (userId: string) => availableCredits(t.services.prisma, personalWallet(userId));

  it('refunds a paid purchase through Stripe; its webhook takes the credits back; a second refund is refused', async () => {
    const user = await registerUser(t, 'buyer@example.com');
    const { checkoutUrl, orderId } = await startCheckout(t, user, { planId: 'pack-starter', currency: 'PLN' });
    await submitCheckout(checkoutUrl, { method: 'blik', blik_code: '777123', outcome: 'success' });
    await stripeEventsProcessed(t);
    const before = await gql().execute(PAYMENTS, { id: user.id });
    expect(before.data?.adminUser).toMatchObject({ user: { creditsBalance: 40 }, payments: [{ id: orderId, status: 'paid', refundable: true, credits: 40 }] });

    const refund = await gql().execute(REFUND, { paymentId: orderId, reason: 'Customer asked within 14 days' });
    expect(refund.errors).toBeUndefined();
    expect(refund.data?.adminRefundPayment).toMatchObject({ id: orderId });
    await stripeEventsProcessed(t);
    expect(await t.services.prisma.payment.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ status: 'refunded', creditsRefunded: 40 });
    expect(await available(user.id)).toBe(0);
    const entry = await t.services.prisma.auditLogEntry.findFirstOrThrow({ where: { action: 'payment.refund', targetUserId: user.id } });
    expect(entry).toMatchObject({ adminId: admin.id, reason: 'Customer asked within 14 days', before: { status: 'paid', creditsAdded: 40 }, details: { paymentId: orderId, currency: 'PLN' } });
    expect((entry.after as Json).refundId).toMatch(/^re_/);
    // The purchase was recorded as an activity with its credits.
    expect(await t.services.prisma.activity.findFirst({ where: { userId: user.id, kind: 'purchase' } })).toMatchObject({ credits: 40, details: { paymentId: orderId } });

    const again = await gql().execute(REFUND, { paymentId: orderId, reason: 'Once more' });
    expect(codeOf(again)).toBe('PAYMENT_NOT_REFUNDABLE');
    expect(await t.services.prisma.auditLogEntry.count({ where: { action: 'payment.refund', targetUserId: user.id } })).toBe(1);
  }, 90_000);
});
