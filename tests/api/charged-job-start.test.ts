import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCreditsBalance } from '../../core/src/ledger/get-credits-balance';
import { changeBackground } from '../../server/src/modules/generation/change-background';
import { generateHeadshots } from '../../server/src/modules/generation/generate-headshots';
import { startTraining } from '../../server/src/modules/models/start-training';
import { generateVideo } from '../../server/src/modules/videos/generate-video';
import type { Services } from '../../server/src/services';
import { registerUser } from '../factories/library';
import { setBalance, storedHeadshot } from '../factories/media';
import { createTestApp, type TestApp } from '../support/test-app';
import { userActor } from '../../server/src/modules/access/actor';

// Every kind of charged job starts the same way (startChargedJob): the job and its credit hold commit together, and
// when the runner refuses the start both are undone — the hold released, the job (and its video or model) failed.
describe('a charged job whose start is refused', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RUN_WORKERS: 'false', TRAINING_COST_CREDITS: '10', BACKGROUND_CHANGE_COST_CREDITS: '1' });
  });
  afterAll(() => t?.close());

  const refused = new Error('the queue is down');

  /** A user with 20 credits and a model row standing in for a trained one. */
  async function user(email: string) {
    const { id } = await registerUser(t, email);
    await setBalance(t, id, 20);
    const model = await t.services.prisma.aiCustomModel.create({
      data: { userId: id, trainingStatus: 'succeeded', provider: 'local', artifactKey: `users/${id}/models/x/profile.json` },
    });
    return { userId: id, modelId: model.id };
  }

  /** Runs `start` with `services[runner][method]` refusing, and returns the job it created for the user. */
  async function whileRefused(userId: string, runner: 'generation' | 'media' | 'training', method: string, start: () => Promise<unknown>) {
    const target = t.services[runner] as unknown as Record<string, unknown>;
    const original = target[method];
    target[method] = () => Promise.reject(refused);
    try {
      await expect(start()).rejects.toBe(refused);
    } finally {
      target[method] = original;
    }
    return t.services.prisma.aiJob.findFirstOrThrow({ where: { userId }, include: { holds: true, videos: true } });
  }

  const cases: [string, 'generation' | 'media' | 'training', string, string, (s: Services, u: { userId: string; modelId: string }) => Promise<unknown>][] = [
    ['headshots', 'generation', 'start', 'Could not queue the generation', (s, u) => generateHeadshots(s, userActor(u.userId), { prompt: 'headshot', style: 'professional', numberOfImages: 2, modelId: u.modelId })],
    ['a video', 'media', 'startVideo', 'Could not queue the video', (s, u) => generateVideo(s, userActor(u.userId), { prompt: 'calm', style: 'professional', modelId: u.modelId, duration: 3 })],
    [
      'a background change',
      'media',
      'startBackground',
      'Could not queue the background change',
      async (s, u) => changeBackground(s, userActor(u.userId), { imageId: (await storedHeadshot(t, u.userId, { modelId: u.modelId })).id, mode: 'solid', color: '#112233' }),
    ],
    [
      'a training',
      'training',
      'start',
      'Could not queue the training',
      async (s, u) => {
        const draft = await s.prisma.aiCustomModel.create({ data: { userId: u.userId, trainingStatus: 'draft' } });
        await s.prisma.uploadedPhoto.createMany({
          data: Array.from({ length: 5 }, (_, i) => ({ userId: u.userId, modelId: draft.id, storageKey: `users/${u.userId}/selfies/${draft.id}-${i}.jpg`, contentType: 'image/jpeg', sizeBytes: 1, verdict: 'accepted' as const })),
        });
        return startTraining(s, userActor(u.userId), draft.id, {});
      },
    ],
  ];

  it.each(cases)('undoes %s: hold released, job failed, balance untouched', async (kind, runner, method, message, start) => {
    const u = await user(`refused-${kind.replace(/\W/g, '')}@example.com`);
    const job = await whileRefused(u.userId, runner, method, () => start(t.services, u));
    expect(job).toMatchObject({ status: 'failed', errorMessage: message });
    expect(job.costCredits).toBeGreaterThan(0);
    expect(job.holds.map((h) => [h.amount, h.status, h.captured])).toEqual([[job.costCredits, 'released', 0]]);
    expect(await getCreditsBalance(t.services, { userId: u.userId })).toBe(20);
    if (kind === 'a video') expect(job.videos.map((v) => [v.status, v.errorMessage])).toEqual([['failed', message]]);
    if (kind === 'a training') {
      const model = await t.services.prisma.aiCustomModel.findUniqueOrThrow({ where: { id: job.modelId! } });
      expect([model.trainingStatus, model.errorMessage]).toEqual(['failed', 'Could not start the training. Try again.']);
    }
  });
});
