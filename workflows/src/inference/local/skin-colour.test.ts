import { describe, expect, it } from 'vitest';
import { colourCast } from './headshot-quality';
import { plane, type Plane } from './image-ops';
import { correctColour, skinCast } from './skin-colour';
import type { Box } from './subject-mask';

const SIDE = 200;
const face: Box = [60, 40, 80, 100];

/** A face-sized patch of `skin` (sRGB) on a `wall` background, with a little texture. */
function portrait(skin: number[], wall: number[]): Plane {
  const p = plane(SIDE, SIDE, 3);
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const inFace = Math.hypot((x - 100) / 40, (y - 90) / 50) <= 1;
      const colour = inFace ? skin : wall;
      const texture = ((x * 7 + y * 13) % 9) - 4;
      for (let c = 0; c < 3; c++) p.data[(y * SIDE + x) * 3 + c] = colour[c]! + texture;
    }
  }
  return p;
}

/** As if lit by a coloured light: each channel scaled. */
const lit = (p: Plane, gains: number[]) => ({ ...p, data: p.data.map((v, i) => Math.min(255, v * gains[i % 3]!)) });

describe('correctColour', () => {
  it('moves a face under blue club light back towards natural skin, and the measured cast drops', () => {
    const blue = lit(portrait([205, 150, 125], [180, 180, 180]), [0.62, 0.8, 1.15]);
    const before = colourCast(blue, face);
    expect(before).toBeGreaterThan(15);
    const done = correctColour(blue, face);
    expect(done.gains[0]).toBeGreaterThan(done.gains[2]);
    expect(colourCast(blue, face)).toBeLessThan(2);
  });

  it('leaves a well-exposed natural face as it is', () => {
    const natural = portrait([205, 150, 125], [120, 130, 140]);
    const copy = Float32Array.from(natural.data);
    expect(colourCast(natural, face)).toBe(0);
    expect(correctColour(natural, face)).toMatchObject({ gains: [1, 1, 1], exposure: 1 });
    expect(natural.data).toEqual(copy);
  });

  it('brings an underexposed face up into range without clipping the brightest pixels', () => {
    const dark = lit(portrait([205, 150, 125], [250, 250, 250]), [0.3, 0.3, 0.3]);
    dark.data[0] = dark.data[1] = dark.data[2] = 255;
    expect(skinCast(dark, face)!.lightness).toBeLessThan(40);
    correctColour(dark, face);
    expect(skinCast(dark, face)!.lightness).toBeGreaterThan(47);
    expect(dark.data[0]).toBeLessThanOrEqual(255);
    expect(dark.data[0]).toBeGreaterThan(250);
  });
});
