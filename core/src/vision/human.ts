import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Config, FaceResult, Human } from '@vladmandic/human';
import { assertClipBounds, fuseClipByValue, type FusedClip } from './model-graph';

/**
 * Human (face detection, mesh, head pose, `faceres` embedding) on the tfjs WASM backend, on the CPU.
 *
 * - The package's default Node entry needs tfjs-node (its install downloads a binary), and `dist/human.node-wasm.js`
 *   is not reachable through the exports map, so it is loaded by path next to the resolved main entry.
 * - Models are the JSON + weight files the npm package ships in `models/`; the .wasm binaries come from
 *   `@tensorflow/tfjs-backend-wasm`'s own `dist/`. Nothing is fetched from the network.
 * - Models are served through a rewrite that gives the same numbers for less CPU (model-graph.ts: faceres' ReLU6 as
 *   one clip instead of a Minimum and a Maximum, 88 → ~50 ms per face).
 * - One process-wide instance, created on first use. Calls are queued one after another: the WASM backend is
 *   single-threaded (12 photos took 6.9 s one by one and 6.4 s all at once, within noise, with equal results), and
 *   Human keeps per-call state (its last result, the current input) that concurrent calls would share.
 */

export interface RgbImage {
  /** Packed 8-bit RGB, row-major, width × height × 3 bytes. */
  data: Uint8Array;
  width: number;
  height: number;
}

export interface DetectedFace {
  /** Overall confidence 0..1 (detector and mesh). */
  score: number;
  /** [x, y, width, height] in pixels of the input image. */
  box: [number, number, number, number];
  /** Head pose in radians; null when the mesh could not estimate it. */
  angles: { yaw: number; pitch: number; roll: number } | null;
  /** `faceres` descriptor, 1024 numbers. */
  embedding?: number[];
  /** Centres of the eyes (mean of each eye's contour on the mesh) in input pixels; `left` is the one on the image's left. */
  eyes?: { left: Point; right: Point };
}

export type Point = [x: number, y: number];

export interface DetectOptions {
  /**
   * Which faces get their `faceres` descriptor (~50 ms of CPU each): every face (the default), or only the widest of
   * those scoring at least `minScore`, where no other face's descriptor is read (the photo check's main face).
   */
  describe?: 'all' | { minScore: number };
}

export interface FaceEngine {
  detectFaces(image: RgbImage, options?: DetectOptions): Promise<DetectedFace[]>;
  /** Names of the loaded models, for diagnostics. */
  readonly models: string[];
}

/** The slice of tfjs that this module and its siblings use; Human exposes its own tfjs instance untyped. */
export interface TfSlice {
  tensor3d(values: Uint8Array | Int32Array, shape: [number, number, number], dtype: 'int32'): unknown;
  zeros(shape: number[], dtype?: string): unknown;
  scalar(value: number, dtype: 'float32'): unknown;
  expandDims(tensor: unknown, axis: number): unknown;
  mul(a: unknown, b: unknown): unknown;
  image: { resizeBilinear(tensor: unknown, size: [number, number], alignCorners: boolean): unknown };
  dispose(tensors: unknown): void;
  getBackend(): string;
  io: {
    registerLoadRouter(router: (url: string | string[]) => unknown): void;
    http(path: string, options: { fetchFunc: (url: string) => Promise<Response> }): unknown;
  };
}

interface GraphModelSlice {
  inputs: { shape?: number[] }[];
  execute(input: unknown): unknown;
}

interface OutputTensor {
  shape: number[];
  data(): Promise<Float32Array>;
}

/** Largest face count reported: two prominent faces already reject a selfie. */
const MAX_FACES = 8;

const require = createRequire(import.meta.url);
const humanDist = dirname(require.resolve('@vladmandic/human'));
const HUMAN_WASM_ENTRY = join(humanDist, 'human.node-wasm.js');
const MODELS_DIR = join(humanDist, '..', 'models');
const TFJS_WASM_DIR = dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));

const humanConfig: Partial<Config> = {
  backend: 'wasm',
  wasmPath: `${TFJS_WASM_DIR}/`,
  modelBasePath: `${pathToFileURL(MODELS_DIR).href}/`,
  debug: false,
  // Every call is a different photo: no frame-to-frame caching or interpolation.
  cacheSensitivity: 0,
  skipAllowed: false,
  warmup: 'none',
  // Image filters need a canvas; inputs arrive as tensors that sharp already normalised.
  filter: { enabled: false },
  face: {
    enabled: true,
    // minConfidence 0.5: weaker candidates are not counted as faces, and would each cost a `faceres` run.
    detector: { rotation: true, maxDetected: MAX_FACES, minConfidence: 0.5, skipFrames: 0, return: false },
    mesh: { enabled: true },
    iris: { enabled: false },
    attention: { enabled: false },
    description: { enabled: true, skipFrames: 0 },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
    gear: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
};

/**
 * The process-wide Human instance and the queue its calls go through. Sibling modules that run other Human models
 * (segmentation.ts) share both: one WASM backend, one call at a time.
 */
export interface HumanRuntime {
  human: Human;
  tf: TfSlice;
  serialise<T>(task: () => Promise<T>): Promise<T>;
}

let runtime: Promise<HumanRuntime> | undefined;
let engine: Promise<FaceEngine> | undefined;

/** The shared engine; the first call loads the backend and models and warms them up (about a second). */
export function getFaceEngine(): Promise<FaceEngine> {
  engine ??= getHumanRuntime()
    .then(createEngine)
    .catch((error: unknown) => {
      engine = undefined;
      throw error;
    });
  return engine;
}

export function getHumanRuntime(): Promise<HumanRuntime> {
  runtime ??= createRuntime().catch((error: unknown) => {
    runtime = undefined;
    throw error;
  });
  return runtime;
}

async function createRuntime(): Promise<HumanRuntime> {
  const { Human: HumanClass } = require(HUMAN_WASM_ENTRY) as { Human: new (config: Partial<Config>) => Human };
  const human = new HumanClass(humanConfig);
  const tf = human.tf as TfSlice;
  registerFileLoader(tf);
  await withoutNewProcessHandlers(() => human.init());
  if (tf.getBackend() !== 'wasm') throw new Error(`Human: expected the wasm backend, got ${tf.getBackend()}`);
  await human.load();
  const models = human.models.loaded();
  for (const name of ['blazeface', 'facemesh', 'faceres']) {
    if (!models.includes(name)) throw new Error(`Human: model ${name} did not load from ${MODELS_DIR}`);
  }
  checkRewrites(human);
  warmUp(human, tf);

  let queue: Promise<unknown> = Promise.resolve();
  const serialise = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };
  return { human, tf, serialise };
}

function createEngine({ human, tf, serialise }: HumanRuntime): FaceEngine {
  return {
    models: human.models.loaded(),
    detectFaces: (image, options) =>
      serialise(async () => {
        const { square, side, offsetX, offsetY } = padToSquare(image);
        const tensor = tf.tensor3d(square, [side, side, 3], 'int32');
        const one = options?.describe && options.describe !== 'all' ? options.describe : null;
        // Said on every call: Human keeps a call's settings for the next one. With one face to describe, Human
        // describes none and hands back each face's crop instead, and that face's crop is described here.
        const config = { face: { description: { enabled: !one }, detector: { return: !!one } } } as Parameters<Human['detect']>[1];
        let result: Awaited<ReturnType<Human['detect']>> | undefined;
        try {
          result = await human.detect(tensor as Parameters<Human['detect']>[0], config);
          if (result.error) throw new Error(`Human: ${result.error}`);
          const faces = result.face.map((face) => toDetectedFace(face, offsetX, offsetY));
          if (one) {
            const main = widest(faces, one.minScore);
            const crop = main === undefined ? undefined : result.face[main]?.tensor;
            const embedding = crop ? await describeFace(human, tf, crop) : undefined;
            if (main !== undefined && embedding) faces[main]!.embedding = embedding;
          }
          return faces;
        } finally {
          tf.dispose([tensor, ...(result?.face ?? []).flatMap((face) => (face.tensor ? [face.tensor] : []))]);
        }
      }),
  };
}

/** The position of the widest face scoring at least `minScore` (the first of equals), if any. */
function widest(faces: DetectedFace[], minScore: number): number | undefined {
  let best: number | undefined;
  faces.forEach((face, i) => {
    if (face.score >= minScore && (best === undefined || face.box[2] > faces[best]!.box[2])) best = i;
  });
  return best;
}

/**
 * The `faceres` descriptor of one face's crop (Human's 192² crop, upright, values 0–1), computed as Human's own
 * faceres module does it (resized bilinearly to the model's input, times 255): the same numbers, to the bit.
 */
async function describeFace(human: Human, tf: TfSlice, crop: unknown): Promise<number[] | undefined> {
  const model = (human.models.models as unknown as Record<string, GraphModelSlice | null>).faceres;
  const shape = model?.inputs[0]?.shape;
  if (!model || !shape) return undefined;
  const scale = tf.scalar(255, 'float32');
  const batch = tf.expandDims(crop, 0);
  const resized = tf.image.resizeBilinear(batch, [shape[2]!, shape[1]!], false);
  const input = tf.mul(resized, scale);
  const outputs = [model.execute(input)].flat() as OutputTensor[];
  try {
    const descriptor = outputs.find((t) => t.shape[1] === 1024);
    return descriptor ? Array.from(await descriptor.data()) : undefined;
  } finally {
    tf.dispose([scale, batch, resized, input, ...outputs]);
  }
}

/**
 * The face detector stretches its input to 256×256, so on a 2:1 image faces are squeezed to half their width and
 * missed (its own `square` option misplaces the boxes). Letterboxing the image to a square (black bars) keeps faces'
 * proportions. The square is written as int32, the tensor's type: tfjs would otherwise convert a Uint8Array element
 * by element in JavaScript (14 ms for a 1280² image, against one copy of the Int32Array).
 */
let squareBuffer = new Int32Array(0);

function padToSquare(image: RgbImage): { square: Int32Array; side: number; offsetX: number; offsetY: number } {
  const side = Math.max(image.width, image.height);
  const offsetX = (side - image.width) >> 1;
  const offsetY = (side - image.height) >> 1;
  // One buffer, reused by every call (they run one at a time, and tfjs copies it into the WASM heap at once): a new
  // 20 MB array per photo would count towards the external memory after which V8 collects the whole heap.
  if (squareBuffer.length < side * side * 3) squareBuffer = new Int32Array(side * side * 3);
  const square = squareBuffer.subarray(0, side * side * 3);
  if (offsetX || offsetY) square.fill(0);
  const rowBytes = image.width * 3;
  // TypedArray.set converts bytes to int32 natively; a landscape photo's rows are contiguous in the square.
  if (offsetX === 0) square.set(image.data, offsetY * rowBytes);
  else {
    for (let y = 0; y < image.height; y++) {
      square.set(image.data.subarray(y * rowBytes, (y + 1) * rowBytes), ((y + offsetY) * side + offsetX) * 3);
    }
  }
  return { square, side, offsetX, offsetY };
}

function toDetectedFace(face: FaceResult, offsetX: number, offsetY: number): DetectedFace {
  const [x, y, width, height] = face.box;
  const centre = (points: readonly (readonly (number | undefined)[])[]): Point | null => {
    if (points.length === 0) return null;
    const sum = points.reduce<Point>((acc, [px = 0, py = 0]) => [acc[0] + px, acc[1] + py], [0, 0]);
    return [sum[0] / points.length - offsetX, sum[1] / points.length - offsetY];
  };
  const a = face.annotations as Partial<FaceResult['annotations']> | undefined;
  // Human names the eyes from the subject's side; they are sorted by position in the image here.
  const eyeA = centre([...(a?.leftEyeUpper0 ?? []), ...(a?.leftEyeLower0 ?? [])]);
  const eyeB = centre([...(a?.rightEyeUpper0 ?? []), ...(a?.rightEyeLower0 ?? [])]);
  const eyes = eyeA && eyeB ? (eyeA[0] <= eyeB[0] ? { left: eyeA, right: eyeB } : { left: eyeB, right: eyeA }) : null;
  return {
    score: face.score,
    box: [x - offsetX, y - offsetY, width, height],
    angles: face.rotation?.angle ?? null,
    ...(face.embedding?.length && { embedding: [...face.embedding] }),
    ...(eyes && { eyes }),
  };
}

/**
 * The Emscripten glue of tfjs-backend-wasm adds process-wide `uncaughtException` and `unhandledRejection` listeners
 * that rethrow, which would override the server's own handling. They serve no purpose here: removed again.
 */
async function withoutNewProcessHandlers<T>(task: () => Promise<T>): Promise<T> {
  const exceptionHandlers = new Set(process.listeners('uncaughtException'));
  const rejectionHandlers = new Set(process.listeners('unhandledRejection'));
  try {
    return await task();
  } finally {
    for (const listener of process.listeners('uncaughtException')) {
      if (!exceptionHandlers.has(listener)) process.removeListener('uncaughtException', listener);
    }
    for (const listener of process.listeners('unhandledRejection')) {
      if (!rejectionHandlers.has(listener)) process.removeListener('unhandledRejection', listener);
    }
  }
}

/**
 * tfjs loads models with `fetch`, and Node's fetch does not read `file://` URLs. A load router for file URLs
 * (registered once per tfjs instance) serves them from disk through tfjs' own HTTP loader; a model's topology goes
 * through the rewrite of model-graph.ts on the way, and the clips it made are kept, by URL, for `checkRewrites`.
 */
let fileLoaderRegistered = false;
/** The models whose topology is rewritten: those `checkRewrites` checks once loaded (and model-graph.test.ts to the bit). */
const REWRITTEN_MODELS = ['faceres.json'];
const fusedClips = new Map<string, FusedClip[]>();
function registerFileLoader(tf: TfSlice): void {
  if (fileLoaderRegistered) return;
  fileLoaderRegistered = true;
  const fetchFile = async (url: string) => {
    const bytes = await readFile(fileURLToPath(url));
    if (!REWRITTEN_MODELS.some((name) => url.endsWith(`/${name}`))) return new Response(bytes);
    const { model, clips } = fuseClipByValue(JSON.parse(bytes.toString('utf8')) as Parameters<typeof fuseClipByValue>[0]);
    fusedClips.set(url, clips);
    return new Response(JSON.stringify(model), { headers: { 'content-type': 'application/json' } });
  };
  tf.io.registerLoadRouter((url) =>
    typeof url === 'string' && url.startsWith('file://') ? tf.io.http(url, { fetchFunc: fetchFile }) : null,
  );
}

/** Each rewritten clip of a loaded model has its lower bound at most its upper one, as the rewrite assumes. */
function checkRewrites(human: Human): void {
  type Loaded = { modelUrl?: string; weights?: Record<string, { dataSync(): ArrayLike<number> }[]> };
  let checked = 0;
  for (const model of Object.values(human.models.models) as (Loaded | null)[]) {
    const clips = model?.modelUrl ? fusedClips.get(model.modelUrl) : undefined;
    if (!model || !clips?.length) continue;
    assertClipBounds(clips, (name) => model.weights?.[name]?.[0]?.dataSync()[0]);
    checked += clips.length;
  }
  if (checked !== [...fusedClips.values()].reduce((n, clips) => n + clips.length, 0)) {
    throw new Error('Human: a rewritten model was not found among the loaded ones, so its rewrite could not be checked');
  }
}

/**
 * Runs every loaded model once on zeros, so the first user photo does not pay for the first-inference setup.
 * (Human's own warmup needs tfjs-node to decode its sample image.)
 */
function warmUp(human: Human, tf: TfSlice): void {
  for (const model of Object.values(human.models.models) as (GraphModelSlice | null)[]) {
    const shape = model?.inputs[0]?.shape;
    if (!model || !shape) continue;
    const input = tf.zeros(shape.map((d) => (d > 0 ? d : 1)), 'float32');
    tf.dispose([input, model.execute(input)]);
  }
}
