import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '@kadr/core/catalogue/plans';
import { expectHeading, expectPath, openPage, phoneViewport, startE2e, type E2e, type Lang } from '../support/browser';

// Issue #32: a visitor's public page is HTML and CSS with a few KiB of script (client/src/islands.ts), and works
// without any; the app loads when a control of the app is pressed.
let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(() => e2e?.close());

const distDir = process.env.CLIENT_DIST_DIR ?? join(import.meta.dirname, '../../client/dist');
const money = (lang: Lang, minor: number) =>
  lang === 'pl'
    ? new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' }).format(minor / 100)
    : new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);
const normalSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const packages = PLANS.filter((p) => p.kind === 'package');

const pages = {
  en: { landing: '/en', pricing: '/en/pricing', programmatic: '/en/ai-headshots/lawyers/professional', faq: '/en/faq', legal: '/en/terms-of-service', about: '/en/about' },
  pl: { landing: '/pl', pricing: '/pl/cennik', programmatic: '/pl/zdjecia-biznesowe-ai/prawnicy/profesjonalny', faq: '/pl/faq', legal: '/pl/terms-of-service', about: '/pl/o-nas' },
} as const;
const words = {
  en: { pricing: 'Pricing', about: 'About us', nav: 'Main navigation', language: 'Language', menu: 'Menu', yearly: 'Yearly', consent: 'I understand and want to continue' },
  pl: { pricing: 'Cennik', about: 'O nas', nav: 'Nawigacja główna', language: 'Język', menu: 'Menu', yearly: 'Rocznie', consent: 'Rozumiem i chcę kontynuować' },
} as const;

describe.each(['en', 'pl'] as const)('the public pages without JavaScript (%s)', (lang) => {
  it('follow their links and the language switch, and show every price', async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.url, javaScriptEnabled: false, locale: lang === 'pl' ? 'pl-PL' : 'en-US' });
    try {
      const page = await context.newPage();
      await page.goto(pages[lang].landing);
      // A plain link in the header's navigation.
      await page.getByRole('navigation', { name: words[lang].nav }).getByRole('link', { name: words[lang].pricing, exact: true }).click();
      await expectPath(page, pages[lang].pricing);
      await expectHeading(page, words[lang].pricing);
      const pricing = normalSpaces(await page.locator('main').innerText());
      for (const plan of packages) expect(pricing).toContain(normalSpaces(money(lang, plan.prices[lang === 'pl' ? 'PLN' : 'USD'])));
      // The language switch: the same page in the other language.
      const other = lang === 'pl' ? 'en' : 'pl';
      await page.getByRole('group', { name: words[lang].language }).getByRole('link', { name: other.toUpperCase(), exact: true }).click();
      await expectPath(page, pages[other].pricing);
      expect(await page.locator('html').getAttribute('lang')).toBe(other);
      await expectHeading(page, words[other].pricing);
      // And on to another page of that language.
      await page.getByRole('navigation', { name: words[other].nav }).getByRole('link', { name: words[other].about, exact: true }).click();
      await expectPath(page, pages[other].about);
      await expectHeading(page, words[other].about);
    } finally {
      await context.close();
    }
  });
});

describe('the script a public page loads before any interaction', () => {
  const TARGET_KIB = 100;
  it.each(['en', 'pl'] as const)(`is under ${TARGET_KIB} KiB gzipped on every kind of page, in %s`, async (lang) => {
    const { page, problems, close } = await openPage(e2e, { lang });
    try {
      const weights: Record<string, number> = {};
      for (const path of Object.values(pages[lang])) {
        const scripts = new Set<string>();
        const onRequest = (request: { url(): string; resourceType(): string }) => {
          if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
        };
        page.on('request', onRequest);
        await page.goto(path);
        // The islands are wired (the theme toggle works) and nothing more is on its way.
        await page.getByRole('banner').locator('button[data-island="theme"]:enabled').waitFor();
        await page.waitForLoadState('networkidle');
        page.off('request', onRequest);
        const bytes = [...scripts].reduce((sum, p) => sum + gzipSync(readFileSync(join(distDir, p)), { level: 9 }).length, 0);
        weights[path] = Math.round((bytes / 1024) * 10) / 10;
        // Not the app: React, the router and Chakra stay away until a control of the app is pressed.
        expect([...scripts].filter((p) => /\/(runtime|chakra-base|shell|start)-/.test(p))).toEqual([]);
      }
      console.log(`script before any interaction (${lang}, KiB gzipped):`, weights);
      for (const [path, kib] of Object.entries(weights)) expect({ path, kib: kib <= TARGET_KIB }).toEqual({ path, kib: true });
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("the public pages' islands", () => {
  it('toggle the colour theme and the phone menu, and fill in the training time, without the app', async () => {
    const { page, problems, close } = await openPage(e2e, { lang: 'pl' });
    const scripts = new Set<string>();
    page.on('request', (request) => request.resourceType() === 'script' && scripts.add(new URL(request.url()).pathname));
    try {
      await page.setViewportSize(phoneViewport);
      await page.goto(pages.pl.faq);
      const banner = page.getByRole('banner');
      // The phone menu: the navigation and the tools are folded until the button opens them.
      const nav = page.getByRole('navigation', { name: words.pl.nav });
      expect(await nav.isVisible()).toBe(false);
      await banner.getByRole('button', { name: words.pl.menu, exact: true }).click();
      await nav.getByRole('link', { name: words.pl.about, exact: true }).waitFor();
      expect(await banner.locator('button[data-island="menu"]').getAttribute('aria-expanded')).toBe('true');
      // The stored theme (light, set by openPage), named by the toggle; a press moves on to dark.
      await banner.getByRole('button', { name: 'Motyw kolorów: jasny. Kliknij, aby zmienić.' }).and(page.locator(':enabled')).click();
      await banner.getByRole('button', { name: 'Motyw kolorów: ciemny. Kliknij, aby zmienić.' }).waitFor();
      expect(await page.evaluate(() => [document.documentElement.className, localStorage.getItem('kadr.theme')])).toEqual(['dark', 'dark']);
      // The FAQ's training time, as the server names it for its engine (the local one: seconds).
      await expect.poll(() => page.locator('main').innerText()).toContain('Trening osobistego modelu trwa zwykle około 5-30 sekund.');
      expect(await page.locator('[data-engine-copy]').count()).toBe(0);
      // A plain link from the opened menu.
      await nav.getByRole('link', { name: words.pl.about, exact: true }).click();
      await expectPath(page, pages.pl.about);
      expect([...scripts].filter((p) => /\/(runtime|shell)-/.test(p))).toEqual([]);
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each(['en', 'pl'] as const)("start the app at pricing's first press, which then takes effect (%s)", async (lang) => {
    const { page, problems, close } = await openPage(e2e, { lang });
    try {
      await page.goto(pages[lang].pricing);
      const yearly = page.getByRole('button', { name: words[lang].yearly, exact: true });
      expect(await yearly.getAttribute('aria-pressed')).toBe('false');
      await page.evaluate(() => ((window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading = document.querySelector('h1')));
      // The plans are drawn by the prerender; the press loads the app, which hydrates the page and repeats it.
      const started = page.waitForRequest((request) => /\/assets\/start-.*\.js$/.test(request.url()));
      await yearly.click();
      await started;
      await expect.poll(() => yearly.getAttribute('aria-pressed')).toBe('true');
      // Hydrated, not drawn again: the heading is the prerendered element.
      expect(await page.evaluate(() => (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading === document.querySelector('h1'))).toBe(true);
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });

  it('tick the consent at the first press, once the app has started', async () => {
    const { page, problems, close } = await openPage(e2e, { lang: 'pl' });
    try {
      await page.goto(pages.pl.pricing);
      const consent = page.getByRole('checkbox', { name: words.pl.consent });
      expect(await consent.isChecked()).toBe(false);
      // A checkbox is pressed, not typed in: the press starts the app and is repeated on the hydrated checkbox, once.
      await page.getByText(words.pl.consent, { exact: true }).click();
      await expect.poll(() => consent.isChecked()).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await consent.isChecked()).toBe(true);
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });
});
