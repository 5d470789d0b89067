import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { ReplicateModel, ReplicateRun, WebhookEvent } from '../../workflows/src/inference/replicate/replicate-types';
import { newWebhookSecret } from './standard-webhooks';
import { badFluxInput, fluxLoraVersion, portraitOutput } from './replicate-double-images';
import {
  inspectInputImage,
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
 * uses: models (get, create), trainings (create, get, cancel), predictions (create, get, cancel) and the
 * default webhook secret. Bearer-token auth, problem-details errors, 429 with Retry-After. A training
 * downloads its `input_images` zip and fails like the trainer when it holds no image, then moves through
 * starting → processing (tqdm lines in `logs`) → succeeded with `output: {version, weights}`, sending signed
 * Standard Webhooks for the events in `webhook_events_filter`. An official image-to-video model
 * (`POST /v1/models/bytedance/seedance-1-lite/predictions`, input `{image, prompt, duration, resolution}`)
 * downloads its `image`, fails like the model when it is no image, then moves through starting → processing →
 * succeeded with `output` the URL of a real H.264 MP4 of `duration` seconds on the double's file host.
 * A training's new version is a FLUX LoRA model (`GET /v1/models/{owner}/{name}/versions/{id}` gives its input
 * schema); `POST /v1/predictions` with that version (`{version_id}` or `{owner}/{name}:{version_id}`) validates the
 * input like the model, then moves through starting → processing → succeeded with `output` a list of image URLs:
 * the person it was trained on (one of the training photos, picked by the seed) at one megapixel in the asked
 * aspect ratio and format. Any other version is refused with 422, as Replicate does.
 */

export const DOUBLE_TRAINER = `ostris/flux-dev-lora-trainer:${'e'.repeat(64)}`;
export const DOUBLE_VIDEO_MODEL = 'bytedance/seedance-1-lite';
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
}

export interface Knobs extends WebhookKnobs {
  /** Fail every training with this `error` after its first progress line. */
  failTrainingsWith: string | null;
  /** Fail every prediction (video or image) with this `error` while processing. */
  failPredictionsWith: string | null;
  /** Trained versions' predictions show this face instead of the trained person's (a LoRA that missed the likeness). */
  predictionImage: Buffer | null;
}

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
  const knobs: Knobs = { dropWebhooks: false, duplicateWebhooks: false, failTrainingsWith: null, failPredictionsWith: null, predictionImage: null };
  const state = {
    webhookSecret: opts.webhookSecret ?? newWebhookSecret(),
    throttled: 0,
    retryAfterSeconds: 1,
    throttles: (_method: string, _path: string) => true,
  };
  const models = new Map<string, ReplicateModel>();
  const runs = new Map<string, Run>();
  /** Versions the trainings pushed, by version id. */
  const versions = new Map<string, TrainedVersion>();
  const requests: { method: string; path: string; status: number; at: number; body: unknown }[] = [];
  const inputImages = new Map<string, number>();
  /** Files of the double's file host by path: the predictions' outputs. */
  const deliveries = new Map<string, { body: Buffer; type: string }>();
  const webhooks = new WebhookSender(() => state.webhookSecret, knobs);
  const timers = new Set<NodeJS.Timeout>();
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

  function finish(run: Run, status: 'succeeded' | 'failed' | 'canceled', fields: Partial<Run> = {}) {
    if (['succeeded', 'failed', 'canceled'].includes(run.status)) return;
    Object.assign(run, { status, completed_at: new Date().toISOString(), ...fields });
    if (run.started_at) run.metrics = { predict_time: (Date.now() - Date.parse(run.started_at)) / 1000 };
    webhooks.emit(run, 'completed');
  }

  async function simulateTraining(run: Run) {
    let images: Buffer[];
    try {
      images = await readInputImages(String(run.input?.input_images ?? ''));
      inputImages.set(run.id, images.length);
      run.logs = `Extracted ${images.length} images from input_images\n`;
    } catch (err) {
      run.logs = `Traceback (most recent call last):\n  File "/src/train.py", line 95, in train\nValueError: ${(err as Error).message}\n`;
      return finish(run, 'failed', { error: (err as Error).message });
    }
    if (run.status === 'canceled') return;
    Object.assign(run, { status: 'processing', started_at: new Date().toISOString() });
    const steps = Number(run.input?.steps ?? 1000);
    for (let i = 1; i <= updates; i++) {
      await new Promise<void>((resolve) => later(stepMs, resolve));
      if (run.status !== 'processing') return;
      run.logs += `${progressLine(Math.round((steps * i) / (updates + 1)), steps)}\n`;
      webhooks.emit(run, 'logs');
      if (knobs.failTrainingsWith) return finish(run, 'failed', { error: knobs.failTrainingsWith });
    }
    await new Promise<void>((resolve) => later(stepMs, resolve));
    const version = randomBytes(32).toString('hex');
    const model = models.get(run.destination!);
    if (model) model.latest_version = { id: version };
    versions.set(version, { model: run.destination!, createdAt: new Date().toISOString(), images });
    run.logs += `${progressLine(steps, steps)}\nSaved LoRA to output/flux_train_replicate/lora.safetensors\n`;
    finish(run, 'succeeded', { output: { version: `${run.destination}:${version}`, weights: `${base}/delivery/${run.id}/trained_model.tar` } });
  }

  async function simulateVideo(run: Run) {
    try {
      inputImages.set(run.id, await inspectInputImage(String(run.input?.image ?? '')));
    } catch (err) {
      run.logs = `Traceback (most recent call last):\n  File "/src/predict.py", line 61, in predict\nPIL.UnidentifiedImageError: ${(err as Error).message}\n`;
      return finish(run, 'failed', { error: (err as Error).message });
    }
    if (run.status === 'canceled') return;
    Object.assign(run, { status: 'processing', started_at: new Date().toISOString(), logs: 'Generating video...\n' });
    await new Promise<void>((resolve) => later(stepMs, resolve));
    if (run.status !== 'processing') return;
    if (knobs.failPredictionsWith) return finish(run, 'failed', { error: knobs.failPredictionsWith });
    const seconds = Number(run.input?.duration ?? 5);
    const mp4 = await renderTestVideo(seconds, VIDEO_SIDES[String(run.input?.resolution ?? '480p')] ?? 480);
    const path = `/delivery/${run.id}/output.mp4`;
    deliveries.set(path, { body: mp4, type: 'video/mp4' });
    run.logs += `Saved ${seconds}s video\n`;
    finish(run, 'succeeded', { output: `${base}${path}` });
  }

  /** A trained version's prediction: the person of its training photos (or the knob's face), framed as asked. */
  async function simulateImage(run: Run, trained: TrainedVersion) {
    const input = run.input ?? {};
    const seed = Number.isInteger(input.seed) ? (input.seed as number) : Math.floor(Math.random() * 2 ** 31);
    Object.assign(run, { status: 'processing', started_at: new Date().toISOString(), logs: `Using seed: ${seed}\nLoaded LoRAs: ${trained.model}\n` });
    await new Promise<void>((resolve) => later(stepMs, resolve));
    if (run.status !== 'processing') return;
    if (knobs.failPredictionsWith) return finish(run, 'failed', { error: knobs.failPredictionsWith });
    const urls: string[] = [];
    const count = Number(input.num_outputs ?? 1);
    try {
      for (let k = 0; k < count; k++) {
        const source = knobs.predictionImage ?? trained.images[(seed + k) % trained.images.length]!;
        const out = await portraitOutput(source, input);
        const path = `/delivery/${run.id}/out-${k}.${out.ext}`;
        deliveries.set(path, { body: out.body, type: out.type });
        urls.push(`${base}${path}`);
      }
    } catch (err) {
      return finish(run, 'failed', { error: `Traceback (most recent call last):\nRuntimeError: ${(err as Error).message}` });
    }
    run.logs += `Generated ${count} image(s)\n`;
    finish(run, 'succeeded', { output: urls });
  }

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
      error: null,
      logs: '',
      source: 'api',
      created_at: new Date().toISOString(),
      urls: { get: `${base}/v1/${kind}/${id}`, cancel: `${base}/v1/${kind}/${id}/cancel`, web: `https://replicate.com/p/${id}` },
      ...(body.webhook ? { webhook: body.webhook, webhook_events_filter: body.webhook_events_filter ?? [...EVENTS] } : {}),
      ...(kind === 'trainings' ? { destination: body.destination } : {}),
    };
    runs.set(id, run);
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

  async function route(method: string, path: string, body: RequestJson, send: Send) {
    let m: RegExpExecArray | null;
    if (method === 'GET' && path === '/v1/webhooks/default/secret') return send(200, { key: state.webhookSecret });
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
      const trained = versions.get(m[3]!);
      if (!trained || trained.model !== `${m[1]}/${m[2]}`) return problem(send, 404, 'Not found', 'The requested model version does not exist');
      return send(200, fluxLoraVersion(m[3]!, trained.createdAt));
    }
    if (method === 'GET' && (m = /^\/v1\/models\/([^/]+)\/([^/]+)$/.exec(path))) {
      const model = models.get(`${m[1]}/${m[2]}`);
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
      return send(200, run);
    }
    return problem(send, 404, 'Not found', `No route for ${method} ${path}`);
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://double').pathname;
    const method = req.method ?? 'GET';
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: RequestJson = {};
    let badJson = false;
    try {
      if (chunks.length) body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RequestJson;
    } catch {
      badJson = true;
    }
    const send: Send = (status, payload, headers = {}) => {
      requests.push({ method, path, status, at: Date.now(), body });
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(payload));
    };
    // Replicate's file host: no auth, like the signed delivery URLs.
    if (method === 'GET' && path.startsWith('/delivery/')) {
      const file = deliveries.get(path);
      if (file) return void res.writeHead(200, { 'content-type': file.type, 'content-length': String(file.body.length) }).end(file.body);
      return void res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(randomBytes(64));
    }
    if (req.headers.authorization !== `Bearer ${token}`) return problem(send, 401, 'Unauthenticated', 'You did not pass a valid authentication token');
    if (state.throttled > 0 && state.throttles(method, path)) {
      state.throttled--;
      const detail = `Request was throttled. Expected available in ${state.retryAfterSeconds} second.`;
      return problem(send, 429, 'Request was throttled.', detail, { 'retry-after': String(state.retryAfterSeconds) });
    }
    if (badJson) return problem(send, 400, 'Bad request', 'The body is not JSON');
    await route(method, path, body, send);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  return {
    url: base,
    token,
    owner,
    trainerVersion: DOUBLE_TRAINER,
    videoModel: DOUBLE_VIDEO_MODEL,
    knobs,
    models,
    runs,
    /** Versions pushed by trainings, by version id (with the photos each was trained on). */
    versions,
    requests,
    /** Images counted in each training's input zip. */
    inputImages,
    /**
     * What was paid for, over the runs `which` picks (all by default): runs created (trainings and predictions; each
     * is billed once it runs), runs a cancel request stopped, and the cancel requests made for them at all.
     */
    billing(which: (run: Run) => boolean = () => true) {
      const picked = [...runs.values()].filter(which);
      const ids = new Set(picked.map((r) => r.id));
      const cancels = requests.filter((r) => r.method === 'POST' && ids.has(/^\/v1\/(?:trainings|predictions)\/([^/]+)\/cancel$/.exec(r.path)?.[1] ?? ''));
      return { created: picked.length, canceled: picked.filter((r) => r.status === 'canceled').length, cancelRequests: cancels.length };
    },
    webhooks: webhooks.sent as readonly WebhookRecord[],
    get webhookSecret() {
      return state.webhookSecret;
    },
    /** Answer the next `count` API requests (those `match` picks) with 429 and `Retry-After: seconds`. */
    throttle(count = 1, seconds = 1, match: (method: string, path: string) => boolean = () => true) {
      Object.assign(state, { throttled: count, retryAfterSeconds: seconds, throttles: match });
    },
    /** Resolves when every webhook under way has been delivered (or given up). */
    settled: () => webhooks.settled(),
    async close() {
      for (const timer of timers) clearTimeout(timer);
      await webhooks.settled();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type ReplicateDouble = Awaited<ReturnType<typeof startReplicateDouble>>;
