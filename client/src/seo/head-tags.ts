import { languageCodes, languages, type LanguageCode } from '../config/languages';
import { documentTitle, type PageMeta } from './page-meta';

/** The site's preview image when a page names none (client/public, 1200×630). */
export const defaultImage = { src: '/og-image.png', width: 1200, height: 630 };

export interface HeadInput {
  meta: PageMeta;
  lang: LanguageCode;
  /** The page's path in each language (its canonical is `paths[lang]`). */
  paths: Record<LanguageCode, string>;
  /** Absolute origin of the public site, e.g. https://kadr.app (PUBLIC_URL). */
  origin: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: `<` escaped so no `</script>` can end it early. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Absolute URLs inside JSON-LD: values of `url`, `logo`, `image`, `item` that start with '/'. */
function absolutize(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((v) => absolutize(v, origin));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [
        key,
        typeof v === 'string' && v.startsWith('/') && ['url', 'logo', 'image', 'item', '@id'].includes(key) ? origin + v : absolutize(v, origin),
      ]),
    );
  }
  return value;
}

/**
 * The <head> tags of one prerendered page: title, description, canonical, reciprocal hreflang links (en, pl and
 * x-default → English), Open Graph and Twitter tags with the preview image, robots, and JSON-LD.
 */
export function headTags({ meta, lang, paths, origin }: HeadInput): string {
  const url = (path: string) => origin + path;
  const title = documentTitle(meta);
  const image = meta.image ?? { ...defaultImage, alt: title };
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${url(paths[lang])}">`,
    ...languageCodes.map((code) => `<link rel="alternate" hreflang="${code}" href="${url(paths[code])}">`),
    `<link rel="alternate" hreflang="x-default" href="${url(paths.en)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="Kadr">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${url(paths[lang])}">`,
    `<meta property="og:locale" content="${languages[lang].locale.replace('-', '_')}">`,
    ...languageCodes.filter((code) => code !== lang).map((code) => `<meta property="og:locale:alternate" content="${languages[code].locale.replace('-', '_')}">`),
    `<meta property="og:image" content="${url(image.src)}">`,
    `<meta property="og:image:width" content="${image.width}">`,
    `<meta property="og:image:height" content="${image.height}">`,
    `<meta property="og:image:alt" content="${escapeHtml(image.alt)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    `<meta name="twitter:image" content="${url(image.src)}">`,
    ...(meta.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonForScript(absolutize(data, origin))}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}
