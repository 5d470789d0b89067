import { z } from 'zod';
import { publishIn } from '@kadr/core/events/pubsub';
import { hashToken } from '../../lib/tokens';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { InvalidRefreshTokenError } from './auth.errors';
import type { RequestMeta } from './auth.schemas';
import { issueSession, type SessionTokens } from './issue-session';

const refreshInput = z.object({ refreshToken: z.string({ error: 'Refresh token is required' }).min(1).max(200) });

/**
 * Rotates a refresh token: the presented one is consumed and a new one in the same family is issued.
 * A token presented after it was consumed means it leaked (or raced a theft): the whole family is revoked.
 */
export async function refreshSession(services: Pick<Services, 'env' | 'prisma' | 'rateLimiter' | 'accessTokens'>, input: unknown, meta: RequestMeta): Promise<SessionTokens> {
  await services.rateLimiter.consume({ key: `refresh:ip:${meta.ip}`, limit: 120, windowSeconds: 60 });
  const { refreshToken } = parseInput(refreshInput, input);
  const { prisma } = services;
  const tokenHash = hashToken(refreshToken);
  const row = await prisma.refreshToken.findUnique({ where: { tokenHash } });
  if (!row || row.revokedAt || row.expiresAt <= new Date()) throw new InvalidRefreshTokenError();

  const now = new Date();
  const { count } = await prisma.refreshToken.updateMany({
    where: { id: row.id, consumedAt: null, revokedAt: null },
    data: { consumedAt: now },
  });
  if (count !== 1) {
    await revokeFamily(services, row.familyId);
    throw new InvalidRefreshTokenError();
  }
  return issueSession(services, row.userId, { familyId: row.familyId, userAgent: meta.userAgent });
}

/** Ends a session: its refresh tokens are revoked, and its live sockets are closed in every API process at the commit. */
export async function revokeFamily({ prisma }: Pick<Services, 'prisma'>, familyId: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await tx.refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: new Date() } });
    await publishIn(tx, 'sessionEnded', { sessionId: familyId });
  });
}
