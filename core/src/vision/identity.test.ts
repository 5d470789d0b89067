import { describe, expect, it } from 'vitest';
import { cosineSimilarity, findIdentityOutliers, IDENTITY_MIN_FACES, IDENTITY_MIN_MEDIAN_SIMILARITY } from './identity';

// Arithmetic of the identity check on hand-made vectors; photo-check.test.ts runs it on real faceres embeddings.

/** A unit-ish vector mixing `base` with a private direction: cosine with `base` ≈ `closeness`. */
function near(base: number[], closeness: number, seed: number): number[] {
  const own = base.map((_, i) => Math.sin(seed * 12.9898 + i * 78.233) * 43758.5453 % 1);
  const ownNorm = Math.hypot(...own);
  const baseNorm = Math.hypot(...base);
  return base.map((b, i) => closeness * (b / baseNorm) + Math.sqrt(1 - closeness ** 2) * (own[i]! / ownNorm));
}

const person = Array.from({ length: 64 }, (_, i) => Math.cos(i * 0.7) + 0.3);

describe('cosineSimilarity', () => {
  it('is 1 for the same direction, 0 for orthogonal and -1 for opposite vectors', () => {
    expect(cosineSimilarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 10);
    expect(cosineSimilarity([1, 0], [0, 5])).toBeCloseTo(0, 10);
    expect(cosineSimilarity([1, -2], [-1, 2])).toBeCloseTo(-1, 10);
    expect(cosineSimilarity([0, 0], [1, 1])).toBe(0);
  });

  it('refuses embeddings of different sizes', () => {
    expect(() => cosineSimilarity([1, 2], [1, 2, 3])).toThrow(/sizes differ/);
  });
});

describe('findIdentityOutliers', () => {
  it(`does not judge fewer than ${IDENTITY_MIN_FACES} faces`, () => {
    const report = findIdentityOutliers([person, near(person, 0.1, 1), null]);
    expect(report).toEqual({ judged: false, medianSimilarity: [null, null, null], outliers: [] });
  });

  it('flags the photo that does not match the majority, keeping input positions', () => {
    const stranger = near(person, 0.05, 99);
    const set = [near(person, 0.85, 1), undefined, near(person, 0.85, 2), stranger, near(person, 0.85, 3), near(person, 0.85, 4)];
    const report = findIdentityOutliers(set);
    expect(report.judged).toBe(true);
    expect(report.outliers).toEqual([
      { index: 3, reason: { code: 'IDENTITY_MISMATCH', severity: 'warn', params: { similarity: report.medianSimilarity[3]! } } },
    ]);
    expect(report.medianSimilarity[1]).toBeNull();
    expect(report.medianSimilarity[3]!).toBeLessThan(IDENTITY_MIN_MEDIAN_SIMILARITY);
    for (const i of [0, 2, 4, 5]) expect(report.medianSimilarity[i]!).toBeGreaterThan(0.6);
  });

  it('uses the median, so one look-alike pair does not rescue a stranger', () => {
    const stranger = near(person, 0.05, 7);
    const lookAlike = near(stranger, 0.9, 8); // a second stranger resembling the first
    const set = [near(person, 0.85, 1), near(person, 0.85, 2), near(person, 0.85, 3), near(person, 0.85, 4), stranger, lookAlike];
    const flagged = findIdentityOutliers(set).outliers.map((o) => o.index);
    expect(flagged).toEqual([4, 5]);
  });
});
