import type { Lang } from '../../lib/language';
import type { MailMessage } from '../../lib/mailer';
import type { MessageCatalogue } from '../../lib/message-catalogue';

/** The catalogue messages these emails are worded from (client/src/locales/{en,pl}.json), checked at start. */
export const AUTH_EMAIL_MESSAGES = [
  'emails.common.greeting',
  'emails.confirmEmail.subject',
  'emails.confirmEmail.body',
  'emails.confirmEmail.ignore',
  'emails.confirmEmail.button',
  'emails.resetPassword.subject',
  'emails.resetPassword.body',
  'emails.resetPassword.ignore',
  'emails.resetPassword.button',
] as const;

type AuthEmailMessage = (typeof AUTH_EMAIL_MESSAGES)[number];

export interface AuthEmail {
  to: string;
  /** The user's name, for the greeting. */
  name: string;
  /** The link the email is for. */
  url: string;
  lang: Lang;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(email: AuthEmail, kind: string, subject: string, lines: string[], label: string): MailMessage {
  const { to, url, lang } = email;
  const text = `${lines.join('\n\n')}\n\n${label}: ${url}\n`;
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a202c">
${lines.map((l) => `<p>${escape(l)}</p>`).join('\n')}
<p><a href="${escape(url)}" style="display:inline-block;padding:10px 18px;background:#2b6cb0;color:#fff;border-radius:6px;text-decoration:none">${escape(label)}</a></p>
<p style="color:#718096;font-size:12px">${escape(url)}</p>
</body></html>`;
  return { to, kind, subject, text, html };
}

/** One email of the form every auth email has: subject, greeting, body, what to do if it was not you, a button. */
function authEmail(
  words: MessageCatalogue,
  email: AuthEmail,
  kind: string,
  ids: { subject: AuthEmailMessage; body: AuthEmailMessage; ignore: AuthEmailMessage; button: AuthEmailMessage },
  values: Record<string, number>,
): MailMessage {
  const say = (id: AuthEmailMessage, extra?: Record<string, string | number>) => words.format(email.lang, id, extra);
  return layout(
    email,
    kind,
    say(ids.subject),
    [say('emails.common.greeting', { name: email.name }), say(ids.body, values), say(ids.ignore)],
    say(ids.button),
  );
}

export function confirmEmailMessage(words: MessageCatalogue, email: AuthEmail, ttlHours: number): MailMessage {
  return authEmail(
    words,
    email,
    'confirm_email',
    { subject: 'emails.confirmEmail.subject', body: 'emails.confirmEmail.body', ignore: 'emails.confirmEmail.ignore', button: 'emails.confirmEmail.button' },
    { hours: ttlHours },
  );
}

export function resetPasswordMessage(words: MessageCatalogue, email: AuthEmail, ttlMinutes: number): MailMessage {
  return authEmail(
    words,
    email,
    'reset_password',
    { subject: 'emails.resetPassword.subject', body: 'emails.resetPassword.body', ignore: 'emails.resetPassword.ignore', button: 'emails.resetPassword.button' },
    { minutes: ttlMinutes },
  );
}
