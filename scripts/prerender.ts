/**
 * Prerenders every public page in both languages after `vite build`: the same React components, rendered at build
 * time to HTML (headings, text, prices, links, critical CSS, head tags), written to client/dist/pages/, listed in
 * client/dist/pages.json. The server answers those paths with these files (a 200, or the language's not-found page
 * with a 404) and the browser hydrates them. Absolute URLs carry the ORIGIN placeholder, which the server replaces
 * with PUBLIC_URL, so one build serves any host.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { build } from 'vite';
import { ORIGIN_PLACEHOLDER } from '@kadr/client/seo/origin';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The build to prerender into: client/dist, or CLIENT_DIST_DIR (a build made with `vite build --outDir` there). */
const distDir = process.env.CLIENT_DIST_DIR ?? join(root, 'client/dist');
const ssrDir = join(root, '.cache/ssr');

/** What client/src/entry-server.tsx exports (typed here: the tests' tsconfig, which checks scripts, has no JSX). */
interface PageMetaLike {
  noindex?: boolean;
  paths?: Record<'en' | 'pl', string>;
}
interface Entry {
  renderPage(url: string): Promise<{ html: string; styles: string; collector: { meta?: PageMetaLike; fallback?: PageMetaLike } }>;
  headTags(input: { meta: PageMetaLike; lang: 'en' | 'pl'; paths: Record<'en' | 'pl', string>; origin: string }): string;
  publicPages(): { screen: string; listed: boolean; paths: Record<'en' | 'pl', string> }[];
  notFoundPages(): Record<'en' | 'pl', string>;
  closedSlugs(): string[];
  privatePrefixes(): string[];
}

async function buildServerEntry(): Promise<Entry> {
  rmSync(ssrDir, { recursive: true, force: true });
  await build({
    configFile: join(root, 'client/vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: join(root, 'client/src/entry-server.tsx'), outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  return (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as Entry;
}

/** pages/en.html for /en, pages/pl/cennik.html for /pl/cennik. */
const fileFor = (path: string) => `pages${path}.html`;

function fillTemplate(template: string, parts: { lang: string; head: string; styles: string; html: string }): string {
  const out = template
    .replace(/<html lang="[^"]*">/, `<html lang="${parts.lang}">`)
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', `    ${parts.head}\n    ${parts.styles}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${parts.html}</div>`);
  if (!out.includes(parts.html)) throw new Error('The template has no empty <div id="root"></div>');
  return out;
}

/** Brotli and gzip twins of the static text files, served by the server as they are (serveStatic `precompressed`). */
function precompress(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) {
      if (name !== 'pages') count += precompress(file);
      continue;
    }
    if (!/\.(js|css|svg|json|txt|html|webmanifest)$/.test(name) || statSync(file).size < 1024) continue;
    const bytes = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    count += 1;
  }
  return count;
}

/**
 * The site's link preview (1200×630): the brand and its promise beside three real outputs of the engine (the samples
 * made at setup, scripts/make-samples.ts), drawn once per build; text alone when the samples are missing.
 */
async function drawPreviewImage(file: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f172a"/><stop offset="1" stop-color="#1e3a5f"/></linearGradient></defs>
    <rect width="1200" height="630" fill="url(#g)"/>
    <text x="64" y="230" font-family="DejaVu Sans, Arial, sans-serif" font-size="112" font-weight="bold" fill="#ffffff">Kadr</text>
    <text x="64" y="320" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#e2e8f0">AI headshots from</text>
    <text x="64" y="370" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#e2e8f0">your own selfies</text>
    <text x="64" y="440" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="#94a3b8">Zdjęcia biznesowe AI z Twoich selfie</text>
  </svg>`;
  const samples = ['professional-a', 'office-blur-b', 'solid-navy-c'].map((name) => join(distDir, 'samples', `${name}.webp`)).filter(existsSync);
  const tiles = await Promise.all(samples.map((sample) => sharp(sample).resize(240, 300, { fit: 'cover', position: 'top' }).toBuffer()));
  await sharp(Buffer.from(svg))
    .composite(tiles.map((input, i) => ({ input, left: 1200 - 64 - 240 * (samples.length - i) - 16 * (samples.length - 1 - i), top: 165 })))
    .png({ compressionLevel: 9 })
    .toFile(file);
}

async function main() {
  const started = performance.now();
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = await buildServerEntry();
  rmSync(join(distDir, 'pages'), { recursive: true, force: true });

  const render = async (path: string, lang: 'en' | 'pl', paths: Record<'en' | 'pl', string>, status: number, listed = true) => {
    const page = await entry.renderPage(ORIGIN_PLACEHOLDER + path);
    const meta = page.collector.meta ?? page.collector.fallback;
    if (!meta) throw new Error(`${path}: the page declared no meta (usePageMeta)`);
    // The not-found page and the unlisted pages (forms, results) are not for search engines.
    const head = entry.headTags({ meta: status === 404 || !listed ? { ...meta, noindex: true } : meta, lang, paths: meta.paths ?? paths, origin: ORIGIN_PLACEHOLDER });
    const html = fillTemplate(template, { lang, head, styles: page.styles, html: page.html });
    const file = fileFor(path);
    mkdirSync(dirname(join(distDir, file)), { recursive: true });
    writeFileSync(join(distDir, file), html);
    return { file, noindex: Boolean(meta.noindex) };
  };

  const pages = [];
  for (const page of entry.publicPages()) {
    const files: Record<string, string> = {};
    let noindex = false;
    for (const lang of ['en', 'pl'] as const) {
      const out = await render(page.paths[lang], lang, page.paths, 200, page.listed);
      files[lang] = out.file;
      noindex ||= out.noindex;
    }
    pages.push({ screen: page.screen, listed: page.listed && !noindex, paths: page.paths, files });
  }
  const notFound: Record<string, string> = {};
  const missing = entry.notFoundPages();
  for (const lang of ['en', 'pl'] as const) notFound[lang] = (await render(missing[lang], lang, missing, 404)).file;

  await drawPreviewImage(join(distDir, 'og-image.png'));
  // The logo the Organization JSON-LD names: the favicon's mark as a 512 px PNG.
  await sharp(join(distDir, 'favicon.svg'), { density: 600 }).resize(512, 512).png({ compressionLevel: 9 }).toFile(join(distDir, 'logo.png'));
  writeFileSync(join(distDir, 'pages.json'), JSON.stringify({ origin: ORIGIN_PLACEHOLDER, pages, notFound, closedSlugs: entry.closedSlugs(), privatePrefixes: entry.privatePrefixes() }, null, 1));
  const compressed = precompress(distDir);
  const count = pages.length * 2 + 2;
  console.log(`kadr: prerendered ${count} pages, precompressed ${compressed} files in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

await main();
