import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { VideoQuality, VideoStyle } from '@kadr/core/jobs/video-job';
import { getSegmenter } from '@kadr/core/vision/segmentation';
import { boxMean } from './image-ops';
import { personMask } from './person-mask';
import { VIDEO_TEMP_PREFIX } from './temp-folders';
import { abortError, mediaTools, runTool } from './video-ffmpeg';

/**
 * The `local` video engine: a short profile video made from one headshot with ffmpeg (Debian's package), no
 * generative model. Three effects:
 *
 * - `parallax` (default): two layers. The person (the photo with the person mask as alpha) is pushed in slowly
 *   around the face; the background (the photo with the person painted out from its surroundings, then blurred
 *   like a shallow depth of field) is pushed in four times less. The person grows against a background that barely
 *   moves: a camera dolly-in on a subject standing in front of a distant backdrop.
 * - `push-in`: the classic Ken Burns slow zoom of the whole frame towards the face.
 * - `pan`: the whole frame, slightly zoomed, drifting slowly from left to right.
 *
 * Motion is done with ffmpeg's `perspective` filter evaluated per frame (bicubic, sub-pixel): `zoompan` and
 * `crop` move in whole pixels, and a slow zoom then visibly judders. Zoom is interpolated in log space along a
 * smoothstep, so it starts and ends at rest and feels like constant speed in between.
 *
 * Layers are prepared with sharp at the output size and passed to ffmpeg as PNG files in a temp folder that is
 * removed whatever happens; ffmpeg runs with an argument array (no shell), writes H.264 (libx264, yuv420p,
 * BT.709 tagged) MP4 with `+faststart` (moov before mdat, so a browser can start playing before the end arrives)
 * and no audio track.
 */

export const VIDEO_QUALITIES: readonly VideoQuality[] = ['standard', 'high', 'ultra'];
export const VIDEO_STYLES: readonly VideoStyle[] = ['parallax', 'push-in', 'pan'];
export const DEFAULT_VIDEO_STYLE: VideoStyle = 'parallax';

/**
 * Duration, seconds. Under 3 s a slow move is over before it reads as motion; over 10 s one still photo has
 * nothing more to show (and render time grows linearly). 5 s is what the generator should offer first.
 */
export const VIDEO_DURATION_LIMITS = { min: 3, max: 10, default: 5 } as const;

export interface VideoPreset {
  /** Square output side, pixels. */
  side: number;
  fps: number;
  /** libx264 constant rate factor (lower = better, bigger). */
  crf: number;
  /** libx264 speed preset. */
  x264Preset: 'veryfast' | 'fast' | 'medium' | 'slow';
}

/**
 * Quality presets. `standard`: 720² at 24 fps, CRF 26 — small files for previews and feeds (~0.3–0.6 MB for 5 s).
 * `high`: 1024² at 30 fps, CRF 22 — the headshot's own resolution. `ultra`: 1080² (the square size social networks
 * take without rescaling) at 30 fps, CRF 18 with x264's `slow` preset — visually transparent to the source. The
 * headshots are 1024², so ultra's extra 56 px are upsampled: its gain is the lower compression, not more detail.
 */
export const VIDEO_QUALITY_PRESETS: Readonly<Record<VideoQuality, VideoPreset>> = {
  standard: { side: 720, fps: 24, crf: 26, x264Preset: 'fast' },
  high: { side: 1024, fps: 30, crf: 22, x264Preset: 'medium' },
  ultra: { side: 1080, fps: 30, crf: 18, x264Preset: 'slow' },
};

/** Motion over the whole clip (scale factors reached at the end). */
export const VIDEO_MOTION = {
  /** parallax: the person layer's zoom, and the background's (a quarter of it). */
  subjectZoom: 1.1,
  backgroundZoom: 1.025,
  /** push-in: the whole frame's zoom. */
  pushInZoom: 1.12,
  /** pan: constant zoom, and the share of the horizontal slack travelled (centred). */
  panZoom: 1.12,
  panTravel: 0.8,
} as const;

/** Background blur (Gaussian sigma) as a share of the side: ~10 px at 1024², a portrait lens' soft backdrop. */
const BACKGROUND_BLUR = 1 / 100;
/** Working resolution of the background fill and of the mask analysis. */
const FILL_SIDE = 256;
/** Mask value (0..255) above which a pixel counts as person when painting it out; and how far that is grown. */
const HOLE_THRESHOLD = 24;
const HOLE_GROW = 5;
/** Share of the progress given to preparing the layers (segmentation, fill); ffmpeg has the rest. */
const PREPARE_SHARE = 0.1;

export interface RenderProfileVideoInput {
  /** The headshot (JPEG or anything sharp reads). Not square: cropped to the centre square. */
  image: Buffer;
  /** 8-bit greyscale PNG person mask the size of `image` (255 person). Computed with the segmenter when absent (parallax only). */
  mask?: Buffer;
  durationSeconds: number;
  quality: VideoQuality;
  style?: VideoStyle;
  signal?: AbortSignal;
  /** 0..1, never decreasing; 1 once the MP4 is ready. */
  onProgress?: (fraction: number) => void;
  /** Parent of the temp folder (default: the OS temp dir). */
  tempDir?: string;
}

export interface ProfileVideo {
  mp4: Buffer;
  width: number;
  height: number;
  fps: number;
  /** Frames / fps: the requested duration rounded to whole frames. */
  durationSeconds: number;
  bytes: number;
  frames: number;
  style: VideoStyle;
}

export class VideoInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VideoInputError';
  }
}

/** Throws a VideoInputError naming the limits when the duration is out of range or not a number. */
export function checkVideoDuration(seconds: number): void {
  const { min, max } = VIDEO_DURATION_LIMITS;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < min || seconds > max) {
    throw new VideoInputError(`Video duration must be between ${min} and ${max} seconds, got ${String(seconds)}`);
  }
}

/** The focus of the motion (the middle of the head, roughly), in output pixels. */
interface Focus {
  x: number;
  y: number;
}

export async function renderProfileVideo(input: RenderProfileVideoInput): Promise<ProfileVideo> {
  const { image, durationSeconds, quality, signal, onProgress } = input;
  const style = input.style ?? DEFAULT_VIDEO_STYLE;
  checkVideoDuration(durationSeconds);
  const preset = VIDEO_QUALITY_PRESETS[quality];
  if (!preset) throw new VideoInputError(`Unknown video quality '${String(quality)}' (${VIDEO_QUALITIES.join(', ')})`);
  if (!VIDEO_STYLES.includes(style)) throw new VideoInputError(`Unknown video style '${String(style)}' (${VIDEO_STYLES.join(', ')})`);
  if (signal?.aborted) throw abortError();
  // Before any work: a machine without a usable ffmpeg fails the video at once, with the reason.
  const tools = await mediaTools();

  let reported = 0;
  const progress = (fraction: number) => {
    const value = Math.min(1, Math.max(reported, fraction));
    if (value > reported || (value === 1 && reported < 1)) {
      reported = value;
      onProgress?.(value);
    }
  };
  const checkAbort = () => {
    if (signal?.aborted) throw abortError();
  };

  const side = preset.side;
  const frames = Math.max(2, Math.round(durationSeconds * preset.fps));
  const square = await squareRgb(image, side);
  checkAbort();

  // Removed in `finally` whatever happens; a killed process's folder is swept when a worker starts (temp-folders.ts).
  const dir = await mkdtemp(join(input.tempDir ?? tmpdir(), VIDEO_TEMP_PREFIX));
  try {
    const mask = input.mask
      ? await squareMask(input.mask, image, side)
      : style === 'parallax'
        ? await segmentSquare(square, side)
        : null;
    checkAbort();
    progress(PREPARE_SHARE / 2);
    const focus = mask ? maskFocus(mask, side) : { x: side / 2, y: side * 0.4 };

    const inputs: string[] = [];
    let graph: string;
    if (style === 'parallax') {
      const background = await backgroundLayer(square, mask!, side);
      checkAbort();
      await writeFile(join(dir, 'background.png'), background);
      await writeFile(
        join(dir, 'person.png'),
        await sharp(square, { raw: { width: side, height: side, channels: 3 } })
          .joinChannel(mask!, { raw: { width: side, height: side, channels: 1 } })
          .png({ compressionLevel: 1 })
          .toBuffer(),
      );
      inputs.push('background.png', 'person.png');
      const loop = loopFilter(frames, preset.fps);
      graph =
        // The background is blurred: bilinear sampling is enough there and costs half of bicubic.
        `[0:v]${toYuv('yuv420p')},${loop},${zoomFilter(focus, VIDEO_MOTION.backgroundZoom, frames, 'linear')}[bg];` +
        `[1:v]${toYuv('yuva420p')},${loop},${zoomFilter(focus, VIDEO_MOTION.subjectZoom, frames)}[fg];` +
        `[bg][fg]overlay=0:0:format=yuv420:alpha=straight,format=yuv420p[v]`;
    } else {
      await writeFile(join(dir, 'frame.png'), await sharp(square, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer());
      inputs.push('frame.png');
      const move = style === 'push-in' ? zoomFilter(focus, VIDEO_MOTION.pushInZoom, frames) : panFilter(focus, side, frames);
      graph = `[0:v]${toYuv('yuv420p')},${loopFilter(frames, preset.fps)},${move},format=yuv420p[v]`;
    }
    checkAbort();
    progress(PREPARE_SHARE);

    const output = join(dir, 'video.mp4');
    const args = [
      '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
      ...inputs.flatMap((name) => ['-framerate', String(preset.fps), '-i', join(dir, name)]),
      '-filter_complex', graph,
      '-map', '[v]',
      '-frames:v', String(frames),
      '-r', String(preset.fps),
      '-an',
      '-c:v', 'libx264', '-preset', preset.x264Preset, '-crf', String(preset.crf),
      '-pix_fmt', 'yuv420p', '-profile:v', 'high',
      '-g', String(preset.fps * 2),
      '-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv',
      '-movflags', '+faststart',
      // Progress 4 times a second where ffmpeg can (4.4+); the bundled 4.1 build reports twice a second.
      '-progress', 'pipe:1', ...(tools.statsPeriod ? ['-stats_period', '0.25'] : []), '-nostats',
      output,
    ];
    await runTool(tools.ffmpeg.path, args, {
      signal,
      onProgressBlock: (values) => {
        const frame = Number(values.get('frame'));
        if (Number.isFinite(frame)) progress(PREPARE_SHARE + (1 - PREPARE_SHARE) * Math.min(0.99, frame / frames));
      },
    });
    const mp4 = await readFile(output);
    progress(1);
    return {
      mp4,
      width: side,
      height: side,
      fps: preset.fps,
      durationSeconds: frames / preset.fps,
      bytes: mp4.length,
      frames,
      style,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// ---- ffmpeg filter pieces -------------------------------------------------------------------------------------

/** RGB(A) PNG → the given YUV format, BT.709 limited range (what the MP4 is tagged with). */
const toYuv = (format: 'yuv420p' | 'yuva420p') => `scale=out_color_matrix=bt709:out_range=tv,format=${format}`;

/** One decoded picture repeated `frames` times at `fps` (decoding the PNG once, not per frame as `-loop 1` does). */
const loopFilter = (frames: number, fps: number) => `loop=loop=${frames - 1}:size=1:start=0,setpts=N/(${fps}*TB)`;

/** Smoothstep of the clip's progress (frame `in` of `frames`): 0 → 1, at rest at both ends. */
const eased = (frames: number) => {
  const u = `min(in/${frames - 1},1)`;
  return `((${u})*(${u})*(3-2*(${u})))`;
};

const num = (value: number) => value.toFixed(3);

/**
 * A zoom from 1 to `zoom` that keeps `focus` where it is in the frame: the source quadrilateral sent to the output's
 * corners is the frame shrunk by the current scale around the focus.
 */
function zoomFilter(focus: Focus, zoom: number, frames: number, interpolation: Interpolation = 'cubic'): string {
  const z = `pow(${zoom},${eased(frames)})`;
  const fx = num(focus.x);
  const fy = num(focus.y);
  const left = `${fx}-${fx}/${z}`;
  const right = `${fx}+(W-${fx})/${z}`;
  const top = `${fy}-${fy}/${z}`;
  const bottom = `${fy}+(H-${fy})/${z}`;
  return perspective(left, top, right, bottom, interpolation);
}

/** A constant zoom with the window sliding left to right across `panTravel` of the slack, centred on the frame. */
function panFilter(focus: Focus, side: number, frames: number): string {
  const { panZoom, panTravel } = VIDEO_MOTION;
  const window = side / panZoom;
  const slack = side - window;
  const startX = (slack * (1 - panTravel)) / 2;
  const top = Math.min(slack, Math.max(0, focus.y - focus.y / panZoom));
  const left = `${num(startX)}+${num(slack * panTravel)}*${eased(frames)}`;
  return perspective(left, num(top), `${left}+${num(window)}`, num(top + window));
}

type Interpolation = 'linear' | 'cubic';

function perspective(left: string, top: string, right: string, bottom: string, interpolation: Interpolation = 'cubic'): string {
  const q = (expr: string) => `'${expr}'`;
  return (
    `perspective=x0=${q(left)}:y0=${q(top)}:x1=${q(right)}:y1=${q(top)}:x2=${q(left)}:y2=${q(bottom)}` +
    `:x3=${q(right)}:y3=${q(bottom)}:interpolation=${interpolation}:sense=source:eval=frame`
  );
}

// ---- layers ----------------------------------------------------------------------------------------------------

/** The image as side² packed RGB (centre square when not square). */
async function squareRgb(image: Buffer, side: number): Promise<Buffer> {
  const meta = await sharp(image).metadata().catch(() => null);
  if (!meta?.width || !meta.height) throw new VideoInputError('The headshot image could not be decoded');
  return sharp(image).rotate().resize(side, side, { fit: 'cover', kernel: 'lanczos3' }).removeAlpha().toColourspace('srgb').raw().toBuffer();
}

/** The mask as side² one-byte values, cut and scaled exactly like the image. */
async function squareMask(mask: Buffer, image: Buffer, side: number): Promise<Buffer> {
  const [m, i] = await Promise.all([sharp(mask).metadata().catch(() => null), sharp(image).rotate().metadata()]);
  if (!m?.width || !m.height) throw new VideoInputError('The person mask could not be decoded');
  const imageWidth = i.autoOrient?.width ?? i.width;
  const imageHeight = i.autoOrient?.height ?? i.height;
  if (m.width !== imageWidth || m.height !== imageHeight) {
    throw new VideoInputError(`The person mask is ${m.width}×${m.height} but the image is ${imageWidth}×${imageHeight}`);
  }
  return sharp(mask).resize(side, side, { fit: 'cover', kernel: 'mitchell' }).extractChannel(0).raw().toBuffer();
}

/**
 * The person mask of a headshot with the segmentation model (personMask: MediaPipe selfie, the subject's region
 * kept). No face detector runs here: in a headshot the face is near the top middle, and that box only tells
 * personMask which person region is the subject.
 */
async function segmentSquare(rgb: Buffer, side: number): Promise<Buffer> {
  const segmenter = await getSegmenter();
  const faceBox = [side * 0.3, side * 0.15, side * 0.4, side * 0.45];
  const { png } = await personMask(segmenter, { data: rgb, width: side, height: side }, faceBox);
  return sharp(png).extractChannel(0).raw().toBuffer();
}

/** The person mask renderProfileVideo computes when given none: a greyscale PNG the size of the (square) image. */
export async function headshotMask(image: Buffer): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  if (width !== height || !width) throw new VideoInputError(`headshotMask needs a square image, got ${width}×${height}`);
  const mask = await segmentSquare(await squareRgb(image, width), width);
  return sharp(mask, { raw: { width, height, channels: 1 } }).toColourspace('b-w').png().toBuffer();
}

/**
 * Where to zoom: the middle of the head. Its x is the mask's centre over the top 30% of the person, its y 17% of
 * the frame below the top of the person (a head in a headshot is about a third of the frame tall), kept within the
 * frame's middle band. Without a person, a point above the centre.
 */
export function maskFocus(mask: Uint8Array, side: number): Focus {
  let top = -1;
  for (let y = 0; y < side && top < 0; y++) {
    let count = 0;
    for (let x = 0; x < side; x++) if (mask[y * side + x]! >= 128) count++;
    if (count >= side * 0.02) top = y;
  }
  if (top < 0) return { x: side / 2, y: side * 0.4 };
  const headEnd = Math.min(side, top + Math.round(side * 0.3));
  let sum = 0;
  let weight = 0;
  for (let y = top; y < headEnd; y++) {
    for (let x = 0; x < side; x++) {
      const a = mask[y * side + x]!;
      sum += a * x;
      weight += a;
    }
  }
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  return {
    x: clamp(weight ? sum / weight : side / 2, side * 0.25, side * 0.75),
    y: clamp(top + side * 0.17, side * 0.25, side * 0.6),
  };
}

/**
 * The background plate: the person painted out and the whole blurred. The person's region (grown a little, so
 * their outline and halo go too) is filled from its surroundings by push-pull interpolation at FILL_SIDE² (each
 * missing pixel takes the colours of the nearest known ones, smoothly), scaled up and blended in with a soft edge.
 * When the person layer moves over it, what appears beside them is backdrop, not a second copy of them.
 */
async function backgroundLayer(rgb: Buffer, mask: Buffer, side: number): Promise<Buffer> {
  const small = { width: FILL_SIDE, height: FILL_SIDE };
  const [smallRgb, smallMask] = await Promise.all([
    sharp(rgb, { raw: { width: side, height: side, channels: 3 } }).resize(small.width, small.height, { kernel: 'cubic' }).raw().toBuffer(),
    sharp(mask, { raw: { width: side, height: side, channels: 1 } }).resize(small.width, small.height, { kernel: 'cubic' }).extractChannel(0).raw().toBuffer(),
  ]);
  const hole = boxMax(Uint8Array.from(smallMask, (v) => (v > HOLE_THRESHOLD ? 1 : 0)), FILL_SIDE, HOLE_GROW);
  const filled = pushPullFill(smallRgb, hole, FILL_SIDE);
  // The blend edge: the hole softened over two fill pixels, scaled up.
  const soft = boxMean(Float32Array.from(hole), FILL_SIDE, FILL_SIDE, 2);
  const [fillFull, alphaFull] = await Promise.all([
    sharp(Buffer.from(filled), { raw: { ...small, channels: 3 } }).resize(side, side, { kernel: 'cubic' }).raw().toBuffer(),
    sharp(Buffer.from(soft.map((v) => Math.round(v * 255))), { raw: { ...small, channels: 1 } })
      .resize(side, side, { kernel: 'cubic' })
      .extractChannel(0)
      .raw()
      .toBuffer(),
  ]);
  const plate = Buffer.alloc(side * side * 3);
  for (let i = 0; i < side * side; i++) {
    const a = alphaFull[i]! / 255;
    for (let c = 0; c < 3; c++) plate[i * 3 + c] = Math.round(rgb[i * 3 + c]! * (1 - a) + fillFull[i * 3 + c]! * a);
  }
  return sharp(plate, { raw: { width: side, height: side, channels: 3 } })
    .blur(Math.max(0.5, side * BACKGROUND_BLUR))
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Dilation of a 0/1 mask by a square of radius r (separable). */
function boxMax(mask: Uint8Array, side: number, r: number): Uint8Array {
  return Uint8Array.from(separable(mask, side, r, (values) => Math.max(...values)));
}

function separable(mask: ArrayLike<number>, side: number, r: number, op: (values: number[]) => number): Float32Array {
  const pass = (src: ArrayLike<number>, at: (line: number, k: number) => number) => {
    const out = new Float32Array(side * side);
    for (let line = 0; line < side; line++) {
      for (let k = 0; k < side; k++) {
        const values: number[] = [];
        for (let j = Math.max(0, k - r); j <= Math.min(side - 1, k + r); j++) values.push(src[at(line, j)]!);
        out[at(line, k)] = op(values);
      }
    }
    return out;
  };
  return pass(pass(mask, (y, x) => y * side + x), (x, y) => y * side + x);
}

/**
 * Push-pull hole filling (Gortler et al.): known pixels are averaged down a pyramid to 1×1, then each level's
 * missing part is taken from the coarser level, upsampled bilinearly. `hole` is 1 where the colour is unknown;
 * `side` must be a power of two. Returns packed RGB.
 */
export function pushPullFill(rgb: Uint8Array, hole: Uint8Array, side: number): Uint8Array {
  // Level 0: premultiplied colour and weight.
  type Level = { side: number; color: Float32Array; weight: Float32Array };
  const levels: Level[] = [];
  const color0 = new Float32Array(side * side * 3);
  const weight0 = new Float32Array(side * side);
  for (let i = 0; i < side * side; i++) {
    const w = hole[i] ? 0 : 1;
    weight0[i] = w;
    for (let c = 0; c < 3; c++) color0[i * 3 + c] = rgb[i * 3 + c]! * w;
  }
  levels.push({ side, color: color0, weight: weight0 });
  // Pull: colour stays premultiplied by a weight clamped to 1.
  while (levels.at(-1)!.side > 1) {
    const fine = levels.at(-1)!;
    const s = fine.side / 2;
    const color = new Float32Array(s * s * 3);
    const weight = new Float32Array(s * s);
    for (let y = 0; y < s; y++) {
      for (let x = 0; x < s; x++) {
        let w = 0;
        const acc = [0, 0, 0];
        for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) {
          const j = (2 * y + dy) * fine.side + 2 * x + dx;
          w += fine.weight[j]!;
          for (let c = 0; c < 3; c++) acc[c]! += fine.color[j * 3 + c]!;
        }
        const i = y * s + x;
        const clamped = Math.min(1, w);
        weight[i] = clamped;
        for (let c = 0; c < 3; c++) color[i * 3 + c] = w > 0 ? (acc[c]! / w) * clamped : 0;
      }
    }
    levels.push({ side: s, color, weight });
  }
  // Push: normalised colour per level, missing share from the upsampled coarser level.
  let coarse = levels.at(-1)!;
  let result = Float32Array.from(coarse.color, (v, k) => (coarse.weight[k / 3 | 0]! > 0 ? v / coarse.weight[k / 3 | 0]! : 128));
  for (let l = levels.length - 2; l >= 0; l--) {
    const fine = levels[l]!;
    const s = fine.side;
    const cs = coarse.side;
    const next = new Float32Array(s * s * 3);
    for (let y = 0; y < s; y++) {
      const cy = Math.min(cs - 1, Math.max(0, (y + 0.5) / 2 - 0.5));
      const y0 = Math.floor(cy);
      const y1 = Math.min(cs - 1, y0 + 1);
      const fy = cy - y0;
      for (let x = 0; x < s; x++) {
        const cx = Math.min(cs - 1, Math.max(0, (x + 0.5) / 2 - 0.5));
        const x0 = Math.floor(cx);
        const x1 = Math.min(cs - 1, x0 + 1);
        const fx = cx - x0;
        const i = y * s + x;
        const w = fine.weight[i]!;
        for (let c = 0; c < 3; c++) {
          const up =
            (result[(y0 * cs + x0) * 3 + c]! * (1 - fx) + result[(y0 * cs + x1) * 3 + c]! * fx) * (1 - fy) +
            (result[(y1 * cs + x0) * 3 + c]! * (1 - fx) + result[(y1 * cs + x1) * 3 + c]! * fx) * fy;
          // fine.color is premultiplied by w: colour·w + up·(1 − w).
          next[i * 3 + c] = fine.color[i * 3 + c]! + up * (1 - w);
        }
      }
    }
    result = next;
    coarse = fine;
  }
  return Uint8Array.from(result, (v) => Math.max(0, Math.min(255, Math.round(v))));
}
