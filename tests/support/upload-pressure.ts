// Photo uploads against a real server process, over real sockets: the multipart client, the server's resident
// memory read from /proc, and /healthz latency while the uploads run. Used by tests/api/upload-memory.test.ts and
// `npm run bench -- uploads`.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { request, Agent } from 'node:http';
import pg from 'pg';
import sharp from 'sharp';
import { spawnServer, type RunningServer } from './spawn-server';
import { readFaceApiSample } from '../fixtures/vision/photos';

export interface UploadPart {
  name: string;
  bytes: Buffer;
  type?: string;
}

export interface MultipartAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the REST envelope; callers assert its fields
  body: any;
  /** Request bytes the client had written when the answer's headers arrived. */
  sentBeforeAnswer: number;
  /** Request bytes in the whole body. */
  bodyBytes: number;
  ms: number;
}

/**
 * POSTs `images` parts as multipart/form-data with a Content-Length, writing at the pace the server reads.
 * `stallAfter`: stop writing after this many bytes and wait for the answer (a server that waits for the rest of the
 * body never answers: the call then fails after `stallMs`). Resolves with the answer, however far the body got.
 */
export function postPhotos(
  url: string,
  token: string,
  parts: UploadPart[],
  options: { fields?: Record<string, string>; stallAfter?: number; stallMs?: number; chunked?: boolean } = {},
): Promise<MultipartAnswer> {
  const boundary = `----kadr${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(options.fields ?? {})) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${part.name}"\r\nContent-Type: ${part.type ?? 'image/jpeg'}\r\n\r\n`));
    chunks.push(part.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const bodyBytes = chunks.reduce((n, c) => n + c.length, 0);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    let stallTimer: NodeJS.Timeout | undefined;
    const req = request(url, {
      method: 'POST',
      agent: false,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(options.chunked ? {} : { 'content-length': String(bodyBytes) }),
      },
    });
    req.on('response', (res) => {
      answered = true;
      clearTimeout(stallTimer);
      const sentBeforeAnswer = sent;
      const body: Buffer[] = [];
      res.on('data', (d: Buffer) => body.push(d));
      res.on('end', () => {
        const text = Buffer.concat(body).toString();
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          /* not JSON */
        }
        resolve({ status: res.statusCode ?? 0, body: parsed, sentBeforeAnswer, bodyBytes, ms: performance.now() - started });
        req.destroy();
      });
    });
    // Writing after the server answered and closed fails with EPIPE/ECONNRESET: expected for a refused upload.
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    const SLICE = 256 * 1024;
    const write = async () => {
      for (const chunk of chunks) {
        for (let offset = 0; offset < chunk.length; offset += SLICE) {
          if (answered || req.destroyed) return;
          const piece = chunk.subarray(offset, Math.min(chunk.length, offset + SLICE));
          if (options.stallAfter !== undefined && sent + piece.length > options.stallAfter) {
            stallTimer = setTimeout(() => reject(new Error(`no answer within ${options.stallMs ?? 30_000} ms of stalling after ${sent} bytes`)), options.stallMs ?? 30_000);
            return;
          }
          sent += piece.length;
          if (!req.write(piece)) {
            await new Promise<void>((resolve) => {
              const done = () => {
                req.off('drain', done).off('close', done);
                resolve();
              };
              req.on('drain', done).on('close', done);
            });
          }
        }
      }
      req.end();
    };
    write().catch(reject);
  });
}

/** A JPEG selfie-sized photo (a face-api demo picture), padded with zeros after its end to `bytes` bytes. */
export async function paddedPhoto(bytes: number): Promise<Buffer> {
  const jpeg = await sharp(await readFaceApiSample(1)).resize(1024, 1024, { fit: 'cover' }).jpeg({ quality: 90 }).toBuffer();
  if (jpeg.length > bytes) throw new Error(`the photo is already ${jpeg.length} bytes`);
  return Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length)]);
}

/** Resident memory of a process, in bytes: now (VmRSS) and its peak so far (VmHWM). */
export function residentMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Ids of the processes started by `pid` (its photo-check processes), read from /proc. */
export function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat is the parent's id; the name (field 2) may hold spaces, inside parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry));
    } catch {
      /* it ended meanwhile */
    }
  }
  return children;
}

const rssOf = (pids: number[]) =>
  pids.reduce((sum, pid) => {
    try {
      return sum + residentMemory(pid).rss;
    } catch {
      return sum;
    }
  }, 0);

export interface PressureServer {
  server: RunningServer;
  token: string;
  refreshToken: string;
  /** A fresh draft model of the signed-in user. */
  newModel(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The API as production runs it (NODE_ENV=production, PostgreSQL, jobs in a separate worker: RUN_WORKERS=false),
 * `node --import tsx server/src/main.ts` from `root` (default: this checkout), on a database of its own, with one
 * signed-up user.
 */
export async function startPressureServer(pgServerUrl: string, env: Record<string, string> = {}, root?: string): Promise<PressureServer> {
  const name = `kadr_uploads_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgServerUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const dbUrl = new URL(pgServerUrl);
  dbUrl.pathname = `/${name}`;
  const drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end().catch(() => {});
  };
  let server: RunningServer;
  try {
    server = await spawnServer(
      {
        DATABASE_URL: dbUrl.toString(),
        NODE_ENV: 'production',
        RUN_WORKERS: 'false',
        REQUIRE_EMAIL_CONFIRMATION: 'false',
        JWT_SECRET: randomBytes(24).toString('hex'),
        LOG_LEVEL: 'error',
        ...env,
      },
      ['node', '--import', 'tsx', 'server/src/main.ts'],
      root,
    );
  } catch (err) {
    await drop();
    throw err;
  }
  const api = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { data: Record<string, unknown> };
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return json.data;
  };
  const reg = await api('/api/auth/register', { email: `uploads-${randomBytes(4).toString('hex')}@example.com`, password: 'upload-pressure', fullName: 'Uploads' });
  const token = reg.token as string;
  return {
    server,
    token,
    refreshToken: reg.refreshToken as string,
    newModel: async () => (await api('/api/ai/models', { name: 'Pressure' }, token)).modelId as string,
    async close() {
      await server.stop();
      await drop();
    },
  };
}

export interface PressureResult {
  /** API process RSS before the uploads started, bytes. */
  rssBefore: number;
  /** Highest API process RSS sampled while they ran (every 20 ms), bytes. */
  rssPeak: number;
  /** API process RSS once all had answered, bytes. */
  rssAfter: number;
  /** Highest RSS of the API's child processes together (its photo-check processes), bytes. */
  childrenPeak: number;
  /** Highest RSS of the API and its children together, sampled at the same moments, bytes. */
  totalPeak: number;
  /** /healthz latency while the uploads ran, ms. */
  healthz: Percentiles;
  /** /healthz latency for `idleProbeMs` before they started (the machine's own noise), ms. */
  healthzIdle: Percentiles;
  uploads: MultipartAnswer[];
}

export interface Percentiles {
  n: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * Runs `uploads` (each a list of parts to a model) at once against the server, sampling its RSS every 20 ms and
 * asking /healthz one request after another (one keep-alive connection) until all have answered; before, asks
 * /healthz the same way for `idleProbeMs` with nothing else running.
 */
export async function uploadPressure(target: PressureServer, uploads: { modelId: string; parts: UploadPart[] }[], idleProbeMs = 0): Promise<PressureResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const healthz = () =>
    new Promise<number>((resolve, reject) => {
      const t0 = performance.now();
      request(`${target.server.url}/healthz`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(performance.now() - t0));
      })
        .on('error', reject)
        .end();
    });
  const pause = () => new Promise((r) => setTimeout(r, 10));
  const idle: number[] = [];
  for (const until = Date.now() + idleProbeMs; Date.now() < until; await pause()) idle.push(await healthz());

  const pid = target.server.process.pid!;
  const rssBefore = residentMemory(pid).rss;
  let rssPeak = rssBefore;
  let childrenPeak = 0;
  let totalPeak = 0;
  let children = childPids(pid);
  const sampler = setInterval(() => {
    try {
      const api = residentMemory(pid).rss;
      const kids = rssOf(children);
      rssPeak = Math.max(rssPeak, api);
      childrenPeak = Math.max(childrenPeak, kids);
      totalPeak = Math.max(totalPeak, api + kids);
    } catch {
      /* the process ended */
    }
  }, 20);
  // Children come and go (started on the first photo, stopped when idle): looked up again every second.
  const finder = setInterval(() => (children = childPids(pid)), 1000);
  let running = true;
  const latencies: number[] = [];
  const probe = (async () => {
    for (; running; await pause()) latencies.push(await healthz());
  })();
  try {
    const answers = await Promise.all(uploads.map((u) => postPhotos(`${target.server.url}/api/ai/models/${u.modelId}/photos`, target.token, u.parts)));
    return { rssBefore, rssPeak, rssAfter: residentMemory(pid).rss, childrenPeak, totalPeak, healthz: percentiles(latencies), healthzIdle: percentiles(idle), uploads: answers };
  } finally {
    running = false;
    await probe.catch(() => {});
    clearInterval(sampler);
    clearInterval(finder);
    agent.destroy();
  }
}

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  return { n: sorted.length, p50: at(50), p99: at(99), max: sorted[sorted.length - 1] ?? NaN };
}

export const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
