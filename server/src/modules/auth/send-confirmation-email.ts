import type { User } from '@kadr/core/generated/prisma/client';
import { languageFor, type Lang } from '../../lib/language';
import type { Services } from '../../services-contract';
import { confirmEmailMessage } from './auth-emails';
import { createEmailToken } from './email-tokens';

/** Mails a confirmation link in the user's language (the one saved on the account, else the request's). */
export async function sendConfirmationEmail(
  services: Pick<Services, 'env' | 'prisma' | 'mailer' | 'catalogue'>,
  user: Pick<User, 'id' | 'email' | 'fullName' | 'locale'>,
  requestLanguage: Lang | null = null,
) {
  const { env } = services;
  const token = await createEmailToken(services, user.id, 'confirm_email', env.EMAIL_TOKEN_TTL_HOURS * 3_600_000);
  const lang = languageFor(user.locale, requestLanguage);
  const url = `${env.PUBLIC_URL}/${lang}/auth/confirm-email?token=${encodeURIComponent(token)}`;
  await services.mailer.send(confirmEmailMessage(services.catalogue, { to: user.email, name: user.fullName, url, lang }, env.EMAIL_TOKEN_TTL_HOURS));
}
