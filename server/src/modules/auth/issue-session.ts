import { randomUUID } from 'node:crypto';
import { hashToken, randomToken } from '../../lib/tokens';
import type { Services } from '../../services-contract';

export interface SessionTokens {
  token: string;
  refreshToken: string;
}

/** Issues an access token and a refresh token; a new family starts unless one is being rotated. */
export async function issueSession(
  services: Pick<Services, 'env' | 'prisma' | 'accessTokens'>,
  userId: string,
  options: { familyId?: string; userAgent?: string | null } = {},
): Promise<SessionTokens> {
  const familyId = options.familyId ?? randomUUID();
  const refreshToken = randomToken();
  await services.prisma.refreshToken.create({
    data: {
      userId,
      familyId,
      tokenHash: hashToken(refreshToken),
      userAgent: options.userAgent?.slice(0, 300) ?? null,
      expiresAt: new Date(Date.now() + services.env.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
    },
  });
  const token = await services.accessTokens.sign({ userId, sessionId: familyId });
  return { token, refreshToken };
}
