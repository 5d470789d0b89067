import { describe, expect, it } from 'vitest';
import { cosineSimilarity } from '@kadr/core/vision/identity';
import { MAX_REFERENCES, pickReferences, summariseIdentity, type ProcessedPhoto } from './identity-profile';

// Synthetic embeddings: a shared component (faceres vectors of anyone resemble each other), an identity
// direction, and per-photo noise, all deterministic.
const DIM = 64;
function vector(seed: number): number[] {
  let state = seed * 2654435761 || 1;
  return Array.from({ length: DIM }, () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) / 2 ** 32) * 2 - 1;
  });
}
const common = vector(1);
const mix = (parts: [number[], number][]) => common.map((_, i) => parts.reduce((sum, [v, w]) => sum + v[i]! * w, 0));
const personA = vector(2);
const photoOf = (person: number[], n: number, scale = 1) => mix([[common, 1], [person, 1.4], [vector(100 + n), 0.5]]).map((x) => x * scale);

function processed(photoId: string, quality: number): ProcessedPhoto {
  return {
    photoId,
    cropKey: `c/${photoId}`,
    maskKey: `m/${photoId}`,
    quality,
    embedding: [],
    faceBox: [0, 0, 1, 1],
    eyes: null,
    rollDegrees: 0,
    coverage: 1,
    personShare: 0.5,
    maskFaceCover: 1,
  };
}

describe('summariseIdentity', () => {
  it('returns a unit centroid that every photo of the person resembles, whatever their scale', () => {
    const embeddings = [0, 1, 2, 3, 4, 5].map((n) => photoOf(personA, n, 1 + n));
    const summary = summariseIdentity(embeddings);
    expect(Math.hypot(...summary.centroid)).toBeCloseTo(1, 10);
    expect(summary.outliers).toEqual([]);
    for (const s of summary.similarities) expect(s).toBeGreaterThan(0.85);
    expect(summary.centroidNorm).toBeGreaterThan(0.85);
    expect(summary.centroidNorm).toBeLessThanOrEqual(1);
  });

  it('sets a stranger aside and takes the centroid from the others', () => {
    const own = [0, 1, 2, 3, 4].map((n) => photoOf(personA, n));
    const stranger = photoOf(vector(3), 9);
    const summary = summariseIdentity([...own.slice(0, 2), stranger, ...own.slice(2)]);
    expect(summary.outliers).toEqual([2]);
    const withoutStranger = summariseIdentity(own);
    expect(cosineSimilarity(summary.centroid, withoutStranger.centroid)).toBeCloseTo(1, 10);
    expect(summary.similarities[2]).toBeLessThan(Math.min(...withoutStranger.similarities) - 0.2);
  });

  it('sets nobody aside when half the set or more would go (no majority to trust)', () => {
    const embeddings = [2, 3, 4, 5].map((seed, n) => photoOf(vector(seed), n));
    expect(summariseIdentity(embeddings).outliers).toEqual([]);
  });
});

describe('pickReferences', () => {
  it('orders by quality × similarity, leaves outliers out and keeps at most eight', () => {
    const photos = Array.from({ length: 11 }, (_, i) => processed(`p${i}`, 0.5 + i * 0.04));
    const summary = {
      centroid: [],
      centroidNorm: 0.9,
      similarities: photos.map((_, i) => (i === 10 ? 0.3 : 0.9 - (i % 3) * 0.05)),
      outliers: [10],
    };
    const references = pickReferences(photos, summary);
    expect(references).toHaveLength(MAX_REFERENCES);
    expect(references.map((r) => r.photoId)).not.toContain('p10');
    const ranks = references.map((r) => r.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    for (const r of references) expect(r.rank).toBeCloseTo(r.quality * r.similarity, 4);
    expect(references[0]).not.toHaveProperty('embedding');
  });
});
