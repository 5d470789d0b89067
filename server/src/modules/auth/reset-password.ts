import { z } from 'zod';
import { publishIn } from '@kadr/core/events/pubsub';
import { hashPassword } from '../../lib/passwords';
import type { Services } from '../../services-contract';
import { promoteAdminEmails } from '../admin/promote-admin-emails';
import { InvalidTokenError } from './auth.errors';
import { emailSchema, parseAuthInput, passwordSchema, type RequestMeta } from './auth.schemas';
import { consumeEmailToken } from './email-tokens';

const resetInput = z.object({
  email: emailSchema,
  token: z.string().max(200).optional(),
  newPassword: passwordSchema,
});

/** Sets a new password with a reset token; every session of the account is signed out. */
export async function resetPassword(services: Pick<Services, 'env' | 'prisma' | 'rateLimiter'>, input: unknown, meta: RequestMeta): Promise<void> {
  await services.rateLimiter.consume({ key: `reset:ip:${meta.ip}`, limit: 20, windowSeconds: 3600 });
  const { email, token, newPassword } = parseAuthInput(resetInput, input);
  const { prisma } = services;
  const user = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  if (!token) throw new InvalidTokenError('MISSING_TOKEN');
  if (!user) throw new InvalidTokenError();
  await consumeEmailToken(services, token, 'reset_password', user.id);
  const passwordHash = await hashPassword(newPassword);
  const now = new Date();
  await prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    // The link arrived by email, which proves the address too.
    await tx.user.updateMany({ where: { id: user.id, emailConfirmedAt: null }, data: { emailConfirmedAt: now } });
    await promoteAdminEmails(tx, services.env.ADMIN_EMAILS, user.id);
    await tx.refreshToken.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: now } });
    // Every API process closes the user's live sockets at the commit.
    await publishIn(tx, 'sessionEnded', { userId: user.id });
  });
}
