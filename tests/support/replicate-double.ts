import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { ReplicateFile, ReplicateModel, ReplicateModelVersion, ReplicateRun, WebhookEvent } from '@kadr/workflows/inference/replicate/replicate-types';
import { newWebhookSecret } from './standard-webhooks';
import { badFluxInput, fluxLoraVersion, portraitOutput } from './replicate-double-images';
import { KONTEXT_LATENCY_MS, kontextOutput, latencyDraws } from './preview-double';
import { DoubleFaults, failureTitle, type FailOptions, type RequestMatch } from './replicate-double-faults';
import { listRuns } from './replicate-double-list';
import { notATrainerVersion, publicModel, seedanceVersion, textToVideoVersion, trainerVersion } from './replicate-double-schemas';
import {
  downloadInput,
  inspectInputImage,
  isPrivateHost,
  progressLine,
  readInputImages,
  renderTestVideo,
  runId,
  WebhookSender,
  type WebhookKnobs,
  type WebhookRecord,
} from './replicate-double-runs';

/**
 * A local stand-in for Replicate's HTTP API (https://replicate.com/docs/reference/http), for the endpoints Kadr
 * uses: models (get, create), trainings (create, get, cancel, list), predictions (create, get, cancel, list: newest
 * first, a `next` cursor; replicate-double-list.ts), files (create, get, delete) and the default webhook secret.
 * Bearer-token auth, problem-details errors, 429 as Replicate sends it:
 * no Retry-After, the wait in its `detail` ("Request was throttled. Expected available in 30 seconds."). An input
 * URL is read as Replicate reads it: a file uploaded with `POST /v1/files` (its `urls.get`) from the double's own
 * store, any other URL downloaded from the internet, so one pointing at a loopback or private address (our own
 * store inside our network) fails the run the way an unreachable input does. A training
 * reads its `input_images` zip and fails like the trainer when it holds no image, then moves through
 * starting → processing (tqdm lines in `logs`) → succeeded with `output: {version, weights}`, sending signed
 * Standard Webhooks for the events in `webhook_events_filter`. An official image-to-video model
 * (`POST /v1/models/bytedance/seedance-1-lite/predictions`, input `{image, prompt, duration, resolution}`)
 * reads its `image`, fails like the model when it is no image, then moves through starting → processing →
 * succeeded with `output` the URL of a real H.264 MP4 of `duration` seconds on the double's file host. The
 * trainer's version and the video model (`GET /v1/models/{owner}/{name}`, its `latest_version`) publish their
 * input schemas. Outputs are removed after their expiry (an hour, as Replicate does; a knob shortens it): the
 * file host answers 404 and the run says `data_removed`. A run can end `aborted` (its Cancel-After passed before
 * it started), as a knob asks, or `failed` (failRun).
 * Faults for fail-over tests (replicate-double-faults.ts): added latency, 5xx answers (the next few, or a seeded
 * fraction), connections closed without an answer (resetNext), requests that never answer until released, and an
 * outage (down/up: the listening socket closed, so
 * clients get ECONNREFUSED; runs go on meanwhile and webhooks still go out, as when the API is down and the GPUs
 * are not). Replicate documents its 429 as the body's detail only (no Retry-After or rate-limit headers).
 * A training's new version is a FLUX LoRA model (`GET /v1/models/{owner}/{name}/versions/{id}` gives its input
 * schema); `POST /v1/predictions` with that version (`{version_id}` or `{owner}/{name}:{version_id}`) validates the
 * input like the model, then moves through starting → processing → succeeded with `output` a list of image URLs:
 * the person it was trained on (one of the training photos, picked by the seed) at one megapixel in the asked
 * aspect ratio and format. Any other version is refused with 422, as Replicate does.
 */

export const DOUBLE_TRAINER = `ostris/flux-dev-lora-trainer:${'e'.repeat(64)}`;
/** A version the double has that is no trainer (it takes a prompt): the trainer check refuses it. */
export const DOUBLE_NOT_A_TRAINER = `stability-ai/sdxl:${'d'.repeat(64)}`;
export const DOUBLE_VIDEO_MODEL = 'bytedance/seedance-1-lite';
/**
 * FLUX.1 Kontext [pro], the first look's model (capability `preview`), an official model: input `{prompt,
 * input_image, aspect_ratio, output_format, safety_tolerance, seed}`, `output` one image URL.
 */
export const DOUBLE_PREVIEW_MODEL = 'black-forest-labs/flux-kontext-pro';
const KONTEXT_RATIOS = ['match_input_image', '1:1', '16:9', '9:16', '4:3', '3:4', '3:2', '2:3', '4:5', '5:4', '21:9', '9:21', '2:1', '1:2'];
/** A public text-to-video model (no `image` input, 5 or 10 s): the video provider's schema check refuses it. */
export const DOUBLE_TEXT_VIDEO_MODEL = 'kadr-tests/text-to-video';
const VIDEO_SIDES: Record<string, number> = { '480p': 480, '720p': 720, '1080p': 1080 };
const EVENTS: readonly WebhookEvent[] = ['start', 'output', 'logs', 'completed'];

export interface DoubleOptions {
  token?: string;
  webhookSecret?: string;
  /** Accounts the token may create models under. */
  owner?: string;
  /** Delay before a run starts processing (after its inputs are downloaded). */
  startDelayMs?: number;
  /** Delay between two progress lines; a training prints `updates` of them, then succeeds. */
  stepMs?: number;
  updates?: number;
  /** How long a Kontext image takes once it runs: a fixed time, or a seeded draw per run (default: the documented 5–10 s). */
  previewMs?: number | readonly [number, number];
}

export interface Knobs extends WebhookKnobs {
  /** Fail every training with this `error` after its first progress line. */
  failTrainingsWith: string | null;
  /** Fail every prediction (video or image) with this `error` while processing. */
  failPredictionsWith: string | null;
  /** Trained versions' predictions show this face instead of the trained person's (a LoRA that missed the likeness). */
  predictionImage: Buffer | null;
  /**
   * New photos of the person a LoRA was trained on, which its predictions "generate" (one per seed) instead of one of its
   * training photos: a training photo returned as it is is a copy of an input (issue #31's copy guard), not a new image.
   */
  generatedFrom: Buffer[] | null;
  /** New runs end `aborted` instead of starting, as one whose `Cancel-After` passed in the queue. */
  abortRuns: boolean;
  /** How long outputs stay on the file host after a run ends (Replicate: an hour for API predictions). */
  outputTtlMs: number;
  /** Runs a page of `GET /v1/predictions` and `GET /v1/trainings` holds (Replicate: 100). */
  listPageSize: number;
}

/** A file uploaded with `POST /v1/files`. */
interface StoredFile {
  file: ReplicateFile;
  body: Uint8Array;
}

const OUTPUT_TTL_MS = 3600_000;

/** A version a training pushed: its model, and the photos it was trained on (whom its images show). */
interface TrainedVersion {
  model: string;
  createdAt: string;
  images: Buffer[];
}

type Run = ReplicateRun & { destination?: string };
type Send = (status: number, body: unknown, headers?: Record<string, string>) => void;
/** A request body as the double parses it: checked field by field below, as Replicate checks its input. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- arbitrary client JSON, read before it is validated
type RequestJson = Record<string, any>;

export async function startReplicateDouble(opts: DoubleOptions = {}) {
  const token = opts.token ?? `r8_${randomBytes(16).toString('hex')}`;
  const owner = opts.owner ?? 'kadr';
  const startDelayMs = opts.startDelayMs ?? 30;
  const stepMs = opts.stepMs ?? 30;
  const updates = opts.updates ?? 4;
  let kontextRuns = 0;
  const previewMs = typeof opts.previewMs === 'number' ? () => opts.previewMs as number : latencyDraws(opts.previewMs ?? KONTEXT_LATENCY_MS.replicate);
  const knobs: Knobs = {
    dropWebhooks: false,
    duplicateWebhooks: false,
    failTrainingsWith: null,
    failPredictionsWith: null,
    predictionImage: null,
    generatedFrom: null,
    abortRuns: false,
    outputTtlMs: OUTPUT_TTL_MS,
    listPageSize: 100,
  };
  const state = {
    webhookSecret: opts.webhookSecret ?? newWebhookSecret(),
    throttled: 0,
    throttleSeconds: 1,
    throttleDetail: (seconds: number) => `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    throttleRetryAfter: false,
    throttles: (_method: string, _path: string) => true,
  };
  const models = new Map<string, ReplicateModel>();
  /** Public models and versions the double publishes (their input schemas), besides the account's own. */
  const publicModels = new Map<string, ReplicateModel>([
    [DOUBLE_VIDEO_MODEL, publicModel('bytedance', 'seedance-1-lite', seedanceVersion('b'.repeat(64)))],
    [DOUBLE_TEXT_VIDEO_MODEL, publicModel('kadr-tests', 'text-to-video', textToVideoVersion('c'.repeat(64)))],
  ]);
  const publicVersions = new Map<string, ReplicateModelVersion>([
    [DOUBLE_TRAINER, trainerVersion(DOUBLE_TRAINER.split(':')[1]!)],
    [DOUBLE_NOT_A_TRAINER, notATrainerVersion(DOUBLE_NOT_A_TRAINER.split(':')[1]!)],
    ...[...publicModels.values()].map((m) => [`${m.owner}/${m.name}:${m.latest_version!.id}`, m.latest_version!] as const),
  ]);
  const runs = new Map<string, Run>();
  /** Versions the trainings pushed, by version id. */
  const versions = new Map<string, TrainedVersion>();
  const requests: { method: string; path: string; status: number; at: number; body: unknown }[] = [];
  const inputImages = new Map<string, number>();
  /** Files of the double's file host by path: the predictions' outputs, until they expire. */
  const deliveries = new Map<string, { body: Buffer; type: string; expiresAt: number }>();
  /** Files uploaded with `POST /v1/files`, by id. */
  const files = new Map<string, StoredFile>();
  const webhooks = new WebhookSender(() => state.webhookSecret, knobs);
  const timers = new Set<NodeJS.Timeout>();
  const faults = new DoubleFaults();
  /** Runs failRun picked, with the error each ends with; `next` runs created from now on fail too. */
  const doomed = new Map<string, string>();
  const doomNext = { count: 0, error: '' };
  let listening = false;
  let port = 0;
  let base = '';

  const later = (ms: number, fn: () => void | Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void fn();
    }, ms);
    timers.add(timer);
  };
  const problem = (send: Send, status: number, title: string, detail = title, headers: Record<string, string> = {}) =>
    send(status, { type: 'about:blank', title, detail, status }, { 'content-type': 'application/problem+json', ...headers });

  function finish(run: Run, status: 'succeeded' | 'failed' | 'canceled' | 'aborted', fields: Partial<Run> = {}) {
    if (run.completed_at) return;
    Object.assign(run, { status, completed_at: new Date().toISOString(), ...fields });
    if (run.started_at) run.metrics = { predict_time: (Date.now() - Date.parse(run.started_at)) / 1000 };
    webhooks.emit(run, 'completed');
  }

  /** Publishes an output file on the file host until it expires; returns its URL. */
  const deliver = (path: string, body: Buffer, type: string) => {
    deliveries.set(path, { body, type, expiresAt: Date.now() + knobs.outputTtlMs });
    return `${base}${path}`;
  };

  /**
   * An input as the model's container gets it: an uploaded file's `urls.get` from the files the double holds (404
   * once deleted), any other URL from the internet, which a loopback or private address is not part of.
   */
  async function readInput(url: unknown, name: string): Promise<Uint8Array> {
    const text = String(url ?? '');
    const own = `${base}/v1/files/`;
    if (text.startsWith(own)) {
      const stored = files.get(text.slice(own.length));
      if (!stored) throw new Error(`Failed to download ${name}: HTTP 404`);
      return stored.body;
    }
    let host: string;
    try {
      host = new URL(text).hostname;
    } catch {
      throw new Error(`Failed to download ${name}: not a URL`);
    }
    if (await isPrivateHost(host)) throw new Error(`Failed to download ${name}: ${host} is not reachable (a loopback or private address)`);
    return downloadInput(text, name);
  }

  /** A run the knob aborts: its Cancel-After passed before it started, so it never ran. */
  const abortedInQueue = (run: Run) => (knobs.abortRuns ? (finish(run, 'aborted'), true) : false);

  async function simulateTraining(run: Run) {
    if (abortedInQueue(run)) return;
    let images: Buffer[];
    try {
      images = readInputImages(await readInput(run.input?.input_images, 'input_images'));
      inputImages.set(run.id, images.length);
      run.logs = `Extracted ${images.length} images from input_images\n`;
    } catch (err) {
      run.logs = `Traceback (most recent call last):\n  File "/src/train.py", line 95, in train\nValueError: ${(err as Error).message}\n`;
      return finish(run, 'failed', { error: (err as Error).message });
    }
    if (run.completed_at) return;
    Object.assign(run, { status: 'processing', started_at: new Date().toISOString() });
    const steps = Number(run.input?.steps ?? 1000);
    for (let i = 1; i <= updates; i++) {
      await new Promise<void>((resolve) => later(stepMs, resolve));
      if (run.status !== 'processing') return;
      run.logs += `${progressLine(Math.round((steps * i) / (updates + 1)), steps)}\n`;
      webhooks.emit(run, 'logs');
      const error = knobs.failTrainingsWith ?? doomed.get(run.id);
      if (error) return finish(run, 'failed', { error });
    }
    await new Promise<void>((resolve) => later(stepMs, resolve));
    const version = randomBytes(32).toString('hex');
    const model = models.get(run.destination!);
    if (model) model.latest_version = { id: version };
    versions.set(version, { model: run.destination!, createdAt: new Date().toISOString(), images });
    run.logs += `${progressLine(steps, steps)}\nSaved LoRA to output/flux_train_replicate/lora.safetensors\n`;
    const weights = deliver(`/delivery/${run.id}/trained_model.tar`, randomBytes(64), 'application/x-tar');
    finish(run, 'succeeded', { output: { version: `${run.destination}:${version}`, weights } });
  }

  async function simulateVideo(run: Run) {
    if (abortedInQueue(run)) return;
    try {
      inputImages.set(run.id, inspectInputImage(await readInput(run.input?.image, 'image')));
    } catch (err) {
      run.logs = `Traceback (most recent call last):\n  File "/src/predict.py", line 61, in predict\nPIL.UnidentifiedImageError: ${(err as Error).message}\n`;
      return finish(run, 'failed', { error: (err as Error).message });
    }
    if (run.completed_at) return;
    Object.assign(run, { status: 'processing', started_at: new Date().toISOString(), logs: 'Generating video...\n' });
    await new Promise<void>((resolve) => later(stepMs, resolve));
    if (run.status !== 'processing') return;
    const error = knobs.failPredictionsWith ?? doomed.get(run.id);
    if (error) return finish(run, 'failed', { error });
    const seconds = Number(run.input?.duration ?? 5);
    const mp4 = await renderTestVideo(seconds, VIDEO_SIDES[String(run.input?.resolution ?? '480p')] ?? 480);
    const output = deliver(`/delivery/${run.id}/output.mp4`, mp4, 'video/mp4');
    run.logs += `Saved ${seconds}s video\n`;
    finish(run, 'succeeded', { output });
  }

  /** A trained version's prediction: the person of its training photos (or the knob's face), framed as asked. */
  async function simulateImage(run: Run, trained: TrainedVersion) {
    if (abortedInQueue(run)) return;
    const input = run.input ?? {};
    const seed = Number.isInteger(input.seed) ? (input.seed as number) : Math.floor(Math.random() * 2 ** 31);
    Object.assign(run, { status: 'processing', started_at: new Date().toISOString(), logs: `Using seed: ${seed}\nLoaded LoRAs: ${trained.model}\n` });
    await new Promise<void>((resolve) => later(stepMs, resolve));
    if (run.status !== 'processing') return;
    const error = knobs.failPredictionsWith ?? doomed.get(run.id);
    if (error) return finish(run, 'failed', { error });
    const urls: string[] = [];
    const count = Number(input.num_outputs ?? 1);
    try {
      for (let k = 0; k < count; k++) {
        const source = knobs.predictionImage ?? (knobs.generatedFrom?.length ? knobs.generatedFrom[(seed + k) % knobs.generatedFrom.length]! : trained.images[(seed + k) % trained.images.length]!);
        const out = await portraitOutput(source, input);
        urls.push(deliver(`/delivery/${run.id}/out-${k}.${out.ext}`, out.body, out.type));
      }
    } catch (err) {
      return finish(run, 'failed', { error: `Traceback (most recent call last):\nRuntimeError: ${(err as Error).message}` });
    }
    run.logs += `Generated ${count} image(s)\n`;
    finish(run, 'succeeded', { output: urls });
  }

  /** Kontext [pro]: the person of `input_image` edited into a headshot, after the model's time (previewMs). */
  async function simulateKontext(run: Run) {
    if (abortedInQueue(run)) return;
    let selfie: Uint8Array;
    try {
      selfie = await readInput(run.input?.input_image, 'input_image');
      inputImages.set(run.id, inspectInputImage(selfie));
    } catch (err) {
      run.logs = `Traceback (most recent call last):\nPIL.UnidentifiedImageError: ${(err as Error).message}\n`;
      return finish(run, 'failed', { error: (err as Error).message });
    }
    if (run.completed_at) return;
    Object.assign(run, { status: 'processing', started_at: new Date().toISOString(), logs: 'Editing image...\n' });
    await new Promise<void>((resolve) => later(previewMs(), resolve));
    if (run.status !== 'processing') return;
    const error = knobs.failPredictionsWith ?? doomed.get(run.id);
    if (error) return finish(run, 'failed', { error });
    const input = run.input ?? {};
    const out = await kontextOutput(knobs.predictionImage ?? Buffer.from(selfie), input.aspect_ratio === 'match_input_image' ? '1:1' : String(input.aspect_ratio ?? '1:1'), input.output_format === 'png' ? 'png' : 'jpeg', kontextRuns++);
    finish(run, 'succeeded', { output: deliver(`/delivery/${run.id}/output.${out.ext}`, out.body, out.type) });
  }

  /** The first problem with a Kontext prediction's input, as the model's schema would report it. */
  const badKontextInput = (input: RequestJson | undefined) => {
    if (!input || typeof input !== 'object') return 'input is required';
    if (typeof input.prompt !== 'string' || !input.prompt.trim()) return '- prompt: prompt is required';
    if (input.input_image !== undefined && (typeof input.input_image !== 'string' || !/^https?:\/\//.test(input.input_image))) return '- input_image: Does not match format uri';
    if (input.aspect_ratio !== undefined && !KONTEXT_RATIOS.includes(input.aspect_ratio)) return `- aspect_ratio: aspect_ratio must be one of ${KONTEXT_RATIOS.join(', ')}`;
    if (input.output_format !== undefined && !['jpg', 'png'].includes(input.output_format)) return '- output_format: output_format must be one of jpg, png';
    if (input.safety_tolerance !== undefined && !(Number.isInteger(input.safety_tolerance) && input.safety_tolerance >= 0 && input.safety_tolerance <= 6)) return '- safety_tolerance: Must be an integer from 0 to 6';
    return null;
  };

  /** The trained version a create request names (`{id}` or `{owner}/{name}:{id}`), if the double has it. */
  const trainedVersion = (ref: unknown): [string, TrainedVersion] | null => {
    const m = typeof ref === 'string' ? /^(?:([^/:]+\/[^/:]+):)?([A-Za-z0-9]+)$/.exec(ref) : null;
    const trained = m ? versions.get(m[2]!) : undefined;
    return trained && (!m![1] || m![1] === trained.model) ? [m![2]!, trained] : null;
  };

  /** The first problem with a video prediction's input, as the model's schema would report it. */
  const badVideoInput = (input: RequestJson | undefined) => {
    if (!input || typeof input !== 'object') return 'input is required';
    if (typeof input.image !== 'string' || !/^https?:\/\//.test(input.image)) return '- image: image is required';
    if (typeof input.prompt !== 'string' || !input.prompt.trim()) return '- prompt: prompt is required';
    if (!Number.isInteger(input.duration) || input.duration < 2 || input.duration > 12) return '- duration: Must be an integer from 2 to 12';
    if (input.resolution !== undefined && !(input.resolution in VIDEO_SIDES)) return '- resolution: resolution must be one of 480p, 720p, 1080p';
    return null;
  };

  function createRun(kind: 'trainings' | 'predictions', body: RequestJson, version: string, model?: string): Run {
    const id = runId();
    const run: Run = {
      id,
      model,
      version,
      status: 'starting',
      input: body.input,
      output: null,
      data_removed: false,
      error: null,
      logs: '',
      source: 'api',
      created_at: new Date().toISOString(),
      started_at: null,
      completed_at: null,
      urls: { get: `${base}/v1/${kind}/${id}`, cancel: `${base}/v1/${kind}/${id}/cancel`, web: `https://replicate.com/p/${id}` },
      ...(body.webhook ? { webhook: body.webhook, webhook_events_filter: body.webhook_events_filter ?? [...EVENTS] } : {}),
      ...(kind === 'trainings' ? { destination: body.destination } : {}),
    };
    runs.set(id, run);
    if (doomNext.count > 0) {
      doomNext.count--;
      doomed.set(id, doomNext.error);
    }
    webhooks.emit(run, 'start');
    return run;
  }

  /** The first problem with a create request's webhook fields, if any. */
  const badWebhook = (body: RequestJson) => {
    if (body.webhook !== undefined && (typeof body.webhook !== 'string' || !/^https?:\/\//.test(body.webhook))) return 'webhook must be a URL';
    const filter = body.webhook_events_filter;
    if (filter !== undefined && (!Array.isArray(filter) || filter.some((e) => !EVENTS.includes(e)))) return `webhook_events_filter must be a list of ${EVENTS.join(', ')}`;
    return null;
  };

  async function route(method: string, path: string, body: RequestJson, send: Send, query = new URLSearchParams()) {
    let m: RegExpExecArray | null;
    if (method === 'GET' && path === '/v1/webhooks/default/secret') return send(200, { key: state.webhookSecret });
    if (method === 'GET' && (path === '/v1/predictions' || path === '/v1/trainings')) {
      const page = listRuns(runs.values(), path === '/v1/predictions' ? 'predictions' : 'trainings', base, query, knobs.listPageSize);
      return page ? send(200, page) : problem(send, 400, 'Bad request', 'Invalid cursor or created_after');
    }
    if (method === 'POST' && path === '/v1/models') {
      const { owner: o, name, visibility, hardware } = body;
      if (typeof o !== 'string' || typeof name !== 'string' || !/^[a-z0-9][a-z0-9_.-]*$/.test(name) || !['public', 'private'].includes(visibility) || typeof hardware !== 'string') {
        return problem(send, 422, 'Invalid input', 'owner, name (lowercase), visibility (public|private) and hardware are required');
      }
      if (o !== owner) return problem(send, 403, 'Forbidden', `You cannot create models under ${o}`);
      if (models.has(`${o}/${name}`)) return problem(send, 409, 'Conflict', 'A model with that name already exists');
      const model: ReplicateModel = { url: `https://replicate.com/${o}/${name}`, owner: o, name, description: body.description ?? null, visibility, latest_version: null };
      models.set(`${o}/${name}`, model);
      return send(201, model);
    }
    if (method === 'GET' && (m = /^\/v1\/models\/([^/]+)\/([^/]+)\/versions\/([^/]+)$/.exec(path))) {
      const published = publicVersions.get(`${m[1]}/${m[2]}:${m[3]}`);
      if (published) return send(200, published);
      const trained = versions.get(m[3]!);
      if (!trained || trained.model !== `${m[1]}/${m[2]}`) return problem(send, 404, 'Not found', 'The requested model version does not exist');
      return send(200, fluxLoraVersion(m[3]!, trained.createdAt));
    }
    if (method === 'GET' && (m = /^\/v1\/models\/([^/]+)\/([^/]+)$/.exec(path))) {
      const model = models.get(`${m[1]}/${m[2]}`) ?? publicModels.get(`${m[1]}/${m[2]}`);
      return model ? send(200, model) : problem(send, 404, 'Not found', 'The requested model does not exist');
    }
    if (method === 'POST' && (m = /^\/v1\/models\/([^/]+)\/([^/]+)\/versions\/([^/]+)\/trainings$/.exec(path))) {
      const trainer = `${m[1]}/${m[2]}:${m[3]}`;
      if (trainer !== DOUBLE_TRAINER) return problem(send, 404, 'Not found', 'The requested model version does not exist');
      if (typeof body.destination !== 'string' || !models.has(body.destination)) return problem(send, 404, 'Not found', 'The destination model does not exist');
      if (typeof body.input?.input_images !== 'string') return problem(send, 422, 'Input validation failed', '- input_images: input_images is required');
      const bad = badWebhook(body);
      if (bad) return problem(send, 422, 'Invalid input', bad);
      const run = createRun('trainings', body, m[3]!, `${m[1]}/${m[2]}`);
      later(startDelayMs, () => simulateTraining(run));
      return send(201, run);
    }
    if (method === 'POST' && (m = /^\/v1\/models\/([^/]+)\/([^/]+)\/predictions$/.exec(path))) {
      const model = `${m[1]}/${m[2]}`;
      if (model === DOUBLE_PREVIEW_MODEL) {
        const bad = badKontextInput(body.input) ?? badWebhook(body);
        if (bad) return problem(send, 422, 'Input validation failed', bad);
        const run = createRun('predictions', body, 'official', model);
        later(startDelayMs, () => simulateKontext(run));
        return send(201, run);
      }
      if (model !== DOUBLE_VIDEO_MODEL) return problem(send, 404, 'Not found', 'The requested model does not exist');
      const bad = badVideoInput(body.input) ?? badWebhook(body);
      if (bad) return problem(send, 422, 'Input validation failed', bad);
      const run = createRun('predictions', body, 'official', model);
      later(startDelayMs, () => simulateVideo(run));
      return send(201, run);
    }
    if (method === 'POST' && path === '/v1/predictions') {
      const bad = typeof body.version !== 'string' ? 'version is required' : typeof body.input !== 'object' ? 'input is required' : badWebhook(body);
      if (bad) return problem(send, 422, 'Invalid input', bad);
      const found = trainedVersion(body.version);
      if (!found) return problem(send, 422, 'Invalid version or not permitted', 'Invalid version or not permitted');
      const badInput = badFluxInput(body.input);
      if (badInput) return problem(send, 422, 'Input validation failed', badInput);
      const [version, trained] = found;
      const run = createRun('predictions', body, version, trained.model);
      later(startDelayMs, () => (run.status === 'starting' ? simulateImage(run, trained) : undefined));
      return send(201, run);
    }
    if ((m = /^\/v1\/(trainings|predictions)\/([^/]+)(\/cancel)?$/.exec(path)) && (method === 'GET' ? !m[3] : method === 'POST' && m[3])) {
      const run = runs.get(m[2]!);
      const kind = run?.urls.get.includes('/v1/trainings/') ? 'trainings' : 'predictions';
      if (!run || kind !== m[1]) return problem(send, 404, 'Not found', `The requested ${m[1]!.slice(0, -1)} does not exist`);
      if (m[3]) finish(run, 'canceled');
      // Its output files are gone once they expired; the run says so.
      if (run.completed_at && Date.parse(run.completed_at) + knobs.outputTtlMs <= Date.now()) run.data_removed = true;
      return send(200, run);
    }
    if (method === 'GET' && (m = /^\/v1\/files\/([^/]+)$/.exec(path))) {
      const stored = files.get(m[1]!);
      return stored ? send(200, stored.file) : problem(send, 404, 'Not found', 'The requested file does not exist');
    }
    if (method === 'DELETE' && (m = /^\/v1\/files\/([^/]+)$/.exec(path))) {
      if (!files.delete(m[1]!)) return problem(send, 404, 'Not found', 'The requested file does not exist');
      return send(204, null);
    }
    return problem(send, 404, 'Not found', `No route for ${method} ${path}`);
  }

  /** `POST /v1/files`: a multipart form whose `content` is the file (its name and type, or `filename` and `type`). */
  async function createFile(raw: Buffer, contentType: string, send: Send) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
    } catch {
      return problem(send, 400, 'Bad request', 'The body is not a multipart form');
    }
    const content = form.get('content');
    if (!content || typeof content === 'string') return problem(send, 422, 'Invalid input', '- content: content is required (a file)');
    const body = new Uint8Array(await content.arrayBuffer());
    const id = runId();
    const created = new Date();
    const file: ReplicateFile = {
      id,
      name: String(form.get('filename') ?? content.name ?? 'file'),
      content_type: String(form.get('type') ?? (content.type || 'application/octet-stream')),
      size: body.length,
      checksums: { sha256: createHash('sha256').update(body).digest('hex') },
      metadata: {},
      created_at: created.toISOString(),
      expires_at: new Date(created.getTime() + 24 * 3600_000).toISOString(),
      urls: { get: `${base}/v1/files/${id}` },
    };
    files.set(id, { file, body });
    return send(201, file);
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const { pathname: path, searchParams: query } = new URL(req.url ?? '/', 'http://double');
    const method = req.method ?? 'GET';
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const multipart = /^multipart\/form-data/i.test(req.headers['content-type'] ?? '');
    let body: RequestJson = {};
    let badJson = false;
    try {
      if (chunks.length && !multipart) body = JSON.parse(raw.toString('utf8')) as RequestJson;
    } catch {
      badJson = true;
    }
    let send: Send = (status, payload, headers = {}) => {
      requests.push({ method, path, status, at: Date.now(), body: multipart ? { multipart: raw.length } : body });
      if (res.destroyed) return;
      if (status === 204) return void res.writeHead(204, headers).end();
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(payload));
    };
    if (path.startsWith('/v1/')) {
      if (faults.latencyMs > 0) await new Promise<void>((resolve) => later(faults.latencyMs, resolve));
      await faults.holdIf(method, path);
      const failure = faults.failureFor(method, path);
      if (failure) {
        const headers: Record<string, string> = failure.retryAfterSeconds === null ? {} : { 'retry-after': String(failure.retryAfterSeconds) };
        // A reset answers nothing: the connection is closed (the client sees "other side closed").
        const answer = (answered: Send) =>
          failure.reset ? void res.destroy() : problem(answered, failure.status, failureTitle(failure.status), failureTitle(failure.status), headers);
        if (!failure.processed) return answer(send);
        // Processed, then failed: whatever the request made stays made; the client hears only the failure.
        const real = send;
        send = () => answer(real);
      }
    }
    // Replicate's file host: no auth, like the signed delivery URLs. An output is gone after its expiry.
    if (method === 'GET' && path.startsWith('/delivery/')) {
      const file = deliveries.get(path);
      if (file && file.expiresAt > Date.now()) return void res.writeHead(200, { 'content-type': file.type, 'content-length': String(file.body.length) }).end(file.body);
      if (file) deliveries.delete(path);
      return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
    }
    if (req.headers.authorization !== `Bearer ${token}`) return problem(send, 401, 'Unauthenticated', 'You did not pass a valid authentication token');
    if (state.throttled > 0 && state.throttles(method, path)) {
      state.throttled--;
      // As Replicate answers it: the wait in the body's detail, no Retry-After (unless a test asks for one).
      const headers: Record<string, string> = state.throttleRetryAfter ? { 'retry-after': String(state.throttleSeconds) } : {};
      return problem(send, 429, 'Request was throttled.', state.throttleDetail(state.throttleSeconds), headers);
    }
    if (method === 'POST' && path === '/v1/files') {
      if (!multipart) return problem(send, 400, 'Bad request', 'Expected a multipart/form-data body');
      return createFile(raw, req.headers['content-type']!, send);
    }
    if (badJson) return problem(send, 400, 'Bad request', 'The body is not JSON');
    await route(method, path, body, send, query);
  });
  const listen = (on: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(on, '127.0.0.1', () => {
        server.off('error', reject);
        listening = true;
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      listening = false;
      server.close(() => resolve());
      server.closeAllConnections();
    });
  await listen(0);
  port = (server.address() as { port: number }).port;
  base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    token,
    owner,
    trainerVersion: DOUBLE_TRAINER,
    videoModel: DOUBLE_VIDEO_MODEL,
    previewModel: DOUBLE_PREVIEW_MODEL,
    knobs,
    models,
    runs,
    /** Versions pushed by trainings, by version id (with the photos each was trained on). */
    versions,
    requests,
    /** Images counted in each training's input zip. */
    inputImages,
    /**
     * What was paid for, over the runs `which` picks (all by default): runs created (trainings and predictions),
     * runs paid (those that ran: they started processing, whatever their end; one canceled or aborted before it
     * started costs nothing), runs a cancel request stopped, and the cancel requests made for them at all.
     */
    billing(which: (run: Run) => boolean = () => true) {
      const picked = [...runs.values()].filter(which);
      const ids = new Set(picked.map((r) => r.id));
      const cancels = requests.filter((r) => r.method === 'POST' && ids.has(/^\/v1\/(?:trainings|predictions)\/([^/]+)\/cancel$/.exec(r.path)?.[1] ?? ''));
      return {
        created: picked.length,
        paid: picked.filter((r) => Boolean(r.started_at)).length,
        canceled: picked.filter((r) => r.status === 'canceled').length,
        cancelRequests: cancels.length,
      };
    },
    webhooks: webhooks.sent as readonly WebhookRecord[],
    get webhookSecret() {
      return state.webhookSecret;
    },
    /** Files uploaded with `POST /v1/files` and not deleted, by id. */
    files,
    /**
     * Answer the next `count` API requests (those `match` picks) with 429 as Replicate does: the wait in the body's
     * `detail` ("… Expected available in 1 second."; `detail` words it otherwise, e.g. "… resets in ~1s"), no
     * Retry-After unless `retryAfter`.
     */
    throttle(
      count = 1,
      seconds = 1,
      match: (method: string, path: string) => boolean = () => true,
      how: { retryAfter?: boolean; detail?: (seconds: number) => string } = {},
    ) {
      Object.assign(state, {
        throttled: count,
        throttleSeconds: seconds,
        throttles: match,
        throttleRetryAfter: how.retryAfter ?? false,
        throttleDetail: how.detail ?? ((n: number) => `Request was throttled. Expected available in ${n} second${n === 1 ? '' : 's'}.`),
      });
    },
    /** Adds `ms` before each API request is answered (0: none). */
    slow(ms: number) {
      faults.latencyMs = ms;
    },
    /** Answers the next `count` API requests (those `opts.match` picks) with `status`, a 5xx (see FailOptions). */
    failNext(count: number, status = 503, opts: FailOptions = {}) {
      faults.failNext(count, status, opts);
    },
    /**
     * Closes the connection of the next `count` API requests (those `opts.match` picks) without an answer, after
     * processing them when `opts.processed` (a create makes its run, which the client never hears of).
     */
    resetNext(count: number, opts: Omit<FailOptions, 'reset' | 'retryAfterSeconds'> = {}) {
      faults.failNext(count, 502, { ...opts, reset: true });
    },
    /** Answers each API request (of those `opts.match` picks) with `status` at probability `p`, drawn from `seed` (p 0: none). */
    failFraction(p: number, status = 503, seed = 1, opts: FailOptions = {}) {
      faults.failFraction(p, status, seed, opts);
    },
    /**
     * Holds the next `count` API requests, or every one `match` picks, unanswered until `release` (then each is
     * processed, its client usually gone: a create makes its run) or `close` (the connection is dropped).
     */
    hang(which: number | RequestMatch) {
      faults.hang(which);
    },
    release: () => faults.release(),
    /** API requests held unanswered now. */
    get hung() {
      return faults.heldCount;
    },
    /** The API goes away: the listening socket closes and open connections drop, so clients get ECONNREFUSED. Runs go on. */
    async down() {
      if (listening) await stopListening();
    },
    /** The API is back on the same port, the runs where they got to meanwhile. */
    async up() {
      if (!listening) await listen(port);
    },
    get isUp() {
      return listening;
    },
    /**
     * Makes a run end `failed` with `error`: the run with this id (at once if it is processing, else when it would
     * start processing; it ran, so it is paid), or with `next`, the next `count` runs created from now on.
     */
    failRun(which: string, error = 'CUDA error: an illegal memory access was encountered', count = 1) {
      if (which === 'next') return void Object.assign(doomNext, { count, error });
      const run = runs.get(which);
      if (!run) throw new Error(`The double has no run ${which}`);
      if (run.completed_at) throw new Error(`Run ${which} has ended already (${run.status})`);
      doomed.set(which, error);
      if (run.status === 'processing') finish(run, 'failed', { error });
    },
    /** Clears the faults: no latency, failures or hangs (held requests go on), the API up. */
    async clearFaults() {
      faults.reset();
      doomNext.count = 0;
      if (!listening) await listen(port);
    },
    /** Resolves when every webhook under way has been delivered (or given up). */
    settled: () => webhooks.settled(),
    async close() {
      for (const timer of timers) clearTimeout(timer);
      await webhooks.settled();
      if (listening) await stopListening();
    },
  };
}

export type ReplicateDouble = Awaited<ReturnType<typeof startReplicateDouble>>;
