// Local video engine: render wall time per second of video, for each quality and effect, on the headshot fixture
// (Human's author, 1024²; person mask computed once beforehand). Prints figures, no pass/fail; one run, one machine.
//   node --import tsx -e "import('./scripts/bench-video.ts').then((m) => m.benchVideo())"
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { buildAuthorPhotos } from '@kadr/tests/fixtures/vision/photos';
import {
  headshotMask,
  renderProfileVideo,
  VIDEO_DURATION_LIMITS,
  VIDEO_QUALITIES,
  VIDEO_QUALITY_PRESETS,
} from '@kadr/workflows/inference/local/video-engine';
import type { VideoStyle } from '@kadr/core/jobs/video-job';
import { configureMediaTools, mediaTools } from '@kadr/core/media-tools/media-tools';

export interface VideoBenchRow {
  quality: string;
  style: VideoStyle;
  seconds: number;
  renderMs: number;
  /** Render wall time over the video's duration (below 1: faster than real time). */
  ratio: number;
  bytes: number;
}

export async function benchVideo(seconds: number = VIDEO_DURATION_LIMITS.default): Promise<VideoBenchRow[]> {
  const photo = (await buildAuthorPhotos())[1]!.image.jpeg;
  const image = await sharp(photo).resize(1024, 1024, { kernel: 'lanczos3' }).jpeg({ quality: 92 }).toBuffer();
  let started = performance.now();
  const mask = await headshotMask(image);
  const maskMs = performance.now() - started;

  const rows: VideoBenchRow[] = [];
  const styles: VideoStyle[] = ['parallax', 'push-in'];
  for (const style of styles) {
    for (const quality of VIDEO_QUALITIES) {
      started = performance.now();
      const video = await renderProfileVideo({ image, mask, durationSeconds: seconds, quality, style });
      const renderMs = performance.now() - started;
      rows.push({ quality, style, seconds: video.durationSeconds, renderMs, ratio: renderMs / 1000 / video.durationSeconds, bytes: video.bytes });
    }
  }

  console.log(`\nLocal video engine (ffmpeg + libx264 on the CPU, ${availableParallelism()} cores; 1024² headshot, ${seconds} s clips)`);
  console.log(`  person mask (segmentation, first call loads the model)  ${maskMs.toFixed(0).padStart(7)} ms`);
  for (const row of rows) {
    const preset = VIDEO_QUALITY_PRESETS[row.quality as keyof typeof VIDEO_QUALITY_PRESETS];
    const label = `${row.style} ${row.quality} (${preset.side}² ${preset.fps} fps CRF ${preset.crf})`;
    console.log(
      `  ${label.padEnd(44)} ${row.renderMs.toFixed(0).padStart(7)} ms  ${row.ratio.toFixed(2)} s per video second  ${(row.bytes / 1024).toFixed(0).padStart(5)} KiB`,
    );
  }
  await compareBuilds(image, mask, seconds);
  return rows;
}

/**
 * The same clips with the system's ffmpeg and with the static build the npm package ships (what `npm start` uses on a
 * machine without one), one after the other in this run. Skipped where the system has none.
 */
async function compareBuilds(image: Buffer, mask: Buffer, seconds: number) {
  const system = await mediaTools();
  if (system.ffmpeg.source !== 'system') return;
  configureMediaTools({ searchPath: '' });
  const bundled = await mediaTools();
  const times: Record<string, number[]> = { system: [], bundled: [] };
  try {
    for (const quality of ['standard', 'high'] as const) {
      for (const [name, config] of [['system', {}], ['bundled', { searchPath: '' }]] as const) {
        configureMediaTools(config);
        const started = performance.now();
        await renderProfileVideo({ image, mask, durationSeconds: seconds, quality, style: 'parallax' });
        times[name]!.push(performance.now() - started);
      }
    }
  } finally {
    configureMediaTools({});
  }
  console.log(`\n  ffmpeg builds, parallax ${seconds} s clips (standard, high): system ${system.ffmpeg.version.split(' ').slice(0, 3).join(' ')} vs the npm package's ${bundled.ffmpeg.version.split(' ').slice(0, 3).join(' ')}`);
  const total = (name: string) => times[name]!.reduce((a, b) => a + b, 0);
  console.log(`  system  ${times.system!.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);
  console.log(`  bundled ${times.bundled!.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}  (${(total('bundled') / total('system')).toFixed(2)}× the system's time)`);
}
