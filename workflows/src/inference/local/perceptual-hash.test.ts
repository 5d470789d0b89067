import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { differenceHash, hashDistance } from '@kadr/core/vision/difference-hash';
import { NEAR_DUPLICATE_BITS, nearDuplicateOf, personHash } from './perceptual-hash';

/** A 512² picture: a light head-and-shoulders shape on a backdrop, centred at `cx` (share of the width). */
async function figure(cx: number, backdrop = '#404850', extra = ''): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
    <rect width="512" height="512" fill="${backdrop}"/>${extra}
    <ellipse cx="${cx * 512}" cy="200" rx="80" ry="100" fill="#d8b098"/>
    <rect x="${cx * 512 - 150}" y="330" width="300" height="200" rx="60" fill="#283040"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** Bright discs of light scattered over the backdrop (a bokeh drawing), different for every `seed`. */
const lights = (seed: number) =>
  Array.from({ length: 24 }, (_, k) => `<circle cx="${(k * 97 + seed * 61) % 512}" cy="${(k * 53 + seed * 89) % 512}" r="${24 + ((k + seed) % 4) * 16}" fill="#f4f8d8"/>`).join('');

describe('differenceHash', () => {
  it('finds the same picture re-encoded or slightly re-graded near-identical, and another framing not', async () => {
    const base = await figure(0.5);
    const hash = await differenceHash(base);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    const regraded = await differenceHash(await sharp(base).modulate({ brightness: 1.06, saturation: 0.9 }).jpeg({ quality: 70 }).toBuffer());
    expect(hashDistance(hash, regraded)).toBeLessThanOrEqual(NEAR_DUPLICATE_BITS);
    const backdrop = await differenceHash(await figure(0.5, '#454b55'));
    expect(hashDistance(hash, backdrop)).toBeLessThanOrEqual(NEAR_DUPLICATE_BITS);
    const moved = await differenceHash(await figure(0.38));
    expect(hashDistance(hash, moved)).toBeGreaterThan(NEAR_DUPLICATE_BITS);
    expect(nearDuplicateOf(regraded, [moved, hash])).toBe(1);
    expect(nearDuplicateOf(moved, [hash, regraded])).toBe(-1);
  });

  it('hashes the person alone: one figure on two bokeh drawings is a near-duplicate, which the whole-picture hash misses', async () => {
    const mask = await sharp(await figure(0.5, '#000000')).threshold(30).png().toBuffer();
    const [a, b] = [await figure(0.5, '#6a8a50', lights(1)), await figure(0.5, '#6a8a50', lights(2))];
    expect(hashDistance(await differenceHash(a), await differenceHash(b))).toBeGreaterThan(NEAR_DUPLICATE_BITS);
    expect(hashDistance(await personHash(a, mask), await personHash(b, mask))).toBeLessThanOrEqual(2);
    const moved = await figure(0.36, '#6a8a50', lights(1));
    const movedMask = await sharp(await figure(0.36, '#000000')).threshold(30).png().toBuffer();
    expect(hashDistance(await personHash(a, mask), await personHash(moved, movedMask))).toBeGreaterThan(NEAR_DUPLICATE_BITS);
  });

  it('counts differing bits', () => {
    expect(hashDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hashDistance('00000000000000f0', '0000000000000010')).toBe(3);
  });
});
