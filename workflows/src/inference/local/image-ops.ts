import sharp from 'sharp';

/**
 * Pixel helpers of the local headshot engine. Images are packed, row-major: 8-bit (sharp's raw format) where sharp
 * does the work (blur, resize), Float32 0..255 where the engine does arithmetic on them. Masks are one value per pixel.
 */

export interface Plane {
  data: Float32Array;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
}

export type Rgb = [number, number, number];

export const plane = (width: number, height: number, channels: Plane['channels']): Plane => ({
  data: new Float32Array(width * height * channels),
  width,
  height,
  channels,
});

export const fromBytes = (bytes: Uint8Array, width: number, height: number, channels: Plane['channels']): Plane => ({
  data: Float32Array.from(bytes),
  width,
  height,
  channels,
});

export function toBytes(p: Plane): Uint8Array {
  const out = new Uint8Array(p.data.length);
  for (let i = 0; i < out.length; i++) out[i] = p.data[i]! < 0 ? 0 : p.data[i]! > 255 ? 255 : Math.round(p.data[i]!);
  return out;
}

/** Gaussian blur by sharp (libvips), in 8 bits: plenty for masks and for backgrounds that are meant to be soft. */
export async function blur(p: Plane, sigma: number): Promise<Plane> {
  if (sigma < 0.3) return { ...p, data: p.data.slice() };
  const raw = { width: p.width, height: p.height, channels: p.channels };
  let pipeline = sharp(toBytes(p), { raw }).blur(sigma);
  // libvips hands back one-band input as sRGB unless told otherwise.
  if (p.channels === 1) pipeline = pipeline.extractChannel(0);
  return fromBytes(await pipeline.raw().toBuffer(), p.width, p.height, p.channels);
}

export async function resize(p: Plane, width: number, height: number, kernel: 'lanczos3' | 'cubic' | 'mitchell' = 'lanczos3'): Promise<Plane> {
  let pipeline = sharp(toBytes(p), { raw: { width: p.width, height: p.height, channels: p.channels } }).resize(width, height, {
    fit: 'fill',
    kernel,
  });
  if (p.channels === 1) pipeline = pipeline.extractChannel(0);
  return fromBytes(await pipeline.raw().toBuffer(), width, height, p.channels);
}

/**
 * The colours behind the person, guessed where they are hidden: a normalised convolution (blur of colour × weight
 * divided by blur of weight, weight = 1 − mask), at a quarter of the size. Where even a wide blur finds no
 * background nearby, a second, much wider one fills in.
 */
export async function backgroundEstimate(rgb: Plane, mask: Plane, sigma: number): Promise<Plane> {
  const { width, height } = rgb;
  // Colour × weight and weight go through sharp as separate planes: a fourth channel would be taken for alpha and
  // premultiplied by the resize.
  const premult = plane(width, height, 3);
  const weight = plane(width, height, 1);
  for (let i = 0, n = width * height; i < n; i++) {
    const w = 1 - mask.data[i]! / 255;
    for (let c = 0; c < 3; c++) premult.data[i * 3 + c] = rgb.data[i * 3 + c]! * w;
    weight.data[i] = 255 * w;
  }
  const sw = Math.max(8, Math.round(width / 4));
  const sh = Math.max(8, Math.round(height / 4));
  const [colour, weights] = await Promise.all([resize(premult, sw, sh, 'cubic'), resize(weight, sw, sh, 'cubic')]);
  const nearSigma = Math.max(0.5, sigma / 4);
  const farSigma = Math.max(2, sigma);
  const [near, nearW, far, farW] = await Promise.all([blur(colour, nearSigma), blur(weights, nearSigma), blur(colour, farSigma), blur(weights, farSigma)]);
  const filled = plane(sw, sh, 3);
  for (let i = 0, n = sw * sh; i < n; i++) {
    const wn = nearW.data[i]!;
    const wf = farW.data[i]!;
    // Below ~8% weight the near estimate is noise; the far one takes over smoothly.
    const t = Math.min(1, wn / 20);
    for (let c = 0; c < 3; c++) {
      const vn = wn > 0 ? Math.min(255, (near.data[i * 3 + c]! * 255) / wn) : 0;
      const vf = wf > 0 ? Math.min(255, (far.data[i * 3 + c]! * 255) / wf) : 128;
      filled.data[i * 3 + c] = vn * t + vf * (1 - t);
    }
  }
  return resize(filled, width, height, 'cubic');
}

/**
 * Guided filter (He et al.): the mask's edges follow the picture's edges (hair, collar) instead of the model's coarse
 * 256-pixel grid. `guide` is luma 0..255, `mask` 0..255; box radius `r`, regularisation `eps` (in 0..1 units).
 */
export function guidedFilter(guide: Plane, mask: Plane, r: number, eps: number): Plane {
  const { width, height } = guide;
  const n = width * height;
  const I = new Float32Array(n);
  const p = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    I[i] = guide.data[i]! / 255;
    p[i] = mask.data[i]! / 255;
  }
  const box = (src: Float32Array) => boxMean(src, width, height, r);
  const II = I.map((v) => v * v);
  const Ip = I.map((v, i) => v * p[i]!);
  const [mI, mp, mII, mIp] = [box(I), box(p), box(II), box(Ip)];
  const a = new Float32Array(n);
  const b = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const variance = mII[i]! - mI[i]! * mI[i]!;
    a[i] = (mIp[i]! - mI[i]! * mp[i]!) / (variance + eps);
    b[i] = mp[i]! - a[i]! * mI[i]!;
  }
  const [ma, mb] = [box(a), box(b)];
  const out = plane(width, height, 1);
  for (let i = 0; i < n; i++) out.data[i] = Math.min(255, Math.max(0, (ma[i]! * I[i]! + mb[i]!) * 255));
  return out;
}

/** Mean over a (2r+1)² window, edges shrinking the window, from a summed-area table. */
export function boxMean(src: Float32Array, width: number, height: number, r: number): Float32Array {
  const w1 = width + 1;
  const sat = new Float64Array(w1 * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += src[y * width + x]!;
      sat[(y + 1) * w1 + x + 1] = sat[y * w1 + x + 1]! + row;
    }
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(height, y + r + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(width, x + r + 1);
      const sum = sat[y1 * w1 + x1]! - sat[y0 * w1 + x1]! - sat[y1 * w1 + x0]! + sat[y0 * w1 + x0]!;
      out[y * width + x] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return out;
}

/** Box mean of every channel of a plane (radius `r`), as a new plane. */
export function boxBlur(p: Plane, r: number): Plane {
  const n = p.width * p.height;
  const out = plane(p.width, p.height, p.channels);
  const channel = new Float32Array(n);
  for (let c = 0; c < p.channels; c++) {
    for (let i = 0; i < n; i++) channel[i] = p.data[i * p.channels + c]!;
    const mean = boxMean(channel, p.width, p.height, r);
    for (let i = 0; i < n; i++) out.data[i * p.channels + c] = mean[i]!;
  }
  return out;
}

export function luma(rgb: Plane): Plane {
  const out = plane(rgb.width, rgb.height, 1);
  for (let i = 0, n = rgb.width * rgb.height; i < n; i++) {
    out.data[i] = 0.299 * rgb.data[i * 3]! + 0.587 * rgb.data[i * 3 + 1]! + 0.114 * rgb.data[i * 3 + 2]!;
  }
  return out;
}

export function hexToRgb(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const v = parseInt(m[1]!, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit seed from strings and numbers (FNV-1a). */
export function seedOf(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('|')) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

export const clamp = (v: number, min: number, max: number) => (v < min ? min : v > max ? max : v);
export const smoothstep = (e0: number, e1: number, x: number) => {
  const t = clamp((x - e0) / (e1 - e0), 0, 1);
  return t * t * (3 - 2 * t);
};
