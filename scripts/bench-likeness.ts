// Likeness (issue #31) on the fixture people: `npm run bench -- likeness`. Prints figures, no pass/fail.
// 1. Real-pair spread: faceres similarity of every pair of distinct photos of one person (Human's author in 11 photos:
//    buildAuthorPhotos + buildAuthorMorePhotos), beside pairs of different people (the author against the 22 faces of
//    face-api's group photos, each of whom has one photo only) — what a "real pair" is, and the global default.
// 2. The same photo twice (re-encoded, re-framed, cropped, mirrored): where SAME_PHOTO_SIMILARITY and the duplicate
//    thresholds sit.
// 3. The local engine's outputs measured on held-out selfies: splits of the author's 11 photos (the product's own choice
//    of 2 held out, then five leave-two-out rotations), a local profile trained on the other 9, two jobs of 4 images per
//    split; held-out likeness p10/p50/p90 against the split's own calibration, "may not look like you" count, duplicate
//    pairs flagged, usable yield.
// 4. The provider doubles with planted outputs (the Replicate double's picture of a training selfie framed to 1 MP, and
//    one new photo of the person returned twice): copies and duplicates detected, and whether the local engine's
//    retouched selfies would be judged copies if it were generative (why the copy rule is for generative engines only).
// 5. A team style over different people (the author and the 22 group-photo faces): backdrop ΔE00, eye line, head size.
// First-look latency (the preview job) is reported by the first-look part of the bench (issue #31, L3).
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { TEAM_FRAMINGS } from '@kadr/core/jobs/headshot-job';
import { hexToLab } from '@kadr/core/vision/colour-difference';
import { hashDistance } from '@kadr/core/vision/difference-hash';
import { CONSISTENCY_BOUNDS, galleryMedians, judgeConsistency, measureHeadshotFile, type ConsistencyJudgement, type HeadshotMeasure } from '@kadr/core/vision/headshot-measure';
import { getFaceEngine, type FaceEngine } from '@kadr/core/vision/human';
import { getSegmenter } from '@kadr/core/vision/segmentation';
import { cosineSimilarity } from '@kadr/core/vision/identity';
import { checkPhoto } from '@kadr/core/vision/photo-check';
import {
  calibrate,
  chooseHeldOut,
  DUPLICATE_FACE_SIMILARITY,
  DUPLICATE_HASH_BITS,
  judgeOutput,
  quantile,
  realPairSimilarities,
  SAME_PHOTO_SIMILARITY,
  type LikenessReference,
  type OutputFace,
} from '@kadr/core/vision/likeness';
import { buildAuthorMorePhotos, buildAuthorPhotos, buildGroupCrops } from '@kadr/tests/fixtures/vision/photos';
import { portraitOutput } from '@kadr/tests/support/replicate-double-images';
import { IDENTITY_MATCH_THRESHOLD } from '@kadr/workflows/generation/generate-headshots.contract';
import { jobVariation, NearDuplicateError, renderHeadshot, renderMatchingHeadshot, SourceTooSmallError } from '@kadr/workflows/inference/local/headshot-engine';
import { trainProfileOn } from '@kadr/workflows/inference/local/headshot-test-support';
import { readOutputFace } from '@kadr/workflows/inference/local/likeness';
import { createTempStore } from '@kadr/workflows/inference/local/training-fixtures';

const TEAM_NAVY = '#1f2d4d';
const f3 = (x: number | null | undefined) => (x === null || x === undefined || Number.isNaN(x) ? '–' : x.toFixed(3));
const spread = (values: number[]) =>
  values.length ? `n=${values.length} min ${f3(Math.min(...values))} p10 ${f3(quantile(values, 0.1))} p50 ${f3(quantile(values, 0.5))} p90 ${f3(quantile(values, 0.9))} max ${f3(Math.max(...values))}` : 'n=0';

interface Selfie {
  name: string;
  jpeg: Buffer;
  embedding: number[];
  quality: number;
}

export async function benchLikeness(): Promise<void> {
  const engine = await getFaceEngine();
  console.log('\nLikeness (issue #31): faceres (Human 3.3, 1024-d) cosine similarities on the fixture people');

  // 1. Real pairs and different people.
  const author = [...(await buildAuthorPhotos()), ...(await buildAuthorMorePhotos())];
  const selfies: Selfie[] = [];
  for (const p of author) {
    const check = await checkPhoto(p.image, engine);
    if (!check.embedding) continue;
    selfies.push({ name: p.source, jpeg: p.image.jpeg, embedding: check.embedding, quality: check.score });
  }
  const real = realPairSimilarities(selfies.map((s) => s.embedding));
  const group = await buildGroupCrops(engine);
  const strangers: number[] = [];
  for (const g of group) {
    const check = await checkPhoto(g.image, engine);
    if (check.embedding) for (const s of selfies) strangers.push(cosineSimilarity(s.embedding, check.embedding));
  }
  console.log(`  the author, ${selfies.length} distinct photos, real pairs: ${spread(real)}`);
  console.log(`    calibration from them: ${JSON.stringify(calibrate(selfies.map((s) => s.embedding)))}`);
  console.log(`  the author against 22 other people (one photo each): ${spread(strangers)}`);
  console.log(`  the 22 other people have one photo each: no real pair of theirs can be measured`);

  // 2. One photo twice.
  const base = selfies[3]!;
  const variants: [string, Buffer][] = [
    ['re-encoded q60', await sharp(base.jpeg).jpeg({ quality: 60 }).toBuffer()],
    ['framed to 1 MP (the Replicate double)', (await portraitOutput(base.jpeg, { aspect_ratio: '1:1', output_format: 'jpg' })).body],
    ['cropped 6 %', await sharp(base.jpeg).extract({ left: 20, top: 20, width: 600, height: 600 }).resize(640, 640).jpeg().toBuffer()],
    ['mirrored', await sharp(base.jpeg).flop().jpeg().toBuffer()],
    ['re-lit (brightness 0.85, saturation 0.8)', await sharp(base.jpeg).modulate({ brightness: 0.85, saturation: 0.8 }).jpeg().toBuffer()],
  ];
  const baseFace = await readOutputFace(base.jpeg, engine);
  console.log(`  one photo twice (thresholds: same photo ≥ ${SAME_PHOTO_SIMILARITY}; duplicate output: face ≥ ${DUPLICATE_FACE_SIMILARITY} and dHash ≤ ${DUPLICATE_HASH_BITS} bits):`);
  for (const [label, bytes] of variants) {
    const face = await readOutputFace(bytes, engine);
    console.log(`    ${label.padEnd(42)} face ${f3(face.embedding && baseFace.embedding ? cosineSimilarity(face.embedding, baseFace.embedding) : null)}  dHash ${hashDistance(face.hash, baseFace.hash)} bits`);
  }

  // 3. and 4. Splits.
  const splits: { label: string; held: number[] }[] = [];
  const productChoice = chooseHeldOut(
    selfies.map((s, i) => ({ id: String(i), quality: s.quality, embedding: s.embedding })),
    2,
  ).map(Number);
  splits.push({ label: `product choice (${productChoice.map((i) => selfies[i]!.name).join(', ')})`, held: productChoice });
  for (let k = 0; k < 5; k++) splits.push({ label: `rotation ${k + 1}`, held: [2 * k, 2 * k + 1] });

  const { store, dispose } = await createTempStore();
  const likeness: number[] = [];
  const pairFaces: number[] = [];
  const pairHashes: number[] = [];
  let delivered = 0;
  let usable = 0;
  let low = 0;
  let duplicates = 0;
  let localAsGenerativeCopies = 0;
  let plantedCopies = 0;
  let plantedCopiesFound = 0;
  let plantedDuplicates = 0;
  let plantedDuplicatesFound = 0;
  let newPhotoFalseCopies = 0;
  try {
    for (const split of splits) {
      const trained = selfies.filter((_, i) => !split.held.includes(i));
      const reference: LikenessReference = {
        heldOut: split.held.map((i) => selfies[i]!.embedding),
        trained: trained.map((s) => s.embedding),
        calibration: calibrate(selfies.map((s) => s.embedding)),
      };
      const userId = `bench-${randomUUID()}`;
      const modelId = randomUUID();
      const profile = await trainProfileOn(store, trained.map((s) => s.jpeg), userId, modelId);
      const splitLikeness: number[] = [];
      for (const style of ['studio-grey', 'outdoor']) {
        const jobId = randomUUID();
        const used: string[] = [];
        const earlier: { index: number; face: OutputFace }[] = [];
        for (let index = 0; index < 4; index++) {
          const { first, step, look, salt } = jobVariation(jobId, index, 4);
          let shot;
          try {
            shot = await renderMatchingHeadshot(
              { profile, store, style, options: { aspectRatio: '1:1', quality: 'standard', intensity: 0.8, look, salt } },
              { first, step, maxAttempts: 3, threshold: IDENTITY_MATCH_THRESHOLD, refuseEnlargement: true, distinctFrom: used },
            );
          } catch (err) {
            if (err instanceof SourceTooSmallError || err instanceof NearDuplicateError) continue;
            throw err;
          }
          used.push(shot.sourceHash);
          const face = await readOutputFace(shot.jpeg, engine);
          for (const e of earlier) {
            if (face.embedding && e.face.embedding) {
              pairFaces.push(cosineSimilarity(face.embedding, e.face.embedding));
              pairHashes.push(hashDistance(face.hash, e.face.hash));
            }
          }
          const verdict = judgeOutput(face, reference, { generative: false, earlier });
          const asGenerative = judgeOutput(face, reference, { generative: true });
          earlier.push({ index, face });
          delivered++;
          if (verdict.usable && !(shot.identityScore < IDENTITY_MATCH_THRESHOLD)) usable++;
          if (verdict.mayNotLookLikeYou) low++;
          if (verdict.duplicateOf !== null) duplicates++;
          if (asGenerative.copyOfInput) localAsGenerativeCopies++;
          if (verdict.likeness !== null) {
            likeness.push(verdict.likeness);
            splitLikeness.push(verdict.likeness);
          }
        }
      }
      // The provider doubles, planted: each trained selfie returned as the output (a copy), and one new photo of the
      // person (a held-out one, which the model never saw) returned twice in one job (a duplicate).
      for (const s of trained) {
        const out = (await portraitOutput(s.jpeg, { aspect_ratio: '1:1', output_format: 'webp' })).body;
        plantedCopies++;
        if (judgeOutput(await readOutputFace(out, engine), reference, { generative: true }).copyOfInput) plantedCopiesFound++;
      }
      const fresh = (await portraitOutput(selfies[split.held[0]!]!.jpeg, { aspect_ratio: '1:1', output_format: 'jpg' })).body;
      const first = await readOutputFace(fresh, engine);
      const firstVerdict = judgeOutput(first, { ...reference, heldOut: [selfies[split.held[1]!]!.embedding] }, { generative: true });
      if (firstVerdict.copyOfInput) newPhotoFalseCopies++;
      const second = judgeOutput(await readOutputFace(fresh, engine), reference, { generative: true, earlier: [{ index: 0, face: first }] });
      plantedDuplicates++;
      if (second.duplicateOf === 0) plantedDuplicatesFound++;
      console.log(
        `  split ${split.label}: calibration p10 ${f3(reference.calibration.p10)} max ${f3(reference.calibration.max)}; local outputs' held-out likeness ${spread(splitLikeness)}`,
      );
    }
  } finally {
    await dispose();
  }
  console.log(`  local engine outputs, all splits: held-out likeness ${spread(likeness)}`);
  console.log(`    "may not look like you" (below the user's p10): ${low} of ${delivered}; duplicate pairs flagged: ${duplicates}`);
  console.log(`    usable yield: ${usable} of ${delivered} (${delivered ? ((100 * usable) / delivered).toFixed(0) : 0} %)`);
  console.log(`    two images of one job: face ${spread(pairFaces)}; dHash bits ${spread(pairHashes)}`);
  console.log(`    judged as if generative, ${localAsGenerativeCopies} of ${delivered} would be "copies" (each is a retouched selfie): why the copy rule is for generative engines only`);
  console.log(`  provider doubles, planted: copies of a training selfie detected ${plantedCopiesFound} of ${plantedCopies}; repeats of one new photo detected ${plantedDuplicatesFound} of ${plantedDuplicates}; a new photo of the person judged a copy ${newPhotoFalseCopies} of ${plantedDuplicates}`);
  await benchTeamAcrossPeople(engine);
}

/**
 * 5. A team style (navy backdrop, head-and-shoulders framing) over different people: the author and the 22 faces of
 * face-api's group photos, each made into a local profile from five variants of its one photo (mirrored, re-lit,
 * cropped 6 %: the engine's minimum is five), one headshot each, measured as the product measures delivered images
 * (headshot-measure.ts) and judged against the style's targets: ΔE00 of the backdrop, eye line and head size.
 */
async function benchTeamAcrossPeople(engine: FaceEngine): Promise<void> {
  const segmenter = await getSegmenter();
  const { store, dispose } = await createTempStore();
  const people = [(await buildAuthorPhotos())[0]!, ...(await buildGroupCrops(engine))];
  const framing = TEAM_FRAMINGS['head-and-shoulders'];
  const style = { backdropLab: hexToLab(TEAM_NAVY), ...framing };
  const measures: HeadshotMeasure[] = [];
  let skipped = 0;
  try {
    for (const [i, person] of people.entries()) {
      const base = person.image.jpeg;
      const { width = 0, height = 0 } = await sharp(base).metadata();
      const crop = { left: Math.round(width * 0.03), top: Math.round(height * 0.03), width: Math.round(width * 0.94), height: Math.round(height * 0.94) };
      const variants = [
        base,
        await sharp(base).flop().jpeg().toBuffer(),
        await sharp(base).modulate({ brightness: 1.06 }).jpeg().toBuffer(),
        await sharp(base).modulate({ brightness: 0.94 }).jpeg().toBuffer(),
        await sharp(base).extract(crop).jpeg().toBuffer(),
      ];
      try {
        const profile = await trainProfileOn(store, variants, `team-${i}`, `team-model-${i}`);
        const options = { aspectRatio: '1:1' as const, quality: 'standard' as const, intensity: 0.8, variant: 0, look: 0, promptHints: { background: TEAM_NAVY, framing } };
        const shot = await renderHeadshot({ profile, store, style: 'professional', faceEngine: engine, options });
        measures.push(await measureHeadshotFile(shot.jpeg, { faceEngine: engine, segmenter }));
      } catch {
        skipped++;
      }
    }
  } finally {
    await dispose();
  }
  const medians = galleryMedians(measures);
  const judged = measures.map((m) => judgeConsistency(m, medians, style));
  const abs = (values: (number | null)[]) => values.flatMap((v) => (v === null ? [] : [Math.abs(v)]));
  const count = (reason: ConsistencyJudgement['reasons'][number]) => judged.filter((j) => j.reasons.includes(reason)).length;
  console.log(`\nTeam style over different people (navy ${TEAM_NAVY}, head-and-shoulders): ${measures.length} people measured, ${skipped} could not be made`);
  console.log(`  backdrop ΔE00 to the style: ${spread(judged.flatMap((j) => (j.deltaEToStyle === null ? [] : [j.deltaEToStyle])))}`);
  console.log(`  |eye line off| ${spread(abs(judged.map((j) => j.eyeLineOff)))}; |head size off| ${spread(abs(judged.map((j) => j.headSizeOff)))}`);
  console.log(
    `  outside the bounds (ΔE00 ${CONSISTENCY_BOUNDS.deltaE}, ±${100 * CONSISTENCY_BOUNDS.eyeLine} %): backdrop ${count('BACKDROP_COLOUR')}, eye line ${count('EYE_LINE')}, head size ${count('HEAD_SIZE')}, no face found ${count('NO_FACE')}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLikeness();
