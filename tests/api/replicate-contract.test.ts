import { randomUUID } from 'node:crypto';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '@kadr/core/env';
import { defaultLogger } from '@kadr/core/log/logger';
import { checkTrainingProviders, createTrainingProviders } from '@kadr/workflows/inference/providers';
import { ReplicateApiError, ReplicateClient } from '@kadr/workflows/inference/replicate/replicate-client';
import { checkTrainer } from '@kadr/workflows/inference/replicate/replicate-training';
import { createReplicateVideoProvider, type ReplicateVideoOptions } from '@kadr/workflows/inference/replicate/replicate-video';
import { replicateUpdates } from '@kadr/workflows/inference/replicate/replicate-updates';
import { TrainingFailure } from '@kadr/core/jobs/training-job';
import type { VideoContext, VideoRequest } from '@kadr/workflows/inference/video-provider';
import { headshotPhoto } from '../factories/media';
import { DOUBLE_NOT_A_TRAINER, DOUBLE_TEXT_VIDEO_MODEL } from '../support/replicate-double';
import { replicateFixture, type ReplicateFixture } from '../support/replicate-fixture';
import { waitFor } from '../support/wait';
import { deliveriesProcessed } from '../support/webhook-deliveries';

// Replicate's documented contract, as the double keeps it, and our adapters against it (issue #16): inputs reach
// Replicate only through its Files API (it cannot fetch our store), throttling waits as the 429 says, runs may end
// `aborted`, outputs expire, and the trainer and the video model are checked against their own input schemas.

describe('the Replicate double keeps Replicate’s contract, and our adapters keep to it', () => {
  let f: ReplicateFixture;
  beforeAll(async () => {
    f = await replicateFixture();
  }, 60_000);
  afterAll(() => f?.close());
  beforeEach(() => f.resetKnobs());

  const client = (o: Partial<ConstructorParameters<typeof ReplicateClient>[0]> = {}) =>
    new ReplicateClient({ token: f.double.token, baseUrl: f.double.url, retryBaseMs: 10, ...o });
  const errorOf = (p: Promise<unknown>) => p.then(() => null, (err: unknown) => err as Error & { failure?: string; status?: number });
  const ended = (id: string) => waitFor(() => f.double.runs.get(id)?.completed_at && f.double.runs.get(id)!, { what: `run ${id} to end` });

  const video = (o: Partial<ReplicateVideoOptions> = {}) =>
    createReplicateVideoProvider({
      client: client(),
      model: f.double.videoModel,
      publicUrl: f.served.url,
      webhookSecret: f.double.webhookSecret,
      allowHttpWebhooks: true,
      pollIntervalMs: 60_000,
      ...o,
    });
  async function videoRequest(durationSeconds = 2): Promise<VideoRequest> {
    const userId = randomUUID();
    const frameKey = `users/${userId}/videos/${randomUUID()}-frame.jpg`;
    await f.store.put(frameKey, await headshotPhoto(), { contentType: 'image/jpeg' });
    return { jobId: randomUUID(), userId, frameKey, maskKey: null, prompt: 'a nod', durationSeconds, quality: 'standard', motion: 'parallax' };
  }
  function videoContext(): { ctx: VideoContext; saved: string[] } {
    const saved: string[] = [];
    const ctx: VideoContext = { store: f.store, signal: new AbortController().signal, reportProgress: () => {}, providerRef: null, saveProviderRef: async (ref) => void saved.push(ref) };
    return { ctx, saved };
  }

  describe('inputs (item 2): Replicate cannot fetch our store, it reads what went up with its Files API', () => {
    it('takes an upload on POST /v1/files, lists it behind the token, and serves it to a run until it is deleted', async () => {
      const zip = zipSync({ 'photo-01.jpg': new Uint8Array(await headshotPhoto()) });
      const file = await client().createFile(zip, { filename: 'training-images.zip', contentType: 'application/zip' });
      expect(file).toMatchObject({ content_type: 'application/zip', size: zip.length, urls: { get: `${f.double.url}/v1/files/${file.id}` } });
      expect(Date.parse(file.expires_at) - Date.parse(file.created_at)).toBe(24 * 3600_000);
      // The file's URL is an API resource: it answers its owner's token only.
      expect((await fetch(file.urls.get)).status).toBe(401);
      const listed = await fetch(file.urls.get, { headers: { authorization: `Bearer ${f.double.token}` } });
      expect(await listed.json()).toMatchObject({ id: file.id, checksums: { sha256: expect.stringMatching(/^[0-9a-f]{64}$/) } });

      await client().ensureModel({ owner: f.double.owner, name: 'kadr-headshots', visibility: 'private', hardware: 'gpu-t4' });
      const create = (url: string) => client().createTraining(f.double.trainerVersion, { destination: `${f.double.owner}/kadr-headshots`, input: { input_images: url, trigger_word: 'TOK', steps: 100 } });
      const read = await create(file.urls.get);
      await waitFor(() => f.double.inputImages.get(read.id) === 1, { what: 'the double to read the uploaded zip' });
      await client().cancelTraining(read.id);

      await client().deleteFile(file.id);
      await client().deleteFile(file.id); // already gone: no error
      expect(f.double.files.has(file.id)).toBe(false);
      const gone = await ended((await create(file.urls.get)).id);
      expect(gone).toMatchObject({ status: 'failed', error: 'Failed to download input_images: HTTP 404' });
    });

    it('fails a run whose input points at a loopback or private address, as an unreachable input fails, our presigned store links included', async () => {
      const key = `users/${randomUUID()}/models/x/training-images.zip`;
      await f.store.put(key, Buffer.from(zipSync({ 'photo-01.jpg': new Uint8Array(await headshotPhoto()) })), { contentType: 'application/zip' });
      const presigned = await f.store.presignGet(key, { expiresInSeconds: 3600, audience: 'remote' });
      await client().ensureModel({ owner: f.double.owner, name: 'kadr-headshots', visibility: 'private', hardware: 'gpu-t4' });
      for (const url of [presigned, 'http://localhost:9000/bucket/selfies.zip', 'http://10.1.2.3/selfies.zip', 'http://192.168.0.7/selfies.zip', 'http://[::1]:9/selfies.zip']) {
        const created = await client().createTraining(f.double.trainerVersion, { destination: `${f.double.owner}/kadr-headshots`, input: { input_images: url, trigger_word: 'TOK', steps: 100 } });
        const run = await ended(created.id);
        expect(run, url).toMatchObject({ status: 'failed', error: expect.stringMatching(/^Failed to download input_images: .+ is not reachable \(a loopback or private address\)$/) });
        expect(f.double.inputImages.has(created.id)).toBe(false);
      }
      const frame = await f.store.presignGet(key, { expiresInSeconds: 3600, audience: 'remote' });
      const prediction = await client().createModelPrediction('bytedance', 'seedance-1-lite', { input: { image: frame, prompt: 'a nod', duration: 2 } });
      expect(await ended(prediction.id)).toMatchObject({ status: 'failed', error: expect.stringMatching(/^Failed to download image: 127\.0\.0\.1 is not reachable/) });
    });

    it('sends the video frame through the Files API and deletes the upload once the prediction has ended', async () => {
      const { ctx, saved } = videoContext();
      const made = await video().render(await videoRequest(), ctx);
      expect(made.durationSeconds).toBeGreaterThan(0);
      const prediction = f.double.runs.get(saved[0]!)!;
      expect(prediction.input).toEqual({ image: expect.stringMatching(new RegExp(`^${f.double.url}/v1/files/\\w+$`)), prompt: 'a nod', duration: 2, resolution: '480p' });
      const uploads = f.double.requests.filter((r) => r.method === 'POST' && r.path === '/v1/files');
      expect(uploads.at(-1)!.status).toBe(201);
      expect(f.double.files.has(String(prediction.input!.image).split('/').at(-1)!)).toBe(false);
    });
  });

  describe('throttling (item 4): a 429 says when to come back in its body, not in Retry-After', () => {
    const waited = () => {
      const waits: number[] = [];
      return { waits, sleep: async (ms: number) => void waits.push(ms) };
    };

    it('answers 429 as Replicate does: problem details whose detail names the wait, no Retry-After', async () => {
      f.double.throttle(1, 30);
      const res = await fetch(`${f.double.url}/v1/models/bytedance/seedance-1-lite`, { headers: { authorization: `Bearer ${f.double.token}` } });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBeNull();
      expect(await res.json()).toMatchObject({ status: 429, detail: 'Request was throttled. Expected available in 30 seconds.' });
    });

    it('waits the seconds the detail names (or Retry-After when there is one, or 30 s), at most a minute, and then gets its answer', async () => {
      const cases: [() => void, number][] = [
        [() => f.double.throttle(1, 30), 30_000],
        [() => f.double.throttle(1, 7, undefined, { detail: (n) => `Request was throttled. Your rate limit resets in ~${n}s.` }), 7_000],
        [() => f.double.throttle(1, 3, undefined, { retryAfter: true }), 3_000],
        [() => f.double.throttle(1, 9, undefined, { detail: () => 'Request was throttled.' }), 30_000],
        [() => f.double.throttle(1, 600), 60_000],
      ];
      for (const [throttle, expected] of cases) {
        throttle();
        const { waits, sleep } = waited();
        expect(await client({ sleep }).getModel('bytedance', 'seedance-1-lite')).toMatchObject({ name: 'seedance-1-lite' });
        expect(waits).toEqual([expected]);
      }
    });

    it('retries a throttled create (nothing was made) and gives up after its retries with the 429', async () => {
      f.double.throttle(2, 1, (method, path) => method === 'POST' && path === '/v1/files');
      const { waits, sleep } = waited();
      const file = await client({ sleep }).createFile(new Uint8Array([1, 2, 3]), { filename: 'x.bin', contentType: 'application/octet-stream' });
      expect(waits).toEqual([1000, 1000]);
      expect(f.double.files.has(file.id)).toBe(true);

      f.double.throttle(3, 1);
      const err = await errorOf(client({ sleep: waited().sleep, maxRetries: 2 }).getModel('bytedance', 'seedance-1-lite'));
      expect(err).toBeInstanceOf(ReplicateApiError);
      expect(err).toMatchObject({ status: 429, message: expect.stringContaining('Expected available in 1 second.') });
      f.double.throttle(0);
    });

    it('polls less often while webhooks are asked for', async () => {
      const env = loadEnv({ JWT_SECRET: 'x'.repeat(32) });
      expect([env.REPLICATE_POLL_INTERVAL_SECONDS, env.REPLICATE_WEBHOOK_POLL_INTERVAL_SECONDS]).toEqual([15, 120]);
      // Webhooks on, every one dropped: within the test only a poll could finish it, and the slow one does not.
      f.double.knobs.dropWebhooks = true;
      const { ctx, saved } = videoContext();
      const rendering = video({ pollIntervalMs: 20, webhookPollIntervalMs: 60_000 }).render(await videoRequest(), ctx);
      const id = await waitFor(() => saved[0], { what: 'the prediction to start' });
      await ended(id);
      const polls = () => f.double.requests.filter((r) => r.method === 'GET' && r.path === `/v1/predictions/${id}`).length;
      expect(polls()).toBe(0);
      // The same provider without webhooks polls at its own interval and finishes.
      const plain = await video({ pollIntervalMs: 20, webhookSecret: undefined }).render(await videoRequest(), videoContext().ctx);
      expect(plain.durationSeconds).toBeGreaterThan(0);
      replicateUpdates.publish(f.double.runs.get(id)!);
      await rendering;
    }, 30_000);
  });

  describe('statuses (item 5): a run may end aborted, and any run with completed_at has ended', () => {
    it('ends a video whose prediction was aborted before it started, the webhook taken and processed, its upload deleted', async () => {
      f.double.knobs.abortRuns = true;
      const { ctx, saved } = videoContext();
      const err = await errorOf(video().render(await videoRequest(), ctx));
      expect(err).toMatchObject({ name: 'VideoProviderError', message: 'The video did not start in time at the provider' });
      const run = f.double.runs.get(saved[0]!)!;
      expect(run).toMatchObject({ status: 'aborted', completed_at: expect.any(String), started_at: null });
      expect(f.double.files.has(String(run.input!.image).split('/').at(-1)!)).toBe(false);
      await f.double.settled();
      const sent = f.double.webhooks.filter((w) => w.runId === run.id);
      expect(sent.map((w) => [w.event, w.status, w.responses])).toEqual([
        ['start', 'starting', [202]],
        ['completed', 'aborted', [202]],
      ]);
      await deliveriesProcessed(f.served.t.services, 'replicate', sent.map((w) => w.id));
      const rows = await f.prisma.webhookDelivery.findMany({ where: { id: { in: sent.map((w) => w.id) } }, orderBy: { receivedAt: 'asc' } });
      expect(rows.map((r) => [r.eventType, r.status])).toEqual([
        ['prediction.starting', 'processed'],
        ['prediction.aborted', 'processed'],
      ]);
    });

    it('fails a training that was aborted with PROVIDER_FAILED and a message', async () => {
      f.double.knobs.abortRuns = true;
      const req = await f.trainingRequest(2);
      const err = await errorOf(f.provider({ pollIntervalMs: 20 }).train(req, f.context().ctx));
      expect(err).toMatchObject({ name: 'TrainingError', failure: TrainingFailure.PROVIDER_FAILED, message: 'The training did not start in time at the provider' });
      const run = f.trainingOf(req.jobId)!;
      expect(run).toMatchObject({ status: 'aborted', completed_at: expect.any(String) });
      expect(f.double.files.has(String(run.input!.input_images).split('/').at(-1)!)).toBe(false);
    });
  });

  describe('outputs (item 7): Replicate deletes them after their expiry, ours are copied at once', () => {
    it('serves an output until its expiry, then 404 and data_removed; the video we copied at once does not need it', async () => {
      f.double.knobs.outputTtlMs = 3000;
      const { ctx, saved } = videoContext();
      const made = await video().render(await videoRequest(), ctx);
      const output = f.double.runs.get(saved[0]!)!.output as string;
      await waitFor(async () => (await fetch(output)).status === 404, { what: 'the output to expire', timeoutMs: 20_000, intervalMs: 250 });
      const late = await client().getPrediction(saved[0]!);
      expect(late).toMatchObject({ status: 'succeeded', data_removed: true });
      // Our copy was taken when the prediction ended: a playable MP4, whatever the provider's file host says now.
      expect(made.mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(made.durationSeconds).toBeGreaterThan(0);
    }, 30_000);
  });

  describe('schemas (item 3): the trainer and the video model are checked against their own inputs', () => {
    it('starts on a trainer that takes input_images, trigger_word and steps, and refuses one that does not with the setting named', async () => {
      const unreachable: unknown[] = [];
      const note = (err: unknown) => void unreachable.push(err);
      await expect(checkTrainer(client(), f.double.trainerVersion, note)).resolves.toBeUndefined();
      await expect(checkTrainer(client(), DOUBLE_NOT_A_TRAINER, note)).rejects.toThrow(
        `REPLICATE_TRAINER_VERSION ${DOUBLE_NOT_A_TRAINER} does not take input_images, trigger_word, steps (it takes prompt, seed)`,
      );
      await expect(checkTrainer(client(), `ostris/flux-dev-lora-trainer:${'0'.repeat(64)}`, note)).rejects.toThrow(/^REPLICATE_TRAINER_VERSION .+: Replicate answered 404/);
      await expect(checkTrainer(client({ token: 'r8_wrong' }), f.double.trainerVersion, note)).rejects.toThrow(/Replicate answered 401/);
      expect(unreachable).toEqual([]);
      // Out of reach is no verdict: noted, and the start goes on.
      await expect(checkTrainer(new ReplicateClient({ token: 'r8_x', baseUrl: 'http://127.0.0.1:9', maxRetries: 0 }), f.double.trainerVersion, note)).resolves.toBeUndefined();
      expect(unreachable).toHaveLength(1);

      const env = { REPLICATE_API_TOKEN: f.double.token, REPLICATE_API_URL: f.double.url, REPLICATE_DESTINATION_OWNER: f.double.owner };
      await expect(checkTrainingProviders({ ...env, REPLICATE_TRAINER_VERSION: f.double.trainerVersion }, defaultLogger())).resolves.toBeUndefined();
      await expect(checkTrainingProviders({ ...env, REPLICATE_TRAINER_VERSION: DOUBLE_NOT_A_TRAINER }, defaultLogger())).rejects.toThrow(/does not take input_images/);
      expect(Object.keys(createTrainingProviders({ ...loadEnv({ JWT_SECRET: 'x'.repeat(32) }), ...env, REPLICATE_TRAINER_VERSION: f.double.trainerVersion }))).toEqual(['local', 'replicate']);
    });

    it('refuses a video model without an image input, and a duration the model does not make, before anything is paid for', async () => {
      const creates = () => f.double.requests.filter((r) => r.method === 'POST' && /predictions$/.test(r.path)).length;
      const uploads = () => f.double.requests.filter((r) => r.method === 'POST' && r.path === '/v1/files').length;
      const before = [creates(), uploads()];
      const noImage = await errorOf(video({ model: DOUBLE_TEXT_VIDEO_MODEL }).render(await videoRequest(), videoContext().ctx));
      expect(noImage).toMatchObject({ name: 'VideoProviderError', message: `The video model ${DOUBLE_TEXT_VIDEO_MODEL} does not take \`image\`: it is not an image-to-video model` });
      const tooLong = await errorOf(video().render(await videoRequest(15), videoContext().ctx));
      expect(tooLong).toMatchObject({ name: 'VideoProviderError', message: 'The video model bytedance/seedance-1-lite does not make 15-second videos (it takes 2–12 seconds)' });
      expect([creates(), uploads()]).toEqual(before);
    });
  });
});
