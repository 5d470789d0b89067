import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '@kadr/core/env';
import { getCreditsBalance } from '@kadr/core/ledger/get-credits-balance';
import { videoKeys } from '@kadr/core/media/media-keys';
import { probeVideo } from '@kadr/workflows/inference/local/video-probe';
import { ReplicateClient } from '@kadr/workflows/inference/replicate/replicate-client';
import { createReplicateVideoProvider, type ReplicateVideoOptions } from '@kadr/workflows/inference/replicate/replicate-video';
import type { VideoContext, VideoRequest } from '@kadr/workflows/inference/video-provider';
import { fetchFile, headshotPhoto, setBalance, storedHeadshot } from '../factories/media';
import { startReplicateDouble, type ReplicateDouble } from '../support/replicate-double';
import { serveTestApp } from '../support/serve-app';
import { bearer, call } from '../support/test-app';
import { waitFor } from '../support/wait';
import { deliveriesProcessed } from '../support/webhook-deliveries';

// VIDEO_PROVIDER=replicate: the real app on a real port against the local double of Replicate's API. The double
// reads the frame the app uploaded with its Files API, renders a real MP4 of the asked duration, and posts signed
// webhooks back.

describe('the video provider setting', () => {
  const base = { JWT_SECRET: 'x'.repeat(32) };

  it('defaults to the local engine and names a bad provider, model or missing token', () => {
    expect(loadEnv(base)).toMatchObject({ VIDEO_PROVIDER: 'local', REPLICATE_VIDEO_MODEL: 'bytedance/seedance-1-lite' });
    expect(() => loadEnv({ ...base, VIDEO_PROVIDER: 'runway' })).toThrow(/VIDEO_PROVIDER: must be "local" or one of replicate, fal/);
    expect(() => loadEnv({ ...base, REPLICATE_VIDEO_MODEL: 'seedance' })).toThrow(/REPLICATE_VIDEO_MODEL: must be owner\/name or owner\/name:version/);
    expect(() => loadEnv({ ...base, VIDEO_PROVIDER: 'replicate' })).toThrow(/REPLICATE_API_TOKEN: required when VIDEO_PROVIDER=replicate/);
    expect(loadEnv({ ...base, VIDEO_PROVIDER: 'replicate', REPLICATE_API_TOKEN: 'r8_x', REPLICATE_VIDEO_MODEL: 'owner/model:abc123' }).VIDEO_PROVIDER).toBe('replicate');
  });
});

describe('videos on Replicate (image-to-video), against the local double', () => {
  let double: ReplicateDouble;
  let served: Awaited<ReturnType<typeof serveTestApp>>;
  let user: { id: string; token: string };

  const api = (method: string, path: string, body?: unknown) => call(served.t.app, method, path, body, bearer(user.token));
  const predictionOf = (jobId: string) => [...double.runs.values()].find((r) => r.webhook?.endsWith(`jobId=${jobId}`));
  const predictionCreates = () => double.requests.filter((r) => r.method === 'POST' && r.path === `/v1/models/${double.videoModel}/predictions`);
  const finishedJob = (jobId: string) =>
    waitFor(
      async () => {
        const res = await api('GET', `/api/ai/videos/jobs/${jobId}`);
        return ['succeeded', 'failed'].includes(res.body.data?.status) && res.body.data;
      },
      { timeoutMs: 60_000, intervalMs: 100, what: `video job ${jobId} to end` },
    );

  beforeAll(async () => {
    double = await startReplicateDouble();
    served = await serveTestApp({
      REQUIRE_EMAIL_CONFIRMATION: 'false',
      VIDEO_PROVIDER: 'replicate',
      REPLICATE_API_TOKEN: double.token,
      REPLICATE_API_URL: double.url,
      REPLICATE_WEBHOOK_SECRET: double.webhookSecret,
      // Polling every minute: within a test only a webhook can finish a prediction.
      REPLICATE_POLL_INTERVAL_SECONDS: '60',
    });
    const res = await call(served.t.app, 'POST', '/api/auth/register', { email: 'maker@example.com', password: 'secret1', fullName: 'Maker' });
    user = { token: res.body.data.token, id: res.body.data.user.id };
  }, 60_000);

  afterAll(async () => {
    await double?.close();
    await served?.close();
  });

  beforeEach(() => Object.assign(double.knobs, { dropWebhooks: false, duplicateWebhooks: false, failPredictionsWith: null }));

  it('animates the image with the model, finishes on the completion webhook and copies the MP4 into our store at once', async () => {
    const image = await storedHeadshot(served.t, user.id);
    await setBalance(served.t, user.id, 5);
    const res = await api('POST', '/api/ai/videos/generate', { prompt: 'a slow smile', style: 'professional', duration: 4, sourceImageId: image.id });
    expect(res.status).toBe(202);
    expect(res.body.metadata.provider).toBe('replicate');
    const { jobId, videoId } = res.body.data;
    const job = await finishedJob(jobId);
    expect(job).toMatchObject({ status: 'succeeded', stage: 'completed', cost: 5, video: { id: videoId, status: 'succeeded', durationSec: 4, width: 480, height: 480 } });

    const prediction = predictionOf(jobId)!;
    expect(prediction).toMatchObject({ status: 'succeeded', model: double.videoModel, webhook_events_filter: ['start', 'completed'] });
    expect(prediction.input).toEqual({ image: expect.stringMatching(new RegExp(`^${double.url}/v1/files/\\w+$`)), prompt: 'a slow smile', duration: 4, resolution: '480p' });
    // The frame went up with Replicate's Files API (our store is not reachable from Replicate): the user's headshot.
    // The upload is deleted once the prediction has ended.
    expect(double.inputImages.get(prediction.id)).toBe((await headshotPhoto()).length);
    expect(double.files.has(String(prediction.input!.image).split('/').at(-1)!)).toBe(false);
    await double.settled();
    const sent = double.webhooks.filter((w) => w.runId === prediction.id);
    expect(sent.map((w) => [w.event, w.responses])).toEqual([
      ['start', [202]],
      ['completed', [202]],
    ]);
    // Only the webhooks moved it along: one GET per delivery, its processing's re-read, and no poll (every minute).
    await deliveriesProcessed(served.t.services, 'replicate', sent.map((w) => w.id));
    expect(double.requests.filter((r) => r.method === 'GET' && r.path === `/v1/predictions/${prediction.id}`)).toHaveLength(2);
    const row = await served.t.services.prisma.aiJob.findUniqueOrThrow({ where: { id: jobId } });
    expect([row.provider, row.providerRef]).toEqual(['replicate', prediction.id]);

    // Served from our store, byte for byte what the provider made.
    expect(job.video.videoUrl.startsWith('/files/')).toBe(true);
    const ours = await fetchFile(served.t, job.video.videoUrl);
    const theirs = Buffer.from(await (await fetch(prediction.output as string)).arrayBuffer());
    expect(ours.bytes.equals(theirs)).toBe(true);
    const probe = await probeVideo(ours.bytes);
    expect([probe.codec, probe.width, probe.height]).toEqual(['h264', 480, 480]);
    expect(Math.abs(probe.durationSeconds - 4)).toBeLessThanOrEqual(0.5);
    expect(await served.t.services.store.head(videoKeys(user.id, videoId).poster)).not.toBeNull();
    expect(await getCreditsBalance(served.t.services, { userId: user.id })).toBe(0);
  }, 90_000);

  it("fails the job with the provider's error and charges nothing", async () => {
    const image = await storedHeadshot(served.t, user.id);
    await setBalance(served.t, user.id, 5);
    double.knobs.failPredictionsWith = 'CUDA out of memory';
    const res = await api('POST', '/api/ai/videos/generate', { prompt: 'a slow smile', style: 'professional', duration: 3, quality: 'high', sourceImageId: image.id });
    const job = await finishedJob(res.body.data.jobId);
    expect(job).toMatchObject({ status: 'failed', errorMessage: 'CUDA out of memory', video: { status: 'failed', videoUrl: null } });
    expect(predictionOf(job.id)!.input).toMatchObject({ duration: 3, resolution: '720p' });
    expect(await served.t.services.store.list(`users/${user.id}/videos/${job.video.id}`)).toEqual([]);
    const hold = await served.t.services.prisma.creditHold.findFirstOrThrow({ where: { jobId: job.id } });
    expect([hold.status, hold.captured]).toEqual(['released', 0]);
    expect(await getCreditsBalance(served.t.services, { userId: user.id })).toBe(5);
  }, 60_000);

  describe('the provider on its own', () => {
    const provider = (o: Partial<ReplicateVideoOptions> = {}) =>
      createReplicateVideoProvider({
        client: new ReplicateClient({ token: double.token, baseUrl: double.url, retryBaseMs: 10 }),
        model: double.videoModel,
        publicUrl: served.url,
        webhookSecret: double.webhookSecret,
        allowHttpWebhooks: true,
        pollIntervalMs: 60_000,
        ...o,
      });

    async function request(): Promise<VideoRequest> {
      const frameKey = `users/${user.id}/videos/${randomUUID()}-frame.jpg`;
      await served.t.services.store.put(frameKey, await headshotPhoto(), { contentType: 'image/jpeg' });
      return { jobId: randomUUID(), userId: user.id, frameKey, maskKey: null, prompt: 'a nod', durationSeconds: 3, quality: 'standard', motion: 'parallax' };
    }

    function context(providerRef: string | null = null) {
      const saved: string[] = [];
      const progress: number[] = [];
      const ctx: VideoContext = {
        store: served.t.services.store,
        signal: new AbortController().signal,
        reportProgress: (f) => void progress.push(f),
        providerRef,
        saveProviderRef: async (ref) => void saved.push(ref),
      };
      return { ctx, saved, progress };
    }

    it('finishes by polling when no webhook arrives', async () => {
      double.knobs.dropWebhooks = true;
      const { ctx, saved, progress } = context();
      const video = await provider({ pollIntervalMs: 20 }).render(await request(), ctx);
      expect([video.width, video.height]).toEqual([480, 480]);
      expect(Math.abs(video.durationSeconds - 3)).toBeLessThanOrEqual(0.5);
      expect(double.requests.filter((r) => r.method === 'GET' && r.path === `/v1/predictions/${saved[0]}`).length).toBeGreaterThan(0);
      expect(progress.at(-1)).toBe(1);
      expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    }, 30_000);

    it('resumes the prediction an earlier attempt started instead of paying for another', async () => {
      const req = await request();
      const first = context();
      const video = await provider().render(req, first.ctx);
      const creates = predictionCreates().length;
      const again = await provider().render(req, context(first.saved[0]!).ctx);
      expect(predictionCreates()).toHaveLength(creates);
      expect(again.mp4.equals(video.mp4)).toBe(true);
    }, 30_000);

    it('fails at once, with a message, when Replicate refuses the request', async () => {
      const err = await provider({ model: 'nobody/no-such-model' })
        .render(await request(), context().ctx)
        .then(
          () => null,
          (e: Error) => e,
        );
      expect(err).toMatchObject({ name: 'VideoProviderError', message: 'Replicate refused the video: Not found: The requested model does not exist' });
    });
  });
});
