import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_DIR, MessageCatalogue } from '../../lib/message-catalogue';
import { AUTH_EMAIL_MESSAGES, confirmEmailMessage, resetPasswordMessage } from './auth-emails';

// The catalogue the web app words its screens from (client/src/locales), read as data like the server does.
const catalogue = (lang: 'en' | 'pl') => JSON.parse(readFileSync(join(CATALOGUE_DIR, `${lang}.json`), 'utf8')) as Record<string, string>;
const words = MessageCatalogue.load(AUTH_EMAIL_MESSAGES);
const email = (lang: 'en' | 'pl') => ({ to: 'anna@example.com', name: 'Anna <Nowak>', url: 'https://kadr.test/x?token=a&b', lang });

describe('auth emails, worded from the client catalogue', () => {
  it('write a confirmation email in English and in Polish, from the catalogue', () => {
    const en = confirmEmailMessage(words, email('en'), 24);
    expect(en.subject).toBe(catalogue('en')['emails.confirmEmail.subject']);
    expect(en.text).toContain('Hi Anna <Nowak>,');
    expect(en.text).toContain('The link is valid for 24 hours.');
    expect(en.text).toContain(`${catalogue('en')['emails.confirmEmail.button']}: https://kadr.test/x?token=a&b`);

    const pl = confirmEmailMessage(words, email('pl'), 24);
    expect(pl.subject).toBe(catalogue('pl')['emails.confirmEmail.subject']);
    expect(pl.kind).toBe('confirm_email');
    expect(pl.text).toContain('Cześć Anna <Nowak>,');
    expect(pl.text).toContain('Link jest ważny przez 24 godziny.');
    expect(pl.html).toContain('<html lang="pl">');
    // The user's name and the link are escaped in the HTML part.
    expect(pl.html).toContain('Anna &lt;Nowak&gt;');
    expect(pl.html).toContain('href="https://kadr.test/x?token=a&amp;b"');
  });

  it('use Polish plural forms for the link lifetime', () => {
    const lifetime = (hours: number) => confirmEmailMessage(words, email('pl'), hours).text;
    expect(lifetime(1)).toContain('przez 1 godzinę.');
    expect(lifetime(5)).toContain('przez 5 godzin.');
    expect(lifetime(22)).toContain('przez 22 godziny.');
    expect(resetPasswordMessage(words, email('pl'), 60).text).toContain('przez 60 minut i działa tylko raz.');
    expect(resetPasswordMessage(words, email('en'), 1).text).toContain('valid for 1 minute and works once.');
  });

  it('write a reset email in each language', () => {
    expect(resetPasswordMessage(words, email('en'), 60)).toMatchObject({ kind: 'reset_password', subject: catalogue('en')['emails.resetPassword.subject'] });
    expect(resetPasswordMessage(words, email('pl'), 60)).toMatchObject({ kind: 'reset_password', subject: catalogue('pl')['emails.resetPassword.subject'] });
  });

  it('follow the catalogue: a changed catalogue changes the email', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kadr-catalogue-'));
    for (const lang of ['en', 'pl'] as const) {
      writeFileSync(join(dir, `${lang}.json`), JSON.stringify({ ...catalogue(lang), 'emails.confirmEmail.subject': `Changed (${lang})` }));
    }
    const changed = MessageCatalogue.load(AUTH_EMAIL_MESSAGES, dir);
    expect(confirmEmailMessage(changed, email('pl'), 24).subject).toBe('Changed (pl)');
  });

  it('refuse to start without the words they need, in either language', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kadr-catalogue-'));
    writeFileSync(join(dir, 'en.json'), JSON.stringify(catalogue('en')));
    const { ['emails.resetPassword.body']: _dropped, ...rest } = catalogue('pl');
    writeFileSync(join(dir, 'pl.json'), JSON.stringify(rest));
    expect(() => MessageCatalogue.load(AUTH_EMAIL_MESSAGES, dir)).toThrow(/pl\.json lacks emails\.resetPassword\.body/);
  });
});
