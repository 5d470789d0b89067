import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneWebhookDeliveries } from '@kadr/server/modules/maintenance/prune-webhook-deliveries';
import { purgeExpiredSelfies } from '@kadr/server/modules/models/purge-expired-selfies';
import { bearer, call, createTestApp, type TestApp } from '../support/test-app';
import { imagesForm, onePersonSelfies } from '../factories/selfies';

describe('selfie retention', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false' });
    const res = await call(t.app, 'POST', '/api/auth/register', { email: 'keep@example.com', password: 'secret1', fullName: 'Keep' });
    token = res.body.data.token;
  });
  afterAll(() => t?.close());

  async function modelWithPhotos(purgeAt: Date | null) {
    const created = await call(t.app, 'POST', '/api/ai/models', { name: 'M' }, bearer(token));
    const modelId = created.body.data.modelId as string;
    const files = (await onePersonSelfies()).slice(0, 2);
    const up = await t.app.fetch(
      new Request(`http://kadr.test/api/ai/models/${modelId}/photos`, { method: 'POST', headers: bearer(token), body: imagesForm(files) }),
    );
    expect(up.status).toBe(201);
    await t.services.prisma.aiCustomModel.update({ where: { id: modelId }, data: { photosPurgeAt: purgeAt } });
    return modelId;
  }

  it('deletes selfie files and face descriptors after the retention date, and keeps younger ones', async () => {
    const expired = await modelWithPhotos(new Date(Date.now() - 1000));
    const kept = await modelWithPhotos(new Date(Date.now() + 86_400_000));
    const keysOf = async (modelId: string) =>
      (await t.services.prisma.uploadedPhoto.findMany({ where: { modelId } })).map((p) => p.storageKey);

    expect(await purgeExpiredSelfies(t.services)).toBe(2);
    for (const key of await keysOf(expired)) expect(await t.services.store.head(key)).toBeNull();
    for (const key of await keysOf(kept)) expect(await t.services.store.head(key)).not.toBeNull();
    const purged = await t.services.prisma.uploadedPhoto.findMany({ where: { modelId: expired } });
    expect(purged.every((p) => p.purgedAt !== null && p.embedding === null)).toBe(true);

    // The model page says the photos are gone instead of showing broken thumbnails.
    const page = await call(t.app, 'GET', `/api/ai/models/${expired}`, undefined, bearer(token));
    expect(page.body.data.photos.every((p: { purged: boolean; thumbnail_url: string | null; usable: boolean }) => p.purged && p.thumbnail_url === null && !p.usable)).toBe(true);
    expect(await purgeExpiredSelfies(t.services)).toBe(0);
  }, 60_000);

  it('forgets processed webhook deliveries after a week and failed ones after a month, keeping pending ones', async () => {
    const now = new Date();
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    const delivery = (id: string, status: 'pending' | 'processed' | 'failed', days: number) => ({
      id,
      source: 'replicate',
      receivedAt: daysAgo(days),
      status,
      eventType: 'training.succeeded',
      objectKind: 'training',
      objectId: 'ufawqhfynnddngldkgtslldrkq',
      payload: '{}',
    });
    await t.services.prisma.webhookDelivery.createMany({
      data: [
        delivery('msg_old', 'processed', 8),
        delivery('msg_recent', 'processed', 6),
        delivery('msg_now', 'processed', 0),
        delivery('msg_failed_old', 'failed', 31),
        delivery('msg_failed_recent', 'failed', 8),
        delivery('msg_pending_old', 'pending', 40),
      ],
    });
    expect(await pruneWebhookDeliveries(t.services.prisma, now)).toBe(2);
    const left = await t.services.prisma.webhookDelivery.findMany({ where: { id: { startsWith: 'msg_' } }, orderBy: { id: 'asc' } });
    expect(left.map((d) => d.id)).toEqual(['msg_failed_recent', 'msg_now', 'msg_pending_old', 'msg_recent']);
  });
});
