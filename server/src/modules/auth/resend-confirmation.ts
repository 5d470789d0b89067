import { z } from 'zod';
import type { Services } from '../../services-contract';
import { emailSchema, parseAuthInput, type RequestMeta } from './auth.schemas';
import { sendConfirmationEmail } from './send-confirmation-email';

const resendInput = z.object({ email: emailSchema });

export const RESEND_MESSAGE = 'If this account is waiting for confirmation, we sent a new link.';

/** Sends a fresh confirmation link; answers the same whether or not the account exists. */
export async function resendConfirmation(services: Pick<Services, 'env' | 'prisma' | 'mailer' | 'catalogue' | 'rateLimiter'>, input: unknown, meta: RequestMeta): Promise<string> {
  const { email } = parseAuthInput(resendInput, input);
  await services.rateLimiter.consume(
    { key: `resend:ip:${meta.ip}`, limit: 20, windowSeconds: 3600 },
    { key: `resend:email:${email}`, limit: 5, windowSeconds: 3600 },
  );
  const user = await services.prisma.user.findUnique({ where: { email } });
  if (user && !user.emailConfirmedAt) await sendConfirmationEmail(services, user, meta.language);
  return RESEND_MESSAGE;
}
