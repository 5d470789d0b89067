import type { GradingSpec } from '@kadr/core/catalogue/headshot-styles';
import { blur, clamp, hexToRgb, random, smoothstep, type Plane } from './image-ops';

/**
 * Colour grading and light retouching, in place on Float32 RGB (0..255).
 */

/**
 * Grades pixels: exposure, contrast around mid-grey with an S-curve, warmth, saturation, split toning, lifted blacks,
 * then vignette and grain. `weight` (0..1 per pixel, optional) limits it, e.g. to the person on a solid background.
 */
export function applyGrading(rgb: Plane, g: GradingSpec, seed: number, weight?: Plane): void {
  const { width, height } = rgb;
  const shadows = g.split ? hexToRgb(g.split.shadows) : null;
  const highlights = g.split ? hexToRgb(g.split.highlights) : null;
  const rnd = random(seed);
  const diag = Math.hypot(width / 2, height / 2);
  const warm = [1 + 0.09 * g.warmth, 1 + 0.01 * g.warmth, 1 - 0.1 * g.warmth];
  const px = [0, 0, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const w = weight ? weight.data[i]! / 255 : 1;
      if (w <= 0) continue;
      for (let c = 0; c < 3; c++) {
        let v = (rgb.data[i * 3 + c]! / 255) * (1 + g.exposure) * warm[c]!;
        v = (v - 0.5) * g.contrast + 0.5;
        v = clamp(v, 0, 1);
        v += g.curve * (v * v * (3 - 2 * v) - v);
        px[c] = v;
      }
      const l = 0.299 * px[0]! + 0.587 * px[1]! + 0.114 * px[2]!;
      for (let c = 0; c < 3; c++) {
        let v = l + (px[c]! - l) * g.saturation;
        if (shadows && highlights && g.split) {
          const s = (1 - l) ** 2 * g.split.amount;
          const h = l * l * g.split.amount;
          v += (shadows[c]! / 255 - 0.5) * s * 0.5 + (highlights[c]! / 255 - 0.5) * h * 0.5;
        }
        px[c] = g.fade + clamp(v, 0, 1) * (1 - g.fade);
      }
      const r = Math.hypot(x - width / 2, y - height / 2) / diag;
      const vignette = 1 - g.vignette * 0.55 * smoothstep(0.45, 1.1, r);
      const grain = g.grain > 0 ? (rnd() - 0.5) * 2 * g.grain : 0;
      for (let c = 0; c < 3; c++) {
        const graded = (px[c]! * vignette + grain) * 255;
        const o = i * 3 + c;
        rgb.data[o] = rgb.data[o]! + (graded - rgb.data[o]!) * w;
      }
    }
  }
}

export interface FaceRegion {
  box: [number, number, number, number];
  eyes: { left: [number, number]; right: [number, number] } | null;
}

/**
 * Light retouch: skin smoothing inside an ellipse over the face (a surface blur: the blurred picture is blended in
 * less where it differs much from the original, so that eyes, brows, lips and the face's outline stay sharp) and
 * an unsharp mask over the eyes. `amount` 0..1.
 */
export async function retouchFace(rgb: Plane, face: FaceRegion, amount: number): Promise<void> {
  if (amount <= 0) return;
  const { width, height } = rgb;
  const [bx, by, bw, bh] = face.box;
  const soft = await blur(rgb, Math.max(1, bw / 90));
  const fine = face.eyes ? await blur(rgb, Math.max(0.8, bw / 250)) : null;
  const cx = bx + bw / 2;
  const cy = by + bh * 0.55;
  const eyeR = bw * 0.13;
  const x0 = Math.max(0, Math.floor(bx));
  const x1 = Math.min(width, Math.ceil(bx + bw));
  const y0 = Math.max(0, Math.floor(by));
  const y1 = Math.min(height, Math.ceil(by + bh * 1.05));
  const opacity = 0.55 * amount;
  const sharpen = 0.8 * amount;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const e = Math.hypot((x - cx) / (bw * 0.45), (y - cy) / (bh * 0.55));
      const inFace = 1 - smoothstep(0.75, 1, e);
      let eye = 0;
      if (face.eyes) {
        for (const [ex, ey] of [face.eyes.left, face.eyes.right]) eye = Math.max(eye, 1 - smoothstep(0.6, 1, Math.hypot(x - ex, (y - ey) * 1.6) / eyeR));
      }
      const i = y * width + x;
      let diff = 0;
      for (let c = 0; c < 3; c++) diff += Math.abs(soft.data[i * 3 + c]! - rgb.data[i * 3 + c]!);
      // Differences past ~12 levels per channel are features, not skin texture.
      const smooth = inFace * (1 - eye) * opacity * Math.exp(-((diff / 3 / 12) ** 2));
      for (let c = 0; c < 3; c++) {
        const o = i * 3 + c;
        const v = rgb.data[o]!;
        let out = v + (soft.data[o]! - v) * smooth;
        if (fine && eye > 0) out += (v - fine.data[o]!) * sharpen * eye;
        rgb.data[o] = clamp(out, 0, 255);
      }
    }
  }
}
