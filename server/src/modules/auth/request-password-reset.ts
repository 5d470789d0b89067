import { z } from 'zod';
import type { Services } from '../../services-contract';
import { languageFor } from '../../lib/language';
import { resetPasswordMessage } from './auth-emails';
import { emailSchema, parseAuthInput, type RequestMeta } from './auth.schemas';
import { createEmailToken } from './email-tokens';

const forgotInput = z.object({ email: emailSchema });

export const RESET_REQUESTED_MESSAGE = 'If an account exists for this email, we sent a link to reset the password.';

/** Mails a single-use reset link; the answer never says whether the address has an account. */
export async function requestPasswordReset(services: Pick<Services, 'env' | 'prisma' | 'mailer' | 'catalogue' | 'rateLimiter'>, input: unknown, meta: RequestMeta): Promise<string> {
  const { email } = parseAuthInput(forgotInput, input);
  await services.rateLimiter.consume(
    { key: `forgot:email:${email}`, limit: 5, windowSeconds: 3600 },
    { key: `forgot:ip:${meta.ip}`, limit: 20, windowSeconds: 3600 },
  );
  const user = await services.prisma.user.findUnique({ where: { email } });
  if (user) {
    const { env } = services;
    const token = await createEmailToken(services, user.id, 'reset_password', env.RESET_TOKEN_TTL_MINUTES * 60_000);
    const lang = languageFor(user.locale, meta.language);
    const url = `${env.PUBLIC_URL}/${lang}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
    await services.mailer.send(resetPasswordMessage(services.catalogue, { to: email, name: user.fullName, url, lang }, env.RESET_TOKEN_TTL_MINUTES));
  }
  return RESET_REQUESTED_MESSAGE;
}
