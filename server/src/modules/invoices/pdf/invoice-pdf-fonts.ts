import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Noto Sans (SIL Open Font License 1.1, which allows embedding) as TrueType files from the npm package
 * @expo-google-fonts/noto-sans: the full Latin, Greek and Cyrillic font, so every Polish letter has its glyph.
 * pdfkit embeds the subset of glyphs a document uses (FontFile2) with a ToUnicode map, so the text can be copied
 * and searched. The PDF's 14 standard fonts have no ą, ę, ł, ń, ś, ź or ż.
 */
const require = createRequire(import.meta.url);

export const INVOICE_FONT = { regular: 'NotoSans', bold: 'NotoSans-Bold' } as const;

const FILES = {
  [INVOICE_FONT.regular]: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  [INVOICE_FONT.bold]: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
};

let loaded: Record<string, Buffer> | null = null;

/** The font files by the names the renderer registers them under; read once per process. */
export function invoiceFonts(): Record<string, Buffer> {
  loaded ??= Object.fromEntries(Object.entries(FILES).map(([name, file]) => [name, readFileSync(require.resolve(file))]));
  return loaded;
}
