import type { Notification } from '@kadr/core/generated/prisma/client';
import { isEmailOptional, isNotificationType } from '@kadr/core/notifications/notification-types';
import type { Lang } from '../../lib/language';
import type { MailMessage } from '../../lib/mailer';
import type { MessageCatalogue } from '../../lib/message-catalogue';

/** The catalogue messages a notification email uses besides its own words, checked at start. */
export const NOTIFICATION_EMAIL_MESSAGES = ['emails.common.greeting'] as const;

// The frame around a notification's own words (which were rendered when it was written, in both languages).
const FRAME: Record<Lang, { open: string; footer: string; requested: string }> = {
  en: {
    open: 'Open Kadr',
    footer: 'You receive this email because email notifications of this kind are on. You can turn them off in Account → Profile.',
    requested: 'You receive this email because you asked for it in your Kadr account.',
  },
  pl: {
    open: 'Otwórz Kadr',
    footer: 'Otrzymujesz tę wiadomość, ponieważ masz włączone powiadomienia e-mail tego rodzaju. Możesz je wyłączyć w zakładce Konto → Profil.',
    requested: 'Otrzymujesz tę wiadomość na prośbę złożoną na Twoim koncie Kadr.',
  },
};

/** Polish slugs of the screens notifications lead to (spec §2; client/src/config/routes.ts), by their English slug. */
const POLISH_SLUGS: Record<string, string> = {
  account: 'konto',
  dashboard: 'pulpit',
  generator: 'generator-zdjec-profilowych',
  'video-generator': 'generator-wideo',
  'my-photos': 'moje-zdjecia',
  pricing: 'cennik',
  upload: 'wgraj',
  invitation: 'zaproszenie',
};

/** A notification's link (an app path without the language prefix) as an address in `lang`, as the receipt builds its own. */
export function linkUrl(publicUrl: string, link: string | null, lang: Lang): string {
  const base = publicUrl.replace(/\/$/, '');
  const path = link ?? '/dashboard';
  if (lang === 'en') return `${base}${path}`;
  const [, first = '', rest = ''] = /^\/([^/?#]*)(.*)$/.exec(path) ?? [];
  return `${base}/pl/${POLISH_SLUGS[first] ?? first}${rest}`;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The email of a notification in `lang`: its title as the subject, its body, and a button to its link in the app,
 * in the reader's language.
 */
export function notificationMessage(
  words: MessageCatalogue,
  n: Pick<Notification, 'type' | 'titleEn' | 'bodyEn' | 'titlePl' | 'bodyPl' | 'link'>,
  to: { email: string; name: string; lang: Lang },
  publicUrl: string,
): MailMessage {
  const { lang } = to;
  const title = lang === 'pl' ? n.titlePl : n.titleEn;
  const body = lang === 'pl' ? n.bodyPl : n.bodyEn;
  const greeting = words.format(lang, 'emails.common.greeting', { name: to.name });
  const url = linkUrl(publicUrl, n.link, lang);
  const frame = FRAME[lang];
  // A type that is always emailed has no switch to point to: it was asked for.
  const footer = isNotificationType(n.type) && !isEmailOptional(n.type) ? frame.requested : frame.footer;
  const text = [greeting, body, `${frame.open}: ${url}`, footer].join('\n\n') + '\n';
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a202c">
<p>${escape(greeting)}</p>
<p><strong>${escape(title)}</strong></p>
<p>${escape(body)}</p>
<p><a href="${escape(url)}" style="display:inline-block;padding:10px 18px;background:#2b6cb0;color:#fff;border-radius:6px;text-decoration:none">${escape(frame.open)}</a></p>
<p style="color:#718096;font-size:12px">${escape(footer)}</p>
</body></html>`;
  return { to: to.email, kind: `notification_${n.type}`, subject: title, text, html };
}
