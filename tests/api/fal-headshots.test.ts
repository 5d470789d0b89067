import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getCreditsBalance } from '@kadr/core/ledger/get-credits-balance';
import { IDENTITY_MATCH_THRESHOLD } from '@kadr/workflows/generation/generate-headshots.contract';
import type { FalHeadshotContext, FalHeadshotRequest } from '@kadr/workflows/inference/fal/fal-headshots';
import { parseFalReference, type FalModelReference } from '@kadr/workflows/inference/fal/fal-training';
import { buildAuthorMorePhotos } from '../fixtures/vision/photos';
import { setBalance, trainModel } from '../factories/media';
import { falFixture, type FalFixture } from '../support/fal-double-fixture';
import { bearer, call } from '../support/test-app';
import { waitFor } from '../support/wait';

// A model trained on fal (the double) through the API: its LoRA weights copied into our store, its headshots made
// by fal-ai/flux-lora with that LoRA. The double "draws" the person the LoRA was trained on (one of the selfies), so
// the identity scores are real ones.
describe('headshots on fal, from a LoRA trained on the local double', () => {
  let f: FalFixture;
  let user: { id: string; token: string };
  let modelId: string;
  let reference: FalModelReference;

  const api = (method: string, path: string, body?: unknown) => call(f.served.t.app, method, path, body, bearer(user.token));
  const imageSubmits = () => f.double.requests.filter((r) => r.method === 'POST' && r.path === `/${f.double.fluxLora}`);

  beforeAll(async () => {
    f = await falFixture({
      app: {
        REQUIRE_EMAIL_CONFIRMATION: 'false',
        SIGNUP_BONUS_CREDITS: '0',
        TRAINING_COST_CREDITS: '0',
        TRAINING_PROVIDER: 'fal',
        // Polling every minute: within a test only a webhook can end a wait of the app.
        FAL_POLL_INTERVAL_SECONDS: '60',
        FAL_WEBHOOK_POLL_INTERVAL_SECONDS: '60',
      },
    });
    const res = await call(f.served.t.app, 'POST', '/api/auth/register', { email: 'lora@example.com', password: 'secret1', fullName: 'Lora' });
    user = { token: res.body.data.token, id: res.body.data.user.id };
    modelId = await trainModel(f.served.t, user.token);
    const model = await f.prisma.aiCustomModel.findUniqueOrThrow({ where: { id: modelId } });
    reference = parseFalReference(await f.store.getBuffer(model.artifactKey!))!;
    // The LoRA draws the person in photos it was not trained on (a training selfie as it is would be a copy, issue #31).
    f.double.knobs.generatedFrom = (await buildAuthorMorePhotos()).map((p) => p.image.jpeg);
  }, 180_000);
  afterAll(() => f?.close());
  beforeEach(() => f.double.reset());

  function engineRequest(o: Partial<FalHeadshotRequest> = {}): FalHeadshotRequest {
    return {
      jobId: randomUUID(),
      index: 0,
      lora: { url: reference.loraUrl, weightsKey: reference.weightsKey },
      triggerWord: 'TOK',
      prompt: 'corporate headshot in a navy suit',
      negativePrompt: null,
      style: 'studio-grey',
      aspectRatio: '4:5',
      quality: 'standard',
      intensity: 0.5,
      seed: 7,
      ...o,
    };
  }
  function context(providerRef: string | null = null) {
    const saved: { ref: string; state: string | undefined }[] = [];
    const ctx: FalHeadshotContext = {
      store: f.store,
      signal: new AbortController().signal,
      providerRef,
      saveProviderRef: async (ref) => void saved.push({ ref, state: f.double.runs.get(ref)?.state }),
    };
    return { ctx, saved };
  }

  it('trains the model on fal through the API, keeping its weights and the identity of the selfies', async () => {
    const model = await f.prisma.aiCustomModel.findUniqueOrThrow({ where: { id: modelId } });
    expect([model.provider, model.triggerWord]).toEqual(['fal', 'TOK']);
    expect(reference).toMatchObject({ provider: 'fal', endpoint: f.double.trainer, triggerWord: 'TOK', modelId });
    // Six selfies, one kept back to measure likeness on (issue #31).
    expect(reference.identity).toMatchObject({ photos: 5, faces: 5, outliers: 0 });
    expect((await f.store.getBuffer(reference.weightsKey))?.length).toBe(reference.weightsBytes);
    expect(f.double.billing((r) => r.endpoint === f.double.trainer)).toMatchObject({ submitted: 1, paid: 1 });
  });

  it('renders an image with the model’s LoRA, saving the request before the wait, and resumes it on a retry', async () => {
    const req = engineRequest();
    const first = context();
    const image = await f.headshots().render(req, first.ctx);
    const run = f.runOf(req.jobId)!;
    expect(run.input).toMatchObject({
      prompt: expect.stringMatching(/^photo of TOK, corporate headshot in a navy suit, /),
      loras: [{ path: reference.loraUrl, scale: 1 }],
      image_size: { width: 912, height: 1152 },
      num_images: 1,
      output_format: 'jpeg',
      enable_safety_checker: true,
      seed: 7,
    });
    expect(first.saved).toEqual([{ ref: run.id, state: 'IN_QUEUE' }]);
    expect(image.predictionId).toBe(run.id);
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 912, height: 1152 });

    const again = await f.headshots().render(req, context(run.id).ctx);
    expect(again.bytes.equals(image.bytes)).toBe(true);
    expect(imageSubmits()).toHaveLength(1);
  });

  it('uploads our copy of the weights when fal no longer serves its LoRA file, and the person still appears', async () => {
    const lora = new URL(reference.loraUrl).pathname;
    const original = f.double.files.get(lora)!;
    f.double.files.delete(lora);
    try {
      const req = engineRequest({ seed: 8 });
      const image = await f.headshots().render(req, context().ctx);
      const path = (f.runOf(req.jobId)!.input.loras as { path: string }[])[0]!.path;
      expect(path).not.toBe(reference.loraUrl);
      expect(f.double.files.get(new URL(path).pathname)?.body.equals(original.body)).toBe(true);
      expect(await sharp(image.bytes).metadata()).toMatchObject({ format: 'jpeg' });
    } finally {
      f.double.files.set(lora, original);
    }
  });

  it('runs a headshot job through the API on fal: the images are the person, stored as ours, the credits captured', async () => {
    await setBalance(f.served.t, user.id, 2);
    const res = await api('POST', '/api/ai/headshots/generate', { prompt: 'corporate headshot', style: 'studio-grey', numberOfImages: 2, aspectRatio: '1:1', styleIntensity: 0.5, modelId });
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ engine: 'fal', cost: 2 });
    const job = await waitFor(
      async () => {
        const r = await api('GET', `/api/ai/headshots/jobs/${res.body.data.jobId}`);
        return ['succeeded', 'failed'].includes(r.body.data?.status) && r.body.data;
      },
      { timeoutMs: 60_000, intervalMs: 100, what: 'the headshot job to end' },
    );
    expect(job.status).toBe('succeeded');
    const images = await f.prisma.generatedImage.findMany({ where: { jobId: job.id } });
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image.status).toBe('succeeded');
      expect(image.identityScore).toBeGreaterThanOrEqual(IDENTITY_MATCH_THRESHOLD);
    }
    expect(f.double.billing((r) => r.endpoint === f.double.fluxLora && (r.webhook?.includes(job.id) ?? false))).toMatchObject({ submitted: 2, paid: 2 });
    expect(await getCreditsBalance(f.served.t.services, { userId: user.id })).toBe(0);
  }, 90_000);
});
