import type { Box } from './subject-mask';
import type { Plane } from './image-ops';

/**
 * White balance and exposure from the face. Skin of every tone lies on a narrow band of hues in CIELAB (about 35°–65°,
 * red-orange); a face far off it (blue club light, green fluorescent tubes) says what the light did. The correction
 * is a von Kries gain per channel in linear light that moves the skin's mean onto the band, keeping its luminance,
 * blended with gray-world over the picture's most neutral pixels; then an exposure curve brings the face's lightness
 * into a range, without clipping highlights.
 */

/** The skin band: CIELAB hue (degrees) and chroma. */
const SKIN_HUE = [35, 65] as const;
const SKIN_CHROMA = [10, 32] as const;
/** Face lightness (L*) kept within this range; a face outside is moved to its nearer end. */
const FACE_LIGHTNESS = [48, 74] as const;
/** Share of the white balance that comes from gray-world over the picture's most neutral pixels. */
const NEUTRAL_WEIGHT = 0.25;
/** Per-channel gains are kept within this factor of 1 (a correction, not a repaint). */
const MAX_GAIN = 1.8;

const TO_LINEAR = Float32Array.from({ length: 256 }, (_, v) => {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
});
const LINEAR_STEPS = 4096;
const TO_SRGB = Float32Array.from({ length: LINEAR_STEPS + 1 }, (_, k) => {
  const l = k / LINEAR_STEPS;
  return 255 * (l <= 0.0031308 ? 12.92 * l : 1.055 * l ** (1 / 2.4) - 0.055);
});
const toLinear = (v: number) => TO_LINEAR[v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v)]!;
const toSrgb = (l: number) => TO_SRGB[l <= 0 ? 0 : l >= 1 ? LINEAR_STEPS : Math.round(l * LINEAR_STEPS)]!;

type Vec3 = [number, number, number];

const luminance = ([r, g, b]: Vec3) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
const fInv = (t: number) => (t ** 3 > 216 / 24389 ? t ** 3 : (116 * t - 16) / (24389 / 27));

/** Linear sRGB (0..1) to CIELAB (D65). */
export function linearToLab([r, g, b]: Vec3): Vec3 {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

export function labToLinear([L, a, b]: Vec3): Vec3 {
  const fy = (L + 16) / 116;
  const x = fInv(fy + a / 500) * 0.95047;
  const y = fInv(fy);
  const z = fInv(fy - b / 200) * 1.08883;
  return [3.2406 * x - 1.5372 * y - 0.4986 * z, -0.9689 * x + 1.8758 * y + 0.0415 * z, 0.0557 * x - 0.204 * y + 1.057 * z];
}

/** The nearest point of the skin band to (a, b), and how far it is (0 when already on it). */
export function toSkinBand(a: number, b: number): { a: number; b: number; distance: number } {
  const chroma = Math.hypot(a, b);
  const hue = (Math.atan2(b, a) * 180) / Math.PI;
  const h = Math.min(SKIN_HUE[1], Math.max(SKIN_HUE[0], hue));
  const c = Math.min(SKIN_CHROMA[1], Math.max(SKIN_CHROMA[0], chroma));
  const ta = c * Math.cos((h * Math.PI) / 180);
  const tb = c * Math.sin((h * Math.PI) / 180);
  return { a: ta, b: tb, distance: Math.hypot(a - ta, b - tb) };
}

/**
 * The mean linear colour of the face's skin: cheeks, nose and mouth area (the middle of the face box, eyes and hair
 * left out), the darkest and brightest fifth (shadows, specular highlights) dropped. Null when too few pixels.
 */
export function skinMean(rgb: Plane, [bx, by, bw, bh]: Box): Vec3 | null {
  const cx = bx + bw / 2;
  const cy = by + bh * 0.6;
  const samples: { l: number; c: Vec3 }[] = [];
  for (let y = Math.max(0, Math.floor(by + bh * 0.35)); y < Math.min(rgb.height, Math.ceil(by + bh * 0.85)); y++) {
    for (let x = Math.max(0, Math.floor(bx + bw * 0.2)); x < Math.min(rgb.width, Math.ceil(bx + bw * 0.8)); x++) {
      if (Math.hypot((x - cx) / (bw * 0.3), (y - cy) / (bh * 0.27)) > 1) continue;
      const o = (y * rgb.width + x) * 3;
      const c: Vec3 = [toLinear(rgb.data[o]!), toLinear(rgb.data[o + 1]!), toLinear(rgb.data[o + 2]!)];
      samples.push({ l: luminance(c), c });
    }
  }
  if (samples.length < 50) return null;
  samples.sort((p, q) => p.l - q.l);
  const kept = samples.slice(Math.floor(samples.length * 0.2), Math.ceil(samples.length * 0.8));
  const sum: Vec3 = [0, 0, 0];
  for (const { c } of kept) for (let k = 0; k < 3; k++) sum[k]! += c[k]! / kept.length;
  return sum;
}

/** How far the face's skin is from the skin band in CIELAB a*b* (0 = a natural skin hue), and its lightness. */
export function skinCast(rgb: Plane, face: Box): { cast: number; lightness: number } | null {
  const mean = skinMean(rgb, face);
  if (!mean) return null;
  const [L, a, b] = linearToLab(mean);
  return { cast: toSkinBand(a, b).distance, lightness: L };
}

export interface ColourCorrection {
  /** Per-channel gains applied in linear light, and the exposure curve's strength (1 = none). */
  gains: Vec3;
  exposure: number;
  /** The skin's distance from the skin band before correcting. */
  cast: number;
}

/**
 * Corrects the picture's white balance and exposure in place from the face in `face` (frame pixels). Returns what it
 * did; a face already on the skin band and within the lightness range is left as it is.
 */
export function correctColour(rgb: Plane, face: Box, strength = 1): ColourCorrection {
  const none: ColourCorrection = { gains: [1, 1, 1], exposure: 1, cast: 0 };
  const mean = skinMean(rgb, face);
  if (!mean || strength <= 0) return none;
  const [L, a, b] = linearToLab(mean);
  const target = toSkinBand(a, b);
  let gains: Vec3 = [1, 1, 1];
  if (target.distance > 0.5) {
    const wanted = labToLinear([L, target.a, target.b]);
    const skin = wanted.map((w, k) => Math.max(1e-4, w) / Math.max(1e-4, mean[k]!)) as Vec3;
    const neutral = neutralGains(rgb);
    gains = skin.map((g, k) => Math.exp((1 - NEUTRAL_WEIGHT) * Math.log(g) + NEUTRAL_WEIGHT * Math.log(neutral[k]!))) as Vec3;
    // Same luminance on the face as before; no gain past MAX_GAIN either way.
    const scale = luminance(mean) / luminance(gains.map((g, k) => g * mean[k]!) as Vec3);
    gains = gains.map((g) => Math.min(MAX_GAIN, Math.max(1 / MAX_GAIN, 1 + (g * scale - 1) * strength))) as Vec3;
  }
  const y = luminance(gains.map((g, k) => g * mean[k]!) as Vec3);
  const lightness = linearToLab([y, y, y])[0];
  const wantedL = Math.min(FACE_LIGHTNESS[1], Math.max(FACE_LIGHTNESS[0], lightness));
  const t = labToLinear([wantedL, 0, 0])[1];
  // Curve k·x / (1 + (k − 1)·x): maps y to t, keeps 0 and 1 in place (no clipping).
  const k = Math.abs(wantedL - lightness) < 0.5 ? 1 : 1 + ((t * (1 - y)) / (y * (1 - t)) - 1) * strength;
  if (gains.every((g) => g === 1) && k === 1) return { ...none, cast: target.distance };
  for (let i = 0, n = rgb.width * rgb.height; i < n; i++) {
    const o = i * 3;
    const c: Vec3 = [toLinear(rgb.data[o]!) * gains[0], toLinear(rgb.data[o + 1]!) * gains[1], toLinear(rgb.data[o + 2]!) * gains[2]];
    const yl = luminance(c);
    const ratio = k === 1 || yl <= 0 ? 1 : (k / (1 + (k - 1) * Math.min(1, yl)));
    for (let ch = 0; ch < 3; ch++) rgb.data[o + ch] = toSrgb(c[ch]! * ratio);
  }
  return { gains, exposure: k, cast: target.distance };
}

/** Gray-world over the picture's least saturated tenth (walls, shirts, paper): gains that would make it grey. */
function neutralGains(rgb: Plane): Vec3 {
  const step = Math.max(1, Math.floor((rgb.width * rgb.height) / 40_000));
  const samples: { s: number; c: Vec3 }[] = [];
  for (let i = 0; i < rgb.width * rgb.height; i += step) {
    const o = i * 3;
    const c: Vec3 = [toLinear(rgb.data[o]!), toLinear(rgb.data[o + 1]!), toLinear(rgb.data[o + 2]!)];
    const l = luminance(c);
    if (l < 0.02 || l > 0.9) continue;
    samples.push({ s: (Math.max(...c) - Math.min(...c)) / l, c });
  }
  if (samples.length < 100) return [1, 1, 1];
  samples.sort((p, q) => p.s - q.s);
  const kept = samples.slice(0, Math.ceil(samples.length * 0.1));
  const sum: Vec3 = [0, 0, 0];
  for (const { c } of kept) for (let k = 0; k < 3; k++) sum[k]! += c[k]!;
  const y = luminance(sum);
  return sum.map((v) => Math.min(MAX_GAIN, Math.max(1 / MAX_GAIN, y / Math.max(1e-6, v)))) as Vec3;
}
