/** Upload formats accepted for selfies, told apart by their leading bytes (never by file name or MIME type). */
export type SourceFormat = 'jpeg' | 'png' | 'webp' | 'heic';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** ISO-BMFF brands of HEVC-coded HEIF stills and sequences (libheif decodes them; sharp's libvips cannot). */
const HEVC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
/** Generic HEIF brands: HEVC unless an AV1 brand says the file is AVIF. */
const GENERIC_HEIF_BRANDS = new Set(['mif1', 'msf1', 'mif2']);
const AV1_BRANDS = new Set(['avif', 'avis']);

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** The real format of an upload, or null for anything else (GIF, TIFF, SVG, AVIF, PDF, text, garbage…). */
export function detectImageFormat(bytes: Uint8Array): SourceFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (isHevcHeif(bytes)) return 'heic';
  return null;
}

/** `ftyp` box first: size (4 bytes), 'ftyp', major brand, minor version, then compatible brands to the box end. */
function isHevcHeif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const boxEnd = Math.min(boxSize >= 16 ? boxSize : 16, bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  if (brands.some((brand) => HEVC_BRANDS.has(brand))) return true;
  return GENERIC_HEIF_BRANDS.has(brands[0]!) && !brands.some((brand) => AV1_BRANDS.has(brand));
}
