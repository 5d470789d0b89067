import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createConfirmedUser,
  expectHeading,
  field,
  freshEmail,
  openPage,
  pathFor,
  screenshot,
  startE2e,
  texts,
  type E2e,
  type Page,
} from '../support/browser';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(() => e2e?.close());

const emailExists = {
  en: 'An account with this email address already exists. Log in or reset your password.',
  pl: 'Konto z tym adresem e-mail już istnieje. Zaloguj się lub zresetuj hasło.',
} as const;

/** The error message tied to each field (aria-errormessage or aria-describedby), by field id ('' when none). */
async function fieldErrors(page: Page) {
  return page.evaluate(() =>
    Object.fromEntries(
      ['fullName', 'email', 'password', 'confirmPassword', 'acceptTerms'].map((id) => {
        const input = document.getElementById(id);
        if (input?.getAttribute('aria-invalid') !== 'true') return [id, ''];
        const ref = input.getAttribute('aria-errormessage') ?? input.getAttribute('aria-describedby') ?? '';
        return [id, ref ? (document.getElementById(ref)?.textContent ?? `missing #${ref}`) : 'invalid without a message'];
      }),
    ),
  );
}

describe.each(['en', 'pl'] as const)('register form validation in %s', (lang) => {
  const t = texts[lang];
  const v = t.validation;

  it('shows the spec messages for bad input and sends nothing to the server', async () => {
    const { page, problems, requests, close } = await openPage(e2e, { lang });
    const submit = () => page.locator('main').getByRole('button', { name: t.registerSubmit }).click();
    try {
      await page.goto(pathFor('register', lang));
      await expectHeading(page, t.registerTitle);

      // Nothing filled in: one form-level message.
      await submit();
      await expect.poll(() => page.getByRole('alert').innerText()).toBe(v.allFieldsRequired);
      await screenshot(page, `register-empty-${lang}`);

      // Every rule broken at once: a message under each field, in the UI language.
      await field(page, t.email).fill('not-an-email');
      await field(page, t.password).fill('12345');
      await field(page, t.confirmPassword).fill('123456');
      await submit();
      await expect.poll(() => fieldErrors(page)).toEqual({
        fullName: v.nameRequired,
        email: v.emailInvalid,
        password: v.passwordTooShort,
        confirmPassword: v.passwordsDoNotMatch,
        acceptTerms: v.termsRequired,
      });
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(await field(page, t.email).getAttribute('aria-invalid')).toBe('true');
      await screenshot(page, `register-invalid-${lang}`);

      // Fixing a field clears its message on the next submit; the rest stay.
      await field(page, t.fullName).fill('Jan Kowalski');
      await field(page, t.email).fill('jan@example');
      await field(page, t.password).fill('123456');
      await submit();
      await expect.poll(() => fieldErrors(page)).toEqual({
        fullName: '',
        email: v.emailInvalid,
        password: '',
        confirmPassword: '',
        acceptTerms: v.termsRequired,
      });

      // Client-side validation never called the API, and no account exists.
      expect(requests('/api/auth/register')).toHaveLength(0);
      const mails = await (await fetch(`${e2e.url}/dev/mailbox.json?to=jan@example`)).json();
      expect(mails).toEqual([]);
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the email-already-exists message when the server refuses a taken address', async () => {
    const taken = await createConfirmedUser(e2e.url, { email: freshEmail(`taken-${lang}`) });
    const { page, problems, requests, close } = await openPage(e2e, { lang });
    try {
      await page.goto(pathFor('register', lang));
      await field(page, t.fullName).fill('Someone Else');
      await field(page, t.email).fill(taken.email);
      await field(page, t.password).fill('another-pass');
      await field(page, t.confirmPassword).fill('another-pass');
      await page.getByRole('checkbox', { name: t.acceptTerms }).check();
      await page.locator('main').getByRole('button', { name: t.registerSubmit }).click();

      await expect.poll(() => page.getByRole('alert').innerText()).toBe(emailExists[lang]);
      expect(requests('/api/auth/register')).toHaveLength(1);
      // Still on the form, signed out.
      await expectHeading(page, t.registerTitle);
      expect(await page.evaluate(() => localStorage.getItem('kadr.token'))).toBeNull();
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });
});
