import { z } from 'zod';
import { hashToken } from '../../lib/tokens';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { revokeFamily } from './refresh-session';

const logoutInput = z.object({ refreshToken: z.string().max(200).optional() });

/**
 * Ends the session: revokes the refresh-token family of the caller's access token and of the refresh token
 * given, which also invalidates access tokens of that session. Never fails for an already-ended session.
 */
export async function logout(services: Pick<Services, 'prisma'>, sessionId: string | null, input: unknown): Promise<void> {
  const { refreshToken } = parseInput(logoutInput, input ?? {});
  const families = new Set<string>();
  if (sessionId) families.add(sessionId);
  if (refreshToken) {
    const row = await services.prisma.refreshToken.findUnique({ where: { tokenHash: hashToken(refreshToken) } });
    if (row) families.add(row.familyId);
  }
  for (const familyId of families) await revokeFamily(services, familyId);
}
