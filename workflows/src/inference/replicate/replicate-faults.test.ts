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
import type { TrainingRequest } from '../training-provider';
import { VideoProviderError, type VideoContext, type VideoRequest } from '../video-provider';
import { ReplicateApiError, ReplicateClient, type ReplicateClientOptions } from './replicate-client';
import { createReplicateHeadshotEngine, type HeadshotPredictionRequest } from './replicate-headshots';
import { createReplicateTrainingProvider } from './replicate-training';
import { createReplicateVideoProvider } from './replicate-video';

// The Replicate adapters against the double's faults: which failures let a job go to another provider
// (ProviderUnavailable: Replicate surely made no run), which keep it here, what the call observer sees.

let double: ReplicateDouble;
let store: LocalObjectStore;
let dir: string;

beforeAll(async () => {
  double = await startReplicateDouble({ startDelayMs: 10, stepMs: 10 });
  dir = await mkdtemp(join(tmpdir(), 'kadr-replicate-faults-'));
  store = new LocalObjectStore({ dir, publicUrl: 'http://127.0.0.1:1', secret: randomBytes(32) });
});

afterEach(async () => {
  await double.clearFaults();
  double.throttle(0);
});

afterAll(async () => {
  await double.close();
  await rm(dir, { recursive: true, force: true });
});

/** A client of the double that does not wait between tries, reporting its calls to `calls`. */
function client(o: Partial<ReplicateClientOptions> = {}) {
  const calls: ProviderCall[] = [];
  const waits: number[] = [];
  const made = new ReplicateClient({
    token: double.token,
    baseUrl: double.url,
    maxRetries: 2,
    sleep: async (ms) => void waits.push(ms),
    observe: (call) => calls.push(call),
    capability: 'video',
    ...o,
  });
  return { client: made, calls, waits };
}

const outcomes = (calls: ProviderCall[]) => calls.map((c) => [c.operation, c.outcome]);
const creates = () => double.requests.filter((r) => r.method === 'POST' && /\/(trainings|predictions|files)$/.test(r.path));
const errorOf = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e);

async function jpeg(i = 0): Promise<Buffer> {
  return sharp({ create: { width: 96, height: 96, channels: 3, background: { r: 40 * i, g: 120, b: 200 } } }).jpeg().toBuffer();
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

const training = (c: ReplicateClient) =>
  createReplicateTrainingProvider({ client: c, publicUrl: 'http://127.0.0.1:1', trainerVersion: double.trainerVersion, destinationOwner: double.owner, pollIntervalMs: 20, steps: 100 });
const trainingContext = (mayStart?: boolean) => ({ store, signal: new AbortController().signal, reportProgress: async () => {}, mayStart });

const video = (c: ReplicateClient) => createReplicateVideoProvider({ client: c, model: double.videoModel, publicUrl: 'http://127.0.0.1:1', pollIntervalMs: 20 });

async function videoRequest(): Promise<VideoRequest> {
  const frameKey = `users/${randomUUID()}/frames/${randomUUID()}.jpg`;
  await store.put(frameKey, await jpeg(), { contentType: 'image/jpeg' });
  return { jobId: randomUUID(), userId: randomUUID(), frameKey, maskKey: null, prompt: 'a nod', durationSeconds: 2, quality: 'standard', motion: 'push-in' };
}

function videoContext(o: Partial<VideoContext> = {}) {
  const saved: string[] = [];
  const ctx: VideoContext = {
    store,
    signal: new AbortController().signal,
    reportProgress: () => {},
    providerRef: null,
    saveProviderRef: async (ref) => void saved.push(ref),
    ...o,
  };
  return { ctx, saved };
}

describe('the call observer', () => {
  it('sees every attempt, retries included, with its operation, outcome and latency', async () => {
    const { client: c, calls } = client();
    double.failNext(2, 503);
    double.slow(40);
    expect(await c.getModel('bytedance', 'seedance-1-lite')).toMatchObject({ name: 'seedance-1-lite' });
    expect(outcomes(calls)).toEqual([
      ['get-model', 'server_error'],
      ['get-model', 'server_error'],
      ['get-model', 'ok'],
    ]);
    expect(calls.every((call) => call.provider === 'replicate' && call.capability === 'video' && call.latencyMs >= 35)).toBe(true);

    double.slow(0);
    calls.length = 0;
    expect(await c.getModel('nobody', 'nothing')).toBeNull();
    expect(outcomes(calls)).toEqual([['get-model', 'refused']]);
  });

  it('a throwing observer does not fail the request it watched', async () => {
    const c = new ReplicateClient({ token: double.token, baseUrl: double.url, observe: () => { throw new Error('metrics broke'); }, capability: 'train' });
    expect(await c.getModel('bytedance', 'seedance-1-lite')).toMatchObject({ name: 'seedance-1-lite' });
  });

  it('is refused without the capability its calls serve', () => {
    expect(() => new ReplicateClient({ token: 'r8_x', observe: () => {} })).toThrow('needs the capability');
  });
});

describe('starting a training while Replicate fails', () => {
  it('down before the upload: ProviderUnavailable down, nothing made, each refused connection seen', async () => {
    const { client: c, calls } = client({ capability: 'train' });
    await double.down();
    const before = double.runs.size;
    const err = await errorOf(training(c).train(await trainingRequest(), trainingContext()));
    expect(err).toBeInstanceOf(ProviderUnavailable);
    expect(err).toMatchObject({ provider: 'replicate', capability: 'train', reason: 'down', retryAfterMs: null });
    expect(double.runs.size).toBe(before);
    // The destination model's lookup is a GET: tried three times (two retries), each a network failure.
    expect(outcomes(calls)).toEqual([
      ['get-model', 'network'],
      ['get-model', 'network'],
      ['get-model', 'network'],
    ]);
  });

  it('503 on the create after its retries: ProviderUnavailable server_error, no training, the upload removed', async () => {
    const { client: c, calls } = client({ capability: 'train' });
    double.failNext(3, 503, { match: (method, path) => method === 'POST' && path.endsWith('/trainings') });
    const before = double.runs.size;
    const err = await errorOf(training(c).train(await trainingRequest(), trainingContext()));
    expect(err).toMatchObject({ name: 'ProviderUnavailable', reason: 'server_error', capability: 'train' });
    expect(double.runs.size).toBe(before);
    expect(calls.filter((call) => call.operation === 'create-training').map((call) => call.outcome)).toEqual(['server_error', 'server_error', 'server_error']);
    expect(double.files.size).toBe(0);
  });

  it('a 500 after the create was processed is not ProviderUnavailable: the run may exist, the job stays with Replicate', async () => {
    const { client: c } = client({ capability: 'train' });
    double.failNext(1, 500, { match: (method, path) => method === 'POST' && path.endsWith('/trainings'), processed: true });
    const before = double.runs.size;
    const err = await errorOf(training(c).train(await trainingRequest(), trainingContext()));
    expect(err).toBeInstanceOf(ReplicateApiError);
    expect(err).toMatchObject({ status: 500, outcome: 'server_error', unprocessed: false });
    // Replicate made it although its answer was a 500: exactly the run a move to another provider would pay twice.
    expect(double.runs.size).toBe(before + 1);
  });

  it('a failed upload counts too (no run exists yet): a 500 on /v1/files past its retries is ProviderUnavailable server_error', async () => {
    const { client: c } = client({ capability: 'train' });
    // An upload is retried after any failure but a refusal (a file sent twice costs nothing): three tries fail.
    double.failNext(3, 500, { match: (method, path) => method === 'POST' && path === '/v1/files' });
    const before = double.runs.size;
    const err = await errorOf(training(c).train(await trainingRequest(), trainingContext()));
    expect(err).toMatchObject({ name: 'ProviderUnavailable', reason: 'server_error' });
    expect(double.runs.size).toBe(before);
  });

  it('throttled past its retries: ProviderUnavailable throttled with the wait the 429 named', async () => {
    const { client: c, waits } = client({ capability: 'train' });
    double.throttle(3, 7, (method, path) => method === 'POST' && path.endsWith('/trainings'));
    const err = await errorOf(training(c).train(await trainingRequest(), trainingContext()));
    expect(err).toMatchObject({ name: 'ProviderUnavailable', reason: 'throttled', retryAfterMs: 7000 });
    expect(waits).toEqual([7000, 7000]);
  });

  it('mayStart false with nothing saved: ProviderUnavailable paused, and Replicate saw no request at all', async () => {
    const { client: c, calls } = client({ capability: 'train' });
    const seen = double.requests.length;
    const err = await errorOf(training(c).train(await trainingRequest(), trainingContext(false)));
    expect(err).toMatchObject({ name: 'ProviderUnavailable', provider: 'replicate', capability: 'train', reason: 'paused' });
    expect(double.requests.length).toBe(seen);
    expect(calls).toEqual([]);
  });
});

describe('the client against the other faults', () => {
  it('honours Retry-After on a 429 and gets its answer', async () => {
    const { client: c, waits, calls } = client();
    double.throttle(1, 3, undefined, { retryAfter: true });
    expect(await c.getModel('bytedance', 'seedance-1-lite')).toMatchObject({ name: 'seedance-1-lite' });
    expect(waits).toEqual([3000]);
    expect(outcomes(calls)).toEqual([
      ['get-model', 'throttled'],
      ['get-model', 'ok'],
    ]);
    // The breaker hears how long Replicate asked to wait.
    expect(calls.map((call) => call.retryAfterMs)).toEqual([3000, undefined]);
  });

  it('gives up on a hung request at its timeout, retries a read, and never retries a create it may have made', async () => {
    const { client: c, calls } = client({ timeoutMs: 300 });
    double.hang(1);
    expect(await c.getModel('bytedance', 'seedance-1-lite')).toMatchObject({ name: 'seedance-1-lite' });
    expect(outcomes(calls)).toEqual([
      ['get-model', 'timeout'],
      ['get-model', 'ok'],
    ]);
    expect(calls[0]!.latencyMs).toBeGreaterThanOrEqual(290);
    double.release();

    calls.length = 0;
    double.hang((method, path) => method === 'POST' && path.endsWith('/predictions'));
    const err = await errorOf(c.createModelPrediction('bytedance', 'seedance-1-lite', { input: { image: `${double.url}/v1/files/none`, prompt: 'a nod', duration: 2 } }));
    expect(err).toMatchObject({ name: 'ReplicateApiError', status: 0, outcome: 'timeout', unprocessed: false });
    expect(outcomes(calls)).toEqual([['create-prediction', 'timeout']]);
    // Released late, the create is made after all: why a timeout waiting for an answer never moves a job.
    const before = double.runs.size;
    expect(double.hung).toBe(1);
    double.release();
    await waitFor(() => double.runs.size === before + 1, { what: 'the released create' });
  });

  it('fails the same requests for the same seed', async () => {
    const statuses = async () => {
      const got: number[] = [];
      for (let i = 0; i < 16; i++) {
        got.push((await fetch(`${double.url}/v1/models/bytedance/seedance-1-lite`, { headers: { authorization: `Bearer ${double.token}` } }).then(async (r) => (await r.arrayBuffer(), r.status))));
      }
      return got;
    };
    double.failFraction(0.5, 502, 42);
    const first = await statuses();
    double.failFraction(0.5, 502, 42);
    expect(await statuses()).toEqual(first);
    expect(first).toContain(502);
    expect(first).toContain(200);
    double.failFraction(0);
    expect(new Set(await statuses())).toEqual(new Set([200]));
  });
});

describe('videos', () => {
  it('down while a prediction runs past the outage limit: it goes on at Replicate, and the job resumes it once the API is back, paid once', async () => {
    const { client: c } = client({ maxRetries: 0 });
    const req = await videoRequest();
    let downed = false;
    const { ctx, saved } = videoContext({ reportProgress: () => void (downed || ((downed = true), double.down())) });
    // The first progress report comes right after the prediction was created: the API goes down there, for longer
    // than this provider waits for it (replicate-lost-runs.test.ts has the outage that ends in time).
    const short = createReplicateVideoProvider({ client: c, model: double.videoModel, publicUrl: 'http://127.0.0.1:1', pollIntervalMs: 20, outageLimitMs: 200 });
    const err = await errorOf(short.render(req, ctx));
    expect(err).toMatchObject({ name: 'ReplicateApiError', outcome: 'network' });
    expect(err).not.toBeInstanceOf(ProviderUnavailable);
    const run = double.runs.get(saved[0]!)!;
    await waitFor(() => run.status === 'succeeded', { what: 'the prediction to finish while the API is down' });

    await double.up();
    const again = videoContext({ providerRef: saved[0]!, mayStart: false });
    const made = await video(c).render(req, again.ctx);
    expect(made.durationSeconds).toBeGreaterThan(0);
    expect(again.saved).toEqual([]);
    expect(double.billing((r) => r.id === saved[0])).toEqual({ created: 1, paid: 1, canceled: 0, cancelRequests: 0 });
  });

  it('mayStart false and no saved prediction: ProviderUnavailable paused, nothing uploaded or created', async () => {
    const { client: c } = client();
    const before = creates().length;
    const err = await errorOf(video(c).render(await videoRequest(), videoContext({ mayStart: false }).ctx));
    expect(err).toMatchObject({ name: 'ProviderUnavailable', capability: 'video', reason: 'paused' });
    expect(creates().length).toBe(before);
  });

  it('a run failRun fails ends the video with its error; it ran, so it is paid', async () => {
    const { client: c } = client();
    double.failRun('next', 'CUDA out of memory');
    const { ctx, saved } = videoContext();
    const err = await errorOf(video(c).render(await videoRequest(), ctx));
    expect(err).toBeInstanceOf(VideoProviderError);
    expect((err as Error).message).toContain('CUDA out of memory');
    expect(double.billing((r) => r.id === saved[0])).toEqual({ created: 1, paid: 1, canceled: 0, cancelRequests: 0 });
  });

  it('a prediction that never started (its Cancel-After passed in the queue) costs nothing', async () => {
    const { client: c } = client();
    double.knobs.abortRuns = true;
    try {
      const created = await c.createModelPrediction('bytedance', 'seedance-1-lite', { input: { image: `${double.url}/v1/files/none`, prompt: 'a nod', duration: 2 } });
      const run = double.runs.get(created.id)!;
      await waitFor(() => run.status === 'aborted', { what: 'the prediction to be aborted' });
      expect(double.billing((r) => r.id === created.id)).toEqual({ created: 1, paid: 0, canceled: 0, cancelRequests: 0 });
    } finally {
      double.knobs.abortRuns = false;
    }
  });
});

describe('headshots', () => {
  // A version the double does not know: its schema lookup fails (a warning, silenced), the create decides.
  const headshotRequest = (): HeadshotPredictionRequest => ({
    jobId: randomUUID(),
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
  });
  const log = createLogger('silent');
  it('mayStart false and no saved prediction: ProviderUnavailable paused without a create', async () => {
    const { client: c } = client({ capability: 'headshots' });
    const engine = createReplicateHeadshotEngine({ client: c, publicUrl: 'http://127.0.0.1:1', pollIntervalMs: 20 });
    const before = creates().length;
    const req = headshotRequest();
    const err = await errorOf(engine.render(req, { signal: new AbortController().signal, providerRef: null, saveProviderRef: async () => {}, mayStart: false, log }));
    expect(err).toMatchObject({ name: 'ProviderUnavailable', capability: 'headshots', reason: 'paused' });
    expect(creates().length).toBe(before);
  });

  it('503 on the create after its retries: ProviderUnavailable server_error, with the Retry-After it sent', async () => {
    const { client: c } = client({ capability: 'headshots' });
    const engine = createReplicateHeadshotEngine({ client: c, publicUrl: 'http://127.0.0.1:1', pollIntervalMs: 20 });
    double.failNext(3, 503, { match: (method, path) => method === 'POST' && path === '/v1/predictions', retryAfterSeconds: 5 });
    const req = headshotRequest();
    const err = await errorOf(engine.render(req, { signal: new AbortController().signal, providerRef: null, saveProviderRef: async () => {}, log }));
    expect(err).toMatchObject({ name: 'ProviderUnavailable', capability: 'headshots', reason: 'server_error', retryAfterMs: 5000 });
  });
});
