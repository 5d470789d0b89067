// The longest event-loop block of the CPU work the job activities do in-process: what a Temporal heartbeat (a
// timer, sent at most every 24 s against a 30 s timeout) or a pg-boss heartbeat would wait behind. Prints figures,
// no pass/fail; measured in one run, on one machine.
//   node --import tsx -e "import('./scripts/bench-event-loop.ts').then((m) => m.benchEventLoop())"
import { zipSync, type Zippable } from 'fflate';
import { getFaceEngine } from '@kadr/core/vision/human';
import { longestBlock, zipStored } from '@kadr/workflows/inference/event-loop';
import { renderHeadshot } from '@kadr/workflows/inference/local/headshot-engine';
import { selfieIdentity } from '@kadr/workflows/inference/local/identity-score';
import { trainProfileOn } from '@kadr/workflows/inference/local/headshot-test-support';
import { createTempStore, onePersonPhotos } from '@kadr/workflows/inference/local/training-fixtures';

export async function benchEventLoop(): Promise<void> {
  const rows: [string, { longestMs: number; totalMs: number }][] = [];
  const measure = async <T>(what: string, work: () => T | Promise<T>): Promise<T> => {
    const { result, ...times } = await longestBlock(work);
    rows.push([what, times]);
    return result;
  };

  // The Replicate training's zip of 20 selfies, at 4 MB each (larger than the intake keeps them).
  const big = Array.from({ length: 20 }, (_, i) => ({ name: `photo-${i}.jpg`, bytes: new Uint8Array(4 * 1024 * 1024).fill(i) }));
  const zippable: Zippable = Object.fromEntries(big.map((f) => [f.name, [f.bytes, { level: 0 }]]));
  await measure('zip 20 × 4 MB, zipSync (before)', () => zipSync(zippable));
  await measure('zip 20 × 4 MB, zipStored (in turns)', () => zipStored(big));

  const photos = await onePersonPhotos(20);
  await measure('face engine: first load', () => getFaceEngine());
  await measure('selfie identity of 20 photos (Replicate training)', () => selfieIdentity(photos));
  const { store, dispose } = await createTempStore();
  try {
    const profile = await measure('local training of 20 photos', () => trainProfileOn(store, photos, 'bench', 'm20'));
    for (const quality of ['standard', 'high'] as const) {
      for (let variant = 0; variant < 2; variant++) {
        await measure(`local headshot, ${quality}, variant ${variant}`, () =>
          renderHeadshot({ profile, store, style: 'professional', options: { aspectRatio: '1:1', quality, intensity: 0.8, variant } }),
        );
      }
    }
  } finally {
    await dispose();
  }

  console.log('\n== Event loop: longest block of in-process CPU work ==');
  for (const [what, { longestMs, totalMs }] of rows) console.log(`${what.padEnd(52)} longest block ${String(longestMs).padStart(5)} ms   (total ${totalMs} ms)`);
}
