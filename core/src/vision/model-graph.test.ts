import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getHumanRuntime } from './human';
import { assertClipBounds, fuseClipByValue } from './model-graph';

const require = createRequire(import.meta.url);
const MODELS_DIR = join(dirname(require.resolve('@vladmandic/human')), '..', 'models');

interface Tensor {
  dataSync(): Float32Array;
  dispose(): void;
}
interface GraphModel {
  execute(input: Tensor): Tensor | Tensor[];
  dispose(): void;
}
/** What this test uses of Human's own tfjs instance (untyped there). */
interface Tf {
  loadGraphModelSync(source: [object, ArrayBuffer]): GraphModel;
  randomUniform(shape: number[], min: number, max: number, dtype: 'float32', seed: number): Tensor;
  tidy<T>(f: () => T): T;
}

async function readModel(name: string) {
  const json = JSON.parse(await readFile(join(MODELS_DIR, `${name}.json`), 'utf8')) as {
    modelTopology: { node: { name: string; op: string }[] };
    weightsManifest: { paths: string[] }[];
  };
  const bin = await readFile(join(MODELS_DIR, json.weightsManifest[0]!.paths[0]!));
  return { json, weights: bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength) as ArrayBuffer };
}

const ops = (model: { modelTopology?: { node?: { op: string }[] } }) => model.modelTopology!.node!.map((n) => n.op);

describe('fuseClipByValue', () => {
  it('turns each Relu6 of faceres (Minimum then Maximum) into one clip and leaves the other models alone', async () => {
    const { json } = await readModel('faceres');
    const { model, clips } = fuseClipByValue(json);
    expect(clips).toHaveLength(27);
    expect(ops(model).filter((op) => op === 'Minimum' || op === 'Maximum')).toEqual([]);
    expect(ops(model).filter((op) => op === 'ClipByValue')).toHaveLength(27);
    expect(ops(json).filter((op) => op === 'Minimum')).toHaveLength(27); // the input is not changed
    for (const name of ['blazeface', 'facemesh']) {
      const other = (await readModel(name)).json;
      expect(fuseClipByValue(other)).toEqual({ model: other, clips: [] });
    }
  });

  it('gives faceres the same numbers, to the bit, on random faces', { timeout: 120_000 }, async () => {
    const { human } = await getHumanRuntime();
    const tf = human.tf as unknown as Tf;
    const { json, weights } = await readModel('faceres');
    const original = tf.loadGraphModelSync([json, weights]);
    const fused = tf.loadGraphModelSync([fuseClipByValue(json).model, weights]);
    try {
      for (const seed of [1, 2, 3]) {
        const [a, b] = tf.tidy(() => {
          const input = tf.randomUniform([1, 224, 224, 3], 0, 1, 'float32', seed);
          const outputs = (model: GraphModel) => [model.execute(input)].flat().map((t) => Array.from(t.dataSync()));
          return [outputs(original), outputs(fused)];
        });
        expect(b!.flat().length).toBeGreaterThan(1024);
        expect(b).toEqual(a);
      }
    } finally {
      original.dispose();
      fused.dispose();
    }
  });

  it('refuses a clip whose lower bound is above its upper one', () => {
    const clip = { node: 'c', min: 'lo', max: 'hi' };
    expect(() => assertClipBounds([clip], (name) => (name === 'lo' ? 0 : 6))).not.toThrow();
    expect(() => assertClipBounds([clip], (name) => (name === 'lo' ? 7 : 6))).toThrow(/bounds 7\.\.6/);
    expect(() => assertClipBounds([clip], () => undefined)).toThrow();
  });
});
