// Part of `npm run bench -- vision`: do the photo checks say the same of a photo whether the browser shrank it to the
// selfie format (2048 px, JPEG at SELFIE_JPEG_QUALITY) or the server got the 12 MP original and shrank it itself?
// Every calibration case of the checks (photo-check.test.ts, bench-blur.ts: blur levels, exposure, face size, pose,
// several faces, no face, identity) is made into a phone camera's original (12 MP at the case's own framing, with a
// sensor's grain and EXIF: phonePhoto with keepFraming), and each original goes both ways through intakeImage and
// checkPhoto. The browser's copy is made as the upload worker makes it (client/src/features/models/upload/
// shrink-photo.worker.ts): upright, inside 2048 px, no metadata; a JPEG whose decoder can scale it natively (by 1/2,
// 1/4, 1/8) to at least 7/8 of 2048 px is decoded at that scale (a 12 MP photo at 2016×1512), which a triangle filter
// over the halved pixels stands in for here; anything else is resampled with a cubic filter (Mitchell), as Chromium's
// 'high' resize quality is. The server shrinks with Lanczos 3.
import sharp from 'sharp';
import { SELFIE_JPEG_QUALITY, SELFIE_LONG_SIDE_PX } from '@kadr/core/catalogue/selfie-format';
import { intakeImage } from '@kadr/core/vision/decode-image';
import type { FaceEngine } from '@kadr/core/vision/human';
import { cosineSimilarity, findIdentityOutliers } from '@kadr/core/vision/identity';
import { checkPhoto, type PhotoCheckResult } from '@kadr/core/vision/photo-check';
import * as fixtures from '@kadr/tests/fixtures/vision/photos';
import { phonePhoto } from '@kadr/tests/fixtures/vision/uploads';
import { onePersonSelfies } from '@kadr/tests/factories/selfies';

/** What the browser sends for a photo: upright, inside SELFIE_LONG_SIDE_PX, JPEG at SELFIE_JPEG_QUALITY, no metadata. */
export async function browserShrunk(photo: Buffer): Promise<Buffer> {
  const meta = await sharp(photo).metadata();
  const [width, height] = [meta.autoOrient?.width ?? meta.width!, meta.autoOrient?.height ?? meta.height!];
  const long = Math.max(width, height);
  // The JPEG decoder's own scales (client: shrink-photo-protocol.ts, SCALED_DECODE_MIN_SHARE 7/8).
  const scale = meta.format === 'jpeg' && long > SELFIE_LONG_SIDE_PX ? [2, 4, 8].find((k) => Math.ceil(long / k) <= SELFIE_LONG_SIDE_PX) : undefined;
  const native = scale && Math.ceil(long / scale) >= (SELFIE_LONG_SIDE_PX * 7) / 8;
  const resize = native
    ? { width: Math.ceil(width / scale), height: Math.ceil(height / scale), fit: 'fill' as const, kernel: 'linear' as const }
    : { width: SELFIE_LONG_SIDE_PX, height: SELFIE_LONG_SIDE_PX, fit: 'inside' as const, withoutEnlargement: true, kernel: 'mitchell' as const };
  return sharp(photo).autoOrient().resize(resize).jpeg({ quality: Math.round(SELFIE_JPEG_QUALITY * 100) }).toBuffer();
}

interface Case {
  name: string;
  /** The photo as a fixture makes it (640–1600 px). */
  photo: Buffer;
}

const initials = (code: string) =>
  code
    .split('_')
    .map((w) => w[0])
    .join('');

/** The verdict and its reasons, as initials (B blurry, SB slightly blurry, TD too dark, FTS face too small…). */
const verdictOf = (r: PhotoCheckResult) => `${r.verdict}${r.reasons.length ? ` ${r.reasons.map((x) => initials(x.code)).join('+')}` : ''}`;

async function calibrationCases(engine: FaceEngine): Promise<Case[]> {
  const people = await fixtures.buildGroupCrops(engine);
  const selfies = await onePersonSelfies();
  const person = (name: string) => people.find((p) => p.person === name)!.image.jpeg;
  const cases: Case[] = [];
  // The blur calibration (bench-blur.ts): every fixture selfie as it is and blurred with σ 1.5, 3 and 6 px.
  const blurFixtures = [...people.map((p) => ({ name: p.person, jpeg: p.image.jpeg })), ...selfies.map((s) => ({ name: s.name.replace(/\.\w+$/, ''), jpeg: s.bytes }))];
  for (const { name, jpeg } of blurFixtures) {
    for (const sigma of [0, 1.5, 3, 6]) cases.push({ name: `${name} σ${sigma}`, photo: sigma ? await fixtures.blurred(jpeg, sigma) : jpeg });
  }
  // One thing wrong each (photo-check.test.ts).
  const base = person('sample6-2');
  cases.push(
    { name: 'sample2-1 σ6 (retry)', photo: await fixtures.blurred(person('sample2-1'), 6) },
    { name: 'sample6-2 σ16 (no face)', photo: await fixtures.blurred(base, 16) },
    { name: 'dark', photo: await fixtures.darkened(base) },
    { name: 'overexposed', photo: await fixtures.brightened(base) },
    { name: 'distant face', photo: await fixtures.distant(base) },
    { name: 'tilted 35°', photo: await fixtures.tilted(base, 35) },
    { name: 'tilted 60°', photo: await fixtures.tilted(base, 60) },
    { name: 'two side by side', photo: await fixtures.sideBySide(person('sample6-1'), base) },
    { name: 'wide 2:1 frame', photo: await fixtures.wideFrame(base) },
    { name: 'no face: gradient', photo: await fixtures.gradientNoFace() },
    { name: 'no face: scene', photo: await fixtures.sceneWithoutFaces() },
  );
  return cases;
}

interface Checked {
  original: PhotoCheckResult;
  browser: PhotoCheckResult;
}

async function checkBothWays(engine: FaceEngine, photo: Buffer, seed: number): Promise<Checked> {
  const original = await phonePhoto(photo, { keepFraming: true, seed });
  const [fromOriginal, fromBrowser] = await Promise.all([intakeImage(original, fixtures.FIXTURE_INTAKE), intakeImage(await browserShrunk(original), fixtures.FIXTURE_INTAKE)]);
  return { original: await checkPhoto(fromOriginal, engine), browser: await checkPhoto(fromBrowser, engine) };
}

export async function benchResizeAgreement(engine: FaceEngine): Promise<void> {
  const cases = await calibrationCases(engine);
  console.log(
    `\nSame verdicts from the browser's 2048-px copy as from the 12 MP original? (${cases.length} calibration cases; each made ` +
      `a 12 MP phone photo with grain and EXIF; 'original': the server shrinks it, 'browser': shrunk to 2048 px at JPEG ` +
      `${SELFIE_JPEG_QUALITY} first; face = face width in px of the 2048-px photo; sharpness = Laplacian variance of the 128² face crop)`,
  );
  console.log(`  ${'case'.padEnd(24)} ${'face'.padStart(9)} ${'sharpness'.padStart(11)}  ${'12 MP original'.padEnd(22)} ${'browser 2048'.padEnd(22)} agree`);
  let disagreements = 0;
  const sharpnessRatios: number[] = [];
  const differing: string[] = [];
  for (const [i, c] of cases.entries()) {
    const { original, browser } = await checkBothWays(engine, c.photo, i + 1);
    const agree = original.verdict === browser.verdict && verdictOf(original) === verdictOf(browser);
    if (!agree) {
      disagreements++;
      differing.push(`${c.name}: ${figures(original)} | ${figures(browser)}`);
    }
    const face = (r: PhotoCheckResult) => (r.face ? String(r.face.box[2]) : '–');
    const sharpness = (r: PhotoCheckResult) => r.metrics.laplacianVariance.toFixed(0);
    if (original.metrics.laplacianVariance > 0) sharpnessRatios.push(browser.metrics.laplacianVariance / original.metrics.laplacianVariance);
    console.log(
      `  ${c.name.padEnd(24)} ${`${face(original)}/${face(browser)}`.padStart(9)} ${`${sharpness(original)}/${sharpness(browser)}`.padStart(11)}  ` +
        `${verdictOf(original).padEnd(22)} ${verdictOf(browser).padEnd(22)} ${agree ? '✓' : '✗ DIFFERENT'}`,
    );
  }
  sharpnessRatios.sort((a, b) => a - b);
  console.log(
    `  verdicts: ${cases.length - disagreements} of ${cases.length} agree, ${disagreements} disagree; sharpness browser/original: ` +
      `${sharpnessRatios[0]!.toFixed(2)}–${sharpnessRatios[sharpnessRatios.length - 1]!.toFixed(2)} (median ${sharpnessRatios[sharpnessRatios.length >> 1]!.toFixed(2)})`,
  );
  for (const line of differing) console.log(`  ✗ ${line}`);
  await identityAgreement(engine);
}

/** The figures the limits judge: sharpness (limits 40, 90), yaw (30), pitch (20, 35), roll (25, 45), faces counted. */
function figures(r: PhotoCheckResult): string {
  const pose = r.face ? ` yaw ${r.face.yaw} pitch ${r.face.pitch} roll ${r.face.roll}` : ' no face';
  const faces = r.reasons.find((x) => x.code === 'MULTIPLE_FACES')?.params?.count;
  return `sharpness ${r.metrics.laplacianVariance.toFixed(1)}${pose}${faces ? ` faces ${faces}` : ''}`;
}

/** The identity check over one person's six upload selfies with a stranger among them, both ways. */
async function identityAgreement(engine: FaceEngine): Promise<void> {
  const people = await fixtures.buildGroupCrops(engine);
  const set = [...(await onePersonSelfies()).map((s) => s.bytes), ...['sample6-2', 'sample3-1'].map((p) => people.find((x) => x.person === p)!.image.jpeg)];
  const checked: Checked[] = [];
  for (const [i, photo] of set.entries()) checked.push(await checkBothWays(engine, photo, 100 + i));
  const outliers = (way: keyof Checked) => findIdentityOutliers(checked.map((c) => c[way].embedding)).outliers.map((o) => o.index);
  const similarity = checked.map((c) => cosineSimilarity(c.original.embedding!, c.browser.embedding!));
  const [fromOriginals, fromBrowser] = [outliers('original'), outliers('browser')];
  const agree = fromOriginals.join() === fromBrowser.join();
  console.log(
    `  identity (6 selfies of one person + 2 strangers, photos 7 and 8): outliers from the originals [${fromOriginals.map((i) => i + 1).join(', ')}], ` +
      `from the browser's copies [${fromBrowser.map((i) => i + 1).join(', ')}] ${agree ? '✓' : '✗ DIFFERENT'}; ` +
      `same photo both ways: embedding similarity ${Math.min(...similarity).toFixed(3)}–${Math.max(...similarity).toFixed(3)}`,
  );
}
