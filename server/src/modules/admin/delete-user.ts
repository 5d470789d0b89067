import { z } from 'zod';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { CannotDeleteSelfError } from '../privacy/account-deletion.errors';
import { startAccountDeletion } from '../privacy/start-account-deletion';
import { readAdminUser, type AdminUserDto } from './admin-dto';
import type { AdminRequest } from './admin-request';
import { lockTargetUser, reasonSchema } from './admin-target';

const schema = z.strictObject({ userId: z.string(), reason: reasonSchema });

/** The address of the user the reason names, as it is kept in the log: the log must not keep it after the deletion. */
const withoutEmail = (reason: string, email: string) => reason.split(email).join('[email]');

/**
 * An administrator deletes a user's account (a request that reached support, say), with a required reason: the same
 * deletion as the user's own (startAccountDeletion, run-account-deletion.ts), audited with the admin and the reason.
 * An admin cannot delete themselves here (CANNOT_DELETE_SELF): their own profile's section asks for their password.
 * TEAM_HANDOVER_REQUIRED where a team would be left without an admin.
 */
export async function deleteUser(services: Pick<Services, 'prisma' | 'jobs' | 'apiKeys'>, admin: AdminRequest, raw: unknown): Promise<AdminUserDto> {
  const { userId, reason } = parseInput(schema, raw ?? {});
  if (userId === admin.adminId) throw new CannotDeleteSelfError();
  const started = await services.prisma.$transaction(async (tx) => {
    const user = await lockTargetUser(tx, userId);
    const started = await startAccountDeletion(tx, services, user, { admin, reason: withoutEmail(reason, user.email), requestId: admin.requestId });
    return { ...started, user: await readAdminUser(tx, userId) };
  });
  for (const keyId of started.revokedKeyIds) services.apiKeys.forgetKey(keyId);
  return started.user;
}
