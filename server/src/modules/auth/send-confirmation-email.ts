import type { User } from '../../../../core/src/generated/prisma/client';
import type { Services } from '../../services';
import { confirmEmailMessage, langOf } from './auth-emails';
import { createEmailToken } from './email-tokens';

export async function sendConfirmationEmail(services: Services, user: Pick<User, 'id' | 'email' | 'fullName' | 'locale'>) {
  const { env } = services;
  const token = await createEmailToken(services, user.id, 'confirm_email', env.EMAIL_TOKEN_TTL_HOURS * 3_600_000);
  const lang = langOf(user.locale);
  const url = `${env.PUBLIC_URL}/${lang}/auth/confirm-email?token=${encodeURIComponent(token)}`;
  await services.mailer.send(confirmEmailMessage(user.email, user.fullName, url, lang, env.EMAIL_TOKEN_TTL_HOURS));
}
