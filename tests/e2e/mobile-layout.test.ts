import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedUser, expectFitsWidth, expectOneRowHeader, expectHeading, expectPath, openPage, pathFor, phoneViewport, screenshot, startE2e, submitLogin, texts, type E2e } from '../support/browser';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(() => e2e?.close());


describe.each(['en', 'pl'] as const)('on a phone in %s', (lang) => {
  const t = texts[lang];

  it('shows the screens without sideways scrolling, signed out and signed in with a long name', async () => {
    const user = await createConfirmedUser(e2e.url, { fullName: 'Zofia Wiśniewska-Kowalczyk', locale: lang });
    const { page, problems, close } = await openPage(e2e, { lang, theme: 'dark' });
    const fits = async (name: string, { menuOpen = false } = {}) => {
      await expectFitsWidth(page, name);
      if (!menuOpen) await expectOneRowHeader(page, name);
      await screenshot(page, `mobile-${name}-${lang}`);
    };
    try {
      await page.setViewportSize(phoneViewport);
      await page.goto(`/${lang}`);
      await expectHeading(page, t.heroTitle);
      await fits('landing');

      await page.goto(pathFor('register', lang));
      await expectHeading(page, t.registerTitle);
      await fits('register');

      await page.goto(pathFor('login', lang));
      await submitLogin(page, lang, user.email, user.password);
      await expectPath(page, pathFor('dashboard', lang));
      await page.getByRole('region', { name: t.profileCard }).getByText(user.email).waitFor();
      await fits('dashboard');

      // The navigation folds behind the Menu button; a link in it navigates and folds it again.
      const nav = page.getByRole('navigation', { name: t.mainNav });
      expect(await nav.isVisible()).toBe(false);
      const menu = page.getByRole('banner').getByRole('button', { name: t.menu });
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      expect(await nav.getByRole('link').allInnerTexts()).toEqual(t.userNav);
      await fits('menu-open', { menuOpen: true });
      await nav.getByRole('link', { name: t.userNav[3] }).click();
      await expectPath(page, pathFor('myPhotos', lang));
      await expect.poll(() => nav.isVisible()).toBe(false);
      await fits('my-photos');

      // The balance stays in the top row; the menu holds the rest: the (truncated) name and the logout button.
      expect(await page.getByRole('banner').innerText()).toContain(t.credits(0));
      await menu.click();
      await page.getByRole('banner').getByRole('button', { name: t.logout }).waitFor();
      const name = page.getByRole('banner').getByRole('link', { name: user.fullName });
      expect(await name.getAttribute('title')).toBe(user.fullName);
      await name.click();
      await expectHeading(page, t.accountTitle);
      await fits('account');
      // The account tabs stay one line each, side by side, never drawn over one another: all six (the team tab shows
      // once the server said teams are on).
      await page.locator('[data-teams="on"]').waitFor();
      const tabs = await page.getByRole('tab').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
      expect(tabs).toHaveLength(6);
      for (const [i, box] of tabs.entries()) {
        expect(box.height, `tab ${i} wraps`).toBe(tabs[0]!.height);
        if (i > 0) expect(box.left, `tab ${i} overlaps the one before`).toBeGreaterThanOrEqual(tabs[i - 1]!.right - 0.5);
      }
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });
});
