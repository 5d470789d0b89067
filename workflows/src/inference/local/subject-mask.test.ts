import { describe, expect, it } from 'vitest';
import { edgeHalo, outsideShare } from './headshot-quality';
import { plane, type Plane } from './image-ops';
import { estimateForeground, isolateSubject, type Box } from './subject-mask';

const W = 240;
const H = 200;

type Shape = (x: number, y: number) => boolean;
const disc = (cx: number, cy: number, r: number): Shape => (x, y) => Math.hypot(x + 0.5 - cx, y + 0.5 - cy) <= r;
const rect = (x0: number, y0: number, x1: number, y1: number): Shape => (x, y) => x >= x0 && x < x1 && y >= y0 && y < y1;

function maskOf(...shapes: Shape[]): Plane {
  const m = plane(W, H, 1);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if (shapes.some((s) => s(x, y))) m.data[y * W + x] = 255;
  return m;
}

/** Mask weight (0..1 units) inside a shape. */
function weightIn(mask: Plane, shape: Shape): number {
  let sum = 0;
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if (shape(x, y)) sum += mask.data[y * W + x]! / 255;
  return sum;
}

// The subject: a head (disc) over a body (rectangle) on the left; the face box inside the head.
const head = disc(80, 70, 32);
const body = rect(45, 95, 115, 200);
const face: Box = [60, 48, 40, 44];

describe('isolateSubject', () => {
  it('keeps only the region connected to the face: a second person standing apart is removed', () => {
    const neighbour = disc(190, 80, 28);
    const mask = maskOf(head, body, neighbour, rect(165, 105, 215, 200));
    const kept = isolateSubject(mask, face);
    expect(weightIn(kept, neighbour)).toBe(0);
    expect(weightIn(kept, head)).toBeCloseTo(weightIn(mask, head), 0);
    expect(weightIn(kept, body)).toBeCloseTo(weightIn(mask, body), 0);
    expect(outsideShare(mask, face, [])).toBeGreaterThan(0.2);
    expect(outsideShare(kept, face, [])).toBe(0);
  });

  it("cuts a neighbour's lock of hair that touches the head through a thin bridge", () => {
    // A wing of hair beside the head, joined to it by a strip 2 px high.
    const wing = rect(122, 40, 160, 110);
    const bridge = rect(108, 60, 124, 62);
    const mask = maskOf(head, body, wing, bridge);
    const kept = isolateSubject(mask, face);
    expect(weightIn(kept, rect(130, 40, 160, 110))).toBe(0);
    expect(weightIn(kept, head)).toBeCloseTo(weightIn(mask, head), 0);
  });

  it("takes away what lies nearer another face, even where the two people's masks are one region", () => {
    // A neighbour leaning in: their head touches the subject's body broadly.
    const other = disc(160, 95, 30);
    const otherFace: Box = [142, 75, 36, 40];
    const mask = maskOf(head, body, other, rect(115, 120, 200, 200));
    const withoutFace = isolateSubject(mask, face);
    expect(weightIn(withoutFace, disc(165, 95, 15))).toBeGreaterThan(100);
    const kept = isolateSubject(mask, face, [otherFace]);
    expect(weightIn(kept, disc(165, 95, 15))).toBe(0);
    expect(weightIn(kept, head)).toBeCloseTo(weightIn(mask, head), 0);
    expect(outsideShare(mask, face, [otherFace])).toBeGreaterThan(0.15);
    expect(outsideShare(kept, face, [otherFace])).toBeLessThan(0.05);
  });

  it('leaves the mask alone when no person pixel touches the face', () => {
    const mask = maskOf(disc(200, 40, 20));
    expect(isolateSubject(mask, face)).toBe(mask);
  });
});

describe('estimateForeground', () => {
  /** A red person on the left, a soft 8-px edge, a bright green old background; and the mask of it. */
  function scene() {
    const rgb = plane(W, H, 3);
    const mask = plane(W, H, 1);
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const a = Math.min(1, Math.max(0, (130 - x) / 8));
        const i = y * W + x;
        mask.data[i] = 255 * a;
        const [f, b] = [[170, 40, 30], [60, 230, 60]];
        for (let c = 0; c < 3; c++) rgb.data[i * 3 + c] = a * f[c]! + (1 - a) * b[c]!;
      }
    }
    return { rgb, mask };
  }

  const onto = (fg: Plane, mask: Plane, colour: number[]) => {
    const out = plane(W, H, 3);
    for (let i = 0; i < W * H; i++) {
      const a = mask.data[i]! / 255;
      for (let c = 0; c < 3; c++) out.data[i * 3 + c] = a * fg.data[i * 3 + c]! + (1 - a) * colour[c]!;
    }
    return out;
  };

  it("gives the edge the person's colour instead of the old background's", () => {
    const { rgb, mask } = scene();
    const f = estimateForeground(rgb, mask);
    const at = (x: number) => [0, 1, 2].map((c) => f.data[(100 * W + x) * 3 + c]!);
    // At alpha 0.25 the pixel is three quarters green; the estimate is the person's red.
    const [r, g] = at(128);
    expect(r).toBeGreaterThan(140);
    expect(g).toBeLessThan(80);
    // Inside the person nothing changes.
    expect(at(40)).toEqual([170, 40, 30]);
  });

  it('lowers the edge halo of the person put on a new background', () => {
    const { rgb, mask } = scene();
    const blue = [30, 40, 120];
    const naive = edgeHalo(onto(rgb, mask, blue), mask);
    const clean = edgeHalo(onto(estimateForeground(rgb, mask), mask, blue), mask);
    expect(naive).toBeGreaterThan(10);
    expect(clean).toBeLessThan(naive * 0.6);
  });
});
