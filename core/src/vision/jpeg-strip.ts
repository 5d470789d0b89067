/**
 * A JPEG that is already in the selfie format (what the browser sends: baseline, 8-bit YCbCr, upright, no colour
 * profile, inside SELFIE_LONG_SIDE_PX) is kept as it was encoded, its image data rebuilt into a new file without
 * anything else: re-encoding it would cost a second generation of JPEG loss and ~25 ms of CPU for the same pixels.
 *
 * The new file is SOI, a fixed JFIF header, then only the segments that make the picture, in their order: quantization
 * (DQT) and Huffman tables (DHT), restart interval (DRI), the baseline frame (SOF0), each scan header (SOS) with its
 * entropy-coded data, and EOI. Every APPn segment (EXIF, GPS, XMP, IPTC, ICC, an embedded thumbnail…), comment and
 * byte after EOI is dropped. Anything unusual (another frame type, an Adobe colour transform, components that are not
 * YCbCr's 1-2-3, a marker out of place) answers null, and the photo is decoded and re-encoded instead.
 */

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const SOF0 = 0xc0;
const KEPT = new Set([0xdb /* DQT */, 0xc4 /* DHT */, 0xdd /* DRI */]);
const APP14 = 0xee;

/** JFIF 1.01, no units, 1:1 pixel density, no thumbnail: what libjpeg writes. */
const JFIF_APP0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);

export interface StrippedJpeg {
  jpeg: Buffer;
  width: number;
  height: number;
}

export function stripBaselineJpeg(bytes: Uint8Array): StrippedJpeg | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  const parts: Uint8Array[] = [Buffer.from([0xff, SOI]), JFIF_APP0];
  let frame: { width: number; height: number } | null = null;
  let scans = 0;
  let pos = 2;
  for (;;) {
    if (pos >= bytes.length || bytes[pos] !== 0xff) return null;
    while (bytes[pos] === 0xff) pos++; // fill bytes before a marker
    const marker = bytes[pos++];
    if (marker === undefined) return null;
    if (marker === EOI) {
      if (!frame || scans === 0) return null;
      parts.push(Buffer.from([0xff, EOI]));
      return { jpeg: Buffer.concat(parts), ...frame };
    }
    if (pos + 2 > bytes.length) return null;
    const length = (bytes[pos]! << 8) | bytes[pos + 1]!;
    const end = pos + length;
    if (length < 2 || end > bytes.length) return null;
    const segment = bytes.subarray(pos - 2, end);
    if (marker === SOF0) {
      if (frame) return null;
      frame = readFrame(bytes.subarray(pos + 2, end));
      if (!frame) return null;
      parts.push(segment);
      pos = end;
    } else if (KEPT.has(marker)) {
      parts.push(segment);
      pos = end;
    } else if (marker === SOS) {
      if (!frame) return null;
      const dataEnd = entropyCodedEnd(bytes, end);
      if (dataEnd < 0) return null;
      parts.push(bytes.subarray(pos - 2, dataEnd));
      scans++;
      pos = dataEnd;
    } else if (marker >= 0xe0 && marker <= 0xef) {
      // Adobe's APP14 says how the components are coded (RGB, YCbCr or YCCK); dropped, it would change the colours.
      if (marker === APP14) return null;
      pos = end;
    } else if (marker === 0xfe) {
      pos = end; // comment
    } else {
      return null; // another frame type (progressive, lossless, arithmetic…), DNL, a restart marker out of a scan…
    }
  }
}

/** 8-bit, three components with YCbCr's ids 1, 2 and 3 (so they read as YCbCr without JFIF's word for it). */
function readFrame(frame: Uint8Array): { width: number; height: number } | null {
  if (frame.length !== 6 + 3 * 3 || frame[0] !== 8 || frame[5] !== 3) return null;
  if (frame[6] !== 1 || frame[9] !== 2 || frame[12] !== 3) return null;
  const height = (frame[1]! << 8) | frame[2]!;
  const width = (frame[3]! << 8) | frame[4]!;
  return width && height ? { width, height } : null;
}

/** Where a scan's entropy-coded data ends: the first marker that is not a stuffed 0xFF00 or a restart (RST0–7). */
function entropyCodedEnd(bytes: Uint8Array, from: number): number {
  for (let i = bytes.indexOf(0xff, from); i >= 0 && i + 1 < bytes.length; i = bytes.indexOf(0xff, i + 1)) {
    const next = bytes[i + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
      i++;
      continue;
    }
    if (next === 0xff) continue; // fill byte: the marker follows
    return i;
  }
  return -1;
}
