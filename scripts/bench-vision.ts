// Photo intake and quality check on the CPU (Human on tfjs WASM + sharp), over the selfie fixtures cut from the
// photos that npm packages ship. Prints figures, no pass/fail; ratios are measured in one run, on one machine.
//   node --import tsx -e "import('./scripts/bench-vision.ts').then((m) => m.benchVision())"
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { intakeImage } from '@kadr/core/vision/decode-image';
import { getFaceEngine } from '@kadr/core/vision/human';
import { checkPhoto } from '@kadr/core/vision/photo-check';
import { buildAuthorPhotos, buildGroupCrops, FIXTURE_INTAKE } from '@kadr/tests/fixtures/vision/photos';
import { benchBlurCalibration } from './bench-blur';

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

export async function benchVision(): Promise<void> {
  const [engine, loadMs] = await timed(() => getFaceEngine());
  const photos = [...(await buildGroupCrops(engine)), ...(await buildAuthorPhotos())].map((p) => p.image);
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
}
