import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORPHAN_GRACE_HOURS, sweepOrphanedObjects } from '@kadr/server/modules/maintenance/sweep-orphaned-objects';
import { imagesForm, onePersonSelfies } from '../factories/selfies';
import { registerUser } from '../factories/library';
import { bearer, call, createTestApp, type TestApp } from '../support/test-app';

// Files a crash left without their rows (written, then the process died before the commit), beside files their rows
// own: the sweep deletes the first, once they are old enough, and nothing else.
describe('the sweep of orphaned files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_DISABLED: 'true' });
  });
  afterAll(() => t?.close());

  const put = (key: string) => t.services.store.put(key, Buffer.from(key), { contentType: 'application/octet-stream' });
  const exists = async (key: string) => (await t.services.store.head(key)) !== null;

  it('deletes files no row owns once they are a day old, and keeps every owned file, fresh ones and unknown layouts', async () => {
    const ann = await registerUser(t, 'ann-sweep@example.com');
    const bob = await registerUser(t, 'bob-sweep@example.com');
    const created = await call(t.app, 'POST', '/api/ai/models', { name: 'Kept' }, bearer(ann.token));
    const modelId = created.body.data.modelId as string;
    const upload = await t.app.fetch(
      new Request(`http://kadr.test/api/ai/models/${modelId}/photos`, { method: 'POST', headers: bearer(ann.token), body: imagesForm((await onePersonSelfies()).slice(0, 2)) }),
    );
    expect(upload.status).toBe(201);
    const photos = await t.services.prisma.uploadedPhoto.findMany({ where: { modelId } });
    const owned = [...photos.map((p) => p.storageKey), ...photos.map((p) => p.storageKey.replace('.jpg', '-thumb.jpg')), `users/${ann.id}/models/${modelId}/weights.json`];
    await put(owned.at(-1)!);
    for (const key of owned) expect(await exists(key), key).toBe(true);

    // What a killed worker leaves: an image and its thumbnail, a video's poster, a model's weights, all without rows;
    // and a file laid out under Bob with the id of Ann's photo (a row, but not his).
    const image = randomUUID();
    const orphans = [
      `users/${ann.id}/images/${image}.jpg`,
      `users/${ann.id}/images/${image}-thumb.jpg`,
      `users/${ann.id}/videos/${randomUUID()}-poster.jpg`,
      `users/${ann.id}/models/${randomUUID()}/weights.json`,
      `users/${bob.id}/selfies/${photos[0]!.id}.jpg`,
    ];
    const unknown = `users/${ann.id}/notes/readme.txt`;
    for (const key of [...orphans, unknown]) await put(key);

    // Fresh: their rows may be about to commit.
    const early = await sweepOrphanedObjects(t.services);
    expect(early.deleted).toEqual([]);
    expect(early.unknown).toBe(1);

    const later = new Date(Date.now() + (ORPHAN_GRACE_HOURS + 1) * 3_600_000);
    const swept = await sweepOrphanedObjects(t.services, later);
    expect(swept.deleted.sort()).toEqual([...orphans].sort());
    for (const key of orphans) expect(await exists(key), key).toBe(false);
    for (const key of [...owned, unknown]) expect(await exists(key), key).toBe(true);
    expect(swept.checked).toBeGreaterThanOrEqual(owned.length + orphans.length);
    // Nothing left to take.
    expect((await sweepOrphanedObjects(t.services, later)).deleted).toEqual([]);
  });
});
