import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getCreditsBalance } from '@kadr/core/ledger/get-credits-balance';
import { holdCredits } from '@kadr/core/ledger/hold-credits';
import type { GenerateHeadshotsInput } from '@kadr/core/jobs/headshot-job';
import { createGenerationActivities, headshotImageId } from '@kadr/workflows/generation/generate-headshots.activities';
import { generateHeadshotsPipeline } from '@kadr/workflows/generation/generate-headshots.pipeline';
import { ReplicateClient } from '@kadr/workflows/inference/replicate/replicate-client';
import { createReplicateHeadshotEngine } from '@kadr/workflows/inference/replicate/replicate-headshots';
import { photoKeys } from '@kadr/server/modules/models/photo';
import { buildAuthorMorePhotos, buildAuthorPhotos } from '../fixtures/vision/photos';
import { imagesForm, type SelfieFile } from '../factories/selfies';
import { setBalance } from '../factories/media';
import { startReplicateDouble, type ReplicateDouble } from '../support/replicate-double';
import { serveTestApp } from '../support/serve-app';
import { bearer, call } from '../support/test-app';
import { postGraphQL } from '../support/graphql';
import { waitFor } from '../support/wait';

// Issue #31 on real PostgreSQL, with a model trained on the Replicate double: two of nine selfies of one person are
// kept back from training (the double's trainer never receives them), and every delivered image is measured against
// them. A planted copy of an input and a planted repeat are delivered, labelled and not charged; a job retried, and
// one whose worker died between scoring and charging, charge each usable image once and nothing else.

const METRICS_TOKEN = 'likeness-test-metrics-token-0123';
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('likeness on held-out selfies, copies and duplicates, fair charging', () => {
  let double: ReplicateDouble;
  let served: Awaited<ReturnType<typeof serveTestApp>>;
  let user: { id: string; token: string };
  let modelId: string;
  /** Photos of the person never uploaded: what a generative model might make of them. */
  let unseen: Buffer[];
  let photoIds: string[];
  let heldOut: string[];

  const api = (method: string, path: string, body?: unknown) => call(served.t.app, method, path, body, bearer(user.token));
  const prisma = () => served.t.services.prisma;
  const balance = () => getCreditsBalance(served.t.services, { userId: user.id });
  const stored = async (photoId: string) => (await served.t.services.store.getBuffer(photoKeys(user.id, photoId).original))!;
  const ledgerOf = (jobId: string) => prisma().creditLedgerEntry.findMany({ where: { idempotencyKey: { startsWith: `${jobId}:` } }, orderBy: { idempotencyKey: 'asc' } });
  const finishedJob = (jobId: string) =>
    waitFor(
      async () => {
        const res = await api('GET', `/api/ai/headshots/jobs/${jobId}`);
        return ['succeeded', 'failed'].includes(res.body.data?.status) && res.body.data;
      },
      { timeoutMs: 90_000, intervalMs: 100, what: `headshot job ${jobId} to end` },
    );

  beforeAll(async () => {
    double = await startReplicateDouble();
    served = await serveTestApp({
      REQUIRE_EMAIL_CONFIRMATION: 'false',
      SIGNUP_BONUS_CREDITS: '0',
      TRAINING_COST_CREDITS: '0',
      TRAINING_PROVIDER: 'replicate',
      REPLICATE_API_TOKEN: double.token,
      REPLICATE_API_URL: double.url,
      REPLICATE_WEBHOOK_SECRET: double.webhookSecret,
      REPLICATE_TRAINER_VERSION: double.trainerVersion,
      REPLICATE_DESTINATION_OWNER: double.owner,
      REPLICATE_POLL_INTERVAL_SECONDS: '60',
      METRICS_TOKEN,
    });
    const res = await call(served.t.app, 'POST', '/api/auth/register', { email: 'likeness@example.com', password: 'secret1', fullName: 'Like Ness' });
    user = { token: res.body.data.token, id: res.body.data.user.id };
    const author = [...(await buildAuthorPhotos()), ...(await buildAuthorMorePhotos())].map((p) => p.image.jpeg);
    const selfies: SelfieFile[] = author.slice(0, 9).map((bytes, i) => ({ name: `me-${i + 1}.jpg`, bytes, type: 'image/jpeg' }));
    unseen = author.slice(9);
    const created = await api('POST', '/api/ai/models', { name: 'Me' });
    modelId = created.body.data.modelId;
    const up = await served.t.app.fetch(
      new Request(`http://kadr.test/api/ai/models/${modelId}/photos`, { method: 'POST', headers: bearer(user.token), body: imagesForm(selfies) }),
    );
    expect(up.status).toBe(201);
    const photos = (await api('GET', `/api/ai/models/${modelId}`)).body.data.photos as { id: string; usable: boolean; held_out: boolean }[];
    expect(photos.filter((p) => p.usable)).toHaveLength(9);
    photoIds = photos.map((p) => p.id);
  }, 240_000);

  afterAll(async () => {
    await double?.close();
    await served?.close();
  });

  beforeEach(() => Object.assign(double.knobs, { dropWebhooks: false, duplicateWebhooks: false, failPredictionsWith: null, predictionImage: null }));

  it('says which 2 of 9 photos a training would keep back, lets the user choose others, and never trains on them', async () => {
    const before = (await api('GET', `/api/ai/models/${modelId}`)).body.data.photos as { id: string; held_out: boolean }[];
    expect(before.filter((p) => p.held_out)).toHaveLength(2);

    // Validated: the right count, accepted photos of this model only.
    expect((await api('PUT', `/api/ai/models/${modelId}/held-out`, { photoIds: [photoIds[1]] })).status).toBe(400);
    expect((await api('PUT', `/api/ai/models/${modelId}/held-out`, { photoIds: [photoIds[1], '00000000-0000-4000-8000-000000000000'] })).status).toBe(400);
    // The demo screenshots' photos 2 and 3: the user's choice.
    heldOut = [photoIds[1]!, photoIds[2]!];
    const chosen = await api('PUT', `/api/ai/models/${modelId}/held-out`, { photoIds: heldOut });
    expect(chosen.status).toBe(200);
    expect((chosen.body.data.model.photos as { id: string; held_out: boolean }[]).filter((p) => p.held_out).map((p) => p.id).sort()).toEqual([...heldOut].sort());

    const started = await api('POST', `/api/ai/models/${modelId}/train`, {});
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({ usedPhotos: 7, heldOutPhotoIds: heldOut });
    // Once started the choice is closed.
    expect((await api('PUT', `/api/ai/models/${modelId}/held-out`, { photoIds: heldOut })).status).toBe(409);
    await waitFor(async () => (await prisma().aiCustomModel.findUniqueOrThrow({ where: { id: modelId } })).trainingStatus === 'succeeded', {
      timeoutMs: 150_000,
      what: 'the training',
    });

    // What the double's trainer received (the zip's images): the seven others, never the held-out two.
    const model = await prisma().aiCustomModel.findUniqueOrThrow({ where: { id: modelId } });
    const reference = JSON.parse((await served.t.services.store.getBuffer(model.artifactKey!))!.toString('utf8')) as { version: string };
    const trained = new Set(double.versions.get(reference.version.split(':')[1]!)!.images.map(sha));
    expect(trained.size).toBe(7);
    for (const id of photoIds) expect(trained.has(sha(await stored(id)))).toBe(!heldOut.includes(id));

    // The user's calibration: 36 pairs of 9 distinct photos.
    expect(model.likenessCalibration).toMatchObject({ source: 'user', pairs: 36, encoder: 'human-faceres' });
    const c = model.likenessCalibration as { p10: number; median: number; max: number };
    expect(c.p10).toBeLessThan(c.median);
    expect(c.median).toBeLessThan(c.max);
    const refs = await prisma().modelFaceReference.findMany({ where: { modelId } });
    expect(refs.filter((r) => r.role === 'held_out').map((r) => r.photoId).sort()).toEqual([...heldOut].sort());
    expect(refs.filter((r) => r.role === 'trained')).toHaveLength(7);

    const gql = await postGraphQL(served.t, `{ model(id: "${modelId}") { heldOutChosenByUser likenessCalibration { source pairs p10 max } photos { id heldOut } } }`, user.token);
    const m = (gql.result.data as { model: { heldOutChosenByUser: boolean; likenessCalibration: { source: string }; photos: { id: string; heldOut: boolean }[] } }).model;
    expect(m.heldOutChosenByUser).toBe(true);
    expect(m.likenessCalibration.source).toBe('user');
    expect(m.photos.filter((p) => p.heldOut).map((p) => p.id).sort()).toEqual([...heldOut].sort());
  }, 240_000);

  it('delivers a planted copy of an input labelled COPY_OF_INPUT and does not charge it', async () => {
    await setBalance(served.t, user.id, 2);
    const trainedId = photoIds.find((id) => !heldOut.includes(id))!;
    double.knobs.predictionImage = await stored(trainedId);
    const res = await api('POST', '/api/ai/headshots/generate', { prompt: 'a headshot', style: 'studio-grey', numberOfImages: 1 });
    expect(res.status).toBe(202);
    const job = await finishedJob(res.body.data.jobId);
    expect(job.images).toHaveLength(1);
    expect(job.images[0]).toMatchObject({ status: 'succeeded', usable: false, unusableReason: 'COPY_OF_INPUT' });
    expect(job).toMatchObject({ deliveredCount: 1, usableCount: 0 });
    expect((await ledgerOf(job.id)).filter((e) => e.kind === 'capture')).toEqual([]);
    expect(await balance()).toBe(2);
    const row = await prisma().generatedImage.findUniqueOrThrow({ where: { id: job.images[0].id } });
    expect((row.likenessDetails as { closestInput: number; max: number }).closestInput).toBeGreaterThan((row.likenessDetails as { max: number }).max);
  }, 120_000);

  it('delivers a planted repeat labelled DUPLICATE_OUTPUT, charging only the first of the two', async () => {
    await setBalance(served.t, user.id, 2);
    double.knobs.predictionImage = unseen[0]!;
    const res = await api('POST', '/api/ai/headshots/generate', { prompt: 'a headshot', style: 'studio-grey', numberOfImages: 2 });
    expect(res.status).toBe(202);
    const job = await finishedJob(res.body.data.jobId);
    const images = [...job.images].sort((a: { id: string }, b: { id: string }) =>
      a.id === headshotImageId(job.id, 0) ? -1 : b.id === headshotImageId(job.id, 0) ? 1 : 0,
    );
    // A new photo of the person: looks like them (held-out likeness over their p10), not a copy of any input.
    expect(images[0]).toMatchObject({ status: 'succeeded', usable: true, unusableReason: null, mayNotLookLikeYou: false });
    expect(images[0].likeness).toBeGreaterThan(0.6);
    expect(images[1]).toMatchObject({ status: 'succeeded', usable: false, unusableReason: 'DUPLICATE_OUTPUT' });
    expect(job).toMatchObject({ deliveredCount: 2, usableCount: 1 });
    expect((await ledgerOf(job.id)).map((e) => [e.idempotencyKey, e.kind, e.amount])).toEqual([[`${job.id}:0:capture`, 'capture', -1]]);
    expect(await balance()).toBe(1);
    const metrics = await (await served.t.app.fetch(new Request('http://kadr.test/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }))).text();
    const series = (name: string, labels: Record<string, string>) =>
      new RegExp(`^${name}\\{${Object.entries(labels).map(([k, v]) => `(?=[^}]*${k}="${v}")`).join('')}[^}]*\\} [1-9]`, 'm');
    expect(metrics).toMatch(series('kadr_images_unusable_total', { reason: 'DUPLICATE_OUTPUT', engine: 'replicate' }));
    expect(metrics).toMatch(series('kadr_images_unusable_total', { reason: 'COPY_OF_INPUT', engine: 'replicate' }));
    expect(metrics).toMatch(/kadr_images_usable_total\{engine="replicate"\} [1-9]/);
    expect(metrics).toMatch(/kadr_image_likeness_count\{engine="replicate"\} [1-9]/);
  }, 120_000);

  it('charges each usable image once when the worker dies between scoring and charging and the job is retried', async () => {
    await setBalance(served.t, user.id, 3);
    double.knobs.predictionImage = unseen[1]!;
    const options = { style: 'office-blur', quality: 'standard' as const, count: 3, aspectRatio: '1:1' as const, intensity: 0.8, prompt: 'headshot', negativePrompt: null, promptHints: {} };
    const { jobId, holdId } = await prisma().$transaction(async (tx) => {
      const job = await tx.aiJob.create({ data: { userId: user.id, modelId, kind: 'headshot', costCredits: 3, provider: 'replicate', stage: 'starting', input: options } });
      const hold = await holdCredits(tx, { userId: user.id, amount: 3, jobId: job.id, idempotencyKey: `headshots:${job.id}` });
      return { jobId: job.id, holdId: hold.holdId };
    });
    const input: GenerateHeadshotsInput = { jobId, userId: user.id, modelId, provider: 'replicate', holdId, ...options };
    const { store, pubsub } = served.t.services;
    const activities = () =>
      createGenerationActivities({
        prisma: prisma(),
        store,
        pubsub,
        replicate: createReplicateHeadshotEngine({
          client: new ReplicateClient({ token: double.token, baseUrl: double.url, retryBaseMs: 10 }),
          publicUrl: served.url,
          webhookSecret: double.webhookSecret,
          allowHttpWebhooks: true,
          pollIntervalMs: 50,
        }),
      });

    // The first worker: every image made, scored and recorded (its verdict stored), then killed before any charge.
    const first = activities();
    await first.prepare(input);
    for (let i = 0; i < 3; i++) await first.renderImage(input, i, await first.processImage(input, i));
    expect(await ledgerOf(jobId)).toEqual([]);
    const verdicts = await prisma().generatedImage.findMany({ where: { jobId }, select: { id: true, usable: true, unusableReason: true } });
    expect(verdicts).toHaveLength(3);

    // A fresh worker retries the whole job, and the runner retries it once more after that.
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(await generateHeadshotsPipeline(input, activities())).toEqual({ status: 'succeeded', delivered: 3, failed: 0 });
    }
    const images = await Promise.all([0, 1, 2].map((i) => prisma().generatedImage.findUniqueOrThrow({ where: { id: headshotImageId(jobId, i) } })));
    expect(images.map((i) => [i.usable, i.unusableReason])).toEqual([
      [true, null],
      [false, 'DUPLICATE_OUTPUT'],
      [false, 'DUPLICATE_OUTPUT'],
    ]);
    // The same verdicts as before the crash, one capture for the usable image, none for the others, no refund needed.
    expect(images.map((i) => ({ id: i.id, usable: i.usable, unusableReason: i.unusableReason })).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [...verdicts].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect((await ledgerOf(jobId)).map((e) => [e.idempotencyKey, e.kind, e.amount])).toEqual([[`${jobId}:0:capture`, 'capture', -1]]);
    expect(await prisma().creditHold.findUniqueOrThrow({ where: { id: holdId } })).toMatchObject({ status: 'captured', captured: 1 });
    expect(await prisma().aiJob.findUniqueOrThrow({ where: { id: jobId } })).toMatchObject({ deliveredCount: 3, usableCount: 1 });
    expect(await balance()).toBe(2);
  }, 180_000);
});
