import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthorPhotos } from '@kadr/tests/fixtures/vision/photos';
import {
  headshotMask,
  maskFocus,
  renderProfileVideo,
  VIDEO_DURATION_LIMITS,
  VIDEO_MOTION,
  VIDEO_QUALITIES,
  VIDEO_QUALITY_PRESETS,
  type ProfileVideo,
} from './video-engine';
import type { VideoQuality, VideoStyle } from '@kadr/core/jobs/video-job';
import { FfmpegError, mediaTools, runTool } from './video-ffmpeg';
import { configureMediaTools, MediaToolsMissingError } from '@kadr/core/media-tools/media-tools';
import { extractFrame, mp4Boxes, probeVideo } from './video-probe';

/**
 * Real ffmpeg, real segmentation model: renders short clips of a headshot-like fixture (Human's author, cut from a
 * screenshot shipped in @vladmandic/human, scaled to 1024²) and checks the files and the motion in them.
 */

const SIDE = 1024;
const SECONDS = 3;
/** Grid the motion is measured on: frames scaled to this side, patches of PATCH², searched ±SEARCH. */
const GRID = 256;
const PATCH = 16;
const SEARCH = 14;

let image: Buffer;
let mask: Buffer;
let work: string;
const rendered = new Map<string, { video: ProfileVideo; progress: number[] }>();

beforeAll(async () => {
  const photo = (await buildAuthorPhotos())[1]!.image.jpeg;
  image = await sharp(photo).resize(SIDE, SIDE, { kernel: 'lanczos3' }).jpeg({ quality: 92 }).toBuffer();
  mask = await headshotMask(image);
  work = await mkdtemp(join(tmpdir(), 'kadr-video-test-'));
}, 60_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

/** Renders (once per quality/style) a SECONDS-long clip with the fixture's mask, recording the progress. */
async function render(quality: VideoQuality, style: VideoStyle) {
  const key = `${quality}/${style}`;
  let entry = rendered.get(key);
  if (!entry) {
    const progress: number[] = [];
    const video = await renderProfileVideo({ image, mask, durationSeconds: SECONDS, quality, style, onProgress: (f) => progress.push(f) });
    entry = { video, progress };
    rendered.set(key, entry);
  }
  return entry;
}

/** Grey frame scaled to GRID² (luma as float). */
async function greyGrid(frame: { data: Buffer; width: number; height: number }): Promise<Float32Array> {
  const grey = await sharp(frame.data, { raw: { width: frame.width, height: frame.height, channels: 3 } })
    .resize(GRID, GRID, { kernel: 'cubic' })
    .greyscale()
    .extractChannel(0)
    .raw()
    .toBuffer();
  return Float32Array.from(grey);
}

async function firstAndLast(video: ProfileVideo) {
  const last = (video.frames - 1) / video.fps;
  return Promise.all([greyGrid(await extractFrame(video.mp4, 0)), greyGrid(await extractFrame(video.mp4, last))]);
}

/** Mean absolute difference of two GRID² frames, 0..255. */
function meanAbsDiff(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

/** Where the patch at (x, y) of `from` went in `to`: the displacement with the least sum of absolute differences. */
function displacement(from: Float32Array, to: Float32Array, x: number, y: number, search = SEARCH, patch = PATCH): [number, number] {
  let best = Infinity;
  let found: [number, number] = [0, 0];
  for (let dy = -search; dy <= search; dy++) {
    for (let dx = -search; dx <= search; dx++) {
      if (x + dx < 0 || y + dy < 0 || x + dx + patch > GRID || y + dy + patch > GRID) continue;
      let sad = 0;
      for (let v = 0; v < patch && sad < best; v++) {
        const row = (y + v) * GRID + x;
        const moved = (y + dy + v) * GRID + x + dx;
        for (let u = 0; u < patch; u++) sad += Math.abs(from[row + u]! - to[moved + u]!);
      }
      // (A row loop cut short has sad ≥ best: only a complete, lower sum wins.)
      if (sad < best) {
        best = sad;
        found = [dx, dy];
      }
    }
  }
  return found;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? NaN;
};

/**
 * How much the subject and the background were scaled between two frames: for each textured patch entirely inside
 * (mask ≥ 230) or entirely outside (mask ≤ 10, with a margin) the person, its displacement projected on the
 * direction away from the zoom focus, over its distance from the focus (d·r/|r|²: 0.1 for a 10% zoom). Medians.
 */
async function zoomByRegion(first: Float32Array, last: Float32Array) {
  const gridMask = await sharp(mask).resize(GRID, GRID, { kernel: 'cubic' }).extractChannel(0).raw().toBuffer();
  const focus = maskFocus(gridMask, GRID);
  const subject: number[] = [];
  const background: number[] = [];
  const margin = 4;
  for (let y = SEARCH; y + PATCH + SEARCH <= GRID; y += PATCH / 2) {
    for (let x = SEARCH; x + PATCH + SEARCH <= GRID; x += PATCH / 2) {
      let lo = 255;
      let hi = 0;
      for (let v = -margin; v < PATCH + margin; v++) {
        for (let u = -margin; u < PATCH + margin; u++) {
          const m = gridMask[(y + v) * GRID + x + u]!;
          lo = Math.min(lo, m);
          hi = Math.max(hi, m);
        }
      }
      const region = lo >= 230 ? subject : hi <= 10 ? background : null;
      if (!region) continue;
      // Flat patches (black screenshot margins, a plain wall) match anywhere: only textured ones count.
      let sum = 0;
      let sq = 0;
      for (let v = 0; v < PATCH; v++) {
        for (let u = 0; u < PATCH; u++) {
          const p = first[(y + v) * GRID + x + u]!;
          sum += p;
          sq += p * p;
        }
      }
      const n = PATCH * PATCH;
      if (Math.sqrt(sq / n - (sum / n) ** 2) < 6) continue;
      const r = [x + PATCH / 2 - focus.x, y + PATCH / 2 - focus.y] as const;
      const r2 = r[0] ** 2 + r[1] ** 2;
      if (r2 < 30 ** 2) continue;
      const [dx, dy] = displacement(first, last, x, y);
      region.push((dx * r[0] + dy * r[1]) / r2);
    }
  }
  return { subject: median(subject), background: median(background), counts: [subject.length, background.length] };
}

describe('renderProfileVideo: files', () => {
  for (const quality of VIDEO_QUALITIES) {
    it(`${quality}: H.264 yuv420p MP4 of the preset's size and rate, the requested duration, faststart, no audio`, async () => {
      const { video, progress } = await render(quality, 'parallax');
      const preset = VIDEO_QUALITY_PRESETS[quality];
      const probe = await probeVideo(video.mp4);
      expect(probe).toMatchObject({ codec: 'h264', pixelFormat: 'yuv420p', width: preset.side, height: preset.side, hasAudio: false });
      expect(probe.fps).toBeCloseTo(preset.fps, 3);
      expect(Math.abs(probe.durationSeconds - SECONDS)).toBeLessThanOrEqual(0.1);
      expect(probe.frames).toBe(SECONDS * preset.fps);
      expect(video).toMatchObject({ width: preset.side, height: preset.side, fps: preset.fps, bytes: video.mp4.length });
      expect(video.durationSeconds).toBeCloseTo(SECONDS, 5);

      const boxes = mp4Boxes(video.mp4).map((b) => b.type);
      expect(boxes[0]).toBe('ftyp');
      expect(video.mp4.toString('latin1', 8, 12)).toMatch(/^(isom|mp42|iso\d)$/);
      expect(boxes).toContain('mdat');
      expect(boxes.indexOf('moov')).toBeGreaterThan(0);
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));

      // Progress: several reports, strictly increasing, ending at exactly 1.
      expect(progress.length).toBeGreaterThanOrEqual(3);
      for (let i = 1; i < progress.length; i++) expect(progress[i]!).toBeGreaterThan(progress[i - 1]!);
      expect(progress[0]!).toBeGreaterThan(0);
      expect(progress.at(-1)).toBe(1);
      expect(progress.filter((f) => f > 0.2 && f < 1).length).toBeGreaterThanOrEqual(1);
    }, 120_000);
  }
});

describe('renderProfileVideo: motion', () => {
  it('parallax: the subject is pushed in several times more than the background', async () => {
    const { video } = await render('high', 'parallax');
    const [first, last] = await firstAndLast(video);
    expect(meanAbsDiff(first, last)).toBeGreaterThan(2);
    const zoom = await zoomByRegion(first, last);
    expect(zoom.counts[0]).toBeGreaterThanOrEqual(10);
    expect(zoom.counts[1]).toBeGreaterThanOrEqual(10);
    // Engine: subject ×1.10, background ×1.025 over the clip.
    expect(zoom.subject).toBeGreaterThan((VIDEO_MOTION.subjectZoom - 1) * 0.6);
    expect(zoom.subject).toBeLessThan((VIDEO_MOTION.subjectZoom - 1) * 1.6);
    expect(zoom.background).toBeLessThan((VIDEO_MOTION.backgroundZoom - 1) * 2);
    expect(zoom.subject).toBeGreaterThan(2 * zoom.background + 0.02);
  }, 120_000);

  it('push-in: the whole frame is zoomed alike, subject and background', async () => {
    const { video } = await render('high', 'push-in');
    const [first, last] = await firstAndLast(video);
    expect(meanAbsDiff(first, last)).toBeGreaterThan(2);
    const zoom = await zoomByRegion(first, last);
    expect(zoom.subject).toBeGreaterThan((VIDEO_MOTION.pushInZoom - 1) * 0.6);
    expect(zoom.background).toBeGreaterThan((VIDEO_MOTION.pushInZoom - 1) * 0.6);
    expect(Math.abs(zoom.subject - zoom.background)).toBeLessThan(0.04);
  }, 120_000);

  it('pan: the frame moves sideways', async () => {
    const { video } = await render('standard', 'pan');
    const [first, last] = await firstAndLast(video);
    expect(meanAbsDiff(first, last)).toBeGreaterThan(2);
    // The middle of the first frame is found in the last one shifted to the left (the window travels right):
    // by panTravel of the slack, at the output's scale (standard: 720², ~62 px → ~24.6 px on the 256² grid).
    const { panZoom, panTravel } = VIDEO_MOTION;
    const expected = (GRID - GRID / panZoom) * panTravel * panZoom;
    const block = 96;
    const [dx, dy] = displacement(first, last, GRID / 2 - block / 2, GRID / 2 - block / 2, 40, block);
    expect(Math.abs(-dx - expected)).toBeLessThanOrEqual(2);
    expect(Math.abs(dy)).toBeLessThanOrEqual(1);
  }, 120_000);

  it('computes the person mask itself when none is given', async () => {
    const video = await renderProfileVideo({ image, durationSeconds: VIDEO_DURATION_LIMITS.min, quality: 'standard' });
    const probe = await probeVideo(video.mp4);
    expect(probe).toMatchObject({ codec: 'h264', width: 720, height: 720 });
    const { data } = await sharp(mask).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    const share = data.reduce((n, v) => n + (v >= 128 ? 1 : 0), 0) / data.length;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.85);
  }, 120_000);
});

describe('renderProfileVideo: input and failures', () => {
  it('rejects durations outside the limits with the limits in the message', async () => {
    for (const seconds of [VIDEO_DURATION_LIMITS.min - 0.1, VIDEO_DURATION_LIMITS.max + 0.5, 0, -5, Number.NaN, Infinity]) {
      await expect(renderProfileVideo({ image, mask, durationSeconds: seconds, quality: 'standard' })).rejects.toThrow(
        'Video duration must be between 3 and 10 seconds',
      );
    }
  });

  it('rejects an unknown quality or style, an undecodable image and a mask of another size', async () => {
    await expect(renderProfileVideo({ image, durationSeconds: 3, quality: 'max' as VideoQuality })).rejects.toThrow(/Unknown video quality/);
    await expect(renderProfileVideo({ image, durationSeconds: 3, quality: 'high', style: 'spin' as VideoStyle })).rejects.toThrow(/Unknown video style/);
    await expect(renderProfileVideo({ image: Buffer.from('not an image'), durationSeconds: 3, quality: 'high' })).rejects.toThrow(/could not be decoded/);
    const small = await sharp(mask).resize(512, 512).png().toBuffer();
    await expect(renderProfileVideo({ image, mask: small, durationSeconds: 3, quality: 'high' })).rejects.toThrow(/512×512 but the image is 1024×1024/);
  });

  it('aborted mid-render: kills ffmpeg, throws an AbortError, leaves no temp files', async () => {
    const parent = await mkdtemp(join(work, 'abort-'));
    const controller = new AbortController();
    const seen: number[] = [];
    let abortedAt = 0;
    const rendering = renderProfileVideo({
      image,
      mask,
      durationSeconds: VIDEO_DURATION_LIMITS.max,
      quality: 'ultra',
      tempDir: parent,
      signal: controller.signal,
      onProgress: (f) => {
        seen.push(f);
        // Past the preparation: ffmpeg is running and writing into the temp folder.
        if (f > 0.15 && !abortedAt) {
          abortedAt = performance.now();
          controller.abort();
        }
      },
    });
    const error = await rendering.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('AbortError');
    expect(seen.at(-1)!).toBeLessThan(0.5);
    expect(await readdir(parent)).toEqual([]);
    // Stopped at once (a 10 s ultra render has many seconds left at 15%), not after ffmpeg finished.
    expect(performance.now() - abortedAt).toBeLessThan(2000);
  }, 120_000);

  it('an already aborted signal stops before anything runs', async () => {
    const parent = await mkdtemp(join(work, 'pre-abort-'));
    const error = await renderProfileVideo({ image, mask, durationSeconds: 3, quality: 'standard', tempDir: parent, signal: AbortSignal.abort() }).catch(
      (e: unknown) => e,
    );
    expect((error as Error).name).toBe('AbortError');
    expect(await readdir(parent)).toEqual([]);
  });

  it('a missing ffmpeg gives a clear error before anything is done', async () => {
    const parent = await mkdtemp(join(work, 'missing-'));
    configureMediaTools({ ffmpegPath: '/nonexistent/bin/ffmpeg' });
    try {
      const error = await renderProfileVideo({ image, mask, durationSeconds: 3, quality: 'standard', style: 'push-in', tempDir: parent }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(MediaToolsMissingError);
      expect((error as MediaToolsMissingError).missing).toEqual(['ffmpeg']);
      expect((error as Error).message).toMatch(/FFMPEG_PATH=\/nonexistent\/bin\/ffmpeg is not an executable file/);
    } finally {
      configureMediaTools({});
    }
    expect(await readdir(parent)).toEqual([]);
  });

  it('an ffmpeg that fails after the frames were written leaves no temp files', async () => {
    const parent = await mkdtemp(join(work, 'failing-'));
    // Answers the checks as the real one does, then exits 1 at once on the render, as ffmpeg does on a bad filter
    // graph or a full disk: the frames are already in the folder.
    const failing = join(work, 'failing-ffmpeg');
    const real = (await mediaTools()).ffmpeg.path;
    await writeFile(failing, `#!/bin/sh\ncase " $* " in *" -version "*|*" -encoders "*|*" -filters "*) exec "${real}" "$@";; esac\nexit 1\n`, { mode: 0o755 });
    configureMediaTools({ ffmpegPath: failing });
    try {
      const error = await renderProfileVideo({ image, mask, durationSeconds: 3, quality: 'standard', tempDir: parent }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FfmpegError);
      expect((error as FfmpegError).exitCode).toBe(1);
    } finally {
      configureMediaTools({});
    }
    expect(await readdir(parent)).toEqual([]);
  });

  it('renders with the ffmpeg shipped in the npm package when the system has none', async () => {
    configureMediaTools({ searchPath: '' });
    try {
      const tools = await mediaTools();
      expect(tools.ffmpeg.source).toBe('bundled');
      expect(tools.ffprobe.source).toBe('bundled');
      const video = await renderProfileVideo({ image, mask, durationSeconds: 3, quality: 'standard', style: 'parallax' });
      const probe = await probeVideo(video.mp4);
      expect(probe).toMatchObject({ codec: 'h264', width: video.width, height: video.height, pixelFormat: 'yuv420p', frames: video.frames });
    } finally {
      configureMediaTools({});
    }
  });

  it('a failing ffmpeg run reports its exit code and the end of its stderr', async () => {
    const error = await runTool((await mediaTools()).ffmpeg.path, ['-hide_banner', '-nostdin', '-i', join(work, 'no-such-input.png'), join(work, 'out.mp4')]).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FfmpegError);
    expect((error as FfmpegError).exitCode).not.toBe(0);
    expect((error as FfmpegError).stderrTail).toMatch(/No such file or directory/);
    expect((error as Error).message).toMatch(/exited with code \d+: .*No such file or directory/s);
  });
});
