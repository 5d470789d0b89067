import sharp from 'sharp';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import type { FaceEngine, RgbImage } from '@kadr/core/vision/human';
import { mainFace } from './headshot-engine';
import type { IdentityProfile } from './identity-profile';
import { createLocalTrainingProvider } from './local-training';
import { onePersonPhotos, storePhotos } from './training-fixtures';

/** Tests' and the bench's helpers for the local headshot engine: a real profile, decoded pixels, simple statistics. */

/** Trains the local provider on `count` fixture photos of one person and returns the identity profile it wrote. */
export async function trainFixtureProfile(store: ObjectStore, userId = 'u1', modelId = 'm1', count = 6): Promise<IdentityProfile> {
  return trainProfileOn(store, await onePersonPhotos(count), userId, modelId);
}

/** Trains the local provider on the given photos and returns the identity profile it wrote. */
export async function trainProfileOn(store: ObjectStore, jpegs: Buffer[], userId: string, modelId: string): Promise<IdentityProfile> {
  const photos = await storePhotos(store, userId, jpegs);
  const artifact = await createLocalTrainingProvider().train(
    { userId, modelId, jobId: `job-${modelId}`, photos },
    { store, signal: new AbortController().signal, reportProgress: async () => undefined },
  );
  return JSON.parse((await store.getBuffer(artifact.artifactKey))!.toString('utf8')) as IdentityProfile;
}

export async function decode(image: Buffer, channels: 1 | 3 = 3): Promise<RgbImage & { channels: number }> {
  let pipeline = sharp(image);
  pipeline = channels === 1 ? pipeline.extractChannel(0) : pipeline.removeAlpha();
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height, channels: info.channels };
}

export async function detectMainFace(engine: FaceEngine, jpeg: Buffer) {
  const rgb = await decode(jpeg);
  return mainFace(await engine.detectFaces(rgb));
}

/** Mean R, G, B, luma standard deviation, mean saturation (max − min channel) and warmth (R − B). */
export function colourStats(rgb: RgbImage) {
  const n = rgb.width * rgb.height;
  let r = 0, g = 0, b = 0, l2 = 0, sat = 0;
  for (let i = 0; i < n; i++) {
    const [pr, pg, pb] = [rgb.data[i * 3]!, rgb.data[i * 3 + 1]!, rgb.data[i * 3 + 2]!];
    r += pr;
    g += pg;
    b += pb;
    const l = 0.299 * pr + 0.587 * pg + 0.114 * pb;
    l2 += l * l;
    sat += Math.max(pr, pg, pb) - Math.min(pr, pg, pb);
  }
  const meanL = (0.299 * r + 0.587 * g + 0.114 * b) / n;
  return { r: r / n, g: g / n, b: b / n, lumaStd: Math.sqrt(l2 / n - meanL * meanL), saturation: sat / n, warmth: (r - b) / n };
}

/** Mean squared 4-neighbour Laplacian of the luma over the pixels `where` accepts (high-frequency energy). */
export function laplacianEnergy(rgb: RgbImage, where: (i: number) => boolean): number {
  const { width, height, data } = rgb;
  const l = (i: number) => 0.299 * data[i * 3]! + 0.587 * data[i * 3 + 1]! + 0.114 * data[i * 3 + 2]!;
  let sum = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (!where(i)) continue;
      const lap = 4 * l(i) - l(i - 1) - l(i + 1) - l(i - width) - l(i + width);
      sum += lap * lap;
      n++;
    }
  }
  return n === 0 ? 0 : sum / n;
}

/** Mean absolute difference per channel between two same-size RGB images over the pixels `where` accepts. */
export function meanAbsDiff(a: RgbImage, b: RgbImage, where: (i: number) => boolean): { diff: number; pixels: number } {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < a.width * a.height; i++) {
    if (!where(i)) continue;
    for (let c = 0; c < 3; c++) sum += Math.abs(a.data[i * 3 + c]! - b.data[i * 3 + c]!);
    n++;
  }
  return { diff: n === 0 ? 0 : sum / (3 * n), pixels: n };
}
