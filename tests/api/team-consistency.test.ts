import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCreditsBalance } from '@kadr/core/ledger/get-credits-balance';
import { teamWallet } from '@kadr/core/ledger/wallet';
import { imageKeys } from '@kadr/core/media/media-keys';
import { TEAM_FRAMINGS } from '@kadr/core/jobs/headshot-job';
import { renderHeadshot } from '@kadr/workflows/inference/local/headshot-engine';
import type { IdentityProfile } from '@kadr/workflows/inference/local/identity-profile';
import { registerUser, type TestUser } from '../factories/library';
import { setBalance, trainModel } from '../factories/media';
import { bearer, call, createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';

// Team consistency (issue #31 item 5) on the real path: the API, pg-boss workers, the local CPU engine, the face and
// segmentation models, PostgreSQL and the ledger. A team admin fixes a style; two members' team-paid headshots land
// within ΔE00 3 and ±5%; a planted image on another backdrop is flagged and made again free of charge.

const NAVY = '#1f2d4d';
type Entry = {
  image: { id: string };
  userId: string;
  backdropLab: number[];
  deltaEToStyle: number | null;
  deltaEToMedian: number;
  eyeLine: number | null;
  headSize: number | null;
  eyeLineOff: number | null;
  headSizeOff: number | null;
  reasons: string[];
  outlier: boolean;
  replacedById: string | null;
  regenerationJobId: string | null;
};

describe('team style and consistency', () => {
  let t: TestApp;
  let admin: TestUser, alice: TestUser, bob: TestUser;
  let teamId: string;
  const rest = (u: TestUser, method: string, path: string, body?: unknown) => call(t.app, method, path, body, bearer(u.token));
  const report = async (u: TestUser) => {
    const res = await rest(u, 'GET', `/api/teams/${teamId}/consistency`);
    expect(res.status).toBe(200);
    return res.body.data as { images: Entry[]; summary: Record<string, number | null>; style: unknown };
  };
  const finished = (u: TestUser, jobId: string) =>
    waitFor(
      async () => {
        const res = await rest(u, 'GET', `/api/ai/headshots/jobs/${jobId}`);
        return ['succeeded', 'failed'].includes(res.body.data?.status) && res.body.data;
      },
      { timeoutMs: 120_000, what: `headshot job ${jobId} to end` },
    );
  const print = (label: string, images: Entry[]) =>
    console.log(
      label,
      JSON.stringify(
        images.map((i) => ({
          user: i.userId === alice.id ? 'alice' : i.userId === bob.id ? 'bob' : 'admin',
          lab: i.backdropLab.map((v) => Number(v.toFixed(1))),
          dE: i.deltaEToStyle?.toFixed(2),
          eyeLine: i.eyeLine?.toFixed(4),
          headSize: i.headSize?.toFixed(4),
          eyeOff: i.eyeLineOff?.toFixed(3),
          headOff: i.headSizeOff?.toFixed(3),
          reasons: i.reasons,
          replaced: Boolean(i.replacedById),
        })),
      ),
    );

  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_DISABLED: 'true', SIGNUP_BONUS_CREDITS: '0', TRAINING_COST_CREDITS: '0' });
    [admin, alice, bob] = await Promise.all([registerUser(t, 'admin@firma.pl'), registerUser(t, 'alice@firma.pl'), registerUser(t, 'bob@firma.pl')]);
    const created = await rest(admin, 'POST', '/api/teams', { name: 'Zespół Kadr' });
    teamId = created.body.data.id;
    const link = await rest(admin, 'POST', `/api/teams/${teamId}/invite-links`, { maxUses: 2 });
    const token = new URL(link.body.data.url).pathname.split('/').pop()!;
    for (const m of [alice, bob]) expect((await rest(m, 'POST', `/api/invitations/${token}/accept`)).status).toBe(200);
    await setBalance(t, admin.id, 20);
    expect((await rest(admin, 'POST', `/api/teams/${teamId}/credits/transfer`, { amount: 20 })).status).toBe(200);
  }, 60_000);
  afterAll(() => t?.close());

  it('lets only admins set the style; every member reads it', async () => {
    const refused = await rest(alice, 'PUT', `/api/teams/${teamId}/style`, { backdrop: NAVY, framing: 'head-and-shoulders' });
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'FORBIDDEN' } } });
    const bad = await rest(admin, 'PUT', `/api/teams/${teamId}/style`, { backdrop: 'navy', framing: 'head-and-shoulders' });
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_ERROR' } } });
    const stranger = await registerUser(t, 'stranger@example.com');
    expect((await rest(stranger, 'GET', `/api/teams/${teamId}/style`)).status).toBe(404);
    const set = await rest(admin, 'PUT', `/api/teams/${teamId}/style`, { backdrop: '#1F2D4D', framing: 'head-and-shoulders' });
    expect(set.status).toBe(200);
    expect(set.body.data.style).toEqual({ backdrop: NAVY, framing: 'head-and-shoulders', ...TEAM_FRAMINGS['head-and-shoulders'] });
    expect((await rest(bob, 'GET', `/api/teams/${teamId}/style`)).body.data.style).toEqual(set.body.data.style);
  });

  it("keeps two members' team-paid headshots within the bounds, flags a planted outlier and makes it again free of charge", { timeout: 600_000 }, async () => {
    const { prisma, store } = t.services;
    const [aliceModel, bobModel] = [await trainModel(t, alice.token), await trainModel(t, bob.token)];
    const jobs: { user: TestUser; jobId: string }[] = [];
    for (const [user, modelId] of [[alice, aliceModel], [bob, bobModel]] as const) {
      const res = await rest(user, 'POST', '/api/ai/headshots/generate', { modelId, prompt: 'corporate headshot on a white background', style: user === alice ? 'professional' : 'studio-grey', numberOfImages: 2 });
      expect(res.status).toBe(202);
      jobs.push({ user, jobId: res.body.data.jobId });
      // The job carries the team style for the local engine (its background and framing), not the prompt's white.
      const row = await prisma.aiJob.findUniqueOrThrow({ where: { id: res.body.data.jobId } });
      expect(row.teamId).toBe(teamId);
      expect((row.input as { promptHints: unknown }).promptHints).toMatchObject({ background: NAVY, framing: TEAM_FRAMINGS['head-and-shoulders'] });
    }
    for (const { user, jobId } of jobs) expect((await finished(user, jobId)).status).toBe('succeeded');
    expect(await getCreditsBalance(t.services, teamWallet(teamId))).toBe(16);

    const first = await report(admin);
    print('team run (2 members × 2 images, local engine):', first.images);
    console.log('summary:', JSON.stringify(first.summary));
    expect(first.images).toHaveLength(4);
    for (const image of first.images) {
      expect(image.deltaEToStyle!).toBeLessThanOrEqual(3);
      expect(Math.abs(image.eyeLineOff!)).toBeLessThanOrEqual(0.05);
      expect(Math.abs(image.headSizeOff!)).toBeLessThanOrEqual(0.05);
      expect(image.outlier).toBe(false);
    }
    expect(new Set(first.images.map((i) => i.userId))).toEqual(new Set([alice.id, bob.id]));
    // Measured once: stored on each image.
    const [counted] = await prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM generated_images WHERE team_id = ${teamId}::uuid AND consistency IS NOT NULL`;
    expect(counted?.n).toBe(4);

    // A planted outlier: alice's headshot on a beige backdrop (another style's colour), delivered on the team's credits.
    const model = await prisma.aiCustomModel.findUniqueOrThrow({ where: { id: aliceModel } });
    const profile = JSON.parse((await store.getBuffer(model.artifactKey!))!.toString('utf8')) as IdentityProfile;
    const shot = await renderHeadshot({ profile, store, style: 'professional', options: { aspectRatio: '1:1', quality: 'standard', intensity: 0.8, variant: 0, promptHints: { background: '#e6d8c3', framing: TEAM_FRAMINGS['head-and-shoulders'] } } });
    const plantedId = randomUUID();
    const keys = imageKeys(alice.id, plantedId);
    await store.put(keys.image, shot.jpeg, { contentType: 'image/jpeg' });
    await store.put(keys.thumbnail, await sharp(shot.jpeg).resize(128).jpeg().toBuffer(), { contentType: 'image/jpeg' });
    await prisma.generatedImage.create({
      data: { id: plantedId, userId: alice.id, teamId, modelId: aliceModel, status: 'succeeded', storageKey: keys.image, width: shot.width, height: shot.height, prompt: 'headshot', styleId: 'professional' },
    });

    const withOutlier = await report(admin);
    print('with the planted outlier:', withOutlier.images);
    const planted = withOutlier.images.find((i) => i.image.id === plantedId)!;
    expect(planted.outlier).toBe(true);
    expect(planted.reasons).toEqual(['BACKDROP_COLOUR']);
    expect(planted.deltaEToStyle!).toBeGreaterThan(3);
    expect(withOutlier.images.filter((i) => i.outlier).map((i) => i.image.id)).toEqual([plantedId]);
    expect(withOutlier.summary.outliers).toBe(1);

    // Members see their own images only, and cannot regenerate.
    const asBob = await report(bob);
    expect(asBob.images.every((i) => i.userId === bob.id)).toBe(true);
    expect(asBob.images).toHaveLength(2);
    expect((await rest(bob, 'POST', `/api/teams/${teamId}/consistency/${plantedId}/regenerate`)).status).toBe(403);
    // An image within the bounds is not made again for free.
    const inBounds = first.images[0]!.image.id;
    expect((await rest(admin, 'POST', `/api/teams/${teamId}/consistency/${inBounds}/regenerate`)).status).toBe(400);

    const before = await getCreditsBalance(t.services, teamWallet(teamId));
    const regen = await rest(admin, 'POST', `/api/teams/${teamId}/consistency/${plantedId}/regenerate`);
    expect(regen.status).toBe(201);
    expect(regen.body.data).toMatchObject({ cost: 0, imageId: plantedId });
    const jobId = regen.body.data.jobId as string;
    // Once at a time.
    expect((await rest(admin, 'POST', `/api/teams/${teamId}/consistency/${plantedId}/regenerate`)).status).toBe(400);
    const job = await prisma.aiJob.findUniqueOrThrow({ where: { id: jobId } });
    expect([job.userId, job.teamId, job.costCredits]).toEqual([alice.id, teamId, 0]);
    expect(job.input).toMatchObject({ regeneratesImageId: plantedId, freeRegeneration: { by: admin.id, reasons: ['BACKDROP_COLOUR'] } });
    expect(await prisma.creditHold.count({ where: { jobId } })).toBe(0);
    expect((await finished(alice, jobId)).status).toBe('succeeded');
    expect(await getCreditsBalance(t.services, teamWallet(teamId))).toBe(before);
    expect(await prisma.creditLedgerEntry.count({ where: { idempotencyKey: { startsWith: `${jobId}:` } } })).toBe(0);

    const after = await report(admin);
    print('after the free regeneration:', after.images);
    console.log('summary:', JSON.stringify(after.summary));
    const replaced = after.images.find((i) => i.image.id === plantedId)!;
    const fresh = after.images.find((i) => i.image.id === replaced.replacedById)!;
    expect(fresh).toBeDefined();
    expect(fresh.userId).toBe(alice.id);
    expect(fresh.outlier).toBe(false);
    expect(fresh.deltaEToStyle!).toBeLessThanOrEqual(3);
    expect(after.summary.outliers).toBe(0);
    expect(after.summary.measured).toBe(5);
    expect(after.summary.maxDeltaE!).toBeLessThanOrEqual(3);
  });
});
