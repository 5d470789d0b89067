import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** client/dist/pages.json, written by scripts/prerender.ts. */
export interface PagesManifest {
  /** The placeholder origin in the files, replaced by the site's own. */
  origin: string;
  pages: { screen: string; listed: boolean; paths: Record<string, string>; files: Record<string, string> }[];
  /** The not-found page per language (answered with 404). */
  notFound: Record<string, string>;
  /** Slugs with parameters whose every page is prerendered: any other path matching them is a 404. */
  closedSlugs: string[];
  /** Paths of the signed-in screens, kept out of search engines by robots.txt. */
  privatePrefixes: string[];
}

export type Encoding = 'br' | 'gzip' | 'identity';

interface Variants {
  gzip: Buffer;
  br: Buffer;
}

/** The encoding to send: brotli, then gzip, when the request accepts it (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name.trim(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

const trimSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/**
 * The prerendered public pages: which path has one, its HTML (with this site's origin) compressed once per
 * encoding on first use, the not-found page per language, and sitemap.xml / robots.txt made from the same list.
 */
export class PrerenderedPages {
  private readonly byPath = new Map<string, string>();
  private readonly variants = new Map<string, Variants>();
  private readonly closed: string[][];

  private constructor(
    private readonly distDir: string,
    private readonly manifest: PagesManifest,
    private readonly origin: string,
  ) {
    for (const page of manifest.pages) for (const [lang, path] of Object.entries(page.paths)) this.byPath.set(path, page.files[lang]!);
    this.closed = manifest.closedSlugs.map((slug) => slug.split('/'));
  }

  /** Undefined when the build has no prerendered pages (an older build, or a build without the prerender step). */
  static load(distDir: string, publicUrl: string): PrerenderedPages | undefined {
    const file = join(distDir, 'pages.json');
    if (!existsSync(file)) return undefined;
    return new PrerenderedPages(distDir, JSON.parse(readFileSync(file, 'utf8')) as PagesManifest, new URL(publicUrl).origin);
  }

  /** The file of the page at this path, if prerendered. */
  fileFor(pathname: string): string | undefined {
    return this.byPath.get(trimSlash(pathname));
  }

  /** Whether the path falls under a slug whose pages are all prerendered (so a path not among them is a 404). */
  isClosed(pathname: string): boolean {
    const segments = pathname.split('/').filter(Boolean).slice(1);
    return this.closed.some((pattern) => pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i]));
  }

  /** The not-found page in the path's language, else the first accepted one, else English. */
  notFoundFile(pathname: string, acceptLanguage: string | undefined): string {
    const first = pathname.split('/').filter(Boolean)[0];
    const languages = Object.keys(this.manifest.notFound);
    const wanted = first && languages.includes(first) ? first : languages.find((l) => (acceptLanguage ?? '').toLowerCase().startsWith(l)) ?? 'en';
    return this.manifest.notFound[wanted] ?? Object.values(this.manifest.notFound)[0]!;
  }

  private html(file: string): Buffer {
    return Buffer.from(readFileSync(join(this.distDir, file), 'utf8').replaceAll(this.manifest.origin, this.origin));
  }

  /**
   * The file's bytes in the encoding. The compressed forms are made once and kept (about 300 pages, some 4 MB); the
   * rare client that takes neither gets the file read again (kept, they would be some 25 MB).
   */
  body(file: string, encoding: Encoding): Buffer {
    if (encoding === 'identity') return this.html(file);
    let cached = this.variants.get(file);
    if (!cached) {
      const html = this.html(file);
      cached = {
        gzip: gzipSync(html, { level: 9 }),
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
      };
      this.variants.set(file, cached);
    }
    return cached[encoding];
  }

  /** Every listed page once per language, each with its alternates (hreflang) and x-default. */
  sitemap(): string {
    const urls = this.manifest.pages
      .filter((page) => page.listed)
      .flatMap((page) =>
        Object.values(page.paths).map((path) => {
          const alternates = Object.entries(page.paths).map(([lang, alt]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${this.origin}${alt}"/>`);
          alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${this.origin}${page.paths.en ?? path}"/>`);
          return `<url><loc>${this.origin}${path}</loc>${alternates.join('')}</url>`;
        }),
      );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  }

  robots(): string {
    const disallow = ['/api/', '/graphql', '/dev/', '/webhooks/', ...this.manifest.privatePrefixes];
    return ['User-agent: *', 'Allow: /', ...disallow.map((path) => `Disallow: ${path}`), '', `Sitemap: ${this.origin}/sitemap.xml`, ''].join('\n');
  }
}
