import sharp from 'sharp';
import { seededRandom } from './replicate-double-faults';

// What both provider doubles do for a first look (capability `preview`): FLUX.1 Kontext [pro] given one selfie and
// a prompt. The doubles "edit" the selfie into a headshot: the person of the input image, framed to the asked aspect
// ratio at one megapixel and lightly graded (the face stays the input's, as Kontext keeps the identity), after the
// latency the providers document for it.
//
// Latencies: 5–10 s an image for FLUX.1 Kontext [pro] on fal, end to end with its queue, and about the same on
// Replicate, as the issue's brief gives them (taken from the providers' model pages; these machines cannot reach them,
// so they were not measured here). Each run of a double waits a seeded draw from that range, so a bench over 20
// requests sees its spread; a test may set another.

/** The documented range of one Kontext [pro] image, in milliseconds, per provider. */
export const KONTEXT_LATENCY_MS = { fal: [5_000, 10_000], replicate: [5_000, 10_000] } as const satisfies Record<string, readonly [number, number]>;

/** A seeded draw from `range` (the same seed, the same sequence): deterministic benches. */
export function latencyDraws(range: readonly [number, number], seed = 31): () => number {
  const random = seededRandom(seed);
  return () => Math.round(range[0] + (range[1] - range[0]) * random());
}

/** One megapixel at `ratio` ('w:h'), sides multiples of 16 (1024×1024 for 1:1). */
function megapixel(ratio: string): { width: number; height: number } {
  const [w, h] = (/^\d+:\d+$/.test(ratio) ? ratio : '1:1').split(':').map(Number) as [number, number];
  const side = (x: number) => Math.round(Math.sqrt(1024 * 1024 * x) / 16) * 16;
  return { width: side(w / h), height: side(h / w) };
}

/**
 * The "edited" selfie: a new picture of the person, not a copy of the input. Kontext re-poses, re-frames and re-lights
 * the subject, so the double does too, differently for each run (`variant`, the double's run count): mirrored on every
 * other run, closer or wider, warmer or cooler; at one megapixel in the asked aspect ratio, as JPEG or PNG.
 */
export async function kontextOutput(
  selfie: Buffer | Uint8Array,
  aspectRatio: string,
  format: 'jpeg' | 'png',
  variant = 0,
): Promise<{ body: Buffer; type: string; ext: string; width: number; height: number }> {
  const size = megapixel(aspectRatio);
  const source = sharp(selfie).rotate();
  const meta = await source.metadata();
  const [w, h] = [meta.width ?? size.width, meta.height ?? size.height];
  // A tighter or wider frame around the middle of the photo: 95 %, 85 % or 75 % of its short side.
  const zoom = [0.95, 0.85, 0.75][variant % 3]!;
  const side = Math.round(Math.min(w, h) * zoom);
  const framed = sharp(await source.toBuffer())
    .extract({ left: Math.round((w - side) / 2), top: Math.round(Math.max(0, (h - side) / 3)), width: side, height: Math.min(side, h) })
    .resize(size.width, size.height, { fit: 'cover', position: 'attention' });
  const turned = variant % 2 ? framed.flop() : framed;
  const picture = turned.modulate({ brightness: 1 + 0.04 * ((variant % 3) - 1), saturation: 1.05, hue: variant % 2 ? 6 : -6 });
  const body = format === 'png' ? await picture.png().toBuffer() : await picture.jpeg({ quality: 90 }).toBuffer();
  return { body, type: format === 'png' ? 'image/png' : 'image/jpeg', ext: format === 'png' ? 'png' : 'jpg', ...size };
}
