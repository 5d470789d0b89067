import type { ShrinkReply } from './shrink-photo-protocol';

/**
 * Chosen photos are brought to the selfie format in the browser before they are sent (shrink-photo.worker.ts): a
 * 12 MP phone photo of 3–8 MB leaves as ~0.5–0.7 MB, upright, without its metadata (GPS included). The work runs in
 * Web Workers, never on the page's thread, with the browser's own decoder and resampler (createImageBitmap,
 * OffscreenCanvas): no library, no WebAssembly, and the same EXIF handling as the browser's own <img>. Where that is
 * not possible (no OffscreenCanvas, a HEIC the browser cannot decode), the original is sent and the server brings
 * it to the same format.
 */
export interface PreparedPhoto {
  /** What is sent: the shrunk JPEG under the chosen file's name, or the original. */
  file: File;
  /** A small upright preview (a shrunk photo's), or null where the browser cannot show the original. */
  preview: Blob | null;
  shrunk: boolean;
}

const IDLE_MS = 20_000;

interface Job {
  id: number;
  file: File;
  resolve: (reply: ShrinkReply) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

const supported = () => typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined' && typeof createImageBitmap !== 'undefined';

/** Two at a time where the device has two cores or more (a 12 MP photo takes a core ~0.1–0.3 s), else one. */
const workerCount = () => Math.min(2, navigator.hardwareConcurrency || 1);

class ShrinkPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  run(file: File): Promise<ShrinkReply> {
    return new Promise((resolve) => {
      this.queue.push({ id: this.nextId++, file, resolve });
      this.dispatch();
    });
  }

  private dispatch() {
    clearTimeout(this.idleTimer);
    while (this.queue.length) {
      const slot = this.slots.find((s) => !s.job) ?? (this.slots.length < workerCount() ? this.start() : undefined);
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.worker.postMessage({ id: job.id, file: job.file });
    }
    if (this.slots.every((s) => !s.job)) this.idleTimer = setTimeout(() => this.stopAll(), IDLE_MS);
  }

  private start(): Slot {
    const worker = new Worker(new URL('./shrink-photo.worker.ts', import.meta.url), { type: 'module', name: 'shrink-photo' });
    const slot: Slot = { worker, job: null };
    const finish = (reply: ShrinkReply) => {
      const job = slot.job;
      slot.job = null;
      job?.resolve(reply);
      this.dispatch();
    };
    worker.onmessage = (event: MessageEvent<ShrinkReply>) => finish(event.data);
    // The worker could not load or died: this photo goes as it is, and the next one gets a new worker.
    worker.onerror = (event) => {
      event.preventDefault();
      this.slots.splice(this.slots.indexOf(slot), 1);
      worker.terminate();
      finish({ id: slot.job?.id ?? 0, ok: false, reason: event.message || 'worker failed' });
    };
    this.slots.push(slot);
    return slot;
  }

  private stopAll() {
    for (const slot of this.slots.splice(0)) slot.worker.terminate();
  }
}

let pool: ShrinkPool | undefined;

const previewable = (file: File) => /^image\/(jpeg|png|webp)$/.test(file.type);

/** The photo to send for a chosen file, and its preview; never fails (the original is the fallback). */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const original: PreparedPhoto = { file, preview: previewable(file) ? file : null, shrunk: false };
  if (!supported()) return original;
  const reply = await (pool ??= new ShrinkPool()).run(file);
  if (!reply.ok) return original;
  // Under the chosen file's name, as the user knows it (the server reads the format from the bytes).
  return { file: new File([reply.photo], file.name, { type: 'image/jpeg', lastModified: file.lastModified }), preview: reply.preview, shrunk: true };
}
