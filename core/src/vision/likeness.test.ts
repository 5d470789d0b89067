import { describe, expect, it } from 'vitest';
import { hashDistance } from './difference-hash';
import {
  calibrate,
  chooseHeldOut,
  DEFAULT_CALIBRATION,
  DUPLICATE_HASH_BITS,
  embeddingFromBytes,
  embeddingToBytes,
  heldOutCount,
  judgeOutput,
  MIN_CALIBRATION_PAIRS,
  quantile,
  SAME_PHOTO_SIMILARITY,
  type LikenessReference,
} from './likeness';
import { cosineSimilarity } from './identity';

/** A unit vector at cosine `c` to the unit vector e0, in the plane of e0 and e_k (k ≥ 1): faces with known similarities. */
function at(c: number, k: number, dims = 16): number[] {
  const v = new Array<number>(dims).fill(0);
  v[0] = c;
  v[k] = Math.sqrt(1 - c * c);
  return v;
}
const e0 = at(1, 1);

describe('held-out count', () => {
  it('keeps back 2 from 7 accepted photos up, 1 at 6 and none at 5, so 5 are always trained on', () => {
    expect([4, 5, 6, 7, 8, 20].map((n) => heldOutCount(n))).toEqual([0, 0, 1, 2, 2, 2]);
    for (const n of [5, 6, 7, 8, 20]) expect(n - heldOutCount(n)).toBeGreaterThanOrEqual(5);
  });
});

describe('calibration', () => {
  it("takes p10, median and the closest pair from the user's real pairs, leaving out one photo twice", () => {
    // Five faces at 0.7 to e0 and ~0.49 to each other, plus e0 itself and a re-encoded copy of e0 (one photo twice).
    const faces = [e0, [...e0.slice(0, 15), 0.0001], ...[2, 3, 4, 5, 6].map((k) => at(0.7, k))];
    const pairs: number[] = [];
    for (let i = 0; i < faces.length; i++) for (let j = i + 1; j < faces.length; j++) pairs.push(cosineSimilarity(faces[i]!, faces[j]!));
    const real = pairs.filter((s) => s < SAME_PHOTO_SIMILARITY);
    expect(real.length).toBe(pairs.length - 1);
    const c = calibrate(faces);
    expect(c).toMatchObject({ source: 'user', pairs: real.length });
    expect(c.p10).toBeCloseTo(quantile(real, 0.1), 3);
    expect(c.median).toBeCloseTo(quantile(real, 0.5), 3);
    expect(c.max).toBeCloseTo(0.7, 3);
  });

  it('falls back to the documented default with too few pairs', () => {
    const c = calibrate([e0, at(0.7, 2), at(0.7, 3)]);
    expect(c).toEqual({ ...DEFAULT_CALIBRATION, pairs: 3 });
    expect(3).toBeLessThan(MIN_CALIBRATION_PAIRS);
  });
});

describe('held-out choice', () => {
  const photos = [
    { id: 'a', quality: 0.9, embedding: at(0.8, 1) },
    { id: 'b', quality: 0.99, embedding: at(0.8, 2) },
    { id: 'c', quality: 0.5, embedding: at(0.8, 3) },
    { id: 'd', quality: 0.9, embedding: at(0.8, 4) },
    { id: 'e', quality: 0.9, embedding: null },
  ];

  it('keeps back the best (check score × typicality), then the one least like it among the near-best', () => {
    // b and d look alike (a second shot of one session), a differs from both.
    const shifted = photos.map((p) => (p.id === 'd' ? { ...p, embedding: normalise(p.embedding!.map((x, i) => x + 0.3 * (photos[1]!.embedding![i] ?? 0))) } : p));
    const chosen = chooseHeldOut(shifted, 2);
    expect(chosen[0]).toBe('b');
    expect(chosen[1]).toBe('a');
  });

  it('never keeps back a photo without a face or one whose twin would be trained on', () => {
    const twin = [...photos, { id: 'b2', quality: 0.99, embedding: photos[1]!.embedding! }];
    const chosen = chooseHeldOut(twin, 2);
    expect(chosen).not.toContain('b');
    expect(chosen).not.toContain('b2');
    expect(chosen).not.toContain('e');
  });

  it("honours the user's still-valid pick and fills the rest", () => {
    expect(chooseHeldOut(photos, 2, ['c', 'gone'])).toEqual(['c', expect.any(String)]);
    expect(chooseHeldOut(photos, 0, ['c'])).toEqual([]);
  });
});

function normalise(v: number[]): number[] {
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
}

describe('judging an output', () => {
  const reference: LikenessReference = {
    heldOut: [at(0.75, 1), at(0.65, 2)],
    trained: [at(0.7, 3), at(0.99, 4)],
    calibration: { source: 'user', pairs: 10, p10: 0.5, median: 0.6, max: 0.8, encoder: 'human-faceres' },
  };
  const hash = '0f0f0f0f0f0f0f0f';

  it('measures likeness as the mean similarity to the held-out selfies, below p10 "may not look like you"', () => {
    const v = judgeOutput({ embedding: e0, hash }, { ...reference, trained: [at(0.7, 3)] }, { generative: true });
    expect(v).toMatchObject({ likeness: 0.7, basis: 'held_out', mayNotLookLikeYou: false, usable: true, reason: null });
    const low = judgeOutput({ embedding: at(0.3, 7), hash }, reference, { generative: false });
    expect(low).toMatchObject({ mayNotLookLikeYou: true, usable: false, reason: 'LOW_LIKENESS' });
  });

  it('calls an output of a generative engine closer to one input than the closest real pair a copy; never a composed one', () => {
    const copy = judgeOutput({ embedding: e0, hash }, reference, { generative: true });
    expect(copy).toMatchObject({ closestInput: 0.99, copyOfInput: true, usable: false, reason: 'COPY_OF_INPUT' });
    const composed = judgeOutput({ embedding: e0, hash }, reference, { generative: false });
    expect(composed).toMatchObject({ copyOfInput: false, usable: true });
  });

  it('calls the later of two near-identical outputs (face and hash) a duplicate', () => {
    const earlier = [{ index: 0, face: { embedding: e0, hash } }];
    const same = judgeOutput({ embedding: e0, hash: '0f0f0f0f0f0f0f0e' }, { ...reference, trained: [] }, { generative: true, earlier });
    expect(same).toMatchObject({ duplicateOf: 0, usable: false, reason: 'DUPLICATE_OUTPUT' });
    // The same face in another picture (hash far apart), or another face on the same backdrop: not duplicates.
    const far = 'f0f0f0f0f0f0f0f0';
    expect(hashDistance(hash, far)).toBeGreaterThan(DUPLICATE_HASH_BITS);
    expect(judgeOutput({ embedding: e0, hash: far }, { ...reference, trained: [] }, { generative: true, earlier }).duplicateOf).toBeNull();
    expect(judgeOutput({ embedding: at(0.7, 5), hash }, { ...reference, trained: [] }, { generative: true, earlier }).duplicateOf).toBeNull();
  });

  it('without held-out selfies measures against the trained ones leaving out the closest (a composed image’s source)', () => {
    const v = judgeOutput({ embedding: e0, hash }, { ...reference, heldOut: [] }, { generative: false });
    expect(v).toMatchObject({ basis: 'trained', likeness: 0.7 });
  });

  it('says NO_FACE when no face was found', () => {
    expect(judgeOutput({ embedding: null, hash }, reference, { generative: true })).toMatchObject({ likeness: null, usable: false, reason: 'NO_FACE' });
  });
});

it('stores a descriptor as Float32 little-endian and reads it back', () => {
  const v = [0.25, -1.5, 3.125];
  expect(embeddingFromBytes(embeddingToBytes(v))).toEqual(v);
  expect(embeddingFromBytes(Buffer.from(new Float32Array(v).buffer))).toEqual(v);
  expect(embeddingFromBytes(null)).toBeNull();
});
