import { createIntl } from '@formatjs/intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The web app's own catalogue: the words of the emails are the client's, and a changed catalogue changes the email.
import enCatalogue from '@kadr/client/locales/en.json';
import plCatalogue from '@kadr/client/locales/pl.json';
import { call, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const password = 'correct horse';
let n = 0;
const freshEmail = () => `mail${++n}-${Date.now()}@example.com`;

const intls = {
  en: createIntl({ locale: 'en-US', messages: enCatalogue }),
  pl: createIntl({ locale: 'pl-PL', messages: plCatalogue }),
};

/** The plain-text email the catalogue says a user gets: greeting, body, what to do if it was not them, the link. */
function expectedText(lang: 'en' | 'pl', kind: 'confirmEmail' | 'resetPassword', name: string, url: string) {
  const say = (id: string, values?: Record<string, string | number>) => intls[lang].formatMessage({ id }, values);
  const lifetime: Record<string, number> = kind === 'confirmEmail' ? { hours: t.services.env.EMAIL_TOKEN_TTL_HOURS } : { minutes: t.services.env.RESET_TOKEN_TTL_MINUTES };
  const lines = [say('emails.common.greeting', { name }), say(`emails.${kind}.body`, lifetime), say(`emails.${kind}.ignore`)];
  return `${lines.join('\n\n')}\n\n${say(`emails.${kind}.button`)}: ${url}\n`;
}

async function newestMail(to: string, kind: string) {
  const mail = await t.services.prisma.outboxEmail.findFirst({ where: { to, kind }, orderBy: { createdAt: 'desc' } });
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return { ...mail, url: new URL(/https?:\/\/\S+/.exec(mail.text)![0]) };
}

describe("emails in the user's language, worded from the client's message catalogue", () => {
  it('mails a Polish user a Polish confirmation and an English user an English one', async () => {
    for (const lang of ['pl', 'en'] as const) {
      const email = freshEmail();
      const reg = await call(t.app, 'POST', '/api/auth/register', { email, password, fullName: 'Zażółć Gęślą', locale: lang });
      expect(reg.status).toBe(201);
      const mail = await newestMail(email, 'confirm_email');
      expect(mail.subject).toBe(intls[lang].formatMessage({ id: 'emails.confirmEmail.subject' }));
      expect(mail.text).toBe(expectedText(lang, 'confirmEmail', 'Zażółć Gęślą', mail.url.href));
      expect(mail.url.pathname).toBe(`/${lang}/auth/confirm-email`);
      expect(mail.html).toContain(`<html lang="${lang}">`);
    }
    // The two languages really differ (the test would pass on one text for both otherwise).
    expect(plCatalogue['emails.confirmEmail.subject']).not.toBe(enCatalogue['emails.confirmEmail.subject']);
  });

  it("writes in the request's language (Accept-Language) to an account with none saved, and the saved one wins", async () => {
    const email = freshEmail();
    await call(t.app, 'POST', '/api/auth/register', { email, password, fullName: 'Jan' }, { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.8' });
    const confirm = await newestMail(email, 'confirm_email');
    expect(confirm.subject).toBe(plCatalogue['emails.confirmEmail.subject']);
    expect(confirm.url.pathname).toBe('/pl/auth/confirm-email');

    // No saved language: the reset follows the request; an account with Polish saved gets Polish whatever it asks.
    await call(t.app, 'POST', '/api/auth/forgot-password', { email }, { 'accept-language': 'en-GB,en;q=0.9' });
    const reset = await newestMail(email, 'reset_password');
    expect(reset.subject).toBe(enCatalogue['emails.resetPassword.subject']);
    expect(reset.text).toBe(expectedText('en', 'resetPassword', 'Jan', reset.url.href));

    const polish = freshEmail();
    await call(t.app, 'POST', '/api/auth/register', { email: polish, password, fullName: 'Ola', locale: 'pl' });
    await call(t.app, 'POST', '/api/auth/forgot-password', { email: polish }, { 'accept-language': 'en' });
    const saved = await newestMail(polish, 'reset_password');
    expect(saved.subject).toBe(plCatalogue['emails.resetPassword.subject']);
    expect(saved.text).toBe(expectedText('pl', 'resetPassword', 'Ola', saved.url.href));
    expect(saved.url.pathname).toBe('/pl/reset-password');
  });

  it('follows the request language over GraphQL too, and writes English when nothing says otherwise', async () => {
    const email = freshEmail();
    await call(t.app, 'POST', '/api/auth/register', { email, password, fullName: 'Piotr' });
    expect((await newestMail(email, 'confirm_email')).subject).toBe(enCatalogue['emails.confirmEmail.subject']);
    const res = await call(
      t.app,
      'POST',
      '/graphql',
      { query: 'mutation($i: EmailInput!) { requestPasswordReset(input: $i) { __typename } }', variables: { i: { email } } },
      { 'accept-language': 'pl' },
    );
    expect(res.body.errors).toBeUndefined();
    expect((await newestMail(email, 'reset_password')).subject).toBe(plCatalogue['emails.resetPassword.subject']);
  });
});
