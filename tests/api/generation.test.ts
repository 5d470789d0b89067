import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCreditsBalance } from '@kadr/core/ledger/get-credits-balance';
import { grantCredits } from '@kadr/core/ledger/grant-credits';
import { usableReferences } from '@kadr/workflows/inference/local/headshot-engine';
import type { IdentityProfile } from '@kadr/workflows/inference/local/identity-profile';
import { imagesForm, onePersonSelfies } from '../factories/selfies';
import { graphql } from '../gql';
import { graphqlClient } from '../support/graphql';
import { bearer, call, createTestApp, type TestApp, appRequest } from '../support/test-app';
import { waitFor } from '../support/wait';
import { collect, listen, wsClient } from '../support/ws-server';

// One user trains a real local model once; every generation below renders with the real local engine.

const STAGES = ['starting', 'preparing', 'processing', 'rendering', 'finalizing', 'completed'];
const GENERATE = graphql(`
  mutation GenerateTestHeadshots($i: GenerateHeadshotsInput!) {
    generateHeadshots(input: $i) {
      __typename
      ... on Error { code message }
      ... on InsufficientCreditsError { needed available }
      ... on GenerateHeadshotsPayload { jobId cost }
    }
  }
`);
const JOB_UPDATES = graphql(`
  subscription HeadshotJobUpdates($jobId: ID!) {
    headshotJobUpdated(jobId: $jobId) { status stage progress images { id } }
  }
`);
const JOB_ID = graphql(`
  query HeadshotJobId($id: ID!) {
    headshotJob(id: $id) { id }
  }
`);
const IMAGE_IDS = graphql(`
  query GeneratedImageIds {
    generatedImages { edges { node { id } } }
  }
`);

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
const users: Record<'owner' | 'other', { token: string; id: string }> = {} as never;
let modelId: string;
let adjustments = 0;

const api = (token: string, method: string, path: string, body?: unknown) => call(t.app, method, path, body, bearer(token));
const gql = (token: string) => graphqlClient(t, token).execute;
const balance = (userId: string) => getCreditsBalance(t.services, { userId: userId });

/** Sets the spendable balance with an adjustment entry, as an admin's manual adjustment would. */
async function setBalance(userId: string, credits: number) {
  const delta = credits - (await balance(userId));
  if (delta === 0) return;
  await t.services.prisma.$transaction((tx) =>
    grantCredits(tx, { userId, amount: delta, kind: 'adjustment', reason: 'test', idempotencyKey: `test-adjust-${++adjustments}` }),
  );
}

async function register(email: string) {
  const res = await call(t.app, 'POST', '/api/auth/register', { email, password: 'secret1', fullName: email.split('@')[0] });
  return { token: res.body.data.token as string, id: res.body.data.user.id as string };
}

async function finishedJob(token: string, jobId: string) {
  return waitFor(
    async () => {
      const res = await api(token, 'GET', `/api/ai/headshots/jobs/${jobId}`);
      return ['succeeded', 'failed'].includes(res.body.data?.status) && res.body.data;
    },
    { timeoutMs: 60_000, what: `headshot job ${jobId} to end` },
  );
}

async function fetchFile(url: string) {
  const res = await t.app.fetch(appRequest(url));
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

const captures = (jobId: string) =>
  t.services.prisma.creditLedgerEntry.findMany({ where: { kind: 'capture', idempotencyKey: { startsWith: `${jobId}:` } }, orderBy: { idempotencyKey: 'asc' } });

beforeAll(async () => {
  t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', SIGNUP_BONUS_CREDITS: '0', TRAINING_COST_CREDITS: '0' });
  server = await listen(t);
  users.owner = await register('owner@example.com');
  users.other = await register('other@example.com');
  const created = await api(users.owner.token, 'POST', '/api/ai/models', { name: 'Studio' });
  modelId = created.body.data.modelId;
  const up = await t.app.fetch(
    new Request(`http://kadr.test/api/ai/models/${modelId}/photos`, { method: 'POST', headers: bearer(users.owner.token), body: imagesForm(await onePersonSelfies()) }),
  );
  expect(up.status).toBe(201);
  expect((await api(users.owner.token, 'POST', `/api/ai/models/${modelId}/train`, {})).status).toBe(202);
  await waitFor(async () => (await t.services.prisma.aiCustomModel.findUniqueOrThrow({ where: { id: modelId } })).trainingStatus === 'succeeded', {
    timeoutMs: 120_000,
    what: 'the training',
  });
}, 180_000);

afterAll(async () => {
  await server?.close();
  await t?.close();
});

describe('headshot generation on the local engine', () => {
  it('generates two standard headshots live, stores and lists them, and charges one credit per image', async () => {
    const { token, id } = users.owner;
    await setBalance(id, 10);
    const res = await api(token, 'POST', '/api/ai/headshots/generate', {
      prompt: 'professional headshot, grey background, warm mood, wearing a red tie',
      style: 'professional',
      numberOfImages: 2,
      aspectRatio: '1:1',
    });
    expect(res.status).toBe(202);
    expect(res.body.success).toBe(true);
    const { jobId, cost, promptNotes, honoured } = res.body.data;
    expect(cost).toBe(2);
    expect(honoured).toEqual({ background: 'grey', mood: 'warm' });
    // What it cannot do, as a code and the words concerned: the client words it in the user's language.
    expect(promptNotes).toEqual([{ code: 'not-possible', clause: 'wearing a red tie' }]);
    expect(res.body.data).not.toHaveProperty('notes');
    // Held at once.
    expect(await balance(id)).toBe(8);

    const client = wsClient(server.wsUrl, token);
    const feed = collect(client, JOB_UPDATES, { jobId });
    const job = await finishedJob(token, jobId);
    await waitFor(() => feed.events.at(-1)?.headshotJobUpdated.stage === 'completed', { what: 'the completed event' });
    feed.stop();
    await client.dispose();
    expect(feed.errors).toEqual([]);
    const stages = feed.events.map(({ headshotJobUpdated: { stage } }) => (stage ? STAGES.indexOf(stage) : -1));
    expect(stages.every((s) => s >= 0)).toBe(true);
    expect(stages).toEqual([...stages].sort((a, b) => a - b));
    expect(feed.events.map((e) => e.headshotJobUpdated.stage)).toContain('rendering');

    expect(job).toMatchObject({ status: 'succeeded', stage: 'completed', progress: 100, cost: 2 });
    expect(job.images).toHaveLength(2);
    const list = await api(token, 'GET', '/api/ai/headshots');
    expect(list.body.success).toBe(true);
    expect(list.body.data.map((i: { id: string }) => i.id).sort()).toEqual(job.images.map((i: { id: string }) => i.id).sort());
    for (const image of list.body.data) {
      expect(image).toMatchObject({ status: 'succeeded', style: 'professional', width: 1024, height: 1024, identityFlagged: false });
      expect(image.identityScore).toBeGreaterThanOrEqual(0.6);
      const file = await fetchFile(image.imageUrl);
      expect([file.status, file.type]).toEqual([200, 'image/jpeg']);
      const meta = await sharp(file.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1024, 1024]);
      const thumb = await sharp((await fetchFile(image.thumbnailUrl)).bytes).metadata();
      expect(Math.max(thumb.width!, thumb.height!)).toBeLessThanOrEqual(384);
      const row = await t.services.prisma.generatedImage.findUniqueOrThrow({ where: { id: image.id } });
      expect(row.storageKey).toBe(`users/${id}/images/${image.id}.jpg`);
    }

    expect(await balance(id)).toBe(8);
    expect((await captures(jobId)).map((c) => [c.idempotencyKey, c.amount])).toEqual([
      [`${jobId}:0:capture`, -1],
      [`${jobId}:1:capture`, -1],
    ]);
    const hold = await t.services.prisma.creditHold.findFirstOrThrow({ where: { jobId } });
    expect([hold.status, hold.amount, hold.captured]).toEqual(['captured', 2, 2]);
  }, 90_000);

  it("refuses with the spec's credits message when the balance is short, holding nothing", async () => {
    const { token, id } = users.owner;
    await setBalance(id, 3);
    const jobsBefore = await t.services.prisma.aiJob.count({ where: { userId: id } });
    const res = await api(token, 'POST', '/api/ai/headshots/generate', { prompt: 'headshot', style: 'casual', numberOfImages: 4 });
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ code: 'INSUFFICIENT_CREDITS', message: 'You need 4 credits but only have 3' });
    const viaGraphql = await gql(token)(GENERATE, { i: { prompt: 'headshot', style: 'casual', numberOfImages: 2, quality: 'high' } });
    expect(viaGraphql.data?.generateHeadshots).toEqual({
      __typename: 'InsufficientCreditsError',
      code: 'INSUFFICIENT_CREDITS',
      message: 'You need 4 credits but only have 3',
      needed: 4,
      available: 3,
    });
    expect(await t.services.prisma.aiJob.count({ where: { userId: id } })).toBe(jobsBefore);
    expect(await t.services.prisma.creditHold.count({ where: { userId: id, status: 'open' } })).toBe(0);
    expect(await balance(id)).toBe(3);
  });

  it('needs an active model and a prompt, and says so clearly', async () => {
    const { token } = users.other;
    const noModel = await api(token, 'POST', '/api/ai/headshots/generate', { prompt: 'headshot', style: 'professional' });
    expect(noModel.status).toBe(409);
    expect(noModel.body.error.code).toBe('NO_ACTIVE_MODEL');
    expect(noModel.body.error.message).toMatch(/trained AI model/);
    for (const body of [{ prompt: '   ', style: 'professional' }, { style: 'professional' }]) {
      const empty = await api(token, 'POST', '/api/ai/headshots/generate', body);
      expect(empty.status).toBe(400);
      expect(empty.body.error).toMatchObject({ code: 'PROMPT_REQUIRED', message: 'Prompt is required' });
    }
    const bad = await api(users.owner.token, 'POST', '/api/ai/headshots/generate', { prompt: 'x', style: 'no-such-style', numberOfImages: 5, aspectRatio: '5:7' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors.map((f: { path: string }) => f.path).sort()).toEqual(['aspectRatio', 'numberOfImages']);
    const badStyle = await api(users.owner.token, 'POST', '/api/ai/headshots/generate', { prompt: 'x', style: 'no-such-style' });
    expect(badStyle.status).toBe(400);
    expect(badStyle.body.error.message).toContain('no-such-style');
  });

  it("hides one user's jobs and images from another", async () => {
    const job = await t.services.prisma.aiJob.findFirstOrThrow({ where: { userId: users.owner.id, kind: 'headshot' } });
    const other = users.other.token;
    const read = await api(other, 'GET', `/api/ai/headshots/jobs/${job.id}`);
    expect(read.status).toBe(404);
    expect(read.body.success).toBe(false);
    expect((await api(other, 'GET', '/api/ai/headshots')).body.data).toEqual([]);
    expect((await gql(other)(JOB_ID, { id: job.id })).data?.headshotJob).toBeNull();
    expect((await gql(other)(IMAGE_IDS)).data?.generatedImages.edges).toEqual([]);
    const client = wsClient(server.wsUrl, other);
    const feed = collect(client, JOB_UPDATES, { jobId: job.id });
    await waitFor(() => feed.errors.length > 0, { what: 'the refused subscription' });
    expect(feed.events).toEqual([]);
    await client.dispose();
  });

  it('does not charge an image that fails to render, and releases everything when none is made', async () => {
    const { token, id } = users.owner;
    await setBalance(id, 10);
    const model = await t.services.prisma.aiCustomModel.findUniqueOrThrow({ where: { id: modelId } });
    const profile = JSON.parse((await t.services.store.getBuffer(model.artifactKey!))!.toString('utf8')) as IdentityProfile;
    // Image 0 renders from the first usable reference: take every other one's file away (image 1 has nothing left to
    // render from but image 0's photo), then the first one's too.
    const [first, ...others] = usableReferences(profile).map((r) => r.cropKey);
    const saved = new Map([first!, ...others].map((key) => [key, null as Buffer | null]));
    for (const key of saved.keys()) saved.set(key, await t.services.store.getBuffer(key));
    try {
      for (const key of others) await t.services.store.delete(key);
      const partial = await api(token, 'POST', '/api/ai/headshots/generate', { prompt: 'headshot', style: 'studio-grey', numberOfImages: 2 });
      expect(partial.status).toBe(202);
      const job = await finishedJob(token, partial.body.data.jobId);
      expect(job.status).toBe('succeeded');
      expect(job.images.map((i: { status: string }) => i.status)).toEqual(['succeeded', 'failed']);
      expect(job.images[1].imageUrl).toBeNull();
      expect((await captures(job.id)).map((c) => c.idempotencyKey)).toEqual([`${job.id}:0:capture`]);
      expect(await balance(id)).toBe(9);

      await t.services.store.delete(first!);
      const none = await api(token, 'POST', '/api/ai/headshots/generate', { prompt: 'headshot', style: 'studio-grey', numberOfImages: 1 });
      const failed = await finishedJob(token, none.body.data.jobId);
      expect(failed).toMatchObject({ status: 'failed', errorMessage: 'No images were generated' });
      expect(await captures(failed.id)).toEqual([]);
      const hold = await t.services.prisma.creditHold.findFirstOrThrow({ where: { jobId: failed.id } });
      expect([hold.status, hold.captured]).toEqual(['released', 0]);
      expect(await balance(id)).toBe(9);
    } finally {
      for (const [key, body] of saved) await t.services.store.put(key, body!, { contentType: 'image/jpeg' });
    }
  }, 90_000);

  it('accepts exactly the jobs the balance pays for when requests race', async () => {
    const { token, id } = users.owner;
    await setBalance(id, 4);
    const body = { prompt: 'headshot', style: 'outdoor', numberOfImages: 2, aspectRatio: '4:5' };
    const results = await Promise.all(Array.from({ length: 5 }, () => api(token, 'POST', '/api/ai/headshots/generate', body)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([202, 202, 402, 402, 402]);
    for (const refused of results.filter((r) => r.status === 402)) expect(refused.body.error.message).toMatch(/^You need 2 credits but only have [01]$/);
    expect(await balance(id)).toBe(0);
    const jobs = await Promise.all(results.filter((r) => r.status === 202).map((r) => finishedJob(token, r.body.data.jobId)));
    for (const job of jobs) {
      expect(job.status).toBe('succeeded');
      expect(job.images.map((i: { width: number; height: number }) => [i.width, i.height])).toEqual([
        [912, 1140],
        [912, 1140],
      ]);
    }
    expect(await balance(id)).toBe(0);
  }, 90_000);
});
