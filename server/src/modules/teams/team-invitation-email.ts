import type { TeamRole } from '@kadr/core/generated/prisma/client';
import type { Lang } from '../../lib/language';
import type { MailMessage } from '../../lib/mailer';
import type { MessageCatalogue } from '../../lib/message-catalogue';

/** The catalogue messages the invitation email is worded from (client/src/locales/{en,pl}.json), checked at start. */
export const TEAM_EMAIL_MESSAGES = [
  'emails.teamInvitation.greeting',
  'emails.teamInvitation.subject',
  'emails.teamInvitation.body',
  'emails.teamInvitation.visibility',
  'emails.teamInvitation.validity',
  'emails.teamInvitation.ignore',
  'emails.teamInvitation.button',
] as const;

type TeamEmailMessage = (typeof TEAM_EMAIL_MESSAGES)[number];

export interface TeamInvitationEmail {
  to: string;
  lang: Lang;
  teamName: string;
  inviterName: string;
  role: TeamRole;
  /** The invitation screen with the token (shown to nobody else: only its hash is stored). */
  url: string;
  days: number;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An invitation to a team by email: who invites to what and as whom, what team admins see, how long it is valid. */
export function teamInvitationMessage(words: MessageCatalogue, email: TeamInvitationEmail): MailMessage {
  const values = { inviter: email.inviterName, team: email.teamName, role: email.role, days: email.days };
  const say = (id: TeamEmailMessage) => words.format(email.lang, id, values);
  const lines = [
    say('emails.teamInvitation.greeting'),
    say('emails.teamInvitation.body'),
    say('emails.teamInvitation.visibility'),
    say('emails.teamInvitation.validity'),
    say('emails.teamInvitation.ignore'),
  ];
  const label = say('emails.teamInvitation.button');
  const text = `${lines.join('\n\n')}\n\n${label}: ${email.url}\n`;
  const html = `<!doctype html><html lang="${email.lang}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a202c">
${lines.map((l) => `<p>${escape(l)}</p>`).join('\n')}
<p><a href="${escape(email.url)}" style="display:inline-block;padding:10px 18px;background:#2b6cb0;color:#fff;border-radius:6px;text-decoration:none">${escape(label)}</a></p>
<p style="color:#718096;font-size:12px">${escape(email.url)}</p>
</body></html>`;
  return { to: email.to, kind: 'team_invitation', subject: say('emails.teamInvitation.subject'), text, html };
}
