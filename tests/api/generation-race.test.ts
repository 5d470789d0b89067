import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCreditsBalance } from '../../core/src/ledger/get-credits-balance';
import { setBalance } from '../factories/media';
import { bearer, call, createTestApp, type TestApp } from '../support/test-app';

// The headshot generator under a burst: 50 simultaneous requests with credits for exactly 10 images. No workers run,
// so only the accepting and holding is exercised; the model row stands in for a trained one (the jobs never run).
describe('headshot requests racing for credits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RUN_WORKERS: 'false' });
  });
  afterAll(() => t?.close());

  it('accepts exactly the 10 standard headshots 10 credits pay for out of 50 simultaneous requests, never going negative', async () => {
    const reg = await call(t.app, 'POST', '/api/auth/register', { email: 'burst@example.com', password: 'secret1', fullName: 'Burst' });
    const user = { id: reg.body.data.user.id as string, token: reg.body.data.token as string };
    const model = await t.services.prisma.aiCustomModel.create({
      data: { userId: user.id, trainingStatus: 'succeeded', provider: 'local', artifactKey: `users/${user.id}/models/x/profile.json` },
    });
    await t.services.prisma.user.update({ where: { id: user.id }, data: { currentCustomModelId: model.id } });
    await setBalance(t, user.id, 10);

    let lowest = Infinity;
    let racing = true;
    const sampler = (async () => {
      while (racing) {
        lowest = Math.min(lowest, await getCreditsBalance(t.services, { userId: user.id }));
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    const body = { prompt: 'headshot', style: 'professional', numberOfImages: 1, quality: 'standard' };
    const results = await Promise.all(Array.from({ length: 50 }, () => call(t.app, 'POST', '/api/ai/headshots/generate', body, bearer(user.token))));
    racing = false;
    await sampler;

    expect(results.filter((r) => r.status === 202)).toHaveLength(10);
    const refused = results.filter((r) => r.status !== 202);
    expect(new Set(refused.map((r) => r.status))).toEqual(new Set([402]));
    for (const r of refused) expect(r.body.error.message).toBe('You need 1 credits but only have 0');
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(await getCreditsBalance(t.services, { userId: user.id })).toBe(0);
    const holds = await t.services.prisma.creditHold.findMany({ where: { userId: user.id, status: 'open' } });
    expect(holds.map((h) => h.amount)).toEqual(Array(10).fill(1));
    expect(await t.services.prisma.aiJob.count({ where: { userId: user.id, kind: 'headshot' } })).toBe(10);
  }, 60_000);
});
