import type { Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  name: string;
  mtime: Date;
  /** The entry's bytes; null leaves the entry out (its file went between listing and packing). */
  open(): Promise<Readable | null>;
}

/**
 * A ZIP of the entries, stored uncompressed (JPEGs don't shrink), produced as it is read: one file is open at a
 * time and nothing is read ahead of the consumer. The entries may come lazily (a list read page by page).
 */
export async function* zipEntries(entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else ready.push(chunk);
  });
  const drain = function* () {
    if (failure) throw failure;
    yield* ready.splice(0);
  };
  for await (const entry of entries) {
    const body = await entry.open();
    if (!body) continue;
    const file = new ZipPassThrough(entry.name);
    file.mtime = entry.mtime;
    zip.add(file);
    for await (const chunk of body) {
      file.push(chunk as Uint8Array);
      yield* drain();
    }
    file.push(new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}
