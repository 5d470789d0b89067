import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

export interface ZipEntry {
  name: string;
  mtime: Date;
  /** The entry's bytes; null leaves the entry out (its file went between listing and packing). */
  open(): Promise<Readable | null>;
}

/** What the central directory needs of an entry already written (about 60 bytes plus its name). */
interface Written {
  name: Buffer;
  dosTime: number;
  crc: number;
  size: number;
  offset: number;
}

const MAX32 = 0xffffffff;
const MAX16 = 0xffff;
/** UTF-8 names (bit 11), sizes and CRC in a data descriptor after the bytes (bit 3). */
const FLAGS = 0x0808;
/** The archive goes out in pieces of at least this many bytes (but the last), or a file's chunk when larger. */
const OUTPUT_PIECE = 64 * 1024;

/** MS-DOS date and time (local time, 2 s resolution); a date outside the years it holds (1980–2107) is clamped. */
function dosTime(at: Date): number {
  const year = at.getFullYear();
  if (!(year >= 1980)) return (1 << 21) | (1 << 16); // 1980-01-01 00:00 (also for an invalid date)
  if (year > 2107) return (127 << 25) | (12 << 21) | (31 << 16) | (23 << 11) | (59 << 5) | 29;
  return ((year - 1980) << 25) | ((at.getMonth() + 1) << 21) | (at.getDate() << 16) | (at.getHours() << 11) | (at.getMinutes() << 5) | (at.getSeconds() >> 1);
}

function localHeader(name: Buffer, time: number): Buffer {
  const b = Buffer.alloc(30 + name.length);
  b.writeUInt32LE(0x04034b50, 0);
  b.writeUInt16LE(20, 4); // version needed: 2.0 (sizes and offsets that need ZIP64 are only in the descriptor and the directory)
  b.writeUInt16LE(FLAGS, 6);
  b.writeUInt16LE(0, 8); // stored
  b.writeUInt32LE(time >>> 0, 10);
  // CRC and sizes (14..25) are 0: they follow the bytes, in the data descriptor.
  b.writeUInt16LE(name.length, 26);
  b.writeUInt16LE(0, 28);
  name.copy(b, 30);
  return b;
}

/** The data descriptor: 8-byte sizes for an entry of 4 GiB or more (as ZIP64 readers expect then), else 4-byte. */
function dataDescriptor(crc: number, size: number): Buffer {
  const wide = size >= MAX32;
  const b = Buffer.alloc(wide ? 24 : 16);
  b.writeUInt32LE(0x08074b50, 0);
  b.writeUInt32LE(crc >>> 0, 4);
  if (wide) {
    b.writeBigUInt64LE(BigInt(size), 8);
    b.writeBigUInt64LE(BigInt(size), 16);
  } else {
    b.writeUInt32LE(size, 8);
    b.writeUInt32LE(size, 12);
  }
  return b;
}

/** A central directory record; a ZIP64 extra field holds the size and the offset where they do not fit 32 bits. */
function directoryRecord(e: Written): Buffer {
  const bigSize = e.size >= MAX32;
  const bigOffset = e.offset >= MAX32;
  const extra = (bigSize ? 16 : 0) + (bigOffset ? 8 : 0);
  const extraLength = extra ? 4 + extra : 0;
  const b = Buffer.alloc(46 + e.name.length + extraLength);
  b.writeUInt32LE(0x02014b50, 0);
  b.writeUInt16LE((3 << 8) | 45, 4); // made by: Unix, 4.5
  b.writeUInt16LE(extra ? 45 : 20, 6);
  b.writeUInt16LE(FLAGS, 8);
  b.writeUInt16LE(0, 10);
  b.writeUInt32LE(e.dosTime >>> 0, 12);
  b.writeUInt32LE(e.crc >>> 0, 16);
  b.writeUInt32LE(bigSize ? MAX32 : e.size, 20);
  b.writeUInt32LE(bigSize ? MAX32 : e.size, 24);
  b.writeUInt16LE(e.name.length, 28);
  b.writeUInt16LE(extraLength, 30);
  // comment length, disk number, internal attributes: 0
  b.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
  b.writeUInt32LE(bigOffset ? MAX32 : e.offset, 42);
  e.name.copy(b, 46);
  if (extra) {
    let at = 46 + e.name.length;
    b.writeUInt16LE(0x0001, at);
    b.writeUInt16LE(extra, at + 2);
    at += 4;
    if (bigSize) {
      b.writeBigUInt64LE(BigInt(e.size), at);
      b.writeBigUInt64LE(BigInt(e.size), at + 8);
      at += 16;
    }
    if (bigOffset) b.writeBigUInt64LE(BigInt(e.offset), at);
  }
  return b;
}

/** The end records: a ZIP64 end record and its locator first when the count, size or offset overflow the classic one. */
function end(count: number, directorySize: number, directoryOffset: number): Buffer {
  const zip64 = count >= MAX16 || directorySize >= MAX32 || directoryOffset >= MAX32;
  const classic = Buffer.alloc(22);
  classic.writeUInt32LE(0x06054b50, 0);
  classic.writeUInt16LE(zip64 ? MAX16 : count, 8);
  classic.writeUInt16LE(zip64 ? MAX16 : count, 10);
  classic.writeUInt32LE(zip64 ? MAX32 : directorySize, 12);
  classic.writeUInt32LE(zip64 ? MAX32 : directoryOffset, 16);
  if (!zip64) return classic;
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4); // the record's size after this field
  record.writeUInt16LE((3 << 8) | 45, 12);
  record.writeUInt16LE(45, 14);
  // this disk, the directory's disk: 0
  record.writeBigUInt64LE(BigInt(count), 24);
  record.writeBigUInt64LE(BigInt(count), 32);
  record.writeBigUInt64LE(BigInt(directorySize), 40);
  record.writeBigUInt64LE(BigInt(directoryOffset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(directoryOffset + directorySize), 8);
  locator.writeUInt32LE(1, 16); // disks in all
  return Buffer.concat([record, locator, classic]);
}

/**
 * A ZIP of the entries, stored uncompressed (JPEGs don't shrink), produced as it is read: one file is open at a
 * time and nothing is read ahead of the consumer but the piece being filled (under 64 KiB), so memory stays flat whatever the count (what is kept is the
 * central directory's record of each entry, some 100 bytes). ZIP64 records are written where the count passes
 * 65,534 or a size or an offset passes 4 GiB. The entries may come lazily (a list read page by page). When the
 * consumer stops (the client went), the file being read is closed and no further entry is opened.
 */
export async function* zipEntries(entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>): AsyncGenerator<Uint8Array> {
  const written: Written[] = [];
  let offset = 0;
  // Small pieces (headers, descriptors, small files) go out together, up to OUTPUT_PIECE bytes: each piece costs the
  // response stream and the socket the same, whatever its size. A large chunk goes out as it is, uncopied.
  let pending: Uint8Array[] = [];
  let pendingLength = 0;
  const add = (bytes: Uint8Array) => {
    pending.push(bytes);
    pendingLength += bytes.length;
    offset += bytes.length;
  };
  const take = (): Uint8Array => {
    const out = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingLength);
    pending = [];
    pendingLength = 0;
    return out;
  };
  for await (const entry of entries) {
    const body = await entry.open();
    if (!body) continue;
    const name = Buffer.from(entry.name, 'utf8');
    const time = dosTime(entry.mtime);
    const at = offset;
    add(localHeader(name, time));
    let crc = 0;
    let size = 0;
    for await (const chunk of body) {
      const bytes = chunk as Uint8Array;
      if (bytes.length === 0) continue;
      crc = crc32(bytes, crc);
      size += bytes.length;
      if (bytes.length >= OUTPUT_PIECE) {
        if (pendingLength) yield take();
        offset += bytes.length;
        yield bytes;
        continue;
      }
      add(bytes);
      if (pendingLength >= OUTPUT_PIECE) yield take();
    }
    add(dataDescriptor(crc, size));
    if (pendingLength >= OUTPUT_PIECE) yield take();
    written.push({ name, dosTime: time, crc, size, offset: at });
  }
  const directoryOffset = offset;
  for (const e of written) {
    add(directoryRecord(e));
    if (pendingLength >= OUTPUT_PIECE) yield take();
  }
  add(end(written.length, offset - directoryOffset, directoryOffset));
  yield take();
}
