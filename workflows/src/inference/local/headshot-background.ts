import type { BackgroundSpec } from '@kadr/core/catalogue/headshot-styles';
import { blur, clamp, hexToRgb, plane, random, resize, type Plane, type Rgb } from './image-ops';

/**
 * Backgrounds drawn from a style's spec, deterministic for a seed. Everything here is meant to be out of focus, so the
 * bokeh scenes are drawn at a quarter of the size and scaled up; the studio gradient is drawn at full size with a
 * little noise, so that it does not band in the JPEG.
 */

export interface BackgroundContext {
  width: number;
  height: number;
  seed: number;
  /** Where the light behind the head centres, output pixels. */
  light: [number, number];
  /** The photo's own background (person taken out), for 'original-blur'. */
  original: () => Promise<Plane>;
}

export async function renderBackground(spec: BackgroundSpec, ctx: BackgroundContext): Promise<Plane> {
  switch (spec.kind) {
    case 'solid':
      return solidPlane(ctx.width, ctx.height, hexToRgb(spec.color));
    case 'studio':
      return studio(hexToRgb(spec.centre), hexToRgb(spec.edge), ctx);
    case 'bokeh':
      return bokeh(spec, ctx);
    case 'original-blur':
      return blur(await ctx.original(), 0.025 * Math.max(ctx.width, ctx.height));
  }
}

export function solidPlane(width: number, height: number, [r, g, b]: Rgb): Plane {
  const out = plane(width, height, 3);
  for (let i = 0; i < width * height; i++) {
    out.data[i * 3] = r;
    out.data[i * 3 + 1] = g;
    out.data[i * 3 + 2] = b;
  }
  return out;
}

/** A backdrop lit from behind the head: an elliptical falloff from `centre` to `edge`, darker still in the corners. */
function studio(centre: Rgb, edge: Rgb, { width, height, seed, light }: BackgroundContext): Plane {
  const out = plane(width, height, 3);
  const rnd = random(seed);
  const rx = 0.75 * width;
  const ry = 0.75 * height;
  const diag = Math.hypot(width, height) / 2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = Math.hypot((x - light[0]) / rx, (y - light[1]) / ry);
      const t = clamp(d, 0, 1) ** 1.4;
      const corner = 1 - 0.25 * clamp(Math.hypot(x - width / 2, y - height / 2) / diag - 0.55, 0, 1) / 0.45;
      const dither = (rnd() - 0.5) * 2;
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) out.data[o + c] = (centre[c]! + (edge[c]! - centre[c]!) * t) * corner + dither;
    }
  }
  return out;
}

/** A gradient from `top` to `bottom` with `count` soft discs of light in the spec's colours, out of focus. */
async function bokeh(spec: Extract<BackgroundSpec, { kind: 'bokeh' }>, { width, height, seed }: BackgroundContext): Promise<Plane> {
  const w = Math.max(16, Math.round(width / 4));
  const h = Math.max(16, Math.round(height / 4));
  const rnd = random(seed);
  const top = hexToRgb(spec.top);
  const bottom = hexToRgb(spec.bottom);
  const base = plane(w, h, 3);
  // Two broad, blurred blocks of tone (a window, a wall, a bush) break the gradient up before the lights go on.
  const blocks = Array.from({ length: 5 }, () => ({ x: rnd() * w, y: rnd() * h, rx: (0.15 + rnd() * 0.25) * w, ry: (0.2 + rnd() * 0.4) * h, k: (rnd() - 0.5) * 0.35 }));
  for (let y = 0; y < h; y++) {
    const t = y / (h - 1);
    for (let x = 0; x < w; x++) {
      let k = 0;
      for (const b of blocks) if (Math.abs(x - b.x) < b.rx && Math.abs(y - b.y) < b.ry) k += b.k;
      const o = (y * w + x) * 3;
      for (let c = 0; c < 3; c++) base.data[o + c] = (top[c]! + (bottom[c]! - top[c]!) * t) * (1 + k);
    }
  }
  const scene = await blur(base, 0.04 * w);
  const short = Math.min(w, h);
  const lights = spec.lights.map(hexToRgb);
  for (let n = 0; n < spec.count; n++) {
    const cx = rnd() * w;
    // Lights gather in the upper two thirds, as windows and sky do.
    const cy = rnd() ** 1.5 * h * 0.8;
    const r = (0.02 + rnd() * 0.06) * short;
    const alpha = 0.15 + rnd() * 0.4;
    const colour = lights[Math.floor(rnd() * lights.length)]!;
    for (let y = Math.max(0, Math.floor(cy - r - 1)); y < Math.min(h, Math.ceil(cy + r + 1)); y++) {
      for (let x = Math.max(0, Math.floor(cx - r - 1)); x < Math.min(w, Math.ceil(cx + r + 1)); x++) {
        // A disc with a slightly brighter rim, as out-of-focus highlights have.
        const d = Math.hypot(x - cx, y - cy) / r;
        if (d > 1.05) continue;
        const a = alpha * clamp((1.05 - d) / 0.1, 0, 1) * (0.85 + 0.15 * d);
        const o = (y * w + x) * 3;
        for (let c = 0; c < 3; c++) scene.data[o + c] = scene.data[o + c]! * (1 - a) + colour[c]! * a;
      }
    }
  }
  return resize(await blur(scene, 0.006 * short + 0.8), width, height, 'cubic');
}
