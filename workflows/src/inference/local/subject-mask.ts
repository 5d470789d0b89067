import { boxBlur, plane, smoothstep, type Plane } from './image-ops';

/**
 * The person mask of one headshot, at output size: only the main person (the region connected to the chosen face,
 * with other people's regions taken away), and the person's colour at the edge, where the segmentation's soft ramp
 * mixes them with the old background.
 */

export type Box = readonly [x: number, y: number, width: number, height: number];

/** Opening radius, share of the face width: bridges thinner than twice this between two regions are cut. */
const OPENING = 0.02;
/** How far past the opened region the subject's own mask comes back (thin hair, fingers), share of the face width. */
const REGROW = 0.06;
/** A pixel is the subject's unless another face is this much closer (distances in face widths; 1 = as close). */
const SUBJECT_BIAS = 0.9;

/**
 * The mask reduced to the main person: person pixels (≥ 128) not connected to the face box or to the body right below
 * it are dropped, after cutting thin bridges (a neighbour's hair touching the subject's), and so is whatever lies
 * nearer another detected face than the subject's (a neighbour hugging them). Soft values along the kept region's
 * edge stay. Unchanged when no person pixel touches the face.
 */
export function isolateSubject(mask: Plane, face: Box, others: readonly Box[] = []): Plane {
  const { width, height } = mask;
  const n = width * height;
  const fw = face[2];
  const person = new Uint8Array(n);
  for (let i = 0; i < n; i++) person[i] = mask.data[i]! >= 128 ? 1 : 0;

  const open = Math.max(1, Math.round(OPENING * fw));
  const eroded = thresholdBelow(distanceTo(person, width, height, 0), open + 1);
  let kept = connectedTo(eroded, width, height, seedsOf(face, width, height));
  if (!kept) kept = connectedTo(person, width, height, seedsOf(face, width, height));
  if (!kept) return mask;
  // Back to the subject's own outline: its mask within reach of the opened region.
  const regrow = open + Math.max(2, Math.round(REGROW * fw));
  const near = thresholdBelow(distanceTo(kept, width, height, 1), regrow + 1, true);
  for (let i = 0; i < n; i++) kept[i] = near[i]! && person[i]! ? 1 : 0;

  // Soft edge: the model's ramp is kept within a few pixels of the kept region, fading out past them.
  const feather = Math.max(2, Math.round(0.02 * fw));
  const reach = distanceTo(kept, width, height, 1);
  const owner = ownership(face, others, width, height);
  const out = plane(width, height, 1);
  for (let i = 0; i < n; i++) {
    const keep = 1 - smoothstep(feather, 2 * feather, reach[i]!);
    out.data[i] = mask.data[i]! * keep * owner[i]!;
  }
  return out;
}

/** Where the face box's middle and the column under it (neck, chest) are: a region touching them is the subject. */
function seedsOf([x, y, w, h]: Box, width: number, height: number): number[] {
  const seeds: number[] = [];
  const x0 = Math.max(0, Math.floor(x + w * 0.25));
  const x1 = Math.min(width, Math.ceil(x + w * 0.75));
  for (let yy = Math.max(0, Math.floor(y + h * 0.25)); yy < Math.min(height, Math.ceil(y + h * 1.6)); yy++) {
    for (let xx = x0; xx < x1; xx++) seeds.push(yy * width + xx);
  }
  return seeds;
}

/** The 4-connected regions of `set` that hold any seed, or null when no seed is set. */
function connectedTo(set: Uint8Array, width: number, height: number, seeds: number[]): Uint8Array | null {
  const out = new Uint8Array(set.length);
  const stack = new Int32Array(set.length);
  let top = 0;
  for (const s of seeds) {
    if (set[s] && !out[s]) {
      out[s] = 1;
      stack[top++] = s;
    }
  }
  if (top === 0) return null;
  while (top > 0) {
    const i = stack[--top]!;
    const x = i % width;
    const visit = (j: number) => {
      if (set[j] && !out[j]) {
        out[j] = 1;
        stack[top++] = j;
      }
    };
    if (x > 0) visit(i - 1);
    if (x < width - 1) visit(i + 1);
    if (i >= width) visit(i - width);
    if (i < set.length - width) visit(i + width);
  }
  return out;
}

/**
 * Distance (chamfer 3-4, in pixels) from each pixel to the nearest pixel whose value is `target`; pixels with the
 * target value are 0.
 */
export function distanceTo(set: Uint8Array, width: number, height: number, target: 0 | 1): Float32Array {
  const far = 1e9;
  const d = new Float32Array(set.length);
  for (let i = 0; i < set.length; i++) d[i] = set[i] === target ? 0 : far;
  const a = 1;
  const b = 4 / 3;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      let v = d[i]!;
      if (v === 0) continue;
      if (x > 0) v = Math.min(v, d[i - 1]! + a);
      if (y > 0) {
        v = Math.min(v, d[i - width]! + a);
        if (x > 0) v = Math.min(v, d[i - width - 1]! + b);
        if (x < width - 1) v = Math.min(v, d[i - width + 1]! + b);
      }
      d[i] = v;
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    for (let x = width - 1; x >= 0; x--) {
      const i = y * width + x;
      let v = d[i]!;
      if (v === 0) continue;
      if (x < width - 1) v = Math.min(v, d[i + 1]! + a);
      if (y < height - 1) {
        v = Math.min(v, d[i + width]! + a);
        if (x < width - 1) v = Math.min(v, d[i + width + 1]! + b);
        if (x > 0) v = Math.min(v, d[i + width - 1]! + b);
      }
      d[i] = v;
    }
  }
  return d;
}

/** 1 where `d` is at least `r` (or, `below`, less than `r`), else 0. */
function thresholdBelow(d: Float32Array, r: number, below = false): Uint8Array {
  const out = new Uint8Array(d.length);
  for (let i = 0; i < d.length; i++) out[i] = (below ? d[i]! < r : d[i]! >= r) ? 1 : 0;
  return out;
}

/**
 * 1 where a pixel belongs to the subject rather than to another face's person, 0 where it is theirs, soft between.
 * Distance to a face is measured in that face's widths from its centre, squeezed below the chin (bodies hang down).
 * The subject's own head (an ellipse around the face box) is always theirs.
 */
function ownership(face: Box, others: readonly Box[], width: number, height: number): Float32Array {
  const out = new Float32Array(width * height).fill(1);
  if (others.length === 0) return out;
  const distance = ([x, y, w, h]: Box, px: number, py: number) => {
    const dx = (px - (x + w / 2)) / w;
    const dy = (py - (y + h / 2)) / w;
    return Math.hypot(dx, dy > 0 ? dy / 2.5 : dy);
  };
  const [fx, fy, fw, fh] = face;
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const head = Math.hypot((px - (fx + fw / 2)) / (0.62 * fw), (py - (fy + fh * 0.4)) / (0.85 * fh));
      if (head <= 1) continue;
      const mine = distance(face, px, py) * SUBJECT_BIAS;
      let theirs = Infinity;
      for (const o of others) theirs = Math.min(theirs, distance(o, px, py));
      // Soft over ±0.08 face widths of the boundary between the two.
      out[py * width + px] = smoothstep(-0.08, 0.08, theirs - mine);
    }
  }
  return out;
}

/**
 * The person's own colour at every pixel (I = a·F + (1 − a)·B solved for F), by blur fusion (Forte & Pitié,
 * "Approximate fast foreground colour estimation", 2021): F and B are first taken as alpha-weighted local means, then
 * F is corrected by what the pixel says; twice, a wide window then a narrow one. Inside the person F is the pixel;
 * on the edge it is the nearby person colour, so the old background does not fringe the new one.
 */
export function estimateForeground(rgb: Plane, mask: Plane): Plane {
  const { width, height } = rgb;
  const n = width * height;
  const alpha = plane(width, height, 1);
  for (let i = 0; i < n; i++) alpha.data[i] = mask.data[i]! / 255;
  const short = Math.min(width, height);
  const pass = (f: Plane, b: Plane, r: number) => {
    const fa = plane(width, height, 3);
    const b1a = plane(width, height, 3);
    for (let i = 0; i < n; i++) {
      const a = alpha.data[i]!;
      for (let c = 0; c < 3; c++) {
        fa.data[i * 3 + c] = f.data[i * 3 + c]! * a;
        b1a.data[i * 3 + c] = b.data[i * 3 + c]! * (1 - a);
      }
    }
    const [ma, mfa, mb] = [boxBlur(alpha, r), boxBlur(fa, r), boxBlur(b1a, r)];
    const outF = plane(width, height, 3);
    const outB = plane(width, height, 3);
    for (let i = 0; i < n; i++) {
      const a = alpha.data[i]!;
      const sa = ma.data[i]!;
      for (let c = 0; c < 3; c++) {
        const o = i * 3 + c;
        const fb = mfa.data[o]! / (sa + 1e-5);
        const bb = mb.data[o]! / (1 - sa + 1e-5);
        const v = fb + a * (rgb.data[o]! - a * fb - (1 - a) * bb);
        outF.data[o] = v < 0 ? 0 : v > 255 ? 255 : v;
        outB.data[o] = bb;
      }
    }
    return { f: outF, b: outB };
  };
  const wide = pass(rgb, rgb, Math.max(4, Math.round(0.045 * short)));
  return pass(wide.f, wide.b, Math.max(2, Math.round(0.003 * short))).f;
}
