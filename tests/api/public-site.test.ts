import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '@kadr/core/env';
import { PLANS } from '@kadr/core/catalogue/plans';
import { allMatrixPages, matrixPagePath } from '@kadr/client/features/ai-headshots/matrix';
import { publicPages } from '@kadr/client/seo/public-pages';
import { createTestApp, type TestApp } from '../support/test-app';

// The built web app as `npm test` builds it (scripts/prepare.sh: vite build, then the prerender), served as in
// production, read the way a crawler reads it: plain HTTP, no JavaScript.
const origin = 'https://kadr.example';
const dist = join(projectRoot, 'client/dist');
let t: TestApp;

beforeAll(async () => {
  if (!existsSync(join(dist, 'pages.json'))) throw new Error('client/dist has no prerendered pages: run `npm run build:client`');
  t = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: origin });
});
afterAll(() => t?.close());

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await t.app.fetch(new Request(origin + path, { headers }));
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);
const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');
const meta = (html: string, attr: 'name' | 'property', key: string) => all(html, new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`, 'g')).map(decode);
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));
const textOf = (html: string) => decode(rootOf(html).replace(/<style[^>]*>[^<]*<\/style>/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

const pages = publicPages();
const urls = pages.flatMap((page) => (['en', 'pl'] as const).map((lang) => ({ page, lang, path: page.paths[lang] })));

describe('prerendered public pages', () => {
  it('answers every public page in both languages with its own prerendered HTML and head', async () => {
    const titles = new Map<string, string>();
    for (const { page, lang, path } of urls) {
      const { status, headers, html } = await get(path);
      const where = `${path}`;
      expect(status, where).toBe(200);
      expect(headers.get('content-type'), where).toMatch(/^text\/html/);
      expect(html, where).toContain(`<html lang="${lang}">`);
      expect(html, where).not.toContain('kadr.invalid');

      // One h1, with text, inside the prerendered root (not an empty shell).
      const h1s = all(rootOf(html), /<h1[^>]*>([\s\S]*?)<\/h1>/g).map((h) => decode(h.replace(/<[^>]+>/g, '')).trim());
      expect(h1s, where).toHaveLength(1);
      expect(h1s[0]!.length, where).toBeGreaterThan(2);
      // Content, not a shell (the forms are short; the pages search engines list are not).
      expect(textOf(html).length, where).toBeGreaterThan(page.listed ? 400 : 150);

      const [title] = all(html, /<title>([^<]*)<\/title>/g).map(decode);
      expect(title, where).toMatch(/Kadr/);
      titles.set(where, title!);
      const [description] = meta(html, 'name', 'description');
      expect(description?.length ?? 0, `${where}: description "${description}"`).toBeGreaterThanOrEqual(50);
      expect(description!.length, where).toBeLessThanOrEqual(170);

      // Canonical and the reciprocal hreflang set: absolute, this site's origin, every language and x-default.
      expect(all(html, /<link rel="canonical" href="([^"]*)"/g), where).toEqual([origin + path]);
      const alternates = Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      expect(alternates, where).toEqual({ en: origin + page.paths.en, pl: origin + page.paths.pl, 'x-default': origin + page.paths.en });

      expect(meta(html, 'property', 'og:title'), where).toEqual([title]);
      expect(meta(html, 'property', 'og:url'), where).toEqual([origin + path]);
      expect(meta(html, 'property', 'og:image')[0], where).toMatch(new RegExp(`^${origin}/`));
      expect(meta(html, 'name', 'twitter:card'), where).toEqual(['summary_large_image']);
      if (!page.listed) expect(meta(html, 'name', 'robots'), where).toEqual(['noindex']);
      else expect(meta(html, 'name', 'robots'), where).toEqual([]);
    }
    // Every page has its own title.
    expect(new Set(titles.values()).size).toBe(titles.size);
  });

  it('serves the preview image the pages name', async () => {
    const { html } = await get('/en');
    const image = meta(html, 'property', 'og:image')[0]!;
    const response = await t.app.fetch(new Request(image));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
  });

  it('writes the prices from the catalogue into the pricing pages, in each language’s currency', async () => {
    const en = textOf((await get('/en/pricing')).html);
    const pl = textOf((await get('/pl/cennik')).html);
    const usd = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);
    const pln = (minor: number) => new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' }).format(minor / 100).replace(/\u00a0/g, ' ');
    const plText = pl.replace(/\u00a0/g, ' ');
    // Every package; the subscriptions of the interval the page opens with (the other one is a switch away).
    for (const plan of PLANS.filter((p) => p.kind === 'package')) {
      expect(en).toContain(usd(plan.prices.USD));
      expect(plText).toContain(pln(plan.prices.PLN));
    }
    const subscriptions = PLANS.filter((p) => p.kind === 'subscription');
    expect(subscriptions.filter((plan) => en.includes(usd(plan.prices.USD)))).toHaveLength(1);
    expect(subscriptions.filter((plan) => plText.includes(pln(plan.prices.PLN)))).toHaveLength(1);
  });

  it('gives search engines structured data where it fits', async () => {
    const ld = (html: string) => all(html, /<script type="application\/ld\+json">([^<]*)<\/script>/g).map((json) => JSON.parse(json) as { '@type': string });
    expect(ld((await get('/en')).html).map((d) => d['@type'])).toContain('Organization');
    expect(ld((await get('/pl/faq')).html).map((d) => d['@type'])).toContain('FAQPage');
    const matrix = ld((await get(matrixPagePath(allMatrixPages()[0]!, 'pl'))).html).map((d) => d['@type']);
    expect(matrix).toEqual(expect.arrayContaining(['BreadcrumbList', 'FAQPage']));
  });

  it('prerenders valid HTML: no duplicate ids, headings in order', async () => {
    const validator = new HtmlValidate({
      // Validity and document structure; not the style presets (how booleans, void elements and the doctype are spelled).
      extends: ['html-validate:standard', 'html-validate:document'],
      rules: {
        // React's generated ids (_R_1a_) are valid HTML ids; the strict form only wants ids usable as CSS selectors.
        'valid-id': ['error', { relaxed: true }],
        // Chakra sets role="list" on styled lists on purpose: Safari drops the list role when list-style is none.
        'no-redundant-role': 'off',
        'attr-case': 'off',
        // Subresource integrity is for scripts from other origins; these are the site's own.
        'require-sri': 'off',
      },
    });
    const sample = ['/en', '/pl', '/en/pricing', '/pl/cennik', '/en/faq', '/pl/o-nas', '/en/gallery', '/pl/privacy-policy', '/en/terms-of-service',
      '/pl/cookie-policy', '/en/ai-headshots', '/pl/zdjecia-biznesowe-ai', matrixPagePath(allMatrixPages()[5]!, 'en'), matrixPagePath(allMatrixPages()[40]!, 'pl'), '/en/payment-failed', '/en/nothing-here'];
    const problems: string[] = [];
    for (const path of sample) {
      const { html } = await get(path);
      const report = await validator.validateString(html);
      for (const result of report.results) for (const m of result.messages) problems.push(`${path}: ${m.ruleId}: ${m.message} (${m.selector ?? ''})`);
    }
    expect(problems).toEqual([]);
  });
});

describe('not found', () => {
  it('answers an unknown path with the not-found page and a 404, in the path’s language', async () => {
    const en = await get('/en/no-such-page');
    expect(en.status).toBe(404);
    expect(en.html).toContain('<html lang="en">');
    expect(textOf(en.html)).toContain('Page not found');
    expect(meta(en.html, 'name', 'robots')).toEqual(['noindex']);
    const pl = await get('/pl/nie-ma-takiej-strony');
    expect(pl.status).toBe(404);
    expect(pl.html).toContain('<html lang="pl">');
    // Without a language in the path: the browser's.
    expect((await get('/no-such-page', { 'accept-language': 'pl-PL,pl;q=0.9' })).html).toContain('<html lang="pl">');
  });

  it('answers 404 for an industry or style the matrix does not have, and 200 for every one it has', async () => {
    const page = allMatrixPages()[0]!;
    const [, lang, head, industry, style] = matrixPagePath(page, 'en').split('/');
    expect((await get(`/${lang}/${head}/${industry}/no-such-style`)).status).toBe(404);
    expect((await get(`/${lang}/${head}/no-such-industry/${style}`)).status).toBe(404);
    expect((await get(`/${lang}/${head}/${industry}/${style}/extra`)).status).toBe(404);
    expect((await get(matrixPagePath(page, 'pl'))).status).toBe(200);
  });

  it('still serves the app shell for signed-in screens (rendered in the browser) and for paths without a language', async () => {
    const dashboard = await get('/pl/pulpit');
    expect(dashboard.status).toBe(200);
    expect(dashboard.html).toContain('<div id="root"></div>');
    expect((await get('/pricing')).status).toBe(200);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every listed public page once per language, with its alternates', async () => {
    const { status, headers, html: xml } = await get('/sitemap.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/xml/);
    const locs = all(xml, /<loc>([^<]*)<\/loc>/g);
    const expected = pages.filter((p) => p.listed).flatMap((p) => [origin + p.paths.en, origin + p.paths.pl]);
    expect([...locs].sort()).toEqual([...expected].sort());
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain(`${origin}/pl/zdjecia-biznesowe-ai`);
    expect(locs).not.toContain(`${origin}/en/payment-failed`);
    // Each entry names both languages and x-default.
    const entries = xml.split('<url>').slice(1);
    for (const entry of entries) expect(all(entry, /hreflang="([^"]*)"/g).sort()).toEqual(['en', 'pl', 'x-default']);
  });

  it('keeps crawlers out of the signed-in screens and the API, and names the sitemap', async () => {
    const { status, html: robots } = await get('/robots.txt');
    expect(status).toBe(200);
    const disallowed = all(robots, /^Disallow: (.*)$/gm);
    expect(disallowed).toEqual(expect.arrayContaining(['/api/', '/graphql', '/en/dashboard', '/pl/pulpit', '/en/account', '/pl/konto', '/en/admin']));
    expect(disallowed.some((path) => '/en/pricing'.startsWith(path) || '/pl/zdjecia-biznesowe-ai'.startsWith(path))).toBe(false);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe('the colour-mode script', () => {
  it('is inline in every page, before anything is drawn, and the only inline code the policy lets run, by its hash', async () => {
    const executable = (html: string) =>
      [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)].filter(([, attrs = '']) => !/\bsrc=|application\/ld\+json/.test(attrs)).map(([, , code]) => code!);
    const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    for (const path of ['/en', '/pl/cennik', matrixPagePath(allMatrixPages()[0]!, 'pl'), '/en/dashboard', '/en/no-such-page']) {
      const response = await get(path);
      const { html } = response;
      const inline = executable(html);
      expect(inline, path).toHaveLength(1);
      expect(inline[0], path).toContain("localStorage.getItem('kadr.theme')");
      // In <head>, ahead of the body it colours.
      expect(html.indexOf(inline[0]!), path).toBeLessThan(html.indexOf('<body'));
      const scriptSrc = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')![1]!;
      expect(scriptSrc.split(' ').sort(), path).toEqual(["'self'", sha256(inline[0]!)].sort());
    }
    // No file to fetch before the first paint any more.
    expect((await get('/theme-init.js')).headers.get('content-type')).not.toMatch(/javascript/);
  });
});

describe('compression', () => {
  it('lets browsers keep the files: hashed assets for a year, the others for a day, pages revalidated', async () => {
    const script = all(readFileSync(join(dist, 'index.html'), 'utf8'), /<script type="module" crossorigin src="([^"]*)"/g)[0]!;
    expect((await t.app.fetch(new Request(origin + script))).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/og-image.png', '/favicon.svg', '/samples/professional-a.webp']) {
      const response = await t.app.fetch(new Request(origin + path));
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toMatch(/^public, max-age=86400/);
    }
    expect((await get('/en')).headers.get('cache-control')).toBe('no-cache');
  });

  it('sends pages and scripts compressed when the client accepts it', async () => {
    const page = await t.app.fetch(new Request(`${origin}/en`, { headers: { 'accept-encoding': 'gzip, br' } }));
    expect(page.headers.get('content-encoding')).toBe('br');
    const script = all(readFileSync(join(dist, 'index.html'), 'utf8'), /<script type="module" crossorigin src="([^"]*)"/g)[0]!;
    const js = await t.app.fetch(new Request(origin + script, { headers: { 'accept-encoding': 'gzip' } }));
    expect(js.status).toBe(200);
    expect(js.headers.get('content-encoding')).toBe('gzip');
  });
});
