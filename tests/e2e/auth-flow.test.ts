import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedUser, expectHeading, expectPath, field, freshEmail, linkFromMailbox, mailFromOutbox, openPage, pathFor, screenshot, startE2e, submitLogin, submitRegistration, texts, type E2e, type Page } from '../support/browser';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(() => e2e?.close());

const stored = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('kadr.token'), refreshToken: localStorage.getItem('kadr.refreshToken') }));

const post = (path: string, body: unknown) =>
  fetch(`${e2e.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const expected = {
  en: { mailSubject: 'Confirm your email address for Kadr', notConfirmed: 'Please confirm your email address before logging in', badLogin: 'Invalid email or password', plan: 'Free', name: 'Anna Nowak' },
  pl: { mailSubject: 'Potwierdź swój adres e-mail w Kadr', notConfirmed: 'Przed zalogowaniem potwierdź swój adres e-mail', badLogin: 'Nieprawidłowy e-mail lub hasło', plan: 'Darmowy', name: 'Zażółć Gęślą' },
} as const;

describe.each(['en', 'pl'] as const)('account lifecycle in %s', (lang) => {
  const t = texts[lang];
  const x = expected[lang];

  it('registers through the form, confirms by the mailed link, logs in to the dashboard and logs out', async () => {
    const { page, problems, close } = await openPage(e2e, { lang });
    const email = freshEmail(`flow-${lang}`);
    const password = 'sekret-123';
    try {
      // From the landing page's header to the register form.
      await page.goto(`/${lang}`);
      await expectHeading(page, t.heroTitle);
      await page.getByRole('banner').getByRole('link', { name: t.headerRegister }).click();
      await expectPath(page, pathFor('register', lang));
      await expectHeading(page, t.registerTitle);

      await submitRegistration(page, lang, { fullName: x.name, email, password });

      // Signed out, told to check the inbox for this address (spec §4).
      await expectHeading(page, t.confirmNoticeTitle);
      await expect.poll(() => page.locator('main').innerText()).toContain(email);
      expect(await stored(page)).toEqual({ token: null, refreshToken: null });

      // The mail is in the UI language, and its link leads to this language's confirmation screen.
      const mail = await mailFromOutbox(e2e.url, email, 'confirm_email');
      expect(mail.subject).toBe(x.mailSubject);
      const link = await linkFromMailbox(e2e.url, email, 'confirm_email');
      expect(link.origin).toBe(e2e.url);
      expect(link.pathname).toBe(`/${lang}/auth/confirm-email`);

      // Logging in before confirming is refused with the spec's text.
      await page.goto(pathFor('login', lang));
      await submitLogin(page, lang, email, password);
      await expect.poll(() => page.getByRole('alert').first().innerText()).toBe(x.notConfirmed);

      await page.goto(link.href);
      await expectHeading(page, t.confirmEmailTitle);
      await page.getByText(t.confirmed).waitFor();
      await screenshot(page, `flow-confirmed-${lang}`);
      await page.getByRole('link', { name: t.goToLogin }).click();
      await expectPath(page, pathFor('login', lang));

      // Wrong password first, then the right one.
      await submitLogin(page, lang, email, 'wrong-password');
      await expect.poll(() => page.getByRole('alert').first().innerText()).toBe(x.badLogin);
      await submitLogin(page, lang, email, password);
      await expectPath(page, pathFor('dashboard', lang));
      await expectHeading(page, t.dashboardTitle);
      await page.getByText(t.welcome(x.name)).waitFor();

      const card = page.getByRole('region', { name: t.profileCard });
      await expect.poll(() => card.innerText()).toContain(email);
      const cardText = await card.innerText();
      expect(cardText).toContain(x.name);
      expect(cardText).toContain(x.plan);
      expect(cardText).toContain(t.credits(0));
      await screenshot(page, `flow-dashboard-${lang}`);

      // The session is real: the stored token reads this account, registered with the UI language.
      const session = await stored(page);
      expect(session.token).toBeTruthy();
      expect(session.refreshToken).toBeTruthy();
      const me = await (await fetch(`${e2e.url}/api/auth/me`, { headers: { authorization: `Bearer ${session.token}` } })).json();
      expect(me.data).toMatchObject({ email, fullName: x.name, locale: lang, emailConfirmed: true, creditsBalance: 0 });

      // Logout: back on the public landing page, tokens gone and the refresh token revoked.
      await page.getByRole('banner').getByRole('button', { name: t.logout }).click();
      await expectPath(page, `/${lang}`);
      await expectHeading(page, t.heroTitle);
      await page.getByText(t.loggedOut).waitFor();
      expect(await stored(page)).toEqual({ token: null, refreshToken: null });
      await page.getByRole('banner').getByRole('link', { name: t.loginTitle }).waitFor();
      const refresh = await post('/api/auth/refresh', { refreshToken: session.refreshToken });
      expect(refresh.status).toBe(401);

      // And the dashboard is closed again.
      await page.goto(pathFor('dashboard', lang));
      await expectPath(page, pathFor('login', lang));
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });

  it('sends a signed-out visitor of a protected page to log in, then back to that page', async () => {
    const user = await createConfirmedUser(e2e.url, { locale: lang });
    const { page, problems, close } = await openPage(e2e, { lang });
    try {
      await page.goto(`${pathFor('account', lang)}?tab=profile`);
      await expectPath(page, pathFor('login', lang));
      await expectHeading(page, t.loginTitle);
      await screenshot(page, `redirect-login-${lang}`);

      await submitLogin(page, lang, user.email, user.password);
      await expectPath(page, pathFor('account', lang));
      expect(new URL(page.url()).search).toBe('?tab=profile');
      await expectHeading(page, t.accountTitle);
      expect(await field(page, t.email).inputValue()).toBe(user.email);

      // Signed in, the login page itself goes straight to the dashboard.
      await page.goto(pathFor('login', lang));
      await expectPath(page, pathFor('dashboard', lang));
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });
});
