import { MockActivityEnvironment } from '@temporalio/testing';
import { DefaultLogger } from '@temporalio/worker';
import { WorkflowExecutionAlreadyStartedError, type WorkflowClient, type WorkflowStartOptions } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCreditsBalance } from '@kadr/core/ledger/get-credits-balance';
import { changeBackgroundPipeline } from '@kadr/workflows/generation/change-background.pipeline';
import { generateHeadshotsPipeline } from '@kadr/workflows/generation/generate-headshots.pipeline';
import { generateVideoPipeline } from '@kadr/workflows/generation/generate-video.pipeline';
import { asGenerationError } from '@kadr/workflows/generation/generation-workflow-steps';
import { createVideoProviders } from '@kadr/workflows/inference/video-providers';
import { createTemporalBackgroundActivities, createTemporalGenerationActivities, createTemporalVideoActivities } from '@kadr/workflows/temporal/generation-activities';
import { createTemporalGenerationRunner, createTemporalMediaRunner } from '@kadr/workflows/temporal/temporal-runner';
import { setBalance, storedHeadshot, trainModel } from '../factories/media';
import { JobOutbox } from '@kadr/core/queue/job-outbox';
import { settleOrphanedJob } from '@kadr/server/modules/jobs/settle-orphaned-job';
import { bearer, call, createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';

// The generation jobs as the Temporal engine runs them, on the real app, database, store and local engines. No
// Temporal server can run here, so a stand-in for it (below) takes the runner's starts and runs each job's
// pipeline over the Temporal activities, every step as one activity attempt in Temporal's mock activity context.
// What the workflow code adds (timeouts, retries, non-cancellable settling, the sandbox) is checked by replaying
// histories (workflows/src/generation/generation.workflow.test.ts).

type User = { token: string; id: string };

let t: TestApp;
let owner: User;
let temporal: ReturnType<typeof inProcessTemporal>;
let outbox: JobOutbox;

/** What a server and its workers would do with a start: run the job's workflow (its pipeline) over the activities. */
function inProcessTemporal(app: TestApp) {
  const deps = { prisma: app.services.prisma, store: app.services.store, pubsub: app.services.pubsub };
  const activities = {
    headshots: createTemporalGenerationActivities(deps),
    video: createTemporalVideoActivities({ ...deps, providers: createVideoProviders(app.services.env) }),
    background: createTemporalBackgroundActivities(deps),
  };
  const starts: { workflowType: string; workflowId: string; taskQueue: string }[] = [];
  const heartbeats: { step: string; details: unknown }[] = [];
  const runs: Promise<unknown>[] = [];
  let refuse = false;

  /** Each call of a step: one attempt in its own activity context; an expected failure reaches the pipeline as the workflow's `step` hands it over. */
  function attempts<S extends object>(steps: S): S {
    return new Proxy(steps, {
      get: (target, name) => async (...args: unknown[]) => {
        const env = new MockActivityEnvironment({ heartbeatTimeoutMs: 30_000 }, { logger: new DefaultLogger('ERROR') });
        env.on('heartbeat', (details: unknown) => heartbeats.push({ step: String(name), details }));
        try {
          return await env.run(Reflect.get(target, name) as (...a: unknown[]) => Promise<unknown>, ...args);
        } catch (err) {
          throw asGenerationError(err);
        }
      },
    });
  }

  const workflows: Record<string, (input: never) => Promise<unknown>> = {
    generateHeadshots: (input) => generateHeadshotsPipeline(input, attempts(activities.headshots)),
    generateVideo: (input) => generateVideoPipeline(input, attempts(activities.video)),
    changeBackground: (input) => changeBackgroundPipeline(input, attempts(activities.background)),
  };
  const client = {
    async start(workflowType: string, options: WorkflowStartOptions) {
      if (refuse) throw new Error('14 UNAVAILABLE: connection refused');
      // A second start of a job's workflow is refused, as Temporal does (the outbox counts it as started).
      if (starts.some((s) => s.workflowId === options.workflowId)) throw new WorkflowExecutionAlreadyStartedError('Workflow execution already started', options.workflowId, workflowType);
      starts.push({ workflowType, workflowId: options.workflowId, taskQueue: options.taskQueue });
      runs.push(workflows[workflowType]!((options.args as never[])[0]!));
    },
  } as unknown as Pick<WorkflowClient, 'start' | 'getHandle'>;

  return {
    client,
    starts,
    heartbeats,
    refuseStarts: (value: boolean) => void (refuse = value),
    settled: () => Promise.all(runs),
  };
}

const api = (method: string, path: string, body?: unknown) => call(t.app, method, path, body, bearer(owner.token));
const balance = () => getCreditsBalance(t.services, { userId: owner.id });
const captures = (jobId: string) =>
  t.services.prisma.creditLedgerEntry.findMany({ where: { kind: 'capture', idempotencyKey: { startsWith: `${jobId}:` } }, orderBy: { idempotencyKey: 'asc' } });
const hold = async (jobId: string) => {
  const h = await t.services.prisma.creditHold.findFirstOrThrow({ where: { jobId } });
  return [h.status, h.amount, h.captured];
};
const ended = (path: string) =>
  waitFor(
    async () => {
      const res = await api('GET', path);
      return ['succeeded', 'failed'].includes(res.body.data?.status) && res.body.data;
    },
    { timeoutMs: 90_000, intervalMs: 200, what: `${path} to end` },
  );

beforeAll(async () => {
  t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', SIGNUP_BONUS_CREDITS: '0', TRAINING_COST_CREDITS: '0', BACKGROUND_CHANGE_COST_CREDITS: '1' });
  const res = await call(t.app, 'POST', '/api/auth/register', { email: 'owner@example.com', password: 'secret1', fullName: 'owner' });
  owner = { token: res.body.data.token, id: res.body.data.user.id };
  await trainModel(t, owner.token);
  temporal = inProcessTemporal(t);
  // The engine as TEMPORAL_ADDRESS would choose it (job-engines.ts), over the stand-in.
  // Its outbox retries a refused start at once (no delay) and gives a job up after its second refusal.
  outbox = new JobOutbox(t.services.prisma, t.services.log, (jobId, reason) => settleOrphanedJob(t.services.prisma, jobId, reason).then(() => {}), {
    retryDelaySeconds: 0,
    maxAttempts: 2,
  });
  t.services.generation = createTemporalGenerationRunner(temporal.client, outbox);
  t.services.media = createTemporalMediaRunner(temporal.client, outbox);
}, 180_000);

afterAll(async () => {
  await temporal?.settled();
  await t?.close();
});

describe('generation jobs on the Temporal engine', () => {
  it('starts a headshot job as workflow headshots-<jobId> and delivers and charges both images through the Temporal activities', async () => {
    await setBalance(t, owner.id, 10);
    const res = await api('POST', '/api/ai/headshots/generate', { prompt: 'professional headshot, grey background', style: 'professional', numberOfImages: 2, aspectRatio: '1:1' });
    expect(res.status).toBe(202);
    const { jobId } = res.body.data;
    expect(temporal.starts.at(-1)).toEqual({ workflowType: 'generateHeadshots', workflowId: `headshots-${jobId}`, taskQueue: 'generation' });

    const job = await ended(`/api/ai/headshots/jobs/${jobId}`);
    expect(job).toMatchObject({ status: 'succeeded', stage: 'completed', progress: 100, cost: 2 });
    expect(job.images).toHaveLength(2);
    expect((await captures(jobId)).map((c) => [c.idempotencyKey, c.amount])).toEqual([
      [`${jobId}:0:capture`, -1],
      [`${jobId}:1:capture`, -1],
    ]);
    expect(await hold(jobId)).toEqual(['captured', 2, 2]);
    expect(await balance()).toBe(8);
    // Only the engine step heartbeats (the one step generate-headshots.workflow.ts gives a heartbeat timeout).
    expect(new Set(temporal.heartbeats.map((h) => h.step))).toEqual(new Set(['processImage']));
  }, 120_000);

  it("renders a video on the video queue, heartbeating on the provider's progress, and charges 5 credits", async () => {
    const image = await storedHeadshot(t, owner.id);
    await setBalance(t, owner.id, 5);
    temporal.heartbeats.length = 0;
    const res = await api('POST', '/api/ai/videos/generate', { prompt: 'slow push-in', style: 'professional', duration: 3, sourceImageId: image.id });
    expect(res.status).toBe(202);
    const { jobId } = res.body.data;
    expect(temporal.starts.at(-1)).toEqual({ workflowType: 'generateVideo', workflowId: `video-${jobId}`, taskQueue: 'video' });

    const job = await ended(`/api/ai/videos/jobs/${jobId}`);
    expect(job).toMatchObject({ status: 'succeeded', video: { status: 'succeeded', sourceImageId: image.id, durationSec: 3 } });
    expect((await captures(jobId)).map((c) => [c.idempotencyKey, c.amount])).toEqual([[`${jobId}:video:capture`, -5]]);
    expect(await hold(jobId)).toEqual(['captured', 5, 5]);
    expect(temporal.heartbeats.some((h) => h.step === 'process' && (h.details as { fraction?: number } | undefined)?.fraction === 1)).toBe(true);
    expect(new Set(temporal.heartbeats.map((h) => h.step))).toEqual(new Set(['prepare', 'process', 'render']));
  }, 120_000);

  it("fails a video whose source image is gone with that message, through the activity's expected failure, charging nothing", async () => {
    const image = await storedHeadshot(t, owner.id);
    await t.services.store.delete(image.storageKey!);
    await setBalance(t, owner.id, 5);
    const res = await api('POST', '/api/ai/videos/generate', { prompt: 'profile video', style: 'professional', duration: 3, sourceImageId: image.id });
    expect(res.status).toBe(202);
    const job = await ended(`/api/ai/videos/jobs/${res.body.data.jobId}`);
    expect(job).toMatchObject({ status: 'failed', errorMessage: 'The selected image is no longer available' });
    expect(await captures(job.id)).toEqual([]);
    expect(await hold(job.id)).toEqual(['released', 5, 0]);
    expect(await balance()).toBe(5);
  }, 60_000);

  it('changes a background on the background queue as a new image, charging its cost once', async () => {
    const source = await storedHeadshot(t, owner.id);
    await setBalance(t, owner.id, 3);
    temporal.heartbeats.length = 0;
    const res = await api('POST', `/api/ai/headshots/${source.id}/background`, { mode: 'solid', color: '#1F2D4D' });
    expect(res.status).toBe(202);
    const { jobId, imageId } = res.body.data;
    expect(temporal.starts.at(-1)).toEqual({ workflowType: 'changeBackground', workflowId: `background-${jobId}`, taskQueue: 'background' });

    const job = await ended(`/api/ai/headshots/jobs/${jobId}`);
    expect(job).toMatchObject({ status: 'succeeded', cost: 1, images: [{ id: imageId, status: 'succeeded', kind: 'background', sourceImageId: source.id }] });
    expect((await captures(jobId)).map((c) => [c.idempotencyKey, c.amount])).toEqual([[`${jobId}:0:capture`, -1]]);
    expect(await balance()).toBe(2);
    expect(new Set(temporal.heartbeats.map((h) => h.step))).toEqual(new Set(['process']));
  }, 60_000);

  it('keeps a start Temporal refuses in the outbox and starts it once Temporal takes it', async () => {
    await setBalance(t, owner.id, 2);
    temporal.refuseStarts(true);
    let jobId: string;
    try {
      const res = await api('POST', '/api/ai/headshots/generate', { prompt: 'headshot', style: 'professional', numberOfImages: 2, aspectRatio: '1:1' });
      // The job, its hold and its outbox row committed together; the start after the commit was refused.
      expect(res.status).toBe(202);
      jobId = res.body.data.jobId;
    } finally {
      temporal.refuseStarts(false);
    }
    const row = await t.services.prisma.jobOutbox.findUniqueOrThrow({ where: { jobId } });
    expect(row).toMatchObject({ kind: 'headshot', attempts: 1, lastError: '14 UNAVAILABLE: connection refused' });
    expect(await hold(jobId)).toEqual(['open', 2, 0]);

    // The sweeper's round: the row is due again, the start goes through, the row goes.
    expect(await outbox.dispatch()).toBe(1);
    expect(await t.services.prisma.jobOutbox.count({ where: { jobId } })).toBe(0);
    expect(temporal.starts.at(-1)).toEqual({ workflowType: 'generateHeadshots', workflowId: `headshots-${jobId}`, taskQueue: 'generation' });
    expect(await ended(`/api/ai/headshots/jobs/${jobId}`)).toMatchObject({ status: 'succeeded', cost: 2 });
    expect(await hold(jobId)).toEqual(['captured', 2, 2]);
    expect(await balance()).toBe(0);
  }, 120_000);

  it('gives up a start Temporal refuses every time: the job and its video fail, the holds go back, nothing stays queued', async () => {
    const source = await storedHeadshot(t, owner.id);
    await setBalance(t, owner.id, 12);
    temporal.refuseStarts(true);
    try {
      const headshots = await api('POST', '/api/ai/headshots/generate', { prompt: 'headshot', style: 'professional', numberOfImages: 2, aspectRatio: '1:1' });
      const video = await api('POST', '/api/ai/videos/generate', { prompt: 'video', style: 'professional', duration: 3, sourceImageId: source.id });
      const background = await api('POST', `/api/ai/headshots/${source.id}/background`, { mode: 'blur', blurStrength: 40 });
      for (const res of [headshots, video, background]) expect(res.status).toBe(202);
      // Second and last attempt of each.
      expect(await outbox.dispatch()).toBe(0);
      const jobs = await t.services.prisma.aiJob.findMany({
        where: { id: { in: [headshots, video, background].map((r) => r.body.data.jobId) } },
        include: { videos: true, holds: true },
      });
      expect(jobs.map((j) => [j.kind, j.status, j.holds.map((h) => h.status)]).sort()).toEqual([
        ['background', 'failed', ['released']],
        ['headshot', 'failed', ['released']],
        ['video', 'failed', ['released']],
      ]);
      expect(jobs.find((j) => j.kind === 'video')!.videos.map((v) => [v.status, v.errorMessage])).toEqual([['failed', 'The video could not be generated']]);
    } finally {
      temporal.refuseStarts(false);
    }
    expect(await balance()).toBe(12);
    expect(await t.services.prisma.jobOutbox.count()).toBe(0);
    const active = await t.services.prisma.aiJob.findMany({ where: { userId: owner.id, status: { in: ['queued', 'running'] } } });
    expect(active).toEqual([]);
    expect(await t.services.prisma.creditHold.count({ where: { userId: owner.id, status: 'open' } })).toBe(0);
  }, 60_000);
});
