import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Point } from '@kadr/core/vision/human';
import { CROP_SIDE, planCrop, renderCrop, toCropPoint } from './face-crop';

// A face 200 px wide whose eyes sit 40% down its box, 80 px apart, turned by `degrees` about the box centre.
function face(cx: number, cy: number, degrees = 0) {
  const a = (degrees * Math.PI) / 180;
  const turn = (dx: number, dy: number): Point => [cx + dx * Math.cos(a) - dy * Math.sin(a), cy + dx * Math.sin(a) + dy * Math.cos(a)];
  return {
    box: [cx - 100, cy - 100, 200, 200] as [number, number, number, number],
    eyes: { left: turn(-40, -20), right: turn(40, -20) },
  };
}

describe('planCrop', () => {
  it('frames head and shoulders at 2.6 face widths, face centre at 42% of the height, when the photo allows', () => {
    const plan = planCrop(face(1000, 800), 2000, 2000);
    expect(plan.side).toBeCloseTo(520, 5);
    expect(plan.angle).toBeCloseTo(0, 10);
    expect(plan.coverage).toBe(1);
    const [x, y] = toCropPoint(plan, [1000, 800]);
    expect(x).toBeCloseTo(CROP_SIDE / 2, 5);
    expect(y / CROP_SIDE).toBeCloseTo(0.42, 5);
  });

  it('measures the tilt from the eyes', () => {
    expect((planCrop(face(1000, 800, 12), 2000, 2000).angle * 180) / Math.PI).toBeCloseTo(12, 5);
    expect((planCrop(face(1000, 800, -20), 2000, 2000).angle * 180) / Math.PI).toBeCloseTo(-20, 5);
  });

  it('slides and shrinks the square to stay inside a tight selfie, keeping the face in it', () => {
    // 500 px wide photo, face near the left edge: 2.6 w = 520 px cannot fit.
    const plan = planCrop(face(200, 260), 500, 560);
    expect(plan.coverage).toBe(1);
    expect(plan.side).toBeLessThanOrEqual(500);
    expect(plan.side).toBeGreaterThanOrEqual(1.8 * 200 - 1e-6);
    const [left, top] = toCropPoint(plan, [100, 160]);
    const [right, bottom] = toCropPoint(plan, [300, 360]);
    for (const v of [left, top, right, bottom]) {
      expect(v).toBeGreaterThan(0);
      expect(v).toBeLessThan(CROP_SIDE);
    }
  });

  it('pads only when even the tightest framing leaves the photo, and says how much', () => {
    const plan = planCrop(face(150, 150), 300, 300);
    expect(plan.side).toBeCloseTo(360, 5);
    expect(plan.coverage).toBeLessThan(1);
    expect(plan.coverage).toBeGreaterThan(0.6);
  });
});

describe('renderCrop', () => {
  it('turns a tilted face so that its eyes are level in a 1024² crop', async () => {
    // Two dark discs (the eyes) on a light photo, tilted by 15°.
    const width = 1200;
    const height = 1000;
    const f = face(600, 500, 15);
    const discs = [f.eyes.left, f.eyes.right]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="black"/>`)
      .join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/>${discs}</svg>`;
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 95 }).toBuffer();

    const plan = planCrop(f, width, height);
    const crop = await renderCrop(jpeg, plan, width, height);
    expect([crop.width, crop.height, crop.data.length]).toEqual([CROP_SIDE, CROP_SIDE, CROP_SIDE * CROP_SIDE * 3]);

    const dark = darkCentroids(crop.data, CROP_SIDE);
    expect(dark.left[1] - dark.right[1]).toBeCloseTo(0, 0);
    const expected = [toCropPoint(plan, f.eyes.left), toCropPoint(plan, f.eyes.right)];
    expect(expected[0]![1]).toBeCloseTo(expected[1]![1], 5);
    expect(Math.hypot(dark.left[0] - expected[0]![0], dark.left[1] - expected[0]![1])).toBeLessThan(2);
    expect(Math.hypot(dark.right[0] - expected[1]![0], dark.right[1] - expected[1]![1])).toBeLessThan(2);
  });
});

/** Centroids of the dark pixels in the left and the right half of an RGB image. */
function darkCentroids(rgb: Uint8Array, side: number): { left: Point; right: Point } {
  const acc = [
    [0, 0, 0],
    [0, 0, 0],
  ];
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (rgb[(y * side + x) * 3]! < 100) {
        const a = acc[x < side / 2 ? 0 : 1]!;
        a[0]! += x + 0.5;
        a[1]! += y + 0.5;
        a[2]! += 1;
      }
    }
  }
  const [l, r] = acc.map(([sx = 0, sy = 0, n = 1]) => [sx / n, sy / n] as Point);
  return { left: l!, right: r! };
}
