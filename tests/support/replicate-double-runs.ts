import { randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { mediaTools, runTool } from '@kadr/workflows/inference/local/video-ffmpeg';
import type { ReplicateRun, WebhookEvent } from '@kadr/workflows/inference/replicate/replicate-types';
import { signedHeaders } from './standard-webhooks';

// The double's side of a run: inspecting the input zip as the trainer would, and delivering webhooks the
// way Replicate documents them (Standard Webhooks signatures, event filter, logs throttled, retries).

export interface WebhookRecord {
  id: string;
  event: WebhookEvent;
  runId: string;
  status: ReplicateRun['status'];
  url: string;
  /** HTTP status of each attempt; empty when the knob dropped it. */
  responses: number[];
  dropped: boolean;
}

export interface WebhookKnobs {
  dropWebhooks: boolean;
  duplicateWebhooks: boolean;
}

const IMAGE_MAGIC: ((b: Uint8Array) => boolean)[] = [
  (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  (b) => Buffer.from(b.subarray(0, 4)).toString('latin1') === 'RIFF' && Buffer.from(b.subarray(8, 12)).toString('latin1') === 'WEBP',
];

/** Downloads an input file from the internet, as a model's container does; throws the error the model would report. */
export async function downloadInput(url: string, name: string): Promise<Uint8Array> {
  let res: Response;
  try {
    res = await fetch(url);
  } catch (err) {
    throw new Error(`Failed to download ${name}: ${(err as Error).message}`);
  }
  if (!res.ok) throw new Error(`Failed to download ${name}: HTTP ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

/**
 * Whether a host is one Replicate cannot reach: loopback, private, link-local or unspecified addresses, `localhost`,
 * and names that resolve to one (a presigned link to a store inside our network).
 */
export async function isPrivateHost(hostname: string): Promise<boolean> {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return true;
  const addresses = isIP(host) ? [host] : await lookup(host, { all: true }).then((found) => found.map((a) => a.address), () => []);
  return addresses.some(isPrivateAddress);
}

function isPrivateAddress(address: string): boolean {
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.\d+\.\d+$/i.exec(address);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  const v6 = address.toLowerCase();
  return v6 === '::' || v6 === '::1' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6);
}

/** Reads the images in the `input_images` zip; throws the error the trainer would report. */
export function readInputImages(zip: Uint8Array): Buffer[] {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip);
  } catch {
    throw new Error('input_images must be a zip file of images');
  }
  const images = Object.entries(entries).filter(
    ([name, bytes]) => !name.endsWith('/') && !name.startsWith('__MACOSX/') && IMAGE_MAGIC.some((is) => is(bytes)),
  );
  if (images.length === 0) throw new Error('No images found in input_images: the zip must contain .jpg, .png or .webp files');
  return images.map(([, bytes]) => Buffer.from(bytes));
}

/** Checks an image-to-video model's `image` input; throws the error the model would report when it is no image. */
export function inspectInputImage(bytes: Uint8Array): number {
  if (!IMAGE_MAGIC.some((is) => is(bytes))) throw new Error('cannot identify image file');
  return bytes.length;
}

/** A playable H.264 MP4 of `seconds` at 24 fps, `side`² (ffmpeg's test pattern), as a video model would answer. */
export async function renderTestVideo(seconds: number, side: number): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'kadr-double-'));
  try {
    const out = join(dir, 'output.mp4');
    await runTool((await mediaTools()).ffmpeg.path, [
      '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
      '-f', 'lavfi', '-i', `testsrc2=size=${side}x${side}:rate=24:duration=${seconds}`,
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', out,
    ]);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** tqdm's bar, as the FLUX LoRA trainer prints it for its training steps. */
export function progressLine(done: number, total: number): string {
  const pct = Math.floor((done / total) * 100);
  const bar = '█'.repeat(Math.floor(pct / 10)).padEnd(10, ' ');
  return `flux_train_replicate: ${String(pct).padStart(3)}%|${bar}| ${done}/${total} [00:${String(done % 60).padStart(2, '0')}<00:10, 1.50it/s, lr: 4.0e-04 loss: 3.1e-01]`;
}

export const runId = () => Array.from(randomBytes(26), (b) => 'abcdefghijklmnopqrstuvwxyz234567'[b % 32]).join('');

/** Sends the webhooks of runs: the filter decides which events go out; `logs`/`output` at most every 500 ms. */
export class WebhookSender {
  readonly sent: WebhookRecord[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private readonly lastThrottled = new Map<string, number>();

  constructor(
    private readonly secret: () => string,
    private readonly knobs: WebhookKnobs,
  ) {}

  emit(run: ReplicateRun, event: WebhookEvent): void {
    if (!run.webhook) return;
    const filter = run.webhook_events_filter ?? ['start', 'output', 'logs', 'completed'];
    if (!filter.includes(event)) return;
    if (event === 'logs' || event === 'output') {
      const last = this.lastThrottled.get(run.id) ?? 0;
      if (Date.now() - last < 500) return;
      this.lastThrottled.set(run.id, Date.now());
    }
    const record: WebhookRecord = {
      id: `msg_${randomBytes(12).toString('hex')}`,
      event,
      runId: run.id,
      status: run.status,
      url: run.webhook,
      responses: [],
      dropped: this.knobs.dropWebhooks,
    };
    this.sent.push(record);
    if (record.dropped) return;
    const body = JSON.stringify(run);
    const copies = this.knobs.duplicateWebhooks ? 2 : 1;
    const delivery = (async () => {
      for (let copy = 0; copy < copies; copy++) await this.deliver(record, body);
    })();
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  /** Up to three attempts per delivery (same id, fresh timestamp and signature), as Replicate retries. */
  private async deliver(record: WebhookRecord, body: string): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const status = await fetch(record.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders(this.secret(), body, { id: record.id }) },
        body,
      }).then(
        async (res) => (await res.arrayBuffer(), res.status),
        () => 0,
      );
      record.responses.push(status);
      if (status >= 200 && status < 300) return;
      if (status >= 400 && status < 500 && status !== 429) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Resolves when no delivery is under way. */
  async settled(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }
}
