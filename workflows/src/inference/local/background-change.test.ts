import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { getFaceEngine, type FaceEngine } from '@kadr/core/vision/human';
import { getSegmenter, type Segmenter } from '@kadr/core/vision/segmentation';
import { changeBackground, findPerson } from './background-change';
import { decode, detectMainFace, laplacianEnergy, meanAbsDiff } from './headshot-test-support';
import { fromBytes, toBytes } from './image-ops';
import { onePersonPhotos } from './training-fixtures';

// Real models on a fixture photo: the background changer's person mask comes from the segmentation model run on the
// picture itself.

let engine: FaceEngine;
let segmenter: Segmenter;
let photo: Buffer;
let face: [number, number, number, number];
let mask: Uint8Array;

beforeAll(async () => {
  [engine, segmenter] = await Promise.all([getFaceEngine(), getSegmenter()]);
  // A webcam selfie among the fixtures: a person in front of a chair and a wall with text.
  photo = (await onePersonPhotos(3))[2]!;
  face = (await detectMainFace(engine, photo))!.box;
  const rgb = await decode(photo);
  mask = toBytes(await findPerson(fromBytes(rgb.data, rgb.width, rgb.height, 3), segmenter, engine));
}, 120_000);

/** The middle of the face box: what must survive any background change. */
const inFace = (width: number) => (i: number) => {
  const [x, y, w, h] = face;
  const px = i % width;
  const py = Math.floor(i / width);
  return px > x + w / 4 && px < x + (3 * w) / 4 && py > y + h / 4 && py < y + (3 * h) / 4;
};

describe('the background changer', { timeout: 60_000 }, () => {
  it('puts a solid colour behind the person, keeps the face and the size', async () => {
    const out = await changeBackground({ image: photo, mode: { kind: 'solid', color: '#e6d8c3' } });
    const [input, result, meta] = await Promise.all([decode(photo), decode(out), sharp(photo).metadata()]);
    expect([result.width, result.height]).toEqual([meta.width, meta.height]);
    const beige = [0xe6, 0xd8, 0xc3];
    let background = 0;
    let off = 0;
    for (let i = 0; i < mask.length; i++) {
      if (mask[i]! > 2) continue;
      background++;
      if (beige.some((v, c) => Math.abs(result.data[i * 3 + c]! - v) > 8)) off++;
    }
    expect(background / mask.length).toBeGreaterThan(0.2);
    expect(off / background).toBeLessThan(0.01);
    expect(meanAbsDiff(result, input, inFace(result.width)).diff).toBeLessThan(3);
  });

  it('blurs the background by the strength asked, leaving the face as it was', async () => {
    const input = await decode(photo);
    const behind = (i: number) => mask[i]! <= 2;
    const before = laplacianEnergy(input, behind);
    const light = await decode(await changeBackground({ image: photo, mode: { kind: 'blur', strength: 0.2 } }));
    const strong = await decode(await changeBackground({ image: photo, mode: { kind: 'blur', strength: 1 } }));
    expect([strong.width, strong.height]).toEqual([input.width, input.height]);
    const [lightEnergy, strongEnergy] = [laplacianEnergy(light, behind), laplacianEnergy(strong, behind)];
    expect(lightEnergy).toBeLessThan(before * 0.5);
    expect(strongEnergy).toBeLessThan(lightEnergy);
    expect(strongEnergy).toBeLessThan(before * 0.1);
    expect(meanAbsDiff(strong, input, inFace(input.width)).diff).toBeLessThan(3);
  });
});
