import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import * as fixtures from '@kadr/tests/fixtures/vision/photos';
import { hashDistance } from './difference-hash';
import { getFaceEngine, type FaceEngine } from './human';
import { decodeRgb } from './image-metrics';
import {
  comparePhotos,
  DUPLICATE_MAX_HASH_BITS,
  DUPLICATE_MIN_FACE_SIMILARITY,
  findDuplicates,
  photoHash,
  type DuplicateComparison,
  type PhotoFingerprint,
} from './near-duplicate';
import { checkPhoto } from './photo-check';

// Real face models on real photos: each fixture selfie against copies of itself (what a burst or a second upload of
// one photo gives) and against other photos. The thresholds must separate them with room to spare.

let engine: FaceEngine;
let people: fixtures.PersonPhoto[];
const fingerprints = new Map<string, PhotoFingerprint>();

/** As a photo-check process reads a photo: the face descriptor from the check, the hash from the 1280-px copy. */
async function fingerprint(bytes: Buffer | Uint8Array): Promise<PhotoFingerprint> {
  const image = await fixtures.normalize(Buffer.from(bytes));
  const [check, hash] = await Promise.all([checkPhoto(image, engine), decodeRgb(Buffer.from(image.jpeg), 1280).then(photoHash)]);
  return { embedding: check.embedding, hash };
}

const size = async (b: Buffer) => {
  const { width = 0, height = 0 } = await sharp(b).metadata();
  return { W: width, H: height };
};

/** The same photo again, as a phone, an app or a second upload may send it. */
const copies: Record<string, (b: Buffer) => Promise<Buffer>> = {
  'the same file': async (b) => b,
  'JPEG quality 60': (b) => sharp(b).jpeg({ quality: 60 }).toBuffer(),
  'half the size': async (b) => sharp(b).resize(Math.round((await size(b)).W / 2)).jpeg({ quality: 85 }).toBuffer(),
  'as PNG': (b) => sharp(b).png().toBuffer(),
};

/** Frames of a burst: the camera moved a little, turned a little, the exposure changed a little. */
const bursts: Record<string, (b: Buffer) => Promise<Buffer>> = {
  'shifted 4%': async (b) => {
    const { W, H } = await size(b);
    const [left, top] = [Math.round(W * 0.04), Math.round(H * 0.03)];
    return sharp(b).extract({ left, top, width: W - left, height: H - top }).jpeg({ quality: 88 }).toBuffer();
  },
  'turned 2°': (b) => fixtures.tilted(b, 2),
  'shifted 3%, turned 1.5°, 5% darker': async (b) => {
    const { W, H } = await size(b);
    const turned = await fixtures.tilted(b, 1.5);
    const [left, top] = [Math.round(W * 0.03), Math.round(H * 0.02)];
    return sharp(turned)
      .extract({ left, top, width: Math.floor(W * 0.95), height: Math.floor(H * 0.96) })
      .modulate({ brightness: 0.95 })
      .jpeg({ quality: 80 })
      .toBuffer();
  },
};

const SUBJECTS = ['author-1', 'author-2', 'author-3', 'sample6-1', 'sample6-2', 'sample6-3', 'sample6-4'];
const measured: Record<'copy' | 'burst' | 'mirrored', { subject: string; variant: string; result: DuplicateComparison }[]> = {
  copy: [],
  burst: [],
  mirrored: [],
};

beforeAll(async () => {
  engine = await getFaceEngine();
  const author = (await fixtures.buildAuthorPhotos()).map((p, i) => ({ ...p, person: `author-${i + 1}` }));
  people = [...author, ...(await fixtures.buildGroupCrops(engine))];
  for (const p of people) fingerprints.set(p.person, await fingerprint(p.image.jpeg));
  for (const subject of SUBJECTS) {
    const jpeg = Buffer.from(people.find((p) => p.person === subject)!.image.jpeg);
    const original = fingerprints.get(subject)!;
    const groups = [
      ['copy', copies],
      ['burst', bursts],
      ['mirrored', { 'mirrored and re-framed': fixtures.mirroredReframed }],
    ] as const;
    for (const [kind, variants] of groups) {
      for (const [variant, make] of Object.entries(variants)) {
        const result = comparePhotos(original, await fingerprint(await make(jpeg)));
        if (!result) throw new Error(`${subject}, ${variant}: no face found`);
        measured[kind].push({ subject, variant, result });
      }
    }
  }
}, 600_000);

describe('near-duplicate selfies on the fixture photos', { timeout: 60_000 }, () => {
  it('takes the same photo sent again (re-encoded, resized, as PNG) for a duplicate, by a wide margin', () => {
    expect(measured.copy).toHaveLength(SUBJECTS.length * Object.keys(copies).length);
    for (const { subject, variant, result } of measured.copy) {
      expect(result.duplicate, `${subject}, ${variant}`).toBe(true);
      expect(result.similarity, `${subject}, ${variant}`).toBeGreaterThan(DUPLICATE_MIN_FACE_SIMILARITY + 0.05);
      expect(result.bits, `${subject}, ${variant}`).toBeLessThanOrEqual(3);
    }
  });

  it('takes frames of a burst (shifted, turned, exposed a little differently) for duplicates', () => {
    for (const { subject, variant, result } of measured.burst) {
      expect(result.duplicate, `${subject}, ${variant}: similarity ${result.similarity}, ${result.bits} bits`).toBe(true);
      expect(result.similarity, `${subject}, ${variant}`).toBeGreaterThan(DUPLICATE_MIN_FACE_SIMILARITY + 0.03);
    }
  });

  it('does not take a mirrored copy for a duplicate: its face is alike, its picture is not', () => {
    for (const { subject, variant, result } of measured.mirrored) {
      expect(result.duplicate, `${subject}, ${variant}`).toBe(false);
      expect(result.bits, `${subject}, ${variant}`).toBeGreaterThan(DUPLICATE_MAX_HASH_BITS + 4);
    }
  });

  it('never takes two different photos for duplicates: not of one person, not of people side by side in one photo', () => {
    const names = [...fingerprints.keys()];
    let pairs = 0;
    for (const [i, a] of names.entries()) {
      for (const b of names.slice(i + 1)) {
        const result = comparePhotos(fingerprints.get(a)!, fingerprints.get(b)!);
        if (!result) continue;
        pairs++;
        expect(result.duplicate, `${a} and ${b}`).toBe(false);
        // Each measure alone keeps them apart, with room: the other only has to agree.
        expect(result.similarity, `${a} and ${b}`).toBeLessThan(DUPLICATE_MIN_FACE_SIMILARITY - 0.05);
        expect(result.bits, `${a} and ${b}`).toBeGreaterThan(DUPLICATE_MAX_HASH_BITS + 4);
      }
    }
    expect(pairs).toBeGreaterThan(250);
    // The author's three photos are one person: alike faces, still far from a copy.
    const author = comparePhotos(fingerprints.get('author-2')!, fingerprints.get('author-3')!)!;
    expect(author.similarity).toBeGreaterThan(0.6);
  });

  it('hashes the photo alike at any size', async () => {
    for (const subject of SUBJECTS.slice(0, 3)) {
      const jpeg = Buffer.from(people.find((p) => p.person === subject)!.image.jpeg);
      const [whole, small] = await Promise.all([decodeRgb(jpeg).then(photoHash), decodeRgb(jpeg, 320).then(photoHash)]);
      expect(hashDistance(whole, small), subject).toBeLessThanOrEqual(2);
    }
  });
});

describe('findDuplicates', () => {
  const face = (x: number) => Array.from({ length: 8 }, (_, i) => (i === x ? 1 : 0.05));
  const photo = (x: number, hash: string, countable = true) => ({ embedding: face(x), hash, countable });

  it('marks each later copy with the first photo that counts, and keeps the first of a burst', () => {
    const a = photo(0, '0000000000000000');
    const b = photo(1, 'ffffffffffffffff');
    expect(findDuplicates([a, b, { ...a }, photo(0, '000000000000003f'), { ...b }])).toEqual([null, null, 0, 0, 1]);
  });

  it('does not count a copy of a rejected photo as a duplicate: the copy may be the one that counts', () => {
    const rejected = photo(0, '0000000000000000', false);
    expect(findDuplicates([rejected, photo(0, '0000000000000000'), photo(0, '0000000000000001')])).toEqual([null, null, 1]);
  });

  it('compares a photo only with those that count, never with another duplicate', () => {
    // b is 10 bits from a (a duplicate); c is 10 bits from b but 20 from a: c differs from every photo that counts.
    const a = photo(0, '0000000000000000');
    const b = photo(0, '00000000000003ff');
    const c = photo(0, '00000000000fffff');
    expect(findDuplicates([a, b, c])).toEqual([null, 0, null]);
  });

  it('never marks a photo without a face or without a hash', () => {
    expect(findDuplicates([photo(0, '0000000000000000'), { embedding: null, hash: '0000000000000000', countable: true }, { ...photo(0, ''), hash: null }])).toEqual([
      null,
      null,
      null,
    ]);
  });
});
