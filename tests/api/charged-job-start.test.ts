import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCreditsBalance } from '@kadr/core/ledger/get-credits-balance';
import { holdCredits } from '@kadr/core/ledger/hold-credits';
import { lockWallet } from '@kadr/core/ledger/wallet';
import { changeBackground } from '@kadr/server/modules/generation/change-background';
import { generateHeadshots } from '@kadr/server/modules/generation/generate-headshots';
import { startTraining } from '@kadr/server/modules/models/start-training';
import { generateVideo } from '@kadr/server/modules/videos/generate-video';
import { sweepOrphanedJobs } from '@kadr/server/modules/jobs/sweep-orphaned-jobs';
import type { TrackedJob } from '@kadr/core/queue/job-start';
import type { Services } from '@kadr/server/services-contract';
import { registerUser } from '../factories/library';
import { setBalance, storedHeadshot } from '../factories/media';
import { spawnServer } from '../support/spawn-server';
import { bearer, createTestApp, type TestApp } from '../support/test-app';
import { userActor } from '@kadr/server/modules/access/actor';
import { issueSession } from '@kadr/server/modules/auth/issue-session';

// Every kind of charged job starts the same way (startChargedJob): the job, its credit hold and its queue entry
// commit in one transaction. Nothing that stops the start — a refused enqueue, a kill -9 of the API between saving
// the job and queuing it, or one right after the commit — can leave a job "queued" with a hold and no queue entry;
// and the orphan sweep settles any such job an older version left behind.

type Kind = 'headshot' | 'video' | 'background' | 'training';
type Runner = 'generation' | 'media' | 'training';
const KINDS: Kind[] = ['headshot', 'video', 'background', 'training'];
const RUNNER: Record<Kind, [Runner, string]> = {
  headshot: ['generation', 'enqueue'],
  video: ['media', 'enqueueVideo'],
  background: ['media', 'enqueueBackground'],
  training: ['training', 'enqueue'],
};

let t: TestApp;
beforeAll(async () => {
  // No workers in this process: the jobs stay where the start left them, for the assertions to find.
  t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RUN_WORKERS: 'false', TRAINING_COST_CREDITS: '10', BACKGROUND_CHANGE_COST_CREDITS: '1' });
});
afterAll(() => t?.close());

/** A user with 20 credits, a model row standing in for a trained one, a delivered headshot and a draft model with five selfies. */
async function user(email: string) {
  const { id } = await registerUser(t, email);
  await setBalance(t, id, 20);
  const model = await t.services.prisma.aiCustomModel.create({
    data: { userId: id, trainingStatus: 'succeeded', provider: 'local', artifactKey: `users/${id}/models/x/profile.json` },
  });
  const headshot = await storedHeadshot(t, id, { modelId: model.id });
  const draft = await t.services.prisma.aiCustomModel.create({ data: { userId: id, trainingStatus: 'draft' } });
  await t.services.prisma.uploadedPhoto.createMany({
    data: Array.from({ length: 5 }, (_, i) => ({ userId: id, modelId: draft.id, storageKey: `users/${id}/selfies/${draft.id}-${i}.jpg`, contentType: 'image/jpeg', sizeBytes: 1, verdict: 'accepted' as const })),
  });
  return { userId: id, modelId: model.id, headshotId: headshot.id, draftId: draft.id };
}
type User = Awaited<ReturnType<typeof user>>;

/** The use case of each kind, called in this process. */
const startIn: Record<Kind, (s: Services, u: User) => Promise<unknown>> = {
  headshot: (s, u) => generateHeadshots(s, userActor(u.userId), { prompt: 'headshot', style: 'professional', numberOfImages: 2, modelId: u.modelId }),
  video: (s, u) => generateVideo(s, userActor(u.userId), { prompt: 'calm', style: 'professional', modelId: u.modelId, duration: 3 }),
  background: (s, u) => changeBackground(s, userActor(u.userId), { imageId: u.headshotId, mode: 'solid', color: '#112233' }),
  training: (s, u) => startTraining(s, userActor(u.userId), u.draftId, {}),
};

/** The same start as a request to the REST API. */
const request: Record<Kind, (u: User) => [string, unknown]> = {
  headshot: (u) => ['/api/ai/headshots/generate', { prompt: 'headshot', style: 'professional', numberOfImages: 2, modelId: u.modelId }],
  video: (u) => ['/api/ai/videos/generate', { prompt: 'calm', style: 'professional', modelId: u.modelId, duration: 3 }],
  background: (u) => [`/api/ai/headshots/${u.headshotId}/background`, { mode: 'solid', color: '#112233' }],
  training: (u) => [`/api/ai/models/${u.draftId}/train`, {}],
};

/** Everything a start of the user's may have left: jobs (with holds and videos), the draft model's status, the balance. */
async function leftBy(u: User) {
  const jobs = await t.services.prisma.aiJob.findMany({ where: { userId: u.userId }, include: { holds: true, videos: true } });
  const draft = await t.services.prisma.aiCustomModel.findUniqueOrThrow({ where: { id: u.draftId } });
  const images = await t.services.prisma.generatedImage.count({ where: { userId: u.userId } });
  return { jobs, draft: draft.trainingStatus, images, balance: await getCreditsBalance(t.services, { userId: u.userId }) };
}

/** Nothing at all: no job, no hold, no video or new image, the draft still a draft, all 20 credits there. */
const nothing = { jobs: [], draft: 'draft', images: 1, balance: 20 };

describe('a charged job whose enqueue is refused', () => {
  it.each(KINDS)('leaves nothing of a %s job: no job, no hold, no video or image, model untouched, balance whole', async (kind) => {
    const u = await user(`refused-${kind}@example.com`);
    const [runner, method] = RUNNER[kind];
    const target = t.services[runner] as unknown as Record<string, unknown>;
    const original = target[method];
    const refused = new Error('the queue is down');
    target[method] = () => Promise.reject(refused);
    try {
      await expect(startIn[kind](t.services, u)).rejects.toBe(refused);
    } finally {
      target[method] = original;
    }
    expect(await leftBy(u)).toEqual(nothing);
  });
});

describe('an API process killed (SIGKILL) while starting a charged job', () => {
  /** Starts a real API process on the test database with the failpoint armed, sends the start, and sees it die. */
  async function killedWhileStarting(kind: Kind, failpoint: string, u: User) {
    const server = await spawnServer(
      {
        DATABASE_URL: t.databaseUrl,
        JWT_SECRET: t.services.env.JWT_SECRET,
        RUN_WORKERS: 'false',
        TRAINING_COST_CREDITS: '10',
        BACKGROUND_CHANGE_COST_CREDITS: '1',
        KADR_FAILPOINTS: failpoint,
      },
      [process.execPath, '--import', 'tsx', 'server/src/main.ts'],
    );
    try {
      const { token } = await issueSession(t.services, u.userId);
      const [path, body] = request[kind](u);
      const exited = new Promise<NodeJS.Signals | null>((resolve) => server.process.once('exit', (_code, signal) => resolve(signal)));
      const sent = fetch(`${server.url}${path}`, { method: 'POST', headers: { ...bearer(token), 'content-type': 'application/json' }, body: JSON.stringify(body) });
      await expect(sent).rejects.toThrow();
      expect(await exited).toBe('SIGKILL');
    } finally {
      // Only a server that did not die as expected is still there to stop.
      if (server.process.exitCode === null && server.process.signalCode === null) await server.stop();
    }
  }

  it.each(KINDS)('between saving a %s job and queuing it: nothing is left (the transaction never committed)', async (kind) => {
    const u = await user(`killed-saved-${kind}@example.com`);
    await killedWhileStarting(kind, 'charged-job:saved', u);
    expect(await leftBy(u)).toEqual(nothing);
  }, 180_000);

  it('right after the commit: the job, its hold and its queue entry all exist, and a worker will run it', async () => {
    const u = await user('killed-committed@example.com');
    await killedWhileStarting('headshot', 'charged-job:committed', u);
    const [job] = (await leftBy(u)).jobs;
    expect(job).toMatchObject({ kind: 'headshot', status: 'queued', holds: [{ status: 'open', amount: 2 }] });
    expect(await t.services.generation.tracks(job!)).toBe(true);
  }, 180_000);
});

describe('the orphan sweep', () => {
  /** What an older version left when killed between its commit and its queue send: a job and its hold, no queue entry. */
  async function orphan(u: User, kind: Kind, createdAt: Date) {
    return t.services.prisma.$transaction(async (tx) => {
      await lockWallet(tx, { userId: u.userId });
      const job = await tx.aiJob.create({
        data: { userId: u.userId, kind, modelId: kind === 'training' ? u.draftId : u.modelId, costCredits: 2, createdAt },
      });
      if (kind === 'video') await tx.video.create({ data: { userId: u.userId, modelId: u.modelId, jobId: job.id, prompt: 'calm', styleId: 'professional', durationSec: 3, quality: 'standard' } });
      if (kind === 'background') await tx.generatedImage.create({ data: { userId: u.userId, jobId: job.id, status: 'pending', kind: 'background', sourceImageId: u.headshotId } });
      if (kind === 'training') await tx.aiCustomModel.update({ where: { id: u.draftId }, data: { trainingStatus: 'queued' } });
      await holdCredits(tx, { userId: u.userId, amount: 2, jobId: job.id, idempotencyKey: `orphan:${job.id}` });
      return job;
    });
  }

  it('settles every kind of job its engine does not hold once past the grace period, and leaves young and queued ones alone', async () => {
    const u = await user('orphans@example.com');
    const old = new Date(Date.now() - 10 * 60_000);
    const orphans = [];
    for (const kind of KINDS) orphans.push(await orphan(u, kind, old));
    const young = await orphan(u, 'headshot', new Date());
    // A job queued the way every start queues now (it has its queue entry), as old as the orphans.
    const queued = await generateHeadshots(t.services, userActor(u.userId), { prompt: 'headshot', style: 'professional', numberOfImages: 2, modelId: u.modelId });
    await t.services.prisma.aiJob.update({ where: { id: queued.jobId }, data: { createdAt: old } });
    expect(await getCreditsBalance(t.services, { userId: u.userId })).toBe(20 - 2 * 6);

    const tracks = (job: TrackedJob) => (job.kind === 'training' ? t.services.training : job.kind === 'headshot' ? t.services.generation : t.services.media).tracks(job);
    const settled = await sweepOrphanedJobs(t.services, tracks);
    expect(settled.sort()).toEqual(orphans.map((o) => o.id).sort());

    const jobs = await t.services.prisma.aiJob.findMany({ where: { userId: u.userId }, include: { holds: true, videos: true, images: true } });
    const byId = new Map(jobs.map((j) => [j.id, j]));
    for (const o of orphans) {
      const job = byId.get(o.id)!;
      expect([job.kind, job.status, job.holds.map((h) => h.status)]).toEqual([o.kind, 'failed', ['released']]);
    }
    expect(byId.get(orphans[1]!.id)!.videos.map((v) => v.status)).toEqual(['failed']);
    expect(byId.get(orphans[2]!.id)!.images.map((i) => i.status)).toEqual(['failed']);
    expect((await t.services.prisma.aiCustomModel.findUniqueOrThrow({ where: { id: u.draftId } })).trainingStatus).toBe('failed');
    expect(byId.get(young.id)!.status).toBe('queued');
    expect(byId.get(queued.jobId)!.status).toBe('queued');
    // The four orphans' holds came back; the young orphan's and the queued job's stay held.
    expect(await getCreditsBalance(t.services, { userId: u.userId })).toBe(20 - 2 * 2);

    // A second sweep finds nothing more to do.
    expect(await sweepOrphanedJobs(t.services, tracks)).toEqual([]);
  });
});
