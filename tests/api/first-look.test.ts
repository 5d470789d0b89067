import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCreditsBalance } from '@kadr/core/ledger/get-credits-balance';
import { PREVIEW_IMAGE_COST } from '@kadr/core/ledger/generation-costs';
import { IDENTITY_MATCH_THRESHOLD } from '@kadr/workflows/generation/generate-headshots.contract';
import type { ReplicateRun } from '@kadr/workflows/inference/replicate/replicate-types';
import { setBalance } from '../factories/media';
import { imagesForm, onePersonSelfies } from '../factories/selfies';
import { graphql } from '../gql';
import { startFalDouble, type FalDouble, type FalRun } from '../support/fal-double';
import { graphqlClient } from '../support/graphql';
import { startReplicateDouble, type ReplicateDouble } from '../support/replicate-double';
import { serveTestApp } from '../support/serve-app';
import { bearer, call, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';
import { collect, listen, wsClient } from '../support/ws-server';

// Issue #31, a first look before training: once 5 photos have a usable verdict, a few preview headshots from the best
// selfie, charged per delivered image, labelled preview wherever they are read. On the local engine (this machine's
// CPU, the profile of the checked selfies built on the fly), and on the provider doubles (FLUX.1 Kontext [pro] with
// their documented 5–10 s an image), with fail-over from a downed Replicate to fal.

const START = graphql(`
  mutation StartTestFirstLook($i: StartFirstLookInput!) {
    startFirstLook(input: $i) {
      __typename
      ... on Error { code message }
      ... on StartFirstLookPayload { jobId cost engine count job { id preview count } }
    }
  }
`);
const JOB = graphql(`
  query TestFirstLookJob($id: ID!) {
    headshotJob(id: $id) { id status preview images { id status preview identityScore identityFlagged imageUrl } }
  }
`);
const LATEST = graphql(`
  query TestLatestFirstLook($modelId: ID!) {
    firstLook(modelId: $modelId) { id preview }
    firstLookOffer { engine costPerImage defaultImages maxImages minPhotos }
  }
`);
const UPDATES = graphql(`
  subscription TestFirstLookUpdates($jobId: ID!) {
    headshotJobUpdated(jobId: $jobId) { status stage images { id status preview } }
  }
`);

type Served = Awaited<ReturnType<typeof serveTestApp>>;

/** A signed-up user of `t` with a model holding the first `photos` of the six selfies; the helpers the tests use. */
async function userWithPhotos(t: TestApp, email: string, photos: number) {
  const reg = await call(t.app, 'POST', '/api/auth/register', { email, password: 'secret1', fullName: 'First Look' });
  const user = { id: reg.body.data.user.id as string, token: reg.body.data.token as string };
  const api = (method: string, path: string, body?: unknown) => call(t.app, method, path, body, bearer(user.token));
  const modelId = (await api('POST', '/api/ai/models', { name: 'First look' })).body.data.modelId as string;
  const upload = async (from: number, to: number) => {
    const res = await t.app.fetch(
      new Request(`http://kadr.test/api/ai/models/${modelId}/photos`, { method: 'POST', headers: bearer(user.token), body: imagesForm((await onePersonSelfies()).slice(from, to)) }),
    );
    expect(res.status).toBe(201);
  };
  await upload(0, photos);
  const ended = (jobId: string) =>
    waitFor(
      async () => {
        const job = (await api('GET', `/api/ai/headshots/jobs/${jobId}`)).body.data;
        return ['succeeded', 'failed'].includes(job?.status) && job;
      },
      { timeoutMs: 120_000, intervalMs: 100, what: `first look ${jobId} to end` },
    );
  /** Milliseconds from the request to the first delivered preview, and the ended job. */
  const timed = async (body: Record<string, unknown> = {}) => {
    const asked = Date.now();
    const res = await api('POST', `/api/ai/models/${modelId}/first-look`, body);
    expect(res.status).toBe(202);
    const jobId = res.body.data.jobId as string;
    await waitFor(async () => (await t.services.prisma.generatedImage.count({ where: { jobId, status: 'succeeded' } })) > 0, { timeoutMs: 90_000, intervalMs: 50, what: 'the first preview' });
    const firstMs = Date.now() - asked;
    return { started: res.body, jobId, firstMs, job: await ended(jobId) };
  };
  return { user, api, modelId, upload, ended, timed };
}

/** What the job's hold did: its status, what it captured, and one capture entry per charged image. */
async function charges(t: TestApp, jobId: string) {
  const hold = await t.services.prisma.creditHold.findFirstOrThrow({ where: { jobId } });
  const captures = await t.services.prisma.creditLedgerEntry.findMany({ where: { holdId: hold.id, kind: 'capture' }, select: { id: true } });
  return { status: hold.status, held: hold.amount, captured: hold.captured, captures: captures.length };
}

describe('a first look on the local engine', () => {
  let served: Served;
  let t: TestApp;
  let server: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    served = await serveTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', SIGNUP_BONUS_CREDITS: '0' });
    t = served.t;
    server = await listen(t);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await served?.close();
  });

  it('is refused with 4 checked photos, then made with 5: previews labelled preview, charged once per delivered image, live', async () => {
    const u = await userWithPhotos(t, 'local@example.com', 4);
    await setBalance(t, u.user.id, 10);
    const refused = await u.api('POST', `/api/ai/models/${u.modelId}/first-look`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'NOT_ENOUGH_PHOTOS', details: { usable: 4, needed: 5 } });
    expect(await getCreditsBalance(t.services, { userId: u.user.id })).toBe(10);

    await u.upload(4, 5);
    const gql = graphqlClient(t, u.user.token).execute;
    expect((await gql(LATEST, { modelId: u.modelId })).data).toEqual({
      firstLook: null,
      firstLookOffer: { engine: 'local', costPerImage: PREVIEW_IMAGE_COST, defaultImages: 2, maxImages: 4, minPhotos: 5 },
    });
    const started = (await gql(START, { i: { modelId: u.modelId, numberOfImages: 2 } })).data!.startFirstLook;
    expect(started).toMatchObject({ __typename: 'StartFirstLookPayload', cost: 2, engine: 'local', count: 2, job: { preview: true, count: 2 } });
    const jobId = (started as { jobId: string }).jobId;
    // One at a time per model.
    const again = await u.api('POST', `/api/ai/models/${u.modelId}/first-look`, {});
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('FIRST_LOOK_IN_PROGRESS');

    const client = wsClient(server.wsUrl, u.user.token);
    const feed = collect(client, UPDATES, { jobId });
    const job = await u.ended(jobId);
    await waitFor(() => feed.events.some((e) => e.headshotJobUpdated.status === 'succeeded'), { timeoutMs: 30_000, what: 'the event of the job’s end' });
    feed.stop();
    await client.dispose();
    expect(feed.errors).toEqual([]);
    expect(feed.events.some((e) => e.headshotJobUpdated.images.some((i) => i.preview))).toBe(true);

    expect(job).toMatchObject({ status: 'succeeded', preview: true });
    expect(job.images).toHaveLength(2);
    for (const image of job.images) {
      expect(image).toMatchObject({ status: 'succeeded', preview: true, identityFlagged: false });
      expect(image.identityScore).toBeGreaterThanOrEqual(IDENTITY_MATCH_THRESHOLD);
    }
    const read = (await gql(JOB, { id: jobId })).data!.headshotJob!;
    expect(read.preview).toBe(true);
    expect(read.images.map((i) => i.preview)).toEqual([true, true]);
    expect((await gql(LATEST, { modelId: u.modelId })).data!.firstLook).toEqual({ id: jobId, preview: true });
    // In the library too.
    const library = (await u.api('GET', '/api/ai/headshots')).body.data as { jobId: string; preview: boolean }[];
    expect(library.filter((i) => i.jobId === jobId).map((i) => i.preview)).toEqual([true, true]);
    expect(await charges(t, jobId)).toEqual({ status: 'captured', held: 2, captured: 2, captures: 2 });
    expect(await getCreditsBalance(t.services, { userId: u.user.id })).toBe(8);
    // The model was not trained by it.
    expect((await t.services.prisma.aiCustomModel.findUniqueOrThrow({ where: { id: u.modelId } })).trainingStatus).toBe('draft');
  }, 180_000);

  it('answers a short balance with the credits message and holds nothing', async () => {
    const u = await userWithPhotos(t, 'poor@example.com', 5);
    await setBalance(t, u.user.id, 1);
    const res = await u.api('POST', `/api/ai/models/${u.modelId}/first-look`, { numberOfImages: 3 });
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('INSUFFICIENT_CREDITS');
    expect(await t.services.prisma.aiJob.count({ where: { modelId: u.modelId } })).toBe(0);
  }, 60_000);
});

const replicateRunsOf = (jobId: string) => (run: ReplicateRun) => Boolean(run.webhook?.includes(`jobId=${jobId}`));
const falRunsOf = (jobId: string) => (run: FalRun) => Boolean(run.webhook?.includes(`jobId=${jobId}`));

describe('a first look on the providers (FLUX.1 Kontext [pro] doubles, their documented latencies)', () => {
  let replicate: ReplicateDouble;
  let fal: FalDouble;
  let served: Served;
  let t: TestApp;

  beforeAll(async () => {
    replicate = await startReplicateDouble();
    fal = await startFalDouble();
    served = await serveTestApp({
      REQUIRE_EMAIL_CONFIRMATION: 'false',
      SIGNUP_BONUS_CREDITS: '0',
      INFERENCE_PROVIDERS: 'replicate,fal',
      TRAINING_PROVIDER: 'local',
      REPLICATE_API_TOKEN: replicate.token,
      REPLICATE_API_URL: replicate.url,
      REPLICATE_WEBHOOK_SECRET: replicate.webhookSecret,
      ...fal.env(),
      PROVIDER_BREAKER_MIN_CALLS: '10000',
      // Polling every minute: within a test only a webhook ends a wait quickly.
      REPLICATE_WEBHOOK_POLL_INTERVAL_SECONDS: '60',
      FAL_WEBHOOK_POLL_INTERVAL_SECONDS: '60',
    });
    t = served.t;
  }, 60_000);
  afterAll(async () => {
    await replicate?.close();
    await fal?.close();
    await served?.close();
  });

  it('makes the previews on Replicate, first in the order, from the best selfie uploaded to its Files API', async () => {
    const u = await userWithPhotos(t, 'replicate@example.com', 5);
    await setBalance(t, u.user.id, 5);
    const { started, jobId, firstMs, job } = await u.timed({ numberOfImages: 2 });
    expect(started.data).toMatchObject({ engine: 'replicate', cost: 2, count: 2 });
    expect(firstMs).toBeLessThan(60_000);
    expect(job).toMatchObject({ status: 'succeeded', preview: true });
    expect(job.images.map((i: { preview: boolean }) => i.preview)).toEqual([true, true]);
    for (const image of job.images) expect(image.identityScore).toBeGreaterThanOrEqual(IDENTITY_MATCH_THRESHOLD);

    const runs = [...replicate.runs.values()].filter(replicateRunsOf(jobId));
    expect(runs).toHaveLength(2);
    const best = started.data.photoId as string;
    for (const run of runs) {
      expect(run.model).toBe(replicate.previewModel);
      expect(run.input).toMatchObject({ prompt: expect.stringContaining('professional headshot of the same person'), input_image: expect.stringContaining(`${replicate.url}/v1/files/`), aspect_ratio: '1:1', output_format: 'jpg' });
    }
    expect(replicate.billing(replicateRunsOf(jobId))).toMatchObject({ created: 2, paid: 2 });
    expect([...fal.runs.values()].filter(falRunsOf(jobId))).toHaveLength(0);
    // The uploaded selfies are gone from Replicate once the runs ended.
    expect(replicate.files.size).toBe(0);
    const row = await t.services.prisma.aiJob.findUniqueOrThrow({ where: { id: jobId } });
    expect(row.provider).toBe('replicate');
    expect(Object.values(JSON.parse(row.providerRef!) as Record<string, string>).sort()).toEqual(runs.map((r) => `replicate:${r.id}`).sort());
    const photo = await t.services.prisma.uploadedPhoto.findUniqueOrThrow({ where: { id: best } });
    expect(photo.modelId).toBe(u.modelId);
    expect(await charges(t, jobId)).toEqual({ status: 'captured', held: 2, captured: 2, captures: 2 });
  }, 120_000);

  it('moves the previews to fal when Replicate is down, and charges each delivered image once', async () => {
    const u = await userWithPhotos(t, 'failover@example.com', 5);
    await setBalance(t, u.user.id, 5);
    await replicate.down();
    try {
      const { jobId, firstMs, job } = await u.timed({ numberOfImages: 2 });
      expect(firstMs).toBeLessThan(60_000);
      expect(job).toMatchObject({ status: 'succeeded', preview: true });
      expect(job.images.map((i: { preview: boolean }) => i.preview)).toEqual([true, true]);
      for (const image of job.images) expect(image.identityScore).toBeGreaterThanOrEqual(IDENTITY_MATCH_THRESHOLD);
      const falRuns = [...fal.runs.values()].filter(falRunsOf(jobId));
      expect(falRuns.map((r) => r.endpoint)).toEqual([fal.kontext, fal.kontext]);
      for (const run of falRuns) expect(run.input).toMatchObject({ image_url: expect.stringContaining(`${fal.url}/files/`), aspect_ratio: '1:1', output_format: 'jpeg' });
      expect(fal.billing(falRunsOf(jobId))).toMatchObject({ submitted: 2, paid: 2 });
      expect(replicate.billing(replicateRunsOf(jobId))).toMatchObject({ created: 0 });
      expect((await t.services.prisma.aiJob.findUniqueOrThrow({ where: { id: jobId } })).provider).toBe('fal');
      expect(await charges(t, jobId)).toEqual({ status: 'captured', held: 2, captured: 2, captures: 2 });
      expect(await getCreditsBalance(t.services, { userId: u.user.id })).toBe(3);
    } finally {
      await replicate.up();
    }
  }, 150_000);

  it('charges nothing for a preview the provider fails: one of two delivered, one charged, the other credit back', async () => {
    const u = await userWithPhotos(t, 'failed@example.com', 5);
    await setBalance(t, u.user.id, 5);
    replicate.failRun('next', 'The model could not edit the image');
    const { jobId, job } = await u.timed({ numberOfImages: 2 });
    expect(job.status).toBe('succeeded');
    expect(job.images.map((i: { status: string; preview: boolean }) => [i.status, i.preview])).toEqual([
      ['failed', true],
      ['succeeded', true],
    ]);
    expect(replicate.billing(replicateRunsOf(jobId))).toMatchObject({ created: 2 });
    expect(await charges(t, jobId)).toEqual({ status: 'captured', held: 2, captured: 1, captures: 1 });
    expect(await getCreditsBalance(t.services, { userId: u.user.id })).toBe(4);
  }, 150_000);
});
