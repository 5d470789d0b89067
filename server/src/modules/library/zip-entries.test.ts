import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipEntries, type ZipEntry } from './zip-entries';

const run = promisify(execFile);

async function collect(zip: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of zip) parts.push(part);
  return Buffer.concat(parts);
}

/** A file's bytes as a store gives them: in chunks. */
const streamOf = (bytes: Buffer, chunk = 7_000) => Readable.from(Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, i) => bytes.subarray(i * chunk, (i + 1) * chunk)));

/** Info-ZIP's own test of the archive (CRC of every entry, the directory), where the CLI is installed. */
async function unzipTest(zip: Buffer): Promise<string | null> {
  const dir = await mkdtemp(join(tmpdir(), 'kadr-zip-'));
  try {
    await writeFile(join(dir, 'a.zip'), zip);
    const { stdout } = await run('unzip', ['-tq', join(dir, 'a.zip')], { maxBuffer: 64 << 20 }).catch((err: NodeJS.ErrnoException & { stdout?: string }) => {
      if (err.code === 'ENOENT') return { stdout: null };
      throw err;
    });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('zipEntries', () => {
  it('writes stored entries that unzip byte for byte, with their names and times, skipping a file that went', async () => {
    const files = Array.from({ length: 12 }, (_, i) => ({ name: i === 3 ? 'zdjęcie-3.jpg' : `kadr-${i}.jpg`, bytes: randomBytes(i === 0 ? 0 : 1_000 + i * 9_973) }));
    const mtime = new Date(2026, 11, 7, 14, 30, 12);
    const entries: ZipEntry[] = files.map((f) => ({ name: f.name, mtime, open: async () => streamOf(f.bytes) }));
    entries.splice(5, 0, { name: 'gone.jpg', mtime, open: async () => null });
    const zip = await collect(zipEntries(entries));
    const out = unzipSync(new Uint8Array(zip));
    expect(Object.keys(out)).toEqual(files.map((f) => f.name));
    for (const f of files) expect(Buffer.from(out[f.name]!).equals(f.bytes)).toBe(true);
    // Stored: the archive is the files plus headers (30 + 16 + 46 bytes and the name twice per entry, 22 at the end).
    const overhead = files.reduce((n, f) => n + 92 + 2 * Buffer.byteLength(f.name), 22);
    expect(zip.length).toBe(files.reduce((n, f) => n + f.bytes.length, 0) + overhead);
    // DOS time of the first entry's central record (2 s resolution, local time).
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    const time = zip.readUInt32LE(central + 12);
    expect([(time >>> 25) + 1980, (time >>> 21) & 15, (time >>> 16) & 31, (time >>> 11) & 31, (time >>> 5) & 63, (time & 31) * 2]).toEqual([2026, 12, 7, 14, 30, 12]);
    const tested = await unzipTest(zip);
    if (tested !== null) expect(tested).toMatch(/No errors detected/);
  });

  it('writes ZIP64 end records past 65,534 entries, and every entry still unzips', async () => {
    const count = 70_000;
    const mtime = new Date(2026, 0, 1);
    const entries = function* (): Generator<ZipEntry> {
      for (let i = 0; i < count; i++) yield { name: `${i}.txt`, mtime, open: async () => Readable.from([Buffer.from(String(i))]) };
    };
    const zip = await collect(zipEntries(entries()));
    // The classic end record says "see ZIP64" (0xFFFF entries), the ZIP64 one has the real count.
    expect(zip.readUInt32LE(zip.length - 22)).toBe(0x06054b50);
    expect(zip.readUInt16LE(zip.length - 22 + 10)).toBe(0xffff);
    expect(zip.readUInt32LE(zip.length - 42)).toBe(0x07064b50);
    const zip64End = Number(zip.readBigUInt64LE(zip.length - 42 + 8));
    expect(zip.readUInt32LE(zip64End)).toBe(0x06064b50);
    expect(Number(zip.readBigUInt64LE(zip64End + 32))).toBe(count);
    const out = unzipSync(new Uint8Array(zip));
    expect(Object.keys(out).length).toBe(count);
    expect(Buffer.from(out['69999.txt']!).toString()).toBe('69999');
    const tested = await unzipTest(zip);
    if (tested !== null) expect(tested).toMatch(/No errors detected/);
  });

  it('writes ZIP64 sizes and offsets past 4 GiB: an 8-byte data descriptor, the directory\'s ZIP64 extra fields', async () => {
    // 4 GiB + 1 MiB of one repeated chunk, then a small file whose local header starts past 4 GiB. Only what is
    // needed to check the records is kept: the second entry's header, and the archive's last 64 KiB.
    const chunk = Buffer.alloc(1 << 20, 7);
    const chunks = 4097;
    const big = chunks * chunk.length;
    const entries: ZipEntry[] = [
      { name: 'big.bin', mtime: new Date(2026, 0, 1), open: async () => Readable.from((function* () { for (let i = 0; i < chunks; i++) yield chunk; })()) },
      { name: 'small.txt', mtime: new Date(2026, 0, 1), open: async () => Readable.from([Buffer.from('after 4 GiB')]) },
    ];
    let at = 0;
    let tail = Buffer.alloc(0);
    const secondHeader = big + 30 + 'big.bin'.length + 24;
    let second: Buffer | null = null;
    for await (const piece of zipEntries(entries)) {
      const bytes = Buffer.from(piece.buffer, piece.byteOffset, piece.length);
      if (second === null && at + bytes.length > secondHeader && at <= secondHeader) second = Buffer.from(bytes.subarray(secondHeader - at, secondHeader - at + 30));
      at += bytes.length;
      tail = bytes.length >= 65_536 ? Buffer.from(bytes.subarray(-65_536)) : Buffer.concat([tail, bytes]).subarray(-65_536);
    }
    // The big entry's descriptor has 8-byte sizes; the small one's local header is where the directory says.
    expect(second!.readUInt32LE(0)).toBe(0x04034b50);
    const end = tail.length - 22;
    expect(tail.readUInt32LE(end)).toBe(0x06054b50);
    expect(tail.readUInt32LE(end + 16)).toBe(0xffffffff); // the directory's offset: see ZIP64
    const zip64End = tail.length - 22 - 20 - 56;
    expect(tail.readUInt32LE(zip64End)).toBe(0x06064b50);
    const directoryOffset = Number(tail.readBigUInt64LE(zip64End + 48));
    const directory = tail.subarray(tail.length - (at - directoryOffset));
    // First record: big.bin, sizes 0xFFFFFFFF and the real ones in its ZIP64 extra field (offset 0 fits 32 bits).
    expect(directory.readUInt32LE(20)).toBe(0xffffffff);
    expect(directory.readUInt16LE(46 + 7)).toBe(0x0001);
    expect(directory.readUInt16LE(46 + 7 + 2)).toBe(16);
    expect([Number(directory.readBigUInt64LE(46 + 7 + 4)), Number(directory.readBigUInt64LE(46 + 7 + 12))]).toEqual([big, big]);
    // Second record: small.txt, size 11 in 32 bits, its offset in the ZIP64 extra field.
    const record2 = 46 + 7 + 20;
    expect(directory.readUInt32LE(record2)).toBe(0x02014b50);
    expect(directory.readUInt32LE(record2 + 24)).toBe(11);
    expect(directory.readUInt32LE(record2 + 42)).toBe(0xffffffff);
    expect(directory.readUInt16LE(record2 + 46 + 9)).toBe(0x0001);
    expect(Number(directory.readBigUInt64LE(record2 + 46 + 9 + 4))).toBe(secondHeader);
  }, 120_000);

  it('reads nothing ahead of its consumer, and when the consumer stops closes the open file and opens no other', async () => {
    const opened: string[] = [];
    const bodies: Readable[] = [];
    const reads: number[] = [];
    const big = () => {
      let n = 0;
      const body = new Readable({
        read() {
          reads.push(n);
          this.push(n++ < 1000 ? Buffer.alloc(16_384, n) : null);
        },
        highWaterMark: 16_384,
      });
      bodies.push(body);
      return body;
    };
    const entries: ZipEntry[] = ['a.jpg', 'b.jpg', 'c.jpg'].map((name) => ({ name, mtime: new Date(), open: async () => (opened.push(name), big()) }));
    const zip = zipEntries(entries);
    let taken = 0;
    for (let i = 0; i < 10; i++) taken += (await zip.next()).value!.length;
    // What was read is what was taken, plus at most the piece being filled (64 KiB) and the stream's buffer (16 KiB),
    // not the file's 16 MB.
    expect(taken).toBeGreaterThan(10 * 16_384);
    expect(reads.length * 16_384).toBeLessThanOrEqual(taken + 64 * 1024 + 2 * 16_384);
    await zip.return(undefined);
    expect(opened).toEqual(['a.jpg']);
    expect(bodies.map((b) => b.destroyed)).toEqual([true]);
  });
});
