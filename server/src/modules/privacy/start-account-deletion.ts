import { publishIn } from '@kadr/core/events/pubsub';
import type { Prisma, User } from '@kadr/core/generated/prisma/client';
import type { Services } from '../../services-contract';
import type { AdminRequest } from '../admin/admin-request';
import { recordAuditEntry } from '../admin/record-audit-entry';
import { AccountDeletedError, TeamHandoverRequiredError } from './account-deletion.errors';
import { ACCOUNT_DELETION_QUEUE, type AccountDeletionJob } from './account-deletion-queue';

export interface DeletionRequest {
  /** The administrator who deletes the account; null: its owner does. */
  admin: AdminRequest | null;
  reason: string | null;
  requestId: string | null;
}

export interface StartedDeletion {
  deletionId: string;
  /** API keys revoked now: the caller makes this process forget them after the commit. */
  revokedKeyIds: string[];
}

/**
 * Teams the user is the only admin of while others are members: the deletion would leave them without an admin.
 * Locks the admin memberships of the user's teams, so a concurrent demotion waits for this transaction.
 */
async function teamsNeedingHandover(tx: Prisma.TransactionClient, userId: string): Promise<{ id: string; name: string }[]> {
  await tx.$queryRaw`
    SELECT 1 AS locked FROM team_members
     WHERE role = 'admin' AND team_id IN (SELECT team_id FROM team_members WHERE user_id = ${userId}::uuid)
     ORDER BY team_id, user_id FOR UPDATE`;
  return tx.$queryRaw<{ id: string; name: string }[]>`
    SELECT t.id, t.name FROM teams t
      JOIN team_members me ON me.team_id = t.id AND me.user_id = ${userId}::uuid AND me.role = 'admin'
     WHERE NOT EXISTS (SELECT 1 FROM team_members a WHERE a.team_id = t.id AND a.user_id <> ${userId}::uuid AND a.role = 'admin')
       AND EXISTS (SELECT 1 FROM team_members o WHERE o.team_id = t.id AND o.user_id <> ${userId}::uuid)
     ORDER BY t.name`;
}

/**
 * The moment an account is deleted, in the caller's transaction over the user's locked row: the account_deletions
 * row and its job (which removes and anonymises the data, step by step), `deleted_at` (sign-in refused from now on),
 * every session ended (refresh-token families revoked, live sockets closed at the commit), every API key revoked,
 * the user's webhook endpoints disabled, and the audit entry. TEAM_HANDOVER_REQUIRED, with nothing changed, where a
 * team would be left without an admin. An account already being deleted answers its running deletion; one deleted
 * already, ACCOUNT_DELETED.
 */
export async function startAccountDeletion(
  tx: Prisma.TransactionClient,
  services: Pick<Services, 'jobs'>,
  user: User,
  request: DeletionRequest,
): Promise<StartedDeletion> {
  const running = await tx.accountDeletion.findFirst({ where: { userId: user.id, status: 'running' }, select: { id: true } });
  if (running) return { deletionId: running.id, revokedKeyIds: [] };
  if (user.deletedAt) throw new AccountDeletedError();
  const teams = await teamsNeedingHandover(tx, user.id);
  if (teams.length) throw new TeamHandoverRequiredError(teams);
  const now = new Date();
  const deletion = await tx.accountDeletion.create({
    data: { userId: user.id, requestedBy: request.admin ? 'admin' : 'user', adminId: request.admin?.adminId ?? null, reason: request.reason },
  });
  const job: AccountDeletionJob = { deletionId: deletion.id, ...(request.requestId ? { requestId: request.requestId } : {}) };
  if ((await services.jobs.sendIn(tx, ACCOUNT_DELETION_QUEUE, job, { singletonKey: deletion.id })) === null) throw new Error(`account deletion ${deletion.id} was not queued`);
  await tx.user.update({ where: { id: user.id }, data: { deletedAt: now } });
  const { count: sessionsEnded } = await tx.refreshToken.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: now } });
  const keys = await tx.apiKey.findMany({ where: { userId: user.id, revokedAt: null }, select: { id: true } });
  for (const key of keys) await publishIn(tx, 'apiKeyRevoked', { keyId: key.id });
  await tx.apiKey.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: now } });
  await tx.webhookEndpoint.updateMany({ where: { userId: user.id, disabledAt: null }, data: { disabledAt: now, disabledReason: 'The account was deleted' } });
  await publishIn(tx, 'sessionEnded', { userId: user.id });
  await recordAuditEntry(tx, request.admin, {
    action: 'user.delete',
    target: user,
    before: { deletedAt: null },
    after: { deletedAt: now.toISOString() },
    reason: request.reason,
    details: { deletionId: deletion.id, by: request.admin ? 'admin' : 'user', sessionsEnded, apiKeysRevoked: keys.length, ...(request.requestId && !request.admin ? { requestId: request.requestId } : {}) },
  });
  return { deletionId: deletion.id, revokedKeyIds: keys.map((k) => k.id) };
}
