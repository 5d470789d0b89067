import { boxMean, type Plane } from './image-ops';
import { skinCast } from './skin-colour';
import { distanceTo, type Box } from './subject-mask';

/**
 * Measures of a delivered headshot (its RGB and its person mask, output pixels) that the engine's bench and tests
 * report. They do not need the engine's internals, so the engine of an earlier commit is measured the same way.
 */

/**
 * Share of the mask's weight (sum of alpha) outside the main person: outside the region of person pixels (alpha ≥ 128)
 * connected to the face box's middle, or nearer another person's face than to the subject's (face-width units, the
 * subject's head always theirs). 0 = only the main person is kept.
 */
export function outsideShare(mask: Plane, face: Box, others: readonly Box[]): number {
  const { width, height } = mask;
  const n = width * height;
  const person = new Uint8Array(n);
  for (let i = 0; i < n; i++) person[i] = mask.data[i]! >= 128 ? 1 : 0;
  const region = floodFrom(person, width, height, face);
  const [fx, fy, fw, fh] = face;
  const toFace = ([x, y, w]: Box, px: number, py: number) => Math.hypot((px - (x + w / 2)) / w, (py - (y + w / 2)) / w / (py > y + w / 2 ? 2.5 : 1));
  let total = 0;
  let outside = 0;
  for (let i = 0; i < n; i++) {
    const a = mask.data[i]! / 255;
    if (a <= 0) continue;
    total += a;
    const px = i % width;
    const py = Math.floor(i / width);
    const head = Math.hypot((px - (fx + fw / 2)) / (0.75 * fw), (py - (fy + fh * 0.45)) / (0.85 * fh)) <= 1;
    // Soft edge pixels next to the region belong to it: a pixel counts when the region is within 3 px.
    const inRegion = region[i] === 1;
    const theirs = !head && others.some((o) => toFace(o, px, py) < toFace(face, px, py));
    if (!inRegion || theirs) outside += a;
  }
  return total === 0 ? 0 : outside / total;
}

/** The person region touching the face (dilated by 3 px, so that the soft edge counts as theirs). */
function floodFrom(person: Uint8Array, width: number, height: number, [x, y, w, h]: Box): Uint8Array {
  const out = new Uint8Array(person.length);
  const stack: number[] = [];
  for (let yy = Math.max(0, Math.floor(y + h * 0.25)); yy < Math.min(height, Math.ceil(y + h * 0.75)); yy++) {
    for (let xx = Math.max(0, Math.floor(x + w * 0.25)); xx < Math.min(width, Math.ceil(x + w * 0.75)); xx++) {
      const i = yy * width + xx;
      if (person[i] && !out[i]) {
        out[i] = 1;
        stack.push(i);
      }
    }
  }
  while (stack.length > 0) {
    const i = stack.pop()!;
    const px = i % width;
    for (const j of [px > 0 ? i - 1 : -1, px < width - 1 ? i + 1 : -1, i - width, i + width]) {
      if (j >= 0 && j < person.length && person[j] && !out[j]) {
        out[j] = 1;
        stack.push(j);
      }
    }
  }
  const near = distanceTo(out, width, height, 1);
  for (let i = 0; i < out.length; i++) out[i] = near[i]! <= 3 ? 1 : 0;
  return out;
}

/**
 * Edge halo: colour along the person's outline (3 px inside it to 4 px outside, alpha 128 being the outline) that
 * is not a blend of the person's colour just inside (4–10 px in) and the background's just outside (10–18 px out):
 * the mean RGB distance of each edge pixel from the segment between the two local colours, 0..255. A clean cut-out
 * scores a few levels; a fringe of the old background or a bright rim scores more. Outputs are all about 1024², so
 * the bands are in pixels.
 */
export function edgeHalo(rgb: Plane, mask: Plane): number {
  const { width, height } = rgb;
  const n = width * height;
  const person = new Uint8Array(n);
  for (let i = 0; i < n; i++) person[i] = mask.data[i]! >= 128 ? 1 : 0;
  const out = distanceTo(person, width, height, 1);
  const inside = distanceTo(person, width, height, 0);
  const local = (take: (i: number) => boolean) => {
    const weight = new Float32Array(n);
    const colour = [0, 1, 2].map(() => new Float32Array(n));
    for (let i = 0; i < n; i++) {
      if (!take(i)) continue;
      weight[i] = 1;
      for (let c = 0; c < 3; c++) colour[c]![i] = rgb.data[i * 3 + c]!;
    }
    return { w: boxMean(weight, width, height, 20), c: colour.map((ch) => boxMean(ch, width, height, 20)) };
  };
  const fg = local((i) => inside[i]! >= 4 && inside[i]! <= 10);
  const bg = local((i) => out[i]! >= 10 && out[i]! <= 18);
  let sum = 0;
  let count = 0;
  for (let i = 0; i < n; i++) {
    const edge = out[i]! > 0 ? out[i]! <= 4 : inside[i]! <= 3;
    if (!edge || fg.w[i]! < 0.01 || bg.w[i]! < 0.01) continue;
    const f = [0, 1, 2].map((c) => fg.c[c]![i]! / fg.w[i]!);
    const b = [0, 1, 2].map((c) => bg.c[c]![i]! / bg.w[i]!);
    const p = [0, 1, 2].map((c) => rgb.data[i * 3 + c]!);
    sum += distanceToSegment(p, f, b);
    count++;
  }
  return count === 0 ? 0 : sum / count;
}

function distanceToSegment(p: number[], a: number[], b: number[]): number {
  const ab = [0, 1, 2].map((c) => b[c]! - a[c]!);
  const ap = [0, 1, 2].map((c) => p[c]! - a[c]!);
  const len = ab.reduce((s, v) => s + v * v, 0);
  const t = len === 0 ? 0 : Math.min(1, Math.max(0, ab.reduce((s, v, c) => s + v * ap[c]!, 0) / len));
  return Math.hypot(...[0, 1, 2].map((c) => ap[c]! - t * ab[c]!));
}

/** The face's colour cast: CIELAB a*b* distance of its skin from the band natural skin lies on (0 = none). */
export function colourCast(rgb: Plane, face: Box): number {
  return skinCast(rgb, face)?.cast ?? Number.NaN;
}
