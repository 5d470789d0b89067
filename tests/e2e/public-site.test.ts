import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '@kadr/core/catalogue/plans';
import { findMatrixPage, matrixPagePath } from '@kadr/client/features/ai-headshots/matrix';
import { notFoundPages, publicPages } from '@kadr/client/seo/public-pages';
import {
  createConfirmedUser,
  expectHeading,
  expectPath,
  freshEmail,
  linkFromMailbox,
  openPage,
  restData,
  screenshot,
  startE2e,
  submitLogin,
  submitRegistration,
  texts,
  type E2e,
  type Lang,
} from '../support/browser';
import { signedInPage, type Session } from '../support/e2e-users';

// A first-time visitor from a search result: a programmatic page (prerendered, then hydrated), the pricing page in
// the language's currency, registration, the confirmation link, the first sign-in — never leaving the language.
let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(() => e2e?.close());

const lawyersProfessional = findMatrixPage('lawyers', 'professional')!;
const money = (lang: Lang, minor: number) =>
  lang === 'pl'
    ? new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' }).format(minor / 100)
    : new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);
const cheapest = (lang: Lang) => Math.min(...PLANS.filter((p) => p.kind === 'package').map((p) => p.prices[lang === 'pl' ? 'PLN' : 'USD']));
const normalSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe.each(['pl', 'en'] as const)('a visitor from a search result (%s)', (lang) => {
  const landing = matrixPagePath(lawyersProfessional, lang);
  const pricingPath = lang === 'pl' ? '/pl/cennik' : '/en/pricing';
  const t = texts[lang];

  it('reads the prerendered page without JavaScript', async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.url, javaScriptEnabled: false, locale: lang === 'pl' ? 'pl-PL' : 'en-US' });
    try {
      const page = await context.newPage();
      const response = await page.goto(landing, { referer: 'https://www.google.com/' });
      expect(response?.status()).toBe(200);
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      expect(normalSpaces(await page.locator('main').innerText())).toContain(normalSpaces(money(lang, cheapest(lang))));
      // The way on works without scripts too: plain links.
      expect(await page.locator(`main a[href="${pricingPath}"]`).count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('goes on to pricing, registers and signs in, all in the same language', async () => {
    const { page, problems, close } = await openPage(e2e, { lang });
    try {
      await page.goto(landing, { referer: 'https://www.google.com/' });
      const heading = await page.locator('h1').innerText();
      expect(heading.length).toBeGreaterThan(5);
      // Hydrated: the header's language switcher is a working link to the same page in the other language.
      const other = lang === 'pl' ? 'en' : 'pl';
      expect(await page.getByRole('group', { name: /^(Language|Język)$/ }).getByRole('link', { name: other.toUpperCase(), exact: true }).getAttribute('href')).toBe(
        matrixPagePath(lawyersProfessional, other),
      );
      await screenshot(page, `public-programmatic-${lang}`);

      await page.locator(`main a[href="${pricingPath}"]`).first().click();
      await expectPath(page, pricingPath);
      await expectHeading(page, lang === 'pl' ? 'Cennik' : 'Pricing');
      const pricing = normalSpaces(await page.locator('main').innerText());
      for (const plan of PLANS.filter((p) => p.kind === 'package')) expect(pricing).toContain(normalSpaces(money(lang, plan.prices[lang === 'pl' ? 'PLN' : 'USD'])));
      expect(pricing).not.toContain(lang === 'pl' ? '$' : 'zł');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await screenshot(page, `public-pricing-${lang}`);

      await page.getByRole('banner').getByRole('link', { name: t.headerRegister }).first().click();
      await expectPath(page, `/${lang}/register`);
      const email = freshEmail(`visitor-${lang}`);
      const password = 'a long enough password';
      await submitRegistration(page, lang, { fullName: lang === 'pl' ? 'Zofia Nowak' : 'Sam Taylor', email, password });
      await expectHeading(page, t.confirmNoticeTitle);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);

      // The mail's link is in the language the visitor registered in.
      const confirm = await linkFromMailbox(e2e.url, email, 'confirm_email');
      expect(confirm.pathname.startsWith(`/${lang}/`)).toBe(true);
      await page.goto(confirm.pathname + confirm.search);
      await page.getByText(t.confirmed).waitFor();
      await page.getByRole('link', { name: t.goToLogin }).click();
      await expectPath(page, `/${lang}/login`);
      await submitLogin(page, lang, email, password);
      await expectPath(page, lang === 'pl' ? '/pl/pulpit' : '/en/dashboard');
      await expectHeading(page, t.dashboardTitle);
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });

  it('answers an unknown programmatic page with the not-found page and a 404', async () => {
    const { page, problems, close } = await openPage(e2e, { lang });
    try {
      const [, , head] = landing.split('/');
      const response = await page.goto(`/${lang}/${head}/astronauts/professional`);
      expect(response?.status()).toBe(404);
      await expectHeading(page, lang === 'pl' ? 'Nie znaleziono strony' : 'Page not found');
      // The 404 itself is the only error the console may show.
      expect(problems().filter((p) => !/404/.test(p))).toEqual([]);
    } finally {
      await close();
    }
  });
});

/**
 * Marks the first <h1> the document gets (the prerendered one) and notes if it is ever taken out: React throws a
 * prerendered part away, and shows its loading fallback, when that part is still waiting for code while state
 * above it changes (the stored theme, read right after hydration).
 */
const watchFirstHeading = `
  window.__kadrHeading = { first: null, removed: false };
  new MutationObserver((records) => {
    const state = window.__kadrHeading;
    if (!state.first) state.first = document.querySelector('h1');
    for (const record of records) for (const node of record.removedNodes) {
      if (state.first && (node === state.first || (node.contains && node.contains(state.first)))) state.removed = true;
    }
  }).observe(document, { subtree: true, childList: true });
`;

// A visitor who is not signed in gets the islands (client/src/islands.ts, tests/e2e/public-pages-islands.test.ts)
// and the app only when pressing one of its controls; a signed-in one gets the app at once, which hydrates the page.
describe('hydration of the prerendered pages (signed in)', () => {
  // One page of each kind, and the not-found page, in both languages.
  const kinds = [...new Map(publicPages().map((p) => [p.screen, p.paths])).values(), notFoundPages()];
  let session: Session;
  beforeAll(async () => {
    const user = await createConfirmedUser(e2e.url, { fullName: 'Hydra Tion' });
    session = (await restData(e2e.url, '/api/auth/login', { method: 'POST', body: { email: user.email, password: user.password } })) as Session;
  });

  it.each(['en', 'pl'] as const)('keeps the prerendered HTML of every kind of page in %s, even when its scripts arrive slowly', async (lang) => {
    const { page, context, problems, close } = await signedInPage(e2e, lang, session);
    try {
      await context.addInitScript({ content: watchFirstHeading });
      // Every script and words file a quarter of a second late, as on a slow mobile network: a page part whose code
      // or content arrived after the first hydration pass would be redrawn from scratch.
      await context.route(/\/assets\/.*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 250));
        await route.continue();
      });
      const themeLabel = lang === 'pl' ? 'Motyw kolorów: jasny. Kliknij, aby zmienić.' : 'Colour theme: light. Click to change.';
      for (const paths of kinds) {
        await page.goto(paths[lang]);
        // Hydrated: the theme toggle works and names the stored theme (the prerender names the system's).
        await page.getByRole('banner').getByRole('button', { name: themeLabel }).and(page.locator(':enabled')).waitFor();
        const heading = await page.evaluate(() => {
          const state = (window as unknown as { __kadrHeading: { first: Element | null; removed: boolean } }).__kadrHeading;
          return { kept: state.first !== null && state.first === document.querySelector('h1') && !state.removed, text: document.querySelector('h1')?.textContent };
        });
        expect({ path: paths[lang], ...heading }).toEqual({ path: paths[lang], kept: true, text: expect.any(String) });
      }
      // The not-found page's 404 is the only error the console may show.
      expect(problems().filter((p) => !/404/.test(p))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('leaves a visitor where they scrolled before the page was hydrated, and follows their first click', async () => {
    const { page, context, problems, close } = await signedInPage(e2e, 'en', session);
    try {
      await context.route(/\/assets\/.*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 250));
        await route.continue();
      });
      await page.goto(matrixPagePath(lawyersProfessional, 'en'), { waitUntil: 'domcontentloaded' });
      // Scrolled down while the scripts are still on their way.
      await page.evaluate(() => window.scrollTo(0, 1200));
      await page.getByRole('banner').getByRole('button', { name: 'Colour theme: light. Click to change.' }).and(page.locator(':enabled')).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(1200);
      await page.locator('main a[href="/en/pricing"]').first().click();
      await expectPath(page, '/en/pricing');
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });
});
