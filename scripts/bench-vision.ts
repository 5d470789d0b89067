// Photo intake and quality check on the CPU (Human on tfjs WASM + sharp), over the selfie fixtures cut from the
// photos that npm packages ship. Prints figures, no pass/fail; ratios are measured in one run, on one machine.
//   node --import tsx -e "import('./scripts/bench-vision.ts').then((m) => m.benchVision())"
// 1. The CPU of one upload's whole intake and check (intakeAndCheck: decode, normalize, face detection, pose,
//    sharpness and exposure, identity embedding, thumbnail) in a warm photo-check process, as the server runs one:
//    for the browser's 2048-px copy of a 12 MP phone photo and for the 12 MP original (the server shrinks it).
// 2. Per-photo figures on the 640–900 px fixtures, and a 20-photo batch.
// 3. The blur calibration table (bench-blur.ts), and the same verdicts from the browser's copies as from the 12 MP
//    originals over every calibration case (bench-resize-agreement.ts).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { intakeImage } from '@kadr/core/vision/decode-image';
import { getFaceEngine } from '@kadr/core/vision/human';
import { checkPhoto } from '@kadr/core/vision/photo-check';
import { ProcessPool } from '@kadr/server/lib/process-pool';
import { PHOTO_CHECK_POOL_OPTIONS, type PhotoIntakeJob } from '@kadr/server/modules/models/photo-intake';
import { buildAuthorPhotos, buildGroupCrops, FIXTURE_INTAKE, type PersonPhoto } from '@kadr/tests/fixtures/vision/photos';
import { phonePhoto } from '@kadr/tests/fixtures/vision/uploads';
import { benchBlurCalibration } from './bench-blur';
import { benchResizeAgreement, browserShrunk } from './bench-resize-agreement';
import type { MeasuredPhoto } from './bench-vision-process';

const BATCH_SIZE = 20;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function timed<T>(task: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await task();
  return [value, performance.now() - started];
}

const ROUNDS = 3;

/**
 * CPU per photo in one photo-check process (the server's options and set-up, one photo at a time so that each
 * figure is one photo's), warm: its models loaded and every photo of a kind checked once before its figures.
 */
async function benchPhotoCpu(people: PersonPhoto[]): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'kadr-bench-vision-'));
  const pool = new ProcessPool<PhotoIntakeJob, MeasuredPhoto>(new URL('./bench-vision-process.ts', import.meta.url), {
    ...PHOTO_CHECK_POOL_OPTIONS,
    maxProcesses: 1,
    tasksPerProcess: 1,
  });
  try {
    // Ten different phone photos (landscape and portrait, 3–7 MB) and the browser's copy of each.
    const originals: string[] = [];
    const shrunk: string[] = [];
    for (const [i, person] of people.slice(0, 10).entries()) {
      const original = await phonePhoto(person.image.jpeg, { portrait: i % 2 === 1, seed: i + 1 });
      originals.push(join(dir, `${i}-original.jpg`));
      shrunk.push(join(dir, `${i}-2048.jpg`));
      await writeFile(originals[i]!, original);
      await writeFile(shrunk[i]!, await browserShrunk(original));
    }
    const job = (path: string): PhotoIntakeJob => ({ path, maxBytes: 25 * 1024 * 1024, maxPixels: 25_000_000 });
    console.log(
      `\nCPU of one photo's intake and check in a warm photo-check process (intakeAndCheck: decode, normalize, faces, pose, ` +
        `metrics, embedding, thumbnail; ${PHOTO_CHECK_POOL_OPTIONS.execArgv.join(' ')}; ${availableParallelism()} cores; ` +
        `10 phone photos × ${ROUNDS})`,
    );
    for (const [label, paths] of [
      ["the browser's copy (inside 2048 px, ~0.3–0.7 MB)", shrunk],
      ['12 MP original (3–7 MB), shrunk by the server', originals],
    ] as const) {
      // Warm: every photo once first (the process's first few dozen photos still cost more: V8 and WASM warming up).
      for (const path of paths) await pool.run(job(path));
      const cpu: number[] = [];
      let size = '';
      for (let round = 0; round < ROUNDS; round++) {
        for (const path of paths) {
          const measured = await pool.run(job(path));
          cpu.push(measured.cpuMs);
          size ||= `${measured.width}×${measured.height}`;
        }
      }
      cpu.sort((a, b) => a - b);
      const at = (q: number) => cpu[Math.min(cpu.length - 1, Math.floor(q * cpu.length))]!;
      console.log(`  ${label.padEnd(46)} p50 ${at(0.5).toFixed(0).padStart(4)} ms   p95 ${at(0.95).toFixed(0).padStart(4)} ms   (stored as ${size}…)`);
    }
  } finally {
    await pool.close();
    await rm(dir, { recursive: true, force: true });
  }
}

export async function benchVision(): Promise<void> {
  const [engine, loadMs] = await timed(() => getFaceEngine());
  const people = [...(await buildAuthorPhotos()), ...(await buildGroupCrops(engine))];
  await benchPhotoCpu(people);
  const photos = people.map((p) => p.image);
  await checkPhoto(photos[0]!, engine); // first call outside the figures

  const decodeMs: number[] = [];
  const intakeMs: number[] = [];
  const checkMs: number[] = [];
  for (const photo of photos) {
    decodeMs.push((await timed(() => sharp(photo.jpeg).raw().toBuffer()))[1]);
    intakeMs.push((await timed(() => intakeImage(photo.jpeg, FIXTURE_INTAKE)))[1]);
    checkMs.push((await timed(() => checkPhoto(photo, engine)))[1]);
  }
  const batch = Array.from({ length: BATCH_SIZE }, (_, i) => photos[i % photos.length]!);
  const [, sequentialMs] = await timed(async () => {
    for (const photo of batch) await checkPhoto(photo, engine);
  });
  const [, concurrentMs] = await timed(() => Promise.all(batch.map((photo) => checkPhoto(photo, engine))));

  const size = `${photos[0]!.width}×${photos[0]!.height}`;
  const row = (label: string, ms: number, note = '') =>
    console.log(`  ${label.padEnd(44)} ${ms.toFixed(1).padStart(8)} ms${note}`);
  const models = engine.models.join('+');
  console.log(
    `\nPhoto checks on the CPU (${photos.length} selfie fixtures, ~${size}; ${availableParallelism()} cores; ` +
      `Human ${models} on tfjs WASM)`,
  );
  row('engine load + warm-up (once per process)', loadMs);
  row('sharp decode alone (JPEG → RGB), median', median(decodeMs));
  row('intake (sniff, orient, strip, re-encode)', median(intakeMs));
  row('checkPhoto per photo, median', median(checkMs), `  (${(median(checkMs) / median(decodeMs)).toFixed(1)}× the decode)`);
  row(`${BATCH_SIZE}-photo batch, one after another`, sequentialMs);
  row(`${BATCH_SIZE}-photo batch, all at once (inference queued)`, concurrentMs);
  await benchBlurCalibration(engine);
  await benchResizeAgreement(engine);
}
