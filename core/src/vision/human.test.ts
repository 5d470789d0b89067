import { describe, expect, it } from 'vitest';
import { getFaceEngine } from './human';
import { decodeRgb } from './image-metrics';
import { readFaceApiSample } from '@kadr/tests/fixtures/vision/photos';

describe('the face engine', { timeout: 120_000 }, () => {
  it('describes only the widest face when asked, with the very descriptor Human gives it', async () => {
    const engine = await getFaceEngine();
    for (const n of [1, 2, 6] as const) {
      const rgb = await decodeRgb(await readFaceApiSample(n), 1280);
      const all = await engine.detectFaces(rgb);
      const one = await engine.detectFaces(rgb, { describe: { minScore: 0.5 } });
      expect(all.length, `sample${n}`).toBeGreaterThan(2);
      // The same faces, boxes and poses; the descriptor of the widest one alone, equal to the bit.
      expect(one.map(({ embedding: _, ...face }) => face)).toEqual(all.map(({ embedding: _, ...face }) => face));
      const widest = all.reduce((best, face, i) => (face.box[2] > all[best]!.box[2] ? i : best), 0);
      expect(all.every((face) => face.embedding?.length === 1024)).toBe(true);
      expect(one.map((face) => !!face.embedding)).toEqual(all.map((_, i) => i === widest));
      expect(one[widest]!.embedding).toEqual(all[widest]!.embedding);
    }
    // The next call without the option describes every face again (Human keeps a call's settings otherwise).
    const again = await engine.detectFaces(await decodeRgb(await readFaceApiSample(1), 1280));
    expect(again.every((face) => face.embedding?.length === 1024)).toBe(true);
  });
});
