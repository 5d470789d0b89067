import { mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { imagesForm, onePersonSelfies } from '../factories/selfies';
import { heicOf } from '../fixtures/vision/uploads';
import { spawnServer, type RunningServer } from '../support/spawn-server';
import { waitFor } from '../support/wait';

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

// The README's start command, on the embedded defaults (PGlite, outbox mail), as a user runs it.
describe('npm start on embedded defaults', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kadr-smoke-'));
  let server: RunningServer | undefined;
  afterAll(() => server?.stop());

  it('serves the web app, GraphQL and the REST facade on one origin', async () => {
    // As a user runs it: with the style-preview rendering that the first start does in the background.
    server = await spawnServer({ DATA_DIR: dataDir, STYLE_PRESETS_SYNC: 'true' });
    const page = await fetch(`${server.url}/en`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');

    const gql = await post(`${server.url}/graphql`, { query: '{ me { id } }' });
    expect(await gql.json()).toEqual({ data: { me: null } });

    const reg = await post(`${server.url}/api/auth/register`, { email: 'smoke@example.com', password: 'secret!', fullName: 'Smoke' });
    expect(reg.status).toBe(201);
    const mailbox = await (await fetch(`${server.url}/dev/mailbox.json?to=smoke@example.com`)).json();
    expect(mailbox[0].subject).toMatch(/confirm/i);
  });

  it('keeps accounts across a restart, in the data folder', async () => {
    await server!.stop();
    server = await spawnServer({ DATA_DIR: dataDir });
    const login = await post(`${server.url}/api/auth/login`, { email: 'smoke@example.com', password: 'secret!' });
    // The account is still there, waiting for its email confirmation.
    expect(login.status).toBe(403);
    expect((await login.json()).error.message).toBe('Email not confirmed');
  });
});

/**
 * A PATH that has every program of this one but the given ones: one folder of links, as on a machine where those
 * were never installed (e.g. without Debian's ffmpeg and libheif-examples, which the test setup installs).
 */
function pathWithout(left: (name: string) => boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'kadr-bare-path-'));
  const seen = new Set<string>();
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    let names: string[] = [];
    try {
      names = readdirSync(folder);
    } catch {
      continue;
    }
    for (const name of names) {
      if (left(name) || seen.has(name)) continue;
      seen.add(name);
      symlinkSync(join(folder, name), join(dir, name));
    }
  }
  return dir;
}

// The README's promise: on a fresh machine `npm start` alone runs every feature. Here the server's PATH has no ffmpeg,
// ffprobe or libheif tools: a HEIC selfie is taken and a video is made, with the ffmpeg the npm packages ship.
describe('npm start without ffmpeg or libheif tools on the machine', () => {
  let server: RunningServer | undefined;
  afterAll(() => server?.stop());

  it('takes a HEIC selfie, trains, and makes a video with the packaged ffmpeg', async () => {
    const selfies = await onePersonSelfies();
    const heic = await heicOf(selfies[0]!.bytes);
    if (!heic) throw new Error('heif-enc (Debian libheif-examples) is needed to make the HEIC fixture: scripts/system-deps.sh installs it');
    const files = [{ name: 'IMG_0001.HEIC', bytes: heic, type: 'image/heic' }, ...selfies.slice(1)];

    const PATH = pathWithout((name) => ['ffmpeg', 'ffprobe', 'ffplay'].includes(name) || name.startsWith('heif-'));
    server = await spawnServer({ PATH, LOG_LEVEL: 'info', REQUIRE_EMAIL_CONFIRMATION: 'false', SIGNUP_BONUS_CREDITS: '20', TRAINING_COST_CREDITS: '0' });
    const url = server.url;
    const engines = await (await fetch(`${url}/api/ai/engines`)).json();
    expect(engines.data).toMatchObject({ video: 'local', videoAvailable: true });
    expect(server.output()).toMatch(/"msg":"video tools found"/);
    expect(server.output()).toMatch(/"ffmpeg":\{[^}]*"source":"bundled"/);

    const reg = await post(`${url}/api/auth/register`, { email: 'bare@example.com', password: 'secret!', fullName: 'Bare Machine' });
    expect(reg.status).toBe(201);
    const auth = { authorization: `Bearer ${(await reg.json()).data.token}` };
    const json = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(`${url}${path}`, { ...init, headers: { ...auth, ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}) } });
      return { status: res.status, body: await res.json() };
    };
    const created = await json('/api/ai/models', { method: 'POST', body: JSON.stringify({ name: 'Bare' }) });
    const modelId = created.body.data.modelId as string;
    const upload = await json(`/api/ai/models/${modelId}/photos`, { method: 'POST', body: imagesForm(files) });
    expect(upload.status).toBe(201);
    expect(upload.body.data.failures).toEqual([]);
    const photos = upload.body.data.model.photos as { original_name: string; usable: boolean; verdict: string }[];
    expect(photos.find((p) => p.original_name === 'IMG_0001.HEIC')).toMatchObject({ usable: true });
    expect(photos.filter((p) => p.usable)).toHaveLength(files.length);

    expect((await json(`/api/ai/models/${modelId}/train`, { method: 'POST', body: '{}' })).status).toBe(202);
    await waitFor(async () => (await json(`/api/ai/models/${modelId}`)).body.data?.training_status === 'succeeded', {
      timeoutMs: 240_000,
      intervalMs: 500,
      what: 'the training',
    });

    const started = await json('/api/ai/videos/generate', { method: 'POST', body: JSON.stringify({ prompt: 'a calm profile video', style: 'professional', duration: 3 }) });
    expect(started.status).toBe(202);
    const job = await waitFor(
      async () => {
        const res = await json(`/api/ai/videos/jobs/${started.body.data.jobId}`);
        return ['succeeded', 'failed'].includes(res.body.data?.status) && res.body.data;
      },
      { timeoutMs: 240_000, intervalMs: 250, what: 'the video' },
    );
    expect(job).toMatchObject({ status: 'succeeded', video: { status: 'succeeded', durationSec: 3 } });
    const mp4 = Buffer.from(await (await fetch(new URL(job.video.videoUrl, url))).arrayBuffer());
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(mp4.length).toBeGreaterThan(10_000);
  }, 600_000);
});
