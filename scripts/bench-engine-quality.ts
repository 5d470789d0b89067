// Output quality of the `local` headshot engine, BEFORE (the engine at BENCH_BEFORE_REF, default the commit before
// the quality work) and AFTER (this checkout), on the same fixture selfies, in one run:
//   npm run bench -- engine-quality
// Per output: identity score, share of the mask outside the main person, edge halo, skin colour cast, the least
// perceptual-hash distance to another image of its job, enlargement of the photo, and time. Saves a contact sheet
// (before row above after row, per job) and prints where. The BEFORE engine is the older commit's workflows/src,
// taken out with `git archive` into .cache/bench-before/<ref>/ next to links to this checkout's server/ and node_modules/.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { getFaceEngine } from '@kadr/core/vision/human';
import { getSegmenter } from '@kadr/core/vision/segmentation';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import * as after from '@kadr/workflows/inference/local/headshot-engine';
import { toFrame, type AspectRatio, type FramePlan } from '@kadr/workflows/inference/local/headshot-framing';
import { colourCast, edgeHalo, outsideShare } from '@kadr/workflows/inference/local/headshot-quality';
import { trainProfileOn } from '@kadr/workflows/inference/local/headshot-test-support';
import type { IdentityProfile, ProfileReference } from '@kadr/workflows/inference/local/identity-profile';
import { fromBytes, type Plane } from '@kadr/workflows/inference/local/image-ops';
import { hashDistance } from '@kadr/core/vision/difference-hash';
import type { Box } from '@kadr/workflows/inference/local/subject-mask';
import { createTempStore, groupMemberPhotos, onePersonPhotos, underBlueLight } from '@kadr/workflows/inference/local/training-fixtures';

const root = new URL('..', import.meta.url).pathname;
const BEFORE_REF = process.env.BENCH_BEFORE_REF ?? 'd360d23';
const OUT_DIR = join(root, '.cache/bench/engine-quality');
const IDENTITY_THRESHOLD = 0.6;

interface Job {
  name: string;
  set: 'author' | 'club' | 'group';
  style: string;
  ratio: AspectRatio;
  count: number;
}

const JOBS: Job[] = [
  { name: 'author professional 1:1', set: 'author', style: 'professional', ratio: '1:1', count: 4 },
  { name: 'author outdoor 16:9', set: 'author', style: 'outdoor', ratio: '16:9', count: 4 },
  { name: 'blue light professional 1:1', set: 'club', style: 'professional', ratio: '1:1', count: 2 },
  { name: 'group photo professional 1:1', set: 'group', style: 'professional', ratio: '1:1', count: 2 },
];

type EngineModule = typeof after;
interface Shot {
  jpeg: Buffer;
  mask: Buffer;
  frame: FramePlan;
  referencePhotoId: string;
  identityScore: number;
}

/** The BEFORE engine's workflows/src, taken out of git next to links to what it imports from this checkout. */
function beforeTree(): string {
  const sha = execFileSync('git', ['rev-parse', '--short', BEFORE_REF], { cwd: root, encoding: 'utf8' }).trim();
  const dir = join(root, '.cache/bench-before', sha);
  if (!existsSync(join(dir, 'workflows/src'))) {
    mkdirSync(dir, { recursive: true });
    execFileSync('bash', ['-c', `git archive ${sha} workflows/src | tar -x -C "${dir}"`], { cwd: root });
    for (const link of ['server', 'node_modules', 'package.json', 'tsconfig.base.json']) symlinkSync(join(root, link), join(dir, link));
  }
  return dir;
}

async function photosFor(set: Job['set']): Promise<Buffer[]> {
  if (set === 'author') return onePersonPhotos(6);
  if (set === 'club') return underBlueLight(await onePersonPhotos(6));
  return groupMemberPhotos(6);
}

async function decodePlane(image: Buffer, channels: 1 | 3): Promise<Plane> {
  let pipeline = sharp(image);
  pipeline = channels === 1 ? pipeline.extractChannel(0) : pipeline.removeAlpha();
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return fromBytes(data, info.width, info.height, channels);
}

const boxInFrame = (frame: FramePlan, [x, y, w, h]: readonly number[]): Box => {
  const [fx, fy] = toFrame(frame, [x!, y!]);
  return [fx, fy, w! / frame.scale, h! / frame.scale];
};

interface Row {
  job: string;
  engine: 'before' | 'after';
  image: number;
  reference: string;
  identity: number;
  outside: number;
  halo: number;
  cast: number;
  hashDistance: number;
  enlargement: number;
  ms: number;
  note: string;
}

export async function benchEngineQuality(): Promise<void> {
  await getFaceEngine();
  await getSegmenter();
  const beforeDir = beforeTree();
  const before = (await import(join(beforeDir, 'workflows/src/inference/local/headshot-engine.ts'))) as EngineModule;
  const oldTraining = await import(join(beforeDir, 'workflows/src/inference/local/local-training.ts'));
  const oldFixtures = await import(join(beforeDir, 'workflows/src/inference/local/training-fixtures.ts'));
  const { store, dispose } = await createTempStore();
  const rows: Row[] = [];
  const sheet: { label: string; images: Buffer[] }[] = [];
  try {
    const profiles = new Map<string, { old: IdentityProfile; now: IdentityProfile }>();
    for (const set of ['author', 'club', 'group'] as const) {
      const photos = await photosFor(set);
      const now = await trainProfileOn(store, photos, `after-${set}`, 'm1');
      const old = await trainOld(oldTraining, oldFixtures, store, photos, `before-${set}`);
      profiles.set(set, { old, now });
    }
    for (const job of JOBS) {
      const { old, now } = profiles.get(job.set)!;
      for (const which of ['before', 'after'] as const) {
        const profile = which === 'before' ? old : now;
        const jobId = `bench-${job.set}-${job.style}-${job.ratio}`;
        const shots: Shot[] = [];
        const times: number[] = [];
        for (let index = 0; index < job.count; index++) {
          const started = performance.now();
          const request = { profile, store, style: job.style, options: { aspectRatio: job.ratio, quality: 'standard' as const, intensity: 0.8 } };
          let shot: Shot;
          if (which === 'before') {
            shot = await before.renderMatchingHeadshot(request, { first: index, step: job.count, maxAttempts: 3, threshold: IDENTITY_THRESHOLD });
          } else {
            const v = after.jobVariation(jobId, index, job.count);
            try {
              shot = await after.renderMatchingHeadshot(
                { ...request, options: { ...request.options, look: v.look, salt: v.salt } },
                { first: v.first, step: v.step, maxAttempts: 3, threshold: IDENTITY_THRESHOLD, refuseEnlargement: true, distinctFrom: shots.map((s) => (s as after.Headshot).sourceHash) },
              );
            } catch (err) {
              if (!(err instanceof after.NearDuplicateError)) throw err;
              console.log(`${job.name} #${index + 1} (after): only photos of earlier images were left — not made, not charged`);
              continue;
            }
          }
          times.push(performance.now() - started);
          shots.push(shot);
        }
        // Hashed the same way for both engines: the person found again in the delivered JPEG, as the job does.
        const hashes: string[] = [];
        for (const s of shots) hashes.push(await after.headshotHash(s.jpeg));
        for (const [index, shot] of shots.entries()) {
          const reference = now.references.find((r) => r.photoId === shot.referencePhotoId) as ProfileReference;
          const [rgb, mask] = await Promise.all([decodePlane(shot.jpeg, 3), decodePlane(shot.mask, 1)]);
          const face = boxInFrame(shot.frame, reference.faceBox);
          const others = (reference.otherFaces ?? []).map((b) => boxInFrame(shot.frame, b));
          const distances = hashes.filter((_, k) => k !== index).map((h) => hashDistance(hashes[index]!, h));
          rows.push({
            job: job.name,
            engine: which,
            image: index + 1,
            reference: shot.referencePhotoId,
            identity: shot.identityScore,
            outside: outsideShare(mask, face, others),
            halo: edgeHalo(rgb, mask),
            cast: colourCast(rgb, face),
            hashDistance: distances.length ? Math.min(...distances) : Number.NaN,
            enlargement: 1 / (shot.frame.scale * (reference.sourceScale ?? 1)),
            ms: times[index]!,
            note: shot.identityScore < IDENTITY_THRESHOLD ? 'identity flagged' : '',
          });
        }
        sheet.push({ label: `${which} · ${job.name}`, images: shots.map((s) => s.jpeg) });
        mkdirSync(OUT_DIR, { recursive: true });
        for (const [index, shot] of shots.entries()) {
          await sharp(shot.jpeg).resize({ width: 640, height: 640, fit: 'inside' }).png().toFile(join(OUT_DIR, `${which}-${job.name.replaceAll(/\W+/g, '-')}-${index + 1}.png`));
        }
      }
    }
  } finally {
    await dispose();
  }

  console.log(`\nLocal engine output quality: BEFORE = ${BEFORE_REF}, AFTER = this checkout (standard quality, intensity 0.8)`);
  console.log('  identity: faceres cosine to the profile centroid (flagged < 0.6) · outside: share of mask weight outside the main person');
  console.log('  halo: mean RGB distance of edge pixels from a person/background blend, 0..255 · cast: skin a*b* distance from the natural-skin band');
  console.log('  dHash: least Hamming distance (64 bits, person only) to another image of the same job · enlarge: output px per photo px');
  const fmt = (v: number, d: number) => (Number.isFinite(v) ? v.toFixed(d) : '–');
  console.table(
    rows.map((r) => ({
      job: r.job,
      engine: r.engine,
      '#': r.image,
      ref: r.reference,
      identity: fmt(r.identity, 3),
      outside: fmt(r.outside, 3),
      halo: fmt(r.halo, 1),
      cast: fmt(r.cast, 1),
      dHash: fmt(r.hashDistance, 0),
      enlarge: fmt(r.enlargement, 2),
      ms: fmt(r.ms, 0),
      note: r.note,
    })),
  );
  const mean = (engine: Row['engine'], key: 'identity' | 'outside' | 'halo' | 'cast' | 'hashDistance' | 'ms') => {
    const values = rows.filter((r) => r.engine === engine && Number.isFinite(r[key])).map((r) => r[key]);
    return values.reduce((a, b) => a + b, 0) / values.length;
  };
  console.log('Means');
  console.table(
    Object.fromEntries(
      (['before', 'after'] as const).map((e) => [
        e,
        {
          identity: fmt(mean(e, 'identity'), 3),
          outside: fmt(mean(e, 'outside'), 3),
          halo: fmt(mean(e, 'halo'), 1),
          cast: fmt(mean(e, 'cast'), 1),
          'min dHash': fmt(Math.min(...rows.filter((r) => r.engine === e && Number.isFinite(r.hashDistance)).map((r) => r.hashDistance)), 0),
          'ms / image': fmt(mean(e, 'ms'), 0),
        },
      ]),
    ),
  );
  const file = await contactSheet(sheet);
  console.log(`Contact sheet (before row above after row, per job): ${file}`);
}

async function trainOld(
  training: { createLocalTrainingProvider: () => { train: (...args: unknown[]) => Promise<{ artifactKey: string }> } },
  fixtures: { storePhotos: (store: ObjectStore, userId: string, photos: Buffer[]) => Promise<unknown[]> },
  store: ObjectStore,
  jpegs: Buffer[],
  userId: string,
): Promise<IdentityProfile> {
  const photos = await fixtures.storePhotos(store, userId, jpegs);
  const artifact = await training.createLocalTrainingProvider().train(
    { userId, modelId: 'm1', jobId: `job-${userId}`, photos },
    { store, signal: new AbortController().signal, reportProgress: async () => undefined },
  );
  return JSON.parse((await store.getBuffer(artifact.artifactKey))!.toString('utf8')) as IdentityProfile;
}

const THUMB = 300;
const LABEL = 28;

async function contactSheet(rows: { label: string; images: Buffer[] }[]): Promise<string> {
  const thumbs = await Promise.all(rows.map((r) => Promise.all(r.images.map((i) => sharp(i).resize({ height: THUMB }).toBuffer({ resolveWithObject: true })))));
  const width = Math.max(...thumbs.map((row) => row.reduce((w, t) => w + t.info.width + 6, 6)));
  const height = rows.length * (THUMB + LABEL + 6) + 6;
  const layers: OverlayOptions[] = [];
  let y = 6;
  for (const [k, row] of thumbs.entries()) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL}"><text x="8" y="20" font-family="sans-serif" font-size="18" fill="#222">${rows[k]!.label}</text></svg>`;
    layers.push({ input: Buffer.from(svg), left: 0, top: y });
    let x = 6;
    for (const t of row) {
      layers.push({ input: t.data, left: x, top: y + LABEL });
      x += t.info.width + 6;
    }
    y += THUMB + LABEL + 6;
  }
  mkdirSync(OUT_DIR, { recursive: true });
  const file = join(OUT_DIR, 'contact-sheet.png');
  await sharp({ create: { width, height, channels: 3, background: '#f4f4f4' } }).composite(layers).png().toFile(file);
  return file;
}
