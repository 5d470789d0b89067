// The `local` training provider on the CPU (Human face detection + faceres, MediaPipe selfie segmentation, sharp):
// wall time of whole trainings of 6 and 20 photos of one person, on the local object store in a temporary folder.
// Prints figures, no pass/fail; measured in one run, on one machine.
//   node --import tsx -e "import('./scripts/bench-training.ts').then((m) => m.benchLocalTraining())"
import { availableParallelism } from 'node:os';
import { getFaceEngine } from '@kadr/core/vision/human';
import { getSegmenter } from '@kadr/core/vision/segmentation';
import { createLocalTrainingProvider } from '@kadr/workflows/inference/local/local-training';
import { createTempStore, onePersonPhotos, storePhotos } from '@kadr/workflows/inference/local/training-fixtures';

const SET_SIZES = [6, 20];

async function timed<T>(task: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await task();
  return [value, performance.now() - started];
}

export async function benchLocalTraining(): Promise<void> {
  const [, loadMs] = await timed(() => Promise.all([getFaceEngine(), getSegmenter()]));
  const photos = await onePersonPhotos(Math.max(...SET_SIZES));
  const { store, dispose } = await createTempStore();
  const provider = createLocalTrainingProvider();
  const signal = new AbortController().signal;
  const runs: { n: number; ms: number; references: number }[] = [];
  try {
    const stored = await storePhotos(store, 'bench', photos);
    for (const n of SET_SIZES) {
      const [artifact, ms] = await timed(() =>
        provider.train(
          { userId: 'bench', modelId: `m${n}`, jobId: `j${n}`, photos: stored.slice(0, n) },
          { store, signal, reportProgress: async () => undefined },
        ),
      );
      const profile = JSON.parse((await store.getBuffer(artifact.artifactKey))!.toString('utf8')) as { references: unknown[] };
      runs.push({ n, ms, references: profile.references.length });
    }
  } finally {
    await dispose();
  }

  const row = (label: string, ms: number, note = '') => console.log(`  ${label.padEnd(44)} ${ms.toFixed(0).padStart(8)} ms${note}`);
  console.log(`\nLocal training on the CPU (identity profile: crops, masks, embeddings; ${availableParallelism()} cores)`);
  row('models load + warm-up (once per process)', loadMs);
  for (const { n, ms, references } of runs) {
    row(`${n} photos, whole training`, ms, `  (${(ms / n).toFixed(0)} ms per photo, ${references} references)`);
  }
}
