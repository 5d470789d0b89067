import type { EmailTokenPurpose } from '@kadr/core/generated/prisma/client';
import { hashToken, randomToken } from '../../lib/tokens';
import type { Services } from '../../services-contract';
import { InvalidTokenError } from './auth.errors';

/** Creates a single-use token for a mailed link; earlier unused tokens of the same purpose stop working. */
export async function createEmailToken(
  { prisma }: Pick<Services, 'prisma'>,
  userId: string,
  purpose: EmailTokenPurpose,
  ttlMs: number,
): Promise<string> {
  const token = randomToken();
  await prisma.$transaction([
    prisma.emailToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: new Date() } }),
    prisma.emailToken.create({
      data: { userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) },
    }),
  ]);
  return token;
}

/** Marks the token used, atomically (a second use fails), and returns its user id. */
export async function consumeEmailToken(
  { prisma }: Pick<Services, 'prisma'>,
  token: string | undefined | null,
  purpose: EmailTokenPurpose,
  userId?: string,
): Promise<string> {
  if (!token) throw new InvalidTokenError('MISSING_TOKEN');
  const tokenHash = hashToken(token);
  const now = new Date();
  const { count } = await prisma.emailToken.updateMany({
    where: { tokenHash, purpose, usedAt: null, expiresAt: { gt: now }, ...(userId ? { userId } : {}) },
    data: { usedAt: now },
  });
  if (count !== 1) throw new InvalidTokenError();
  const row = await prisma.emailToken.findUniqueOrThrow({ where: { tokenHash }, select: { userId: true } });
  return row.userId;
}
