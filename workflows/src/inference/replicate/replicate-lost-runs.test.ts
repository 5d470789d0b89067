import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@kadr/core/log/logger';
import { LocalObjectStore } from '@kadr/core/object-store/local-store';
import { ProviderUnavailable, type ProviderCall } from '@kadr/core/providers/providers';
import { startReplicateDouble, type ReplicateDouble } from '@kadr/tests/support/replicate-double';
import { waitFor } from '@kadr/tests/support/wait';
import { JobStopped } from '../job-stop';
import type { TrainingContext, TrainingRequest } from '../training-provider';
import type { VideoContext, VideoRequest } from '../video-provider';
import { ReplicateApiError, ReplicateClient } from './replicate-client';
import { createReplicateHeadshotEngine, type HeadshotPredictionRequest } from './replicate-headshots';
import { webhookFields } from './replicate-predictions';
import { createReplicateTrainingProvider, replicateKeys } from './replicate-training';
import type { ReplicateRun } from './replicate-types';
import { createReplicateVideoProvider, type ReplicateVideoOptions } from './replicate-video';

// Runs that must not be lost or paid twice (issue #27): a run that exists is followed through Replicate's outage,
// and a create whose answer was lost (a reset, a 500) or a crash before its id was saved is found again by the job's
// marker in its webhook URL instead of being created a second time.

const log = createLogger('silent');
let double: ReplicateDouble;
let store: LocalObjectStore;
let dir: string;
/** Webhooks are asked for (the lookup needs the job's marker in their URL); the double drops them, so runs are polled. */
const WEBHOOKS = { publicUrl: 'http://127.0.0.1:1', allowHttpWebhooks: true } as const;

beforeAll(async () => {
  double = await startReplicateDouble({ startDelayMs: 10, stepMs: 40 });
  double.knobs.dropWebhooks = true;
  dir = await mkdtemp(join(tmpdir(), 'kadr-replicate-lost-'));
  store = new LocalObjectStore({ dir, publicUrl: 'http://127.0.0.1:1', secret: randomBytes(32) });
});

afterEach(async () => {
  await double.clearFaults();
  double.throttle(0);
  double.knobs.listPageSize = 100;
});

afterAll(async () => {
  await double.close();
  await rm(dir, { recursive: true, force: true });
});

/** A client of the double that does not wait between its own tries (two retries), reporting its calls. */
function client(capability: ProviderCall['capability'] = 'video') {
  const calls: ProviderCall[] = [];
  const made = new ReplicateClient({ token: double.token, baseUrl: double.url, maxRetries: 2, sleep: async () => {}, observe: (call) => calls.push(call), capability });
  return { client: made, calls };
}

const failed = (calls: ProviderCall[], operation: string) => calls.filter((c) => c.operation === operation && c.outcome !== 'ok').length;
const errorOf = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e);
const runsOf = (jobId: string) => (run: ReplicateRun) => Boolean(run.webhook?.includes(`jobId=${jobId}`));
const isCreate = (method: string, path: string) => method === 'POST' && /\/predictions$|\/trainings$/.test(path);

async function jpeg(i = 0): Promise<Buffer> {
  return sharp({ create: { width: 96, height: 96, channels: 3, background: { r: 40 * i, g: 120, b: 200 } } }).jpeg().toBuffer();
}

const video = (c: ReplicateClient, o: Partial<ReplicateVideoOptions> = {}) =>
  createReplicateVideoProvider({ client: c, model: double.videoModel, webhookSecret: double.webhookSecret, ...WEBHOOKS, pollIntervalMs: 20, ...o });

async function videoRequest(): Promise<VideoRequest> {
  const frameKey = `users/${randomUUID()}/frames/${randomUUID()}.jpg`;
  await store.put(frameKey, await jpeg(), { contentType: 'image/jpeg' });
  return { jobId: randomUUID(), userId: randomUUID(), frameKey, maskKey: null, prompt: 'a nod', durationSeconds: 2, quality: 'standard', motion: 'push-in' };
}

function videoContext(o: Partial<VideoContext> = {}) {
  const saved: string[] = [];
  const ctx: VideoContext = { store, signal: new AbortController().signal, reportProgress: () => {}, providerRef: null, saveProviderRef: async (ref) => void saved.push(ref), log, ...o };
  return { ctx, saved };
}

async function trainingRequest(): Promise<TrainingRequest> {
  const userId = randomUUID();
  const photos: TrainingRequest['photos'] = [];
  for (let i = 0; i < 3; i++) {
    const key = `users/${userId}/selfies/${randomUUID()}.jpg`;
    await store.put(key, await jpeg(i), { contentType: 'image/jpeg' });
    photos.push({ id: randomUUID(), key, qualityScore: 90 });
  }
  return { userId, modelId: randomUUID(), jobId: randomUUID(), photos };
}

const training = (c: ReplicateClient, o: { outageLimitMs?: number } = {}) =>
  createReplicateTrainingProvider({
    client: c,
    webhookSecret: double.webhookSecret,
    ...WEBHOOKS,
    trainerVersion: double.trainerVersion,
    destinationOwner: double.owner,
    pollIntervalMs: 20,
    steps: 100,
    ...o,
  });

describe('a run that exists, while Replicate is down', () => {
  it('a video whose prediction finishes while the API is down is waited for, and delivered once it is back: paid once', async () => {
    const { client: c, calls } = client();
    const req = await videoRequest();
    // The first progress report comes right after the prediction was created: the API goes down there, once.
    let downed = false;
    const { ctx, saved } = videoContext({ reportProgress: () => void (downed || ((downed = true), double.down())) });
    const rendering = video(c).render(req, ctx);
    const run = await waitFor(() => (saved[0] ? double.runs.get(saved[0]) : undefined), { what: 'the prediction' });
    await waitFor(() => run.status === 'succeeded', { what: 'the prediction to finish while the API is down' });
    // Down for longer than the client's own tries (three per poll): several polls failed, and the job still waits.
    await waitFor(() => failed(calls, 'get-prediction') >= 9, { what: 'polls to fail past the client’s retries' });
    expect(double.isUp).toBe(false);

    await double.up();
    const made = await rendering;
    expect(made.durationSeconds).toBeGreaterThan(0);
    expect(saved).toEqual([run.id]);
    expect(double.billing(runsOf(req.jobId))).toEqual({ created: 1, paid: 1, canceled: 0, cancelRequests: 0 });
  });

  it('the output download waits out the file host being unreachable too', async () => {
    const { client: c } = client();
    let refused = 0;
    // The file host refuses the first downloads as a host that is down does (fetch fails without an answer).
    const flaky: typeof fetch = async (input, init) => {
      if (String(input).includes('/delivery/') && refused < 2) {
        refused++;
        throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
      }
      return fetch(input, init);
    };
    const req = await videoRequest();
    const made = await video(c, { fetch: flaky }).render(req, videoContext().ctx);
    expect(made.durationSeconds).toBeGreaterThan(0);
    expect(refused).toBe(2);
    expect(double.billing(runsOf(req.jobId))).toMatchObject({ created: 1, paid: 1 });
  });

  it('gives up after the outage limit, as before: the job fails with the network error, nothing moves', async () => {
    const { client: c } = client();
    const req = await videoRequest();
    const { ctx } = videoContext({ reportProgress: () => void double.down() });
    const err = await errorOf(video(c, { outageLimitMs: 300 }).render(req, ctx));
    expect(err).toBeInstanceOf(ReplicateApiError);
    expect(err).toMatchObject({ outcome: 'network' });
    expect(err).not.toBeInstanceOf(ProviderUnavailable);
  });

  it('a cancel during the outage ends the wait at once', async () => {
    const { client: c, calls } = client();
    const stop = new AbortController();
    const { ctx } = videoContext({ signal: stop.signal, reportProgress: () => void double.down() });
    const rendering = errorOf(video(c).render(await videoRequest(), ctx));
    await waitFor(() => failed(calls, 'get-prediction') >= 3, { what: 'a poll to fail' });
    stop.abort(new JobStopped('canceled'));
    expect(await rendering).toMatchObject({ name: 'JobStopped', kind: 'canceled' });
  });

  it('a training that finishes while the API is down is waited for, and completes once it is back', async () => {
    const { client: c, calls } = client('train');
    const req = await trainingRequest();
    let downed = false;
    const ctx: TrainingContext = {
      store,
      signal: new AbortController().signal,
      log,
      reportProgress: async () => {
        if (downed) return;
        downed = true;
        await double.down();
      },
    };
    const training_ = training(c).train(req, ctx);
    const run = await waitFor(() => [...double.runs.values()].find(runsOf(req.jobId)), { what: 'the training' });
    await waitFor(() => run.status === 'succeeded', { what: 'the training to finish while the API is down' });
    await waitFor(() => failed(calls, 'get-training') >= 9, { what: 'polls to fail past the client’s retries' });
    await double.up();
    const artifact = await training_;
    expect(artifact.providerRef).toBe(run.id);
    expect(double.billing(runsOf(req.jobId))).toEqual({ created: 1, paid: 1, canceled: 0, cancelRequests: 0 });
  });
});

describe('a create whose answer was lost', () => {
  const predictionCreate = (method: string, path: string) => isCreate(method, path) && path.includes('/predictions');

  it('made, then the connection reset: not sent again; the job finds its prediction, follows it, and pays once', async () => {
    const { client: c, calls } = client();
    double.resetNext(1, { match: predictionCreate, processed: true });
    const req = await videoRequest();
    const { ctx, saved } = videoContext();
    const made = await video(c).render(req, ctx);
    expect(made.durationSeconds).toBeGreaterThan(0);
    const runs = [...double.runs.values()].filter(runsOf(req.jobId));
    expect(runs).toHaveLength(1);
    expect(saved).toEqual([runs[0]!.id]);
    expect(calls.filter((call) => call.operation === 'create-prediction').map((call) => call.outcome)).toEqual(['network']);
    expect(double.billing(runsOf(req.jobId))).toEqual({ created: 1, paid: 1, canceled: 0, cancelRequests: 0 });
  });

  it('a reset without webhooks: nothing can be looked up, so the job fails here (never moved, never sent twice)', async () => {
    const { client: c } = client();
    double.resetNext(1, { match: predictionCreate, processed: true });
    const req = await videoRequest();
    const before = double.runs.size;
    const err = await errorOf(video(c, { webhookSecret: undefined }).render(req, videoContext().ctx));
    expect(err).toMatchObject({ name: 'ReplicateApiError', outcome: 'network', unprocessed: false });
    expect(err).not.toBeInstanceOf(ProviderUnavailable);
    expect(double.runs.size).toBe(before + 1);
  });

  it('made, then a 500: the same attempt finds the prediction instead of creating a second one', async () => {
    const { client: c } = client();
    double.failNext(1, 500, { match: predictionCreate, processed: true });
    const req = await videoRequest();
    const { ctx, saved } = videoContext();
    await video(c).render(req, ctx);
    const runs = [...double.runs.values()].filter(runsOf(req.jobId));
    expect(runs).toHaveLength(1);
    expect(saved).toEqual([runs[0]!.id]);
    expect(double.billing(runsOf(req.jobId))).toMatchObject({ created: 1, paid: 1 });
  });

  it('made, then a 500, and the list unreadable: the attempt fails here, and the job’s retry finds the run', async () => {
    const { client: c } = client();
    double.failNext(1, 500, { match: predictionCreate, processed: true });
    // The list answers 429 from the lost create on (the lookup before it, finding nothing, went through).
    const creates = () => double.requests.filter((r) => predictionCreate(r.method, r.path)).length;
    const before = creates();
    double.throttle(1000, 1, (method, path) => method === 'GET' && path === '/v1/predictions' && creates() > before);
    const req = await videoRequest();
    const first = await errorOf(video(c, { outageLimitMs: 50 }).render(req, videoContext().ctx));
    expect(first).toMatchObject({ name: 'ReplicateApiError', status: 500 });
    expect([...double.runs.values()].filter(runsOf(req.jobId))).toHaveLength(1);

    double.throttle(0);
    const retry = videoContext();
    await video(c).render(req, retry.ctx);
    const runs = [...double.runs.values()].filter(runsOf(req.jobId));
    expect(runs).toHaveLength(1);
    expect(retry.saved).toEqual([runs[0]!.id]);
    expect(double.billing(runsOf(req.jobId))).toMatchObject({ created: 1, paid: 1 });
  });

  it('a training made, then the connection reset: one training, followed, paid once', async () => {
    const { client: c } = client('train');
    double.resetNext(1, { match: (method, path) => isCreate(method, path) && path.endsWith('/trainings'), processed: true });
    const req = await trainingRequest();
    const artifact = await training(c).train(req, { store, signal: new AbortController().signal, reportProgress: async () => {}, log });
    const runs = [...double.runs.values()].filter(runsOf(req.jobId));
    expect(runs).toHaveLength(1);
    expect(artifact.providerRef).toBe(runs[0]!.id);
    expect(double.billing(runsOf(req.jobId))).toEqual({ created: 1, paid: 1, canceled: 0, cancelRequests: 0 });
  });
});

describe('a crash between the create and saving its id', () => {
  it('the resumed video job follows the prediction its webhook names (found on a later page), and creates none', async () => {
    const { client: c } = client();
    const req = await videoRequest();
    // The crashed attempt's create: the job's webhook, no saved reference. Newer runs of other jobs come after it.
    const lost = await c.createModelPrediction('bytedance', 'seedance-1-lite', {
      input: { image: `${double.url}/v1/files/none`, prompt: 'a nod', duration: 2 },
      ...webhookFields({ ...WEBHOOKS, webhookSecret: double.webhookSecret }, { jobId: req.jobId }),
    });
    for (let i = 0; i < 3; i++) {
      await c.createModelPrediction('bytedance', 'seedance-1-lite', {
        input: { image: `${double.url}/v1/files/none`, prompt: 'a nod', duration: 2 },
        ...webhookFields({ ...WEBHOOKS, webhookSecret: double.webhookSecret }, { jobId: randomUUID() }),
      });
    }
    double.knobs.listPageSize = 2;
    const creates = double.requests.filter((r) => isCreate(r.method, r.path)).length;
    const { ctx, saved } = videoContext();
    const err = await errorOf(video(c).render(req, ctx));
    // That prediction had no readable frame, so it failed: what matters is that the job followed it.
    expect(err).toMatchObject({ name: 'VideoProviderError' });
    expect(saved).toEqual([lost.id]);
    expect(double.requests.filter((r) => isCreate(r.method, r.path)).length).toBe(creates);
    expect(double.requests.filter((r) => r.path === '/v1/predictions' && r.method === 'GET').length).toBeGreaterThanOrEqual(2);
    expect([...double.runs.values()].filter(runsOf(req.jobId))).toHaveLength(1);
  });

  it('the resumed training follows the training its webhook names, saves its id, and pays once', async () => {
    const { client: c } = client('train');
    const req = await trainingRequest();
    // Made as the crashed attempt made it (its own upload of the selfies), its id never saved.
    const zip = await c.createFile(new Uint8Array(Buffer.from('not a zip')), { filename: 'training-images.zip', contentType: 'application/zip' });
    await c.ensureModel({ owner: double.owner, name: 'kadr-headshots', visibility: 'private', hardware: 'gpu-t4' });
    const lost = await c.createTraining(double.trainerVersion, {
      destination: `${double.owner}/kadr-headshots`,
      input: { input_images: zip.urls.get, trigger_word: 'TOK', steps: 100 },
      webhook: `${WEBHOOKS.publicUrl}/webhooks/replicate?jobId=${req.jobId}`,
    });
    const err = await errorOf(training(c).train(req, { store, signal: new AbortController().signal, reportProgress: async () => {}, log }));
    // Its zip held no image, so the trainer failed it: the job followed that training instead of starting one.
    expect(err).toMatchObject({ name: 'TrainingError' });
    expect([...double.runs.values()].filter(runsOf(req.jobId)).map((r) => r.id)).toEqual([lost.id]);
    expect(JSON.parse((await store.getBuffer(replicateKeys(req.userId, req.modelId).state))!.toString('utf8'))).toEqual({ jobId: req.jobId, trainingId: lost.id });
  });

  it('a headshot finds the prediction of its own image only', async () => {
    const { client: c } = client('headshots');
    const engine = createReplicateHeadshotEngine({ client: c, webhookSecret: double.webhookSecret, ...WEBHOOKS, pollIntervalMs: 20 });
    const jobId = randomUUID();
    // Image 1 of the job was made by a crashed attempt; image 0 was not. A version the double does not know: the
    // create of image 0 is refused, which shows it was not taken for image 1's prediction.
    const other = await c.createModelPrediction('bytedance', 'seedance-1-lite', {
      input: { image: `${double.url}/v1/files/none`, prompt: 'a nod', duration: 2 },
      ...webhookFields({ ...WEBHOOKS, webhookSecret: double.webhookSecret }, { jobId, image: '1' }),
    });
    const req: HeadshotPredictionRequest = {
      jobId,
      index: 0,
      version: `${double.owner}/kadr-headshots:${'a'.repeat(64)}`,
      triggerWord: 'TOK',
      prompt: 'a headshot',
      negativePrompt: null,
      style: 'professional',
      aspectRatio: '1:1',
      quality: 'standard',
      intensity: 0.5,
      seed: 1,
    };
    const saved: string[] = [];
    const err = await errorOf(engine.render(req, { signal: new AbortController().signal, providerRef: null, saveProviderRef: async (ref) => void saved.push(ref), log }));
    expect(err).toMatchObject({ name: 'ImageProviderError', message: expect.stringContaining('refused') });
    expect(saved).toEqual([]);

    const again: string[] = [];
    await errorOf(engine.render({ ...req, index: 1 }, { signal: new AbortController().signal, providerRef: null, saveProviderRef: async (ref) => void again.push(ref), log }));
    expect(again).toEqual([other.id]);
  });

  it('may only resume (paused or circuit open) and nothing saved: no lookup, no request at all', async () => {
    const { client: c, calls } = client();
    const err = await errorOf(video(c).render(await videoRequest(), videoContext({ mayStart: false }).ctx));
    expect(err).toMatchObject({ name: 'ProviderUnavailable', reason: 'paused' });
    expect(calls).toEqual([]);
  });
});
