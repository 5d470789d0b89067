import type { Lang } from '../../lib/language';

/** The invitation screen of the web app for a token, in a language (EN /en/invitation/…, PL /pl/zaproszenie/…). */
export function invitationUrl(publicUrl: string, lang: Lang, token: string): string {
  return lang === 'pl' ? `${publicUrl}/pl/zaproszenie/${token}` : `${publicUrl}/en/invitation/${token}`;
}

/** The same screen as an app path without the language prefix (a notification's link). */
export const invitationPath = (token: string) => `/invitation/${token}`;

export const INVITATION_TTL_DAYS = 7;
export const MAX_LINK_TTL_DAYS = 90;
export const DAY_MS = 24 * 3600 * 1000;
