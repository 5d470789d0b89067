// The `local` headshot engine on the CPU (sharp + JS pixel work, Human face detection for the identity score, MediaPipe
// selfie segmentation for background changes): wall time per image at standard and high quality for square, portrait
// and landscape frames, per style family, and a background change. Prints figures, no pass/fail; one run, one machine.
//   node --import tsx -e "import('./scripts/bench-headshots.ts').then((m) => m.benchHeadshots())"
import { availableParallelism } from 'node:os';
import { getFaceEngine } from '@kadr/core/vision/human';
import { getSegmenter } from '@kadr/core/vision/segmentation';
import { changeBackground } from '@kadr/workflows/inference/local/background-change';
import { renderHeadshot } from '@kadr/workflows/inference/local/headshot-engine';
import type { AspectRatio } from '@kadr/workflows/inference/local/headshot-framing';
import { trainFixtureProfile } from '@kadr/workflows/inference/local/headshot-test-support';
import { createTempStore } from '@kadr/workflows/inference/local/training-fixtures';

const RUNS = Number(process.env.BENCH_HEADSHOT_RUNS ?? 3);
const RATIOS: { label: string; ratio: AspectRatio }[] = [
  { label: 'square 1:1', ratio: '1:1' },
  { label: 'portrait 4:5', ratio: '4:5' },
  { label: 'landscape 16:9', ratio: '16:9' },
];
const STYLES = ['professional', 'office-blur', 'solid-white', 'original-blur', 'vintage'];

async function median(task: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[times.length >> 1]!;
}

export async function benchHeadshots(): Promise<void> {
  await Promise.all([getFaceEngine(), getSegmenter()]);
  const { store, dispose } = await createTempStore();
  const row = (label: string, ms: number, note = '') => console.log(`  ${label.padEnd(44)} ${ms.toFixed(0).padStart(8)} ms${note}`);
  try {
    const profile = await trainFixtureProfile(store, 'bench', 'm1');
    const render = (style: string, aspectRatio: AspectRatio, quality: 'standard' | 'high', variant = 0) =>
      renderHeadshot({ profile, store, style, options: { aspectRatio, quality, intensity: 0.8, variant } });
    await render('professional', '1:1', 'standard');

    console.log(`\nLocal headshots on the CPU (median of ${RUNS}; ${availableParallelism()} cores; identity check included)`);
    for (const quality of ['standard', 'high'] as const) {
      for (const { label, ratio } of RATIOS) row(`${quality}, ${label}, professional`, await median(() => render('professional', ratio, quality)));
    }
    for (const style of STYLES) row(`standard, square 1:1, ${style}`, await median(() => render(style, '1:1', 'standard')));
    const scores: number[] = [];
    for (let v = 0; v < profile.references.length; v++) scores.push((await render('professional', '1:1', 'standard', v)).identityScore);
    console.log(`  identity score per reference (professional 1:1): ${scores.map((s) => s.toFixed(3)).join(', ')}`);

    const headshot = (await render('office-blur', '1:1', 'standard')).jpeg;
    row('background change, solid, 1024²', await median(() => changeBackground({ image: headshot, mode: { kind: 'solid', color: '#ffffff' } })));
    row('background change, blur 0.7, 1024²', await median(() => changeBackground({ image: headshot, mode: { kind: 'blur', strength: 0.7 } })));
  } finally {
    await dispose();
  }
}
