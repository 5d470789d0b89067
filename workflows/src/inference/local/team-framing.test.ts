import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupCrops } from '@kadr/tests/fixtures/vision/photos';
import { hexToLab } from '@kadr/core/vision/colour-difference';
import { CONSISTENCY_BOUNDS, galleryMedians, judgeConsistency, measureHeadshot, measureHeadshotFile, type HeadshotMeasure } from '@kadr/core/vision/headshot-measure';
import { TEAM_FRAMINGS } from '@kadr/core/jobs/headshot-job';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import { getFaceEngine, type FaceEngine } from '@kadr/core/vision/human';
import { getSegmenter, type Segmenter } from '@kadr/core/vision/segmentation';
import { renderHeadshot, usableReferences } from './headshot-engine';
import { trainFixtureProfile, trainProfileOn } from './headshot-test-support';
import type { IdentityProfile } from './identity-profile';
import { createTempStore, type TempStore } from './training-fixtures';

// A team's style on the local engine (a backdrop colour and a fixed framing), measured as the product measures
// delivered images (core/src/vision/headshot-measure.ts): real face and segmentation models, a real profile.

let temp: TempStore;
let store: ObjectStore;
let profile: IdentityProfile;
let faceEngine: FaceEngine;
let segmenter: Segmenter;

beforeAll(async () => {
  [faceEngine, segmenter] = await Promise.all([getFaceEngine(), getSegmenter()]);
  temp = await createTempStore();
  store = temp.store;
  profile = await trainFixtureProfile(store);
}, 180_000);

afterAll(() => temp?.dispose());

const NAVY = '#1f2d4d';

describe('measuring a headshot (pure)', () => {
  const flat = (w: number, h: number, rgb: number[]) => ({ data: Uint8Array.from({ length: w * h * 3 }, (_, i) => rgb[i % 3]!), width: w, height: h });
  it('reads the backdrop outside the person mask, else from a border band, and eye line and head size from the face', () => {
    const image = flat(100, 100, [31, 45, 77]);
    // A "person" square in the middle of another colour.
    for (let y = 30; y < 100; y++) for (let x = 30; x < 70; x++) image.data.set([200, 150, 120], (y * 100 + x) * 3);
    const mask = { data: Uint8Array.from({ length: 100 * 100 }, (_, i) => (i % 100 >= 30 && i % 100 < 70 && i >= 3000 ? 255 : 0)), width: 100, height: 100 };
    const face = { box: [35, 30, 30, 40] as [number, number, number, number], eyes: { left: [42, 44] as [number, number], right: [58, 46] as [number, number] } };
    const byMask = measureHeadshot({ image, mask, face });
    expect(byMask.backdropFrom).toBe('mask');
    byMask.backdropLab.forEach((v, i) => expect(v).toBeCloseTo(hexToLab(NAVY)[i]!, 3));
    expect(byMask.eyeLine).toBeCloseTo(0.45, 6);
    expect(byMask.headSize).toBeCloseTo(0.4, 6);
    const byBorder = measureHeadshot({ image, mask: null, face: null });
    expect(byBorder.backdropFrom).toBe('border');
    byBorder.backdropLab.forEach((v, i) => expect(v).toBeCloseTo(hexToLab(NAVY)[i]!, 3));
    expect(byBorder.eyeLine).toBeNull();
  });

  it('flags what leaves the bounds, and nothing inside them', () => {
    const m = (lab: [number, number, number], eyeLine: number, headSize: number): HeadshotMeasure => ({ backdropLab: lab, backdropShare: 0.5, backdropFrom: 'mask', eyeLine, headSize });
    const navy = hexToLab(NAVY);
    const images = [m(navy, 0.4, 0.38), m(navy, 0.41, 0.37), m(hexToLab('#e6d8c3'), 0.4, 0.38), m(navy, 0.45, 0.3)];
    const medians = galleryMedians(images);
    const style = { backdropLab: navy, eyeLine: 0.4, headSize: 0.38 };
    expect(images.map((i) => judgeConsistency(i, medians, style).reasons)).toEqual([[], [], ['BACKDROP_COLOUR'], ['EYE_LINE', 'HEAD_SIZE']]);
  });
});

describe('a team style on the local engine', { timeout: 300_000 }, () => {
  it('keeps the backdrop within ΔE00 3 of the style colour and eye line and head size within 5% over every reference and look', async () => {
    const framing = TEAM_FRAMINGS['head-and-shoulders'];
    const style = { backdropLab: hexToLab(NAVY), ...framing };
    const measures: HeadshotMeasure[] = [];
    const count = Math.min(4, usableReferences(profile).length);
    for (let variant = 0; variant < count; variant++) {
      // Different references and looks (zoom, shift, light) and two styles: only the light may differ.
      const shot = await renderHeadshot({
        profile,
        store,
        style: variant % 2 ? 'studio-grey' : 'professional',
        options: { aspectRatio: '1:1', quality: 'standard', intensity: 0.8, variant, look: variant, promptHints: { background: NAVY, framing } },
      });
      measures.push(await measureHeadshotFile(shot.jpeg, { faceEngine, segmenter }));
    }
    const medians = galleryMedians(measures);
    const judged = measures.map((m) => ({ ...m, ...judgeConsistency(m, medians, style) }));
    const figures = judged.map((j) => ({ dE: j.deltaEToStyle?.toFixed(2), eyeLine: j.eyeLine?.toFixed(4), headSize: j.headSize?.toFixed(4), eyeOff: j.eyeLineOff?.toFixed(3), headOff: j.headSizeOff?.toFixed(3) }));
    process.stdout.write(`team style on the local engine: ${JSON.stringify(figures)}\n`);
    for (const j of judged) {
      expect(j.deltaEToStyle!).toBeLessThanOrEqual(CONSISTENCY_BOUNDS.deltaE);
      expect(Math.abs(j.eyeLineOff!)).toBeLessThanOrEqual(CONSISTENCY_BOUNDS.eyeLine);
      expect(Math.abs(j.headSizeOff!)).toBeLessThanOrEqual(CONSISTENCY_BOUNDS.headSize);
      expect(j.reasons).toEqual([]);
    }
  });

  it('flags an image on another backdrop, and the engine without the framing varies head size past the bound', async () => {
    const framing = TEAM_FRAMINGS['head-and-shoulders'];
    const style = { backdropLab: hexToLab(NAVY), ...framing };
    const beige = await renderHeadshot({ profile, store, style: 'professional', options: { aspectRatio: '1:1', quality: 'standard', intensity: 0.8, variant: 0, promptHints: { background: '#e6d8c3', framing } } });
    const zoomed = await renderHeadshot({ profile, store, style: 'professional', options: { aspectRatio: '1:1', quality: 'standard', intensity: 0.8, variant: 0, look: 3, promptHints: { background: NAVY } } });
    const [b, z] = await Promise.all([measureHeadshotFile(beige.jpeg, { faceEngine, segmenter }), measureHeadshotFile(zoomed.jpeg, { faceEngine, segmenter })]);
    const medians = galleryMedians([b, z]);
    expect(judgeConsistency(b, medians, style).reasons).toContain('BACKDROP_COLOUR');
    expect(judgeConsistency(z, medians, style).reasons).toContain('HEAD_SIZE');
  });

  it('holds the head size and eye line for other people too, whose faces the detector sizes differently once framed', async () => {
    // Six of the 22 group-photo faces came out 5–9 % off the head size when the frame was planned on the reference's
    // face box alone; the engine now plans it again from the face found in the result (FRAMING_CORRECTION_AT).
    const framing = TEAM_FRAMINGS['head-and-shoulders'];
    const style = { backdropLab: hexToLab(NAVY), ...framing };
    const crops = await buildGroupCrops(faceEngine);
    const people = crops.filter((c) => ['sample4-3', 'sample6-2'].includes(c.person));
    expect(people).toHaveLength(2);
    const measures: HeadshotMeasure[] = [];
    for (const [i, person] of people.entries()) {
      const base = person.image.jpeg;
      const variants = [base, ...(await Promise.all([0.94, 0.97, 1.03, 1.06].map((b) => sharp(base).modulate({ brightness: b }).jpeg().toBuffer())))];
      const own = await trainProfileOn(store, variants, `team-${i}`, `team-model-${i}`);
      const shot = await renderHeadshot({ profile: own, store, style: 'professional', faceEngine, options: { aspectRatio: '1:1', quality: 'standard', intensity: 0.8, variant: 0, look: 0, promptHints: { background: NAVY, framing } } });
      measures.push(await measureHeadshotFile(shot.jpeg, { faceEngine, segmenter }));
    }
    const judged = measures.map((m) => judgeConsistency(m, galleryMedians(measures), style));
    process.stdout.write(`team style over other people: ${JSON.stringify(judged.map((j) => ({ eyeOff: j.eyeLineOff?.toFixed(3), headOff: j.headSizeOff?.toFixed(3) })))}\n`);
    for (const j of judged) expect(j.reasons).toEqual([]);
  });
});
