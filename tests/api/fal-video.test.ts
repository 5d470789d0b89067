import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getCreditsBalance } from '@kadr/core/ledger/get-credits-balance';
import { probeVideo } from '@kadr/workflows/inference/local/video-probe';
import type { VideoContext, VideoRequest } from '@kadr/workflows/inference/video-provider';
import { fetchFile, headshotPhoto, setBalance, storedHeadshot } from '../factories/media';
import { falFixture, type FalFixture } from '../support/fal-double-fixture';
import { bearer, call } from '../support/test-app';
import { waitFor } from '../support/wait';
import { deliveriesProcessed } from '../support/webhook-deliveries';

// Videos on fal (Kling 2.5 Turbo image-to-video) against the fal double: the frame goes to fal's storage, the double
// renders a real MP4 of the clip length asked ("5" or "10"), the provider cuts it to the video's length.
describe('videos on fal, against the local double', () => {
  let f: FalFixture;
  let user: { id: string; token: string };

  beforeAll(async () => {
    f = await falFixture({ app: { REQUIRE_EMAIL_CONFIRMATION: 'false', VIDEO_PROVIDER: 'fal', FAL_POLL_INTERVAL_SECONDS: '60', FAL_WEBHOOK_POLL_INTERVAL_SECONDS: '60' } });
    const res = await call(f.served.t.app, 'POST', '/api/auth/register', { email: 'maker@example.com', password: 'secret1', fullName: 'Maker' });
    user = { token: res.body.data.token, id: res.body.data.user.id };
  }, 60_000);
  afterAll(() => f?.close());
  beforeEach(() => f.double.reset());

  const api = (method: string, path: string, body?: unknown) => call(f.served.t.app, method, path, body, bearer(user.token));
  const submits = () => f.double.requests.filter((r) => r.method === 'POST' && r.path === `/${f.double.video}`);

  async function request(durationSeconds = 4): Promise<VideoRequest> {
    const frameKey = `users/${user.id}/videos/${randomUUID()}-frame.jpg`;
    await f.store.put(frameKey, await headshotPhoto(), { contentType: 'image/jpeg' });
    return { jobId: randomUUID(), userId: user.id, frameKey, maskKey: null, prompt: 'a slow smile', durationSeconds, quality: 'standard', motion: 'parallax' };
  }

  function context(o: { providerRef?: string | null; mayStart?: boolean } = {}) {
    const saved: { ref: string; state: string | undefined }[] = [];
    const progress: number[] = [];
    const ctx: VideoContext = {
      store: f.store,
      signal: new AbortController().signal,
      reportProgress: (p) => void progress.push(p),
      providerRef: o.providerRef ?? null,
      // What the run's state was when its reference was saved: it must be before the wait.
      saveProviderRef: async (ref) => void saved.push({ ref, state: f.double.runs.get(ref)?.state }),
      mayStart: o.mayStart,
    };
    return { ctx, saved, progress };
  }

  it('makes a 5 s clip for a 4 s video, cuts it to 4 s, and saves the request before waiting on its webhook', async () => {
    const req = await request(4);
    const { ctx, saved, progress } = context();
    const video = await f.video().render(req, ctx);

    const run = f.runOf(req.jobId)!;
    expect(run.input).toEqual({ image_url: expect.stringMatching(new RegExp(`^${f.double.url}/files/`)), prompt: 'a slow smile', duration: '5' });
    expect(f.double.inputImages.get(run.id)).toBe((await headshotPhoto()).length);
    expect(saved).toEqual([{ ref: run.id, state: 'IN_QUEUE' }]);
    expect([video.width, video.height]).toEqual([480, 480]);
    expect(Math.abs(video.durationSeconds - 4)).toBeLessThanOrEqual(0.1);
    const probe = await probeVideo(video.mp4);
    expect(probe.codec).toBe('h264');
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    await deliveriesProcessed(f.served.t.services, 'fal', [`${run.id}:OK`]);
    expect(f.double.billing((r) => r.id === run.id)).toMatchObject({ submitted: 1, paid: 1 });
  }, 60_000);

  it('resumes the request an earlier attempt saved instead of paying for another, also when it may only resume', async () => {
    const req = await request(5);
    const first = context();
    const video = await f.video().render(req, first.ctx);
    const again = await f.video().render(req, context({ providerRef: first.saved[0]!.ref, mayStart: false }).ctx);
    expect(submits()).toHaveLength(1);
    expect(again.mp4.equals(video.mp4)).toBe(true);

    const paused = await f
      .video()
      .render(await request(5), context({ mayStart: false }).ctx)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(paused).toMatchObject({ name: 'ProviderUnavailable', provider: 'fal', capability: 'video', reason: 'paused' });
    expect(submits()).toHaveLength(1);
  }, 60_000);

  it('waits out fal going down while its request runs: the clip is delivered once fal is back, paid once', async () => {
    const client = f.client('video', { maxRetries: 1 });
    const failedPolls = () => f.calls.filter((c) => c.operation === 'status' && c.outcome !== 'ok').length;
    const before = failedPolls();
    const req = await request(5);
    const { ctx, saved } = context();
    // The first progress report comes right after the submit: fal goes down there (connections refused), once.
    let downed = false;
    ctx.reportProgress = () => void (downed || ((downed = true), f.double.down()));
    try {
      const rendering = f.video({ client, pollIntervalMs: 30, webhookPollIntervalMs: 30 }).render(req, ctx);
      const run = await waitFor(() => f.runOf(req.jobId), { what: 'the request at fal' });
      await waitFor(() => run.state === 'COMPLETED', { timeoutMs: 30_000, what: 'the request to complete while fal is down' });
      // Down for longer than the client's own tries (two per poll): several polls failed, and the job still waits.
      await waitFor(() => failedPolls() - before >= 6, { timeoutMs: 30_000, what: 'polls to fail past the client’s retries' });
      await f.double.up();
      const video = await rendering;
      expect(Math.abs(video.durationSeconds - 5)).toBeLessThanOrEqual(0.1);
      expect(saved.map((s) => s.ref)).toEqual([run.id]);
      expect(submits()).toHaveLength(1);
      expect(f.double.billing((r) => r.id === run.id)).toMatchObject({ submitted: 1, paid: 1, canceled: 0 });
    } finally {
      await f.double.up();
    }
  }, 90_000);

  it('fails with fal’s words when the run fails, and refuses lengths the model cannot make', async () => {
    f.double.knobs.failRunsWith = 'Content moderation flagged the image';
    const failed = await f.video().render(await request(5), context().ctx).then(
      () => null,
      (e: unknown) => e,
    );
    expect(failed).toMatchObject({ name: 'VideoProviderError', message: 'Content moderation flagged the image' });
    const long = await f.video().render(await request(12), context().ctx).then(
      () => null,
      (e: unknown) => e,
    );
    expect(long).toMatchObject({ name: 'VideoProviderError', message: expect.stringMatching(/does not make 12-second videos/) });
  }, 60_000);

  it('runs a video job through the API on fal (VIDEO_PROVIDER=fal): the MP4 copied into our store, the credits captured', async () => {
    const image = await storedHeadshot(f.served.t, user.id);
    await setBalance(f.served.t, user.id, 5);
    const res = await api('POST', '/api/ai/videos/generate', { prompt: 'a slow smile', style: 'professional', duration: 4, sourceImageId: image.id });
    expect(res.status).toBe(202);
    expect(res.body.metadata.provider).toBe('fal');
    const { jobId, videoId } = res.body.data;
    const job = await waitFor(
      async () => {
        const r = await api('GET', `/api/ai/videos/jobs/${jobId}`);
        return ['succeeded', 'failed'].includes(r.body.data?.status) && r.body.data;
      },
      { timeoutMs: 60_000, intervalMs: 100, what: `video job ${jobId} to end` },
    );
    expect(job).toMatchObject({ status: 'succeeded', video: { id: videoId, status: 'succeeded', durationSec: 4, width: 480, height: 480 } });
    const run = f.runOf(jobId)!;
    const row = await f.prisma.aiJob.findUniqueOrThrow({ where: { id: jobId } });
    expect([row.provider, row.providerRef]).toEqual(['fal', run.id]);
    const ours = await fetchFile(f.served.t, job.video.videoUrl);
    expect(Math.abs((await probeVideo(ours.bytes)).durationSeconds - 4)).toBeLessThanOrEqual(0.1);
    expect(await getCreditsBalance(f.served.t.services, { userId: user.id })).toBe(0);
    expect(f.double.billing((r) => r.id === run.id)).toMatchObject({ submitted: 1, paid: 1 });
  }, 90_000);
});
