import { CancelledFailure } from '@temporalio/activity';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@kadr/core/log/logger';
import { providerOrder } from '@kadr/core/providers/catalogue';
import { JobOutbox } from '@kadr/core/queue/job-outbox';
import { settleOrphanedJob } from '@kadr/server/modules/jobs/settle-orphaned-job';
import { createVideoProviders } from '@kadr/workflows/inference/video-providers';
import { createTemporalVideoActivities } from '@kadr/workflows/temporal/generation-activities';
import { createTemporalMediaRunner } from '@kadr/workflows/temporal/temporal-runner';
import { setBalance, storedHeadshot, trainModel } from '../factories/media';
import { startFalDouble, type FalDouble, type FalRun } from '../support/fal-double';
import { startReplicateDouble, type ReplicateDouble } from '../support/replicate-double';
import type { ReplicateRun } from '@kadr/workflows/inference/replicate/replicate-types';
import { serveTestApp } from '../support/serve-app';
import { SHUTDOWN, videoWorkflowClient, type Attempt, type Stop } from '../support/temporal-attempts';
import { bearer, call } from '../support/test-app';
import { waitFor } from '../support/wait';

// Issue #27: two providers, and a job that one of them cannot take goes to the other — charged once, never run twice.
// Both doubles implement their provider's documented API (signed webhooks included) and can go down, answer 5xx or
// fail a run. The app runs its real workers (pg-boss) with INFERENCE_PROVIDERS=replicate,fal: Replicate first.

const METRICS_TOKEN = 'failover-test-metrics-token-012345';
const silent = createLogger('silent');

type Served = Awaited<ReturnType<typeof serveTestApp>>;

/** The app against both doubles, Replicate first; `overrides` for the breaker and the rest. */
async function bothProviders(replicate: ReplicateDouble, fal: FalDouble, overrides: Record<string, string> = {}): Promise<Served> {
  return serveTestApp({
    REQUIRE_EMAIL_CONFIRMATION: 'false',
    SIGNUP_BONUS_CREDITS: '0',
    TRAINING_COST_CREDITS: '0',
    METRICS_TOKEN,
    INFERENCE_PROVIDERS: 'replicate,fal',
    REPLICATE_API_TOKEN: replicate.token,
    REPLICATE_API_URL: replicate.url,
    REPLICATE_WEBHOOK_SECRET: replicate.webhookSecret,
    REPLICATE_TRAINER_VERSION: replicate.trainerVersion,
    REPLICATE_DESTINATION_OWNER: replicate.owner,
    ...fal.env(),
    // A breaker that does not open unless a test asks for one.
    PROVIDER_BREAKER_MIN_CALLS: '10000',
    ...overrides,
  });
}

/** The app's helpers for one signed-up user. */
async function userOf(served: Served, email: string) {
  const res = await call(served.t.app, 'POST', '/api/auth/register', { email, password: 'secret1', fullName: 'Fail Over' });
  const user = { id: res.body.data.user.id as string, token: res.body.data.token as string };
  const api = (method: string, path: string, body?: unknown) => call(served.t.app, method, path, body, bearer(user.token));
  const ended = (path: string) =>
    waitFor(
      async () => {
        const job = (await api('GET', path)).body.data;
        return ['succeeded', 'failed', 'canceled'].includes(job?.status) && job;
      },
      { timeoutMs: 120_000, intervalMs: 100, what: `${path} to end` },
    );
  /** Starts a video of a stored headshot (5 credits); its job id. */
  async function video(): Promise<string> {
    const image = await storedHeadshot(served.t, user.id);
    await setBalance(served.t, user.id, 5);
    const res = await api('POST', '/api/ai/videos/generate', { prompt: 'a slow smile', style: 'professional', duration: 5, sourceImageId: image.id });
    expect(res.status).toBe(202);
    return res.body.data.jobId as string;
  }
  return { user, api, video, endedVideo: (jobId: string) => ended(`/api/ai/videos/jobs/${jobId}`), ended };
}

const replicateRunsOf = (jobId: string) => (run: ReplicateRun) => Boolean(run.webhook?.includes(`jobId=${jobId}`));
const falRunsOf = (jobId: string) => (run: FalRun) => Boolean(run.webhook?.includes(`jobId=${jobId}`));

/** What the job's credit hold did: its status, what it captured, and the ledger's capture entries for the job. */
async function charges(served: Served, jobId: string) {
  const { prisma } = served.t.services;
  const hold = await prisma.creditHold.findFirstOrThrow({ where: { jobId } });
  const captures = await prisma.creditLedgerEntry.count({ where: { holdId: hold.id, kind: 'capture' } });
  return { status: hold.status, captured: hold.captured, captures };
}

/** The sum of the app's /metrics series that start with `series` (its name and first labels) and carry every label of `having`. */
async function metric(served: Served, series: string, having: string[] = []): Promise<number> {
  const res = await served.t.app.fetch(new Request('http://kadr.test/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }));
  const prefix = series.endsWith('}') ? `${series} ` : series;
  return (await res.text())
    .split('\n')
    .filter((l) => l.startsWith(prefix) && having.every((label) => l.includes(label)))
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
}

describe('fail-over between Replicate and fal, on the real workers', () => {
  let replicate: ReplicateDouble;
  let fal: FalDouble;
  let served: Served;
  let u: Awaited<ReturnType<typeof userOf>>;

  beforeAll(async () => {
    replicate = await startReplicateDouble({ stepMs: 150 });
    fal = await startFalDouble({ stepMs: 150 });
    served = await bothProviders(replicate, fal, {
      // Polling every second: a run whose provider was down is found again once it is back.
      REPLICATE_POLL_INTERVAL_SECONDS: '1',
      REPLICATE_WEBHOOK_POLL_INTERVAL_SECONDS: '1',
    });
    u = await userOf(served, 'failover@example.com');
  }, 60_000);

  afterEach(async () => {
    await replicate.clearFaults();
    fal.reset();
  });

  afterAll(async () => {
    await replicate?.close();
    await fal?.close();
    await served?.close();
  });

  it('runs a video on fal when Replicate is down before anything starts, and charges it once', async () => {
    await replicate.down();
    const jobId = await u.video();
    const job = await u.endedVideo(jobId);
    expect(job).toMatchObject({ status: 'succeeded', video: { status: 'succeeded' } });

    const row = await served.t.services.prisma.aiJob.findUniqueOrThrow({ where: { id: jobId } });
    expect(row.provider).toBe('fal');
    expect(replicate.billing(replicateRunsOf(jobId))).toMatchObject({ created: 0, paid: 0 });
    expect(fal.billing(falRunsOf(jobId))).toMatchObject({ submitted: 1, paid: 1, canceled: 0 });
    const [falRun] = [...fal.runs.values()].filter(falRunsOf(jobId));
    expect(row.providerRef).toBe(falRun!.id);
    expect(await charges(served, jobId)).toEqual({ status: 'captured', captured: 5, captures: 1 });
    expect(await metric(served, 'kadr_provider_failovers_total{capability="video",from="replicate",to="fal"}')).toBeGreaterThanOrEqual(1);
    // Replicate was called and did not answer: what the breaker counts.
    expect(await metric(served, 'kadr_provider_requests_total{provider="replicate",capability="video",', ['outcome="network"'])).toBeGreaterThan(0);
  }, 150_000);

  it('trains on fal when Replicate answers 503, and makes that model’s headshots on fal, where its LoRA is', async () => {
    replicate.failNext(1000, 503);
    const modelId = await trainModel(served.t, u.user.token);
    const model = await served.t.services.prisma.aiCustomModel.findUniqueOrThrow({ where: { id: modelId } });
    const trainingJob = await served.t.services.prisma.aiJob.findFirstOrThrow({ where: { modelId, kind: 'training' } });
    expect([model.provider, trainingJob.provider, trainingJob.status]).toEqual(['fal', 'fal', 'succeeded']);
    expect(replicate.billing(replicateRunsOf(trainingJob.id))).toMatchObject({ created: 0 });
    expect(fal.billing(falRunsOf(trainingJob.id))).toMatchObject({ submitted: 1, paid: 1 });

    // Replicate is back; the model's headshots still go to fal (its weights are there), never to Replicate.
    await replicate.clearFaults();
    await setBalance(served.t, u.user.id, 2);
    const res = await u.api('POST', '/api/ai/headshots/generate', { prompt: 'corporate headshot', style: 'studio-grey', numberOfImages: 2, aspectRatio: '1:1', modelId });
    expect(res.status).toBe(202);
    const jobId = res.body.data.jobId as string;
    const job = await u.ended(`/api/ai/headshots/jobs/${jobId}`);
    expect(job).toMatchObject({ status: 'succeeded' });
    expect(job.images).toHaveLength(2);
    expect(fal.billing(falRunsOf(jobId))).toMatchObject({ submitted: 2, paid: 2 });
    expect([...replicate.runs.values()].filter(replicateRunsOf(jobId))).toHaveLength(0);
    expect((await served.t.services.prisma.aiJob.findUniqueOrThrow({ where: { id: jobId } })).provider).toBe('fal');
  }, 240_000);

  it('follows a run whose provider goes down mid-run back at that provider, and never starts it on fal', async () => {
    const jobId = await u.video();
    const run = await waitFor(() => [...replicate.runs.values()].find(replicateRunsOf(jobId)), { timeoutMs: 60_000, what: 'the prediction at Replicate' });
    const failedBefore = await metric(served, 'kadr_provider_requests_total{provider="replicate",capability="video",operation="get-prediction",outcome="network"}');
    await replicate.down();
    // The worker finds Replicate gone while it follows the run…
    await waitFor(
      async () =>
        (await metric(served, 'kadr_provider_requests_total{provider="replicate",capability="video",operation="get-prediction",outcome="network"}')) > failedBefore,
      { timeoutMs: 60_000, what: 'a poll of the prediction to fail' },
    );
    // …and picks it up again when it is back.
    await replicate.up();
    const job = await u.endedVideo(jobId);
    expect(job).toMatchObject({ status: 'succeeded' });
    const row = await served.t.services.prisma.aiJob.findUniqueOrThrow({ where: { id: jobId } });
    expect([row.provider, row.providerRef]).toEqual(['replicate', run.id]);
    expect(replicate.billing(replicateRunsOf(jobId))).toMatchObject({ created: 1, paid: 1, canceled: 0 });
    expect([...fal.runs.values()].filter(falRunsOf(jobId))).toHaveLength(0);
    expect(await charges(served, jobId)).toEqual({ status: 'captured', captured: 5, captures: 1 });
  }, 150_000);

  it('settles a run that fails at its provider there: the job fails, the credits go back, nothing runs on fal', async () => {
    replicate.failRun('next', 'CUDA out of memory');
    const jobId = await u.video();
    const job = await u.endedVideo(jobId);
    expect(job.status).toBe('failed');
    expect(replicate.billing(replicateRunsOf(jobId))).toMatchObject({ created: 1 });
    expect([...fal.runs.values()].filter(falRunsOf(jobId))).toHaveLength(0);
    const hold = await served.t.services.prisma.creditHold.findFirstOrThrow({ where: { jobId } });
    expect([hold.status, hold.captured]).toEqual(['released', 0]);
  }, 150_000);
});

describe("the breaker sends new runs past a failing provider, and lets them back once it recovers", () => {
  let replicate: ReplicateDouble;
  let fal: FalDouble;
  let served: Served;

  beforeAll(async () => {
    replicate = await startReplicateDouble({ stepMs: 100 });
    fal = await startFalDouble({ stepMs: 100 });
    served = await bothProviders(replicate, fal, { PROVIDER_BREAKER_MIN_CALLS: '2', PROVIDER_BREAKER_ERROR_RATE: '0.5', PROVIDER_BREAKER_OPEN_SECONDS: '6', PROVIDER_BREAKER_PROBES: '1' });
  }, 60_000);

  afterAll(async () => {
    await replicate?.close();
    await fal?.close();
    await served?.close();
  });

  it('opens on Replicate’s failures, skips it while open, and closes after a successful probe', async () => {
    const u = await userOf(served, 'breaker@example.com');
    const state = () => metric(served, 'kadr_provider_circuit_state{provider="replicate",capability="video"}');

    await replicate.down();
    const first = await u.video();
    expect(await u.endedVideo(first)).toMatchObject({ status: 'succeeded' });
    expect((await served.t.services.prisma.aiJob.findUniqueOrThrow({ where: { id: first } })).provider).toBe('fal');
    expect(await state()).toBe(2); // open
    const openedAt = Date.now();

    // Replicate is back, but the circuit is open: the next video is not even offered to it.
    await replicate.up();
    const second = await u.video();
    expect(await u.endedVideo(second)).toMatchObject({ status: 'succeeded' });
    expect((await served.t.services.prisma.aiJob.findUniqueOrThrow({ where: { id: second } })).provider).toBe('fal');
    expect(replicate.billing()).toMatchObject({ created: 0 });

    // After PROVIDER_BREAKER_OPEN_SECONDS the circuit lets one probe through: it succeeds on Replicate and closes it.
    await waitFor(() => Date.now() - openedAt > 6_500, { timeoutMs: 10_000, what: 'the open period to pass' });
    const third = await u.video();
    expect(await u.endedVideo(third)).toMatchObject({ status: 'succeeded' });
    expect((await served.t.services.prisma.aiJob.findUniqueOrThrow({ where: { id: third } })).provider).toBe('replicate');
    expect(await state()).toBe(0); // closed
    expect(replicate.billing()).toMatchObject({ created: 1, paid: 1 });
  }, 240_000);
});

describe('a Temporal worker shutdown mid-run, with both providers', () => {
  let replicate: ReplicateDouble;
  let fal: FalDouble;
  let served: Served;
  let nextStop: Stop | null = null;
  const log: Attempt[] = [];
  const runs: Promise<unknown>[] = [];

  beforeAll(async () => {
    replicate = await startReplicateDouble({ stepMs: 150 });
    fal = await startFalDouble({ stepMs: 200 });
    served = await bothProviders(replicate, fal, { FAL_POLL_INTERVAL_SECONDS: '60' });
    // Video jobs go to Temporal, here a stand-in running each job's workflow (its pipeline) over the activities, each
    // attempt in Temporal's mock activity context (tests/support/temporal-attempts.ts).
    const { prisma, store, pubsub, env, log: appLog } = served.t.services;
    const video = createTemporalVideoActivities({
      prisma,
      store,
      pubsub,
      providers: createVideoProviders(env),
      routing: { order: providerOrder(env, 'video'), health: null },
      log: silent,
    });
    const client = videoWorkflowClient(
      video,
      log,
      () => {
        const stop = nextStop;
        nextStop = null;
        return stop;
      },
      runs,
    );
    const outbox = new JobOutbox(prisma, appLog, (jobId, reason) => settleOrphanedJob(prisma, jobId, reason).then(() => {}), { retryDelaySeconds: 0, maxAttempts: 2 });
    served.t.services.media = createTemporalMediaRunner(client, outbox);
  }, 60_000);

  afterAll(async () => {
    await Promise.allSettled(runs);
    await replicate?.close();
    await fal?.close();
    await served?.close();
  });

  it('a video moved to fal and stopped by a deploy mid-run resumes the same fal request: paid once, nothing at Replicate', async () => {
    const u = await userOf(served, 'deploy-failover@example.com');
    await replicate.down();
    nextStop = { reason: 'WORKER_SHUTDOWN', details: SHUTDOWN };
    const jobId = await u.video();
    const job = await u.endedVideo(jobId);
    expect(job).toMatchObject({ status: 'succeeded', video: { status: 'succeeded' } });

    const process = log.filter((a) => a.step === 'process');
    expect(process.map((a) => [a.attempt, a.error instanceof CancelledFailure])).toEqual([
      [1, true],
      [2, false],
    ]);
    // The stop came while the fal request ran: attempt 2 went back to fal (the job's provider) and resumed it.
    const [falRun, ...more] = [...fal.runs.values()].filter(falRunsOf(jobId));
    expect(more).toHaveLength(0);
    expect(falRun!.createdAt).toBeLessThanOrEqual(process[0]!.stoppedAt!);
    expect(fal.billing(falRunsOf(jobId))).toMatchObject({ submitted: 1, paid: 1, canceled: 0, cancelRequests: 0 });
    expect(replicate.billing()).toMatchObject({ created: 0 });
    const row = await served.t.services.prisma.aiJob.findUniqueOrThrow({ where: { id: jobId } });
    expect([row.provider, row.providerRef]).toEqual(['fal', falRun!.id]);
    expect(await charges(served, jobId)).toEqual({ status: 'captured', captured: 5, captures: 1 });
  }, 150_000);
});
