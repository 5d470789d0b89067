/**
 * Do a user's training photos show one person? Compares Human `faceres` descriptors (1024 numbers) by cosine
 * similarity. Calibrated on the test fixtures (photo-check.test.ts): different people 0.16–0.65, median 0.40;
 * one person across different photos 0.58–0.78 (platform notes: ≥ ~0.63 cross-photo, different ≤ ~0.5).
 */

/** A photo whose median similarity to the user's other photos is below this does not match them. */
export const IDENTITY_MIN_MEDIAN_SIMILARITY = 0.5;
/** With fewer faces there is no majority to compare against. */
export const IDENTITY_MIN_FACES = 3;

export type Embedding = readonly number[];

export interface IdentityOutlier {
  /** Position in the input array. */
  index: number;
  reason: { code: 'IDENTITY_MISMATCH'; severity: 'warn'; params: { similarity: number } };
}

export interface IdentityReport {
  /** False when fewer than IDENTITY_MIN_FACES photos have a face: nothing was judged. */
  judged: boolean;
  /** Per input position: median similarity to the other faces, or null (no embedding, or not judged). */
  medianSimilarity: (number | null)[];
  outliers: IdentityOutlier[];
}

export function cosineSimilarity(a: Embedding, b: Embedding): number {
  if (a.length !== b.length || a.length === 0) throw new Error(`Embedding sizes differ: ${a.length} and ${b.length}`);
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    normA += a[i]! * a[i]!;
    normB += b[i]! * b[i]!;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/**
 * Photos that do not look like the others. Each face is compared with every other face; the median of those
 * similarities is robust to a few strangers in the set, as long as most photos show the same person. Photos without
 * an embedding (no face found) are skipped and keep their position.
 */
export function findIdentityOutliers(embeddings: readonly (Embedding | null | undefined)[]): IdentityReport {
  const present = embeddings.flatMap((e, index) => (e ? [{ index, embedding: e }] : []));
  const medianSimilarity: (number | null)[] = embeddings.map(() => null);
  if (present.length < IDENTITY_MIN_FACES) return { judged: false, medianSimilarity, outliers: [] };

  const similarity = present.map(() => new Array<number>(present.length).fill(0));
  for (let i = 0; i < present.length; i++) {
    for (let j = i + 1; j < present.length; j++) {
      const s = cosineSimilarity(present[i]!.embedding, present[j]!.embedding);
      similarity[i]![j] = s;
      similarity[j]![i] = s;
    }
  }

  const outliers: IdentityOutlier[] = [];
  present.forEach(({ index }, i) => {
    const others = similarity[i]!.filter((_, j) => j !== i);
    const m = round3(median(others));
    medianSimilarity[index] = m;
    if (m < IDENTITY_MIN_MEDIAN_SIMILARITY) {
      outliers.push({ index, reason: { code: 'IDENTITY_MISMATCH', severity: 'warn', params: { similarity: m } } });
    }
  });
  return { judged: true, medianSimilarity, outliers };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
