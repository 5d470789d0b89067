// Calibration of the blur verdicts: the sharpness measure of checkPhoto (variance of the Laplacian on the face crop
// at 128×128) and its verdict, per fixture selfie, as it is and after a Gaussian blur of σ 1.5, 3 and 6 px.
// Part of `npm run bench -- vision`. Each cell: the measure, then ✓ not blurry, ~ slightly blurry, ✗ too blurry, and
// the initials of any other reason (HTS head tilted sideways, HTUD up/down, TD too dark, MF multiple faces; the dim
// sample5-1 is too dark, so its sharpness is not judged).
import type { FaceEngine } from '@kadr/core/vision/human';
import { BLUR_REJECT_LAPLACIAN_VAR, BLUR_WARN_LAPLACIAN_VAR, checkPhoto, type PhotoCheckResult } from '@kadr/core/vision/photo-check';
import { blurred, buildGroupCrops, normalize } from '@kadr/tests/fixtures/vision/photos';
import { onePersonSelfies } from '@kadr/tests/factories/selfies';

const SIGMAS = [0, 1.5, 3, 6] as const;
const BLUR_CODES = new Set(['BLURRY', 'SLIGHTLY_BLURRY']);

function cell(r: PhotoCheckResult): string {
  const codes = r.reasons.map((x) => x.code);
  const mark = codes.includes('BLURRY') ? '✗' : codes.includes('SLIGHTLY_BLURRY') ? '~' : '✓';
  const other = codes.filter((c) => !BLUR_CODES.has(c));
  const initials = other.map((c) => c.split('_').map((w) => w[0]).join(''));
  return `${r.metrics.laplacianVariance.toFixed(0).padStart(4)} ${mark}${initials.length ? ` ${initials.join('+')}` : ''}`;
}

export async function benchBlurCalibration(engine: FaceEngine): Promise<void> {
  const fixtures = [
    ...(await buildGroupCrops(engine)).map((p) => ({ name: p.person, jpeg: p.image.jpeg })),
    ...(await onePersonSelfies()).map((f) => ({ name: f.name, jpeg: f.bytes })),
  ];
  console.log(
    `\nBlur calibration (${fixtures.length} fixture selfies; measure = Laplacian variance of the 128² face crop; ` +
      `✗ below ${BLUR_REJECT_LAPLACIAN_VAR}, ~ below ${BLUR_WARN_LAPLACIAN_VAR})`,
  );
  console.log(`  ${'fixture'.padEnd(15)} ${'face'.padStart(5)}  ${SIGMAS.map((s) => `σ ${s}`.padEnd(12)).join('')}`);
  const bySigma = new Map<number, PhotoCheckResult[]>(SIGMAS.map((s) => [s, []]));
  for (const fixture of fixtures) {
    const sharp = await normalize(fixture.jpeg);
    const cells: string[] = [];
    let faceWidth = '';
    for (const sigma of SIGMAS) {
      const image = sigma ? await normalize(await blurred(sharp.jpeg, sigma)) : sharp;
      const result = await checkPhoto(image, engine);
      bySigma.get(sigma)!.push(result);
      if (!sigma) faceWidth = result.face ? `${result.face.box[2]}` : '–';
      cells.push(cell(result).padEnd(12));
    }
    console.log(`  ${fixture.name.padEnd(15)} ${faceWidth.padStart(5)}  ${cells.join('')}`);
  }
  console.log('  per blur level: measure range; not blurry / slightly blurry / too blurry / no face');
  for (const [sigma, results] of bySigma) {
    const values = results.map((r) => r.metrics.laplacianVariance);
    const count = (code: string) => results.filter((r) => r.reasons.some((x) => x.code === code)).length;
    const notBlurry = results.filter((r) => !r.reasons.some((x) => BLUR_CODES.has(x.code) || x.code === 'NO_FACE')).length;
    console.log(
      `  σ ${String(sigma).padEnd(4)} ${Math.min(...values).toFixed(0).padStart(4)}–${Math.max(...values).toFixed(0).padEnd(5)} ` +
        `${notBlurry} / ${count('SLIGHTLY_BLURRY')} / ${count('BLURRY')} / ${count('NO_FACE')}`,
    );
  }
}
