import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JobStopped } from '@kadr/workflows/inference/job-stop';
import { ReplicateClient } from '@kadr/workflows/inference/replicate/replicate-client';
import { replicateKeys } from '@kadr/workflows/inference/replicate/replicate-training';
import { relayReplicateUpdates, replicateUpdates, ReplicateUpdates } from '@kadr/workflows/inference/replicate/replicate-updates';
import { TrainingFailure } from '@kadr/core/jobs/training-job';
import { replicateFixture, type ReplicateFixture } from '../support/replicate-fixture';
import { deliveriesProcessed } from '../support/webhook-deliveries';

describe('Replicate training provider against the local double of the Replicate API', () => {
  let f: ReplicateFixture;

  beforeAll(async () => {
    f = await replicateFixture();
  }, 60_000);
  afterAll(() => f?.close());
  beforeEach(() => f.resetKnobs());

  /** GETs of a training: the provider's polls, and the re-read of each webhook delivery the app processed. */
  const polls = (id: string) => f.double.requests.filter((r) => r.method === 'GET' && r.path === `/v1/trainings/${id}`);
  /** The webhooks the double sent about a run, once the app has processed every one of them. */
  const processedWebhooks = async (runId: string) => {
    await f.double.settled();
    const sent = f.double.webhooks.filter((w) => w.runId === runId);
    await deliveriesProcessed(f.served.t.services, 'replicate', sent.map((w) => w.id));
    return sent;
  };
  const errorOf = (p: Promise<unknown>) => p.then(() => null, (err: unknown) => err as { name: string; failure?: string; message: string });

  it('trains from a zip of the photos and finishes on the completion webhook, without polling', async () => {
    const req = await f.trainingRequest(5);
    const { ctx, progress } = f.context();
    const artifact = await f.provider().train(req, ctx);

    const training = f.trainingOf(req.jobId)!;
    expect(training.status).toBe('succeeded');
    const keys = replicateKeys(req.userId, req.modelId);
    expect(artifact).toEqual({ artifactKey: keys.output, providerRef: training.id, triggerWord: 'TOK' });
    const output = training.output as { version: string; weights: string };
    expect(JSON.parse((await f.store.getBuffer(keys.output))!.toString('utf8'))).toMatchObject({
      provider: 'replicate',
      trainingId: training.id,
      destination: 'kadr/kadr-headshots',
      version: output.version,
      weights: output.weights,
      triggerWord: 'TOK',
      // The photos here are flat colours: no face, no identity to check generated images against.
      identity: null,
    });
    // The zip went up with Replicate's Files API (our store is not reachable from Replicate); the double found every
    // photo in it, and the upload was deleted once the training ended.
    expect(f.double.inputImages.get(training.id)).toBe(5);
    expect(training.input).toMatchObject({ trigger_word: 'TOK', steps: 100, input_images: expect.stringMatching(new RegExp(`^${f.double.url}/v1/files/\\w+$`)) });
    expect(f.double.files.has(String(training.input!.input_images).split('/').at(-1)!)).toBe(false);
    expect(training.webhook).toBe(`${f.served.url}/webhooks/replicate?jobId=${req.jobId}`);
    expect(training.webhook_events_filter).toEqual(['start', 'completed']);
    expect(f.double.models.get('kadr/kadr-headshots')).toMatchObject({ visibility: 'private', latest_version: { id: output.version.split(':')[1] } });

    const sent = await processedWebhooks(training.id);
    expect(sent.map((w) => [w.event, w.responses])).toEqual([['start', [202]], ['completed', [202]]]);
    expect(await f.prisma.webhookDelivery.count({ where: { id: { in: sent.map((w) => w.id) }, source: 'replicate', status: 'processed' } })).toBe(2);
    // One GET per delivery, its processing's re-read: the provider never polled (every minute), the webhook woke it.
    expect(polls(training.id)).toHaveLength(2);
    // The zip is a copy of the selfies; it is gone once Replicate has them.
    expect(await f.store.head(keys.zip)).toBeNull();
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('finishes by polling when no webhook arrives, with progress read from the trainer logs', async () => {
    f.double.knobs.dropWebhooks = true;
    const req = await f.trainingRequest(5);
    const { ctx, progress } = f.context();
    const artifact = await f.provider({ pollIntervalMs: 15 }).train(req, ctx);

    const training = f.trainingOf(req.jobId)!;
    expect(artifact.providerRef).toBe(training.id);
    expect(training.status).toBe('succeeded');
    expect(polls(training.id).length).toBeGreaterThan(1);
    const sent = f.double.webhooks.filter((w) => w.runId === training.id);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((w) => w.dropped)).toBe(true);
    expect(await f.prisma.webhookDelivery.count({ where: { id: { in: sent.map((w) => w.id) } } })).toBe(0);
    // The double prints tqdm bars at 20, 40, 60 and 80 of 100 steps.
    expect(progress.some((p) => [20, 40, 60, 80].includes(p))).toBe(true);
    expect(progress.at(-1)).toBe(100);
  });

  it('processes a webhook delivered twice once: one delivery row, one re-read and one state change per delivery id', async () => {
    f.double.knobs.duplicateWebhooks = true;
    const changes: string[] = [];
    const stop = replicateUpdates.onUpdate((run) => changes.push(`${run.id}:${run.status}`));
    const req = await f.trainingRequest(5);
    const artifact = await f.provider().train(req, f.context().ctx);
    const id = artifact.providerRef!;
    const sent = await processedWebhooks(id);
    stop();

    expect(sent.map((w) => [w.event, w.responses])).toEqual([['start', [202, 200]], ['completed', [202, 200]]]);
    expect(await f.prisma.webhookDelivery.count({ where: { id: { in: sent.map((w) => w.id) } } })).toBe(2);
    expect(polls(id)).toHaveLength(2);
    // Each state is the run as re-read when its delivery was processed: the start one may find it further along.
    const mine = changes.filter((c) => c.startsWith(`${id}:`));
    expect(mine).toHaveLength(2);
    expect(mine.at(-1)).toBe(`${id}:succeeded`);
  });

  it('fails with PROVIDER_FAILED and the trainer error, cleaned, when Replicate reports the training failed', async () => {
    f.double.knobs.failTrainingsWith =
      'Traceback (most recent call last):\n  File "/src/train.py", line 210, in train\n    trainer.run()\ntorch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB';
    const req = await f.trainingRequest(5);
    const err = await errorOf(f.provider().train(req, f.context().ctx));
    expect(err).toMatchObject({ name: 'TrainingError', failure: TrainingFailure.PROVIDER_FAILED, message: 'CUDA out of memory. Tried to allocate 2.00 GiB' });
    expect(f.trainingOf(req.jobId)!.status).toBe('failed');
    expect(await f.store.head(replicateKeys(req.userId, req.modelId).zip)).toBeNull();
  });

  it('fails with PROVIDER_FAILED when the zip holds no image, as the trainer reports it', async () => {
    const req = await f.trainingRequest(3, { images: false });
    const err = await errorOf(f.provider().train(req, f.context().ctx));
    expect(err).toMatchObject({ failure: TrainingFailure.PROVIDER_FAILED, message: expect.stringMatching(/^No images found in input_images/) });
    expect(f.double.inputImages.has(f.trainingOf(req.jobId)!.id)).toBe(false);
  });

  it('cancels the training at Replicate and throws TrainingCanceled when the job is canceled', async () => {
    const cancel = new AbortController();
    const req = await f.trainingRequest(5);
    // The first progress report comes right after the training was created.
    const { ctx } = f.context(cancel.signal, () => cancel.abort(new JobStopped('canceled')));
    const err = await errorOf(f.provider().train(req, ctx));
    expect(err?.name).toBe('TrainingCanceled');
    const training = f.trainingOf(req.jobId)!;
    expect(training.status).toBe('canceled');
    expect(f.double.requests.filter((r) => r.method === 'POST' && r.path === `/v1/trainings/${training.id}/cancel`).map((r) => r.status)).toEqual([200]);
    expect(f.double.billing((r) => r.id === training.id)).toMatchObject({ created: 1, canceled: 1, cancelRequests: 1 });
    expect(await f.store.head(replicateKeys(req.userId, req.modelId).zip)).toBeNull();
  });

  it('fails with PROVIDER_FAILED, without retrying, when Replicate refuses the request (unknown trainer, bad token)', async () => {
    const req = await f.trainingRequest(5);
    const unknown = await errorOf(f.provider({ trainerVersion: `ostris/flux-dev-lora-trainer:${'f'.repeat(64)}` }).train(req, f.context().ctx));
    expect(unknown).toMatchObject({ failure: TrainingFailure.PROVIDER_FAILED, message: 'Replicate refused the training: Not found: The requested model version does not exist' });
    const creates = f.double.requests.filter((r) => r.method === 'POST' && (r.body as { webhook?: string } | null)?.webhook?.endsWith(req.jobId));
    expect(creates.map((r) => r.status)).toEqual([404]);
    expect(await f.store.head(replicateKeys(req.userId, req.modelId).zip)).toBeNull();

    const badToken = new ReplicateClient({ token: 'r8_wrong', baseUrl: f.double.url, retryBaseMs: 10 });
    const denied = await errorOf(f.provider({ client: badToken }).train(await f.trainingRequest(5), f.context().ctx));
    expect(denied).toMatchObject({ failure: TrainingFailure.PROVIDER_FAILED, message: 'Replicate refused the training: Unauthenticated: You did not pass a valid authentication token' });
  });

  it('retries a throttled create after Retry-After and starts exactly one training', async () => {
    f.double.throttle(1, 1, (method, path) => method === 'POST' && path.endsWith('/trainings'));
    const req = await f.trainingRequest(5);
    const artifact = await f.provider().train(req, f.context().ctx);

    const creates = f.double.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/trainings') && (r.body as { webhook?: string } | null)?.webhook?.endsWith(req.jobId));
    expect(creates.map((r) => r.status)).toEqual([429, 201]);
    expect(creates[1]!.at - creates[0]!.at).toBeGreaterThanOrEqual(950);
    expect([...f.double.runs.values()].filter((r) => r.webhook?.endsWith(req.jobId))).toHaveLength(1);
    expect(artifact.providerRef).toBe(f.trainingOf(req.jobId)!.id);
  });

  it('resumes the training its job already started when the step runs again, instead of paying for another', async () => {
    const req = await f.trainingRequest(5);
    const first = await f.provider().train(req, f.context().ctx);
    const again = await f.provider().train(req, f.context().ctx);
    expect(again).toEqual(first);
    expect([...f.double.runs.values()].filter((r) => r.webhook?.endsWith(req.jobId))).toHaveLength(1);
  });

  it('wakes a waiter in another process through PubSub when the webhook reached this one', async () => {
    const elsewhere = new ReplicateUpdates();
    const stop = relayReplicateUpdates(f.served.t.services.pubsub, elsewhere);
    try {
      const req = await f.trainingRequest(5);
      const started = Date.now();
      const artifact = await f.provider({ updates: elsewhere }).train(req, f.context().ctx);
      expect(Date.now() - started).toBeLessThan(10_000); // polling is every minute
      // Woken without the state, it asked the API: more GETs than the deliveries' re-reads.
      const sent = await processedWebhooks(artifact.providerRef!);
      expect(polls(artifact.providerRef!).length).toBeGreaterThan(sent.length);
    } finally {
      stop();
    }
  });
});
