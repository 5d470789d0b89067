import sharp from 'sharp';
import { CROP_SIDE } from './face-crop';
import { composeHeadshot } from './headshot-compose';
import type { FaceRegion } from './headshot-grading';
import { getHeadshotStyle, gradingAt, PREVIEW_SIDE } from '@kadr/core/catalogue/headshot-styles';
import { seedOf, smoothstep } from './image-ops';

/**
 * Preview images of the styles, with no user data: a head-and-shoulders figure drawn with shapes (an illustration,
 * not a person) goes through the same composition as a real reference, at 1:1 and the given intensity.
 */

const PREVIEW_INTENSITY = 0.8;

export async function renderStylePreview(styleId: string, side = PREVIEW_SIDE): Promise<Buffer> {
  const style = getHeadshotStyle(styleId);
  const figure = await drawFigure();
  const { rgb, plan } = await composeHeadshot({
    crop: figure.crop,
    mask: figure.mask,
    face: figure.face,
    background: style.background,
    grading: gradingAt(style.grading, PREVIEW_INTENSITY),
    gradeBackground: style.background.kind !== 'solid',
    retouch: 0,
    ratio: '1:1',
    quality: 'standard',
    variation: 0,
    seed: seedOf('preview', style.id),
    correct: false,
  });
  const bytes = Uint8Array.from(rgb.data, (v) => Math.max(0, Math.min(255, Math.round(v))));
  return sharp(bytes, { raw: { width: plan.width, height: plan.height, channels: 3 } }).resize(side, side).jpeg({ quality: 88 }).toBuffer();
}

interface Figure {
  crop: Buffer;
  mask: Buffer;
  face: FaceRegion;
}

type Shape = { inside: (x: number, y: number) => number; colour: [number, number, number] };

let figure: Promise<Figure> | undefined;

/** The figure, drawn once per process: a neutral grey backdrop behind it, as an ordinary photo has one. */
function drawFigure(): Promise<Figure> {
  figure ??= draw();
  return figure;
}

async function draw(): Promise<Figure> {
  const s = CROP_SIDE;
  const ellipse = (cx: number, cy: number, rx: number, ry: number) => (x: number, y: number) =>
    1 - smoothstep(0.985, 1.015, Math.hypot((x - cx * s) / (rx * s), (y - cy * s) / (ry * s)));
  const shoulders = (x: number, y: number) => {
    const top = 0.74 * s;
    if (y < top) return 0;
    const half = (0.2 + Math.min(0.26, ((y - top) / s) * 1.6)) * s;
    return 1 - smoothstep(half - 2, half + 2, Math.abs(x - s / 2));
  };
  const shapes: Shape[] = [
    { inside: shoulders, colour: [46, 52, 64] },
    { inside: (x, y) => (y > 0.74 * s && Math.abs(x - s / 2) < (y / s - 0.74) * 0.5 * s + 0.02 * s ? 1 : 0), colour: [232, 232, 228] },
    { inside: (x, y) => (y < 0.78 * s ? 1 - smoothstep(0.07 * s - 2, 0.07 * s + 2, Math.abs(x - s / 2)) : 0) * (y > 0.5 * s ? 1 : 0), colour: [196, 150, 122] },
    { inside: ellipse(0.5, 0.3, 0.2, 0.17), colour: [58, 44, 36] },
    { inside: ellipse(0.5, 0.42, 0.17, 0.23), colour: [206, 160, 132] },
    { inside: ellipse(0.44, 0.4, 0.022, 0.012), colour: [40, 32, 30] },
    { inside: ellipse(0.56, 0.4, 0.022, 0.012), colour: [40, 32, 30] },
    { inside: ellipse(0.5, 0.54, 0.045, 0.012), colour: [160, 96, 90] },
  ];
  const rgb = new Uint8Array(s * s * 3);
  const alpha = new Uint8Array(s * s);
  for (let y = 0; y < s; y++) {
    for (let x = 0; x < s; x++) {
      // A soft top light: the lower and outer parts of the figure a little darker.
      const shade = 1 - 0.18 * (y / s) - 0.12 * Math.abs(x / s - 0.5);
      let c: [number, number, number] = [122, 127, 134];
      let a = 0;
      for (const shape of shapes) {
        const k = shape.inside(x, y);
        if (k <= 0) continue;
        c = [0, 1, 2].map((j) => c[j]! + (shape.colour[j]! * shade - c[j]!) * k) as [number, number, number];
        if (shape !== shapes[5] && shape !== shapes[6] && shape !== shapes[7]) a = Math.max(a, k);
      }
      const o = (y * s + x) * 3;
      rgb.set(c.map(Math.round), o);
      alpha[y * s + x] = Math.round(a * 255);
    }
  }
  const [crop, mask] = await Promise.all([
    sharp(rgb, { raw: { width: s, height: s, channels: 3 } }).jpeg({ quality: 92 }).toBuffer(),
    sharp(alpha, { raw: { width: s, height: s, channels: 1 } }).toColourspace('b-w').png().toBuffer(),
  ]);
  const face: FaceRegion = {
    box: [0.33 * s, 0.22 * s, 0.34 * s, 0.42 * s],
    eyes: { left: [0.44 * s, 0.4 * s], right: [0.56 * s, 0.4 * s] },
  };
  return { crop, mask, face };
}
