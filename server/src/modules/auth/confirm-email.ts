import { z } from 'zod';
import { hashToken } from '../../lib/tokens';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { promoteAdminEmails } from '../admin/promote-admin-emails';
import { InvalidTokenError } from './auth.errors';
import { consumeEmailToken } from './email-tokens';

const confirmInput = z.object({ token: z.string().max(200).optional() });

export interface EmailConfirmation {
  /** The account just confirmed; null when it was confirmed before (a used link shows no account data). */
  userId: string | null;
  /** The link was opened before (or another link confirmed the address): nothing changed, the user can log in. */
  alreadyConfirmed: boolean;
}

/**
 * Confirms the address behind a single-use link token. A link opened a second time (mail clients and scanners
 * open links too) is not an error when its address is confirmed: the answer says so, and the user logs in.
 */
export async function confirmEmail(services: Pick<Services, 'env' | 'prisma'>, input: unknown): Promise<EmailConfirmation> {
  const { token } = parseInput(confirmInput, input ?? {});
  try {
    const userId = await consumeEmailToken(services, token, 'confirm_email');
    await services.prisma.$transaction(async (tx) => {
      await tx.user.updateMany({ where: { id: userId, emailConfirmedAt: null }, data: { emailConfirmedAt: new Date() } });
      // ADMIN_EMAILS: a listed address becomes an admin once it is proven.
      await promoteAdminEmails(tx, services.env.ADMIN_EMAILS, userId);
    });
    return { userId, alreadyConfirmed: false };
  } catch (error) {
    if (!(error instanceof InvalidTokenError) || !token) throw error;
    const used = await services.prisma.emailToken.findFirst({
      where: { tokenHash: hashToken(token), purpose: 'confirm_email', user: { emailConfirmedAt: { not: null } } },
      select: { id: true },
    });
    if (!used) throw error;
    return { userId: null, alreadyConfirmed: true };
  }
}
