import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedUser, expectHeading, expectPath, field, freshEmail, openPage, pathFor, screenshot, startE2e, submitLogin, submitRegistration, texts, toast, type E2e, type Page } from '../support/browser';

// Delete my account (issue #25) in Chromium, in both languages: Account → Profile → Delete account with the password
// and the typed word, signed out onto the public home page with a message, the sign-in refused, the address free to
// register again.

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(() => e2e?.close());

const words = {
  en: {
    section: 'Delete account',
    password: 'Your password',
    confirm: 'Type DELETE to confirm',
    phrase: 'DELETE',
    submit: 'Delete my account',
    wrongPassword: 'That password is not correct. Nothing was deleted.',
    done: 'Your account has been deleted.',
    badLogin: 'Invalid email or password',
    home: '/en',
  },
  pl: {
    section: 'Usuń konto',
    password: 'Twoje hasło',
    confirm: 'Wpisz USUŃ, aby potwierdzić',
    phrase: 'USUŃ',
    submit: 'Usuń moje konto',
    wrongPassword: 'Hasło jest nieprawidłowe. Nic nie zostało usunięte.',
    done: 'Twoje konto zostało usunięte.',
    badLogin: 'Nieprawidłowy e-mail lub hasło',
    home: '/pl',
  },
} as const;

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('kadr.token'));

describe.each(['en', 'pl'] as const)('deleting an account in %s', (lang) => {
  const t = texts[lang];
  const w = words[lang];

  it('deletes the account from the profile, signs out, refuses the sign-in and lets the address register again', async () => {
    const { page, close } = await openPage(e2e, { lang });
    const user = await createConfirmedUser(e2e.url, { email: freshEmail(`delete-${lang}`), locale: lang, fullName: lang === 'pl' ? 'Zofia Gęślak' : 'Dana Doe' });
    try {
      await page.goto(pathFor('login', lang));
      await submitLogin(page, lang, user.email, user.password);
      await expectHeading(page, t.dashboardTitle);

      await page.goto(pathFor('account', lang));
      const section = page.getByRole('region', { name: w.section });
      await section.scrollIntoViewIfNeeded();
      const submit = section.getByRole('button', { name: w.submit });
      // Nothing can be sent before the word is typed.
      expect(await submit.isDisabled()).toBe(true);
      await field(page, w.password).fill('not-my-password');
      await field(page, w.confirm).fill(w.phrase);
      await submit.click();
      await section.getByText(w.wrongPassword).waitFor();
      expect(await stored(page)).not.toBeNull();

      await field(page, w.password).fill(user.password);
      await screenshot(page, `account-deletion-${lang}`);
      await submit.click();

      // Signed out, on the public home page, told what happened.
      await toast(page, w.done).waitFor();
      await expectPath(page, w.home);
      expect(await stored(page)).toBeNull();
      await screenshot(page, `account-deletion-done-${lang}`);

      // The sign-in is refused (once the deletion has run, the password is gone as well).
      // Polled slowly: sign-in attempts count against the address's limit.
      for (let tries = 0; ; tries++) {
        const res = await fetch(`${e2e.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: user.email, password: user.password }) });
        if (res.status === 401) break;
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('ACCOUNT_DELETED');
        if (tries > 60) throw new Error('the deletion did not finish');
        await new Promise((r) => setTimeout(r, 1000));
      }
      await page.goto(pathFor('login', lang));
      await submitLogin(page, lang, user.email, user.password);
      await expect.poll(() => page.getByRole('alert').first().innerText()).toBe(w.badLogin);

      // The same address registers again, as a new account.
      await page.goto(pathFor('register', lang));
      await submitRegistration(page, lang, { fullName: 'New Me', email: user.email, password: 'another-123' });
      await expectHeading(page, t.confirmNoticeTitle);
    } finally {
      await close();
    }
  });
});
