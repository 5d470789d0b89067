import type { MailMessage } from '../../lib/mailer';

export type Lang = 'en' | 'pl';
export const langOf = (locale: string | null | undefined): Lang => (locale === 'pl' ? 'pl' : 'en');

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(to: string, kind: string, subject: string, lines: string[], link: { url: string; label: string }): MailMessage {
  const text = `${lines.join('\n\n')}\n\n${link.label}: ${link.url}\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a202c">
${lines.map((l) => `<p>${escape(l)}</p>`).join('\n')}
<p><a href="${escape(link.url)}" style="display:inline-block;padding:10px 18px;background:#2b6cb0;color:#fff;border-radius:6px;text-decoration:none">${escape(link.label)}</a></p>
<p style="color:#718096;font-size:12px">${escape(link.url)}</p>
</body></html>`;
  return { to, kind, subject, text, html };
}

export function confirmEmailMessage(to: string, name: string, url: string, lang: Lang, ttlHours: number): MailMessage {
  return lang === 'pl'
    ? layout(to, 'confirm_email', 'Potwierdź swój adres e-mail w Kadr', [
        `Cześć ${name},`,
        `dziękujemy za rejestrację w Kadr. Potwierdź adres e-mail, aby się zalogować. Link jest ważny przez ${ttlHours} godz.`,
        'Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.',
      ], { url, label: 'Potwierdź e-mail' })
    : layout(to, 'confirm_email', 'Confirm your email address for Kadr', [
        `Hi ${name},`,
        `thanks for signing up for Kadr. Confirm your email address to sign in. The link is valid for ${ttlHours} hours.`,
        'If you did not create an account, ignore this message.',
      ], { url, label: 'Confirm email' });
}

export function resetPasswordMessage(to: string, name: string, url: string, lang: Lang, ttlMinutes: number): MailMessage {
  return lang === 'pl'
    ? layout(to, 'reset_password', 'Zresetuj hasło w Kadr', [
        `Cześć ${name},`,
        `otrzymaliśmy prośbę o zresetowanie hasła. Link jest ważny przez ${ttlMinutes} minut i działa tylko raz.`,
        'Jeśli to nie Ty, zignoruj tę wiadomość — hasło pozostanie bez zmian.',
      ], { url, label: 'Ustaw nowe hasło' })
    : layout(to, 'reset_password', 'Reset your Kadr password', [
        `Hi ${name},`,
        `we received a request to reset your password. The link is valid for ${ttlMinutes} minutes and works once.`,
        'If this was not you, ignore this message and your password stays the same.',
      ], { url, label: 'Set a new password' });
}
