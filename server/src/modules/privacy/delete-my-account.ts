import { z } from 'zod';
import { ForbiddenError } from '@kadr/core/errors/app-error';
import { verifyPassword } from '../../lib/passwords';
import { parseInput } from '../../lib/validation';
import type { Viewer } from '../../context';
import type { Services } from '../../services-contract';
import { lockTargetUser } from '../admin/admin-target';
import { WrongPasswordError } from './account-deletion.errors';
import { startAccountDeletion } from './start-account-deletion';

const input = z.object({ password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200) });

/**
 * Like sign-in's: per address across accounts, and wrong passwords per account (a stolen session cannot guess the
 * password to delete the account); a correct password does not count. Refusals are RATE_LIMITED (429, Retry-After).
 */
export const DELETE_ACCOUNT_LIMITS = {
  perIp: { limit: 20, windowSeconds: 900 },
  failuresPerAccount: { limit: 5, windowSeconds: 900 },
} as const;

/**
 * The user deletes their own account (GDPR art. 17): the password again (every account has one: registration is the
 * only way in), then, in one transaction, everything startAccountDeletion does. The data goes in the background
 * (run-account-deletion.ts); the account is unusable from the commit. Signed-in sessions only, never an API key.
 * WRONG_PASSWORD changes nothing.
 */
export async function deleteMyAccount(
  services: Pick<Services, 'prisma' | 'jobs' | 'rateLimiter' | 'apiKeys'>,
  viewer: Viewer,
  raw: unknown,
  meta: { ip: string; requestId: string | null },
): Promise<{ deletionId: string }> {
  if (viewer.actor.kind === 'apiKey' || viewer.sessionId === null) throw new ForbiddenError('An account can be deleted only from a signed-in session');
  const { password } = parseInput(input, raw ?? {});
  const failures = { key: `delete-account:fail:${viewer.user.id}`, ...DELETE_ACCOUNT_LIMITS.failuresPerAccount };
  await services.rateLimiter.consume({ key: `delete-account:ip:${meta.ip}`, ...DELETE_ACCOUNT_LIMITS.perIp });
  await services.rateLimiter.check(failures);
  if (!(await verifyPassword(password, viewer.user.passwordHash))) {
    await services.rateLimiter.record(failures);
    throw new WrongPasswordError();
  }
  const started = await services.prisma.$transaction(async (tx) => {
    const user = await lockTargetUser(tx, viewer.user.id);
    return startAccountDeletion(tx, services, user, { admin: null, reason: null, requestId: meta.requestId });
  });
  for (const keyId of started.revokedKeyIds) services.apiKeys.forgetKey(keyId);
  return { deletionId: started.deletionId };
}
