import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCreditsBalance } from '@kadr/core/ledger/get-credits-balance';
import { setBalance, storedHeadshot } from '../factories/media';
import { bearer, call, createTestApp, type TestApp } from '../support/test-app';

// Every charged job starts the same way (lock the wallet, create the job, hold its cost, one transaction):
// simultaneous requests of one user with credits for only some of them. No workers run, so the jobs stay queued
// and only the accepting and holding is exercised.

type User = { id: string; token: string };
type Answer = Awaited<ReturnType<typeof call>>;

/**
 * More than the app's database pool (10): each request holds a connection while it waits for the wallet's lock, so
 * the rest wait for a connection too, and every one of them must still be answered 201 or 402, never 500.
 */
const REQUESTS = 24;
/** How many of them the balance pays for; what is left after them is less than one more costs. */
const AFFORDABLE = 3;

interface Kind {
  /** The aiJob kind the requests create. */
  job: 'headshot' | 'background' | 'video' | 'training';
  cost: number;
  /** What each request needs before the race (a trained model, a headshot, models with photos); its requests. */
  prepare(t: TestApp, user: User): Promise<(i: number) => Promise<Answer>>;
  /** Other rows an accepted request makes, counted for the user. */
  madeAlso?(t: TestApp, user: User): Promise<number>;
}

const kinds: [string, Kind][] = [
  [
    'standard headshots',
    {
      job: 'headshot',
      cost: 1,
      async prepare(t, user) {
        // The model row stands in for a trained one (the jobs never run).
        const model = await t.services.prisma.aiCustomModel.create({
          data: { userId: user.id, trainingStatus: 'succeeded', provider: 'local', artifactKey: `users/${user.id}/models/x/profile.json` },
        });
        await t.services.prisma.user.update({ where: { id: user.id }, data: { currentCustomModelId: model.id } });
        const body = { prompt: 'headshot', style: 'professional', numberOfImages: 1, quality: 'standard' };
        return () => call(t.app, 'POST', '/api/ai/headshots/generate', body, bearer(user.token));
      },
    },
  ],
  [
    'background changes',
    {
      job: 'background',
      cost: 2, // BACKGROUND_CHANGE_COST_CREDITS below
      async prepare(t, user) {
        const source = await storedHeadshot(t, user.id);
        return () => call(t.app, 'POST', `/api/ai/headshots/${source.id}/background`, { mode: 'solid', color: '#ffffff' }, bearer(user.token));
      },
    },
  ],
  [
    'videos',
    {
      job: 'video',
      cost: 5,
      async prepare(t, user) {
        const image = await storedHeadshot(t, user.id);
        const body = { prompt: 'video', style: 'professional', duration: 3, sourceImageId: image.id };
        return () => call(t.app, 'POST', '/api/ai/videos/generate', body, bearer(user.token));
      },
      madeAlso: (t, user) => t.services.prisma.video.count({ where: { userId: user.id } }),
    },
  ],
  [
    'trainings',
    {
      job: 'training',
      cost: 3, // TRAINING_COST_CREDITS below
      async prepare(t, user) {
        // One model per request, each with five photos that passed the checks (the files are not read to start).
        const { prisma } = t.services;
        const models: string[] = [];
        for (let m = 0; m < REQUESTS; m++) {
          const model = await prisma.aiCustomModel.create({ data: { userId: user.id } });
          await prisma.uploadedPhoto.createMany({
            data: Array.from({ length: 5 }, (_, p) => ({
              userId: user.id,
              modelId: model.id,
              storageKey: `users/${user.id}/models/${model.id}/photo-${p}.jpg`,
              contentType: 'image/jpeg',
              sizeBytes: 1000,
              verdict: 'accepted' as const,
            })),
          });
          models.push(model.id);
        }
        return (i) => call(t.app, 'POST', `/api/ai/models/${models[i]}/train`, {}, bearer(user.token));
      },
      madeAlso: (t, user) => t.services.prisma.aiCustomModel.count({ where: { userId: user.id, trainingStatus: 'queued' } }),
    },
  ],
];

/**
 * The lowest the user's spendable balance has ever been, replayed from the ledger: entries add or take their
 * amount when written, a hold takes its amount when taken and gives back what it did not charge when settled. A
 * charge (an entry of a hold) only moves credits from the hold to the ledger, so it leaves the balance as it was.
 */
async function lowestBalance(t: TestApp, userId: string): Promise<number> {
  const { prisma } = t.services;
  const wallet = { userId, teamId: null };
  const entries = await prisma.creditLedgerEntry.findMany({ where: { ...wallet, holdId: null }, select: { amount: true, createdAt: true } });
  const holds = await prisma.creditHold.findMany({ where: wallet, select: { amount: true, captured: true, createdAt: true, settledAt: true } });
  const changes = [
    ...entries.map((e) => ({ at: e.createdAt, by: e.amount })),
    ...holds.map((h) => ({ at: h.createdAt, by: -h.amount })),
    ...holds.flatMap((h) => (h.settledAt ? [{ at: h.settledAt, by: h.amount - h.captured }] : [])),
  ];
  // At the same moment, what comes in counts first (the grant a hold was taken against committed before it).
  changes.sort((a, b) => a.at.getTime() - b.at.getTime() || b.by - a.by);
  let balance = 0;
  let lowest = 0;
  for (const change of changes) {
    balance += change.by;
    lowest = Math.min(lowest, balance);
  }
  // The replay ends where the ledger stands now.
  expect(balance).toBe(await getCreditsBalance(t.services, { userId }));
  return lowest;
}

describe('charged requests racing for credits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RUN_WORKERS: 'false', BACKGROUND_CHANGE_COST_CREDITS: '2', TRAINING_COST_CREDITS: '3' });
  });
  afterAll(() => t?.close());

  it.each(kinds)(
    `accepts exactly the ${AFFORDABLE} %s the balance pays for out of ${REQUESTS} simultaneous requests, and the balance never goes negative`,
    async (name, kind) => {
      const reg = await call(t.app, 'POST', '/api/auth/register', { email: `racer-${kind.job}@example.com`, password: 'secret1', fullName: 'Racer' });
      const user: User = { id: reg.body.data.user.id, token: reg.body.data.token };
      const request = await kind.prepare(t, user);
      const left = kind.cost - 1;
      await setBalance(t, user.id, AFFORDABLE * kind.cost + left);

      const results = await Promise.all(Array.from({ length: REQUESTS }, (_, i) => request(i)));

      const accepted = results.filter((r) => r.status === 202);
      const refused = results.filter((r) => r.status !== 202);
      expect(accepted, `${name}: accepted`).toHaveLength(AFFORDABLE);
      expect(refused.map((r) => [r.status, r.body.error?.message])).toEqual(Array(REQUESTS - AFFORDABLE).fill([402, `You need ${kind.cost} credits but only have ${left}`]));
      // What the ledger says: never below zero, the accepted requests' holds are what is reserved, the rest spendable.
      expect(await lowestBalance(t, user.id)).toBeGreaterThanOrEqual(0);
      expect(await getCreditsBalance(t.services, { userId: user.id })).toBe(left);
      const holds = await t.services.prisma.creditHold.findMany({ where: { userId: user.id, status: 'open' } });
      expect(holds.map((h) => h.amount)).toEqual(Array(AFFORDABLE).fill(kind.cost));
      // Refused requests leave nothing behind.
      expect(await t.services.prisma.aiJob.count({ where: { userId: user.id, kind: kind.job } })).toBe(AFFORDABLE);
      if (kind.madeAlso) expect(await kind.madeAlso(t, user)).toBe(AFFORDABLE);
    },
    60_000,
  );
});
