import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import sharp from 'sharp';
import { inspectInputImage, isPrivateHost, downloadInput, readInputImages, renderTestVideo } from './replicate-double-runs';
import { FalWebhookSender, newSigningKey, type FalWebhookKnobs, type FalWebhookRecord, type SigningKey } from './fal-double-webhooks';
import { seededRandom } from './replicate-double-faults';
import { KONTEXT_LATENCY_MS, kontextOutput, latencyDraws } from './preview-double';

/**
 * A local stand-in for fal (https://fal.ai/docs/api-reference/inference-api; @fal-ai/client's queue.ts and storage.ts),
 * for what Kadr uses: the queue API (`POST /{endpoint}[?fal_webhook=]`, `GET /{owner}/{app}/requests/{id}/status`,
 * `GET …/requests/{id}`, `PUT …/requests/{id}/cancel`; `Authorization: Key …`; 202 while queued or running, 200
 * once completed; the app only in the request routes), storage uploads (`POST /storage/upload/initiate` answering a
 * signed `upload_url` to PUT the bytes to and the `file_url` inputs take; files served without auth, as fal's CDN
 * does), the JWKS of its ED25519 webhook keys at `/.well-known/jwks.json`, and signed completion webhooks.
 *
 * Three endpoints: fal-ai/flux-lora-fast-training reads its `images_data_url` zip (fails like the trainer when it
 * holds no image) and answers `{diffusers_lora_file, config_file}`; fal-ai/flux-lora takes `loras: [{path, scale}]` (a
 * LoRA file it can download: fal's own, or a copy uploaded to its storage, known by its bytes) and "generates" the
 * person the LoRA was trained on (one of the training photos) as a JPEG of the asked `image_size`; Kling 2.5 Turbo
 * image-to-video reads its `image_url` and answers a real H.264 MP4 of `duration` ("5" | "10") seconds. An input URL
 * on a loopback or private address other than the double's own storage is unreachable, as for fal.
 *
 * Billing: a request counts as paid when it completed with an output (fal does not bill failed requests). Fault
 * knobs: added latency, 429s with Retry-After and/or x-ratelimit-reset, 5xx for N requests or a seeded fraction,
 * requests that hang, the whole API down (connection refused, or sockets destroyed) and back, failed runs, results
 * that expire, files that go; webhooks dropped, duplicated, held and reordered, replayed later, or forged.
 */

export const DOUBLE_TRAINER = 'fal-ai/flux-lora-fast-training';
export const DOUBLE_FLUX_LORA = 'fal-ai/flux-lora';
export const DOUBLE_VIDEO = 'fal-ai/kling-video/v2.5-turbo/standard/image-to-video';
/** FLUX.1 Kontext [pro], the first look's model (capability `preview`): `image_url` + `prompt` → `images[0]`. */
export const DOUBLE_KONTEXT = 'fal-ai/flux-pro/kontext';
const ENDPOINTS = [DOUBLE_TRAINER, DOUBLE_FLUX_LORA, DOUBLE_VIDEO, DOUBLE_KONTEXT] as const;
type Endpoint = (typeof ENDPOINTS)[number];
const appOf = (endpoint: string) => endpoint.split('/').slice(0, 2).join('/');

export interface FalDoubleOptions {
  /** Delay before a request starts running, and between its progress lines. */
  startDelayMs?: number;
  stepMs?: number;
  /** Progress lines a training prints before it completes. */
  updates?: number;
  /** How long a Kontext image takes once it runs: a fixed time, or a seeded draw per run (default: fal's documented 5–10 s). */
  previewMs?: number | readonly [number, number];
}

export interface FalKnobs extends FalWebhookKnobs {
  /** Every run fails with this error (the model's, answered by the result route as 500 `{detail}`). */
  failRunsWith: string | null;
  /** How long results stay (fal: an hour, 6 minutes above 10 KB); after it the result route answers 404. */
  resultTtlMs: number;
  /** Images generated from a LoRA show this face instead of the trained person's. */
  predictionImage: Buffer | null;
  /**
   * New photos of the person a LoRA was trained on, which its predictions "generate" (one per seed) instead of one of its
   * training photos: a training photo returned as it is is a copy of an input (issue #31's copy guard), not a new image.
   */
  generatedFrom: Buffer[] | null;
}

/** A queue request as the double keeps it. */
export interface FalRun {
  id: string;
  endpoint: Endpoint;
  input: Record<string, unknown>;
  webhook: string | null;
  state: 'IN_QUEUE' | 'IN_PROGRESS' | 'COMPLETED';
  logs: { message: string; level: string; timestamp: string }[];
  createdAt: number;
  completedAt: number | null;
  /** The result route's answer once completed. */
  result: { status: number; body: unknown } | null;
  error: string | null;
  errorType: string | null;
  canceled: boolean;
  paid: boolean;
}

interface Fault {
  count: number;
  match: (method: string, path: string) => boolean;
}

type Send = (status: number, body: unknown, headers?: Record<string, string>) => void;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- client JSON, validated field by field as fal's models do
type Json = Record<string, any>;

const isApi = (_method: string, path: string) => !path.startsWith('/files/') && !path.startsWith('/upload/') && path !== '/.well-known/jwks.json';

export async function startFalDouble(opts: FalDoubleOptions = {}) {
  const key = `${randomUUID()}:${randomBytes(16).toString('hex')}`;
  const userId = `kadr-${randomBytes(4).toString('hex')}`;
  const startDelayMs = opts.startDelayMs ?? 30;
  const stepMs = opts.stepMs ?? 30;
  const updates = opts.updates ?? 3;
  let kontextRuns = 0;
  const previewMs = typeof opts.previewMs === 'number' ? () => opts.previewMs as number : latencyDraws(opts.previewMs ?? KONTEXT_LATENCY_MS.fal);
  const knobs: FalKnobs = {
    dropWebhooks: false,
    webhookCopies: 1,
    holdWebhooks: false,
    replayWebhooksAfterMs: null,
    forgeWebhooks: null,
    webhookClockSkewSeconds: 0,
    failRunsWith: null,
    resultTtlMs: 3600_000,
    predictionImage: null,
    generatedFrom: null,
  };
  const keys = { published: [newSigningKey()], active: 0 };
  const faults = {
    latencyMs: 0,
    throttle: null as (Fault & { retryAfterSeconds: number | null; resetSeconds: number | null }) | null,
    errors: null as (Fault & { status: number }) | null,
    fraction: null as { rate: number; status: number; random: () => number; match: Fault['match'] } | null,
    hang: null as Fault | null,
    drop: null as Fault | null,
    down: null as 'refuse' | 'reset' | null,
  };
  const runs = new Map<string, FalRun>();
  const requests: { method: string; path: string; query: string; status: number; at: number; body: unknown }[] = [];
  /** Files on the double's CDN by path: uploads and outputs. */
  const files = new Map<string, { body: Buffer; type: string }>();
  /** Upload slots by token: the path the bytes go to. */
  const slots = new Map<string, { path: string; type: string }>();
  /** Trained LoRAs by the SHA-256 of their bytes: the photos each was trained on. */
  const loras = new Map<string, Buffer[]>();
  const inputImages = new Map<string, number>();
  const webhooks = new FalWebhookSender(() => keys.published[keys.active]!, userId, knobs);
  const timers = new Set<NodeJS.Timeout>();
  const hanging = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  let jwksFetches = 0;
  let base = '';
  let port = 0;

  const later = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => (timers.delete(timer), resolve()), ms);
      timers.add(timer);
    });
  const log = (run: FalRun, message: string) => run.logs.push({ message, level: 'INFO', timestamp: new Date().toISOString() });
  const publish = (path: string, body: Buffer, type: string) => (files.set(path, { body, type }), `${base}${path}`);
  const fileOut = (url: string, body: Buffer, type: string, name: string) => ({ url, content_type: type, file_name: name, file_size: body.length });

  /** An input file as a model's runner gets it: the double's own storage, else the internet (not a private address). */
  async function readInput(url: unknown, name: string): Promise<Buffer> {
    const text = String(url ?? '');
    if (text.startsWith(`${base}/files/`)) {
      const file = files.get(new URL(text).pathname);
      if (!file) throw new Error(`Failed to download ${name}: HTTP 404`);
      return file.body;
    }
    let host: string;
    try {
      host = new URL(text).hostname;
    } catch {
      throw new Error(`Failed to download ${name}: not a URL`);
    }
    if (await isPrivateHost(host)) throw new Error(`Failed to download ${name}: ${host} is not reachable`);
    return Buffer.from(await downloadInput(text, name));
  }

  function complete(run: FalRun, result: { status: number; body: unknown }, error: string | null = null, errorType: string | null = null) {
    if (run.state === 'COMPLETED') return;
    Object.assign(run, { state: 'COMPLETED', completedAt: Date.now(), result, error, errorType, paid: result.status === 200 });
    if (!run.webhook) return;
    const ok = result.status === 200;
    webhooks.emit(run.webhook, {
      request_id: run.id,
      gateway_request_id: run.id,
      status: ok ? 'OK' : 'ERROR',
      payload: result.body,
      ...(ok ? {} : { error: error ?? `Invalid status code: ${result.status}` }),
    });
  }

  /** A failed run: the model's error as its result (the result route answers it), and the webhook's `error`. */
  const fail = (run: FalRun, status: number, detail: unknown) => complete(run, { status, body: { detail } }, typeof detail === 'string' ? detail : `Invalid status code: ${status}`);

  async function running(run: FalRun, message: string): Promise<boolean> {
    await later(startDelayMs);
    if (run.state !== 'IN_QUEUE') return false;
    run.state = 'IN_PROGRESS';
    log(run, message);
    return true;
  }

  async function simulate(run: FalRun) {
    try {
      if (run.endpoint === DOUBLE_TRAINER) await simulateTraining(run);
      else if (run.endpoint === DOUBLE_FLUX_LORA) await simulateImage(run);
      else if (run.endpoint === DOUBLE_KONTEXT) await simulateKontext(run);
      else await simulateVideo(run);
    } catch (err) {
      fail(run, 500, (err as Error).message);
    }
  }

  async function simulateTraining(run: FalRun) {
    if (!(await running(run, 'Downloading images_data_url'))) return;
    let images: Buffer[];
    try {
      images = readInputImages(await readInput(run.input.images_data_url, 'images_data_url'));
    } catch (err) {
      return fail(run, 422, [{ loc: ['body', 'images_data_url'], msg: (err as Error).message, type: 'value_error' }]);
    }
    inputImages.set(run.id, images.length);
    const steps = Number(run.input.steps ?? 1000);
    for (let i = 1; i <= updates; i++) {
      await later(stepMs);
      if (run.state !== 'IN_PROGRESS') return;
      log(run, `Training step ${Math.round((steps * i) / (updates + 1))}/${steps}`);
      if (knobs.failRunsWith) return fail(run, 500, knobs.failRunsWith);
    }
    await later(stepMs);
    if (run.state !== 'IN_PROGRESS') return;
    // A LoRA file the double recognises by its bytes wherever it is uploaded again.
    const weights = Buffer.concat([Buffer.from(`kadr-fal-double-lora:${run.id}:`), randomBytes(64 * 1024)]);
    loras.set(createHash('sha256').update(weights).digest('hex'), images);
    const config = Buffer.from(JSON.stringify({ trigger_word: run.input.trigger_word, steps }));
    const loraUrl = publish(`/files/${run.id}/pytorch_lora_weights.safetensors`, weights, 'application/octet-stream');
    const configUrl = publish(`/files/${run.id}/config.json`, config, 'application/json');
    log(run, 'Training completed');
    complete(run, {
      status: 200,
      body: {
        diffusers_lora_file: fileOut(loraUrl, weights, 'application/octet-stream', 'pytorch_lora_weights.safetensors'),
        config_file: fileOut(configUrl, config, 'application/json', 'config.json'),
      },
    });
  }

  async function simulateImage(run: FalRun) {
    if (!(await running(run, 'Loading LoRA weights'))) return;
    const paths = (run.input.loras as { path: string }[] | undefined) ?? [];
    let trained: Buffer[] | undefined;
    for (const { path } of paths) {
      let bytes: Buffer;
      try {
        bytes = await readInput(path, 'lora weights');
      } catch (err) {
        return fail(run, 422, [{ loc: ['body', 'loras'], msg: `Failed to load LoRA weights: ${(err as Error).message}`, type: 'value_error' }]);
      }
      trained ??= loras.get(createHash('sha256').update(bytes).digest('hex'));
    }
    await later(stepMs);
    if (run.state !== 'IN_PROGRESS') return;
    if (knobs.failRunsWith) return fail(run, 500, knobs.failRunsWith);
    const seed = Number.isInteger(run.input.seed) ? (run.input.seed as number) : Math.floor(Math.random() * 2 ** 31);
    const size = imageSize(run.input.image_size);
    // Without a LoRA of the double's, FLUX draws nobody in particular: a flat grey picture.
    const source = knobs.predictionImage ?? (trained && knobs.generatedFrom?.length ? knobs.generatedFrom[seed % knobs.generatedFrom.length] : trained?.[seed % trained.length]);
    const picture = source ? sharp(source).rotate().resize(size.width, size.height, { fit: 'cover' }) : sharp({ create: { ...size, channels: 3, background: '#888' } });
    const body = run.input.output_format === 'png' ? await picture.png().toBuffer() : await picture.jpeg({ quality: 90 }).toBuffer();
    const type = run.input.output_format === 'png' ? 'image/png' : 'image/jpeg';
    const url = publish(`/files/${run.id}/image-0.${type === 'image/png' ? 'png' : 'jpg'}`, body, type);
    complete(run, { status: 200, body: { images: [{ ...fileOut(url, body, type, 'image-0'), ...size }], seed, has_nsfw_concepts: [false], prompt: run.input.prompt, timings: {} } });
  }

  /** Kontext [pro]: the person of `image_url` edited into a headshot, after the model's time (previewMs). */
  async function simulateKontext(run: FalRun) {
    if (!(await running(run, 'Editing image'))) return;
    let selfie: Buffer;
    try {
      selfie = await readInput(run.input.image_url, 'image_url');
      inputImages.set(run.id, inspectInputImage(selfie));
    } catch (err) {
      return fail(run, 422, [{ loc: ['body', 'image_url'], msg: (err as Error).message, type: 'value_error' }]);
    }
    await later(previewMs());
    if (run.state !== 'IN_PROGRESS') return;
    if (knobs.failRunsWith) return fail(run, 500, knobs.failRunsWith);
    const seed = Number.isInteger(run.input.seed) ? (run.input.seed as number) : Math.floor(Math.random() * 2 ** 31);
    const out = await kontextOutput(knobs.predictionImage ?? selfie, String(run.input.aspect_ratio ?? '1:1'), run.input.output_format === 'png' ? 'png' : 'jpeg', kontextRuns++);
    const url = publish(`/files/${run.id}/image-0.${out.ext}`, out.body, out.type);
    complete(run, { status: 200, body: { images: [{ ...fileOut(url, out.body, out.type, `image-0.${out.ext}`), width: out.width, height: out.height }], seed, has_nsfw_concepts: [false], prompt: run.input.prompt, timings: {} } });
  }

  async function simulateVideo(run: FalRun) {
    if (!(await running(run, 'Generating video'))) return;
    try {
      inputImages.set(run.id, inspectInputImage(await readInput(run.input.image_url, 'image_url')));
    } catch (err) {
      return fail(run, 422, [{ loc: ['body', 'image_url'], msg: (err as Error).message, type: 'value_error' }]);
    }
    await later(stepMs);
    if (run.state !== 'IN_PROGRESS') return;
    if (knobs.failRunsWith) return fail(run, 500, knobs.failRunsWith);
    const mp4 = await renderTestVideo(Number(run.input.duration ?? '5'), 480);
    if (run.state !== 'IN_PROGRESS') return;
    const url = publish(`/files/${run.id}/output.mp4`, mp4, 'video/mp4');
    complete(run, { status: 200, body: { video: fileOut(url, mp4, 'video/mp4', 'output.mp4') } });
  }

  /** The first problem with an input, as a FastAPI validation list (fal's models answer 422 `{detail: [...]}`). */
  function badInput(endpoint: Endpoint, input: Json): Json[] | null {
    const missing = (field: string) => [{ loc: ['body', field], msg: 'field required', type: 'value_error.missing' }];
    const wrong = (field: string, msg: string) => [{ loc: ['body', field], msg, type: 'value_error' }];
    if (endpoint === DOUBLE_TRAINER) {
      if (typeof input.images_data_url !== 'string') return missing('images_data_url');
      if (input.steps !== undefined && (!Number.isInteger(input.steps) || input.steps < 1 || input.steps > 10_000)) return wrong('steps', 'steps must be an integer from 1 to 10000');
      return null;
    }
    if (typeof input.prompt !== 'string' || !input.prompt.trim()) return missing('prompt');
    if (endpoint === DOUBLE_KONTEXT) {
      if (typeof input.image_url !== 'string') return missing('image_url');
      if (input.output_format !== undefined && !['jpeg', 'png'].includes(input.output_format)) return wrong('output_format', "output_format must be 'jpeg' or 'png'");
      if (input.num_images !== undefined && input.num_images !== 1) return wrong('num_images', 'the double makes one image');
      const ratios = ['21:9', '16:9', '4:3', '3:2', '1:1', '2:3', '3:4', '9:16', '9:21'];
      if (input.aspect_ratio !== undefined && !ratios.includes(input.aspect_ratio)) return wrong('aspect_ratio', `aspect_ratio must be one of ${ratios.join(', ')}`);
      return null;
    }
    if (endpoint === DOUBLE_FLUX_LORA) {
      if (input.loras !== undefined && (!Array.isArray(input.loras) || input.loras.some((l: Json) => typeof l?.path !== 'string'))) return wrong('loras', 'loras must be a list of {path, scale}');
      if (input.output_format !== undefined && !['jpeg', 'png'].includes(input.output_format)) return wrong('output_format', "output_format must be 'jpeg' or 'png'");
      if (input.num_images !== undefined && input.num_images !== 1) return wrong('num_images', 'the double makes one image');
      const size = input.image_size;
      if (size !== undefined && typeof size !== 'string' && !(Number.isInteger(size?.width) && Number.isInteger(size?.height) && size.width >= 256 && size.height >= 256 && size.width <= 14142 && size.height <= 14142)) {
        return wrong('image_size', 'image_size must be a preset or {width, height}');
      }
      return null;
    }
    if (typeof input.image_url !== 'string') return missing('image_url');
    if (input.duration !== undefined && !['5', '10'].includes(input.duration)) return wrong('duration', "duration must be '5' or '10'");
    return null;
  }

  function submit(endpoint: Endpoint, input: Json, webhook: string | null, send: Send) {
    const bad = badInput(endpoint, input);
    if (bad) return send(422, { detail: bad });
    const id = randomUUID();
    const run: FalRun = { id, endpoint, input, webhook, state: 'IN_QUEUE', logs: [], createdAt: Date.now(), completedAt: null, result: null, error: null, errorType: null, canceled: false, paid: false };
    runs.set(id, run);
    void simulate(run);
    const urls = requestUrls(run);
    send(200, { status: 'IN_QUEUE', request_id: id, gateway_request_id: id, ...urls, queue_position: [...runs.values()].filter((r) => r.state === 'IN_QUEUE').length - 1 });
  }

  const requestUrls = (run: FalRun) => {
    const at = `${base}/${appOf(run.endpoint)}/requests/${run.id}`;
    return { response_url: at, status_url: `${at}/status`, cancel_url: `${at}/cancel` };
  };

  function statusOf(run: FalRun, withLogs: boolean): Json {
    return {
      status: run.state,
      request_id: run.id,
      ...requestUrls(run),
      ...(run.state === 'IN_QUEUE' ? { queue_position: 0 } : {}),
      logs: withLogs && run.state !== 'IN_QUEUE' ? run.logs : null,
      ...(run.state === 'COMPLETED' ? { metrics: { inference_time: ((run.completedAt ?? 0) - run.createdAt) / 1000 } } : {}),
      ...(run.error && run.errorType ? { error: run.error, error_type: run.errorType } : {}),
    };
  }

  async function route(method: string, url: URL, raw: Buffer, send: Send) {
    const path = url.pathname;
    let m: RegExpExecArray | null;
    let body: Json = {};
    if (raw.length && method !== 'PUT') {
      try {
        body = JSON.parse(raw.toString('utf8')) as Json;
      } catch {
        return send(422, { detail: 'The body is not JSON' });
      }
    }
    if (method === 'POST' && path === '/storage/upload/initiate') {
      if (typeof body.file_name !== 'string' || typeof body.content_type !== 'string') return send(422, { detail: [{ loc: ['body', 'file_name'], msg: 'field required', type: 'value_error.missing' }] });
      const token = randomBytes(12).toString('hex');
      const filePath = `/files/${randomBytes(8).toString('hex')}/${encodeURIComponent(body.file_name)}`;
      slots.set(token, { path: filePath, type: body.content_type });
      return send(200, { upload_url: `${base}/upload/${token}?X-Goog-Signature=${randomBytes(16).toString('hex')}`, file_url: `${base}${filePath}` });
    }
    if ((m = /^\/([^/]+\/[^/]+)\/requests\/([^/]+)(\/status|\/cancel)?$/.exec(path))) {
      const run = runs.get(m[2]!);
      if (!run || appOf(run.endpoint) !== m[1]) return send(404, { detail: 'Request not found' });
      if (method === 'GET' && m[3] === '/status') return send(run.state === 'COMPLETED' ? 200 : 202, statusOf(run, url.searchParams.get('logs') === '1'));
      if (method === 'PUT' && m[3] === '/cancel') {
        if (run.state === 'COMPLETED') return send(400, { status: 'ALREADY_COMPLETED' });
        run.canceled = true;
        complete(run, { status: 499, body: { detail: 'Request was cancelled' } }, 'Request was cancelled', 'request_cancelled');
        return send(202, { status: 'CANCELLATION_REQUESTED' });
      }
      if (method === 'GET' && !m[3]) {
        if (run.state !== 'COMPLETED') return send(400, { detail: 'Request is still in progress' });
        if (Date.now() - run.completedAt! > knobs.resultTtlMs) return send(404, { detail: 'Request result not found' });
        return send(run.result!.status, run.result!.body);
      }
    }
    if (method === 'POST') {
      const endpoint = ENDPOINTS.find((e) => path === `/${e}`);
      if (endpoint) return submit(endpoint, body, url.searchParams.get('fal_webhook'), send);
      return send(404, { detail: `Application '${path.slice(1)}' not found` });
    }
    return send(404, { detail: `No route for ${method} ${path}` });
  }

  /** The CDN and the signed upload URLs: no auth, no faults. */
  function files_(method: string, url: URL, raw: Buffer, res: ServerResponse): boolean {
    const path = url.pathname;
    if (path === '/.well-known/jwks.json' && method === 'GET') {
      jwksFetches++;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: keys.published.map((k) => k.jwk) }));
      return true;
    }
    const m = /^\/upload\/([0-9a-f]+)$/.exec(path);
    if (m && method === 'PUT') {
      const slot = slots.get(m[1]!);
      if (!slot || !url.searchParams.get('X-Goog-Signature')) return void res.writeHead(403).end('SignatureDoesNotMatch'), true;
      files.set(slot.path, { body: raw, type: slot.type });
      slots.delete(m[1]!);
      res.writeHead(200).end();
      return true;
    }
    if (path.startsWith('/files/') && (method === 'GET' || method === 'HEAD')) {
      const file = files.get(path);
      if (!file) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found'), true;
      res.writeHead(200, { 'content-type': file.type, 'content-length': String(file.body.length) }).end(method === 'HEAD' ? undefined : file.body);
      return true;
    }
    return false;
  }

  /** A fault the knobs ask for on this API request; true when it was answered (or never will be). */
  function fault(method: string, path: string, req: IncomingMessage, res: ServerResponse, send: Send): boolean {
    if (faults.down === 'reset') return req.socket.destroy(), true;
    const take = (f: Fault | null) => (f && f.count > 0 && f.match(method, path) ? (f.count--, true) : false);
    if (take(faults.hang)) return hanging.add(res), true;
    if (take(faults.drop)) return req.socket.destroy(), true;
    const t = faults.throttle;
    if (take(t)) {
      const headers: Record<string, string> = {};
      if (t!.retryAfterSeconds !== null) headers['retry-after'] = String(t!.retryAfterSeconds);
      if (t!.resetSeconds !== null) headers['x-ratelimit-reset'] = String(t!.resetSeconds);
      return send(429, { detail: 'Too many requests' }, headers), true;
    }
    if (take(faults.errors)) return send(faults.errors!.status, serverError(faults.errors!.status), errorHeaders(faults.errors!.status)), true;
    const f = faults.fraction;
    if (f && f.match(method, path) && f.random() < f.rate) return send(f.status, serverError(f.status), errorHeaders(f.status)), true;
    return false;
  }

  function handler(req: IncomingMessage, res: ServerResponse) {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://double');
      const method = req.method ?? 'GET';
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks);
      if (files_(method, url, raw, res)) return;
      const send: Send = (status, payload, headers = {}) => {
        let logged: unknown = null;
        try {
          logged = raw.length ? JSON.parse(raw.toString('utf8')) : null;
        } catch {
          logged = { bytes: raw.length };
        }
        requests.push({ method, path: url.pathname, query: url.search, status, at: Date.now(), body: logged });
        res.writeHead(status, { 'content-type': 'application/json', 'x-fal-request-id': randomUUID(), ...headers }).end(JSON.stringify(payload));
      };
      if (faults.latencyMs) await later(faults.latencyMs);
      if (isApi(method, url.pathname) && fault(method, url.pathname, req, res, send)) return;
      if (req.headers.authorization !== `Key ${key}`) return send(401, { detail: 'No user found for Key ID and Secret' });
      await route(method, url, raw, send);
    })().catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: (err as Error).message }));
    });
  }

  let server: Server;
  const listen = async (at: number) => {
    server = createServer(handler);
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(at, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  };
  const stopListening = async () => {
    for (const res of hanging) res.socket?.destroy();
    hanging.clear();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  await listen(0);
  base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    key,
    userId,
    knobs,
    runs,
    requests,
    files,
    inputImages,
    trainer: DOUBLE_TRAINER,
    fluxLora: DOUBLE_FLUX_LORA,
    video: DOUBLE_VIDEO,
    kontext: DOUBLE_KONTEXT,
    jwksUrl: `${base}/.well-known/jwks.json`,
    get jwksFetches() {
      return jwksFetches;
    },
    webhooks: webhooks.sent as readonly FalWebhookRecord[],
    /** The key signing webhooks now. */
    get signingKey(): SigningKey {
      return keys.published[keys.active]!;
    },
    /** A new signing key takes over; the JWKS publishes it (and the old one too unless `dropOld`). */
    rotateKey({ dropOld = false } = {}): SigningKey {
      const fresh = newSigningKey();
      keys.published = dropOld ? [fresh] : [...keys.published, fresh];
      keys.active = keys.published.length - 1;
      return fresh;
    },
    /** The configuration that points the app at the double. */
    env(): Record<string, string> {
      return { FAL_KEY: key, FAL_QUEUE_URL: base, FAL_REST_URL: base, FAL_JWKS_URL: `${base}/.well-known/jwks.json`, FAL_TRAINING_MODEL: DOUBLE_TRAINER, FAL_HEADSHOT_MODEL: DOUBLE_FLUX_LORA, FAL_VIDEO_MODEL: DOUBLE_VIDEO };
    },
    /** What was paid for over the runs `which` picks: submitted, completed with an output (paid), failed, canceled, cancel calls. */
    billing(which: (run: FalRun) => boolean = () => true) {
      const picked = [...runs.values()].filter(which);
      const ids = new Set(picked.map((r) => r.id));
      const cancelRequests = requests.filter((r) => r.method === 'PUT' && ids.has(/\/requests\/([^/]+)\/cancel$/.exec(r.path)?.[1] ?? '')).length;
      return {
        submitted: picked.length,
        paid: picked.filter((r) => r.paid).length,
        failed: picked.filter((r) => r.state === 'COMPLETED' && !r.paid && !r.canceled).length,
        canceled: picked.filter((r) => r.canceled).length,
        cancelRequests,
      };
    },
    /** Adds `ms` to every request. */
    slow(ms: number) {
      faults.latencyMs = ms;
    },
    /** Answers the next `count` API requests `match` picks with 429, naming the wait in Retry-After and/or x-ratelimit-reset. */
    throttle(count: number, how: { retryAfterSeconds?: number | null; resetSeconds?: number | null; match?: Fault['match'] } = {}) {
      faults.throttle = { count, match: how.match ?? (() => true), retryAfterSeconds: how.retryAfterSeconds ?? 1, resetSeconds: how.resetSeconds ?? null };
    },
    /** Answers the next `count` API requests `match` picks with `status` (5xx). */
    failRequests(count: number, status = 503, match: Fault['match'] = () => true) {
      faults.errors = { count, status, match };
    },
    /** Answers a seeded `rate` of the API requests `match` picks with `status`; rate 0 stops it. */
    failFraction(rate: number, { status = 503, seed = 1, match = () => true }: { status?: number; seed?: number; match?: Fault['match'] } = {}) {
      faults.fraction = rate > 0 ? { rate, status, random: seededRandom(seed), match } : null;
    },
    /** Never answers the next `count` API requests `match` picks (until `close`). */
    hang(count: number, match: Fault['match'] = () => true) {
      faults.hang = { count, match };
    },
    /** Destroys the connection of the next `count` API requests `match` picks, after they were sent, without an answer. */
    dropConnections(count: number, match: Fault['match'] = () => true) {
      faults.drop = { count, match };
    },
    /** The whole API goes down: `refuse`, nothing listens (connection refused); `reset`, each connection is destroyed. */
    async down(mode: 'refuse' | 'reset' = 'refuse') {
      faults.down = mode;
      if (mode === 'refuse') await stopListening();
    },
    /** Back up, on the same port. */
    async up() {
      if (faults.down === 'refuse') await listen(port);
      faults.down = null;
    },
    /** Clears every fault knob and webhook knob, and the request log. */
    reset() {
      Object.assign(faults, { latencyMs: 0, throttle: null, errors: null, fraction: null, hang: null, drop: null });
      requests.length = 0;
      Object.assign(knobs, { dropWebhooks: false, webhookCopies: 1, holdWebhooks: false, replayWebhooksAfterMs: null, forgeWebhooks: null, webhookClockSkewSeconds: 0, failRunsWith: null, resultTtlMs: 3600_000, predictionImage: null });
    },
    /** Sends the held webhooks, all copies at once, in the order asked. */
    releaseWebhooks: (order: 'as-held' | 'reverse' | 'shuffle' = 'as-held', seed = 1) => webhooks.release(order, seed),
    /** Resolves when every webhook under way has been delivered (or given up). */
    settled: () => webhooks.settled(),
    async close() {
      for (const timer of timers) clearTimeout(timer);
      webhooks.close();
      await webhooks.settled();
      if (faults.down !== 'refuse') await stopListening();
    },
  };
}

export type FalDouble = Awaited<ReturnType<typeof startFalDouble>>;

/** flux-lora's `image_size`: `{width, height}` or a preset (fal's sizes). */
function imageSize(size: unknown): { width: number; height: number } {
  if (size && typeof size === 'object') return size as { width: number; height: number };
  const presets: Record<string, [number, number]> = {
    square_hd: [1024, 1024],
    square: [512, 512],
    portrait_4_3: [768, 1024],
    portrait_16_9: [576, 1024],
    landscape_4_3: [1024, 768],
    landscape_16_9: [1024, 576],
  };
  const [width, height] = presets[String(size ?? 'landscape_4_3')] ?? [1024, 768];
  return { width, height };
}

/** An infrastructure error as fal answers it: `{detail, error_type}`, the type also in X-Fal-Error-Type. */
const serverError = (status: number) => ({ detail: status === 504 ? 'Request timed out' : 'Runner unavailable', error_type: status === 504 ? 'request_timeout' : 'runner_scheduling_failure' });
const errorHeaders = (status: number) => ({ 'x-fal-error-type': serverError(status).error_type });
