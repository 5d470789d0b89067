import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHOTO_CHECK_PROCESS_MB, PHOTO_CHECK_PROCESSES } from '@kadr/server/modules/models/photo-intake';
import { mb, postPhotos, startPressureServer, uploadPressure, type PressureServer } from '../support/upload-pressure';

const MB = 1024 * 1024;
/** Parallel uploads, each of 20 files of 14 MiB: ~1.1 GiB in all, which a server holding bodies in memory keeps. */
const PARALLEL = 4;
/**
 * Allowed RSS growth of the API process over its RSS before the uploads. The old code held every body whole: at
 * least 1.1 GiB here. Streaming keeps a few chunks per upload in memory; what grows is garbage not yet collected
 * and the allocator's slack on a busy machine (measured: 100–180 MiB).
 */
const MAX_API_GROWTH_MB = 400;
/**
 * The photo-check processes together, whatever the uploads: at most PHOTO_CHECK_PROCESSES of them (one per core within
 * a quarter of the memory; 2 on a 2-core machine), each within the PHOTO_CHECK_PROCESS_MB that their number is sized
 * by (measured here: ~360 MiB each with these small photos).
 */
const MAX_CHECKERS_MB = PHOTO_CHECK_PROCESS_MB * PHOTO_CHECK_PROCESSES;

// Issue #10, item 2: three parallel 280 MB uploads took the API from 594 MB to 3.1 GB RSS, and it stayed there.
describe('memory of a real API process under parallel maximal photo uploads', () => {
  let target: PressureServer;
  let photo: Buffer;

  beforeAll(async () => {
    target = await startPressureServer(inject('pgServerUrl'), { MAX_PHOTO_MB: '15' });
    // A small photo (64 px: its checks are quick) padded with zeros after its end to 14 MiB.
    const tiny = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c08060' } }).jpeg().toBuffer();
    photo = Buffer.concat([tiny, Buffer.alloc(14 * MB - tiny.length)]);
  }, 180_000);
  afterAll(() => target?.close());

  it(`keeps the API within ${MAX_API_GROWTH_MB} MiB of its starting RSS while ${PARALLEL} uploads of 20 × 14 MiB run at once`, async () => {
    // Start the photo-check process first (it loads the face models), so that the API's RSS before is its resting one.
    const warm = await postPhotos(`${target.server.url}/api/ai/models/${await target.newModel()}/photos`, target.token, [{ name: 'warm.jpg', bytes: photo.subarray(0, 4096) }]);
    expect([201, 415]).toContain(warm.status);
    const models = [];
    for (let i = 0; i < PARALLEL; i++) models.push(await target.newModel());
    const parts = Array.from({ length: 20 }, (_, i) => ({ name: `photo-${i + 1}.jpg`, bytes: photo }));
    const result = await uploadPressure(target, models.map((modelId) => ({ modelId, parts })));

    for (const upload of result.uploads) {
      expect(upload.status, JSON.stringify(upload.body).slice(0, 500)).toBe(201);
      expect(upload.body.data.addedIds).toHaveLength(20);
    }
    const growth = mb(result.rssPeak - result.rssBefore);
    expect(growth, `API RSS ${mb(result.rssBefore)} → peak ${mb(result.rssPeak)} MiB`).toBeLessThan(MAX_API_GROWTH_MB);
    expect(mb(result.childrenPeak), 'photo-check processes, MiB').toBeLessThan(MAX_CHECKERS_MB);
  }, 600_000);
});
