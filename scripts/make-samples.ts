// The public gallery's sample images: real outputs of Kadr's local engine (workflows/src/inference/local), made at
// setup into client/public/samples/ (gitignored), exactly the files client/src/content/samples/index.ts declares.
//   bash scripts/with-node.sh node --import tsx scripts/make-samples.ts [--force]
// Each sample person's selfie set is one face cut from a group photo that @vladmandic/face-api ships as its demo (MIT),
// plus edited copies of it (mirrored, re-framed, re-lit, tilted: the engine trains on at least 5 photos). The local
// training provider builds the identity profile from them, and the engine renders every style preset from it as a user's
// generation would (1:1, standard quality, the default 80% intensity). Nothing is retouched afterwards: the JPEG is only
// scaled to 512 px and encoded as WebP for the web, and that file scaled to the smaller widths pages pick with srcset.
// Idempotent: when every file is there and the stamp holds the hash of the inputs (engine and vision sources, the style
// catalogue, the fixture photos' code, this script, the samples' names and size, the image packages' versions), nothing runs.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { allSamples, SAMPLE_SIDE, SAMPLE_WIDTHS, sampleFileName, sampleVariantFileName, SAMPLES_DIR } from '@kadr/client/content/samples/index';
import { HEADSHOT_STYLES } from '@kadr/core/catalogue/headshot-styles';
import { getFaceEngine } from '@kadr/core/vision/human';
import { getSegmenter } from '@kadr/core/vision/segmentation';
import { renderHeadshot } from '@kadr/workflows/inference/local/headshot-engine';
import { trainProfileOn } from '@kadr/workflows/inference/local/headshot-test-support';
import type { IdentityProfile } from '@kadr/workflows/inference/local/identity-profile';
import { createTempStore, type TempStore } from '@kadr/workflows/inference/local/training-fixtures';
import { cropAround, mirroredReframed, normalize, readFaceApiSample, tilted, type Box } from '@kadr/tests/fixtures/vision/photos';

const root = join(import.meta.dirname, '..');
export const SAMPLES_OUT_DIR = join(root, 'client', 'public', SAMPLES_DIR);
/** What the last finished run made, and from which inputs: outside client/public, so it is not deployed. */
export const SAMPLES_STAMP = join(root, '.cache', 'make-samples.stamp.json');

/** How a user's generation renders by default (the headshot form's 80% intensity, the API's default too). */
const RENDER = { aspectRatio: '1:1', quality: 'standard', intensity: 0.8, variant: 0 } as const;
const WEBP_QUALITY = 80;

interface SamplePerson {
  id: string;
  /** face-api's demo/sample<photo>.jpg, and the face's box in it (source pixels, as Human finds it). */
  photo: 1 | 2 | 3 | 4 | 5 | 6;
  box: Box;
}

/** Faces chosen for a clear, frontal view; boxes found by Human on the full-size photos (findFaceBoxes). */
export const SAMPLE_SOURCES: readonly SamplePerson[] = [
  { id: 'a', photo: 6, box: [197, 477, 321, 323] },
  { id: 'b', photo: 1, box: [1487, 227, 194, 194] },
  { id: 'c', photo: 6, box: [602, 324, 342, 342] },
];

/** The selfie set: the crop, and copies of it edited as a phone or a second shot would differ. */
const SELFIE_VARIANTS: ((photo: Buffer) => Promise<Buffer>)[] = [
  async (p) => p,
  (p) => sharp(p).flop().jpeg({ quality: 92 }).toBuffer(),
  (p) => sharp(p).linear(1.15, -12).jpeg({ quality: 92 }).toBuffer(),
  mirroredReframed,
  (p) => tilted(p, 8),
  (p) => sharp(p).modulate({ brightness: 0.85, saturation: 0.8 }).jpeg({ quality: 92 }).toBuffer(),
];
export const SELFIES_PER_PERSON = SELFIE_VARIANTS.length;

export interface PlannedSample {
  styleId: string;
  personId: string;
  /** Public path, as the samples module declares it. */
  src: string;
  file: string;
}

/** What the generator makes: every style of the catalogue for every sample person. */
export function plannedSamples(): PlannedSample[] {
  return HEADSHOT_STYLES.flatMap((style) =>
    SAMPLE_SOURCES.map((person) => {
      const file = sampleFileName(style.id, person.id);
      return { styleId: style.id, personId: person.id, src: `/${SAMPLES_DIR}/${file}`, file };
    }),
  );
}

export interface PlannedVariant {
  /** The sample (SAMPLE_SIDE) it is scaled from, and its own file. */
  source: string;
  file: string;
  width: number;
}

/** The smaller copies of every sample (SAMPLE_WIDTHS below SAMPLE_SIDE), as the samples module names them in srcset. */
export function plannedVariants(): PlannedVariant[] {
  return plannedSamples().flatMap((sample) =>
    SAMPLE_WIDTHS.filter((width) => width < SAMPLE_SIDE).map((width) => ({ source: sample.file, file: sampleVariantFileName(sample.styleId, sample.personId, width), width })),
  );
}

const mtimeOf = (file: string) => stat(file).then((s) => (s.size > 0 ? s.mtimeMs : null), () => null);

/**
 * Scales each sample to its smaller widths where the copy is missing or older than the sample (a sample made again):
 * a few milliseconds each, so a copy never waits for the engine. Returns how many it made.
 */
export async function makeVariants(outDir: string, log: (line: string) => void = () => undefined): Promise<number> {
  let made = 0;
  for (const variant of plannedVariants()) {
    const source = join(outDir, variant.source);
    const target = join(outDir, variant.file);
    const [sourceTime, targetTime] = await Promise.all([mtimeOf(source), mtimeOf(target)]);
    if (sourceTime === null) throw new Error(`make-samples: ${variant.source} is missing, so ${variant.file} cannot be made`);
    if (targetTime !== null && targetTime >= sourceTime) continue;
    const webp = await sharp(source).resize(variant.width, variant.width, { kernel: 'lanczos3' }).webp({ quality: WEBP_QUALITY, effort: 5 }).toBuffer();
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, webp);
    await rename(temporary, target);
    made++;
    log(`${variant.file}: ${(webp.length / 1024).toFixed(1)} KiB`);
  }
  return made;
}

/** The files whose content decides what the samples look like. */
async function inputFiles(): Promise<string[]> {
  const tsIn = async (dir: string) =>
    (await readdir(join(root, dir))).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => join(dir, f));
  return [
    ...(await tsIn('workflows/src/inference/local')),
    ...(await tsIn('core/src/vision')),
    ...(await tsIn('core/src/catalogue')),
    'tests/fixtures/vision/photos.ts',
    relative(root, import.meta.filename),
  ].sort();
}

const require = createRequire(import.meta.url);
/** Versions of the packages that decode, detect, segment and encode: a new one may change the pixels. */
const PACKAGES = ['sharp', '@vladmandic/human', '@vladmandic/face-api'];

export async function inputHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await inputFiles()) hash.update(`${file}\0`).update(await readFile(join(root, file))).update('\0');
  // Of the samples module, what the files are (not its words: alt texts and the note change no pixel).
  hash.update(JSON.stringify({ side: SAMPLE_SIDE, files: plannedSamples().map((p) => p.file) }));
  for (const name of PACKAGES) {
    const manifest = JSON.parse(await readFile(packageJsonOf(name), 'utf8')) as { version: string };
    hash.update(`${name}@${manifest.version}\0`);
  }
  return hash.digest('hex').slice(0, 32);
}

function packageJsonOf(name: string): string {
  // @vladmandic/human's exports map hides package.json: walk up from its entry.
  let dir = dirname(require.resolve(name));
  while (!dir.endsWith(join('node_modules', name))) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`No package folder for ${name}`);
    dir = up;
  }
  return join(dir, 'package.json');
}

/** The selfie set of one sample person, each photo through the same intake as an upload. */
export async function selfiesOf(person: SamplePerson): Promise<Buffer[]> {
  const crop = await cropAround(await readFaceApiSample(person.photo), person.box, { margin: 2.2, maxSide: 900 });
  return Promise.all(SELFIE_VARIANTS.map(async (variant) => (await normalize(await variant(crop))).jpeg));
}

/** Trains the local provider on the person's selfies: the identity profile a user's model would have. */
export function trainSamplePerson(temp: TempStore, person: SamplePerson): Promise<IdentityProfile> {
  return selfiesOf(person).then((photos) => trainProfileOn(temp.store, photos, 'samples', `sample-${person.id}`));
}

/** One sample: the engine's JPEG for `styleId`, scaled to SAMPLE_SIDE and encoded as WebP. */
export async function renderSample(temp: TempStore, profile: IdentityProfile, styleId: string): Promise<{ webp: Buffer; identityScore: number }> {
  const shot = await renderHeadshot({ profile, store: temp.store, style: styleId, faceEngine: await getFaceEngine(), options: { ...RENDER } });
  const webp = await sharp(shot.jpeg).resize(SAMPLE_SIDE, SAMPLE_SIDE, { kernel: 'lanczos3' }).webp({ quality: WEBP_QUALITY, effort: 5 }).toBuffer();
  return { webp, identityScore: shot.identityScore };
}

interface Stamp {
  hash: string;
  files: string[];
}

async function upToDate(outDir: string, stampFile: string, hash: string, files: string[]): Promise<boolean> {
  const stamp = await readFile(stampFile, 'utf8').then((text) => JSON.parse(text) as Stamp, () => null);
  if (!stamp || stamp.hash !== hash || stamp.files.join('\n') !== files.join('\n')) return false;
  const present = await Promise.all(files.map((f) => stat(join(outDir, f)).then((s) => s.size > 0, () => false)));
  return present.every(Boolean);
}

export interface MakeSamplesResult {
  made: number;
  /** Smaller copies made (makeVariants). */
  variants: number;
  skipped: boolean;
  bytes: number;
  ms: number;
}

/** Makes every planned sample into `outDir` unless they are there and up to date (`force` makes them anyway). */
export async function makeSamples(
  options: { outDir?: string; stampFile?: string; force?: boolean; log?: (line: string) => void } = {},
): Promise<MakeSamplesResult> {
  const { outDir = SAMPLES_OUT_DIR, stampFile = SAMPLES_STAMP, force = false, log = () => undefined } = options;
  const started = performance.now();
  const plan = plannedSamples();
  const files = plan.map((p) => p.file);
  const hash = await inputHash();
  if (!force && (await upToDate(outDir, stampFile, hash, files))) {
    const variants = await makeVariants(outDir, log);
    return { made: 0, variants, skipped: variants === 0, bytes: 0, ms: Math.round(performance.now() - started) };
  }

  await Promise.all([mkdir(outDir, { recursive: true }), mkdir(dirname(stampFile), { recursive: true })]);
  // The old stamp goes first, the new one last: an interrupted run is never taken for a finished one.
  await rm(stampFile, { force: true });
  await Promise.all([getFaceEngine(), getSegmenter()]);
  const temp = await createTempStore();
  let bytes = 0;
  try {
    for (const person of SAMPLE_SOURCES) {
      const profile = await trainSamplePerson(temp, person);
      for (const sample of plan.filter((p) => p.personId === person.id)) {
        const { webp, identityScore } = await renderSample(temp, profile, sample.styleId);
        const target = join(outDir, sample.file);
        // Per process: two setups at once (parallel test servers) never write one temporary file.
        const temporary = `${target}.${process.pid}.tmp`;
        await writeFile(temporary, webp);
        await rename(temporary, target);
        bytes += webp.length;
        log(`${sample.file}: ${(webp.length / 1024).toFixed(1)} KiB, identity ${identityScore.toFixed(2)}`);
      }
    }
  } finally {
    await temp.dispose();
  }
  // Files of people, styles or widths no longer planned are not served as samples.
  const kept = new Set([...files, ...plannedVariants().map((v) => v.file)]);
  const stale = (await readdir(outDir)).filter((f) => f.endsWith('.webp') && !kept.has(f));
  await Promise.all(stale.map((f) => rm(join(outDir, f), { force: true })));
  const variants = await makeVariants(outDir, log);
  await writeFile(stampFile, `${JSON.stringify({ hash, files } satisfies Stamp, null, 2)}\n`);
  return { made: plan.length, variants, skipped: false, bytes, ms: Math.round(performance.now() - started) };
}

/** The samples module and the generator agree (used by the test, and checked before a run). */
export function planMatchesModule(): boolean {
  const declared = allSamples().map((s) => s.src);
  return JSON.stringify(declared) === JSON.stringify(plannedSamples().map((p) => p.src));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!planMatchesModule()) {
    console.error('make-samples: the generator plan and client/src/content/samples/index.ts list different samples');
    process.exit(1);
  }
  const result = await makeSamples({ force: process.argv.includes('--force'), log: (line) => console.log(`  ${line}`) });
  const seconds = (result.ms / 1000).toFixed(1);
  console.log(
    result.skipped
      ? `kadr: engine samples up to date in ${relative(root, SAMPLES_OUT_DIR)} (checked in ${result.ms} ms)`
      : result.made === 0
        ? `kadr: engine samples up to date in ${relative(root, SAMPLES_OUT_DIR)}; made ${result.variants} smaller copies in ${seconds} s`
        : `kadr: made ${result.made} engine samples (${(result.bytes / 1024).toFixed(0)} KiB) and ${result.variants} smaller copies in ${relative(root, SAMPLES_OUT_DIR)} in ${seconds} s`,
  );
  // The face and segmentation engines keep handles open.
  process.exit(0);
}
