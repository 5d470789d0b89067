import { spawn, type ChildProcess } from 'node:child_process';
import { ListMultipartUploadsCommand, type S3Client } from '@aws-sdk/client-s3';
import { randomBytes, randomUUID } from 'node:crypto';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userObjectKey } from '@kadr/core/object-store/keys';
import { expireDataExports, runDataExport } from '@kadr/server/modules/privacy/run-data-export';
import { registerUser, storedImage, storedVideo, fetchUrl, type TestUser } from '../factories/library';
import { createTestBucket, s3Client, s3Settings } from '../support/s3';
import { bearer, call, createTestApp, linkFromOutbox, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';

// Download my data (issue #25, GDPR art. 15 and 20): asked for over REST or GraphQL, made by the `data-export` job
// into the store, announced in the app and by email, downloadable by its asker only, until it expires.

const root = new URL('../..', import.meta.url).pathname;

/** A stored selfie of a model, as an upload leaves it (the photo's files in the store, its row). */
async function storedSelfie(t: TestApp, userId: string) {
  const model = await t.services.prisma.aiCustomModel.create({ data: { userId, modelName: 'Ja' } });
  const id = randomUUID();
  const key = userObjectKey(userId, 'selfies', id, 'jpg');
  const bytes = randomBytes(3000);
  await t.services.store.put(key, bytes, { contentType: 'image/jpeg' });
  await t.services.prisma.uploadedPhoto.create({
    data: { id, userId, modelId: model.id, storageKey: key, contentType: 'image/jpeg', sizeBytes: bytes.length, verdict: 'accepted', originalName: 'IMG_1.jpg', embedding: Buffer.from(new Float32Array([0.5, -0.25]).buffer) },
  });
  return { id, modelId: model.id, bytes };
}

describe('data export on the local store', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_DISABLED: 'true', WORKER_QUEUES: 'privacy,mail' });
  });
  afterAll(() => t?.close());

  const user = async (name: string) => {
    const email = `${name}-${++n}@example.com`;
    return { ...(await registerUser(t, email)), email };
  };
  const rest = (u: TestUser, method: string, path: string, body?: unknown) => call(t.app, method, path, body, bearer(u.token));
  const gql = async (u: TestUser, query: string, variables: Record<string, unknown> = {}) =>
    (await call(t.app, 'POST', '/graphql', { query, variables }, bearer(u.token))).body;
  const ready = (exportId: string) =>
    waitFor(async () => {
      const row = await t.services.prisma.dataExport.findUniqueOrThrow({ where: { id: exportId } });
      return row.status === 'ready' || row.status === 'failed' ? row : undefined;
    }, { timeoutMs: 60_000, what: `export ${exportId} to end` });
  const download = async (u: TestUser, exportId: string) => {
    const link = await rest(u, 'GET', `/api/account/exports/${exportId}/download`);
    expect(link.status).toBe(200);
    const file = await fetchUrl(t, link.body.data.url);
    expect(file.status).toBe(200);
    return unzipSync(new Uint8Array(file.bytes));
  };

  it('packs the profile, the rows and the files into one ZIP, announces it in the app and by email, and lets only its asker download it', async () => {
    const ann = await user('ann');
    const { prisma } = t.services;
    await prisma.user.update({ where: { id: ann.id }, data: { locale: 'pl' } });
    const selfie = await storedSelfie(t, ann.id);
    const headshot = await storedImage(t, ann.id);
    const background = await storedImage(t, ann.id, { kind: 'background', sourceImageId: headshot.id });
    const deleted = await storedImage(t, ann.id);
    await prisma.generatedImage.update({ where: { id: deleted.id }, data: { deletedAt: new Date() } });
    const video = await storedVideo(t, ann.id);
    const key = await rest(ann, 'POST', '/api/api-keys', { name: 'CRM', scopes: ['library:read'] });
    expect(key.status).toBe(201);

    const asked = await rest(ann, 'POST', '/api/account/export', {});
    expect(asked.status).toBe(202);
    expect(asked.body.data).toMatchObject({ status: 'queued', locale: 'pl', teamId: null });
    const exportId = asked.body.data.id as string;
    // One at a time.
    const again = await rest(ann, 'POST', '/api/account/export', {});
    expect([again.status, again.body.error.code]).toEqual([409, 'EXPORT_IN_PROGRESS']);

    const row = await ready(exportId);
    expect(row).toMatchObject({ status: 'ready', fileCount: 4, storageKey: `users/${ann.id}/exports/${exportId}.zip` });
    expect(row.expiresAt!.getTime() - row.completedAt!.getTime()).toBe(7 * 24 * 3_600_000);
    const listed = await rest(ann, 'GET', '/api/account/exports');
    expect(listed.body.data.map((e: { id: string; status: string }) => [e.id, e.status])).toEqual([[exportId, 'ready']]);

    // In the app, and by email (in Polish, the account's language) with a link to the download in the account.
    const note = await prisma.notification.findFirstOrThrow({ where: { userId: ann.id, type: 'data_export_ready' } });
    expect(note.link).toBe(`/account?tab=profile&export=${exportId}`);
    const link = await waitFor(() => linkFromOutbox(t.services, ann.email, 'notification_data_export_ready').catch(() => undefined), { what: 'the export email' });
    expect(link.pathname).toBe('/pl/konto');
    expect(link.searchParams.get('export')).toBe(exportId);

    const zip = await download(ann, exportId);
    expect(Object.keys(zip).sort()).toEqual(
      ['README.html', 'data.json', `files/selfies/${selfie.modelId}/${selfie.id}.jpg`, `files/headshots/${headshot.id}.jpg`, `files/backgrounds/${background.id}.jpg`, `files/videos/${video.id}.mp4`].sort(),
    );
    expect(Buffer.from(zip[`files/headshots/${headshot.id}.jpg`]!)).toEqual(headshot.bytes);
    expect(Buffer.from(zip[`files/selfies/${selfie.modelId}/${selfie.id}.jpg`]!)).toEqual(selfie.bytes);
    const readme = strFromU8(zip['README.html']!);
    expect(readme).toContain('<html lang="pl">');
    expect(readme).toContain('art. 15 i 20 RODO');
    const text = strFromU8(zip['data.json']!);
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({ id: ann.id, email: ann.email, locale: 'pl' });
    expect(data.images.map((i: { id: string; file: string | null }) => [i.id, i.file])).toEqual([
      [headshot.id, `files/headshots/${headshot.id}.jpg`],
      [background.id, `files/backgrounds/${background.id}.jpg`],
      [deleted.id, null],
    ]);
    expect(data.selfies[0]).toMatchObject({ id: selfie.id, originalName: 'IMG_1.jpg', embedding: Buffer.from(new Float32Array([0.5, -0.25]).buffer).toString('base64') });
    expect(data.apiKeys).toEqual([expect.objectContaining({ name: 'CRM', scopes: ['library:read'] })]);
    // Never a secret: no password hash, no key, no key hash.
    expect(text).not.toMatch(/passwordHash|keyHash|password_hash/);
    expect(text).not.toContain(key.body.data.key);
    const user_ = await prisma.user.findUniqueOrThrow({ where: { id: ann.id } });
    expect(text).not.toContain(user_.passwordHash);

    // Someone else learns nothing of it; a GraphQL download works for its asker.
    const bob = await user('bob');
    expect((await rest(bob, 'GET', `/api/account/exports/${exportId}/download`)).status).toBe(404);
    expect((await rest(bob, 'GET', '/api/account/exports')).body.data).toEqual([]);
    const viaGraphql = await gql(ann, 'query($id: ID!) { dataExportDownload(id: $id) { __typename ... on DataExportDownload { url fileName } } }', { id: exportId });
    expect(viaGraphql.data.dataExportDownload).toMatchObject({ __typename: 'DataExportDownload', fileName: expect.stringMatching(/^kadr-data-\d{4}-\d\d-\d\d\.zip$/) });
  });

  it('allows a few exports a day, through GraphQL too, and says when the next one can be asked for', async () => {
    const cid = await user('cid');
    const ask = () => gql(cid, 'mutation { requestDataExport { __typename ... on DataExport { id status } ... on Error { code message } ... on ExportLimitReachedError { limit retryAt } } }');
    const firstAt = new Date();
    for (let i = 0; i < 3; i++) {
      const answer = await ask();
      expect(answer.data.requestDataExport.__typename).toBe('DataExport');
      await ready(answer.data.requestDataExport.id);
    }
    const refused = (await ask()).data.requestDataExport;
    expect(refused).toMatchObject({ __typename: 'ExportLimitReachedError', code: 'EXPORT_LIMIT_REACHED', limit: 3 });
    expect(new Date(refused.retryAt).getTime()).toBeGreaterThanOrEqual(firstAt.getTime() + 24 * 3_600_000 - 5_000);
    const overRest = await rest(cid, 'POST', '/api/account/export', { locale: 'xx' });
    expect([overRest.status, overRest.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(await t.services.prisma.dataExport.count({ where: { userId: cid.id } })).toBe(3);
  });

  it("exports a team's data for its admins only: members, ledger and the photos made with its credits", async () => {
    const admin = await user('admin');
    const member = await user('member');
    const created = await rest(admin, 'POST', '/api/teams', { name: 'Studio Łódź' });
    const teamId = created.body.data.id as string;
    const invite = await rest(admin, 'POST', `/api/teams/${teamId}/invite-links`, { maxUses: 1 });
    const token = new URL(invite.body.data.url).pathname.split('/').pop()!;
    expect((await rest(member, 'POST', `/api/invitations/${token}/accept`)).status).toBe(200);
    const teamPhoto = await storedImage(t, member.id);
    await t.services.prisma.generatedImage.update({ where: { id: teamPhoto.id }, data: { teamId } });
    const ownPhoto = await storedImage(t, member.id);

    const refused = await rest(member, 'POST', '/api/account/export', { teamId });
    expect(refused.status).toBe(403);
    const asked = await rest(admin, 'POST', '/api/account/export', { teamId, locale: 'en' });
    expect(asked.status).toBe(202);
    await ready(asked.body.data.id);
    const zip = await download(admin, asked.body.data.id);
    const data = JSON.parse(strFromU8(zip['data.json']!));
    expect(data.kind).toBe('team');
    expect(data.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [admin.email, 'admin'],
      [member.email, 'member'],
    ]);
    const files = Object.keys(zip).filter((name) => name.startsWith('files/'));
    expect(files).toEqual([data.images[0].file]);
    expect(files[0]).toContain(teamPhoto.id);
    expect(files.join()).not.toContain(ownPhoto.id);
    expect(strFromU8(zip['README.html']!)).toContain('data of the team “Studio Łódź”');
    // The member cannot download the admin's export of their team either.
    expect((await rest(member, 'GET', `/api/account/exports/${asked.body.data.id}/download`)).status).toBe(404);
  });

  it('writes nothing for an account being deleted, and drops the file of an export whose row went meanwhile', async () => {
    const fay = await user('fay');
    const log = t.services.log;
    const gone = await t.services.prisma.dataExport.create({ data: { userId: fay.id } });
    await t.services.prisma.user.update({ where: { id: fay.id }, data: { deletedAt: new Date() } });
    await runDataExport(t.services, gone.id, { signal: new AbortController().signal, log });
    expect(await t.services.store.list(`users/${fay.id}/exports/`)).toEqual([]);
    expect((await t.services.prisma.dataExport.findUniqueOrThrow({ where: { id: gone.id } })).status).toBe('queued');

    // The row is deleted while the archive is written (as the account's deletion does): the file does not stay.
    const gus = await user('gus');
    await storedImage(t, gus.id);
    const row = await t.services.prisma.dataExport.create({ data: { userId: gus.id } });
    const store = t.services.store;
    const racing = { ...t.services, store: { ...store, driver: store.driver, get: store.get.bind(store), head: store.head.bind(store), delete: store.delete.bind(store), put: async (...args: Parameters<typeof store.put>) => {
      await store.put(...args);
      await t.services.prisma.dataExport.delete({ where: { id: row.id } });
    } } } as typeof t.services;
    await runDataExport(racing, row.id, { signal: new AbortController().signal, log });
    expect(await t.services.store.list(`users/${gus.id}/exports/`)).toEqual([]);
  });

  it('deletes the file when the export expires; the link then says so', async () => {
    const dee = await user('dee');
    const asked = await rest(dee, 'POST', '/api/account/export', {});
    const row = await ready(asked.body.data.id);
    expect(await t.services.store.head(row.storageKey!)).not.toBeNull();
    const later = new Date(row.expiresAt!.getTime() + 1000);
    await expireDataExports(t.services, new Date(row.expiresAt!.getTime() - 1000));
    expect(await t.services.store.head(row.storageKey!)).not.toBeNull();
    const before = await rest(dee, 'GET', `/api/account/exports/${row.id}/download`);
    expect(before.status).toBe(200);
    expect(await expireDataExports(t.services, later)).toBeGreaterThanOrEqual(1);
    expect(await t.services.prisma.dataExport.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: 'expired', storageKey: null });
    expect(await t.services.store.head(row.storageKey!)).toBeNull();
    const gone = await rest(dee, 'GET', `/api/account/exports/${row.id}/download`);
    expect([gone.status, gone.body.error.code]).toEqual([410, 'EXPORT_EXPIRED']);
    expect((await rest(dee, 'GET', '/api/account/exports')).body.data[0].status).toBe('expired');
  });
});

describe('data export on S3 when its worker is killed', () => {
  let t: TestApp;
  let bucket: Awaited<ReturnType<typeof createTestBucket>>;
  let env: Record<string, string>;
  let s3: S3Client;
  const workers: ChildProcess[] = [];
  beforeAll(async () => {
    const settings = await s3Settings();
    bucket = await createTestBucket(settings);
    s3 = s3Client(settings);
    const storage = { STORAGE_DRIVER: 's3', S3_ENDPOINT: settings.endpoint, S3_BUCKET: bucket.bucket, S3_ACCESS_KEY_ID: settings.accessKeyId, S3_SECRET_ACCESS_KEY: settings.secretAccessKey };
    // This process asks and checks; the exports run in worker processes.
    t = await createTestApp({ ...storage, REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_DISABLED: 'true', RUN_WORKERS: 'false' });
    env = { ...storage, DATABASE_URL: t.databaseUrl, JWT_SECRET: t.services.env.JWT_SECRET, NODE_ENV: 'test', PUBLIC_URL: 'http://kadr.test', WORKER_QUEUES: 'privacy', LOG_LEVEL: 'info', STYLE_PRESETS_SYNC: 'false' };
  }, 120_000);
  afterAll(async () => {
    for (const w of workers) w.kill('SIGKILL');
    await t?.close();
    // The killed worker's unfinished multipart upload goes with the bucket (in production: the bucket's lifecycle rule).
    await bucket?.remove({ force: true });
    s3?.destroy();
  });

  const startWorker = () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/worker.ts'], { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' });
    workers.push(child);
    return child;
  };

  it('is run again by another worker and ends with one whole archive', async () => {
    const eve = await registerUser(t, 'eve@example.com');
    // Enough bytes that the upload is under way for a while: 24 files of 1.5 MB.
    const images = [];
    for (let i = 0; i < 24; i++) {
      const id = randomUUID();
      const key = userObjectKey(eve.id, 'images', id, 'jpg');
      const bytes = randomBytes(1_500_000);
      await t.services.store.put(key, bytes, { contentType: 'image/jpeg' });
      images.push(await t.services.prisma.generatedImage.create({ data: { id, userId: eve.id, status: 'succeeded', storageKey: key } }));
    }
    const asked = await call(t.app, 'POST', '/api/account/export', {}, bearer(eve.token));
    expect(asked.status).toBe(202);
    const exportId = asked.body.data.id as string;

    const first = startWorker();
    // Killed while it writes the archive: its multipart upload is under way.
    const key = `users/${eve.id}/exports/${exportId}.zip`;
    await waitFor(async () => ((await s3.send(new ListMultipartUploadsCommand({ Bucket: bucket.bucket }))).Uploads ?? []).some((u) => u.Key === key), {
      timeoutMs: 120_000,
      what: 'the first worker to be writing the archive',
    });
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    expect((await t.services.prisma.dataExport.findUniqueOrThrow({ where: { id: exportId } })).status).toBe('running');

    startWorker();
    const row = await waitFor(async () => {
      const r = await t.services.prisma.dataExport.findUniqueOrThrow({ where: { id: exportId } });
      return r.status === 'ready' || r.status === 'failed' ? r : undefined;
    }, { timeoutMs: 180_000, what: 'the export to end on the second worker' });
    expect(row).toMatchObject({ status: 'ready', fileCount: 24 });
    expect(row.attempts).toBeGreaterThanOrEqual(2);
    const stored = await t.services.store.getBuffer(row.storageKey!);
    const zip = unzipSync(new Uint8Array(stored!));
    expect(Object.keys(zip).filter((k) => k.startsWith('files/'))).toHaveLength(24);
    expect(Object.keys(zip)).toContain('data.json');
    // One archive, and nothing else under the user's exports.
    expect(row.storageKey).toBe(key);
    expect((await t.services.store.list(`users/${eve.id}/exports/`)).map((o) => o.key)).toEqual([key]);
  }, 400_000);
});
