import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import { getFaceEngine, type FaceEngine } from '@kadr/core/vision/human';
import { getSegmenter } from '@kadr/core/vision/segmentation';
import { NearDuplicateError, renderHeadshot, renderMatchingHeadshot, SourceTooSmallError, usableReferences, type HeadshotOptions } from './headshot-engine';
import { ASPECT_RATIOS, MAX_ENLARGEMENT, OUTPUT_SIZES, sampleFrame } from './headshot-framing';
import { HEADSHOT_STYLES } from '@kadr/core/catalogue/headshot-styles';
import { colourStats, decode, detectMainFace, meanAbsDiff, trainFixtureProfile } from './headshot-test-support';
import type { IdentityProfile } from './identity-profile';
import { toBytes } from './image-ops';
import { renderStylePreview } from './style-preview';
import { createTempStore, facelessPhotos, type TempStore } from './training-fixtures';

// Real models (Human, MediaPipe selfie) and a real identity profile, trained once on the fixture photos.

let temp: TempStore;
let store: ObjectStore;
let profile: IdentityProfile;
let engine: FaceEngine;

beforeAll(async () => {
  [engine] = await Promise.all([getFaceEngine(), getSegmenter()]);
  temp = await createTempStore();
  store = temp.store;
  profile = await trainFixtureProfile(store);
}, 180_000);

afterAll(() => temp?.dispose());

const options = (o: Partial<HeadshotOptions> = {}): HeadshotOptions => ({ aspectRatio: '1:1', quality: 'standard', intensity: 0.8, variant: 0, ...o });
const render = (style: string, o: Partial<HeadshotOptions> = {}) => renderHeadshot({ profile, store, style, options: options(o) });

describe('the local headshot engine', { timeout: 120_000 }, () => {
  it('renders every aspect ratio at about 1024² pixels, the face whole inside the frame with headroom, and recognisable', async () => {
    for (const [i, aspectRatio] of ASPECT_RATIOS.entries()) {
      // Each ratio with another reference and, cycling, another framing variation (zoom in, shift aside).
      const shot = await render('studio-grey', { aspectRatio, variant: i * (profile.references.length + 1) });
      const meta = await sharp(shot.jpeg).metadata();
      expect([meta.width, meta.height, meta.format], aspectRatio).toEqual([shot.width, shot.height, 'jpeg']);
      expect({ width: shot.width, height: shot.height }).toEqual(OUTPUT_SIZES[aspectRatio]);
      const [a, b] = aspectRatio.split(':').map(Number);
      expect(Math.abs(shot.width / shot.height / (a! / b!) - 1), aspectRatio).toBeLessThan(0.005);
      expect(Math.abs((shot.width * shot.height) / 1024 ** 2 - 1), aspectRatio).toBeLessThan(0.05);
      expect(shot.referencePhotoId).toBe(profile.references[i % profile.references.length]!.photoId);

      const face = await detectMainFace(engine, shot.jpeg);
      expect(face, aspectRatio).toBeDefined();
      const [x, y, w, h] = face!.box;
      expect(x, aspectRatio).toBeGreaterThan(0);
      expect(x + w, aspectRatio).toBeLessThan(shot.width);
      // Headroom above the face box, and the chin (the box's bottom) well inside the frame.
      expect(y / shot.height, aspectRatio).toBeGreaterThan(0.05);
      expect((y + h) / shot.height, aspectRatio).toBeLessThan(0.92);
      expect(shot.identityScore, aspectRatio).toBeGreaterThanOrEqual(0.6);
      // A frame that enlarges the photo past what it holds says so.
      expect(shot.notes, aspectRatio).toEqual(shot.frame.enlargement > MAX_ENLARGEMENT ? [{ code: 'PHOTO_ENLARGED', params: { factor: expect.any(Number) } }] : []);
    }
  });

  it('puts exactly the requested solid colour behind the person, grading only the person', async () => {
    const shot = await render('solid-navy', { intensity: 1 });
    const [rgb, mask] = await Promise.all([decode(shot.jpeg), decode(shot.mask, 1)]);
    const navy = [0x1f, 0x2d, 0x4d];
    let far = 0;
    let n = 0;
    for (let i = 0; i < mask.data.length; i++) {
      if (mask.data[i]! > 2) continue;
      n++;
      if (navy.some((v, c) => Math.abs(rgb.data[i * 3 + c]! - v) > 10)) far++;
    }
    expect(n / mask.data.length).toBeGreaterThan(0.2);
    expect(far / n).toBeLessThan(0.01);
    // The top corners are background whatever the mask says.
    const corner = meanAbsDiff(rgb, { ...rgb, data: Uint8Array.from({ length: rgb.data.length }, (_, k) => navy[k % 3]!) }, (i) => {
      const x = i % rgb.width;
      const y = Math.floor(i / rgb.width);
      return y < rgb.height * 0.1 && (x < rgb.width * 0.1 || x > rgb.width * 0.9);
    });
    expect(corner.diff).toBeLessThan(3);
  });

  it('keeps the person close to the reference photo when the style is at zero intensity', async () => {
    const shot = await render('studio-grey', { intensity: 0 });
    const reference = profile.references[0]!;
    const framed = await sampleFrame((await store.getBuffer(reference.cropKey))!, shot.frame, 3, 'cubic');
    const [out, mask] = await Promise.all([decode(shot.jpeg), decode(shot.mask, 1)]);
    const ref = { data: toBytes(framed), width: shot.width, height: shot.height };
    const person = meanAbsDiff(out, ref, (i) => mask.data[i]! > 250);
    expect(person.pixels / mask.data.length).toBeGreaterThan(0.15);
    expect(person.diff).toBeLessThan(8);
    // Where the background was replaced, the picture did change.
    expect(meanAbsDiff(out, ref, (i) => mask.data[i]! < 3).diff).toBeGreaterThan(15);
  });

  it('makes styles measurably different from one another, each in its own direction', async () => {
    const ids = ['professional', 'casual', 'artistic', 'vintage', 'office-blur', 'outdoor', 'solid-white'];
    const stats = new Map<string, ReturnType<typeof colourStats>>();
    for (const id of ids) {
      const shot = await render(id, { intensity: 1 });
      expect(shot.identityScore, id).toBeGreaterThanOrEqual(0.6);
      stats.set(id, colourStats(await decode(shot.jpeg)));
    }
    for (const [i, a] of ids.entries()) {
      for (const b of ids.slice(i + 1)) {
        const [sa, sb] = [stats.get(a)!, stats.get(b)!];
        const distance = Math.max(Math.abs(sa.r - sb.r), Math.abs(sa.g - sb.g), Math.abs(sa.b - sb.b), Math.abs(sa.lumaStd - sb.lumaStd));
        expect(distance, `${a} vs ${b}`).toBeGreaterThan(4);
      }
    }
    const s = (id: string) => stats.get(id)!;
    expect(s('vintage').saturation).toBeLessThan(s('casual').saturation);
    expect(s('casual').warmth).toBeGreaterThan(s('professional').warmth);
    expect(s('artistic').lumaStd).toBeGreaterThan(s('vintage').lumaStd);
    expect(s('outdoor').g).toBeGreaterThan(s('office-blur').g);
    expect(s('solid-white').r).toBeGreaterThan(s('professional').r + 40);
  });

  it('gives the same bytes for the same inputs, and other framings for other variants', async () => {
    const [a, b] = [await render('vintage', { variant: 2 }), await render('vintage', { variant: 2 })];
    expect(a.jpeg.equals(b.jpeg)).toBe(true);
    const n = profile.references.length;
    const [first, zoomed] = [await render('professional', { variant: 0 }), await render('professional', { variant: n })];
    expect(zoomed.referencePhotoId).toBe(first.referencePhotoId);
    expect(zoomed.frame.scale).toBeLessThan(first.frame.scale * 0.95);
    const shifted = await render('professional', { variant: 2 * n });
    expect(shifted.frame.left).not.toBeCloseTo(first.frame.left, 0);
  });

  it('follows the background and mood read from the prompt, and says what it could not do', async () => {
    const plain = await render('professional', { intensity: 1 });
    const warm = await render('professional', { intensity: 1, promptHints: { mood: 'warm' } });
    expect(colourStats(await decode(warm.jpeg)).warmth).toBeGreaterThan(colourStats(await decode(plain.jpeg)).warmth + 3);

    const white = await render('professional', { promptHints: { background: 'plain white' } });
    expect(white.notes).toEqual([]);
    expect(colourStats(await decode(white.jpeg)).r).toBeGreaterThan(colourStats(await decode(plain.jpeg)).r + 40);

    const castle = await render('professional', { intensity: 1, promptHints: { background: 'an underwater castle' } });
    expect(castle.notes).toEqual([{ code: 'BACKGROUND_UNAVAILABLE', params: { background: 'an underwater castle' } }]);
    expect(castle.jpeg.equals(plain.jpeg)).toBe(true);
  });

  it('scores zero and says so when the result shows no face', async () => {
    const [faceless] = await facelessPhotos();
    const ref = profile.references[0]!;
    await store.put('users/u1/models/m1/crops/faceless.jpg', await sharp(faceless!).resize(1024, 1024, { fit: 'fill' }).jpeg().toBuffer(), {
      contentType: 'image/jpeg',
    });
    const noFace: IdentityProfile = { ...profile, references: [{ ...ref, photoId: 'faceless', cropKey: 'users/u1/models/m1/crops/faceless.jpg' }] };
    const shot = await renderHeadshot({ profile: noFace, store, style: 'professional', options: options() });
    expect(shot.identityScore).toBe(0);
    expect(shot.notes).toEqual([{ code: 'NO_FACE_IN_RESULT', params: {} }]);
  });

  it('never renders from a reference whose person mask missed the person (it would be an empty backdrop)', async () => {
    // The first reference's mask is wiped, as when segmentation finds no one in a photo.
    const [first, ...rest] = profile.references;
    const blank = await sharp(Buffer.alloc(1024 * 1024), { raw: { width: 1024, height: 1024, channels: 1 } }).png().toBuffer();
    await store.put('users/u1/blank-mask.png', blank, { contentType: 'image/png' });
    const broken: IdentityProfile = { ...profile, references: [{ ...first!, maskKey: 'users/u1/blank-mask.png', maskFaceCover: 0 }, ...rest] };
    expect(usableReferences(broken).map((r) => r.photoId)).toEqual(rest.map((r) => r.photoId));
    const shot = await renderMatchingHeadshot(
      { profile: broken, store, style: 'professional', options: { aspectRatio: '1:1', quality: 'standard', intensity: 0.8 } },
      { first: 0, step: 1, maxAttempts: 3, threshold: 0.6 },
    );
    expect(shot.referencePhotoId).not.toBe(first!.photoId);
    expect(shot.identityScore).toBeGreaterThan(0.6);
    // Only when every mask missed are they used anyway (the score then flags the result).
    expect(usableReferences({ references: [{ ...first!, maskFaceCover: 0 }] })).toHaveLength(1);
  });

  it('makes each image of a job from a photo the others did not use, and refuses when only used photos are left', async () => {
    const base = { profile, store, style: 'outdoor', options: { aspectRatio: '1:1' as const, quality: 'standard' as const, intensity: 0.8, look: 0 } };
    const first = await renderMatchingHeadshot(base, { first: 0, step: 1, maxAttempts: 1, threshold: 0.6 });
    // Asked to start from the same reference, it moves on to another photo.
    const other = await renderMatchingHeadshot(base, { first: 0, step: 1, maxAttempts: 3, threshold: 0.6, distinctFrom: [first.sourceHash] });
    expect(other.referencePhotoId).not.toBe(first.referencePhotoId);
    expect(other.sourceHash).not.toBe(first.sourceHash);
    // A profile of re-lit copies of one photo: another look at a copy is still the same picture.
    const [ref] = profile.references;
    const crop = (await store.getBuffer(ref!.cropKey))!;
    const copies = await Promise.all(
      [1.08, 0.92].map(async (brightness, i) => {
        const cropKey = `users/u1/models/m1/crops/copy-${i}.jpg`;
        await store.put(cropKey, await sharp(crop).modulate({ brightness }).jpeg({ quality: 90 }).toBuffer(), { contentType: 'image/jpeg' });
        return { ...ref!, photoId: `copy-${i}`, cropKey };
      }),
    );
    const copied: IdentityProfile = { ...profile, references: [ref!, ...copies] };
    const made = await renderMatchingHeadshot({ ...base, profile: copied }, { first: 0, step: 1, maxAttempts: 3, threshold: 0.6 });
    await expect(
      renderMatchingHeadshot({ ...base, profile: copied, options: { ...base.options, look: 1, salt: 'next image' } }, { first: 1, step: 1, maxAttempts: 3, threshold: 0.6, distinctFrom: [made.sourceHash] }),
    ).rejects.toBeInstanceOf(NearDuplicateError);
  });

  it('renders from a reference that holds the frame, and refuses when no photo is large enough', async () => {
    // A profile whose first reference came from a tiny photo (a quarter photo pixel per crop pixel).
    const [first, ...rest] = profile.references;
    const small = { ...first!, sourceScale: 0.25 };
    const request = { profile: { ...profile, references: [small, ...rest] }, store, style: 'professional', options: { aspectRatio: '16:9' as const, quality: 'standard' as const, intensity: 0.8 } };
    const shot = await renderMatchingHeadshot(request, { first: 0, step: 4, maxAttempts: 1, threshold: 0.6, refuseEnlargement: true });
    expect(shot.referencePhotoId).not.toBe(first!.photoId);
    expect(shot.frame.enlargement).toBeLessThanOrEqual(MAX_ENLARGEMENT);

    const tiny = { ...request, profile: { ...profile, references: profile.references.map((r) => ({ ...r, sourceScale: 0.25 })) } };
    const refused = await renderMatchingHeadshot(tiny, { first: 0, step: 4, maxAttempts: 3, threshold: 0.6, refuseEnlargement: true }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SourceTooSmallError);
    expect((refused as SourceTooSmallError).code).toBe('SOURCE_TOO_SMALL');
    expect((refused as Error).message).toMatch(/^Your photos are too small for a 16:9 headshot: it would be enlarged \d\.\d× and look soft/);
    // Asked to render anyway (a direct render), it says how much it enlarged.
    const soft = await renderHeadshot({ ...tiny, options: { ...tiny.options, variant: 0 } });
    expect(soft.frame.enlargement).toBeGreaterThan(MAX_ENLARGEMENT);
    const enlarged = soft.notes.find((n) => n.code === 'PHOTO_ENLARGED');
    expect(enlarged?.params).toEqual({ factor: Math.ceil(soft.frame.enlargement * 10 - 1e-9) / 10 });
  });

  it('renders a preview of every style from a drawn figure, with no user data', async () => {
    const means = new Set<string>();
    for (const style of HEADSHOT_STYLES) {
      const preview = await renderStylePreview(style.id);
      const meta = await sharp(preview).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([512, 512, 'jpeg']);
      const s = colourStats(await decode(preview));
      means.add([s.r, s.g, s.b].map((v) => Math.round(v / 3)).join(','));
    }
    expect(means.size).toBe(HEADSHOT_STYLES.length);
    expect(new Set(HEADSHOT_STYLES.map((s) => s.id)).size).toBe(HEADSHOT_STYLES.length);
    for (const s of HEADSHOT_STYLES) expect(s.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});
