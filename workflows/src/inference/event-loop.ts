import { Zip, ZipPassThrough } from 'fflate';

// CPU work in an activity shares the event loop with its heartbeats (a timer) and with everything else the worker
// runs: a long synchronous stretch delays them all. Temporal sends a heartbeat at most every 24 s with the 30 s
// timeout of the long steps, so a stretch of more than a few seconds risks the step being given up (and its paid run
// resumed by another attempt). Long CPU work here is split into turns, and the loop runs timers between them.

/** Lets the event loop run what is due (timers, I/O, a heartbeat) before the caller goes on. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Bytes a zip entry takes per turn: its CRC is computed as it is added (about 2 ms a MB). */
const ZIP_CHUNK = 1 << 20;

/**
 * A zip of the files as they are (stored, no compression: JPEGs do not compress further), built in turns of at most
 * a megabyte each instead of in one call (fflate's zipSync took 0.75 s on 80 MB, blocking the loop throughout).
 */
export async function zipStored(files: readonly { name: string; bytes: Uint8Array }[]): Promise<Uint8Array<ArrayBuffer>> {
  const parts: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else parts.push(chunk);
  });
  for (const file of files) {
    const entry = new ZipPassThrough(file.name);
    zip.add(entry);
    if (file.bytes.length === 0) entry.push(file.bytes, true);
    for (let at = 0; at < file.bytes.length; at += ZIP_CHUNK) {
      entry.push(file.bytes.subarray(at, at + ZIP_CHUNK), at + ZIP_CHUNK >= file.bytes.length);
      await nextTurn();
    }
  }
  zip.end();
  if (failure) throw failure;
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  let copied = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
    copied += part.length;
    if (copied >= 8 * ZIP_CHUNK) {
      copied = 0;
      await nextTurn();
    }
  }
  return out;
}

/**
 * Runs `work` and measures the longest stretch in which the event loop could not run a 1 ms timer meanwhile (what a
 * heartbeat would have waited), for tests and the bench.
 */
export async function longestBlock<T>(work: () => T | Promise<T>): Promise<{ result: T; longestMs: number; totalMs: number }> {
  let last = performance.now();
  let longest = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  const started = performance.now();
  try {
    const result = await work();
    const now = performance.now();
    // A stretch that ran up to the end is seen by no tick.
    return { result, longestMs: Math.round(Math.max(longest, now - last)), totalMs: Math.round(now - started) };
  } finally {
    clearInterval(tick);
  }
}
