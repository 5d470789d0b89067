import { describe, expect, it } from 'vitest';
import { faceCover, keepSubject } from './person-mask';

const SIDE = 64;

/** A 64² mask with person discs of the given centres and radius (255 inside, 0 outside). */
function discs(...centres: [x: number, y: number, r: number][]): Uint8Array {
  const mask = new Uint8Array(SIDE * SIDE);
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      if (centres.some(([cx, cy, r]) => Math.hypot(x + 0.5 - cx, y + 0.5 - cy) <= r)) mask[y * SIDE + x] = 255;
    }
  }
  return mask;
}

const at = (mask: Uint8Array, x: number, y: number) => mask[y * SIDE + x]!;

describe('keepSubject', () => {
  it('clears a second person who does not touch the face, and keeps the subject whole', () => {
    const mask = discs([20, 32, 12], [52, 20, 8]);
    const kept = keepSubject(mask, SIDE, [14, 26, 12, 12]);
    expect(at(kept, 52, 20)).toBe(0);
    for (const [x, y] of [[20, 32], [10, 32], [29, 32], [20, 22], [20, 42]] as const) expect(at(kept, x, y)).toBe(255);
    // Everything the subject's disc had survives unchanged.
    mask.forEach((value, i) => {
      if (Math.hypot((i % SIDE) + 0.5 - 20, Math.floor(i / SIDE) + 0.5 - 32) <= 12) expect(kept[i]).toBe(value);
    });
  });

  it('fades the cut instead of leaving a step where the cleared region was near', () => {
    // A soft halo (value 100, below the person threshold) all around the subject: kept next to it, gone far off.
    const mask = discs([32, 32, 10]).map((v) => (v === 0 ? 100 : v));
    const kept = keepSubject(mask, SIDE, [28, 28, 8, 8]);
    expect(at(kept, 32 + 10, 32)).toBe(100);
    expect(at(kept, 2, 2)).toBe(0);
    const ring = [11, 12, 13, 14, 15].map((d) => at(kept, 32 + d, 32));
    expect(ring).toEqual([...ring].sort((a, b) => b - a));
    expect(ring.filter((v) => v > 0 && v < 100).length).toBeGreaterThanOrEqual(2);
    expect(ring.at(-1)).toBe(0);
  });

  it('leaves the mask as it is when the model found no person at the face', () => {
    const mask = discs([52, 20, 8]);
    expect(keepSubject(mask, SIDE, [10, 10, 10, 10])).toBe(mask);
  });
});

describe('faceCover', () => {
  it('is the mean mask value over the middle of the face box, 0..1', () => {
    const mask = discs([32, 32, 20]);
    expect(faceCover(mask, SIDE, [24, 24, 16, 16])).toBe(1);
    expect(faceCover(mask, SIDE, [0, 0, 8, 8])).toBe(0);
    const half = new Uint8Array(SIDE * SIDE).map((_, i) => ((i % SIDE) < 32 ? 255 : 0));
    expect(faceCover(half, SIDE, [16, 16, 32, 32])).toBeCloseTo(0.5, 5);
  });
});
