import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCreditsBalance } from '@kadr/core/ledger/get-credits-balance';
import { configureMediaTools } from '@kadr/core/media-tools/media-tools';
import { videoKeys } from '@kadr/core/media/media-keys';
import { getFaceEngine } from '@kadr/core/vision/human';
import { findFaceBoxes } from '../fixtures/vision/photos';
import { extractFrame, probeVideo } from '@kadr/workflows/inference/local/video-probe';
import { fetchFile, setBalance, storedHeadshot, trainModel, whileStoreDeletesFail } from '../factories/media';
import { storedVideo } from '../factories/library';
import { graphql } from '../gql';
import { expectTypename, graphqlClient } from '../support/graphql';
import { bearer, call, createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';
import { collect, listen, wsClient } from '../support/ws-server';

// One user trains a real local model once; videos render with the real local engine (ffmpeg) and are checked with
// ffprobe. Short clips at standard quality keep the run time modest.

const STAGES = ['starting', 'preparing', 'processing', 'rendering', 'finalizing', 'completed'];
const GENERATE = graphql(`
  mutation GenerateTestVideo($i: GenerateVideoInput!) {
    generateVideo(input: $i) {
      __typename
      ... on Error { code message }
      ... on InsufficientCreditsError { needed available }
      ... on ValidationError { fieldErrors { path message } }
      ... on GenerateVideoPayload { jobId cost job { id status cost video { id status durationSec quality } } }
    }
  }
`);
const JOB_UPDATES = graphql(`
  subscription VideoJobUpdates($jobId: ID!) {
    videoJobUpdated(jobId: $jobId) { status stage progress video { id status } }
  }
`);
const JOB_AND_LIST = graphql(`
  query VideoJobAndList($id: ID!) {
    videoJob(id: $id) { stage video { id durationSec } }
    videos { edges { node { id } } }
  }
`);
const JOB_ID = graphql(`
  query VideoJobId($id: ID!) {
    videoJob(id: $id) { id }
  }
`);
const VIDEO_IDS = graphql(`
  query VideoIds {
    videos { edges { node { id } } }
  }
`);
const DELETE = graphql(`
  mutation DeleteTestVideo($id: ID!) {
    deleteVideo(id: $id) { __typename ... on DeleteVideoPayload { deletedId } ... on Error { message } }
  }
`);
const VIDEO_AVAILABLE = graphql(`
  query TestVideoAvailable {
    videoAvailable
  }
`);
const DURATION = 'Duration must be a whole number of seconds from 3 to 10';

type User = { token: string; id: string };

async function register(t: TestApp, email: string): Promise<User> {
  const res = await call(t.app, 'POST', '/api/auth/register', { email, password: 'secret1', fullName: email.split('@')[0] });
  return { token: res.body.data.token as string, id: res.body.data.user.id as string };
}

describe('video generation on the local engine', () => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof listen>>;
  let owner: User;
  let other: User;

  const api = (user: User, method: string, path: string, body?: unknown) => call(t.app, method, path, body, bearer(user.token));
  const gql = (user: User) => graphqlClient(t, user.token).execute;
  const balance = (user: User) => getCreditsBalance(t.services, { userId: user.id });
  const finishedJob = (user: User, jobId: string) =>
    waitFor(
      async () => {
        const res = await api(user, 'GET', `/api/ai/videos/jobs/${jobId}`);
        return ['succeeded', 'failed'].includes(res.body.data?.status) && res.body.data;
      },
      { timeoutMs: 120_000, intervalMs: 200, what: `video job ${jobId} to end` },
    );
  const captures = (jobId: string) => t.services.prisma.creditLedgerEntry.findMany({ where: { kind: 'capture', idempotencyKey: { startsWith: `${jobId}:` } } });

  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', SIGNUP_BONUS_CREDITS: '0', TRAINING_COST_CREDITS: '0' });
    server = await listen(t);
    owner = await register(t, 'owner@example.com');
    other = await register(t, 'other@example.com');
    await trainModel(t, owner.token);
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  it('renders a video from the active model live through every stage, serves a playable MP4 and its poster, and charges 5 credits', async () => {
    await setBalance(t, owner.id, 7);
    const res = await api(owner, 'POST', '/api/ai/videos/generate', { prompt: 'a calm profile video', style: 'professional', duration: 3 });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ success: true, error: null, metadata: { provider: 'local', duration: { min: 3, max: 10 } } });
    const { jobId, videoId, cost } = res.body.data;
    expect(cost).toBe(5);
    // Held at once.
    expect(await balance(owner)).toBe(2);

    const client = wsClient(server.wsUrl, owner.token);
    const feed = collect(client, JOB_UPDATES, { jobId });
    const job = await finishedJob(owner, jobId);
    await waitFor(() => feed.events.at(-1)?.videoJobUpdated.stage === 'completed', { what: 'the completed event' });
    feed.stop();
    await client.dispose();
    expect(feed.errors).toEqual([]);
    const stages = feed.events.map((e) => e.videoJobUpdated.stage);
    const order = stages.map((s) => (s ? STAGES.indexOf(s) : -1));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(stages).toEqual(expect.arrayContaining(['processing', 'rendering', 'completed']));
    const progress = feed.events.map((e) => e.videoJobUpdated.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    expect(job).toMatchObject({ id: jobId, status: 'succeeded', stage: 'completed', progress: 100, cost: 5, errorMessage: null });
    expect(job.video).toMatchObject({
      id: videoId,
      jobId,
      status: 'succeeded',
      prompt: 'a calm profile video',
      style: 'professional',
      durationSec: 3,
      quality: 'standard',
      sourceImageId: null,
      width: 720,
      height: 720,
    });
    const file = await fetchFile(t, job.video.videoUrl);
    expect([file.status, file.type]).toEqual([200, 'video/mp4']);
    const probe = await probeVideo(file.bytes);
    expect([probe.codec, probe.width, probe.height, probe.hasAudio]).toEqual(['h264', 720, 720, false]);
    expect(Math.abs(probe.durationSeconds - 3)).toBeLessThanOrEqual(0.5);
    // The person is in it, mid-clip: a face is found in the frame at 1.5 s.
    const middle = await extractFrame(file.bytes, 1.5);
    const middleJpeg = await sharp(middle.data, { raw: { width: middle.width, height: middle.height, channels: 3 } }).jpeg().toBuffer();
    expect((await findFaceBoxes(await getFaceEngine(), middleJpeg)).length).toBe(1);
    const poster = await fetchFile(t, job.video.posterUrl);
    const meta = await sharp(poster.bytes).metadata();
    expect([poster.type, meta.format, meta.width, meta.height]).toEqual(['image/jpeg', 'jpeg', 720, 720]);

    const keys = videoKeys(owner.id, videoId);
    const row = await t.services.prisma.video.findUniqueOrThrow({ where: { id: videoId } });
    expect([row.storageKey, row.posterKey]).toEqual([`users/${owner.id}/videos/${videoId}.mp4`, keys.poster]);
    // The first frame and its mask were working files.
    expect(await t.services.store.head(keys.frame)).toBeNull();
    expect(await t.services.store.head(keys.mask)).toBeNull();

    const list = await api(owner, 'GET', '/api/ai/videos');
    expect(list.body.success).toBe(true);
    expect(list.body.data[0]).toMatchObject({ id: videoId, status: 'succeeded', videoUrl: expect.stringContaining('/files/') });
    const viaGraphql = await gql(owner)(JOB_AND_LIST, { id: jobId });
    expect(viaGraphql.data?.videoJob).toEqual({ stage: 'completed', video: { id: videoId, durationSec: 3 } });
    expect(viaGraphql.data?.videos.edges.map((e) => e.node.id)).toContain(videoId);

    expect(await balance(owner)).toBe(2);
    expect((await captures(jobId)).map((c) => [c.idempotencyKey, c.amount])).toEqual([[`${jobId}:video:capture`, -5]]);
    const hold = await t.services.prisma.creditHold.findFirstOrThrow({ where: { jobId } });
    expect([hold.status, hold.amount, hold.captured]).toEqual(['captured', 5, 5]);
  }, 150_000);

  it('animates one of the viewer\'s images at high quality through GraphQL', async () => {
    const image = await storedHeadshot(t, owner.id);
    await setBalance(t, owner.id, 5);
    const res = await gql(owner)(GENERATE, { i: { prompt: 'slow pan', style: 'casual', duration: 3, quality: 'high', sourceImageId: image.id } });
    const payload = expectTypename(res.data?.generateVideo, 'GenerateVideoPayload');
    expect(payload).toMatchObject({ __typename: 'GenerateVideoPayload', cost: 5, job: { cost: 5, video: { durationSec: 3, quality: 'high' } } });
    expect(await balance(owner)).toBe(0);

    const job = await finishedJob(owner, payload.jobId);
    expect(job).toMatchObject({ status: 'succeeded', video: { status: 'succeeded', sourceImageId: image.id, width: 1024, height: 1024 } });
    const probe = await probeVideo((await fetchFile(t, job.video.videoUrl)).bytes);
    expect([probe.width, probe.height, probe.fps]).toEqual([1024, 1024, 30]);
    expect(Math.abs(probe.durationSeconds - 3)).toBeLessThanOrEqual(0.5);
    expect(await balance(owner)).toBe(0);
  }, 150_000);

  it('charges nothing for a video that fails, and says why', async () => {
    const image = await storedHeadshot(t, owner.id);
    // The row still says delivered, but the file is gone: the job fails while preparing the first frame.
    await t.services.store.delete(image.storageKey!);
    await setBalance(t, owner.id, 5);
    const res = await api(owner, 'POST', '/api/ai/videos/generate', { prompt: 'profile video', style: 'professional', duration: 3, sourceImageId: image.id });
    expect(res.status).toBe(202);
    expect(await balance(owner)).toBe(0);
    const job = await finishedJob(owner, res.body.data.jobId);
    expect(job).toMatchObject({ status: 'failed', errorMessage: 'The selected image is no longer available' });
    expect(job.video).toMatchObject({ status: 'failed', errorMessage: 'The selected image is no longer available', videoUrl: null, posterUrl: null });
    expect(await captures(job.id)).toEqual([]);
    const hold = await t.services.prisma.creditHold.findFirstOrThrow({ where: { jobId: job.id } });
    expect([hold.status, hold.captured]).toEqual(['released', 0]);
    expect(await balance(owner)).toBe(5);
    expect(await t.services.store.list(`users/${owner.id}/videos/${job.video.id}`)).toEqual([]);
  }, 60_000);

  it("refuses with the spec's credits message when the balance is short, holding nothing", async () => {
    await setBalance(t, owner.id, 4);
    const jobsBefore = await t.services.prisma.aiJob.count({ where: { userId: owner.id } });
    const videosBefore = await t.services.prisma.video.count({ where: { userId: owner.id } });
    // High quality: ultra is premium (refused before any credit check to users without a subscription).
    const res = await api(owner, 'POST', '/api/ai/videos/generate', { prompt: 'profile video', style: 'professional', quality: 'high' });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ success: false, data: null, error: { code: 'INSUFFICIENT_CREDITS', message: 'You need 5 credits but only have 4' } });
    const viaGraphql = await gql(owner)(GENERATE, { i: { prompt: 'profile video', style: 'professional' } });
    expect(viaGraphql.data?.generateVideo).toEqual({
      __typename: 'InsufficientCreditsError',
      code: 'INSUFFICIENT_CREDITS',
      message: 'You need 5 credits but only have 4',
      needed: 5,
      available: 4,
    });
    expect(await t.services.prisma.aiJob.count({ where: { userId: owner.id } })).toBe(jobsBefore);
    expect(await t.services.prisma.video.count({ where: { userId: owner.id } })).toBe(videosBefore);
    expect(await t.services.prisma.creditHold.count({ where: { userId: owner.id, status: 'open' } })).toBe(0);
    expect(await balance(owner)).toBe(4);
  });

  it('on a server without usable video tools, says so and refuses a video before anything is held', async () => {
    await setBalance(t, owner.id, 10);
    const before = {
      jobs: await t.services.prisma.aiJob.count({ where: { userId: owner.id } }),
      videos: await t.services.prisma.video.count({ where: { userId: owner.id } }),
    };
    expect((await gql(owner)(VIDEO_AVAILABLE, {})).data?.videoAvailable).toBe(true);
    // As on a machine where FFMPEG_PATH names a file that is not there (no fallback to another build then).
    configureMediaTools({ ffmpegPath: '/nonexistent/bin/ffmpeg' });
    try {
      expect((await gql(owner)(VIDEO_AVAILABLE, {})).data?.videoAvailable).toBe(false);
      const engines = await call(t.app, 'GET', '/api/ai/engines');
      expect(engines.body.data).toMatchObject({ video: 'local', videoAvailable: false });
      const res = await api(owner, 'POST', '/api/ai/videos/generate', { prompt: 'profile video', style: 'professional', duration: 3 });
      expect([res.status, res.body.error?.code, res.body.error?.message]).toEqual([503, 'VIDEO_UNAVAILABLE', 'Videos cannot be made on this server right now']);
      const viaGraphql = await gql(owner)(GENERATE, { i: { prompt: 'profile video', style: 'professional' } });
      expect(viaGraphql.data?.generateVideo).toEqual({ __typename: 'VideoUnavailableError', code: 'VIDEO_UNAVAILABLE', message: 'Videos cannot be made on this server right now' });
    } finally {
      configureMediaTools({});
    }
    expect(await t.services.prisma.aiJob.count({ where: { userId: owner.id } })).toBe(before.jobs);
    expect(await t.services.prisma.video.count({ where: { userId: owner.id } })).toBe(before.videos);
    expect(await t.services.prisma.creditHold.count({ where: { userId: owner.id, status: 'open' } })).toBe(0);
    expect(await balance(owner)).toBe(10);
    expect((await gql(owner)(VIDEO_AVAILABLE, {})).data?.videoAvailable).toBe(true);
  });

  it('answers bad input with 400 and a clear message, before anything is held', async () => {
    await setBalance(t, owner.id, 10);
    // A left-out or empty prompt has its own code, so that clients word it without reading the message.
    const cases: [Record<string, unknown>, string, string][] = [
      [{ style: 'professional' }, 'PROMPT_REQUIRED', 'Prompt is required'],
      [{ prompt: '   ', style: 'professional' }, 'PROMPT_REQUIRED', 'Prompt is required'],
      [{ prompt: 'video', style: 'professional', duration: 2 }, 'VALIDATION_ERROR', DURATION],
      [{ prompt: 'video', style: 'professional', duration: 11 }, 'VALIDATION_ERROR', DURATION],
      [{ prompt: 'video', style: 'professional', duration: 4.5 }, 'VALIDATION_ERROR', DURATION],
      [{ prompt: 'video', style: 'professional', duration: '5' }, 'VALIDATION_ERROR', DURATION],
      [{ prompt: 'video', style: 'professional', quality: 'x' }, 'VALIDATION_ERROR', "quality must be 'standard', 'high' or 'ultra'"],
      [{ prompt: 'video', style: 'no-such-style' }, 'VALIDATION_ERROR', 'Unknown style "no-such-style"'],
      [{ prompt: 'video' }, 'VALIDATION_ERROR', 'Choose a style'],
    ];
    for (const [body, code, message] of cases) {
      const res = await api(owner, 'POST', '/api/ai/videos/generate', body);
      expect([res.status, res.body.success, res.body.error?.code, res.body.error?.message], JSON.stringify(body)).toEqual([400, false, code, message]);
    }
    const notJson = await api(owner, 'POST', '/api/ai/videos/generate', '{"prompt":');
    expect([notJson.status, notJson.body.error.message]).toEqual([400, 'Request body must be valid JSON']);
    const viaGraphql = await gql(owner)(GENERATE, { i: { prompt: 'video', style: 'professional', duration: 11 } });
    expect(viaGraphql.data?.generateVideo).toMatchObject({ __typename: 'ValidationError', message: DURATION, fieldErrors: [{ path: 'duration', message: DURATION }] });
    expect(await balance(owner)).toBe(10);

    const noModel = await api(other, 'POST', '/api/ai/videos/generate', { prompt: 'video', style: 'professional' });
    expect([noModel.status, noModel.body.error.code]).toEqual([409, 'NO_ACTIVE_MODEL']);
    const anonymous = await call(t.app, 'POST', '/api/ai/videos/generate', { prompt: 'video', style: 'professional' });
    expect([anonymous.status, anonymous.body.error.code]).toEqual([401, 'NOT_AUTHENTICATED']);
  });

  it("hides one user's videos, jobs and images from another, answering 404", async () => {
    const video = await t.services.prisma.video.findFirstOrThrow({ where: { userId: owner.id, status: 'succeeded' } });
    const image = await storedHeadshot(t, owner.id);
    await setBalance(t, other.id, 10);

    const animate = await api(other, 'POST', '/api/ai/videos/generate', { prompt: 'video', style: 'professional', sourceImageId: image.id });
    expect([animate.status, animate.body.error.code, animate.body.error.message]).toEqual([404, 'NOT_FOUND', 'Image not found']);
    const animateGql = await gql(other)(GENERATE, { i: { prompt: 'video', style: 'professional', sourceImageId: image.id } });
    expect(animateGql.data?.generateVideo).toMatchObject({ __typename: 'NotFoundError', message: 'Image not found' });
    expect(await getCreditsBalance(t.services, { userId: other.id })).toBe(10);

    const read = await api(other, 'GET', `/api/ai/videos/jobs/${video.jobId}`);
    expect([read.status, read.body.success, read.body.error.message]).toEqual([404, false, 'Video job not found']);
    expect((await api(other, 'GET', '/api/ai/videos/jobs/not-a-uuid')).status).toBe(404);
    expect((await api(other, 'GET', '/api/ai/videos')).body.data).toEqual([]);
    expect((await gql(other)(JOB_ID, { id: video.jobId! })).data?.videoJob).toBeNull();
    expect((await gql(other)(VIDEO_IDS)).data?.videos.edges).toEqual([]);

    const remove = await api(other, 'DELETE', `/api/ai/videos/${video.id}`);
    expect([remove.status, remove.body.error.message]).toEqual([404, 'Video not found']);
    const removeGql = await gql(other)(DELETE, { id: video.id });
    expect(removeGql.data?.deleteVideo).toEqual({ __typename: 'NotFoundError', message: 'Video not found' });
    expect((await t.services.prisma.video.findUniqueOrThrow({ where: { id: video.id } })).deletedAt).toBeNull();

    const client = wsClient(server.wsUrl, other.token);
    const feed = collect(client, JOB_UPDATES, { jobId: video.jobId! });
    await waitFor(() => feed.errors.length > 0, { what: 'the refused subscription' });
    expect(feed.events).toEqual([]);
    await client.dispose();
  });

  it('deletes a video and its files, by REST and GraphQL', async () => {
    const [first, second] = await t.services.prisma.video.findMany({ where: { userId: owner.id, status: 'succeeded', deletedAt: null }, orderBy: { createdAt: 'asc' } });
    const res = await api(owner, 'DELETE', `/api/ai/videos/${first!.id}`);
    expect([res.status, res.body.data]).toEqual([200, { deletedId: first!.id }]);
    expect(await t.services.store.head(first!.storageKey!)).toBeNull();
    expect(await t.services.store.head(first!.posterKey!)).toBeNull();
    expect((await api(owner, 'GET', '/api/ai/videos')).body.data.map((v: { id: string }) => v.id)).not.toContain(first!.id);
    expect((await api(owner, 'GET', `/api/ai/videos/jobs/${first!.jobId}`)).body.data.video).toBeNull();
    expect((await api(owner, 'DELETE', `/api/ai/videos/${first!.id}`)).status).toBe(404);

    const viaGraphql = await gql(owner)(DELETE, { id: second!.id });
    expect(viaGraphql.data?.deleteVideo).toEqual({ __typename: 'DeleteVideoPayload', deletedId: second!.id });
    expect(await t.services.store.head(second!.storageKey!)).toBeNull();
  });

  it('keeps a video listed when the store fails to delete its files, so a retry deletes them', async () => {
    const video = await storedVideo(t, owner.id);
    const store = t.services.store;
    const res = await whileStoreDeletesFail(t, () => api(owner, 'DELETE', `/api/ai/videos/${video.id}`));
    expect(res.status).toBe(500);
    expect((await t.services.prisma.video.findUniqueOrThrow({ where: { id: video.id } })).deletedAt).toBeNull();
    expect(await store.head(video.storageKey!)).not.toBeNull();
    expect((await api(owner, 'DELETE', `/api/ai/videos/${video.id}`)).status).toBe(200);
    expect(await store.head(video.storageKey!)).toBeNull();
  });
});
