import { differenceHash, hashDistance } from './difference-hash';
import type { RgbImage } from './human';
import { cosineSimilarity, type Embedding } from './identity';

/**
 * Near-duplicate selfies of one model: a burst, or the same photo sent twice (re-encoded, resized, cropped a little).
 * Such a photo adds nothing to training, so it is kept out of it and counted once toward the minimum. Two photos are
 * near-duplicates when their faces are nearly the same (`faceres` descriptors) AND the pictures are nearly the same
 * (a 64-bit difference hash of the whole photo): either alone is not enough. Two different selfies of one person may
 * have faces as alike as a re-crop, and two photos taken in one place may hash alike although they show different
 * people or expressions.
 *
 * Measured on the fixture selfies (the 22 people cut from the face-api group photos and the three photos of Human's
 * author; near-duplicate.test.ts checks the figures), each against copies of itself:
 * - same file, re-encoded at JPEG 60, resized to half, as PNG, 10% brighter: similarity 0.936–1, 0–3 bits;
 * - burst-like: cropped 4% off one or two sides, zoomed 8%, turned 2° or 4°, a mix of 3% shift, 1.5° turn and 5%
 *   darker: similarity 0.923–0.998, 0–15 bits (shifts and 2° turns at most 12; a zoom of 15% gives 2–20, which
 *   is a new framing, not a burst, and about half of those are not caught);
 * - mirrored (the same photo flipped, or flipped and re-framed): similarity up to 0.963, but 18 bits or more;
 * - different photos of one person (the author's three): similarity 0.58–0.79, 24–27 bits;
 * - different people: similarity 0.15–0.65 (0.59 at most beside each other in one photo), 17 bits or more.
 */

/** Faces at least this similar (cosine of `faceres` descriptors) may be one photo: copies measure ≥ 0.92, different photos ≤ 0.79. */
export const DUPLICATE_MIN_FACE_SIMILARITY = 0.88;
/** Photos whose hashes are at most this many bits apart may be one photo: copies and bursts measure ≤ 12, others ≥ 17. */
export const DUPLICATE_MAX_HASH_BITS = 12;

/**
 * The photo's 64-bit difference hash (difference-hash.ts), read from the photo as stored (any size: the photo check's
 * 1280-px copy hashes like the whole one).
 */
export const photoHash = (image: RgbImage): Promise<string> =>
  differenceHash(image.data, { width: image.width, height: image.height, channels: 3 });

/** What a photo is compared by; a photo without a face (no descriptor) or without a hash is never a duplicate. */
export interface PhotoFingerprint {
  embedding: Embedding | null | undefined;
  hash: string | null | undefined;
}

export interface DuplicateComparison {
  similarity: number;
  bits: number;
  duplicate: boolean;
}

export function comparePhotos(a: PhotoFingerprint, b: PhotoFingerprint): DuplicateComparison | null {
  if (!a.embedding || !b.embedding || !a.hash || !b.hash) return null;
  const similarity = cosineSimilarity(a.embedding, b.embedding);
  const bits = hashDistance(a.hash, b.hash);
  return { similarity, bits, duplicate: similarity >= DUPLICATE_MIN_FACE_SIMILARITY && bits <= DUPLICATE_MAX_HASH_BITS };
}

export const isNearDuplicate = (a: PhotoFingerprint, b: PhotoFingerprint) => comparePhotos(a, b)?.duplicate ?? false;

export interface DuplicateCandidate extends PhotoFingerprint {
  /** Whether the photo can be the one that counts: its checks passed (a duplicate of a rejected photo is not one). */
  countable: boolean;
}

/**
 * For photos in the order they were added: the index of the earlier photo each one repeats, or null. A photo repeats
 * the first earlier photo that counts (countable, and no duplicate itself) and is its near-duplicate. So the photos
 * that count are each unlike every other that counts, and the first of a burst is the one kept.
 */
export function findDuplicates(photos: readonly DuplicateCandidate[]): (number | null)[] {
  const repeats: (number | null)[] = [];
  for (const [i, photo] of photos.entries()) {
    const original = photos.findIndex((earlier, j) => j < i && earlier.countable && repeats[j] === null && isNearDuplicate(photo, earlier));
    repeats.push(original < 0 ? null : original);
  }
  return repeats;
}
