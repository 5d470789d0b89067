import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TrainingFailure } from '@kadr/core/jobs/training-job';
import { FalApiError } from '@kadr/workflows/inference/fal/fal-client';
import { falKeys, parseFalReference } from '@kadr/workflows/inference/fal/fal-training';
import { falUpdates, FalUpdates, relayFalUpdates } from '@kadr/workflows/inference/fal/fal-updates';
import { JobStopped } from '@kadr/workflows/inference/job-stop';
import { falFixture, type FalFixture } from '../support/fal-double-fixture';
import { waitFor } from '../support/wait';
import { deliveriesProcessed } from '../support/webhook-deliveries';

// The fal training provider against the local double of fal, with the real app (its webhook route, the
// process-webhook job, PostgreSQL and the object store) on real ports.
describe('fal training provider against the local double of fal', () => {
  let f: FalFixture;

  beforeAll(async () => {
    f = await falFixture();
  }, 60_000);
  afterAll(() => f?.close());
  beforeEach(() => {
    f.double.reset();
    f.calls.length = 0;
  });

  const statusReads = (id: string) => f.double.requests.filter((r) => r.method === 'GET' && r.path.endsWith(`/requests/${id}/status`));
  const submits = (jobId: string) => f.double.requests.filter((r) => r.method === 'POST' && r.path === `/${f.double.trainer}` && r.query.includes(jobId));
  const errorOf = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (err: unknown) => err as { name: string; failure?: string; message: string; reason?: string },
    );

  it('trains from a zip uploaded to fal storage, ends on the signed webhook without polling, and keeps the LoRA weights in our store', async () => {
    const req = await f.trainingRequest(4);
    const { ctx, progress } = f.context();
    const artifact = await f.training().train(req, ctx);

    const run = f.runOf(req.jobId)!;
    const keys = falKeys(req.userId, req.modelId);
    expect(artifact).toEqual({ artifactKey: keys.output, providerRef: run.id, triggerWord: 'TOK', provider: 'fal' });
    expect(run.input).toEqual({ images_data_url: expect.stringMatching(new RegExp(`^${f.double.url}/files/`)), trigger_word: 'TOK', steps: 100 });
    expect(run.webhook).toBe(`${f.served.url}/webhooks/fal?jobId=${req.jobId}`);
    expect(f.double.inputImages.get(run.id)).toBe(4);

    const output = run.result!.body as { diffusers_lora_file: { url: string }; config_file: { url: string } };
    const reference = parseFalReference(await f.store.getBuffer(keys.output));
    expect(reference).toMatchObject({
      provider: 'fal',
      requestId: run.id,
      endpoint: f.double.trainer,
      loraUrl: output.diffusers_lora_file.url,
      configUrl: output.config_file.url,
      weightsKey: keys.weights,
      triggerWord: 'TOK',
      steps: 100,
      modelId: req.modelId,
      // Flat colours: no face, no identity to check generated images against.
      identity: null,
    });
    // The weights are ours now, byte for byte.
    const weights = await f.store.getBuffer(keys.weights);
    expect(weights?.equals(f.double.files.get(new URL(output.diffusers_lora_file.url).pathname)!.body)).toBe(true);
    expect(reference!.weightsBytes).toBe(weights!.length);
    // The state that lets a retry resume the request.
    expect(JSON.parse((await f.store.getBuffer(keys.state))!.toString('utf8'))).toEqual({ jobId: req.jobId, requestId: run.id, endpoint: f.double.trainer });

    await f.double.settled();
    const sent = f.double.webhooks.filter((w) => w.requestId === run.id);
    expect(sent.map((w) => [w.status, w.responses])).toEqual([['OK', [202]]]);
    await deliveriesProcessed(f.served.t.services, 'fal', [`${run.id}:OK`]);
    expect(await f.prisma.webhookDelivery.findUnique({ where: { source_id: { source: 'fal', id: `${run.id}:OK` } } })).toMatchObject({ eventType: 'request.completed', objectKind: 'request', objectId: run.id });
    // One status read, the delivery's processing: the provider (polling every minute) was woken by the webhook.
    expect(statusReads(run.id)).toHaveLength(1);
    expect(f.double.billing((r) => r.id === run.id)).toEqual({ submitted: 1, paid: 1, failed: 0, canceled: 0, cancelRequests: 0 });
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    // Every HTTP call was reported under the training capability.
    expect(f.calls.map((c) => `${c.operation}:${c.outcome}`)).toEqual(['upload:ok', 'upload:ok', 'submit:ok', 'result:ok']);
    expect(f.calls.every((c) => c.provider === 'fal' && c.capability === 'train')).toBe(true);
  });

  it('resumes the request its job submitted when the step runs again after a stop, paying once', async () => {
    const req = await f.trainingRequest(4);
    f.double.knobs.dropWebhooks = true;
    const stop = new AbortController();
    // The first report comes once the request is submitted and its id saved: the worker stops then.
    const first = f.context(stop.signal, { onProgress: () => stop.abort(new JobStopped('shutdown')) });
    const stopped = await errorOf(f.training().train(req, first.ctx));
    expect(stopped).toMatchObject({ name: 'JobStopped', kind: 'shutdown' });
    const run = f.runOf(req.jobId)!;
    expect(f.double.requests.filter((r) => r.path.endsWith('/cancel'))).toHaveLength(0);

    // The retry may only resume (fal paused meanwhile): it finds the request and follows it to the end.
    const again = await f.training({ pollIntervalMs: 20 }).train(req, f.context(undefined, { mayStart: false }).ctx);
    expect(again.providerRef).toBe(run.id);
    expect(f.double.billing((r) => r.webhook?.includes(req.jobId) ?? false)).toEqual({ submitted: 1, paid: 1, failed: 0, canceled: 0, cancelRequests: 0 });
    expect(submits(req.jobId)).toHaveLength(1);
  });

  it('waits out fal dropping every connection while the training runs, and completes it once fal is back, paying once', async () => {
    const req = await f.trainingRequest(4);
    f.double.knobs.dropWebhooks = true;
    const failedPolls = () => f.calls.filter((c) => c.operation === 'status' && c.outcome !== 'ok').length;
    // The first report comes once the request is submitted and its id saved: fal then resets every connection.
    let downed = false;
    const { ctx } = f.context(undefined, { onProgress: () => void (downed || ((downed = true), f.double.down('reset'))) });
    try {
      const training = f.training({ client: f.client('train', { maxRetries: 1 }), pollIntervalMs: 30, webhookPollIntervalMs: 30 }).train(req, ctx);
      const run = await waitFor(() => f.runOf(req.jobId), { what: 'the request at fal' });
      await waitFor(() => run.state === 'COMPLETED', { timeoutMs: 30_000, what: 'the training to complete while fal is down' });
      // Down for longer than the client's own tries (two per poll): several polls failed, and the job still waits.
      await waitFor(() => failedPolls() >= 6, { timeoutMs: 30_000, what: 'polls to fail past the client’s retries' });
      await f.double.up();
      const artifact = await training;
      expect(artifact.providerRef).toBe(run.id);
      expect(f.double.billing((r) => r.id === run.id)).toEqual({ submitted: 1, paid: 1, failed: 0, canceled: 0, cancelRequests: 0 });
      expect(submits(req.jobId)).toHaveLength(1);
    } finally {
      await f.double.up();
    }
  });

  it('starts nothing when it may only resume and has nothing to resume: ProviderUnavailable (paused)', async () => {
    const req = await f.trainingRequest(4);
    const err = await errorOf(f.training().train(req, f.context(undefined, { mayStart: false }).ctx));
    expect(err).toMatchObject({ name: 'ProviderUnavailable', provider: 'fal', capability: 'train', reason: 'paused' });
    expect(f.runOf(req.jobId)).toBeUndefined();
    expect(f.double.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('cancels the request at fal and throws TrainingCanceled when the job is canceled, and only then', async () => {
    const cancel = new AbortController();
    const req = await f.trainingRequest(4);
    const { ctx } = f.context(cancel.signal, { onProgress: () => cancel.abort(new JobStopped('canceled')) });
    const err = await errorOf(f.training().train(req, ctx));
    expect(err?.name).toBe('TrainingCanceled');
    const run = f.runOf(req.jobId)!;
    expect(f.double.billing((r) => r.id === run.id)).toEqual({ submitted: 1, paid: 0, failed: 0, canceled: 1, cancelRequests: 1 });
  });

  it('fails with PROVIDER_FAILED and fal’s words when the run fails, or when the zip holds no image', async () => {
    f.double.knobs.failRunsWith = 'Traceback (most recent call last):\n  File "train.py", line 3\ntorch.OutOfMemoryError: CUDA out of memory';
    const failed = await errorOf(f.training().train(await f.trainingRequest(4), f.context().ctx));
    expect(failed).toMatchObject({ name: 'TrainingError', failure: TrainingFailure.PROVIDER_FAILED, message: 'CUDA out of memory' });

    f.double.reset();
    const empty = await f.trainingRequest(3, { images: false });
    const none = await errorOf(f.training().train(empty, f.context().ctx));
    expect(none).toMatchObject({ failure: TrainingFailure.PROVIDER_FAILED, message: expect.stringMatching(/^images_data_url: No images found in input_images/) });
    expect(f.double.billing((r) => r.id === f.runOf(empty.jobId)!.id)).toMatchObject({ paid: 0, failed: 1 });
  });

  it('fails with PROVIDER_FAILED, without retrying, when fal refuses the key', async () => {
    const err = await errorOf(f.training({ client: f.client('train', { key: 'wrong:key' }) }).train(await f.trainingRequest(4), f.context().ctx));
    expect(err).toMatchObject({ failure: TrainingFailure.PROVIDER_FAILED, message: 'fal refused the training: No user found for Key ID and Secret' });
  });

  it('retries a throttled submit after the wait fal names and starts exactly one run', async () => {
    f.double.throttle(1, { retryAfterSeconds: null, resetSeconds: 1, match: (method) => method === 'POST' });
    const req = await f.trainingRequest(4);
    await f.training().train(req, f.context().ctx);
    const posts = f.double.requests.filter((r) => r.method === 'POST');
    // The upload's initiate took the 429; then upload, submit.
    expect(posts.map((r) => r.status)).toEqual([429, 200, 200]);
    expect(posts[1]!.at - posts[0]!.at).toBeGreaterThanOrEqual(950);
    expect(f.double.billing((r) => r.webhook?.includes(req.jobId) ?? false)).toMatchObject({ submitted: 1, paid: 1 });
  });

  it('hands the job on (ProviderUnavailable) when fal is down or keeps answering 503, and keeps it when a submit’s fate is unknown', async () => {
    const fast = { maxRetries: 1, retryBaseMs: 5, timeoutMs: 300 };
    const runsBefore = f.double.runs.size;
    await f.double.down('refuse');
    try {
      const down = await errorOf(f.training({ client: f.client('train', fast) }).train(await f.trainingRequest(2), f.context().ctx));
      expect(down).toMatchObject({ name: 'ProviderUnavailable', reason: 'down' });
    } finally {
      await f.double.up();
    }
    const isSubmit = (method: string, path: string) => method === 'POST' && path === `/${f.double.trainer}`;
    f.double.failRequests(2, 503, isSubmit);
    const busy = await errorOf(f.training({ client: f.client('train', fast) }).train(await f.trainingRequest(2), f.context().ctx));
    expect(busy).toMatchObject({ name: 'ProviderUnavailable', reason: 'server_error' });

    // A 500 or no answer after the body went out: the run may exist at fal, so the job stays (an ordinary error).
    f.double.failRequests(1, 500, isSubmit);
    const ambiguous = await errorOf(f.training({ client: f.client('train', fast) }).train(await f.trainingRequest(2), f.context().ctx));
    expect(ambiguous).toBeInstanceOf(FalApiError);
    expect(ambiguous).toMatchObject({ status: 500 });
    f.double.hang(1, isSubmit);
    const hung = await errorOf(f.training({ client: f.client('train', fast) }).train(await f.trainingRequest(2), f.context().ctx));
    expect(hung).toMatchObject({ name: 'FalApiError', kind: 'timeout' });
    f.double.dropConnections(1, isSubmit);
    const dropped = await errorOf(f.training({ client: f.client('train', fast) }).train(await f.trainingRequest(2), f.context().ctx));
    expect(dropped).toMatchObject({ name: 'FalApiError', kind: 'network' });
    // Sockets destroyed on every call: the upload fails before any submit, so nothing was started there.
    await f.double.down('reset');
    try {
      const reset = await errorOf(f.training({ client: f.client('train', fast) }).train(await f.trainingRequest(2), f.context().ctx));
      expect(reset).toMatchObject({ name: 'ProviderUnavailable', reason: 'down' });
    } finally {
      await f.double.up();
    }
    expect(f.calls.filter((c) => c.operation === 'submit').map((c) => c.outcome)).toEqual(['server_error', 'server_error', 'server_error', 'timeout', 'network']);
    expect(f.double.runs.size).toBe(runsBefore);
  });

  it('follows a training through a slow, flaky fal by polling: seeded 503s on status reads are retried and each is reported', async () => {
    f.double.knobs.dropWebhooks = true;
    f.double.slow(10);
    f.double.failFraction(0.3, { status: 503, seed: 42, match: (method, path) => method === 'GET' && path.endsWith('/status') });
    const req = await f.trainingRequest(4);
    const artifact = await f.training({ client: f.client('train', { maxRetries: 8 }), pollIntervalMs: 20 }).train(req, f.context().ctx);
    expect(artifact.providerRef).toBe(f.runOf(req.jobId)!.id);
    const reads = f.calls.filter((c) => c.operation === 'status').map((c) => c.outcome);
    expect(reads).toContain('server_error');
    expect(reads.at(-1)).toBe('ok');
    expect(f.double.billing((r) => r.id === artifact.providerRef)).toMatchObject({ submitted: 1, paid: 1 });
  });

  it('wakes a waiter in another process through PubSub when the webhook reached this one', async () => {
    const elsewhere = new FalUpdates();
    const stop = relayFalUpdates(f.served.t.services.pubsub, elsewhere);
    const seen: string[] = [];
    const unlisten = falUpdates.onUpdate((s) => seen.push(`${s.request_id}:${s.status}`));
    try {
      const req = await f.trainingRequest(4);
      const started = Date.now();
      const artifact = await f.training({ updates: elsewhere }).train(req, f.context().ctx);
      expect(Date.now() - started).toBeLessThan(20_000); // polling is every minute
      await deliveriesProcessed(f.served.t.services, 'fal', [`${artifact.providerRef}:OK`]);
      expect(seen).toContain(`${artifact.providerRef}:COMPLETED`);
      // Woken without the state, it asked fal itself: one read more than the delivery's.
      expect(statusReads(artifact.providerRef!)).toHaveLength(2);
    } finally {
      unlisten();
      stop();
    }
  });
});
