import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCreditsBalance } from '@kadr/core/ledger/get-credits-balance';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import { createBackgroundActivities } from '@kadr/workflows/generation/change-background.activities';
import type { ChangeBackgroundInput } from '@kadr/core/jobs/background-job';
import { imageKeys } from '@kadr/core/media/media-keys';
import { fetchFile, headshotPhoto, setBalance, storedHeadshot } from '../factories/media';
import { graphql } from '../gql';
import { expectTypename, graphqlClient } from '../support/graphql';
import { bearer, call, createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';
import { collect, listen, wsClient } from '../support/ws-server';

// The background changer on the real local engine (segmentation and face models) over a real face photo stored
// as the user's delivered headshot; jobs are followed like headshot jobs.

const STAGES = ['starting', 'preparing', 'processing', 'rendering', 'finalizing', 'completed'];
const CHANGE = graphql(`
  mutation ChangeTestBackground($i: ChangeBackgroundInput!) {
    changeBackground(input: $i) {
      __typename
      ... on Error { code message }
      ... on InsufficientCreditsError { needed available }
      ... on ChangeBackgroundPayload { jobId cost job { id status count images { id } } }
    }
  }
`);
const JOB_UPDATES = graphql(`
  subscription BackgroundJobUpdates($jobId: ID!) {
    headshotJobUpdated(jobId: $jobId) { status stage progress images { id } }
  }
`);
const JOB_IMAGES = graphql(`
  query BackgroundJobImages($id: ID!) {
    headshotJob(id: $id) { stage images { kind sourceImageId width } }
  }
`);
const JOB_ID = graphql(`
  query BackgroundJobId($id: ID!) {
    headshotJob(id: $id) { id }
  }
`);

type User = { token: string; id: string };

async function register(t: TestApp, email: string): Promise<User> {
  const res = await call(t.app, 'POST', '/api/auth/register', { email, password: 'secret1', fullName: email.split('@')[0] });
  return { token: res.body.data.token as string, id: res.body.data.user.id as string };
}

/** Mean RGB of a square of `side` pixels at the image's top-left corner (background in a headshot). */
async function cornerColour(jpeg: Buffer, side = 48): Promise<number[]> {
  const { data } = await sharp(jpeg).extract({ left: 0, top: 0, width: side, height: side }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i++) sum[i % 3]! += data[i]!;
  return sum.map((v) => v / (side * side));
}

type Region = [left: number, top: number, width: number, height: number];
/** Shares of the fixture headshot: the middle of the face, and the backdrop right of the person. */
const FACE: Region = [0.38, 0.35, 0.24, 0.25];
const BACKDROP: Region = [0.8, 0.1, 0.18, 0.6];

/** The region of an image, as a sharp pipeline. */
async function crop(jpeg: Buffer, [l, t, w, h]: Region) {
  const { width = 0, height = 0 } = await sharp(jpeg).metadata();
  return sharp(jpeg).extract({ left: Math.round(width * l), top: Math.round(height * t), width: Math.round(width * w), height: Math.round(height * h) });
}

/** Mean absolute difference per channel value of two same-size images over a region, 0..255. */
async function meanAbsDiff(a: Buffer, b: Buffer, region: Region): Promise<number> {
  const [x, y] = await Promise.all([a, b].map(async (jpeg) => (await crop(jpeg, region)).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < x!.length; i++) sum += Math.abs(x![i]! - y![i]!);
  return sum / x!.length;
}

/** Fine detail of a region: the spread of its luma Laplacian. */
async function detail(jpeg: Buffer, region: Region): Promise<number> {
  const grey = await (await crop(jpeg, region)).greyscale().toBuffer();
  const stats = await sharp(grey).convolve({ width: 3, height: 3, kernel: [0, -1, 0, -1, 4, -1, 0, -1, 0], scale: 1, offset: 128 }).stats();
  return stats.channels[0]!.stdev;
}

describe('background changes', () => {
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
        const res = await api(user, 'GET', `/api/ai/headshots/jobs/${jobId}`);
        return ['succeeded', 'failed'].includes(res.body.data?.status) && res.body.data;
      },
      { timeoutMs: 90_000, intervalMs: 200, what: `background job ${jobId} to end` },
    );
  const captures = (jobId: string) => t.services.prisma.creditLedgerEntry.findMany({ where: { kind: 'capture', idempotencyKey: { startsWith: `${jobId}:` } } });

  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', BACKGROUND_CHANGE_COST_CREDITS: '2' });
    server = await listen(t);
    owner = await register(t, 'owner@example.com');
    other = await register(t, 'other@example.com');
  });

  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  it('puts a solid colour behind the person as a new image, live through every stage, charging the configured cost', async () => {
    const source = await storedHeadshot(t, owner.id, { identityScore: 0.83 });
    await setBalance(t, owner.id, 5);
    const res = await api(owner, 'POST', `/api/ai/headshots/${source.id}/background`, { mode: 'solid', color: '#1F2D4D' });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ success: true, error: null, metadata: { engine: 'local', costs: { backgroundChange: 2 } } });
    const { jobId, imageId, cost } = res.body.data;
    expect(cost).toBe(2);
    expect(await balance(owner)).toBe(3);

    const client = wsClient(server.wsUrl, owner.token);
    const feed = collect(client, JOB_UPDATES, { jobId });
    const job = await finishedJob(owner, jobId);
    await waitFor(() => feed.events.at(-1)?.headshotJobUpdated.stage === 'completed', { what: 'the completed event' });
    feed.stop();
    await client.dispose();
    expect(feed.errors).toEqual([]);
    const stages = feed.events.map((e) => e.headshotJobUpdated.stage);
    const order = stages.map((s) => (s ? STAGES.indexOf(s) : -1));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // A change takes about a second: the stages before the subscription's first read may be gone by then (the
    // pipeline's unit test checks each one is set, in order).
    expect(stages.at(-1)).toBe('completed');

    expect(job).toMatchObject({ id: jobId, status: 'succeeded', stage: 'completed', progress: 100, cost: 2, count: 1 });
    expect(job.images).toHaveLength(1);
    expect(job.images[0]).toMatchObject({ id: imageId, status: 'succeeded', kind: 'background', sourceImageId: source.id, identityScore: 0.83, width: 1024, height: 1024 });
    const file = await fetchFile(t, job.images[0].imageUrl);
    expect([file.status, file.type]).toEqual([200, 'image/jpeg']);
    const [r, g, b] = await cornerColour(file.bytes);
    for (const [got, want] of [[r, 0x1f], [g, 0x2d], [b, 0x4d]] as const) expect(Math.abs(got! - want)).toBeLessThan(8);
    // The source's own corner is nothing like it.
    const [sr, sg, sb] = await cornerColour(await headshotPhoto());
    expect(Math.abs(sr! - 0x1f) + Math.abs(sg! - 0x2d) + Math.abs(sb! - 0x4d)).toBeGreaterThan(60);
    const thumb = await sharp((await fetchFile(t, job.images[0].thumbnailUrl)).bytes).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBeLessThanOrEqual(384);
    const row = await t.services.prisma.generatedImage.findUniqueOrThrow({ where: { id: imageId } });
    expect(row.storageKey).toBe(imageKeys(owner.id, imageId).image);
    // The original is untouched.
    expect((await t.services.prisma.generatedImage.findUniqueOrThrow({ where: { id: source.id } })).status).toBe('succeeded');
    // The new image joins the user's photos beside its source.
    const listed = await api(owner, 'GET', '/api/ai/headshots');
    expect(listed.body.data.map((i: { id: string; kind: string }) => [i.id, i.kind])).toEqual(
      expect.arrayContaining([[imageId, 'background'], [source.id, 'headshot']]),
    );

    expect(await balance(owner)).toBe(3);
    expect((await captures(jobId)).map((c) => [c.idempotencyKey, c.amount])).toEqual([[`${jobId}:0:capture`, -2]]);
  }, 90_000);

  it('blurs the background through GraphQL, followed by headshotJob', async () => {
    const source = await storedHeadshot(t, owner.id);
    await setBalance(t, owner.id, 2);
    const res = await gql(owner)(CHANGE, { i: { imageId: source.id, mode: 'blur', blurStrength: 80 } });
    const payload = expectTypename(res.data?.changeBackground, 'ChangeBackgroundPayload');
    expect(payload).toMatchObject({ __typename: 'ChangeBackgroundPayload', cost: 2, job: { count: 1 } });
    const job = await finishedJob(owner, payload.jobId);
    expect(job.status).toBe('succeeded');
    const viaGraphql = await gql(owner)(JOB_IMAGES, { id: payload.jobId });
    expect(viaGraphql.data?.headshotJob).toEqual({ stage: 'completed', images: [{ kind: 'background', sourceImageId: source.id, width: 1024 }] });
    // The face is kept as it was; the backdrop beside the person is blurred (less fine detail than before).
    const out = (await fetchFile(t, job.images[0].imageUrl)).bytes;
    const photo = await headshotPhoto();
    expect(await meanAbsDiff(photo, out, FACE)).toBeLessThan(2);
    expect(await meanAbsDiff(photo, out, BACKDROP)).toBeGreaterThan(4);
    expect(await detail(out, BACKDROP)).toBeLessThan((await detail(photo, BACKDROP)) * 0.9);
    expect(await balance(owner)).toBe(0);
  }, 90_000);

  it('charges nothing when the change fails, and says why', async () => {
    const source = await storedHeadshot(t, owner.id);
    await t.services.store.delete(source.storageKey!);
    await setBalance(t, owner.id, 2);
    const res = await api(owner, 'POST', `/api/ai/headshots/${source.id}/background`, { mode: 'blur' });
    expect(res.status).toBe(202);
    const job = await finishedJob(owner, res.body.data.jobId);
    expect(job).toMatchObject({ status: 'failed', errorMessage: 'The selected image is no longer available', images: [] });
    expect(await captures(job.id)).toEqual([]);
    const hold = await t.services.prisma.creditHold.findFirstOrThrow({ where: { jobId: job.id } });
    expect([hold.status, hold.captured]).toEqual(['released', 0]);
    expect(await balance(owner)).toBe(2);
  }, 60_000);

  it("refuses with the spec's credits message when the balance is short", async () => {
    const source = await storedHeadshot(t, owner.id);
    await setBalance(t, owner.id, 1);
    const res = await api(owner, 'POST', `/api/ai/headshots/${source.id}/background`, { mode: 'solid' });
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ code: 'INSUFFICIENT_CREDITS', message: 'You need 2 credits but only have 1' });
    const viaGraphql = await gql(owner)(CHANGE, { i: { imageId: source.id, mode: 'solid' } });
    expect(viaGraphql.data?.changeBackground).toMatchObject({ __typename: 'InsufficientCreditsError', needed: 2, available: 1 });
    expect(await t.services.prisma.aiJob.count({ where: { userId: owner.id, input: { path: ['sourceImageId'], equals: source.id } } })).toBe(0);
    expect(await balance(owner)).toBe(1);
  });

  it('answers bad input with 400 and a clear message', async () => {
    const source = await storedHeadshot(t, owner.id);
    await setBalance(t, owner.id, 10);
    const path = `/api/ai/headshots/${source.id}/background`;
    // The cases the client words itself have codes of their own; it never reads the message.
    const cases: [string, Record<string, unknown>, string, string][] = [
      [path, { mode: 'custom' }, 'CUSTOM_BACKGROUND_UNAVAILABLE', 'Custom backgrounds are coming soon'],
      [path, { mode: 'solid', color: 'red' }, 'VALIDATION_ERROR', 'color must be a hex colour like #1a2b3c'],
      [path, { mode: 'solid', color: '#12345' }, 'VALIDATION_ERROR', 'color must be a hex colour like #1a2b3c'],
      [path, { mode: 'blur', blurStrength: 0 }, 'VALIDATION_ERROR', 'blurStrength must be a whole number from 1 to 100'],
      [path, { mode: 'blur', blurStrength: 101 }, 'VALIDATION_ERROR', 'blurStrength must be a whole number from 1 to 100'],
      [path, { mode: 'x' }, 'VALIDATION_ERROR', "mode must be 'solid', 'blur' or 'custom'"],
      [path, {}, 'VALIDATION_ERROR', "mode must be 'solid', 'blur' or 'custom'"],
      ['/api/ai/headshots/%20/background', { mode: 'solid' }, 'IMAGE_REQUIRED', 'Select an image first'],
    ];
    for (const [url, body, code, message] of cases) {
      const res = await api(owner, 'POST', url, body);
      expect([res.status, res.body.success, res.body.error?.code, res.body.error?.message], JSON.stringify(body)).toEqual([400, false, code, message]);
    }
    const noImage = await gql(owner)(CHANGE, { i: { mode: 'solid' } });
    expect(noImage.data?.changeBackground).toEqual({ __typename: 'ValidationError', code: 'IMAGE_REQUIRED', message: 'Select an image first' });
    const custom = await gql(owner)(CHANGE, { i: { imageId: source.id, mode: 'custom' } });
    expect(custom.data?.changeBackground).toMatchObject({ __typename: 'ValidationError', code: 'CUSTOM_BACKGROUND_UNAVAILABLE', message: 'Custom backgrounds are coming soon' });
    expect(await balance(owner)).toBe(10);
    const anonymous = await call(t.app, 'POST', path, { mode: 'solid' });
    expect(anonymous.status).toBe(401);
  });

  it("does not let one user change another's image or read their job", async () => {
    const source = await storedHeadshot(t, owner.id);
    await setBalance(t, other.id, 10);
    const res = await api(other, 'POST', `/api/ai/headshots/${source.id}/background`, { mode: 'solid' });
    expect([res.status, res.body.error.code, res.body.error.message]).toEqual([404, 'NOT_FOUND', 'Image not found']);
    const viaGraphql = await gql(other)(CHANGE, { i: { imageId: source.id, mode: 'blur' } });
    expect(viaGraphql.data?.changeBackground).toMatchObject({ __typename: 'NotFoundError', message: 'Image not found' });
    expect((await api(other, 'POST', '/api/ai/headshots/not-an-id/background', { mode: 'solid' })).status).toBe(404);
    expect(await getCreditsBalance(t.services, { userId: other.id })).toBe(10);

    const job = await t.services.prisma.aiJob.findFirstOrThrow({ where: { userId: owner.id, kind: 'background' } });
    expect((await api(other, 'GET', `/api/ai/headshots/jobs/${job.id}`)).status).toBe(404);
    expect((await gql(other)(JOB_ID, { id: job.id })).data?.headshotJob).toBeNull();
    const client = wsClient(server.wsUrl, other.token);
    const feed = collect(client, JOB_UPDATES, { jobId: job.id });
    await waitFor(() => feed.errors.length > 0, { what: 'the refused subscription' });
    expect(feed.events).toEqual([]);
    await client.dispose();
  });
});

// (Requests racing for credits: tests/api/credit-race.test.ts, for every charged kind.)
describe('background change steps run by hand', () => {
  let t: TestApp;

  // No workers: the test runs the job's steps itself.
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RUN_WORKERS: 'false' });
  });
  afterAll(() => t?.close());

  it("deletes a failed change's files when its settling step is retried after the deletes failed", async () => {
    const user = await register(t, 'retried@example.com');
    const source = await storedHeadshot(t, user.id);
    await setBalance(t, user.id, 1);
    const res = await call(t.app, 'POST', `/api/ai/headshots/${source.id}/background`, { mode: 'solid', color: '#123456' }, bearer(user.token));
    expect(res.status).toBe(202);
    const { prisma, pubsub } = t.services;
    const job = await prisma.aiJob.findUniqueOrThrow({ where: { id: res.body.data.jobId } });
    const hold = await prisma.creditHold.findFirstOrThrow({ where: { jobId: job.id } });
    const { imageId, mode } = job.input as Pick<ChangeBackgroundInput, 'imageId' | 'mode'>;
    const input: ChangeBackgroundInput = { jobId: job.id, userId: user.id, holdId: hold.id, cost: 1, sourceImageId: source.id, imageId, mode };
    // The store refuses the first delete (the database part of the step has committed by then).
    let refuse = true;
    const store = new Proxy(t.services.store, {
      get(target, prop) {
        if (prop === 'deleteMany' && refuse) {
          return async () => {
            refuse = false;
            throw new Error('store unavailable');
          };
        }
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as ObjectStore;
    const steps = createBackgroundActivities({ prisma, store, pubsub });
    await steps.process(input);
    const key = imageKeys(user.id, imageId).image;
    expect(await t.services.store.head(key)).not.toBeNull();

    await expect(steps.fail(input, 'The change broke')).rejects.toThrow('store unavailable');
    expect(await prisma.aiJob.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ status: 'failed', errorMessage: 'The change broke' });
    expect(await t.services.store.head(key)).not.toBeNull();
    // The runner retries the step: the job is settled already, the files still go.
    await steps.fail(input, 'The change broke');
    expect(await t.services.store.head(key)).toBeNull();
    expect(await prisma.creditHold.findUniqueOrThrow({ where: { id: hold.id } })).toMatchObject({ status: 'released', captured: 0 });
    expect(await getCreditsBalance(t.services, { userId: user.id })).toBe(1);
  }, 60_000);
});
